import { eq } from 'drizzle-orm';
import { expect, onTestFinished } from 'vitest';
import { calendarConnections } from '../../../db/schema/index.js';
import { startFakeGoogle } from '../../helpers/fake-google.js';
import { consent, googleConfigFor, pkce } from '../../helpers/google-flows.js';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of the Google domain (issue 29); matrix.ts gathers them by name. Every calendar
 * operation and every linking one is the builder's own (builder-self): no token is UNAUTHENTICATED, a
 * portal customer's token FORBIDDEN, and the connection is per user, so another builder's call answers
 * their own state: GET connected answers theirs (not connected), the options and choices are CONFLICT
 * (they connected nothing), a round trip (state) begun by the owner is refused to them with 400 on
 * `state` and still works for the owner afterwards. Signing in with Google is public.
 *
 * Beyond the harness's checks: the owner's Google account has the owner's own address, so an answer of
 * another builder showing the owner's connection would carry the owner's email (a secret the harness
 * looks for); and each time an entry's call is built (anonymous, the other builder, the customer, then
 * the owner) the owner's calendar connection is checked to be as it was made, with nothing revoked at
 * Google, so only the owner's own call may change it.
 *
 * Google is a local fake started per test (closed when it ends) with the fixture app's config pointed
 * at it, and set back when the test ends; entries that connect or link an account have an owner of
 * their own (`freshOwner`), so no other entry's owner has a calendar or a Google sign-in.
 */

/** The fake Google of this test, the app's config pointed at it until the test ends. */
const google = (f: Fixture) =>
  f.memo('google-fake', async () => {
    const fake = await startFakeGoogle();
    const before = f.app.config.google;
    f.app.config.google = googleConfigFor(fake);
    onTestFinished(async () => {
      f.app.config.google = before;
      await fake.close();
    });
    return fake;
  });

const TEAM_CALENDAR = 'matrix-team@group.calendar.google.com';

/** The owner's Google account (their own address) with their primary calendar and a team calendar. */
const owners = (f: Fixture) =>
  f.memo('google-owner', async () => {
    const fake = await google(f);
    fake.setUser({ sub: f.unique('google-sub'), email: f.owner.email, name: 'Matrix Owner' });
    fake.setCalendars(f.owner.email, [
      { id: f.owner.email, summary: 'Owner', primary: true },
      { id: TEAM_CALENDAR, summary: 'Team calls' },
    ]);
    return fake;
  });

const connectionRow = async (f: Fixture) =>
  (await f.app.database.db.select().from(calendarConnections).where(eq(calendarConnections.userId, f.owner.userId)))[0] ?? null;

/** The owner's round trip to Google's consent screen for the calendar, not finished yet: the code and state. */
const calendarTrip = (f: Fixture) =>
  f.memo('google-calendar-trip', async () => {
    await owners(f);
    const start = await f.app.rest('GET', '/v1/integrations/calendar/google/authorize', { token: f.owner.token });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const { code, state } = await consent(start.body.data.url);
    return { code, state };
  });

/** The owner's calendar connected: the row as stored then. */
const connected = (f: Fixture) =>
  f.memo('google-connected', async () => {
    const done = await f.app.rest('POST', '/v1/integrations/calendar/google', { token: f.owner.token, body: await calendarTrip(f) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.connection).toMatchObject({ accountEmail: f.owner.email, conflictCalendarIds: [f.owner.email] });
    return connectionRow(f);
  });

/** Checked each time a call is built: the owner's connection is as made (`made`: none yet), and nothing was revoked. */
async function untouched(f: Fixture, made: Awaited<ReturnType<typeof connectionRow>>) {
  expect(await connectionRow(f), 'the owner’s calendar connection changed before the owner’s own call').toEqual(made);
  const fake = await google(f);
  expect(
    fake.requests.filter((r) => r.path === '/revoke'),
    'a token was revoked at Google before the owner’s own call',
  ).toEqual([]);
}

/** The owner connected, and still as made. */
const whileConnected = async (f: Fixture) => untouched(f, await connected(f));

/** A browser's round trip of “Continue with Google” (or of linking, for the owner): what it sends back. */
const signInTrip = (f: Fixture, purpose: 'sign-in' | 'link') =>
  f.memo(`google-${purpose}-trip`, async () => {
    const fake = await google(f);
    if (purpose === 'link') fake.setUser({ sub: f.unique('google-sub'), email: f.owner.email, name: 'Matrix Owner' });
    else {
      const email = `${f.unique('google')}@example.com`;
      fake.setUser({ sub: f.unique('google-sub'), email, name: 'Newcomer By Google' });
    }
    const { codeVerifier, codeChallenge } = pkce();
    const start = await f.app.rest('POST', purpose === 'link' ? '/v1/auth/google/link/start' : '/v1/auth/google/start', {
      token: purpose === 'link' ? f.owner.token : undefined,
      body: { codeChallenge },
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const { code, state } = await consent(start.body.data.url);
    expect(state).toBe(start.body.data.state);
    return { code, codeVerifier, redirectUri: start.body.data.redirectUri as string, state };
  });

/** The owner signs in with Google too (linked), so an unlink of anybody else's that touched the owner would show. */
const linked = (f: Fixture) =>
  f.memo('google-linked', async () => {
    const res = await f.app.rest('POST', '/v1/auth/google/link', { token: f.owner.token, body: await signInTrip(f, 'link') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.googleLinked).toBe(true);
  });

/** A challenge of the browser's (the verifier stays with it). */
const challenge = (f: Fixture) => f.memo('google-challenge', async () => pkce().codeChallenge);

export const GOOGLE_REST: Record<string, RestEntry> = {
  'GET /v1/integrations/calendar/connected': {
    freshOwner: true,
    request: async (f) => {
      await whileConnected(f);
      return {};
    },
  },
  'GET /v1/integrations/calendar/google/authorize': {
    request: async (f) => {
      await owners(f);
      await untouched(f, null);
      return {};
    },
  },
  // The round trip is the owner's: another builder's try is a 400 on `state` that leaves it for the owner.
  'POST /v1/integrations/calendar/google': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    request: async (f) => {
      const body = await calendarTrip(f);
      await untouched(f, null);
      return { body };
    },
  },
  'DELETE /v1/integrations/calendar/google': {
    freshOwner: true,
    request: async (f) => {
      await whileConnected(f);
      return {};
    },
  },
  // Another builder connected nothing: their options are CONFLICT (“Connect Google Calendar first”).
  'GET /v1/integrations/calendar/options': {
    freshOwner: true,
    other: 'CONFLICT',
    request: async (f) => {
      await whileConnected(f);
      return {};
    },
  },
  'PUT /v1/integrations/calendar/options': {
    freshOwner: true,
    other: 'CONFLICT',
    request: async (f) => {
      await whileConnected(f);
      return { body: { conflictCalendarIds: [f.owner.email, TEAM_CALENDAR] } };
    },
  },
  'PUT /v1/integrations/calendar/host': {
    freshOwner: true,
    other: 'CONFLICT',
    request: async (f) => {
      await whileConnected(f);
      return { body: { hostCalendarId: TEAM_CALENDAR } };
    },
  },
  'GET /v1/auth/providers': { request: () => ({}) },
  'POST /v1/auth/google/start': {
    request: async (f) => {
      await google(f);
      return { body: { codeChallenge: await challenge(f) } };
    },
  },
  'POST /v1/auth/google-connect': { request: async (f) => ({ body: await signInTrip(f, 'sign-in') }) },
  'POST /v1/auth/google/link/start': {
    request: async (f) => {
      await google(f);
      return { body: { codeChallenge: await challenge(f) } };
    },
  },
  // The link's round trip is the owner's: another builder's try is a 400 on `state`.
  'POST /v1/auth/google/link': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    request: async (f) => ({ body: await signInTrip(f, 'link') }),
  },
  // Another builder's unlink is of their own account: the owner's row (compared by the harness) keeps its link.
  'DELETE /v1/auth/google/link': {
    freshOwner: true,
    request: async (f) => {
      await linked(f);
      return {};
    },
  },
};

const CONNECTION = 'provider accountEmail status statusReason conflictCalendarIds hostCalendarId connectedAt';
const STATUS = `connected connection { ${CONNECTION} }`;
const OPTIONS = `connection { ${CONNECTION} } calendars { id summary primary accessRole backgroundColor }`;
const USER = 'id email googleLinked';

export const GOOGLE_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.calendarConnection': {
    freshOwner: true,
    document: `{ calendarConnection { ${STATUS} } }`,
    variables: async (f) => {
      await whileConnected(f);
      return {};
    },
  },
  'Mutation.startGoogleCalendarConnect': {
    document: 'mutation { startGoogleCalendarConnect { url } }',
    variables: async (f) => {
      await owners(f);
      await untouched(f, null);
      return {};
    },
  },
  'Mutation.connectGoogleCalendar': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    document: `mutation ($i: ConnectGoogleCalendarInput!) { connectGoogleCalendar(input: $i) { ${STATUS} } }`,
    variables: async (f) => {
      const i = await calendarTrip(f);
      await untouched(f, null);
      return { i };
    },
  },
  'Mutation.disconnectGoogleCalendar': {
    freshOwner: true,
    document: `mutation { disconnectGoogleCalendar { ${STATUS} } }`,
    variables: async (f) => {
      await whileConnected(f);
      return {};
    },
  },
  'Query.calendarOptions': {
    freshOwner: true,
    other: 'CONFLICT',
    document: `{ calendarOptions { ${OPTIONS} } }`,
    variables: async (f) => {
      await whileConnected(f);
      return {};
    },
  },
  'Mutation.updateCalendarConflicts': {
    freshOwner: true,
    other: 'CONFLICT',
    document: `mutation ($i: CalendarConflictsInput!) { updateCalendarConflicts(input: $i) { ${OPTIONS} } }`,
    variables: async (f) => {
      await whileConnected(f);
      return { i: { conflictCalendarIds: [f.owner.email, TEAM_CALENDAR] } };
    },
  },
  'Mutation.setCalendarHost': {
    freshOwner: true,
    other: 'CONFLICT',
    document: `mutation ($i: CalendarHostInput!) { setCalendarHost(input: $i) { ${OPTIONS} } }`,
    variables: async (f) => {
      await whileConnected(f);
      return { i: { hostCalendarId: TEAM_CALENDAR } };
    },
  },
  'Query.signInProviders': { document: '{ signInProviders { google } }' },
  'Mutation.startGoogleSignIn': {
    document: 'mutation ($i: GoogleSignInStartInput!) { startGoogleSignIn(input: $i) { url state redirectUri } }',
    variables: async (f) => {
      await google(f);
      return { i: { codeChallenge: await challenge(f) } };
    },
  },
  'Mutation.googleConnect': {
    document: `mutation ($i: GoogleConnectInput!) { googleConnect(input: $i) { token user { ${USER} } } }`,
    variables: async (f) => ({ i: await signInTrip(f, 'sign-in') }),
  },
  'Mutation.startGoogleLink': {
    document: 'mutation ($i: GoogleSignInStartInput!) { startGoogleLink(input: $i) { url state redirectUri } }',
    variables: async (f) => {
      await google(f);
      return { i: { codeChallenge: await challenge(f) } };
    },
  },
  'Mutation.linkGoogle': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    document: `mutation ($i: GoogleConnectInput!) { linkGoogle(input: $i) { ${USER} } }`,
    variables: async (f) => ({ i: await signInTrip(f, 'link') }),
  },
  'Mutation.unlinkGoogle': {
    freshOwner: true,
    document: `mutation { unlinkGoogle { ${USER} } }`,
    variables: async (f) => {
      await linked(f);
      return {};
    },
  },
};
