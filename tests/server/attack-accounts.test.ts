import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, mailedLink } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * What an attacker can do to someone else's account from outside, through HTTP: lock them out,
 * race guesses past a limit, or void what the owner is using.
 */

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let portal: { id: string; slug: string };

beforeAll(async () => {
  // Behind a proxy each request can speak from its own X-Forwarded-For address, as spread-out attackers do.
  t = await createTestApp({ TRUST_PROXY: 'true', REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  const res = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Attacked ${Date.now().toString(36)}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  portal = res.body.data;
});
afterAll(() => t.close());

let ipSeq = 0;
const nextIp = () => `10.66.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

async function inviteCustomer(sendInvite: boolean) {
  const email = freshEmail('target');
  const res = await t.rest('POST', '/v1/customer/users', {
    token: owner.token,
    body: { portalId: portal.id, email, name: 'Tara Target', sendInvite },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return email;
}
const askLink = (email: string, ip: string, cookie?: string) =>
  t.rest('POST', '/v1/customer/users/login/send-magic-link', {
    body: { portalSlug: portal.slug, email },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });
const typeCode = (email: string, code: string, ip: string, cookie?: string) =>
  t.rest('POST', '/v1/customer/auth/verify', {
    body: { portalSlug: portal.slug, email, code },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });
/** Every sign-in code mailed to `email` so far, oldest first. */
async function codesMailed(email: string): Promise<string[]> {
  await t.drainJobs();
  return t.smtp.received.filter((m) => m.to.includes(email)).map((m) => /code[^\d]{0,80}(\d{6})/i.exec(m.text)![1]!);
}

describe('a stranger cannot keep a customer from signing in', () => {
  it('sign-in emails asked for an address from many networks do not lock out the customer’s own', async () => {
    const email = await inviteCustomer(false);
    for (let i = 0; i < 8; i++) expect((await askLink(email, nextIp())).status).toBe(200);
    const home = nextIp();
    const asked = await askLink(email, home);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const code = (await codesMailed(email)).at(-1)!;
    const signedIn = await typeCode(email, code, home, cookieOf(asked));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('one network asking too often for one address is refused, and only that network', async () => {
    const email = await inviteCustomer(false);
    const noisy = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await askLink(email, noisy)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await askLink(email, nextIp())).status).toBe(200);
  });

  it('past the wide limit for the address, a network the customer signed in from may still ask', async () => {
    const email = await inviteCustomer(false);
    const home = nextIp();
    const first = await askLink(email, home);
    const code = (await codesMailed(email)).at(-1)!;
    expect((await typeCode(email, code, home, cookieOf(first))).status).toBe(200);
    for (let i = 0; i < t.config.rateLimits.magicLinkPerEmailWide; i++) await askLink(email, nextIp());
    const stranger = await askLink(email, nextIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('RATE_LIMITED');
    expect((await askLink(email, home)).status).toBe(200);
  });

  it('a newer email asked for in another browser does not void the code the customer is typing', async () => {
    const email = await inviteCustomer(false);
    const home = nextIp();
    const asked = await askLink(email, home);
    const [code] = await codesMailed(email);
    expect((await askLink(email, nextIp())).status).toBe(200); // the stranger's browser
    expect(await codesMailed(email)).toHaveLength(2);
    const signedIn = await typeCode(email, code!, home, cookieOf(asked));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.customer.email).toBe(email);
  });

  it('a second email asked for in the same browser leaves the first one working; a few are kept at once', async () => {
    const email = await inviteCustomer(false);
    const home = nextIp();
    const first = await askLink(email, home);
    const cookie = cookieOf(first);
    const second = await askLink(email, home, cookie);
    expect(cookieOf(second)).toBe(cookie);
    const [code1, code2] = await codesMailed(email);
    expect((await typeCode(email, code1!, home, cookie)).status).toBe(200);
    // Used, the first is gone; the second still works until used.
    expect((await typeCode(email, code1!, home, cookie)).status).toBe(400);
    expect((await typeCode(email, code2!, home, cookie)).status).toBe(200);

    // Four more from one browser: the oldest of them no longer works, the three newest do.
    for (let i = 0; i < 3; i++) await askLink(email, home, cookie);
    const more = (await codesMailed(email)).slice(2);
    expect(more).toHaveLength(3);
    const other = nextIp();
    const fourth = await askLink(email, other, cookie);
    expect(fourth.status).toBe(200);
    const oldest = more[0]!;
    const refused = await typeCode(email, oldest, other, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.details.code).not.toBe(undefined);
    const newest = (await codesMailed(email)).at(-1)!;
    expect((await typeCode(email, newest, other, cookie)).status).toBe(200);
  });
});

describe('parallel code guesses', () => {
  it('at most five codes are compared however many guesses arrive at once', async () => {
    const email = await inviteCustomer(true);
    const { code } = await mailedLink(t, email);
    const wrong = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0'));
    const guesses = [...wrong.slice(0, 20), code, ...wrong.slice(20)];
    const answers = await Promise.all(guesses.map((c) => typeCode(email, c, nextIp())));
    const evaluated = answers.filter(
      (a) => a.status === 200 || a.body.details?.code === 'That code is not right — check the email and try again.',
    );
    const refusedUnread = answers.filter((a) => a.body.details?.code?.startsWith('Too many wrong codes'));
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length + refusedUnread.length).toBe(guesses.length);
    const won = answers[20]!;
    if (won.status === 200) expect(evaluated.filter((a) => a.status === 400).length).toBeLessThanOrEqual(4);
    // Spent, the code does not work any more, whatever it is.
    const after = await typeCode(email, code, nextIp());
    expect(after.status).toBe(400);
  });
});
