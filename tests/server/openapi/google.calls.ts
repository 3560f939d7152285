import { expect } from 'vitest';
import { signInCustomer } from '../../helpers/customers.js';
import { startFakeGoogle, type FakeGoogle } from '../../helpers/fake-google.js';
import { consent, googleConfigFor, pkce } from '../../helpers/google-flows.js';
import type { OpenApiCalls } from './calls.js';

/**
 * Calls every route of the Google domain (issue 29) for openapi.test.ts: first as the app is, with no
 * Google OAuth client (503 NOT_CONFIGURED), then with Google a local fake (tests/helpers/fake-google.ts)
 * for the length of these calls, the app's config pointed at it and then set back: the calendar's
 * connection, options and choices, “Continue with Google”, linking and unlinking, with the errors a
 * client meets (400, 401, 403, 409, 429, 503).
 */
export async function googleCalls({ t, rest }: OpenApiCalls): Promise<void> {
  // Signed up from a network of their own: the file's sign-ups from 127.0.0.1 count towards REGISTER_LIMIT_PER_IP.
  const register = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      remoteAddress: '198.51.100.29',
      payload: {
        email: `openapi-google-${name}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Goo',
        lastName: name,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { token: res.json().data.token as string, email: res.json().data.user.email as string };
  };
  const builder = await register('Builder');
  const other = await register('Other');
  const token = builder.token;

  // No Google OAuth client on this server: every operation that needs one says what to configure.
  expect((await rest('GET', '/v1/auth/providers')).body.data).toEqual({ google: false });
  const challenge = pkce().codeChallenge;
  const oauthReturn = {
    code: 'a-code',
    codeVerifier: pkce().codeVerifier,
    redirectUri: 'http://portico.test/oauthCallback/google',
    state: 's',
  };
  for (const [method, url, body] of [
    ['GET', '/v1/integrations/calendar/connected'],
    ['GET', '/v1/integrations/calendar/google/authorize'],
    ['POST', '/v1/integrations/calendar/google', { code: 'a-code', state: 's' }],
    ['DELETE', '/v1/integrations/calendar/google'],
    ['GET', '/v1/integrations/calendar/options'],
    ['PUT', '/v1/integrations/calendar/options', { conflictCalendarIds: [] }],
    ['PUT', '/v1/integrations/calendar/host', { hostCalendarId: null }],
    ['POST', '/v1/auth/google/link/start', { codeChallenge: challenge }],
    ['POST', '/v1/auth/google/link', oauthReturn],
  ] as const) {
    const res = await rest(method, url, { token, body });
    expect({ status: res.status, code: res.body.code }, `${method} ${url}`).toEqual({ status: 503, code: 'NOT_CONFIGURED' });
  }
  expect((await rest('POST', '/v1/auth/google/start', { body: { codeChallenge: challenge } })).status).toBe(503);
  expect((await rest('POST', '/v1/auth/google-connect', { body: oauthReturn })).status).toBe(503);
  // Unlinking needs no Google: an account that was never linked stays so.
  expect((await rest('DELETE', '/v1/auth/google/link', { token })).body.data).toMatchObject({ googleLinked: false });

  const fake = await startFakeGoogle();
  const before = t.config.google;
  t.config.google = googleConfigFor(fake);
  try {
    await calendar({ t, rest }, fake, builder, other);
    await signIn({ t, rest }, fake, builder, other);
    await googleAway({ rest }, fake, builder);
  } finally {
    t.config.google = before;
    await fake.close();
  }
}

type Builder = { token: string; email: string };

async function calendar({ t, rest }: Pick<OpenApiCalls, 't' | 'rest'>, fake: FakeGoogle, builder: Builder, other: Builder) {
  const token = builder.token;
  fake.setUser({ sub: `openapi-${Date.now()}`, email: builder.email, name: 'Goo Builder' });
  fake.setCalendars(builder.email, [
    { id: builder.email, summary: 'Goo', primary: true },
    { id: 'holidays@group.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
  ]);
  expect((await rest('GET', '/v1/auth/providers')).body.data).toEqual({ google: true });

  // Not signed in, or signed in as a portal's customer.
  expect((await rest('GET', '/v1/integrations/calendar/connected')).status).toBe(401);
  const portal = (await rest('POST', '/v1/portal', { token, body: { name: `OpenAPI Google ${Date.now().toString(36)}` } })).body.data;
  const customer = await signInCustomer(t, token, portal.id);
  expect((await rest('GET', '/v1/integrations/calendar/connected', { token: customer.token })).status).toBe(403);
  expect((await rest('GET', '/v1/integrations/calendar/google/authorize', { token: customer.token })).status).toBe(403);

  // Nothing connected yet: the options and the choices are 409.
  expect((await rest('GET', '/v1/integrations/calendar/connected', { token })).body.data).toEqual({ connected: false, connection: null });
  expect((await rest('GET', '/v1/integrations/calendar/options', { token })).status).toBe(409);
  expect((await rest('PUT', '/v1/integrations/calendar/options', { token, body: { conflictCalendarIds: [] } })).status).toBe(409);
  expect((await rest('PUT', '/v1/integrations/calendar/host', { token, body: { hostCalendarId: null } })).status).toBe(409);

  // Connecting: the round trip, a made-up state, another builder's try, the real return, a replay.
  const authorize = () => rest('GET', '/v1/integrations/calendar/google/authorize', { token });
  const started = await authorize();
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { code, state } = await consent(started.body.data.url);
  const connect = (body: unknown, as = token) => rest('POST', '/v1/integrations/calendar/google', { token: as, body });
  expect((await connect({ code, state: 'made-up' })).body.details).toHaveProperty('state');
  expect((await connect({ code, state }, other.token)).status).toBe(400);
  expect((await connect({ code: '', state })).body.details).toHaveProperty('code');
  expect((await rest('POST', '/v1/integrations/calendar/google', { body: { code, state } })).status).toBe(401);
  const connected = await connect({ code, state });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  expect(connected.body.data.connection).toMatchObject({ accountEmail: builder.email, status: 'CONNECTED' });
  expect((await connect({ code, state })).status).toBe(400);
  expect((await rest('GET', '/v1/integrations/calendar/connected', { token })).body.data.connected).toBe(true);

  // The calendars and the choices.
  const options = await rest('GET', '/v1/integrations/calendar/options', { token });
  expect(options.body.data.calendars).toHaveLength(2);
  expect((await rest('PUT', '/v1/integrations/calendar/options', { token, body: { conflictCalendarIds: [builder.email] } })).status).toBe(
    200,
  );
  const unknown = await rest('PUT', '/v1/integrations/calendar/options', { token, body: { conflictCalendarIds: ['nope@example.com'] } });
  expect(unknown.body.details).toHaveProperty(['conflictCalendarIds.0']);
  await rest('PUT', '/v1/integrations/calendar/options', { token, body: { conflictCalendarIds: 'all' } });
  await rest('PUT', '/v1/integrations/calendar/options', { body: { conflictCalendarIds: [] } });
  expect((await rest('PUT', '/v1/integrations/calendar/host', { token, body: { hostCalendarId: builder.email } })).status).toBe(200);
  const readOnly = await rest('PUT', '/v1/integrations/calendar/host', {
    token,
    body: { hostCalendarId: 'holidays@group.calendar.google.com' },
  });
  expect(readOnly.body.details.hostCalendarId).toMatch(/Holidays/);
  expect((await rest('PUT', '/v1/integrations/calendar/host', { token, body: { hostCalendarId: null } })).status).toBe(200);
  await rest('PUT', '/v1/integrations/calendar/host', { body: { hostCalendarId: null } });
  expect((await rest('GET', '/v1/integrations/calendar/options', { token: customer.token })).status).toBe(403);

  // Disconnecting: revoked at Google, deleted here; then the options are 409 again.
  expect((await rest('DELETE', '/v1/integrations/calendar/google', { token })).body.data).toEqual({ connected: false, connection: null });
  expect((await rest('DELETE', '/v1/integrations/calendar/google')).status).toBe(401);
  expect((await rest('GET', '/v1/integrations/calendar/options', { token })).status).toBe(409);
}

async function signIn({ t, rest }: Pick<OpenApiCalls, 't' | 'rest'>, fake: FakeGoogle, builder: Builder, other: Builder) {
  /** A browser's round trip: started (signed in for a link), through Google's consent, what it sends back. */
  const trip = async (user: { sub: string; email: string; name?: string; emailVerified?: boolean }, linkFor?: string) => {
    fake.setUser(user);
    const { codeVerifier, codeChallenge } = pkce();
    const start = await rest('POST', linkFor ? '/v1/auth/google/link/start' : '/v1/auth/google/start', {
      token: linkFor,
      body: { codeChallenge },
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const { code, state } = await consent(start.body.data.url);
    return { code, codeVerifier, redirectUri: start.body.data.redirectUri as string, state };
  };
  const run = Date.now().toString(36);

  // “Continue with Google”: a new verified address makes an account; an address with an account is 409; an unverified one 401.
  await rest('POST', '/v1/auth/google/start', { body: { codeChallenge: 'too-short' } });
  const newcomer = { sub: `openapi-new-${run}`, email: `openapi-new-${run}@example.com`, name: 'Ada Lovelace' };
  const made = await rest('POST', '/v1/auth/google-connect', { body: await trip(newcomer) });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(made.body.data.user).toMatchObject({ email: newcomer.email, googleLinked: true });
  const googleOnly = made.body.data.token as string;
  const taken = await rest('POST', '/v1/auth/google-connect', { body: await trip({ sub: `openapi-taker-${run}`, email: builder.email }) });
  expect({ status: taken.status, details: taken.body.details }).toEqual({ status: 409, details: { email: expect.any(String) } });
  const unverified = await trip({ sub: `openapi-unverified-${run}`, email: `openapi-unverified-${run}@example.com`, emailVerified: false });
  expect((await rest('POST', '/v1/auth/google-connect', { body: unverified })).status).toBe(401);
  const forged = await trip(newcomer);
  expect((await rest('POST', '/v1/auth/google-connect', { body: { ...forged, state: 'forged' } })).body.details).toHaveProperty('state');
  expect((await rest('POST', '/v1/auth/google-connect', { body: { ...forged, codeVerifier: 'short' } })).status).toBe(400);

  // Linking Google to a password account, then signing in with it; a Google account linked elsewhere is 409.
  const token = builder.token;
  await rest('POST', '/v1/auth/google/link/start', { token, body: { codeChallenge: 'too-short' } });
  await rest('POST', '/v1/auth/google/link/start', { body: { codeChallenge: pkce().codeChallenge } });
  const mine = { sub: `openapi-linked-${run}`, email: builder.email };
  const link = await trip(mine, token);
  expect((await rest('POST', '/v1/auth/google/link', { token: other.token, body: link })).status).toBe(400);
  expect((await rest('POST', '/v1/auth/google/link', { body: link })).status).toBe(401);
  const linked = await rest('POST', '/v1/auth/google/link', { token, body: link });
  expect(linked.body.data).toMatchObject({ email: builder.email, googleLinked: true });
  expect((await rest('POST', '/v1/auth/google/link', { token, body: link })).status).toBe(400);
  expect((await rest('POST', '/v1/auth/google-connect', { body: await trip(mine) })).body.data.user.email).toBe(builder.email);
  const elsewhere = await rest('POST', '/v1/auth/google/link', { token: other.token, body: await trip(mine, other.token) });
  expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({ status: 409, code: 'CONFLICT' });

  // Unlinking: a password account may; an account Google made has no other way in (409).
  expect((await rest('DELETE', '/v1/auth/google/link', { token })).body.data.googleLinked).toBe(false);
  expect((await rest('DELETE', '/v1/auth/google/link', { token: googleOnly })).status).toBe(409);
  await rest('DELETE', '/v1/auth/google/link');

  // Too many sign-ins begun from one network: 429 (the limit lowered for the call, then set back).
  const limits = t.config.rateLimits;
  const loginPerIp = limits.loginPerIp;
  limits.loginPerIp = 1;
  try {
    const limited = await rest('POST', '/v1/auth/google/start', { body: { codeChallenge: pkce().codeChallenge } });
    expect({ status: limited.status, code: limited.body.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
  } finally {
    limits.loginPerIp = loginPerIp;
  }
}

/** Google failing (5xx) while a connection is finished: 503 TIMEOUT, “try again” (the code is sent once, never retried). */
async function googleAway({ rest }: Pick<OpenApiCalls, 'rest'>, fake: FakeGoogle, builder: Builder) {
  fake.setUser({ sub: `openapi-away-${Date.now()}`, email: builder.email });
  const started = await rest('GET', '/v1/integrations/calendar/google/authorize', { token: builder.token });
  const { code, state } = await consent(started.body.data.url);
  fake.failNext(/^\/token$/, 500);
  const away = await rest('POST', '/v1/integrations/calendar/google', { token: builder.token, body: { code, state } });
  expect({ status: away.status, code: away.body.code }).toEqual({ status: 503, code: 'TIMEOUT' });
}
