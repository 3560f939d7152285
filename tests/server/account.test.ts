import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The builder's account security (issue 12) through HTTP: reset, password and email change, sessions. */

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy each test speaks from its own X-Forwarded-For address, so per-network limits bite only where meant.
  t = await createTestApp({
    TRUST_PROXY: 'true',
    REGISTER_LIMIT_PER_IP: '1000',
    PASSWORD_RESET_LIMIT_PER_EMAIL: '3',
    PASSWORD_RESET_LIMIT_PER_IP: '6',
    PASSWORD_RESET_LIMIT_PER_EMAIL_WIDE: '5',
    PASSWORD_CHECK_LIMIT_PER_USER: '3',
  });
});
afterAll(() => t.close());

let ipSeq = 0;
const nextIp = () => `10.20.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const post = (url: string, body: unknown, token?: string, ip = nextIp()) =>
  t.rest('POST', url, { body, token, headers: { 'x-forwarded-for': ip } });
const login = (email: string, password: string, ua = CHROME_MAC) =>
  t.rest('POST', '/v1/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': nextIp(), 'user-agent': ua } });
const session = (token: string) => t.rest('GET', '/v1/auth/session', { token });

/** The latest mail to `to` whose text matches `pattern` (other mails to the address are skipped). */
async function mailTo(to: string, pattern: RegExp, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = [...t.smtp.received].reverse().find((m) => m.to.includes(to) && pattern.test(m.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const mailsTo = (to: string, pattern: RegExp) => t.smtp.received.filter((m) => m.to.includes(to) && pattern.test(m.text)).length;
const RESET_LINK = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/;
const CONFIRM_LINK = /\/auth\/confirm-email\?token=([A-Za-z0-9_-]+)/;
async function resetToken(email: string) {
  const before = mailsTo(email, RESET_LINK);
  expect((await post('/v1/auth/password/forgot', { email })).body).toEqual({ success: true, data: true });
  for (let i = 0; mailsTo(email, RESET_LINK) === before && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
  return RESET_LINK.exec((await mailTo(email, RESET_LINK)).text)![1]!;
}
const passwordHash = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
const tokenRows = async () => (await t.database.db.select({ n: count() }).from(accountTokens))[0]!.n;

describe('password reset', () => {
  it('mails a link that sets a new password once, signs every session out and tells the owner', async () => {
    const a = await t.signUp();
    const laptop = (await login(a.email, a.password)).body.data.token;
    const token = await resetToken(a.email);
    expect((await mailTo(a.email, RESET_LINK)).text).toContain('http://portico.test/auth/reset-password?token=');

    const reset = await post('/v1/auth/password/reset', { token, password: 'a brand new secret' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data).toBe(true);
    for (const old of [a.token, laptop]) expect((await session(old)).status).toBe(401);
    expect((await login(a.email, 'a brand new secret')).status).toBe(200);
    expect((await login(a.email, a.password)).status).toBe(401);
    expect((await mailTo(a.email, /account was just reset/)).text).toMatch(/If this was not you/);

    const hash = await passwordHash(a.user.id);
    const again = await post('/v1/auth/password/reset', { token, password: 'yet another secret' });
    expect(again.status).toBe(400);
    expect(again.body.details).toEqual({ token: 'This reset link is not valid or has expired — ask for a new one.' });
    expect(await passwordHash(a.user.id)).toBe(hash);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const a = await t.signUp();
    const known = await post('/v1/auth/password/forgot', { email: a.email.toUpperCase() });
    const nobody = `nobody-${Date.now()}@example.com`;
    const unknown = await post('/v1/auth/password/forgot', { email: nobody });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await t.drainJobs();
    expect(t.smtp.received.some((m) => m.to.includes(nobody))).toBe(false);
  });

  it('a newer link (someone else may have asked) leaves the older one working; using one voids the others', async () => {
    const a = await t.signUp();
    const first = await resetToken(a.email);
    const second = await resetToken(a.email);
    expect((await post('/v1/auth/password/reset', { token: first, password: 'a brand new secret' })).status).toBe(200);
    const stale = await post('/v1/auth/password/reset', { token: second, password: 'another new secret' });
    expect(stale.status).toBe(400);
    expect(stale.body.details).toHaveProperty('token');
    expect((await login(a.email, 'a brand new secret')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const a = await t.signUp();
    await resetToken(a.email);
    const second = await resetToken(a.email);
    const hash = await passwordHash(a.user.id);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, a.user.id));
    const expired = await post('/v1/auth/password/reset', { token: second, password: 'a brand new secret' });
    expect(expired.status).toBe(400);
    expect(expired.body.details).toHaveProperty('token');
    expect(await passwordHash(a.user.id)).toBe(hash);
    expect((await session(a.token)).status).toBe(200);
  });

  it('checks the new password like sign-up does', async () => {
    const a = await t.signUp();
    const token = await resetToken(a.email);
    const res = await post('/v1/auth/password/reset', { token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ password: 'Use at least 8 characters for your password.' });
    expect((await post('/v1/auth/password/reset', { token, password: 'long enough now' })).status).toBe(200);
  });
});

describe('password change', () => {
  it('refuses a wrong current password with a field error (not 401) and changes nothing', async () => {
    const a = await t.signUp();
    const hash = await passwordHash(a.user.id);
    const res = await post('/v1/auth/password/change', { currentPassword: 'not my password', newPassword: 'a brand new secret' }, a.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.details).toEqual({ currentPassword: 'That is not your current password — check it and try again.' });
    expect(await passwordHash(a.user.id)).toBe(hash);
    expect((await session(a.token)).status).toBe(200);
  });

  it('keeps this session, ends the others, and mails a notice', async () => {
    const a = await t.signUp();
    const phone = (await login(a.email, a.password)).body.data.token;
    const res = await post('/v1/auth/password/change', { currentPassword: a.password, newPassword: 'a brand new secret' }, a.token);
    expect(res.body).toEqual({ success: true, data: true });
    expect((await session(a.token)).status).toBe(200);
    expect((await session(phone)).status).toBe(401);
    expect((await login(a.email, 'a brand new secret')).status).toBe(200);
    expect((await mailTo(a.email, /password of your Portico account was just changed/)).text).toMatch(/If this was not you/);
  });

  it('locks out guessing after too many wrong current passwords', async () => {
    const a = await t.signUp();
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/v1/auth/password/change', { currentPassword: `guess ${i}`, newPassword: 'a brand new secret' }, a.token)).status,
      ).toBe(400);
    const locked = await post('/v1/auth/password/change', { currentPassword: a.password, newPassword: 'a brand new secret' }, a.token);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
  });

  it('compares at most the limit of current passwords however many guesses arrive at once (a stolen session)', async () => {
    const a = await t.signUp();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/v1/auth/password/change', { currentPassword: `guess ${i}`, newPassword: 'a brand new secret' }, a.token),
      ),
    );
    // Three compared (and wrong), the rest refused before any comparison.
    expect(guesses.filter((g) => g.status === 400)).toHaveLength(3);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(17);
    expect((await login(a.email, a.password)).status).toBe(200);
    await t.drainJobs();
  });

  it('does not count a right current password against the limit', async () => {
    const a = await t.signUp();
    let password = a.password;
    for (let i = 0; i < 4; i++) {
      const next = `a brand new secret ${i}`;
      expect((await post('/v1/auth/password/change', { currentPassword: password, newPassword: next }, a.token)).status).toBe(200);
      password = next;
    }
    // Its four notices are sent before the next test waits for mail of its own.
    await t.drainJobs();
  });
});

describe('email change', () => {
  it('waits for the link from the new address, tells the old one, then signs in with the new email', async () => {
    const a = await t.signUp();
    const other = await t.signUp();
    const taken = await post('/v1/auth/email/change', { email: other.email, password: a.password }, a.token);
    expect(taken.status).toBe(409);
    expect(taken.body.details).toHaveProperty('email');
    const same = await post('/v1/auth/email/change', { email: a.email, password: a.password }, a.token);
    expect(same.status).toBe(400);
    expect(same.body.details).toHaveProperty('email');
    const wrong = await post('/v1/auth/email/change', { email: 'fresh@example.com', password: 'not my password' }, a.token);
    expect(wrong.body.details).toHaveProperty('password');

    const next = `moved-${Date.now()}@example.com`;
    expect((await post('/v1/auth/email/change', { email: next, password: a.password }, a.token)).body.data).toBe(true);
    expect((await mailTo(a.email, /asked to change its email/)).text).toContain(next.split('@')[0]);
    expect((await session(a.token)).body.data.email).toBe(a.email);
    const token = CONFIRM_LINK.exec((await mailTo(next, CONFIRM_LINK)).text)![1]!;

    const confirmed = await post('/v1/auth/email/confirm', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: a.user.id, email: next, emailVerified: true });
    await mailTo(a.email, /now signs in with/);
    expect((await login(next, a.password)).status).toBe(200);
    expect((await login(a.email, a.password)).status).toBe(401);
    expect((await post('/v1/auth/email/confirm', { token })).body.details).toHaveProperty('token');
  });

  it('answers CONFLICT when the address was taken between the request and the link', async () => {
    const a = await t.signUp();
    const next = `raced-${Date.now()}@example.com`;
    await post('/v1/auth/email/change', { email: next, password: a.password }, a.token);
    const token = CONFIRM_LINK.exec((await mailTo(next, CONFIRM_LINK)).text)![1]!;
    await t.signUp({ email: next });
    const res = await post('/v1/auth/email/confirm', { token });
    expect(res.status).toBe(409);
    expect(res.body.details).toHaveProperty('email');
    expect((await session(a.token)).body.data.email).toBe(a.email);
  });
});

describe('sessions', () => {
  it('lists this device first, in words, and signs out one or all the others', async () => {
    const a = await t.signUp();
    const here = (await login(a.email, a.password)).body.data.token;
    const phone = (await login(a.email, a.password, 'curl/8.5.0')).body.data.token;
    const list = await t.rest('GET', '/v1/auth/sessions', { token: here });
    expect(list.status).toBe(200);
    const items = list.body.data as Array<{ id: string; device: string; current: boolean }>;
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ current: true, device: 'Chrome on macOS' });
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.map((s) => s.device)).toContain('curl (not a browser)');

    const intruder = await t.signUp();
    const theirs = await t.rest('DELETE', `/v1/auth/sessions?id=${items[1]!.id}`, { token: intruder.token });
    expect(theirs.status).toBe(404);
    expect((await t.rest('DELETE', '/v1/auth/sessions?id=not-a-uuid', { token: here })).status).toBe(404);
    expect((await t.rest('GET', '/v1/auth/sessions', { token: here })).body.data).toHaveLength(3);

    const phoneId = items.find((s) => s.device.startsWith('curl'))!.id;
    expect((await t.rest('DELETE', `/v1/auth/sessions?id=${phoneId}`, { token: here })).body.data).toEqual({ revoked: 1 });
    expect((await session(phone)).status).toBe(401);
    expect((await t.rest('DELETE', '/v1/auth/sessions?others=true', { token: here })).body.data).toEqual({ revoked: 1 });
    expect((await session(a.token)).status).toBe(401);
    expect((await session(here)).status).toBe(200);
    expect((await t.rest('DELETE', '/v1/auth/sessions', { token: here })).status).toBe(400);
  });
});

describe('bad input and limits', () => {
  it('refuses NUL bytes and 10 kB strings with 400, writing nothing', async () => {
    const a = await t.signUp();
    const rows = await tokenRows();
    const sessionsBefore = (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
    const huge = 'x'.repeat(10_000);
    const calls: Array<[string, unknown, string?]> = [
      ['/v1/auth/password/forgot', { email: `a\u0000b@example.com` }],
      ['/v1/auth/password/forgot', { email: `${huge}@example.com` }],
      ['/v1/auth/password/reset', { token: huge, password: 'long enough now' }],
      ['/v1/auth/password/reset', { token: 'x'.repeat(43), password: huge }],
      ['/v1/auth/password/change', { currentPassword: huge, newPassword: 'long enough now' }, a.token],
      ['/v1/auth/password/change', { currentPassword: a.password, newPassword: `long\u0000enough` }, a.token],
      ['/v1/auth/email/change', { email: `${huge}@example.com`, password: a.password }, a.token],
      ['/v1/auth/email/confirm', { token: huge }],
    ];
    for (const [url, body, token] of calls) {
      const res = await post(url, body, token);
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
    }
    expect((await t.rest('DELETE', `/v1/auth/sessions?id=${huge.slice(0, 200)}`, { token: a.token })).status).toBe(400);
    expect(await tokenRows()).toBe(rows);
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(sessionsBefore);
    expect(await passwordHash(a.user.id)).toBe((await t.database.db.select().from(users).where(eq(users.id, a.user.id)))[0]!.passwordHash);
  });

  it('limits reset mails per address and per network, known or not, without a stranger locking the owner out', async () => {
    const a = await t.signUp();
    const noisy = nextIp();
    for (let i = 0; i < 3; i++) expect((await post('/v1/auth/password/forgot', { email: a.email }, undefined, noisy)).status).toBe(200);
    const perEmail = await post('/v1/auth/password/forgot', { email: a.email }, undefined, noisy);
    expect(perEmail.status).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    // Another network may still ask for the address, up to the wide limit of all networks (5).
    expect((await post('/v1/auth/password/forgot', { email: a.email })).status).toBe(200);
    expect((await post('/v1/auth/password/forgot', { email: a.email })).status).toBe(200);
    expect((await post('/v1/auth/password/forgot', { email: a.email })).status).toBe(429);
    // Past it, a browser that signed in to the account before still may.
    const b = await t.signUp();
    const device = String((await login(b.email, b.password)).headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 5; i++) await post('/v1/auth/password/forgot', { email: b.email });
    expect((await post('/v1/auth/password/forgot', { email: b.email })).status).toBe(429);
    const owner = await t.rest('POST', '/v1/auth/password/forgot', {
      body: { email: b.email },
      headers: { 'x-forwarded-for': nextIp(), cookie: device },
    });
    expect(owner.status).toBe(200);
    // The reset mails asked for above are sent before the next test waits for its own.
    await t.drainJobs();
    const ip = nextIp();
    for (let i = 0; i < 6; i++)
      expect((await post('/v1/auth/password/forgot', { email: `n${i}-${ip}@example.com` }, undefined, ip)).status).toBe(200);
    expect((await post('/v1/auth/password/forgot', { email: `last-${ip}@example.com` }, undefined, ip)).status).toBe(429);
  });
});

describe('taking the account back voids every pending link', () => {
  // An attacker who once knew the password asks to move the account to their address; the owner
  // then takes it back. The attacker's confirmation link (and any older reset link) must be dead.
  async function attackerAsksForEmailChange(a: { token: string; password: string; email: string }) {
    const theirs = `attacker-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const stolen = (await login(a.email, a.password)).body.data.token;
    expect((await post('/v1/auth/email/change', { email: theirs, password: a.password }, stolen)).body.data).toBe(true);
    const confirm = CONFIRM_LINK.exec((await mailTo(theirs, CONFIRM_LINK)).text)![1]!;
    return { theirs, confirm };
  }
  const expectDead = async (a: { token: string; email: string }, confirm: string, owner: string) => {
    const res = await post('/v1/auth/email/confirm', { token: confirm });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ token: 'This confirmation link is not valid or has expired — ask for a new one in Settings.' });
    expect((await session(owner)).body.data.email).toBe(a.email);
  };

  it('a password reset voids the attacker’s email-change link', async () => {
    const a = await t.signUp();
    const { confirm } = await attackerAsksForEmailChange(a);
    const reset = await resetToken(a.email);
    expect((await post('/v1/auth/password/reset', { token: reset, password: 'owner took it back' })).status).toBe(200);
    const owner = (await login(a.email, 'owner took it back')).body.data.token;
    await expectDead(a, confirm, owner);
  });

  it('a password change voids the attacker’s email-change link and outstanding reset links', async () => {
    const a = await t.signUp();
    const { confirm } = await attackerAsksForEmailChange(a);
    const reset = await resetToken(a.email);
    const res = await post('/v1/auth/password/change', { currentPassword: a.password, newPassword: 'owner took it back' }, a.token);
    expect(res.body).toEqual({ success: true, data: true });
    await expectDead(a, confirm, a.token);
    expect((await post('/v1/auth/password/reset', { token: reset, password: 'attacker again 1' })).status).toBe(400);
    expect((await login(a.email, 'owner took it back')).status).toBe(200);
  });

  it('"sign out everywhere" voids the attacker’s email-change link (REST and GraphQL)', async () => {
    const a = await t.signUp();
    const first = await attackerAsksForEmailChange(a);
    expect((await t.rest('DELETE', '/v1/auth/sessions?others=true', { token: a.token })).body.data).toEqual({ revoked: 1 });
    await expectDead(a, first.confirm, a.token);

    const second = await attackerAsksForEmailChange(a);
    const gql = await t.gql('mutation { revokeOtherSessions { revoked } }', {}, a.token);
    expect(gql.body.errors, JSON.stringify(gql.body)).toBeUndefined();
    await expectDead(a, second.confirm, a.token);
  });

  it('confirming one new address voids the other pending changes', async () => {
    const a = await t.signUp();
    const mine = `mine-${Date.now()}@example.com`;
    const { theirs, confirm } = await attackerAsksForEmailChange(a);
    expect((await post('/v1/auth/email/change', { email: mine, password: a.password }, a.token)).body.data).toBe(true);
    const own = CONFIRM_LINK.exec((await mailTo(mine, CONFIRM_LINK)).text)![1]!;
    expect((await post('/v1/auth/email/confirm', { token: own })).status).toBe(200);
    expect((await post('/v1/auth/email/confirm', { token: confirm })).status).toBe(400);
    expect((await session(a.token)).body.data.email).toBe(mine);
    expect((await login(theirs, a.password)).status).toBe(401);
  });
});
