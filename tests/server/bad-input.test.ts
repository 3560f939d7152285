import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailVerifications,
  memberships,
  rateLimits,
  sessions,
  uploadedFiles,
  users,
  workspaceUsage,
  workspaces,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Every POST/PATCH route, fed every kind of bad body a client can send: each answers 400
 * BAD_USER_INPUT with a sentence (and per-field details where there are fields), and writes nothing —
 * no row, no session, no rate-limit hit, no mail.
 */

let t: TestApp;
let token: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, email } = await t.signUp());
});
afterAll(() => t.close());

/** Everything the app could have written. */
async function snapshot() {
  // Mail goes out through the job queue: wait for it, so a mail a refused request queued is counted.
  await t.drainJobs();
  const db = t.database.db;
  const [u, s, w, m, e, r, f, q] = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(sessions).orderBy(asc(sessions.id)),
    db.select().from(workspaces).orderBy(asc(workspaces.id)),
    db.select().from(memberships).orderBy(asc(memberships.workspaceId)),
    db.select().from(emailVerifications).orderBy(asc(emailVerifications.id)),
    db.select().from(rateLimits).orderBy(asc(rateLimits.key)),
    db.select().from(uploadedFiles).orderBy(asc(uploadedFiles.id)),
    db.select().from(workspaceUsage).orderBy(asc(workspaceUsage.workspaceId)),
  ]);
  return {
    users: u,
    sessions: s,
    workspaces: w,
    memberships: m,
    emailVerifications: e,
    rateLimits: r,
    files: f,
    usage: q,
    mails: t.smtp.received.length,
  };
}

interface Case {
  label: string;
  body?: unknown;
  raw?: { payload: string; contentType: string };
  message: string | RegExp;
  details?: Record<string, string | RegExp>;
}

interface Route {
  method: 'POST' | 'PATCH';
  url: string;
  signedIn: boolean;
  /** A body that would succeed: the bad cases change one thing in it. */
  valid: Record<string, unknown>;
  cases: Case[];
}

const LONG_EMAIL = `${'e'.repeat(288)}@example.com`; // 300 characters

const routes: Route[] = [
  {
    method: 'POST',
    url: '/v1/auth/register',
    signedIn: false,
    valid: { email: 'newcomer@example.com', password: 'a long enough secret', firstName: 'New', lastName: 'Comer' },
    cases: [
      {
        label: 'all fields missing',
        body: { email: undefined, password: undefined, firstName: undefined, lastName: undefined },
        message: 'Please fix 4 fields: email, password, firstName, lastName.',
        details: {
          email: 'Please enter your email.',
          password: 'Please enter a password.',
          firstName: 'Please enter your first name.',
          lastName: 'Please enter your last name.',
        },
      },
      {
        label: 'the password missing',
        body: { password: undefined },
        message: 'Please enter a password.',
        details: { password: 'Please enter a password.' },
      },
      {
        label: 'a blank first name',
        body: { firstName: '   ' },
        message: 'Please enter your first name.',
        details: { firstName: 'Please enter your first name.' },
      },
      {
        label: 'a number for the email',
        body: { email: 42 },
        message: 'Your email must be text.',
        details: { email: 'Your email must be text.' },
      },
      {
        label: 'a number for the password',
        body: { password: 12345678 },
        message: 'A password must be text.',
        details: { password: 'A password must be text.' },
      },
      {
        label: 'an object for the last name',
        body: { lastName: { x: 1 } },
        message: 'Your last name must be text.',
        details: { lastName: 'Your last name must be text.' },
      },
      {
        label: 'an email that is not one',
        body: { email: 'newcomer@' },
        message: 'Enter a valid email address, like name@example.com.',
        details: { email: 'Enter a valid email address, like name@example.com.' },
      },
      {
        label: 'an email of 300 characters',
        body: { email: LONG_EMAIL },
        message: 'An email address has at most 254 characters.',
        details: { email: 'An email address has at most 254 characters.' },
      },
      {
        label: 'a password of 7 characters',
        body: { password: '1234567' },
        message: 'Use at least 8 characters for your password.',
        details: { password: 'Use at least 8 characters for your password.' },
      },
      {
        label: 'a password of 129 characters',
        body: { password: 'p'.repeat(129) },
        message: 'A password has at most 128 characters.',
        details: { password: 'A password has at most 128 characters.' },
      },
      {
        label: 'a first name of 81 characters',
        body: { firstName: 'f'.repeat(81) },
        message: 'Your first name has at most 80 characters.',
        details: { firstName: 'Your first name has at most 80 characters.' },
      },
      {
        label: 'a last name of 81 characters',
        body: { lastName: 'l'.repeat(81) },
        message: 'Your last name has at most 80 characters.',
        details: { lastName: 'Your last name has at most 80 characters.' },
      },
    ],
  },
  {
    method: 'POST',
    url: '/v1/auth/login',
    signedIn: false,
    valid: { email: 'placeholder', password: 'correct horse battery' }, // email set in beforeAll
    cases: [
      {
        label: 'both fields missing',
        body: { email: undefined, password: undefined },
        message: 'Please fix 2 fields: email, password.',
        details: { email: 'Please enter your email.', password: 'Please enter your password.' },
      },
      {
        label: 'an empty password',
        body: { password: '' },
        message: 'Please enter your password.',
        details: { password: 'Please enter your password.' },
      },
      {
        label: 'a number for the email',
        body: { email: 42 },
        message: 'Your email must be text.',
        details: { email: 'Your email must be text.' },
      },
      {
        label: 'an email of 300 characters',
        body: { email: LONG_EMAIL },
        message: 'An email address has at most 254 characters.',
        details: { email: 'An email address has at most 254 characters.' },
      },
      {
        label: 'a password of 129 characters',
        body: { password: 'p'.repeat(129) },
        message: /do not match/,
        details: { password: /do not match/ },
      },
    ],
  },
  {
    method: 'POST',
    url: '/v1/auth/verify/email',
    signedIn: false,
    valid: { token: 'A'.repeat(43) },
    cases: [
      {
        label: 'the token missing',
        body: { token: undefined },
        message: 'Please enter the token.',
        details: { token: 'Please enter the token.' },
      },
      {
        label: 'a number for the token',
        body: { token: 1234567890123 },
        message: 'The token must be text.',
        details: { token: 'The token must be text.' },
      },
      { label: 'a cut-off token', body: { token: 'abc' }, message: /incomplete/, details: { token: /incomplete/ } },
      {
        label: 'a token of 201 characters',
        body: { token: 't'.repeat(201) },
        message: 'That link is not valid.',
        details: { token: 'That link is not valid.' },
      },
    ],
  },
  {
    method: 'POST',
    url: '/v1/auth/change/username',
    signedIn: true,
    valid: { username: 'valid-name' },
    cases: [
      {
        label: 'the username missing',
        body: { username: undefined },
        message: 'Please enter a username.',
        details: { username: 'Please enter a username.' },
      },
      {
        label: 'a number for the username',
        body: { username: 12345 },
        message: 'A username must be text.',
        details: { username: 'A username must be text.' },
      },
      {
        label: 'a username of 31 characters',
        body: { username: 'u'.repeat(31) },
        message: 'A username has at most 30 characters.',
        details: { username: 'A username has at most 30 characters.' },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/v1/user/me',
    signedIn: true,
    valid: { firstName: 'Changed' },
    cases: [
      {
        label: 'a number for the first name',
        body: { firstName: 7 },
        message: 'Your first name must be text.',
        details: { firstName: 'Your first name must be text.' },
      },
      {
        label: 'null for the last name',
        body: { lastName: null },
        message: 'Please enter your last name.',
        details: { lastName: 'Please enter your last name.' },
      },
      {
        label: 'a number for the time zone',
        body: { timezone: 2 },
        message: 'A time zone must be text.',
        details: { timezone: 'A time zone must be text.' },
      },
      { label: 'a number for the bio', body: { bio: 3 }, message: 'Your bio must be text.', details: { bio: 'Your bio must be text.' } },
      {
        label: 'a first name of 81 characters',
        body: { firstName: 'f'.repeat(81) },
        message: 'Your first name has at most 80 characters.',
        details: { firstName: 'Your first name has at most 80 characters.' },
      },
      {
        label: 'a last name of 81 characters',
        body: { lastName: 'l'.repeat(81) },
        message: 'Your last name has at most 80 characters.',
        details: { lastName: 'Your last name has at most 80 characters.' },
      },
      {
        label: 'a bio of 501 characters',
        body: { bio: 'b'.repeat(501) },
        message: 'Your bio has at most 500 characters.',
        details: { bio: 'Your bio has at most 500 characters.' },
      },
    ],
  },
  {
    method: 'POST',
    url: '/v1/user/me/metadata/visits',
    signedIn: true,
    valid: { page: 'dashboard' },
    cases: [
      {
        label: 'the page missing',
        body: { page: undefined },
        message: 'Please enter the page.',
        details: { page: 'Please enter the page.' },
      },
      { label: 'a number for the page', body: { page: 5 }, message: 'The page must be text.', details: { page: 'The page must be text.' } },
      {
        label: 'a page of 201 characters',
        body: { page: 'p'.repeat(201) },
        message: 'A page name has at most 200 characters.',
        details: { page: 'A page name has at most 200 characters.' },
      },
    ],
  },
  {
    method: 'POST',
    url: '/v1/workspace/change',
    signedIn: true,
    valid: { workspaceId: '00000000-0000-4000-8000-000000000000' },
    cases: [
      {
        label: 'the workspace id missing',
        body: { workspaceId: undefined },
        message: 'Please enter the workspace id.',
        details: { workspaceId: 'Please enter the workspace id.' },
      },
      {
        label: 'a number for the workspace id',
        body: { workspaceId: 1 },
        message: 'The workspace id must be text.',
        details: { workspaceId: 'The workspace id must be text.' },
      },
      {
        label: 'a workspace id that is not a UUID',
        body: { workspaceId: 'x'.repeat(300) },
        message: 'That workspace id is not valid.',
        details: { workspaceId: 'That workspace id is not valid.' },
      },
    ],
  },
];

const json = 'application/json';
/** What every route refuses alike. */
function commonCases(route: Route): Case[] {
  return [
    { label: 'a body that is not JSON', raw: { payload: '{"oops": ', contentType: json }, message: /not valid JSON/ },
    {
      label: 'a body with a trailing comma',
      raw: { payload: JSON.stringify(route.valid).replace(/}$/, ',}'), contentType: json },
      message: /not valid JSON/,
    },
    { label: 'an empty JSON body', raw: { payload: '', contentType: json }, message: /The body is empty/ },
    { label: 'an array', body: [route.valid], message: 'The request body must be a JSON object.', details: { _: 'Send a JSON object.' } },
    { label: 'a string', body: 'hello', message: 'The request body must be a JSON object.', details: { _: 'Send a JSON object.' } },
    { label: 'a number', body: 42, message: 'The request body must be a JSON object.', details: { _: 'Send a JSON object.' } },
    {
      label: 'form data instead of JSON',
      raw: { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      message: /Content-Type: application\/json/,
    },
    {
      label: 'an unknown extra field',
      body: { role: 'admin' },
      message: 'role is not a field of this request — remove it.',
      details: { role: 'role is not a field of this request — remove it.' },
    },
  ];
}

async function send(route: Route, c: Case) {
  const auth = route.signedIn ? token : undefined;
  if (c.raw) {
    return t.rest(route.method, route.url, { token: auth, rawBody: c.raw.payload, headers: { 'content-type': c.raw.contentType } });
  }
  const body = c.body !== null && typeof c.body === 'object' && !Array.isArray(c.body) ? { ...route.valid, ...(c.body as object) } : c.body;
  return t.rest(route.method, route.url, { token: auth, body });
}

beforeAll(() => {
  routes.find((r) => r.url === '/v1/auth/login')!.valid.email = email;
});

describe.each(routes)('$method $url', (route) => {
  it.each([...commonCases(route), ...route.cases])('refuses $label with 400 and writes nothing', async (c) => {
    const before = await snapshot();
    const res = await send(route, c);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    expect(res.body.data).toBeUndefined();
    if (typeof c.message === 'string') expect(res.body.message).toBe(c.message);
    else expect(res.body.message).toMatch(c.message);
    if (c.details) {
      expect(Object.keys(res.body.details).sort()).toEqual(Object.keys(c.details).sort());
      for (const [field, message] of Object.entries(c.details)) {
        if (typeof message === 'string') expect(res.body.details[field]).toBe(message);
        else expect(res.body.details[field]).toMatch(message);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the bodies the cases start from', () => {
  // Without this, a case could pass only because its "valid" body was refused anyway.
  it('are accepted', async () => {
    const other = await t.signUp();
    const ok = (res: { status: number; body: any }) => {
      expect(res.body).toMatchObject({ success: true });
      expect(res.status).toBeLessThan(300);
    };
    for (const route of routes) {
      if (route.url === '/v1/auth/verify/email' || route.url === '/v1/workspace/change') continue;
      ok(await t.rest(route.method, route.url, { token: route.signedIn ? token : undefined, body: route.valid }));
    }
    // These two need a real token and a real workspace.
    const mail = await t.smtp.waitFor(other.email);
    const verifyToken = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    ok(await t.rest('POST', '/v1/auth/verify/email', { body: { token: verifyToken } }));
    ok(
      await t.rest('POST', '/v1/workspace/change', {
        token,
        body: { workspaceId: (await t.rest('GET', '/v1/user/me', { token })).body.data.currentWorkspaceId },
      }),
    );
  });
});

describe('routes that take no body', () => {
  it.each([
    ['POST', '/v1/auth/logout'],
    ['POST', '/v1/auth/verify/email/resend'],
  ])('%s %s refuses a body that is not JSON with 400, and does nothing', async (method, url) => {
    const before = await snapshot();
    const res = await t.rest(method, url, { token, rawBody: '{"oops": ', headers: { 'content-type': json } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT', message: expect.stringMatching(/not valid JSON/) });
    expect(await snapshot()).toEqual(before);
    expect((await t.rest('GET', '/v1/auth/session', { token })).status).toBe(200);
  });
});
