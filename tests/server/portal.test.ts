import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, portals, users } from '../../db/schema/index.js';
import { HOSTILE_SVG, jpeg, largePng, png, webp } from '../helpers/images.js';
import { ownerFolder } from '../../server/core/storage.js';
import { pageOf } from '../helpers/parity.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
/** The builder most tests act as; tests that need an empty list or a second tenant sign up their own. */
let owner: Account;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive' });
});
afterAll(() => t.close());

const PORTAL =
  'id workspaceId name slug subDomain subDomainUrl logoUrl theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail } createdAt updatedAt';
const CREATE = `mutation($input: CreatePortalInput!) { createPortal(input: $input) { ${PORTAL} } }`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DEFAULT_THEME = { primaryColor: '#4f46e5', accentColor: '#f59e0b', mode: 'LIGHT', font: 'SYSTEM', radius: 'MD' };
const SLUG_SHAPE = 'A slug uses a–z, 0–9 and single hyphens between them, like acme-clients.';
const SUB_DOMAIN_SHAPE = 'A sub-domain uses a–z, 0–9 and hyphens, and starts and ends with a letter or digit.';

let seq = 0;
/** A name, slug or sub-domain that no other test uses. */
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}${seq++}`;

type Portal = Record<string, any> & { id: string; slug: string; subDomain: string; name: string };

async function create(body: Record<string, unknown>, token = owner.token): Promise<Portal> {
  const res = await t.rest('POST', '/v1/portal', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const getPortal = async (id: string, token = owner.token) => (await t.rest('GET', `/v1/portal?id=${id}`, { token })).body.data as Portal;
const allPortals = () => t.database.db.select().from(portals).orderBy(asc(portals.id));
const portalRow = async (id: string) => (await t.database.db.select().from(portals).where(eq(portals.id, id)))[0];

function expectBadInput(res: Call, details: Record<string, string>) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toEqual({ success: false, code: 'BAD_USER_INPUT', message: expect.any(String), details });
}

function expectGqlError(res: Call, code: string, details?: Record<string, string>) {
  expect(res.body.data ?? null, JSON.stringify(res.body)).toBeNull();
  expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(res.body)).toBe(code);
  if (details) expect(res.body.errors[0].extensions.details).toEqual(details);
}

/** A file under /files/ as a browser gets it: status, headers and the exact bytes. */
async function fetchFile(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const uploadLogo = (portalId: string, data: Buffer, filename = 'logo.png', contentType = 'image/png', token = owner.token) =>
  t.upload('POST', '/v1/portal/logo', { token, fields: { portalId }, file: { data, filename, contentType } });

describe('create', () => {
  it('derives the slug from the name and the sub-domain from the slug; the same name again gets -2 (REST and GraphQL)', async () => {
    const res = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Acme Clients — EU!' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(UUID),
        workspaceId: owner.user.currentWorkspaceId,
        name: 'Acme Clients — EU!',
        slug: 'acme-clients-eu',
        subDomain: 'acme-clients-eu',
        // No APP_DOMAIN here: customers use /p/{slug} (portal-site.test.ts covers the sub-domain address).
        subDomainUrl: null,
        logoUrl: null,
        theme: DEFAULT_THEME,
        basicInfo: { title: 'Acme Clients — EU!', description: '', supportEmail: null },
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });

    const second = await t.gql(CREATE, { input: { name: 'Acme Clients — EU!' } }, owner.token);
    expect(second.body.errors).toBeUndefined();
    const made = second.body.data.createPortal;
    expect(made).toMatchObject({
      name: 'Acme Clients — EU!',
      slug: 'acme-clients-eu-2',
      subDomain: 'acme-clients-eu-2',
      workspaceId: owner.user.currentWorkspaceId,
    });
    // Both APIs give the same object for the same portal.
    expect((await t.rest('GET', '/v1/portal?slug=acme-clients-eu-2', { token: owner.token })).body.data).toEqual(made);

    expect((await create({ name: 'acme clients eu' })).slug).toBe('acme-clients-eu-3');
  });

  it('derives readable slugs from accented names and never a reserved one', async () => {
    expect(await create({ name: 'Café Zürich' })).toMatchObject({ slug: 'cafe-zurich', subDomain: 'cafe-zurich' });
    expect(await create({ name: 'Settings' })).toMatchObject({ slug: 'settings-portal', subDomain: 'settings-portal' });
  });

  it('takes an explicit slug and sub-domain, trimmed and lowercased; the sub-domain defaults to the slug', async () => {
    expect(await create({ name: 'Beta', slug: '  Beta-Clients ', subDomain: 'BETA-Portal' })).toMatchObject({
      name: 'Beta',
      slug: 'beta-clients',
      subDomain: 'beta-portal',
    });
    const res = await t.gql(CREATE, { input: { name: 'Gamma', slug: 'Gamma-Clients' } }, owner.token);
    expect(res.body.data.createPortal).toMatchObject({ slug: 'gamma-clients', subDomain: 'gamma-clients' });
    // The bounds themselves are fine.
    const longest = await create({ name: 'Long', slug: `l${'o'.repeat(46)}g`, subDomain: `s${'u'.repeat(61)}b` });
    expect([longest.slug.length, longest.subDomain.length]).toEqual([48, 63]);
    expect((await create({ name: 'Short', slug: 'abc', subDomain: 'xyz' })).slug).toBe('abc');
  });

  const badCreates: Array<[string, Record<string, unknown>, string, string, boolean?]> = [
    ['the reserved slug auth', { slug: 'auth' }, 'slug', 'That slug is reserved by Portico — choose another.'],
    ['the reserved slug settings', { slug: 'settings' }, 'slug', 'That slug is reserved by Portico — choose another.'],
    ['the reserved slug GRAPHQL in capitals', { slug: 'GRAPHQL' }, 'slug', 'That slug is reserved by Portico — choose another.'],
    ['the reserved sub-domain www', { subDomain: 'www' }, 'subDomain', 'That sub-domain is reserved — choose another.'],
    ['the reserved sub-domain api', { subDomain: 'api' }, 'subDomain', 'That sub-domain is reserved — choose another.'],
    ['the reserved sub-domain Admin', { subDomain: 'Admin' }, 'subDomain', 'That sub-domain is reserved — choose another.'],
    ['a one-letter slug', { slug: 'a' }, 'slug', 'A slug has at least 3 characters.'],
    ['a slug starting with a hyphen', { slug: '-abc' }, 'slug', SLUG_SHAPE],
    ['a slug ending with a hyphen', { slug: 'abc-' }, 'slug', SLUG_SHAPE],
    ['a slug with an underscore', { slug: 'a_b' }, 'slug', SLUG_SHAPE],
    ['a slug with a double hyphen', { slug: 'ab--cd' }, 'slug', SLUG_SHAPE],
    ['a slug of 49 characters', { slug: 's'.repeat(49) }, 'slug', 'A slug has at most 48 characters.'],
    ['a two-letter sub-domain', { subDomain: 'ab' }, 'subDomain', 'A sub-domain has at least 3 characters.'],
    ['a sub-domain starting with a hyphen', { subDomain: '-abc' }, 'subDomain', SUB_DOMAIN_SHAPE],
    ['a sub-domain with an underscore', { subDomain: 'a_b' }, 'subDomain', SUB_DOMAIN_SHAPE],
    ['a sub-domain with dots', { subDomain: 'a.b.c' }, 'subDomain', SUB_DOMAIN_SHAPE],
    ['a sub-domain of 64 characters', { subDomain: 'd'.repeat(64) }, 'subDomain', 'A sub-domain has at most 63 characters.'],
    ['a blank name', { name: '   ' }, 'name', 'Please enter a name for the portal.'],
    ['a name of 81 characters', { name: 'n'.repeat(81) }, 'name', 'A portal name has at most 80 characters.'],
    // GraphQL's own types refuse these before the service sees them.
    ['no name', { name: undefined }, 'name', 'Please enter a name.', false],
    ['a number for the slug', { slug: 42 }, 'slug', 'A slug must be text.', false],
    ['an unknown field', { colour: 'red' }, 'colour', 'colour is not a field of this request — remove it.', false],
  ];

  it.each(badCreates)('refuses %s with 400 and details, and writes nothing', async (_label, change, field, message, overGraphql = true) => {
    const before = await allPortals();
    const input = { name: 'Refused', ...change };
    const res = await t.rest('POST', '/v1/portal', { token: owner.token, body: input });
    expectBadInput(res, { [field]: message });
    expect(res.body.message).toBe(message);
    if (overGraphql) expectGqlError(await t.gql(CREATE, { input }, owner.token), 'BAD_USER_INPUT', { [field]: message });
    expect(await allPortals()).toEqual(before);
  });

  it('answers 409 CONFLICT for a slug or sub-domain taken in any case (even in another workspace), with a suggestion, and writes nothing', async () => {
    await create({ name: 'Delta', slug: 'delta-co', subDomain: 'delta-co' });
    const stranger = await t.signUp();
    const before = await allPortals();
    for (const [token, input, field, label] of [
      [owner.token, { name: 'Delta again', slug: 'DELTA-CO' }, 'slug', 'slug'],
      [stranger.token, { name: 'Delta elsewhere', slug: 'Delta-Co' }, 'slug', 'slug'],
      [owner.token, { name: 'Delta sub', slug: fresh('delta-sub'), subDomain: 'dElTa-cO' }, 'subDomain', 'sub-domain'],
    ] as const) {
      const res = await t.rest('POST', '/v1/portal', { token, body: input });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        code: 'CONFLICT',
        message: `That ${label} is taken — try delta-co-2.`,
        details: { [field]: `That ${label} is taken.` },
      });
      const gql = await t.gql(CREATE, { input }, token);
      expect(gql.body.errors[0].message).toBe(res.body.message);
      expectGqlError(gql, 'CONFLICT', res.body.details);
    }
    expect(await allPortals()).toEqual(before);

    await create({ name: 'Delta two', slug: 'delta-co-2' });
    const next = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Delta three', slug: 'delta-co' } });
    expect(next.body.message).toBe('That slug is taken — try delta-co-3.');
  });

  it('suggests a valid slug even when the taken one is long enough to be cut', async () => {
    const long = `${'a'.repeat(43)}-bcde`; // 48 characters, cut after the hyphen to make room for "-2"
    await create({ name: 'Long one', slug: long });
    const res = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Long two', slug: long } });
    expect(res.status).toBe(409);
    const suggestion = /try (\S+)\.$/.exec(res.body.message)![1]!;
    expect(suggestion).toBe(`${'a'.repeat(43)}-2`);
    // Following the advice works.
    expect((await create({ name: 'Long two', slug: suggestion })).slug).toBe(suggestion);
  });

  it('keeps slugs unique under a race: of 5 concurrent creates with one slug, exactly one wins', async () => {
    const slug = fresh('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Race ${i}`, slug } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const lost of results.filter((r) => r.status === 409)) {
      expect(lost.body).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: expect.stringMatching(/^That (slug|sub-domain) is taken — try \S+-2\.$/),
      });
    }
    const rows = await t.database.db
      .select()
      .from(portals)
      .where(sql`lower(${portals.slug}) = ${slug}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(results.find((r) => r.status === 201)!.body.data.id);
  });
});

describe('list', () => {
  const LIST =
    'query($first: Int, $after: String) { portals(first: $first, after: $after) { edges { cursor node { ' +
    PORTAL +
    ' } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }';

  it('lists the current workspace only, newest first, a page at a time (REST and GraphQL)', async () => {
    const builder = await t.signUp();
    const stranger = await t.signUp();
    const made: Portal[] = [];
    for (const name of ['List A', 'List B', 'List C']) {
      made.push(await create({ name }, builder.token));
    }
    const theirs = await create({ name: 'Not yours' }, stranger.token);
    const [a, b, c] = made;

    const all = await t.rest('GET', '/v1/portal/list', { token: builder.token });
    expect(all.body).toEqual({ success: true, data: { items: [c, b, a], nextCursor: null } });
    expect(JSON.stringify(all.body)).not.toContain(theirs.id);

    const first = await t.rest('GET', '/v1/portal/list?limit=2', { token: builder.token });
    expect(first.body.data.items).toEqual([c, b]);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const second = await t.rest('GET', `/v1/portal/list?limit=2&cursor=${encodeURIComponent(first.body.data.nextCursor)}`, {
      token: builder.token,
    });
    expect(second.body.data).toEqual({ items: [a], nextCursor: null });

    // GraphQL pages the same list as a Relay connection; the page's last edge carries the cursor.
    const gqlFirst = await t.gql(LIST, { first: 2 }, builder.token);
    expect(gqlFirst.body.data.portals).toEqual({
      edges: [
        { cursor: null, node: c },
        { cursor: first.body.data.nextCursor, node: b },
      ],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: first.body.data.nextCursor },
    });
    const gqlSecond = await t.gql(LIST, { first: 2, after: gqlFirst.body.data.portals.pageInfo.endCursor }, builder.token);
    expect(gqlSecond.body.data.portals).toEqual({
      edges: [{ cursor: null, node: a }],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
    });
    // What Relay clients send for the first page: after null means "from the start".
    expect(pageOf((await t.gql(LIST, { first: null, after: null }, builder.token)).body.data.portals)).toEqual(all.body.data);

    expect((await t.rest('GET', '/v1/portal/list', { token: stranger.token })).body.data.items).toEqual([theirs]);
  });

  it('follows the current workspace when the builder switches', async () => {
    const member = await t.signUp();
    const teamOwner = await t.signUp();
    const shared = await create({ name: 'Team portal' }, teamOwner.token);
    await t.database.db
      .insert(memberships)
      .values({ workspaceId: teamOwner.user.currentWorkspaceId, userId: member.user.id, role: 'MEMBER' });
    expect((await t.rest('GET', '/v1/portal/list', { token: member.token })).body.data.items).toEqual([]);
    await t.rest('POST', '/v1/workspace/change', { token: member.token, body: { workspaceId: teamOwner.user.currentWorkspaceId } });
    expect((await t.rest('GET', '/v1/portal/list', { token: member.token })).body.data.items).toEqual([shared]);
  });

  it.each([
    ['limit=0', { limit: 'The limit is at least 1.' }, { first: 0 }],
    ['limit=201', { limit: 'The limit is at most 200.' }, { first: 201 }],
    ['limit=1.5', { limit: 'The limit is a whole number.' }, undefined],
    ['limit=ten', { limit: 'The limit is a number.' }, undefined],
    ['cursor=not-a-cursor', { cursor: 'That cursor is not valid — start again from the first page.' }, { after: 'not-a-cursor' }],
    [
      `cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', "1' or '1'='1"])).toString('base64url')}`,
      { cursor: 'That cursor is not valid — start again from the first page.' },
      undefined,
    ],
  ])('answers ?%s with 400 and details', async (queryString, details, variables) => {
    expectBadInput(await t.rest('GET', `/v1/portal/list?${queryString}`, { token: owner.token }), details);
    // GraphQL names the argument the caller sent: first and after.
    const renamed = Object.fromEntries(Object.entries(details).map(([k, v]) => [k === 'limit' ? 'first' : 'after', v]));
    if (variables) expectGqlError(await t.gql(LIST, variables, owner.token), 'BAD_USER_INPUT', renamed);
  });

  it('names first and after in GraphQL, where REST says limit and cursor', async () => {
    const res = await t.gql(LIST, { first: 0, after: 'x'.repeat(501) }, owner.token);
    expectGqlError(res, 'BAD_USER_INPUT', { first: 'The limit is at least 1.', after: 'That cursor is not valid.' });
    expect(res.body.errors[0].message).toBe('Please fix 2 fields: first, after.');
  });

  // PostgreSQL orders by the microsecond, JavaScript dates stop at the millisecond: a cursor holding
  // milliseconds skipped the portals created in the same millisecond as a page's last one, after it.
  it('does not skip or repeat portals created within the same millisecond across pages', async () => {
    const builder = await t.signUp();
    const names = ['Same ms 1', 'Same ms 2', 'Same ms 3'];
    for (const name of names) await create({ name }, builder.token);
    // What concurrent creates produce: one millisecond, distinct microseconds.
    for (const [i, name] of names.entries()) {
      await t.database.db
        .update(portals)
        .set({ createdAt: sql`'2030-01-01T00:00:00.123Z'::timestamptz + ${i * 100} * interval '1 microsecond'` })
        .where(eq(portals.name, name));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Call = await t.rest('GET', `/v1/portal/list?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { token: builder.token });
      seen.push(...page.body.data.items.map((p: Portal) => p.name));
      cursor = page.body.data.nextCursor;
    } while (cursor && seen.length < 5);
    expect(seen).toEqual([...names].reverse());
  });
});

describe('get and update', () => {
  const BY = 'query($slug: String, $id: ID) { portal(slug: $slug, id: $id) { ' + PORTAL + ' } }';
  const UPDATE = `mutation($input: UpdatePortalInput!) { updatePortal(input: $input) { ${PORTAL} } }`;

  it('finds a portal by slug in any case and by id, the same over REST and GraphQL', async () => {
    const p = await create({ name: fresh('Find me') });
    for (const query of [`slug=${p.slug}`, `slug=${p.slug.toUpperCase()}`, `id=${p.id}`]) {
      expect((await t.rest('GET', `/v1/portal?${query}`, { token: owner.token })).body).toEqual({ success: true, data: p });
    }
    expect((await t.gql(BY, { slug: p.slug.toUpperCase() }, owner.token)).body).toEqual({ data: { portal: p } });
    expect((await t.gql(BY, { id: p.id }, owner.token)).body).toEqual({ data: { portal: p } });
  });

  it('answers 404 for an unknown slug or id, and 400 for a malformed id or no key at all', async () => {
    for (const query of ['slug=no-such-portal', `id=${randomUUID()}`]) {
      const res = await t.rest('GET', `/v1/portal?${query}`, { token: owner.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'That portal does not exist or you do not have access to it.',
      });
    }
    expectGqlError(await t.gql(BY, { id: randomUUID() }, owner.token), 'NOT_FOUND');
    for (const query of ['id=not-a-uuid', '']) {
      const res = await t.rest('GET', `/v1/portal?${query}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
    }
    expectGqlError(await t.gql(BY, {}, owner.token), 'BAD_USER_INPUT');
  });

  it('renames a portal and changes its slug; the old slug stops working (REST, then GraphQL)', async () => {
    const p = await create({ name: fresh('Rename me') });
    const newSlug = fresh('renamed');
    const res = await t.rest('PATCH', '/v1/portal', {
      token: owner.token,
      body: { id: p.id, name: '  Renamed  ', slug: newSlug.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...p, name: 'Renamed', slug: newSlug, updatedAt: expect.stringMatching(ISO) });
    expect(res.body.data.subDomain).toBe(p.subDomain);
    expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.updatedAt).getTime());
    expect((await t.rest('GET', `/v1/portal?slug=${p.slug}`, { token: owner.token })).status).toBe(404);
    expect(await getPortal(p.id)).toEqual(res.body.data);

    const gql = await t.gql(UPDATE, { input: { id: p.id, name: 'Renamed again' } }, owner.token);
    expect(gql.body.data.updatePortal).toEqual({ ...res.body.data, name: 'Renamed again', updatedAt: expect.stringMatching(ISO) });
    // An empty patch changes nothing.
    expect((await t.rest('PATCH', '/v1/portal', { token: owner.token, body: { id: p.id } })).body.data).toEqual(await getPortal(p.id));
  });

  it('refuses a taken slug with 409 and a suggestion, and a reserved or malformed one with 400, changing nothing', async () => {
    const taken = await create({ name: fresh('Taken') });
    const p = await create({ name: fresh('Mine') });
    const before = await portalRow(p.id);
    const conflict = await t.rest('PATCH', '/v1/portal', { token: owner.token, body: { id: p.id, slug: taken.slug.toUpperCase() } });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: `That slug is taken — try ${taken.slug}-2.`,
      details: { slug: 'That slug is taken.' },
    });
    expectGqlError(await t.gql(UPDATE, { input: { id: p.id, slug: taken.slug } }, owner.token), 'CONFLICT', {
      slug: 'That slug is taken.',
    });
    for (const [body, details] of [
      [{ slug: 'portals' }, { slug: 'That slug is reserved by Portico — choose another.' }],
      [{ slug: 'x_y_z' }, { slug: SLUG_SHAPE }],
      [{ name: '' }, { name: 'Please enter a name for the portal.' }],
    ] as const) {
      expectBadInput(await t.rest('PATCH', '/v1/portal', { token: owner.token, body: { id: p.id, ...body } }), details);
      expectGqlError(await t.gql(UPDATE, { input: { id: p.id, ...body } }, owner.token), 'BAD_USER_INPUT', details);
    }
    expect(await portalRow(p.id)).toEqual(before);
  });
});

describe.each([
  {
    field: 'subDomain',
    url: '/v1/portal/isSubDomainAvailable',
    query: 'isSubDomainAvailable',
    label: 'sub-domain',
    reserved: 'www',
    reservedReason: 'That sub-domain is reserved — choose another.',
    shape: SUB_DOMAIN_SHAPE,
  },
  {
    field: 'slug',
    url: '/v1/portal/isSlugAvailable',
    query: 'isSlugAvailable',
    label: 'slug',
    reserved: 'auth',
    reservedReason: 'That slug is reserved by Portico — choose another.',
    shape: SLUG_SHAPE,
  },
] as const)('$query', ({ field, url, query, label, reserved, reservedReason, shape }) => {
  const CHECK = `query($value: String!, $portalId: ID) { ${query}(${field}: $value, portalId: $portalId) { available reason } }`;
  const rest = (params: Record<string, string>, token = owner.token) => t.rest('GET', `${url}?${new URLSearchParams(params)}`, { token });

  it('answers free, taken in any case (with a suggestion), reserved and malformed alike over REST and GraphQL', async () => {
    const p = await create({ name: fresh(`Check ${label}`) });
    const value: string = p[field];
    for (const [asked, expected] of [
      [fresh('free'), { available: true, reason: null }],
      [value.toUpperCase(), { available: false, reason: `That ${label} is taken — try ${value}-2.` }],
      [reserved, { available: false, reason: reservedReason }],
      ['a_b', { available: false, reason: shape }],
      ['-ab', { available: false, reason: shape }],
      ['ab', { available: false, reason: `A ${label} has at least 3 characters.` }],
    ] as const) {
      const res = await rest({ [field]: asked });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: expected });
      expect((await t.gql(CHECK, { value: asked }, owner.token)).body).toEqual({ data: { [query]: expected } });
    }
  });

  it("says the portal's own current value is available, with a note, and another's is not", async () => {
    const p = await create({ name: fresh(`Own ${label}`) });
    const other = await create({ name: fresh(`Other ${label}`) });
    const note = { available: true, reason: `This is the portal's current ${label}.` };
    expect((await rest({ [field]: p[field].toUpperCase(), portalId: p.id })).body.data).toEqual(note);
    expect((await t.gql(CHECK, { value: p[field], portalId: p.id }, owner.token)).body.data[query]).toEqual(note);
    expect((await rest({ [field]: other[field], portalId: p.id })).body.data.available).toBe(false);
  });

  it("answers 404 for another builder's portal id, instead of calling its value yours", async () => {
    const stranger = await t.signUp();
    const theirs = await create({ name: fresh(`Theirs ${label}`) }, stranger.token);
    const res = await rest({ [field]: theirs[field], portalId: theirs.id });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(theirs.id);
    expectGqlError(await t.gql(CHECK, { value: theirs[field], portalId: theirs.id }, owner.token), 'NOT_FOUND');
  });

  it('answers 400 when the value is missing or empty', async () => {
    const message = `Please enter a ${label}.`;
    for (const params of [{}, { [field]: '' }]) {
      const res = await rest(params);
      expectBadInput(res, { [field]: message });
      expect(res.body.message).toBe(message);
    }
    expectGqlError(await t.gql(CHECK, { value: '' }, owner.token), 'BAD_USER_INPUT', { [field]: message });
    expectGqlError(await t.gql(CHECK, {}, owner.token), 'BAD_USER_INPUT');
  });
});

describe('update sub-domain', () => {
  const UPDATE = `mutation($portalId: ID!, $subDomain: String!) { updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) { ${PORTAL} } }`;

  it('changes the sub-domain, lowercased; the same value again is fine (REST and GraphQL)', async () => {
    const p = await create({ name: fresh('Move') });
    const next = fresh('moved');
    const res = await t.rest('POST', '/v1/portal/update-subDomain', {
      token: owner.token,
      body: { portalId: p.id, subDomain: next.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...p, subDomain: next, updatedAt: expect.stringMatching(ISO) });
    expect(
      (await t.rest('POST', '/v1/portal/update-subDomain', { token: owner.token, body: { portalId: p.id, subDomain: next } })).status,
    ).toBe(200);
    const gql = await t.gql(UPDATE, { portalId: p.id, subDomain: `${next}-x` }, owner.token);
    expect(gql.body.data.updatePortalSubDomain).toMatchObject({ id: p.id, slug: p.slug, subDomain: `${next}-x` });
    expect((await getPortal(p.id)).subDomain).toBe(`${next}-x`);
  });

  it('refuses a taken sub-domain with 409 and a suggestion, and a reserved or malformed one with 400, changing nothing', async () => {
    const taken = await create({ name: fresh('Holder') });
    const p = await create({ name: fresh('Mover') });
    const before = await portalRow(p.id);
    const conflict = await t.rest('POST', '/v1/portal/update-subDomain', {
      token: owner.token,
      body: { portalId: p.id, subDomain: taken.subDomain.toUpperCase() },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: `That sub-domain is taken — try ${taken.subDomain}-2.`,
      details: { subDomain: 'That sub-domain is taken.' },
    });
    expectGqlError(await t.gql(UPDATE, { portalId: p.id, subDomain: taken.subDomain }, owner.token), 'CONFLICT', {
      subDomain: 'That sub-domain is taken.',
    });
    for (const [subDomain, message] of [
      ['mail', 'That sub-domain is reserved — choose another.'],
      ['no_underscores', SUB_DOMAIN_SHAPE],
      ['x'.repeat(64), 'A sub-domain has at most 63 characters.'],
      ['', 'A sub-domain has at least 3 characters.'],
    ] as const) {
      expectBadInput(await t.rest('POST', '/v1/portal/update-subDomain', { token: owner.token, body: { portalId: p.id, subDomain } }), {
        subDomain: message,
      });
      expectGqlError(await t.gql(UPDATE, { portalId: p.id, subDomain }, owner.token), 'BAD_USER_INPUT', { subDomain: message });
    }
    expect(await portalRow(p.id)).toEqual(before);
  });
});

describe('theme', () => {
  const THEME = { primaryColor: '#0EA5E9', accentColor: '#f43f5e', mode: 'DARK', font: 'ROUNDED', radius: 'LG' };
  const UPDATE = `mutation($portalId: ID!, $theme: PortalThemeInput!) { updatePortalTheme(input: { portalId: $portalId, theme: $theme }) { ${PORTAL} } }`;

  it('stores a theme, colours lowercased (REST and GraphQL)', async () => {
    const p = await create({ name: fresh('Themed') });
    const res = await t.rest('PUT', '/v1/portal/theme', { token: owner.token, body: { portalId: p.id, theme: THEME } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...p, theme: { ...THEME, primaryColor: '#0ea5e9' }, updatedAt: expect.stringMatching(ISO) });
    expect((await getPortal(p.id)).theme).toEqual({ ...THEME, primaryColor: '#0ea5e9' });

    const next = { ...THEME, mode: 'LIGHT', font: 'MONO', radius: 'FULL' };
    const gql = await t.gql(UPDATE, { portalId: p.id, theme: next }, owner.token);
    expect(gql.body.data.updatePortalTheme.theme).toEqual({ ...next, primaryColor: '#0ea5e9' });
  });

  it.each([
    ['a colour name', { primaryColor: 'red' }, 'theme.primaryColor', 'Use a colour like #4f46e5.', true],
    ['a five-digit colour', { accentColor: '#12345' }, 'theme.accentColor', 'Use a colour like #f59e0b.', true],
    ['a colour without #', { primaryColor: '4f46e5' }, 'theme.primaryColor', 'Use a colour like #4f46e5.', true],
    ['a mode that does not exist', { mode: 'SEPIA' }, 'theme.mode', 'The mode is LIGHT or DARK.', false],
    ['a font that does not exist', { font: 'COMIC' }, 'theme.font', 'The font is SYSTEM, SERIF, ROUNDED or MONO.', false],
    ['a radius that does not exist', { radius: 'XL' }, 'theme.radius', 'The radius is NONE, SM, MD, LG or FULL.', false],
    ['no primary colour', { primaryColor: undefined }, 'theme.primaryColor', 'Please enter the primary colour.', false],
  ])('refuses %s with 400 and details, changing nothing', async (_label, change, field, message, sameOverGraphql) => {
    const p = await create({ name: fresh('Bad theme') });
    const before = await portalRow(p.id);
    const theme = { ...THEME, ...change };
    expectBadInput(await t.rest('PUT', '/v1/portal/theme', { token: owner.token, body: { portalId: p.id, theme } }), { [field]: message });
    // An enum GraphQL does not know is refused by GraphQL itself, with the same code.
    const gql = await t.gql(UPDATE, { portalId: p.id, theme }, owner.token);
    expectGqlError(gql, 'BAD_USER_INPUT', sameOverGraphql ? { [field]: message } : undefined);
    expect(await portalRow(p.id)).toEqual(before);
  });
});

describe('basic info', () => {
  const UPDATE = `mutation($portalId: ID!, $basicInfo: PortalBasicInfoInput!) { updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) { ${PORTAL} } }`;
  const put = (portalId: string, basicInfo: Record<string, unknown>) =>
    t.rest('PUT', '/v1/portal/basic-info', { token: owner.token, body: { portalId, basicInfo } });

  it('stores title and description; the support email is optional, empty means none, and is lowercased (REST and GraphQL)', async () => {
    const p = await create({ name: fresh('Info') });
    const info = { title: '  Client hub  ', description: 'Everything for our clients.' };
    const res = await put(p.id, { ...info, supportEmail: 'Help@Acme.COM' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...p,
      basicInfo: { title: 'Client hub', description: info.description, supportEmail: 'help@acme.com' },
      updatedAt: expect.stringMatching(ISO),
    });
    expect((await getPortal(p.id)).basicInfo.supportEmail).toBe('help@acme.com');

    for (const supportEmail of [undefined, '', null]) {
      await put(p.id, { ...info, supportEmail: 'before@acme.com' });
      const cleared = await put(p.id, { ...info, supportEmail });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(cleared.body.data.basicInfo).toEqual({ title: 'Client hub', description: info.description, supportEmail: null });
    }
    expect((await put(p.id, { title: 't'.repeat(80), description: 'd'.repeat(500) })).status).toBe(200);

    const gql = await t.gql(UPDATE, { portalId: p.id, basicInfo: { title: 'GraphQL hub', description: '' } }, owner.token);
    expect(gql.body.data.updatePortalBasicInfo.basicInfo).toEqual({ title: 'GraphQL hub', description: '', supportEmail: null });
    const withEmail = await t.gql(
      UPDATE,
      { portalId: p.id, basicInfo: { title: 'GraphQL hub', description: '', supportEmail: 'Desk@Acme.com' } },
      owner.token,
    );
    expect(withEmail.body.data.updatePortalBasicInfo.basicInfo.supportEmail).toBe('desk@acme.com');
  });

  it.each([
    [
      'an invalid support email',
      { supportEmail: 'help-at-acme' },
      'basicInfo.supportEmail',
      'Enter a valid support email, like help@acme.com.',
    ],
    ['a title of 81 characters', { title: 't'.repeat(81) }, 'basicInfo.title', 'A title has at most 80 characters.'],
    [
      'a description of 501 characters',
      { description: 'd'.repeat(501) },
      'basicInfo.description',
      'A description has at most 500 characters.',
    ],
  ])('refuses %s with 400 and details, changing nothing', async (_label, change, field, message) => {
    const p = await create({ name: fresh('Bad info') });
    const before = await portalRow(p.id);
    const basicInfo = { title: 'Hub', description: 'About', ...change };
    expectBadInput(await put(p.id, basicInfo), { [field]: message });
    expectGqlError(await t.gql(UPDATE, { portalId: p.id, basicInfo }, owner.token), 'BAD_USER_INPUT', { [field]: message });
    expect(await portalRow(p.id)).toEqual(before);
  });
});

describe('logo', () => {
  // One folder per portal, named so that the public URL does not give the portal's id away.
  const logoPath = (_portalId: string, extension: string) => new RegExp(`^/files/portal-[0-9a-f]{32}/[0-9a-f]{64}\\.${extension}$`);

  it.each([
    ['PNG', png(), 'logo.png', 'image/png', 'png', 'image/png'],
    ['JPEG', jpeg(), 'logo.jpg', 'image/jpeg', 'jpg', 'image/jpeg'],
    ['WebP', webp(), 'logo.webp', 'image/webp', 'webp', 'image/webp'],
    // Judged by the bytes, whatever the name or the declared type says.
    ['PNG named .svg and sent as SVG', png([1, 2, 3]), 'logo.svg', 'image/svg+xml', 'png', 'image/png'],
    ['JPEG sent as text/html', jpeg('html'), 'index.html', 'text/html', 'jpg', 'image/jpeg'],
  ])(
    'accepts a %s, and serves the same bytes with the type they really are',
    async (_label, bytes, filename, declared, extension, served) => {
      const p = await create({ name: fresh('Logo') });
      const res = await uploadLogo(p.id, bytes, filename, declared);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ success: true, data: { logoUrl: expect.stringMatching(logoPath(p.id, extension)) } });
      expect(res.body.data.logoUrl).not.toContain(p.id);
      const file = await fetchFile(res.body.data.logoUrl);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe(served);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.bytes.equals(bytes)).toBe(true);
      expect((await getPortal(p.id)).logoUrl).toBe(res.body.data.logoUrl);
    },
  );

  it('stores an SVG sanitised (no script, handler or outside reference) and serves it as image/svg+xml, nosniff, sandboxed', async () => {
    const p = await create({ name: fresh('Svg') });
    const res = await uploadLogo(p.id, Buffer.from(HOSTILE_SVG), 'logo.svg', 'image/svg+xml');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.logoUrl).toMatch(logoPath(p.id, 'svg'));
    const file = await fetchFile(res.body.data.logoUrl);
    expect(file.status).toBe(200);
    const svg = file.bytes.toString('utf8');
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('<circle'); // the drawing is still there
    expect(svg).toContain('url(#brand)'); // and so are references inside the file
    expect(svg.toLowerCase()).not.toMatch(/<script|onload|onclick|javascript:|evil\.example/);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(String(file.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('refuses a text file (400) and an image over 2 MB (413 PAYLOAD_TOO_LARGE), keeping the current logo', async () => {
    const p = await create({ name: fresh('Keep logo') });
    const current = (await uploadLogo(p.id, png([9, 9, 9]))).body.data.logoUrl;
    const before = await portalRow(p.id);

    const text = await uploadLogo(p.id, Buffer.from('just some words, not a picture\n'), 'logo.png', 'image/png');
    expectBadInput(text, { file: 'Use a PNG, JPEG, WebP or SVG image.' });
    expect(text.body.message).toBe('That file is not a PNG, JPEG, WebP or SVG image.');

    const big = await uploadLogo(p.id, largePng(2 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 2 MB. Choose a smaller one.',
      details: { file: 'At most 2 MB.' },
    });

    const none = await t.upload('POST', '/v1/portal/logo', { token: owner.token, fields: { portalId: p.id } });
    expectBadInput(none, { file: 'Choose an image to upload.' });
    const notMultipart = await t.rest('POST', '/v1/portal/logo', { token: owner.token, body: { portalId: p.id } });
    expectBadInput(notMultipart, { file: 'Send the image as multipart/form-data in a field named file.' });

    expect(await portalRow(p.id)).toEqual(before);
    expect((await fetchFile(current)).status).toBe(200);
    // Exactly 2 MB is allowed.
    expect((await uploadLogo(p.id, largePng(2 * 1024 * 1024))).status).toBe(200);
  });

  it('replacing a logo removes the old file; removing it clears logoUrl and the file (REST, then GraphQL)', async () => {
    const p = await create({ name: fresh('Replace') });
    const first = (await uploadLogo(p.id, png([10, 20, 30]))).body.data.logoUrl;
    const second = (await uploadLogo(p.id, jpeg('second'), 'logo.jpg', 'image/jpeg')).body.data.logoUrl;
    expect(second).not.toBe(first);
    expect((await fetchFile(first)).status).toBe(404);
    expect((await fetchFile(second)).status).toBe(200);

    const removed = await t.rest('DELETE', `/v1/portal/logo?portalId=${p.id}`, { token: owner.token });
    // The Portal, as GraphQL's removePortalLogo answers (PRODUCT §8), not just {logoUrl}.
    expect(removed.body).toEqual({ success: true, data: { ...(await getPortal(p.id)), logoUrl: null } });
    expect((await fetchFile(second)).status).toBe(404);
    expect((await getPortal(p.id)).logoUrl).toBeNull();

    const third = (await uploadLogo(p.id, webp(), 'logo.webp', 'image/webp')).body.data.logoUrl;
    const gql = await t.gql(`mutation($id: ID!) { removePortalLogo(input: { portalId: $id }) { ${PORTAL} } }`, { id: p.id }, owner.token);
    expect(gql.body.data.removePortalLogo).toEqual({ ...(await getPortal(p.id)), logoUrl: null });
    expect((await fetchFile(third)).status).toBe(404);
  });
});

describe('delete', () => {
  it("deletes the portal and its logo file (not another portal's same image); the slug is free again; deleting again is 404 (REST)", async () => {
    const p = await create({ name: fresh('Doomed') });
    const survivor = await create({ name: fresh('Survivor') });
    const logoUrl = (await uploadLogo(p.id, png([200, 0, 0]))).body.data.logoUrl;
    const survivorLogo = (await uploadLogo(survivor.id, png([200, 0, 0]))).body.data.logoUrl;
    expect(survivorLogo).not.toBe(logoUrl);
    const withLogo = await getPortal(p.id);

    const res = await t.rest('DELETE', `/v1/portal?id=${p.id}`, { token: owner.token });
    expect(res.body).toEqual({ success: true, data: withLogo });
    expect((await t.rest('GET', `/v1/portal?id=${p.id}`, { token: owner.token })).status).toBe(404);
    expect(await portalRow(p.id)).toBeUndefined();
    expect((await fetchFile(logoUrl)).status).toBe(404);
    expect((await fetchFile(survivorLogo)).status).toBe(200);
    expect((await getPortal(survivor.id)).logoUrl).toBe(survivorLogo);
    expect((await t.rest('GET', `/v1/portal/isSlugAvailable?slug=${p.slug}`, { token: owner.token })).body.data).toEqual({
      available: true,
      reason: null,
    });

    const again = await t.rest('DELETE', `/v1/portal?id=${p.id}`, { token: owner.token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it('deletePortal over GraphQL answers the deleted portal, then NOT_FOUND', async () => {
    const p = await create({ name: fresh('Doomed gql') });
    const DELETE = `mutation($id: ID!) { deletePortal(input: { id: $id }) { ${PORTAL} } }`;
    expect((await t.gql(DELETE, { id: p.id }, owner.token)).body).toEqual({ data: { deletePortal: p } });
    expect(await portalRow(p.id)).toBeUndefined();
    expectGqlError(await t.gql(DELETE, { id: p.id }, owner.token), 'NOT_FOUND');
    expectBadInput(await t.rest('DELETE', '/v1/portal?id=not-a-uuid', { token: owner.token }), { id: 'That portal id is not valid.' });
  });
});

describe('public info', () => {
  it("shows a portal's public face to anyone, by slug in any case, with nothing private", async () => {
    const p = await create({ name: fresh('Public') });
    await t.rest('PUT', '/v1/portal/theme', { token: owner.token, body: { portalId: p.id, theme: { ...DEFAULT_THEME, mode: 'DARK' } } });
    await t.rest('PUT', '/v1/portal/basic-info', {
      token: owner.token,
      body: { portalId: p.id, basicInfo: { title: 'Welcome', description: 'Hi', supportEmail: 'desk@acme.com' } },
    });
    const logoUrl = (await uploadLogo(p.id, png([0, 128, 0]))).body.data.logoUrl;
    const expected = {
      name: p.name,
      slug: p.slug,
      subDomain: p.subDomain,
      logoUrl,
      theme: { ...DEFAULT_THEME, mode: 'DARK' },
      basicInfo: { title: 'Welcome', description: 'Hi', supportEmail: 'desk@acme.com' },
    };

    const res = await t.rest('GET', `/v1/public/portal/info/slug?slug=${p.slug.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: expected });
    expect(JSON.stringify(res.body)).not.toContain(p.id);
    expect(JSON.stringify(res.body)).not.toContain(owner.user.currentWorkspaceId);

    const FIELDS =
      'name slug subDomain logoUrl theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail }';
    expect((await t.gql(`query($slug: String!) { publicPortalInfo(slug: $slug) { ${FIELDS} } }`, { slug: p.slug })).body).toEqual({
      data: { publicPortalInfo: expected },
    });
    // The GraphQL type has no private field to ask for.
    const asked = await t.gql(`query($slug: String!) { publicPortalInfo(slug: $slug) { id workspaceId } }`, { slug: p.slug });
    expectGqlError(asked, 'BAD_USER_INPUT');
    expect(JSON.stringify(asked.body)).not.toContain(p.id);
  });

  it('answers 404 for an unknown slug and 400 for none', async () => {
    const res = await t.rest('GET', '/v1/public/portal/info/slug?slug=nobody-home');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expectGqlError(await t.gql('query { publicPortalInfo(slug: "nobody-home") { name } }'), 'NOT_FOUND');
    expectBadInput(await t.rest('GET', '/v1/public/portal/info/slug'), { slug: 'Please enter a slug.' });
  });
});

describe('display image', () => {
  // One folder per user, named by a hash so the public URL does not carry the user's id.
  const imagePath = (userId: string, extension: string) => new RegExp(`^${ownerFolderUrl('user', userId)}/[0-9a-f]{64}\\.${extension}$`);
  const uploadImage = (token: string, data: Buffer, filename = 'me.png', contentType = 'image/png') =>
    t.upload('POST', '/v1/user/me/displayImage', { token, file: { data, filename, contentType } });
  const profileImage = async (userId: string) =>
    (await t.database.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId)))[0]!.url;

  it('uploads and replaces the display image (the old file goes), removes it over REST and GraphQL', async () => {
    const me = await t.signUp();
    const first = await uploadImage(me.token, png([1, 1, 1]));
    expect(first.body).toEqual({ success: true, data: { profileImageUrl: expect.stringMatching(imagePath(me.user.id, 'png')) } });
    expect((await t.rest('GET', '/v1/user/me', { token: me.token })).body.data.profileImageUrl).toBe(first.body.data.profileImageUrl);
    expect((await fetchFile(first.body.data.profileImageUrl)).headers['content-type']).toBe('image/png');

    const second = await uploadImage(me.token, jpeg('me'), 'me.jpg', 'image/jpeg');
    expect(second.body.data.profileImageUrl).toMatch(imagePath(me.user.id, 'jpg'));
    expect((await fetchFile(first.body.data.profileImageUrl)).status).toBe(404);

    const removed = await t.rest('DELETE', '/v1/user/me/displayImage', { token: me.token });
    // The User, as GraphQL's removeDisplayImage answers (PRODUCT §8).
    expect(removed.body).toEqual({
      success: true,
      data: { ...(await t.rest('GET', '/v1/user/me', { token: me.token })).body.data, profileImageUrl: null },
    });
    expect((await fetchFile(second.body.data.profileImageUrl)).status).toBe(404);
    expect(await profileImage(me.user.id)).toBeNull();

    const third = (await uploadImage(me.token, webp(), 'me.webp', 'image/webp')).body.data.profileImageUrl;
    const gql = await t.gql('mutation { removeDisplayImage { id profileImageUrl } }', undefined, me.token);
    expect(gql.body).toEqual({ data: { removeDisplayImage: { id: me.user.id, profileImageUrl: null } } });
    expect((await fetchFile(third)).status).toBe(404);
    expect((await t.gql('{ me { profileImageUrl } }', undefined, me.token)).body.data.me.profileImageUrl).toBeNull();
  });

  it('refuses a text file (400) and an image over 2 MB (413), keeping the current image', async () => {
    const me = await t.signUp();
    const current = (await uploadImage(me.token, png([2, 2, 2]))).body.data.profileImageUrl;
    expectBadInput(await uploadImage(me.token, Buffer.from('<html>not an image</html>'), 'me.png'), {
      file: 'Use a PNG, JPEG, WebP or SVG image.',
    });
    const big = await uploadImage(me.token, largePng(2 * 1024 * 1024 + 100));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await profileImage(me.user.id)).toBe(current);
    expect((await fetchFile(current)).status).toBe(200);
  });
});

function ownerFolderUrl(kind: 'portal' | 'user', id: string): string {
  return `/files/${ownerFolder(kind, id)}`;
}
