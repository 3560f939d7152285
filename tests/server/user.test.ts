import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const USER_FIELDS =
  'id email firstName lastName username timezone profileImageUrl bio emailVerified googleLinked currentWorkspaceId createdAt';

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** One builder for the cases that must change nothing: each checks its own row before and after. */
let refusedAccount: Awaited<ReturnType<TestApp['signUp']>> | undefined;
const refused = async () => (refusedAccount ??= await t.signUp());

let nameSeq = 0;
/** A valid username no other test uses. */
const freshUsername = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${nameSeq++}`;

describe('me', () => {
  it('GET /v1/user/me answers the signed-in builder', async () => {
    const account = await t.signUp();
    const res = await t.rest('GET', '/v1/user/me', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: account.user });
  });

  it('PATCH /v1/user/me updates names, time zone and bio, and only what is sent', async () => {
    const account = await t.signUp();
    const res = await t.rest('PATCH', '/v1/user/me', {
      token: account.token,
      body: { firstName: '  Katherine ', lastName: 'Johnson', timezone: 'Europe/Paris', bio: 'Computes trajectories.' },
    });
    expect(res.status).toBe(200);
    const expected = {
      ...account.user,
      firstName: 'Katherine',
      lastName: 'Johnson',
      timezone: 'Europe/Paris',
      bio: 'Computes trajectories.',
    };
    expect(res.body.data).toEqual(expected);
    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data).toEqual(expected);

    const partial = await t.rest('PATCH', '/v1/user/me', { token: account.token, body: { bio: '' } });
    expect(partial.body.data).toEqual({ ...expected, bio: '' });

    const empty = await t.rest('PATCH', '/v1/user/me', { token: account.token, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ ...expected, bio: '' });
  });

  it('accepts a bio of 500 characters and UTC', async () => {
    const account = await t.signUp();
    const res = await t.rest('PATCH', '/v1/user/me', { token: account.token, body: { bio: 'b'.repeat(500), timezone: 'UTC' } });
    expect(res.status).toBe(200);
    expect(res.body.data.bio).toHaveLength(500);
  });

  it.each([
    ['a time zone that is not IANA', { timezone: 'Mars/Base' }, 'timezone', 'Choose a time zone from the list, like Europe/Paris.'],
    ['an offset instead of a zone', { timezone: '+02:00' }, 'timezone', 'Choose a time zone from the list, like Europe/Paris.'],
    ['a bio of 501 characters', { bio: 'b'.repeat(501) }, 'bio', 'Your bio has at most 500 characters.'],
    ['an empty first name', { firstName: '   ' }, 'firstName', 'Please enter your first name.'],
    ['a last name of 81 characters', { lastName: 'l'.repeat(81) }, 'lastName', 'Your last name has at most 80 characters.'],
  ])('refuses %s with 400 and details, and changes nothing', async (_label, body, field, message) => {
    const account = await refused();
    const before = await userRow(account.user.id);
    const res = await t.rest('PATCH', '/v1/user/me', { token: account.token, body: { firstName: 'Changed', ...body } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'BAD_USER_INPUT', message, details: { [field]: message } });
    expect(await userRow(account.user.id)).toEqual(before);
  });

  it('GraphQL me and updateMe give the same user as REST, and the same errors', async () => {
    const account = await t.signUp();
    const me = await t.gql(`{ me { ${USER_FIELDS} } }`, undefined, account.token);
    expect(me.body).toEqual({ data: { me: account.user } });

    const UPDATE = `mutation($input: UpdateMeInput!) { updateMe(input: $input) { ${USER_FIELDS} } }`;
    const updated = await t.gql(UPDATE, { input: { lastName: 'Vaughan', timezone: 'America/New_York' } }, account.token);
    expect(updated.body.errors).toBeUndefined();
    const expected = { ...account.user, lastName: 'Vaughan', timezone: 'America/New_York' };
    expect(updated.body.data.updateMe).toEqual(expected);
    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data).toEqual(expected);

    const bad = await t.gql(UPDATE, { input: { timezone: 'Mars/Base', bio: 'x'.repeat(501) } }, account.token);
    expect(bad.body.data).toBeNull();
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: { timezone: 'Choose a time zone from the list, like Europe/Paris.', bio: 'Your bio has at most 500 characters.' },
    });
    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data).toEqual(expected);
  });
});

describe('username', () => {
  const check = (username?: string, token?: string) =>
    t.rest('GET', `/v1/auth/check/username${username === undefined ? '' : `?username=${encodeURIComponent(username)}`}`, { token });

  it('says a free username is available, without signing in', async () => {
    const res = await check(freshUsername('free'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { available: true, reason: null } });
  });

  it('says a taken username is not available (in any case), but is to its owner', async () => {
    const owner = await t.signUp();
    const name = freshUsername('taken');
    expect((await t.rest('POST', '/v1/auth/change/username', { token: owner.token, body: { username: name } })).status).toBe(200);

    for (const asked of [name, name.toUpperCase()]) {
      const res = await check(asked);
      expect(res.body.data.available).toBe(false);
      expect(res.body.data.reason).toMatch(new RegExp(`^That username is taken — try ${name}2\\.$`));
    }
    expect((await check(name, owner.token)).body.data).toEqual({ available: true, reason: 'This is your current username.' });
  });

  it.each([
    ['admin', 'That username is reserved — choose another.'],
    ['Portico', 'That username is reserved — choose another.'],
    ['1abc', 'A username starts with a letter and uses only a–z, 0–9, _ and -.'],
    ['ab', 'A username has at least 3 characters.'],
    ['a'.repeat(31), 'A username has at most 30 characters.'],
    ['with space', 'A username starts with a letter and uses only a–z, 0–9, _ and -.'],
  ])('says %s is not available, with a reason', async (username, reason) => {
    const res = await check(username);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ available: false, reason });
  });

  it('answers 400 when the username is missing', async () => {
    for (const res of [await check(), await check('')]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Please enter a username.',
        details: { username: 'Please enter a username.' },
      });
    }
  });

  it('changes the username, stored lowercase, and then it is taken for others (409)', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const name = freshUsername('grace');

    const res = await t.rest('POST', '/v1/auth/change/username', { token: first.token, body: { username: `  ${name.toUpperCase()} ` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...first.user, username: name });
    expect((await userRow(first.user.id)).username).toBe(name);

    for (const attempt of [name, name.toUpperCase()]) {
      const taken = await t.rest('POST', '/v1/auth/change/username', { token: second.token, body: { username: attempt } });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('CONFLICT');
      expect(taken.body.message).toMatch(new RegExp(`^That username is taken — try ${name}2\\.$`));
      expect(taken.body.details).toEqual({ username: 'That username is taken.' });
    }
    expect((await userRow(second.user.id)).username).toBeNull();

    // Setting one's own username again is fine.
    expect((await t.rest('POST', '/v1/auth/change/username', { token: first.token, body: { username: name } })).status).toBe(200);
  });

  it('refuses a reserved or invalid username with 400 and changes nothing', async () => {
    const account = await t.signUp();
    for (const [username, message] of [
      ['admin', 'That username is reserved — choose another.'],
      ['1abc', 'A username starts with a letter and uses only a–z, 0–9, _ and -.'],
      ['ab', 'A username has at least 3 characters.'],
    ]) {
      const res = await t.rest('POST', '/v1/auth/change/username', { token: account.token, body: { username } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'BAD_USER_INPUT', message, details: { username: message } });
    }
    expect((await userRow(account.user.id)).username).toBeNull();
  });

  it('GraphQL usernameAvailability and changeUsername agree with REST', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const name = freshUsername('gql');
    const AVAILABLE = 'query($u: String!) { usernameAvailability(username: $u) { available reason } }';
    const CHANGE = `mutation($u: String!) { changeUsername(input: { username: $u }) { ${USER_FIELDS} } }`;

    expect((await t.gql(AVAILABLE, { u: name })).body.data.usernameAvailability).toEqual({ available: true, reason: null });
    expect((await t.gql(AVAILABLE, { u: 'admin' })).body.data.usernameAvailability).toEqual({
      available: false,
      reason: 'That username is reserved — choose another.',
    });
    expect((await t.gql(AVAILABLE, { u: '' })).body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { username: 'Please enter a username.' },
    });

    const changed = await t.gql(CHANGE, { u: name.toUpperCase() }, first.token);
    expect(changed.body).toEqual({ data: { changeUsername: { ...first.user, username: name } } });
    expect((await t.gql(AVAILABLE, { u: name })).body.data.usernameAvailability.available).toBe(false);

    const taken = await t.gql(CHANGE, { u: name }, second.token);
    expect(taken.body.data).toBeNull();
    expect(taken.body.errors[0].extensions).toEqual({ code: 'CONFLICT', details: { username: 'That username is taken.' } });
    expect((await t.gql(CHANGE, { u: freshUsername() })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('page visits', () => {
  const visit = (token: string, body: unknown) => t.rest('POST', '/v1/user/me/metadata/visits', { token, body });

  it('counts each visit per page with the time of the last one, and lists them', async () => {
    const account = await t.signUp();
    expect((await t.rest('GET', '/v1/user/me/metadata/visits', { token: account.token })).body).toEqual({ success: true, data: [] });

    const startedAt = Date.now();
    const first = await visit(account.token, { page: 'dashboard' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([{ page: 'dashboard', count: 1, lastVisitedAt: expect.any(String) }]);
    await visit(account.token, { page: 'settings' });
    const second = await visit(account.token, { page: 'dashboard' });
    const dashboard = second.body.data.find((v: { page: string }) => v.page === 'dashboard');
    expect(dashboard.count).toBe(2);
    expect(dashboard.lastVisitedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(dashboard.lastVisitedAt)).toBeGreaterThanOrEqual(startedAt - 5000);
    expect(Date.parse(dashboard.lastVisitedAt)).toBeLessThanOrEqual(Date.now() + 5000);

    const list = await t.rest('GET', '/v1/user/me/metadata/visits', { token: account.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        { page: 'dashboard', count: 2, lastVisitedAt: dashboard.lastVisitedAt },
        { page: 'settings', count: 1, lastVisitedAt: expect.any(String) },
      ]),
    );

    // Another builder's counters are their own.
    const other = await t.signUp();
    expect((await t.rest('GET', '/v1/user/me/metadata/visits', { token: other.token })).body.data).toEqual([]);
  });

  it('accepts a page of 200 characters', async () => {
    const account = await t.signUp();
    const res = await visit(account.token, { page: 'p'.repeat(200) });
    expect(res.status).toBe(200);
    expect(res.body.data[0].count).toBe(1);
  });

  it.each([
    ['an empty page', { page: '' }, 'Please enter the page.'],
    ['a blank page', { page: '   ' }, 'Please enter the page.'],
    ['a page of 201 characters', { page: 'p'.repeat(201) }, 'A page name has at most 200 characters.'],
    ['a number', { page: 42 }, 'The page must be text.'],
    ['no page', {}, 'Please enter the page.'],
  ])('refuses %s with 400 and records nothing', async (_label, body, message) => {
    const account = await refused();
    const res = await visit(account.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'BAD_USER_INPUT', message, details: { page: message } });
    expect((await userRow(account.user.id)).pageVisits).toEqual({});
  });

  it('GraphQL recordPageVisit and pageVisits agree with REST', async () => {
    const account = await t.signUp();
    await visit(account.token, { page: 'portals' });
    const recorded = await t.gql(
      'mutation { recordPageVisit(input: { page: "portals" }) { page count lastVisitedAt } }',
      undefined,
      account.token,
    );
    expect(recorded.body.data.recordPageVisit).toEqual([{ page: 'portals', count: 2, lastVisitedAt: expect.any(String) }]);
    const listed = await t.gql('{ pageVisits { page count lastVisitedAt } }', undefined, account.token);
    expect(listed.body.data.pageVisits).toEqual((await t.rest('GET', '/v1/user/me/metadata/visits', { token: account.token })).body.data);
    const bad = await t.gql('mutation { recordPageVisit(input: { page: "" }) { count } }', undefined, account.token);
    expect(bad.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', details: { page: 'Please enter the page.' } });
  });
});

describe('anonymous callers', () => {
  it.each([
    ['GET', '/v1/user/me', undefined],
    ['PATCH', '/v1/user/me', { firstName: 'Eve' }],
    ['POST', '/v1/auth/change/username', { username: 'eve-the-anon' }],
    ['GET', '/v1/user/me/metadata/visits', undefined],
    ['POST', '/v1/user/me/metadata/visits', { page: 'dashboard' }],
  ])('%s %s answers 401 UNAUTHENTICATED', async (method, url, body) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await t.rest(method, url, { body, token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
    }
  });

  it('GraphQL me, updateMe, pageVisits and recordPageVisit answer UNAUTHENTICATED', async () => {
    for (const query of [
      '{ me { id } }',
      'mutation { updateMe(input: { firstName: "Eve" }) { id } }',
      '{ pageVisits { page } }',
      'mutation { recordPageVisit(input: { page: "dashboard" }) { page } }',
    ]) {
      const res = await t.gql(query);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0]).toMatchObject({ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});
