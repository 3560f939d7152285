import { onTestFinished } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../helpers/fake-google.js';
import { consent, googleConfigFor, pkce } from '../../helpers/google-flows.js';
import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

const USER = 'id email firstName lastName username timezone profileImageUrl bio emailVerified googleLinked currentWorkspaceId createdAt';
const CONNECTION = 'provider accountEmail status statusReason conflictCalendarIds hostCalendarId connectedAt';
const STATUS = `connected connection { ${CONNECTION} }`;
const OPTIONS = `connection { ${CONNECTION} } calendars { id summary primary accessRole backgroundColor }`;

/**
 * The REST/GraphQL parity cases of Google (issue 29). Google is a local fake (tests/helpers/fake-google.ts)
 * started by a case's setup, the app's config pointed at it for that case alone (one fake for both of
 * its runs, closed and the config set back when it ends). The builder's Google account has the run's
 * tag in its address, like the builder, so the answers compare with the tag masked. The starts answer
 * a state made anew each time, so their cases compare errors; the rest compare data.
 */
export function googleCases(app: () => TestApp): Array<ParityCase<any>> {
  let current: Promise<FakeGoogle> | null = null;
  /** This case's fake Google, the app's config pointed at it until the case ends. */
  const google = () =>
    (current ??= (async () => {
      const t = app();
      const fake = await startFakeGoogle();
      const before = t.config.google;
      t.config.google = googleConfigFor(fake);
      onTestFinished(async () => {
        t.config.google = before;
        current = null;
        await fake.close();
      });
      return fake;
    })());

  /** A fresh builder whose email (and Google account's) holds the run's tag, with Google set up. */
  const builder = async (tag: string) => {
    const fake = await google();
    fake.setUser({ sub: `sub-${tag}`, email: `${tag}@example.com`, name: 'Ada Builder' });
    return app().signUp({ email: `${tag}@example.com` });
  };
  /** The builder's round trip to Google's consent screen for the calendar: the code and state it sends back. */
  const calendarTrip = async (tag: string) => {
    const b = await builder(tag);
    const start = await app().rest('GET', '/v1/integrations/calendar/google/authorize', { token: b.token });
    if (start.status !== 200) throw new Error(JSON.stringify(start.body));
    const { code, state } = await consent(start.body.data.url);
    return { ...b, input: { code, state } };
  };
  /** A builder with Google Calendar connected. */
  const connected = async (tag: string) => {
    const b = await calendarTrip(tag);
    const done = await app().rest('POST', '/v1/integrations/calendar/google', { token: b.token, body: b.input });
    if (done.status !== 200) throw new Error(JSON.stringify(done.body));
    return b;
  };
  /** A browser's “Continue with Google” (or, with a builder's token, linking) round trip: what it sends back. */
  const signInTrip = async (user: { sub: string; email: string; name?: string }, token?: string) => {
    const fake = await google();
    fake.setUser(user);
    const { codeVerifier, codeChallenge } = pkce();
    const start = await app().rest('POST', token ? '/v1/auth/google/link/start' : '/v1/auth/google/start', {
      token,
      body: { codeChallenge },
    });
    if (start.status !== 200) throw new Error(JSON.stringify(start.body));
    const { code, state } = await consent(start.body.data.url);
    return { code, codeVerifier, redirectUri: start.body.data.redirectUri as string, state };
  };
  /** A builder (with a password) who linked their Google account. */
  const linked = async (tag: string) => {
    const b = await builder(tag);
    const input = await signInTrip({ sub: `sub-${tag}`, email: b.email }, b.token);
    const res = await app().rest('POST', '/v1/auth/google/link', { token: b.token, body: input });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return b;
  };

  return [
    {
      name: 'signInProviders: Google, when the server has an OAuth client',
      setup: () => google(),
      rest: () => ({ method: 'GET', url: '/v1/auth/providers' }),
      graphql: () => ({ document: '{ signInProviders { google } }' }),
      expect: 'ok',
    },
    {
      name: 'signInProviders: no Google without an OAuth client',
      rest: () => ({ method: 'GET', url: '/v1/auth/providers' }),
      graphql: () => ({ document: '{ signInProviders { google } }' }),
      expect: 'ok',
    },
    {
      name: 'calendarConnection: the connected account and its choices',
      setup: connected,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/integrations/calendar/connected' }),
      graphql: () => ({ document: `{ calendarConnection { ${STATUS} } }` }),
      expect: 'ok',
    },
    {
      name: 'calendarConnection: nothing connected',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/integrations/calendar/connected' }),
      graphql: () => ({ document: `{ calendarConnection { ${STATUS} } }` }),
      expect: 'ok',
    },
    {
      name: 'startGoogleCalendarConnect: not signed in',
      setup: () => google(),
      rest: () => ({ method: 'GET', url: '/v1/integrations/calendar/google/authorize' }),
      graphql: () => ({ document: 'mutation { startGoogleCalendarConnect { url } }' }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'connectGoogleCalendar: the return from Google connects the primary calendar',
      setup: calendarTrip,
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/integrations/calendar/google', body: s.input }),
      graphql: (s) => ({
        document: `mutation ($i: ConnectGoogleCalendarInput!) { connectGoogleCalendar(input: $i) { ${STATUS} } }`,
        variables: { i: s.input },
      }),
      expect: 'ok',
    },
    {
      name: 'connectGoogleCalendar: a state this server did not begin is refused on state',
      setup: calendarTrip,
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/integrations/calendar/google', body: { ...s.input, state: 'made-up' } }),
      graphql: (s) => ({
        document: `mutation ($i: ConnectGoogleCalendarInput!) { connectGoogleCalendar(input: $i) { ${STATUS} } }`,
        variables: { i: { ...s.input, state: 'made-up' } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { state: /Start again/ },
    },
    {
      name: 'disconnectGoogleCalendar: revoked and deleted',
      setup: connected,
      token: (s) => s.token,
      rest: () => ({ method: 'DELETE', url: '/v1/integrations/calendar/google' }),
      graphql: () => ({ document: `mutation { disconnectGoogleCalendar { ${STATUS} } }` }),
      expect: 'ok',
    },
    {
      name: 'calendarOptions: the account’s calendars and the choices',
      setup: connected,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/integrations/calendar/options' }),
      graphql: () => ({ document: `{ calendarOptions { ${OPTIONS} } }` }),
      expect: 'ok',
    },
    {
      name: 'calendarOptions: nothing connected is CONFLICT',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/integrations/calendar/options' }),
      graphql: () => ({ document: `{ calendarOptions { ${OPTIONS} } }` }),
      expect: 'CONFLICT',
    },
    {
      name: 'updateCalendarConflicts: no calendar blocks time',
      setup: connected,
      token: (s) => s.token,
      rest: () => ({ method: 'PUT', url: '/v1/integrations/calendar/options', body: { conflictCalendarIds: [] } }),
      graphql: () => ({
        document: `mutation ($i: CalendarConflictsInput!) { updateCalendarConflicts(input: $i) { ${OPTIONS} } }`,
        variables: { i: { conflictCalendarIds: [] } },
      }),
      expect: 'ok',
    },
    {
      name: 'updateCalendarConflicts: a calendar not in the account’s list is refused, naming it',
      setup: connected,
      token: (s) => s.token,
      rest: (s) => ({
        method: 'PUT',
        url: '/v1/integrations/calendar/options',
        body: { conflictCalendarIds: [s.email, 'nope@example.com'] },
      }),
      graphql: (s) => ({
        document: `mutation ($i: CalendarConflictsInput!) { updateCalendarConflicts(input: $i) { ${OPTIONS} } }`,
        variables: { i: { conflictCalendarIds: [s.email, 'nope@example.com'] } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { 'conflictCalendarIds.1': /not in your Google account/ },
    },
    {
      name: 'setCalendarHost: the calls go to the primary calendar',
      setup: connected,
      token: (s) => s.token,
      rest: (s) => ({ method: 'PUT', url: '/v1/integrations/calendar/host', body: { hostCalendarId: s.email } }),
      graphql: (s) => ({
        document: `mutation ($i: CalendarHostInput!) { setCalendarHost(input: $i) { ${OPTIONS} } }`,
        variables: { i: { hostCalendarId: s.email } },
      }),
      expect: 'ok',
    },
    {
      name: 'setCalendarHost: nothing connected is CONFLICT',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'PUT', url: '/v1/integrations/calendar/host', body: { hostCalendarId: null } }),
      graphql: () => ({
        document: `mutation ($i: CalendarHostInput!) { setCalendarHost(input: $i) { ${OPTIONS} } }`,
        variables: { i: { hostCalendarId: null } },
      }),
      expect: 'CONFLICT',
    },
    {
      name: 'startGoogleSignIn: a challenge that is not S256 is refused on codeChallenge',
      setup: () => google(),
      rest: () => ({ method: 'POST', url: '/v1/auth/google/start', body: { codeChallenge: 'too-short' } }),
      graphql: () => ({
        document: 'mutation ($i: GoogleSignInStartInput!) { startGoogleSignIn(input: $i) { url state redirectUri } }',
        variables: { i: { codeChallenge: 'too-short' } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { codeChallenge: /S256/ },
    },
    {
      name: 'googleConnect: a new verified address makes an account, signed in',
      setup: (tag) => signInTrip({ sub: `sub-${tag}`, email: `${tag}@example.com`, name: 'Ada Lovelace' }),
      rest: (s) => ({ method: 'POST', url: '/v1/auth/google-connect', body: s }),
      graphql: (s) => ({
        document: `mutation ($i: GoogleConnectInput!) { googleConnect(input: $i) { token user { ${USER} } } }`,
        variables: { i: s },
      }),
      expect: 'ok',
    },
    {
      name: 'googleConnect: an address with an account is not taken over',
      setup: async (tag) => {
        await builder(tag);
        return signInTrip({ sub: `taker-${tag}`, email: `${tag}@example.com` });
      },
      rest: (s) => ({ method: 'POST', url: '/v1/auth/google-connect', body: s }),
      graphql: (s) => ({
        document: `mutation ($i: GoogleConnectInput!) { googleConnect(input: $i) { token user { ${USER} } } }`,
        variables: { i: s },
      }),
      expect: 'CONFLICT',
      details: { email: /Sign in with your password/ },
    },
    {
      name: 'startGoogleLink: a challenge that is not S256 is refused on codeChallenge',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/auth/google/link/start', body: { codeChallenge: 'too-short' } }),
      graphql: () => ({
        document: 'mutation ($i: GoogleSignInStartInput!) { startGoogleLink(input: $i) { url state redirectUri } }',
        variables: { i: { codeChallenge: 'too-short' } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { codeChallenge: /S256/ },
    },
    {
      name: 'linkGoogle: the Google account just chosen signs in to this account from now on',
      setup: async (tag) => {
        const b = await builder(tag);
        return { ...b, input: await signInTrip({ sub: `sub-${tag}`, email: b.email }, b.token) };
      },
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/auth/google/link', body: s.input }),
      graphql: (s) => ({
        document: `mutation ($i: GoogleConnectInput!) { linkGoogle(input: $i) { ${USER} } }`,
        variables: { i: s.input },
      }),
      expect: 'ok',
    },
    {
      name: 'unlinkGoogle: a password account stops signing in with Google',
      setup: linked,
      token: (s) => s.token,
      rest: () => ({ method: 'DELETE', url: '/v1/auth/google/link' }),
      graphql: () => ({ document: `mutation { unlinkGoogle { ${USER} } }` }),
      expect: 'ok',
    },
    {
      name: 'unlinkGoogle: an account Google made has no other way in',
      setup: async (tag) => {
        const input = await signInTrip({ sub: `sub-${tag}`, email: `${tag}@example.com`, name: 'Ada Lovelace' });
        const made = await app().rest('POST', '/v1/auth/google-connect', { body: input });
        if (made.status !== 200) throw new Error(JSON.stringify(made.body));
        return { token: made.body.data.token as string };
      },
      token: (s) => s.token,
      rest: () => ({ method: 'DELETE', url: '/v1/auth/google/link' }),
      graphql: () => ({ document: `mutation { unlinkGoogle { ${USER} } }` }),
      expect: 'CONFLICT',
    },
  ];
}
