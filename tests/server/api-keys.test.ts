import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import { apiKeys, memberships, users } from '../../db/schema/index.js';
import { flushKeyUsage } from '../../server/core/api-key-usage.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * API keys (issue 30): made by admins, shown once, acting for the workspace within their scopes on
 * both APIs, refused at once when revoked or expired, limited per minute in PostgreSQL.
 */
let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let other: Account;
let portalId: string;
let otherPortalId: string;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive' });
  other = await t.signUp({ firstName: 'Otto' });
  portalId = (await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Acme hub' } })).body.data.id;
  otherPortalId = (await t.rest('POST', '/v1/portal', { token: other.token, body: { name: 'Other hub' } })).body.data.id;
});
afterAll(() => t.close());

async function makeKey(by: Account, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await t.rest('POST', '/v1/workspace/api-keys', {
    token: by.token,
    body: { name: `key ${scopes.join(' ')}`, scopes, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { key: { id: string; prefix: string; scopes: string[] }; secret: string };
}

const PORTALS = 'query Portals { portals(first: 20) { edges { node { id name } } } }';

describe('making and listing keys', () => {
  it('shows the secret once, lists the key by its prefix, creator and scopes, and keeps only a hash', async () => {
    const made = await makeKey(owner, ['portals:read', 'database:read']);
    expect(made.secret).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(made.secret.startsWith(made.key.prefix)).toBe(true);
    const list = await t.rest('GET', '/v1/workspace/api-keys', { token: owner.token });
    const listed = list.body.data.find((k: { id: string }) => k.id === made.key.id);
    expect(listed).toMatchObject({ status: 'ACTIVE', scopes: ['database:read', 'portals:read'], createdByName: 'Olive Lovelace' });
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.key.id));
    expect(row!.tokenHash).not.toContain(made.secret.slice(3));
    // The key is no teammate: the members list shows people only.
    const members = await t.rest('GET', '/v1/workspace/members', { token: owner.token });
    expect(members.body.data.map((m: { firstName: string }) => m.firstName)).toEqual(['Olive']);
    // GraphQL lists the same.
    const gql = await t.gql('{ apiKeys { id prefix status } apiKeyScopes { scope } }', {}, owner.token);
    expect(gql.body.data.apiKeys.map((k: { id: string }) => k.id)).toContain(made.key.id);
    expect(gql.body.data.apiKeyScopes).toHaveLength(20);
  });

  it('refuses a member, a key and another workspace’s admin', async () => {
    const made = await makeKey(owner, ['portals:read', 'portals:write']);
    const asKey = await t.rest('GET', '/v1/workspace/api-keys', { token: made.secret });
    expect(asKey.status).toBe(403);
    expect(asKey.body.message).toMatch(/API keys cannot do this/);
    const keyMakesKey = await t.rest('POST', '/v1/workspace/api-keys', {
      token: made.secret,
      body: { name: 'x', scopes: ['portals:read'] },
    });
    expect(keyMakesKey.status).toBe(403);
    const revokeByOther = await t.rest('DELETE', `/v1/workspace/api-keys?id=${made.key.id}`, { token: other.token });
    expect(revokeByOther.status).toBe(404);
    // Nor may a key read the members, the sessions or the account.
    for (const [method, url] of [
      ['GET', '/v1/workspace/members'],
      ['GET', '/v1/auth/sessions'],
      ['GET', '/v1/user/me'],
    ] as const)
      expect((await t.rest(method, url, { token: made.secret })).status, url).toBe(403);
    // And a key's own user row cannot sign in.
    const [bot] = await t.database.db
      .select({ email: users.email })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.id, made.key.id));
    const login = await t.rest('POST', '/v1/auth/login', { body: { email: bot!.email, password: 'whatever-password' } });
    expect(login.status).toBe(401);
  });
});

describe('a key on both APIs', () => {
  it('reads with a read key and cannot write; the error names the scope', async () => {
    const { secret } = await makeKey(owner, ['portals:read']);
    const list = await t.rest('GET', '/v1/portal/list', { token: secret });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((p: { id: string }) => p.id)).toContain(portalId);
    expect(list.body.data.items.map((p: { id: string }) => p.id)).not.toContain(otherPortalId);
    const gql = await t.gql(PORTALS, {}, secret);
    expect(gql.body.data.portals.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(portalId);
    expect(gql.body.extensions.cost).toMatchObject({ requested: expect.any(Number), limitPerMinute: 250_000 });
    expect(gql.body.extensions.cost.requested).toBeGreaterThan(0);
    const before = await count('portals');
    const write = await t.rest('POST', '/v1/portal', { token: secret, body: { name: 'Sneaky' } });
    expect(write.status).toBe(403);
    expect(write.body.message).toMatch(/lacks the portals:write scope/);
    const gqlWrite = await t.gql('mutation { createPortal(input: {name: "Sneaky"}) { id } }', {}, secret);
    expect(gqlWrite.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(gqlWrite.body.errors[0].message).toMatch(/portals:write/);
    expect(await count('portals')).toBe(before);
  });

  it('a database:read key reads collections and not customers', async () => {
    const { secret } = await makeKey(owner, ['database:read']);
    expect((await t.rest('GET', `/v1/database/list?portalId=${portalId}`, { token: secret })).status).toBe(200);
    const customers = await t.rest('GET', `/v1/customer/users/list?portalId=${portalId}`, { token: secret });
    expect(customers.status).toBe(403);
    expect(customers.body.message).toMatch(/customers:read/);
    const gql = await t.gql(`{ customers(portalId: "${portalId}") { edges { node { id } } } }`, {}, secret);
    expect(gql.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('a write key acts for the workspace: what it makes is the workspace’s', async () => {
    const { secret } = await makeKey(owner, ['portals:read', 'portals:write']);
    const made = await t.rest('POST', '/v1/portal', { token: secret, body: { name: 'Made by a key' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const mine = await t.rest('GET', '/v1/portal/list', { token: owner.token });
    expect(mine.body.data.items.map((p: { id: string }) => p.id)).toContain(made.body.data.id);
    // Deleting a portal is for owners, who are people.
    const del = await t.rest('DELETE', `/v1/portal?id=${made.body.data.id}`, { token: secret });
    expect(del.status).toBe(403);
  });

  it('services and calls: a key reaches every host’s of its workspace, and cannot host a new service', async () => {
    const service = await t.rest('POST', '/v1/services', { token: owner.token, body: { title: 'Intro call', durationMinutes: 30 } });
    expect(service.status).toBe(201);
    const reader = await makeKey(owner, ['services:read', 'calls:read']);
    const listed = await t.rest('GET', '/v1/services/all', { token: reader.secret });
    expect(listed.body.data.map((s: { id: string }) => s.id)).toContain(service.body.data.id);
    expect((await t.rest('GET', '/v1/calls/requests', { token: reader.secret })).status).toBe(200);
    const writer = await makeKey(owner, ['services:read', 'services:write']);
    const changed = await t.rest('PATCH', '/v1/services', {
      token: writer.secret,
      body: { id: service.body.data.id, title: 'Intro call (30 min)' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.title).toBe('Intro call (30 min)');
    const hosted = await t.rest('POST', '/v1/services', { token: writer.secret, body: { title: 'By a key', durationMinutes: 30 } });
    expect(hosted.status).toBe(403);
    expect(hosted.body.message).toMatch(/hosted by a person/);
    // Another workspace's key sees none of them.
    const theirs = await makeKey(other, ['services:read', 'services:write']);
    expect((await t.rest('GET', '/v1/services/all', { token: theirs.secret })).body.data).toEqual([]);
    expect((await t.rest('PATCH', '/v1/services', { token: theirs.secret, body: { id: service.body.data.id, title: 'x' } })).status).toBe(
      404,
    );
  });

  it('a key of workspace B sees nothing of A', async () => {
    const { secret } = await makeKey(other, ['portals:read', 'database:read', 'database:write']);
    expect((await t.rest('GET', `/v1/database/list?portalId=${portalId}`, { token: secret })).status).toBe(404);
    expect((await t.rest('POST', '/v1/database', { token: secret, body: { portalId, name: 'x', fields: [] } })).status).toBe(404);
    const list = await t.rest('GET', '/v1/portal/list', { token: secret });
    expect(list.body.data.items.map((p: { id: string }) => p.id)).toEqual([otherPortalId]);
  });

  it('a customer’s operations are not a key’s', async () => {
    const { secret } = await makeKey(owner, ['customers:read', 'tickets:read']);
    expect((await t.rest('GET', '/v1/customer/tickets/list', { token: secret })).status).toBe(401);
  });
});

describe('revoked and expired keys', () => {
  it('a revoked key stops at once, on both APIs', async () => {
    const { key, secret } = await makeKey(owner, ['portals:read']);
    expect((await t.rest('GET', '/v1/portal/list', { token: secret })).status).toBe(200);
    const revoked = await t.rest('DELETE', `/v1/workspace/api-keys?id=${key.id}`, { token: owner.token });
    expect(revoked.body.data.status).toBe('REVOKED');
    const refused = await t.rest('GET', '/v1/portal/list', { token: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/API key does not work: it was revoked or has expired/);
    expect((await t.gql(PORTALS, {}, secret)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('an expired key is refused and listed as EXPIRED', async () => {
    const { key, secret } = await makeKey(owner, ['portals:read'], { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await t.rest('GET', '/v1/portal/list', { token: secret })).status).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await t.rest('GET', '/v1/portal/list', { token: secret })).status).toBe(401);
    const list = await t.rest('GET', '/v1/workspace/api-keys', { token: owner.token });
    expect(list.body.data.find((k: { id: string }) => k.id === key.id).status).toBe('EXPIRED');
  });
});

describe('limits', () => {
  it('answers RateLimit headers and 429 with Retry-After past the requests of a minute', async () => {
    const { secret } = await makeKey(owner, ['portals:read'], { requestsPerMinute: 3 });
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.rest('GET', '/v1/portal/list', { token: secret });
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      seen.push(res.headers['ratelimit-remaining']);
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    expect(seen).toEqual(['2', '1', '0']);
    const refused = await t.rest('GET', '/v1/portal/list', { token: secret });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await t.gql(PORTALS, {}, secret);
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another key of the same workspace has its own count.
    const fresh = await makeKey(owner, ['portals:read']);
    expect((await t.rest('GET', '/v1/portal/list', { token: fresh.secret })).status).toBe(200);
  });

  it('charges each GraphQL query its cost and refuses one the minute cannot pay for', async () => {
    const { secret } = await makeKey(owner, ['portals:read'], { costPerMinute: 1000 });
    const first = await t.gql(PORTALS, {}, secret);
    const cost = first.body.extensions.cost.requested as number;
    expect(first.body.extensions.cost.remaining).toBe(1000 - cost);
    let spent = cost;
    while (spent + cost <= 1000) {
      const res = await t.gql(PORTALS, {}, secret);
      expect(res.body.errors).toBeUndefined();
      spent += cost;
      expect(res.body.extensions.cost.remaining).toBe(1000 - spent);
    }
    const refused = await t.gql(PORTALS, {}, secret);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.body.errors[0].message).toMatch(/cost/);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // REST is not charged cost, only counted.
    expect((await t.rest('GET', '/v1/portal/list', { token: secret })).status).toBe(200);
  });

  it('counts the limits in PostgreSQL, where every process reads them', async () => {
    const { key, secret } = await makeKey(owner, ['portals:read'], { requestsPerMinute: 3 });
    expect((await t.rest('GET', '/v1/portal/list', { token: secret })).status).toBe(200);
    await flushKeyUsage();
    const counted = async () =>
      rowsOf<{ count: number }>(
        await t.database.db.execute(sql`select count from rate_limits where key = ${'api-key:requests:' + key.id}`),
      );
    expect(Number((await counted())[0]!.count)).toBe(1);
    // Another server process counted two requests of the same key.
    await t.database.db.execute(sql`update rate_limits set count = count + 2 where key = ${'api-key:requests:' + key.id}`);
    const refused = await t.rest('GET', '/v1/portal/list', { token: secret });
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    await flushKeyUsage();
    expect(Number((await counted())[0]!.count)).toBe(4);
  });
});

describe('bad input writes nothing', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no name', { name: '', scopes: ['portals:read'] }, 'name'],
    ['a NUL byte', { name: 'a\u0000b', scopes: ['portals:read'] }, 'name'],
    ['a long name', { name: 'x'.repeat(81), scopes: ['portals:read'] }, 'name'],
    ['no scopes', { name: 'k', scopes: [] }, 'scopes'],
    ['an unknown scope', { name: 'k', scopes: ['admin:*'] }, 'scopes'],
    ['a scope twice', { name: 'k', scopes: ['portals:read', 'portals:read'] }, 'scopes'],
    ['an expiry in the past', { name: 'k', scopes: ['portals:read'], expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
    ['an expiry out of range', { name: 'k', scopes: ['portals:read'], expiresAt: '+275760-09-13T00:00:00Z' }, 'expiresAt'],
    ['a negative limit', { name: 'k', scopes: ['portals:read'], requestsPerMinute: -1 }, 'requestsPerMinute'],
    ['a huge limit', { name: 'k', scopes: ['portals:read'], costPerMinute: 1e308 }, 'costPerMinute'],
  ];
  for (const [label, body, field] of cases)
    it(`refuses ${label}`, async () => {
      const before = await counts();
      const res = await t.rest('POST', '/v1/workspace/api-keys', { token: owner.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.body.details)).toContain(field);
      expect(await counts()).toEqual(before);
    });

  it('refuses tens of thousands of unknown keys quickly', async () => {
    const body: Record<string, unknown> = { name: 'k', scopes: ['portals:read'] };
    for (let i = 0; i < 20_000; i++) body[`k${i}`] = i;
    const before = await counts();
    const started = performance.now();
    const res = await t.rest('POST', '/v1/workspace/api-keys', { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await counts()).toEqual(before);
  });

  it('a malformed id is NOT_FOUND-free BAD_USER_INPUT, another workspace’s key NOT_FOUND', async () => {
    expect((await t.rest('DELETE', '/v1/workspace/api-keys?id=nope', { token: owner.token })).status).toBe(400);
    const theirs = await makeKey(other, ['portals:read']);
    expect((await t.rest('DELETE', `/v1/workspace/api-keys?id=${theirs.key.id}`, { token: owner.token })).status).toBe(404);
    expect((await t.rest('GET', '/v1/portal/list', { token: theirs.secret })).status).toBe(200);
  });

  it('holds the cap of 50 active keys against parallel requests', async () => {
    const builder = await t.signUp({ firstName: 'Cap' });
    for (let i = 0; i < 48; i++) await makeKey(builder, ['portals:read']);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.rest('POST', '/v1/workspace/api-keys', { token: builder.token, body: { name: 'race', scopes: ['portals:read'] } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const list = await t.rest('GET', '/v1/workspace/api-keys', { token: builder.token });
    expect(list.body.data).toHaveLength(50);
  });
});

async function count(table: 'portals') {
  const rows = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
  return Number(rows[0]!.n);
}

async function counts() {
  const [k] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(apiKeys);
  const [u] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [m] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(memberships);
  return { keys: Number(k!.n), users: Number(u!.n), memberships: Number(m!.n) };
}
