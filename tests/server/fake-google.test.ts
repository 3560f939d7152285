import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../helpers/fake-google.js';

/**
 * The fake Google is only worth its tests if the clients the app uses cannot tell it from Google: each
 * case here goes through google-auth-library's OAuth2Client and @googleapis/calendar, so a shape or a
 * status they read differently fails here first.
 */

let fake: FakeGoogle;
const REDIRECT = 'http://127.0.0.1:5173/api/google/callback';
const CALENDAR_SCOPES = ['https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events'];
const SCOPES = ['openid', 'email', 'profile', ...CALENDAR_SCOPES];
const ADA = { sub: '110248495921238986420', email: 'ada@example.com', name: 'Ada Lovelace', givenName: 'Ada', familyName: 'Lovelace' };

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const oauthClient = (options: { clientSecret?: string } = {}) =>
  new OAuth2Client({
    clientId: fake.clientId,
    clientSecret: options.clientSecret ?? fake.clientSecret,
    redirectUri: REDIRECT,
    endpoints: { oauth2AuthBaseUrl: fake.authUrl, oauth2TokenUrl: fake.tokenUrl, oauth2RevokeUrl: fake.revokeUrl },
  });

interface Authorization {
  code: string;
  codeVerifier: string;
  location: URL;
}

/** The browser's part: Google's consent page answers at once with a redirect carrying the code. */
async function authorize(
  client: OAuth2Client,
  options: { accessType?: 'online' | 'offline'; prompt?: string; scope?: string[]; state?: string } = {},
): Promise<Authorization> {
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const url = client.generateAuthUrl({
    access_type: options.accessType ?? 'offline',
    scope: options.scope ?? SCOPES,
    state: options.state ?? 'state-123',
    ...(options.prompt ? { prompt: options.prompt } : {}),
    code_challenge: codeChallenge!,
    code_challenge_method: CodeChallengeMethod.S256,
  });
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { code: location.searchParams.get('code')!, codeVerifier, location };
}

/** A client holding the tokens of a full PKCE round trip. */
async function connect(options: Parameters<typeof authorize>[1] = {}): Promise<{ client: OAuth2Client; tokens: Credentials }> {
  const client = oauthClient();
  const { code, codeVerifier } = await authorize(client, options);
  const { tokens } = await client.getToken({ code, codeVerifier, redirect_uri: REDIRECT });
  client.setCredentials(tokens);
  return { client, tokens };
}

/** A refused call's status and Google's JSON. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number | undefined; data: any }> {
  try {
    await promise;
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    return { status: response?.status, data: response?.data };
  }
  throw new Error('expected the call to be refused');
}

async function certificates(): Promise<Record<string, string>> {
  const jwks = (await (await fetch(fake.jwksUrl)).json()) as { keys: Array<JsonWebKey & { kid: string }> };
  return Object.fromEntries(
    jwks.keys.map((key) => [key.kid, createPublicKey({ key, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString()]),
  );
}

/** A new access token from a refresh token alone, as the app does once it has stored one. */
async function refresh(refreshToken: string): Promise<Credentials> {
  const client = oauthClient();
  client.setCredentials({ refresh_token: refreshToken });
  await client.getAccessToken();
  return client.credentials;
}

const api = (client: OAuth2Client): calendar_v3.Calendar => calendar({ version: 'v3', auth: client, rootUrl: fake.calendarApiUrl });

describe('fake Google OAuth, through google-auth-library', () => {
  it('trades a PKCE code for tokens of the signed-in user, a refresh token only for offline access on consent', async () => {
    fake.setUser(ADA);
    const client = oauthClient();
    const online = await authorize(client, { accessType: 'online', state: 'abc/def' });
    expect(online.location.origin + online.location.pathname).toBe(REDIRECT);
    expect(online.location.searchParams.get('state')).toBe('abc/def');
    expect(online.code).toMatch(/^4\/0A/);
    const first = await client.getToken({ code: online.code, codeVerifier: online.codeVerifier, redirect_uri: REDIRECT });
    expect(first.tokens).toMatchObject({ token_type: 'Bearer' });
    expect(first.tokens.access_token).toMatch(/^ya29\./);
    expect(first.tokens.refresh_token).toBeUndefined();
    expect(first.tokens.scope?.split(' ')).toEqual([
      'openid',
      'https://www.googleapis.com/auth/userinfo.email',
      'https://www.googleapis.com/auth/userinfo.profile',
      ...CALENDAR_SCOPES,
    ]);

    const ticket = await client.verifySignedJwtWithCertsAsync(first.tokens.id_token!, await certificates(), fake.clientId, [fake.issuer]);
    expect(ticket.getPayload()).toMatchObject({
      iss: fake.issuer,
      aud: fake.clientId,
      azp: fake.clientId,
      sub: ADA.sub,
      email: ADA.email,
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const payload = ticket.getPayload()!;
    expect(payload.exp - payload.iat).toBe(3600);

    // Offline access is new to this grant: Google asks again, and a refresh token comes with the code.
    const offline = await connect();
    expect(offline.tokens.refresh_token).toMatch(/^1\/\/0/);
    // Already granted: no consent screen, no refresh token, unless the app asks for consent.
    expect((await connect()).tokens.refresh_token).toBeUndefined();
    expect((await connect({ prompt: 'consent' })).tokens.refresh_token).toMatch(/^1\/\/0/);

    // No email or profile scope: neither in the ID token.
    const bare = await connect({ scope: ['openid', ...CALENDAR_SCOPES] });
    const barePayload = JSON.parse(Buffer.from(bare.tokens.id_token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(barePayload.sub).toBe(ADA.sub);
    expect(barePayload).not.toHaveProperty('email');
    expect(barePayload).not.toHaveProperty('name');
    expect(fake.requests.filter((r) => r.path === '/token').at(-1)).toMatchObject({
      method: 'POST',
      body: { grant_type: 'authorization_code', client_id: fake.clientId, redirect_uri: REDIRECT },
    });
  });

  it('signs ID tokens the JWKS verifies only for the right audience, issuer and time', async () => {
    const discovery = (await (await fetch(`${fake.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({ issuer: fake.issuer, jwks_uri: fake.jwksUrl, authorization_endpoint: fake.authUrl });
    expect(fake.env()).toMatchObject({
      GOOGLE_ISSUER: fake.issuer,
      GOOGLE_CALENDAR_API_URL: `${fake.url}/`,
      GOOGLE_CLIENT_ID: 'portico-test-client',
    });

    const client = oauthClient();
    const certs = await certificates();
    const good = await fake.tokenFor({ user: { email: 'grace@example.com' } });
    const ticket = await client.verifySignedJwtWithCertsAsync(good, certs, fake.clientId, [fake.issuer]);
    expect(ticket.getPayload()?.email).toBe('grace@example.com');

    const otherAudience = await fake.tokenFor({ aud: 'someone-else' });
    await expect(client.verifySignedJwtWithCertsAsync(otherAudience, certs, fake.clientId, [fake.issuer])).rejects.toThrow(
      /Wrong recipient/,
    );
    const otherIssuer = await fake.tokenFor({ iss: 'https://accounts.example.org' });
    await expect(client.verifySignedJwtWithCertsAsync(otherIssuer, certs, fake.clientId, [fake.issuer])).rejects.toThrow(/Invalid issuer/);
    const expired = await fake.tokenFor({ expiresInSeconds: -600 });
    await expect(client.verifySignedJwtWithCertsAsync(expired, certs, fake.clientId, [fake.issuer])).rejects.toThrow(/too late/);
  });

  it('refuses a replayed code, a wrong verifier, another redirect_uri and a wrong secret', async () => {
    const client = oauthClient();
    const { code, codeVerifier } = await authorize(client);

    const wrongVerifier = await refusal(client.getToken({ code, codeVerifier: 'x'.repeat(64), redirect_uri: REDIRECT }));
    expect(wrongVerifier).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    const noVerifier = await refusal(client.getToken({ code, redirect_uri: REDIRECT }));
    expect(noVerifier).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    const otherRedirect = await refusal(client.getToken({ code, codeVerifier, redirect_uri: 'http://127.0.0.1:5173/elsewhere' }));
    expect(otherRedirect).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    const wrongSecret = await refusal(oauthClient({ clientSecret: 'nope' }).getToken({ code, codeVerifier, redirect_uri: REDIRECT }));
    expect(wrongSecret).toMatchObject({ status: 401, data: { error: 'invalid_client' } });

    // None of those used the code up; the right request does, once.
    expect((await client.getToken({ code, codeVerifier, redirect_uri: REDIRECT })).tokens.access_token).toBeTruthy();
    const replay = await refusal(client.getToken({ code, codeVerifier, redirect_uri: REDIRECT }));
    expect(replay).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    const unknown = await refusal(client.getToken({ code: '4/0Anever', codeVerifier, redirect_uri: REDIRECT }));
    expect(unknown).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });

    // The user cancels on the consent screen.
    fake.denyNext();
    const denied = await authorize(client, { state: 's1' });
    expect(Object.fromEntries(denied.location.searchParams)).toEqual({ error: 'access_denied', state: 's1' });
  });

  it('refreshes until the user removes access; revoking a refresh token ends it and its access tokens', async () => {
    const { tokens } = await connect();
    const refreshed = await refresh(tokens.refresh_token!);
    expect(refreshed.access_token).toMatch(/^ya29\./);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.id_token).toBeTruthy();

    fake.revokeAll('builder@example.com');
    const afterRevoke = await refusal(refresh(tokens.refresh_token!));
    expect(afterRevoke).toMatchObject({
      status: 400,
      data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });

    // Access removed, the next sign-in shows consent again: a new refresh token, which the app can revoke.
    const again = await connect();
    expect(again.tokens.refresh_token).toBeTruthy();
    await again.client.revokeToken(again.tokens.refresh_token!);
    expect(await refusal(refresh(again.tokens.refresh_token!))).toMatchObject({ data: { error: 'invalid_grant' } });
    const fetched = await fetch(`${fake.calendarApiUrl}calendar/v3/users/me/calendarList`, {
      headers: { authorization: `Bearer ${again.tokens.access_token}` },
    });
    expect(fetched.status).toBe(401);
    expect(await refusal(again.client.revokeToken(again.tokens.refresh_token!))).toMatchObject({
      status: 400,
      data: { error: 'invalid_token' },
    });
  });
});

describe('fake Google Calendar, through @googleapis/calendar', () => {
  it('lists the calendars of the token account', async () => {
    const { client } = await connect();
    const list = await api(client).calendarList.list();
    expect(list.data.kind).toBe('calendar#calendarList');
    expect(list.data.items).toEqual([
      expect.objectContaining({ kind: 'calendar#calendarListEntry', id: 'builder@example.com', primary: true, accessRole: 'owner' }),
    ]);

    fake.setCalendars('builder@example.com', [
      { id: 'builder@example.com', summary: 'Pat', primary: true, backgroundColor: '#123456' },
      { id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'reader' },
    ]);
    const items = (await api(client).calendarList.list()).data.items!;
    expect(items.map((c) => [c.id, c.summary, c.accessRole, c.primary ?? false, c.backgroundColor])).toEqual([
      ['builder@example.com', 'Pat', 'owner', true, '#123456'],
      ['team@group.calendar.google.com', 'Team', 'reader', false, '#9fe1e7'],
    ]);
    const writable = (await api(client).calendarList.list({ minAccessRole: 'writer' })).data.items!;
    expect(writable.map((c) => c.id)).toEqual(['builder@example.com']);
  });

  it('answers free/busy without titles, clipped to the range, notFound for a calendar the account lacks', async () => {
    const { client } = await connect();
    fake.addEvent('builder@example.com', { start: '2030-03-04T09:00:00Z', end: '2030-03-04T10:00:00Z', summary: 'Dentist' });
    fake.addEvent('builder@example.com', { start: '2030-03-04T09:30:00Z', end: '2030-03-04T11:00:00Z', summary: 'Overlap' });
    fake.addEvent('builder@example.com', { start: '2030-03-04T15:00:00+01:00', end: '2030-03-04T18:00:00+01:00', summary: 'Late' });
    fake.addEvent('builder@example.com', { start: '2030-03-04T12:00:00Z', end: '2030-03-04T13:00:00Z', transparency: 'transparent' });
    fake.addEvent('builder@example.com', { start: '2030-03-05T09:00:00Z', end: '2030-03-05T10:00:00Z', summary: 'Next day' });

    const res = await api(client).freebusy.query({
      requestBody: {
        timeMin: '2030-03-04T08:00:00Z',
        timeMax: '2030-03-04T16:00:00Z',
        items: [{ id: 'primary' }, { id: 'builder@example.com' }, { id: 'stranger@example.com' }],
      },
    });
    const busy = [
      { start: '2030-03-04T09:00:00Z', end: '2030-03-04T11:00:00Z' },
      { start: '2030-03-04T14:00:00Z', end: '2030-03-04T16:00:00Z' },
    ];
    expect(res.data).toEqual({
      kind: 'calendar#freeBusy',
      timeMin: '2030-03-04T08:00:00.000Z',
      timeMax: '2030-03-04T16:00:00.000Z',
      calendars: {
        primary: { busy },
        'builder@example.com': { busy },
        'stranger@example.com': { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] },
      },
    });
    expect(JSON.stringify(res.data)).not.toMatch(/Dentist|Overlap|Late/);
  });

  it('inserts an event with a Meet, patches it, deletes it once', async () => {
    const { client } = await connect();
    const cal = api(client);
    const inserted = await cal.events.insert({
      calendarId: 'builder@example.com',
      conferenceDataVersion: 1,
      sendUpdates: 'all',
      requestBody: {
        summary: 'Intro call with Grace',
        description: 'Booked on Portico',
        start: { dateTime: '2030-03-04T10:00:00', timeZone: 'Europe/Paris' },
        end: { dateTime: '2030-03-04T10:30:00', timeZone: 'Europe/Paris' },
        attendees: [{ email: 'grace@example.com', displayName: 'Grace' }],
        extendedProperties: { private: { porticoCallId: 'call_1' } },
        conferenceData: { createRequest: { requestId: 'call_1', conferenceSolutionKey: { type: 'hangoutsMeet' } } },
      },
    });
    const event = inserted.data;
    expect(event.id).toMatch(/^[a-v0-9]{26}$/);
    expect(event.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(event.conferenceData?.entryPoints).toEqual([expect.objectContaining({ entryPointType: 'video', uri: event.hangoutLink })]);
    expect(event.conferenceData?.createRequest?.status?.statusCode).toBe('success');
    expect(event).toMatchObject({
      status: 'confirmed',
      summary: 'Intro call with Grace',
      attendees: [{ email: 'grace@example.com', displayName: 'Grace', responseStatus: 'needsAction' }],
      extendedProperties: { private: { porticoCallId: 'call_1' } },
    });
    expect(event).not.toHaveProperty('calendarId');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/calendar/v3/calendars/builder@example.com/events',
      query: { conferenceDataVersion: '1', sendUpdates: 'all' },
    });
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${client.credentials.access_token}`);

    // Paris at 10:00 is 09:00 UTC: busy then.
    const busy = await cal.freebusy.query({
      requestBody: { timeMin: '2030-03-04T00:00:00Z', timeMax: '2030-03-05T00:00:00Z', items: [{ id: 'builder@example.com' }] },
    });
    expect(busy.data.calendars?.['builder@example.com']?.busy).toEqual([{ start: '2030-03-04T09:00:00Z', end: '2030-03-04T09:30:00Z' }]);

    const patched = await cal.events.patch({
      calendarId: 'primary',
      eventId: event.id!,
      requestBody: { start: { dateTime: '2030-03-04T11:00:00+01:00' }, end: { dateTime: '2030-03-04T11:45:00+01:00' } },
    });
    expect(patched.data).toMatchObject({ id: event.id, summary: 'Intro call with Grace', hangoutLink: event.hangoutLink });
    expect(patched.data.start).toEqual({ dateTime: '2030-03-04T11:00:00+01:00', timeZone: 'Europe/Paris' });
    expect(fake.events('builder@example.com')).toEqual([expect.objectContaining({ id: event.id, calendarId: 'builder@example.com' })]);
    expect((await cal.events.get({ calendarId: 'builder@example.com', eventId: event.id! })).data.end?.dateTime).toBe(
      '2030-03-04T11:45:00+01:00',
    );

    // PUT replaces: what is not sent is gone; the Meet stays (Google keeps it unless conference data is sent).
    const replaced = await cal.events.update({
      calendarId: 'builder@example.com',
      eventId: event.id!,
      requestBody: { summary: 'Intro call (moved)', start: patched.data.start!, end: patched.data.end! },
    });
    expect(replaced.data).toMatchObject({ summary: 'Intro call (moved)', hangoutLink: event.hangoutLink });
    expect(replaced.data.description).toBeUndefined();
    expect(replaced.data.sequence).toBe(2);

    const removed = await cal.events.delete({ calendarId: 'builder@example.com', eventId: event.id!, sendUpdates: 'all' });
    expect(removed.status).toBe(204);
    expect(fake.events('builder@example.com')).toEqual([]);
    const again = await refusal(cal.events.delete({ calendarId: 'builder@example.com', eventId: event.id! }, { retry: false }));
    expect(again).toMatchObject({ status: 410, data: { error: { code: 410, message: 'Resource has been deleted' } } });
    const patchDeleted = await refusal(
      cal.events.patch({ calendarId: 'builder@example.com', eventId: event.id!, requestBody: { summary: 'x' } }),
    );
    expect(patchDeleted.status).toBe(410);
    const missing = await refusal(cal.events.get({ calendarId: 'builder@example.com', eventId: 'nosuchevent' }, { retry: false }));
    expect(missing).toMatchObject({ status: 404, data: { error: { code: 404, errors: [{ reason: 'notFound' }] } } });
  });

  it("keeps Google's rules on conference data, calendars, access roles and scopes", async () => {
    fake.setCalendars('builder@example.com', [
      { id: 'builder@example.com', summary: 'Pat', primary: true },
      { id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'reader' },
    ]);
    const { client } = await connect();
    const cal = api(client);
    const times = { start: { dateTime: '2030-03-04T10:00:00Z' }, end: { dateTime: '2030-03-04T10:30:00Z' } };
    const createRequest = { requestId: 'r1', conferenceSolutionKey: { type: 'hangoutsMeet' } };

    // Without conferenceDataVersion=1 Google ignores the conference asked for.
    const plain = await cal.events.insert({ calendarId: 'primary', requestBody: { ...times, conferenceData: { createRequest } } });
    expect(plain.data.hangoutLink).toBeUndefined();
    expect(plain.data.conferenceData).toBeUndefined();

    const reader = await refusal(cal.events.insert({ calendarId: 'team@group.calendar.google.com', requestBody: times }));
    expect(reader).toMatchObject({ status: 403, data: { error: { errors: [{ reason: 'requiredAccessLevel' }] } } });
    const stranger = await refusal(cal.events.insert({ calendarId: 'stranger@example.com', requestBody: times }));
    expect(stranger.status).toBe(404);
    const noZone = await refusal(
      cal.events.insert({ calendarId: 'primary', requestBody: { start: { dateTime: '2030-03-04T10:00:00' }, end: times.end } }),
    );
    expect(noZone).toMatchObject({ status: 400, data: { error: { message: 'Missing time zone definition for start time.' } } });
    const backwards = await refusal(cal.events.insert({ calendarId: 'primary', requestBody: { start: times.end, end: times.start } }));
    expect(backwards).toMatchObject({ status: 400, data: { error: { errors: [{ reason: 'timeRangeEmpty' }] } } });

    // The user unticked the calendar scopes on the consent screen.
    fake.setUser({ sub: '2', email: 'declined@example.com', declinedScopes: CALENDAR_SCOPES });
    const declined = await connect({ prompt: 'consent' });
    expect(declined.tokens.scope).not.toContain('calendar');
    const insufficient = await refusal(api(declined.client).calendarList.list({}, { retry: false }));
    expect(insufficient).toMatchObject({ status: 403, data: { error: { status: 'PERMISSION_DENIED' } } });
  });

  it('answers 401 once the user removes access, and after an access token expires until it is refreshed', async () => {
    const { client, tokens } = await connect();
    fake.expireAccessTokens();
    expect((await refusal(api(client).calendarList.list({}, { retry: false }))).status).toBe(401);
    // A client that holds no expiry date refreshes on a 401 and tries again.
    const stored = oauthClient();
    stored.setCredentials({ access_token: tokens.access_token!, refresh_token: tokens.refresh_token! });
    expect((await api(stored).calendarList.list()).status).toBe(200);

    fake.revokeAll();
    const res = await fetch(`${fake.url}/calendar/v3/users/me/calendarList`, {
      headers: { authorization: `Bearer ${stored.credentials.access_token}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
    });
    // The client's refresh on that 401 is refused in turn: Google's invalid_grant reaches the app.
    stored.setCredentials({ access_token: stored.credentials.access_token!, refresh_token: tokens.refresh_token! });
    expect(await refusal(api(stored).calendarList.list({}, { retry: false }))).toMatchObject({
      status: 400,
      data: { error: 'invalid_grant' },
    });
  });

  it('fails the next matching request as told', async () => {
    const { client } = await connect();
    fake.failNext(/\/freeBusy$/, 500);
    const body = { timeMin: '2030-03-04T00:00:00Z', timeMax: '2030-03-05T00:00:00Z', items: [{ id: 'primary' }] };
    const failed = await refusal(api(client).freebusy.query({ requestBody: body }));
    expect(failed).toMatchObject({ status: 500, data: { error: { code: 500, errors: [{ reason: 'backendError' }] } } });
    expect((await api(client).freebusy.query({ requestBody: body })).status).toBe(200);

    fake.failNext(/^\/token$/, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    expect(await refusal(client.refreshAccessToken())).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    expect(fake.requests.filter((r) => r.path === '/calendar/v3/freeBusy')).toHaveLength(2);
  });

  it('lets a browser spec drive it over /__fake', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('user', ADA)).status).toBe(200);
    await post('calendars', { email: ADA.email, calendars: [{ id: ADA.email, summary: 'Ada', primary: true }] });
    const made = (await (
      await post('events', { calendarId: ADA.email, start: '2030-01-01T09:00:00Z', end: '2030-01-01T10:00:00Z', summary: 'Busy' })
    ).json()) as {
      id: string;
    };
    const { client, tokens } = await connect();
    expect(tokens.scope).toContain('calendar.events');
    const listed = (await (await fetch(`${fake.url}/__fake/events?calendarId=${encodeURIComponent(ADA.email)}`)).json()) as Array<{
      id: string;
      summary: string;
    }>;
    expect(listed).toEqual([expect.objectContaining({ id: made.id, summary: 'Busy' })]);
    expect((await api(client).events.get({ calendarId: 'primary', eventId: made.id })).data.summary).toBe('Busy');

    await post('revoke-all', { email: ADA.email });
    expect((await refusal(api(client).calendarList.list({}, { retry: false }))).status).toBe(401);
    const requests = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as Array<{ path: string }>;
    expect(requests.length).toBe(fake.requests.length);
    expect(requests.some((r) => r.path.startsWith('/__fake/'))).toBe(false);

    await post('reset', {});
    expect(fake.requests).toEqual([]);
    expect(fake.events(ADA.email)).toEqual([]);
    expect((await post('nothing', {})).status).toBe(404);
  });
});
