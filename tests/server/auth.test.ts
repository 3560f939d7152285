import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, memberships, rateLimits, sessions, users, workspaces } from '../../db/schema/index.js';
import { hashToken } from '../../server/core/tokens.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const WRONG_PAIR = 'That email and password do not match. Check them and try again.';
const DAY = 24 * 3600 * 1000;

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY) each test signs in from its own X-Forwarded-For address, so the
  // per-IP limit only bites where a test means it to.
  t = await createTestApp({
    TRUST_PROXY: 'true',
    LOGIN_LIMIT_PER_EMAIL: '3',
    LOGIN_LIMIT_PER_EMAIL_WIDE: '5',
    LOGIN_LIMIT_PER_IP: '5',
    REGISTER_LIMIT_PER_IP: '1000',
  });
});
afterAll(() => t.close());

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};
let emailSeq = 0;
const freshEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${emailSeq++}@example.com`;

const login = (email: string, password: string, ip = nextIp()) =>
  t.rest('POST', '/v1/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const session = (token?: string, query = '') => t.rest('GET', `/v1/auth/session${query}`, { token });
const gql = (query: string, variables?: Record<string, unknown>, token?: string, ip = nextIp()) =>
  t.rest('POST', '/graphql', { body: { query, variables }, token, headers: { 'x-forwarded-for': ip } });

const USER_FIELDS =
  'id email firstName lastName username timezone profileImageUrl bio emailVerified googleLinked currentWorkspaceId createdAt';

async function rowCount(table: typeof users | typeof sessions | typeof workspaces | typeof memberships | typeof emailVerifications) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

async function sessionRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email));
function linkToken(text: string): string {
  const match = /http:\/\/portico\.test\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return match[1]!;
}
/** Waits for the n-th mail to the address and returns the token of its link. */
async function verificationToken(email: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 5000;
  while (mailsTo(email).length < nth) {
    if (Date.now() > deadline) throw new Error(`mail ${nth} to ${email} never came`);
    await t.smtp.waitFor(email, 1000).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
  }
  return linkToken(mailsTo(email)[nth - 1]!.text);
}

describe('register', () => {
  it('creates the account and a personal workspace, made current, and signs the user in', async () => {
    const email = freshEmail('grace');
    const res = await t.rest('POST', '/v1/auth/register', {
      body: { email: email.toUpperCase(), password: 'a long enough secret', firstName: ' Grace ', lastName: 'Hopper' },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const { token, user } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      username: null,
      timezone: 'UTC',
      profileImageUrl: null,
      bio: '',
      emailVerified: false,
      googleLinked: false,
      currentWorkspaceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('a long enough secret');

    const me = await session(token);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(user);

    const list = await t.rest('GET', '/v1/workspace/list', { token });
    expect(list.body.data).toEqual([{ id: user.currentWorkspaceId, name: "Grace's workspace", role: 'OWNER', current: true }]);
  });

  it('sends a verification email with a link to /auth/verify-email?token=…', async () => {
    const { email } = await t.signUp({ firstName: 'Linus', email: freshEmail('mail') });
    const mail = await t.smtp.waitFor(email);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Confirm your email for Portico/m);
    expect(mail.text).toContain('Hi Linus,');
    expect(linkToken(mail.text).length).toBeGreaterThanOrEqual(40);
  });

  it('refuses an email that is already registered, whatever its case, and writes nothing', async () => {
    const { email } = await t.signUp({ email: freshEmail('dup') });
    await t.drainJobs();
    const before = await Promise.all([
      rowCount(users),
      rowCount(workspaces),
      rowCount(memberships),
      rowCount(sessions),
      rowCount(emailVerifications),
    ]);
    const mailsBefore = t.smtp.received.length;

    const res = await t.rest('POST', '/v1/auth/register', {
      body: { email: `  ${email.toUpperCase()} `, password: 'another password', firstName: 'Mallory', lastName: 'Doe' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'An account with that email already exists — sign in instead.',
      details: { email: 'An account with that email already exists.' },
    });
    const after = await Promise.all([
      rowCount(users),
      rowCount(workspaces),
      rowCount(memberships),
      rowCount(sessions),
      rowCount(emailVerifications),
    ]);
    expect(after).toEqual(before);
    await t.drainJobs();
    expect(t.smtp.received.length).toBe(mailsBefore);
    // The first account still signs in with its own password only.
    expect((await login(email, 'another password')).status).toBe(401);
  });

  it('says an address is taken in one way, whatever the state of the account that has it', async () => {
    // Verified, unverified, without a password (signed up with Google): sign-up must not tell them apart.
    const verified = await t.signUp();
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, verified.user.id));
    const unverified = await t.signUp();
    const passwordless = await t.signUp();
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, passwordless.user.id));
    const answers = [];
    for (const { email } of [verified, unverified, passwordless]) {
      const res = await t.rest('POST', '/v1/auth/register', {
        body: { email, password: 'another password', firstName: 'Mallory', lastName: 'Doe' },
      });
      answers.push({ status: res.status, body: res.body, retryAfter: res.headers['retry-after'] });
    }
    expect(answers[0]!.status).toBe(409);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('login', () => {
  it('signs in with the right pair, whatever the case of the email, in a new session', async () => {
    const account = await t.signUp({ email: freshEmail('login') });
    const res = await login(account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toEqual(account.user);
    expect(res.body.data.token).not.toBe(account.token);
    expect((await session(res.body.data.token)).body.data.id).toBe(account.user.id);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(2);
  });

  it('gives the same 401 for a wrong password and for an unknown email, and starts no session', async () => {
    const account = await t.signUp({ email: freshEmail('wrong') });
    const sessionsBefore = await rowCount(sessions);
    const wrongPassword = await login(account.email, 'not the password');
    const unknownEmail = await login(freshEmail('nobody'), account.password);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: WRONG_PAIR });
    }
    expect(await rowCount(sessions)).toBe(sessionsBefore);
  });
});

describe('session', () => {
  it('answers the session user, and only refresh=true moves the expiry forward', async () => {
    const account = await t.signUp({ email: freshEmail('session') });
    const soon = new Date(Date.now() + DAY);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, hashToken(account.token)));

    for (const query of ['', '?refresh=false']) {
      const res = await session(account.token, query);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: account.user });
      expect((await sessionRow(account.token))!.expiresAt.getTime()).toBe(soon.getTime());
    }

    const refreshed = await session(account.token, '?refresh=true');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toEqual(account.user);
    const expiresAt = (await sessionRow(account.token))!.expiresAt.getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
  });

  it('refuses refresh=maybe with 400', async () => {
    const account = await t.signUp({ email: freshEmail('maybe') });
    const res = await session(account.token, '?refresh=maybe');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.details).toEqual({ refresh: expect.any(String) });
  });

  it('answers 401 UNAUTHENTICATED without a token, with a garbage token and with an expired session', async () => {
    const account = await t.signUp({ email: freshEmail('expired') });
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(account.token)));
    const calls = [
      session(),
      session('garbage'),
      session('x'.repeat(500)),
      t.rest('GET', '/v1/auth/session', { headers: { authorization: `Basic ${account.token}` } }),
      session(account.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
    }
  });
});

describe('logout', () => {
  it('GET and POST each revoke only the session of their token', async () => {
    const account = await t.signUp({ email: freshEmail('logout') });
    const second = (await login(account.email, account.password)).body.data.token as string;

    const viaGet = await t.rest('GET', '/v1/auth/logout', { token: account.token });
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.success).toBe(true);
    expect((await session(account.token)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
    expect(await sessionRow(account.token)).toBeUndefined();

    const viaPost = await t.rest('POST', '/v1/auth/logout', { token: second });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.success).toBe(true);
    expect((await session(second)).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual([]);

    // Signing out again with the revoked token is not an error either.
    expect((await t.rest('POST', '/v1/auth/logout', { token: second })).body.success).toBe(true);
  });

  it('is still a success without a token', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await t.rest(method, '/v1/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });
});

describe('email verification', () => {
  it('verifies with the token from the email, once', async () => {
    const account = await t.signUp({ email: freshEmail('verify') });
    const token = await verificationToken(account.email);

    // The link may be opened in another browser: no sign-in needed.
    const res = await t.rest('POST', '/v1/auth/verify/email', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...account.user, emailVerified: true });
    expect((await session(account.token)).body.data.emailVerified).toBe(true);

    const again = await t.rest('POST', '/v1/auth/verify/email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('BAD_USER_INPUT');
    expect(again.body.details.token).toMatch(/not valid or has expired/);
  });

  it('refuses a random token with 400 and verifies nobody', async () => {
    const account = await t.signUp({ email: freshEmail('random') });
    const res = await t.rest('POST', '/v1/auth/verify/email', { body: { token: 'A'.repeat(43) } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.details.token).toMatch(/not valid or has expired/);
    expect((await session(account.token)).body.data.emailVerified).toBe(false);
  });

  it('refuses an expired link', async () => {
    const account = await t.signUp({ email: freshEmail('late') });
    const token = await verificationToken(account.email);
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.tokenHash, hashToken(token)));
    const res = await t.rest('POST', '/v1/auth/verify/email', { body: { token } });
    expect(res.status).toBe(400);
    expect(res.body.details.token).toBeTruthy();
    expect((await session(account.token)).body.data.emailVerified).toBe(false);
  });

  it('resends a working link to a signed-in builder, and answers 409 once verified', async () => {
    const account = await t.signUp({ email: freshEmail('resend') });
    const first = await verificationToken(account.email);

    expect((await t.rest('POST', '/v1/auth/verify/email/resend')).status).toBe(401);

    const res = await t.rest('POST', '/v1/auth/verify/email/resend', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: true });
    const second = await verificationToken(account.email, 2);
    expect(second).not.toBe(first);

    expect((await t.rest('POST', '/v1/auth/verify/email', { body: { token: second } })).body.data.emailVerified).toBe(true);

    const verified = await t.rest('POST', '/v1/auth/verify/email/resend', { token: account.token });
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ success: false, code: 'CONFLICT', message: 'Your email is already verified.' });
    expect(mailsTo(account.email)).toHaveLength(2);
  });
});

describe('rate limiting', () => {
  it(`locks out the network that tries one account more than LOGIN_LIMIT_PER_EMAIL (3) times, not the owner elsewhere`, async () => {
    const account = await t.signUp({ email: freshEmail('limited') });
    const other = await t.signUp({ email: freshEmail('unlimited') });
    const attacker = nextIp();
    for (let i = 0; i < 3; i++) expect((await login(account.email, 'wrong password', attacker)).status).toBe(401);

    // From that network even the right password is refused for the window …
    const res = await login(account.email.toUpperCase(), account.password, attacker);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(res.body.message).toMatch(/^Too many sign-in attempts for this account\. Try again in \d+ minutes?\.$/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.windowSeconds);
    expect(res.body.data).toBeUndefined();

    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:pair:${attacker}:${account.email}`));
    expect(row).toMatchObject({ count: 4 });
    expect(row!.resetAt.getTime()).toBeGreaterThan(Date.now());

    // … while the owner, from their own network, signs in; another account from the attacker's too.
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await login(other.email, other.password, attacker)).status).toBe(200);
  });

  it(`past LOGIN_LIMIT_PER_EMAIL_WIDE (5) failed passwords from many networks, only a network the account used may still try`, async () => {
    const account = await t.signUp({ email: freshEmail('spread') });
    const home = nextIp();
    expect((await login(account.email, account.password, home)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(account.email, `guess ${i}`)).status).toBe(401);

    const stranger = await login(account.email, account.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(
      /^Too many failed sign-in attempts for this account from different networks\. Sign in from a browser or network you used before\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await login(account.email, account.password, home);
    expect(owner.status).toBe(200);
    expect(owner.body.data.token).toEqual(expect.any(String));
  });

  it('a browser that signed in before gets past the wide lock with the right password, even once every session ended', async () => {
    const account = await t.signUp({ email: freshEmail('device') });
    const first = await login(account.email, account.password);
    expect(first.status).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^portico_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const device = setCookie.split(';')[0]!;
    // The owner signs out everywhere (as a password reset does): no session is left to vouch for a network.
    for (const token of [account.token, first.body.data.token]) await t.rest('POST', '/v1/auth/logout', { token });
    for (let i = 0; i < 5; i++) expect((await login(account.email, `guess ${i}`)).status).toBe(401);

    const withCookie = (cookie: string, password = account.password) =>
      t.rest('POST', '/v1/auth/login', {
        body: { email: account.email, password },
        headers: { 'x-forwarded-for': nextIp(), cookie },
      });
    expect((await login(account.email, account.password)).status).toBe(429);
    const owner = await withCookie(device);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    // GraphQL's login reads the same cookie, and renews it.
    const viaGql = await t.rest('POST', '/graphql', {
      body: {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { email: account.email, password: account.password } },
      },
      headers: { 'x-forwarded-for': nextIp(), cookie: device },
    });
    expect(viaGql.body.errors, JSON.stringify(viaGql.body)).toBeUndefined();
    expect(String(viaGql.headers['set-cookie'])).toContain(device);

    // A forged mark, or another account's, does not pass.
    const other = await t.signUp({ email: freshEmail('other') });
    const otherDevice = String((await login(other.email, other.password)).headers['set-cookie']).split(';')[0]!;
    expect((await withCookie(otherDevice)).status).toBe(429);
    expect((await withCookie(`${device.slice(0, -3)}abc`)).status).toBe(429);

    // The known browser has its own small limit (LOGIN_LIMIT_PER_EMAIL, 3 attempts; it used 2 above),
    // whatever network it uses.
    const tries = [];
    for (let i = 0; i < 2; i++) tries.push((await withCookie(device, `wrong ${i}`)).status);
    const locked = await withCookie(device);
    expect([...tries, locked.status]).toEqual([401, 429, 429]);
    expect(locked.body.message).toMatch(/^Too many sign-in attempts for this account from this browser\./);
  });

  it('refuses the attempt after LOGIN_LIMIT_PER_IP (5) from one address, across emails', async () => {
    const account = await t.signUp({ email: freshEmail('sameip') });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(freshEmail(`probe${i}`), 'whatever password', ip)).status).toBe(401);

    const res = await login(account.email, account.password, ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(res.body.message).toMatch(/^Too many sign-in attempts from this network\./);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect(row).toMatchObject({ count: 6 });

    // The same account from another address still gets in.
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('answers RATE_LIMITED in GraphQL too, with retryAfter', async () => {
    const account = await t.signUp({ email: freshEmail('gqllimit') });
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await login(account.email, 'wrong password', ip)).status).toBe(401);
    const res = await gql(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: account.email, password: account.password } },
      undefined,
      ip,
    );
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(res.body.errors[0].message).toMatch(/Too many sign-in attempts for this account/);
  });
});

describe('GraphQL parity', () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`;
  const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`;
  const ME = `{ me { ${USER_FIELDS} } }`;

  it('register gives the same user as REST, a personal workspace and the verification email', async () => {
    const email = freshEmail('gqlreg');
    const res = await gql(REGISTER, { input: { email, password: 'a long enough secret', firstName: 'Ada', lastName: 'Byron' } });
    expect(res.body.errors).toBeUndefined();
    const { token, user } = res.body.data.register;
    expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Byron', emailVerified: false, username: null });
    expect((await session(token)).body.data).toEqual(user);
    expect((await t.rest('GET', '/v1/workspace/list', { token })).body.data).toEqual([
      { id: user.currentWorkspaceId, name: "Ada's workspace", role: 'OWNER', current: true },
    ]);
    expect(linkToken((await t.smtp.waitFor(email)).text)).toBeTruthy();
  });

  it('register of a taken email is CONFLICT with details.email, and writes nothing', async () => {
    const { email } = await t.signUp({ email: freshEmail('gqldup') });
    const before = await rowCount(users);
    const res = await gql(REGISTER, {
      input: { email: email.toUpperCase(), password: 'a long enough secret', firstName: 'Ada', lastName: 'Byron' },
    });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].message).toBe('An account with that email already exists — sign in instead.');
    expect(res.body.errors[0].extensions).toEqual({ code: 'CONFLICT', details: { email: 'An account with that email already exists.' } });
    expect(await rowCount(users)).toBe(before);
  });

  it('register with bad input is BAD_USER_INPUT with the same details as REST', async () => {
    const input = { email: 'not-an-email', password: 'short', firstName: '', lastName: 'x'.repeat(81) };
    const viaGql = await gql(REGISTER, { input });
    const viaRest = await t.rest('POST', '/v1/auth/register', { body: input });
    expect(viaRest.status).toBe(400);
    expect(viaGql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(viaGql.body.errors[0].extensions.details).toEqual(viaRest.body.details);
    expect(Object.keys(viaRest.body.details).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('login gives the same user as REST, and the same UNAUTHENTICATED message for a wrong pair', async () => {
    const account = await t.signUp({ email: freshEmail('gqllogin') });
    const ok = await gql(LOGIN, { input: { email: account.email, password: account.password } });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.login.user).toEqual(account.user);
    expect((await session(ok.body.data.login.token)).status).toBe(200);

    for (const input of [
      { email: account.email, password: 'not the password' },
      { email: freshEmail('ghost'), password: account.password },
    ]) {
      const res = await gql(LOGIN, { input });
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].message).toBe(WRONG_PAIR);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('me is the REST session user, and UNAUTHENTICATED without a valid token', async () => {
    const account = await t.signUp({ email: freshEmail('gqlme') });
    const me = await gql(ME, undefined, account.token);
    expect(me.body).toEqual({ data: { me: account.user } });
    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data).toEqual(me.body.data.me);

    for (const token of [undefined, 'garbage']) {
      const res = await gql(ME, undefined, token);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0]).toMatchObject({ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('refreshSession extends the expiry; logout revokes only that token', async () => {
    const account = await t.signUp({ email: freshEmail('gqlsess') });
    const other = (await login(account.email, account.password)).body.data.token as string;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.tokenHash, hashToken(account.token)));

    const refreshed = await gql(`mutation { refreshSession { ${USER_FIELDS} } }`, undefined, account.token);
    expect(refreshed.body).toEqual({ data: { refreshSession: account.user } });
    expect((await sessionRow(account.token))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    expect((await gql('mutation { refreshSession { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await gql('mutation { logout }', undefined, account.token)).body).toEqual({ data: { logout: true } });
    expect((await session(account.token)).status).toBe(401);
    expect((await session(other)).status).toBe(200);
    expect((await gql('mutation { logout }')).body).toEqual({ data: { logout: true } });
  });

  it('verifyEmail and resendVerificationEmail behave as their REST routes', async () => {
    const account = await t.signUp({ email: freshEmail('gqlverify') });
    await verificationToken(account.email);

    const resend = await gql('mutation { resendVerificationEmail }', undefined, account.token);
    expect(resend.body).toEqual({ data: { resendVerificationEmail: true } });
    const token = await verificationToken(account.email, 2);

    const VERIFY = `mutation($token: String!) { verifyEmail(input: { token: $token }) { ${USER_FIELDS} } }`;
    const ok = await gql(VERIFY, { token });
    expect(ok.body).toEqual({ data: { verifyEmail: { ...account.user, emailVerified: true } } });

    const reused = await gql(VERIFY, { token });
    expect(reused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { token: expect.stringMatching(/not valid/) },
    });

    const verified = await gql('mutation { resendVerificationEmail }', undefined, account.token);
    expect(verified.body.errors[0]).toMatchObject({ message: 'Your email is already verified.', extensions: { code: 'CONFLICT' } });
    expect((await gql('mutation { resendVerificationEmail }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
