import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections, calls, oauthStates, users } from '../../db/schema/index.js';
import { loadConfig } from '../../server/core/config.js';
import { verifyIdToken } from '../../server/modules/google/google.oauth.js';
import { startFakeGoogle, type FakeGoogle } from '../helpers/fake-google.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 29, Google as its users notice it: a builder connects Google Calendar (against a local OAuth
 * provider and Calendar fake, tests/helpers/fake-google.ts), their busy hours leave the booking page
 * without a word of what they are, confirmed calls appear on their calendar (with a Meet link in the
 * guest's mail and invitation) and leave it when cancelled, a refused or tampered token turns into
 * "reconnect" while booking goes on, and builders sign in with Google without anyone's account
 * being taken over by an address alone.
 */

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', ...google.env() });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const all = [{ start: '00:00', end: '24:00' }];
const WEEK = { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all };

/** A day of its own per test, ten days ahead and on: Google's answers are kept a minute per range. */
let days = 10;
const nextDay = () => {
  const day = new Date(Date.now() + days++ * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  return day;
};
const at = (day: Date, hh: number, mm = 0) => new Date(day.getTime() + (hh * 60 + mm) * 60_000).toISOString();

let people = 0;
/** A builder whose Google account is `email` (the fake's sign-in), taking 30-minute calls all day. */
async function builder(service: Record<string, unknown> = {}) {
  const b = await t.signUp();
  const email = `cal-${process.pid}-${people++}@example.com`;
  google.setUser({ sub: `sub-${process.pid}-${people}`, email, name: 'Pat Builder' });
  await t.rest('PUT', '/v1/services/availability/default', { token: b.token, body: { weekly: WEEK } });
  const made = await t.rest('POST', '/v1/services', { token: b.token, body: { title: 'Intro call', durationMinutes: 30, ...service } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { ...b, google: email, serviceId: made.body.data.id as string };
}

/** The browser's trip to Google's consent screen: the code and state Google sends back. */
async function consent(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}

async function connectCalendar(b: { token: string }) {
  const start = await t.rest('GET', '/v1/integrations/calendar/google/authorize', { token: b.token });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const { code, state, back } = await consent(start.body.data.url);
  expect(back.pathname).toBe('/oauthCallback/calendar');
  const done = await t.rest('POST', '/v1/integrations/calendar/google', { token: b.token, body: { code, state } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data;
}

const slotsOn = async (serviceId: string, day: Date) => {
  const date = day.toISOString().slice(0, 10);
  const res = await t.rest('GET', `/v1/services/slots?${new URLSearchParams({ serviceId, from: date, to: date, timezone: 'UTC' })}`);
  expect(res.status).toBe(200);
  return { list: (res.body.data.days[0].slots as string[]).map((s) => new Date(s).toISOString()), raw: JSON.stringify(res.body) };
};

let guests = 0;
async function book(serviceId: string, start: string) {
  const email = `guest-${process.pid}-${guests++}@example.com`;
  const res = await t.rest('POST', '/v1/calls/book', { body: { serviceId, start, timezone: 'UTC', name: 'Grace Hopper', email } });
  return { res, email, token: res.body?.data?.manageToken as string, id: res.body?.data?.call?.id as string };
}

describe('Google Calendar', () => {
  it('connects with state and PKCE, keeps the refresh token sealed, and starts from the primary calendar', async () => {
    const b = await builder();
    const start = await t.rest('GET', '/v1/integrations/calendar/google/authorize', { token: b.token });
    const url = new URL(start.body.data.url);
    // PKCE S256, offline access for a refresh token, the calendar scopes, the return address.
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe('http://portico.test/oauthCallback/calendar');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
    const { code, state } = await consent(url.toString());
    const done = await t.rest('POST', '/v1/integrations/calendar/google', { token: b.token, body: { code, state } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      connected: true,
      connection: { accountEmail: b.google, status: 'CONNECTED', conflictCalendarIds: [b.google], hostCalendarId: b.google },
    });
    const [row] = await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.userId, b.user.id));
    expect(row!.refreshTokenSealed).toMatch(/^v1\./);
    // The state was used up, and the code too: the same return again changes nothing.
    const again = await t.rest('POST', '/v1/integrations/calendar/google', { token: b.token, body: { code, state } });
    expect(again.status).toBe(400);
    expect(again.body.details).toHaveProperty('state');

    const options = await t.rest('GET', '/v1/integrations/calendar/options', { token: b.token });
    expect(options.body.data.calendars).toEqual([expect.objectContaining({ id: b.google, primary: true, accessRole: 'owner' })]);
    const status = await t.rest('GET', '/v1/integrations/calendar/connected', { token: b.token });
    expect(status.body.data.connected).toBe(true);
  });

  it('refuses a wrong state, another builder’s state and a replayed code, and writes nothing', async () => {
    const a = await builder();
    const other = await builder();
    const startA = await t.rest('GET', '/v1/integrations/calendar/google/authorize', { token: a.token });
    const trip = await consent(startA.body.data.url);

    const wrong = await t.rest('POST', '/v1/integrations/calendar/google', { token: a.token, body: { code: trip.code, state: 'made-up' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.state).toMatch(/Start again/);
    // B cannot finish A's trip: the state is A's.
    const stolen = await t.rest('POST', '/v1/integrations/calendar/google', {
      token: other.token,
      body: { code: trip.code, state: trip.state },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details).toHaveProperty('state');
    // A customer's or nobody's token is not a builder's.
    expect((await t.rest('POST', '/v1/integrations/calendar/google', { body: { code: trip.code, state: trip.state } })).status).toBe(401);
    // A's own trip still works after B's try: B could not use it up.
    const own = await t.rest('POST', '/v1/integrations/calendar/google', { token: a.token, body: { code: trip.code, state: trip.state } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);

    // The code once traded (with a fresh state of A's own) is not traded again.
    const fresh = await consent((await t.rest('GET', '/v1/integrations/calendar/google/authorize', { token: a.token })).body.data.url);
    expect(
      (await t.rest('POST', '/v1/integrations/calendar/google', { token: a.token, body: { code: fresh.code, state: fresh.state } })).status,
    ).toBe(200);
    const next = await t.rest('GET', '/v1/integrations/calendar/google/authorize', { token: a.token });
    const nextState = new URL(next.body.data.url).searchParams.get('state')!;
    const replay = await t.rest('POST', '/v1/integrations/calendar/google', {
      token: a.token,
      body: { code: fresh.code, state: nextState },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.details.code).toMatch(/already used/);

    const rows = await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.userId, other.user.id));
    expect(rows).toEqual([]);
    // Bad input: a clear 400 naming the field.
    const nul = await t.rest('POST', '/v1/integrations/calendar/google', { token: a.token, body: { code: 'x\u0000', state: 'y' } });
    expect(nul.status).toBe(400);
    expect(nul.body.details).toHaveProperty('code');
    const long = await t.rest('POST', '/v1/integrations/calendar/google', { token: a.token, body: { code: 'x', state: 'y'.repeat(5000) } });
    expect(long.body.details.state).toMatch(/at most 4096/);
  });

  it('takes a busy hour off the booking page without saying what it is, and refuses booking it', async () => {
    const b = await builder();
    await connectCalendar(b);
    const day = nextDay();
    google.addEvent(b.google, { start: at(day, 10), end: at(day, 11), summary: 'Dentist (private)' });
    const { list, raw } = await slotsOn(b.serviceId, day);
    expect(list).toContain(at(day, 9, 30));
    expect(list).toContain(at(day, 11));
    expect(list).not.toContain(at(day, 10));
    expect(list).not.toContain(at(day, 10, 30));
    expect(raw).not.toContain('Dentist');

    const check = await t.rest('GET', `/v1/services/slots/check?${new URLSearchParams({ serviceId: b.serviceId, start: at(day, 10) })}`);
    expect(check.body.data).toEqual({ offered: false, code: 'OVERLAP', reason: 'The host is not available at that time.' });
    const taken = await book(b.serviceId, at(day, 10, 30));
    expect(taken.res.status).toBe(409);
    expect(JSON.stringify(taken.res.body)).not.toContain('Dentist');
    expect(await t.database.db.select().from(calls).where(eq(calls.hostUserId, b.user.id))).toEqual([]);

    // Only the calendars picked count: with none picked the hour is offered again.
    const none = await t.rest('PUT', '/v1/integrations/calendar/options', { token: b.token, body: { conflictCalendarIds: [] } });
    expect(none.status).toBe(200);
    expect((await slotsOn(b.serviceId, day)).list).toContain(at(day, 10));
    // A calendar not in the account's list is refused, naming it.
    const unknown = await t.rest('PUT', '/v1/integrations/calendar/options', {
      token: b.token,
      body: { conflictCalendarIds: [b.google, 'someone-else@example.com'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toHaveProperty(['conflictCalendarIds.1']);
  });

  it('writes a confirmed call to the host calendar with the guest invited, moves it and deletes it when cancelled', async () => {
    const b = await builder();
    google.setCalendars(b.google, [
      { id: b.google, summary: 'Pat', primary: true },
      { id: 'work-calls@group.calendar.google.com', summary: 'Client calls' },
      { id: 'holidays@group.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
    ]);
    await connectCalendar(b);
    const readOnly = await t.rest('PUT', '/v1/integrations/calendar/host', {
      token: b.token,
      body: { hostCalendarId: 'holidays@group.calendar.google.com' },
    });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.details.hostCalendarId).toMatch(/Holidays/);
    const host = await t.rest('PUT', '/v1/integrations/calendar/host', {
      token: b.token,
      body: { hostCalendarId: 'work-calls@group.calendar.google.com' },
    });
    expect(host.status).toBe(200);

    const day = nextDay();
    const booked = await book(b.serviceId, at(day, 14));
    expect(booked.res.status).toBe(201);
    await t.drainJobs();
    const [event] = google.events('work-calls@group.calendar.google.com');
    expect(event).toMatchObject({
      summary: 'Intro call with Grace Hopper',
      start: { dateTime: at(day, 14) },
      attendees: [expect.objectContaining({ email: booked.email })],
    });

    const moved = await t.rest('POST', '/v1/calls/manage/reschedule', { body: { token: booked.token, start: at(day, 15) } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await t.drainJobs();
    expect(google.events('work-calls@group.calendar.google.com')).toEqual([
      expect.objectContaining({ id: event!.id, start: expect.objectContaining({ dateTime: at(day, 15) }) }),
    ]);

    const off = await t.rest('POST', '/v1/calls/manage/cancel', { body: { token: booked.token, reason: '' } });
    expect(off.status).toBe(200);
    await t.drainJobs();
    expect(google.events('work-calls@group.calendar.google.com')).toEqual([]);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, booked.id));
    expect(row!.calendarEventId).toBeNull();
  });

  it('gives a Google Meet call its own link, in the confirmation mail and the invitation', async () => {
    const b = await builder({ location: { kind: 'GOOGLE_MEET', value: '' } });
    await connectCalendar(b);
    const booked = await book(b.serviceId, at(nextDay(), 9));
    expect(booked.res.status).toBe(201);
    await t.drainJobs();
    const [event] = google.events(b.google);
    expect(event!.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, booked.id));
    expect(row!.locationValue).toBe(event!.hangoutLink);
    const mail = await simpleParser((await t.smtp.waitFor(booked.email, 10_000, 'Booked')).raw);
    expect(mail.text).toContain(event!.hangoutLink);
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? mail.text ?? '';
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${event!.hangoutLink}`);
    // A location value is refused for Meet: the link is made per call.
    const wrong = await t.rest('PATCH', `/v1/services?id=${b.serviceId}`, {
      token: b.token,
      body: { location: { kind: 'GOOGLE_MEET', value: 'https://meet.google.com/abc' } },
    });
    expect(wrong.status).toBe(400);
  });

  it('turns a revoked or tampered token into “reconnect”, and booking goes on without the calendar', async () => {
    const b = await builder();
    await connectCalendar(b);
    const day = nextDay();
    google.addEvent(b.google, { start: at(day, 12), end: at(day, 13), summary: 'Lunch' });
    google.revokeAll(b.google);
    // The guest still gets the page (Google's refusal is not theirs to see), with the hour offered.
    const { list } = await slotsOn(b.serviceId, day);
    expect(list).toContain(at(day, 12));
    const status = await t.rest('GET', '/v1/integrations/calendar/connected', { token: b.token });
    expect(status.body.data.connection).toMatchObject({ status: 'NEEDS_RECONNECT', statusReason: expect.stringMatching(/Reconnect/) });
    const booked = await book(b.serviceId, at(day, 12));
    expect(booked.res.status).toBe(201);
    await t.drainJobs();
    // Options answer no calendars rather than an error; choices wait for a reconnect.
    const options = await t.rest('GET', '/v1/integrations/calendar/options', { token: b.token });
    expect(options.status).toBe(200);
    expect(options.body.data.calendars).toEqual([]);
    expect((await t.rest('PUT', '/v1/integrations/calendar/host', { token: b.token, body: { hostCalendarId: null } })).status).toBe(409);

    // Reconnecting mends it.
    expect((await connectCalendar(b)).connection.status).toBe('CONNECTED');
    // A sealed token changed at rest does not open: reconnect, never a 500.
    await t.database.db
      .update(calendarConnections)
      .set({ refreshTokenSealed: sql`${calendarConnections.refreshTokenSealed} || 'x'` })
      .where(eq(calendarConnections.userId, b.user.id));
    const tampered = await t.rest('GET', '/v1/integrations/calendar/options', { token: b.token });
    expect(tampered.status).toBe(200);
    expect(tampered.body.data.connection).toMatchObject({
      status: 'NEEDS_RECONNECT',
      statusReason: expect.stringMatching(/could not be read/),
    });
  });

  it('asks Google once: a failing token endpoint is a 503 saying to try again, not a retried single-use code', async () => {
    const b = await builder();
    const start = await t.rest('GET', '/v1/integrations/calendar/google/authorize', { token: b.token });
    const { code, state } = await consent(start.body.data.url);
    google.failNext(/^\/token$/, 500);
    const before = google.requests.filter((r) => r.path === '/token').length;
    const failed = await t.rest('POST', '/v1/integrations/calendar/google', { token: b.token, body: { code, state } });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 'TIMEOUT', message: expect.stringMatching(/Try again/) });
    expect(google.requests.filter((r) => r.path === '/token').length - before).toBe(1);
    expect(await connectCalendar(b)).toMatchObject({ connected: true });
  });

  it('disconnects: the token is revoked at Google and deleted here', async () => {
    const b = await builder();
    await connectCalendar(b);
    const gone = await t.rest('DELETE', '/v1/integrations/calendar/google', { token: b.token });
    expect(gone.body.data).toEqual({ connected: false, connection: null });
    expect(google.requests.some((r) => r.path === '/revoke')).toBe(true);
    expect(await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.userId, b.user.id))).toEqual([]);
    expect((await t.rest('GET', '/v1/integrations/calendar/options', { token: b.token })).status).toBe(409);
  });
});

/** The browser's PKCE pair. */
function pkce() {
  const codeVerifier = randomBytes(48).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

async function googleSignIn(user: { sub: string; email: string; name?: string }, path = '/v1/auth/google-connect', token?: string) {
  google.setUser(user);
  const { codeVerifier, codeChallenge } = pkce();
  const start = await t.rest('POST', path === '/v1/auth/google/link' ? '/v1/auth/google/link/start' : '/v1/auth/google/start', {
    token,
    body: { codeChallenge },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const { code, state } = await consent(start.body.data.url);
  expect(state).toBe(start.body.data.state);
  return t.rest('POST', path, { token, body: { code, codeVerifier, redirectUri: start.body.data.redirectUri, state } });
}

describe('Continue with Google', () => {
  it('creates an account for a new verified address, and signs the same Google account in again', async () => {
    const who = { sub: `new-${process.pid}`, email: `new-${process.pid}@example.com`, name: 'Ada Lovelace' };
    const first = await googleSignIn(who);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.user).toMatchObject({
      email: who.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      googleLinked: true,
    });
    const session = await t.rest('GET', '/v1/auth/session', { token: first.body.data.token });
    expect(session.body.data.id).toBe(first.body.data.user.id);
    const again = await googleSignIn(who);
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    // A password sign-in does not exist for it.
    expect((await t.rest('POST', '/v1/auth/login', { body: { email: who.email, password: 'anything-at-all' } })).status).toBe(401);
  });

  it('never takes over a password account by its address; its owner links Google first', async () => {
    const owner = await t.signUp();
    const who = { sub: `taker-${process.pid}`, email: owner.email };
    const refused = await googleSignIn(who);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Sign in with your password/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.googleSubject).toBeNull();

    const linked = await googleSignIn(who, '/v1/auth/google/link', owner.token);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.googleLinked).toBe(true);
    const signedIn = await googleSignIn(who);
    expect(signedIn.body.data.user.id).toBe(owner.user.id);
    // Unlinking keeps the password way in.
    const unlinked = await t.rest('DELETE', '/v1/auth/google/link', { token: owner.token });
    expect(unlinked.body.data.googleLinked).toBe(false);
  });

  it('refuses a wrong state, verifier or return address, a replayed code and an unverified address', async () => {
    const who = { sub: `careful-${process.pid}`, email: `careful-${process.pid}@example.com` };
    google.setUser(who);
    const { codeVerifier, codeChallenge } = pkce();
    const start = await t.rest('POST', '/v1/auth/google/start', { body: { codeChallenge } });
    const { code, state } = await consent(start.body.data.url);
    const redirectUri = start.body.data.redirectUri;
    const send = (body: object) => t.rest('POST', '/v1/auth/google-connect', { body: { code, codeVerifier, redirectUri, state, ...body } });
    expect((await send({ state: 'forged' })).body.details).toHaveProperty('state');
    // The state is used up by a wrong verifier too: an attacker gets one try per trip.
    const wrongVerifier = await send({ codeVerifier: pkce().codeVerifier });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.details).toHaveProperty('codeVerifier');
    expect((await send({})).body.details).toHaveProperty('state');

    const ok = await googleSignIn(who);
    expect(ok.status).toBe(200);
    const count = (await t.database.db.select().from(users).where(eq(users.email, who.email))).length;
    expect(count).toBe(1);

    const unverified = await googleSignIn({
      sub: `unverified-${process.pid}`,
      email: `unverified-${process.pid}@example.com`,
      emailVerified: false,
    } as never);
    expect(unverified.status).toBe(401);
    expect(unverified.body.message).toMatch(/not verified/);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `unverified-${process.pid}@example.com`)),
    ).toEqual([]);
    expect((await t.database.db.select().from(oauthStates)).every((s) => s.expiresAt > new Date())).toBe(true);
  });

  it('checks the ID token with the provider’s keys: another audience, expired or tampered is refused', async () => {
    const config = loadConfig({ ...process.env, ...google.env() }).google!;
    const good = await google.tokenFor({});
    await expect(verifyIdToken(config, good)).resolves.toMatchObject({ sub: expect.any(String) });
    await expect(verifyIdToken(config, await google.tokenFor({ aud: 'someone-elses-client' }))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: expect.stringMatching(/audience/i),
    });
    await expect(verifyIdToken(config, await google.tokenFor({ expiresInSeconds: -3600 }))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(verifyIdToken(config, await google.tokenFor({ iss: 'https://evil.example' }))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const [head, body, sig] = good.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    const forged = [head, Buffer.from(JSON.stringify({ ...claims, email: 'ceo@example.com' })).toString('base64url'), sig].join('.');
    await expect(verifyIdToken(config, forged)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('without Google settings', () => {
  it('says what to configure: 503 NOT_CONFIGURED everywhere, and the sign-in screen offers no Google', async () => {
    const plain = await createTestApp({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    try {
      const b = await plain.signUp();
      const status = await plain.rest('GET', '/v1/integrations/calendar/connected', { token: b.token });
      expect(status.status).toBe(503);
      expect(status.body).toMatchObject({ code: 'NOT_CONFIGURED', message: expect.stringContaining('GOOGLE_CLIENT_ID') });
      expect((await plain.rest('GET', '/v1/integrations/calendar/google/authorize', { token: b.token })).status).toBe(503);
      expect((await plain.rest('POST', '/v1/auth/google/start', { body: { codeChallenge: pkce().codeChallenge } })).status).toBe(503);
      expect((await plain.rest('GET', '/v1/auth/providers')).body.data).toEqual({ google: false });
      expect((await t.rest('GET', '/v1/auth/providers')).body.data).toEqual({ google: true });
    } finally {
      await plain.close();
    }
  });
});
