import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalLayouts, portalPages } from '../../db/schema/index.js';
import { expectBadInput, expectError, expectGqlError } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The BOOKING block: a draft may wait for its service; Publish needs one of the portal's workspace. */

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
type Portal = { id: string; slug: string };
type Page = { id: string; revision: number; blocks: Array<{ id: string; type: string; props: Record<string, unknown> }> };

let n = 0;
async function makePortal(token = owner.token): Promise<Portal> {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Bookings ${Date.now().toString(36)}${n++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
async function makeService(token = owner.token, title = 'Strategy session'): Promise<{ id: string }> {
  const res = await t.rest('POST', '/v1/services', {
    token,
    body: {
      title: `${title} ${n++}`,
      durationMinutes: 30,
      price: { amount: 2500, currency: 'USD' },
      location: { kind: 'VIDEO', value: 'https://meet.example.com/olive' },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
async function made(portalId: string, title: string, blocks: unknown[]): Promise<Page> {
  const res = await t.rest('POST', '/v1/pages', { token: owner.token, body: { portalId, title, blocks } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const booking = (serviceId: string | null, id = 'bk') => ({ id, type: 'BOOKING', props: { title: 'Book a call', serviceId } });
const publish = (portalId: string) => t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId } });
const stored = async (portalId: string) => [
  await t.database.db.select().from(portalPages).where(eq(portalPages.portalId, portalId)).orderBy(asc(portalPages.id)),
  await t.database.db.select().from(portalLayouts).where(eq(portalLayouts.portalId, portalId)),
];

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
});
afterAll(() => t.close());

describe('the BOOKING block', () => {
  it('a draft may have no service yet; Publish refuses it, naming the block’s field, and nothing is published', async () => {
    const portal = await makePortal();
    const page = await made(portal.id, 'Book', [booking(null)]);
    expect(page.blocks).toEqual([booking(null)]);
    // Left out, the service is null too.
    const bare = await made(portal.id, 'Bare', [{ id: 'b2', type: 'BOOKING', props: {} }]);
    expect(bare.blocks[0]!.props).toEqual({ title: '', serviceId: null });

    const got = await t.rest('GET', `/v1/pages?id=${page.id}`, { token: owner.token });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.data.publishProblems).toEqual([
      { path: 'blocks.0.props.serviceId', blockId: 'bk', message: 'Choose the service customers book.' },
    ]);

    const before = await stored(portal.id);
    const refused = await publish(portal.id);
    expectError(refused, 'BAD_USER_INPUT', /cannot be published yet: Choose the service customers book\./, {
      pageId: /./,
      'blocks.0.props.serviceId': 'Choose the service customers book.',
    });
    expect(await stored(portal.id)).toEqual(before);
  });

  it('an id that is not a service’s is refused on save', async () => {
    const portal = await makePortal();
    const page = await made(portal.id, 'Book', []);
    const before = await stored(portal.id);
    const res = await t.rest('PATCH', '/v1/pages', {
      token: owner.token,
      body: { id: page.id, revision: page.revision, blocks: [booking('not-a-uuid')] },
    });
    expectBadInput(res, { 'blocks.0.props.serviceId': 'Choose the service customers book.' });
    expect(await stored(portal.id)).toEqual(before);
  });

  it('a service of the portal’s workspace is saved, published and shown; another workspace’s is refused over REST and GraphQL', async () => {
    const portal = await makePortal();
    const mine = await makeService();
    const theirs = await makeService(stranger.token, 'Their session');
    const page = await made(portal.id, 'Book', [booking(null)]);
    const before = await stored(portal.id);

    const foreign = await t.rest('PATCH', '/v1/pages', {
      token: owner.token,
      body: { id: page.id, revision: page.revision, blocks: [booking(theirs.id)] },
    });
    expectBadInput(foreign, { 'blocks.0.props.serviceId': 'Choose one of this workspace’s services.' });
    // Inside columns, the error names the block where it is.
    const nested = await t.rest('PATCH', '/v1/pages', {
      token: owner.token,
      body: {
        id: page.id,
        revision: page.revision,
        blocks: [{ id: 'c', type: 'COLUMNS', props: { columns: [{ blocks: [] }, { blocks: [booking(theirs.id)] }] } }],
      },
    });
    expectBadInput(nested, { 'blocks.0.props.columns.1.blocks.0.props.serviceId': 'Choose one of this workspace’s services.' });
    const gql = await t.gql(
      `mutation ($input: UpdatePortalPageInput!) { updatePortalPage(input: $input) { id } }`,
      { input: { id: page.id, revision: page.revision, blocks: [booking(theirs.id)] } },
      owner.token,
    );
    expectGqlError(gql, 'BAD_USER_INPUT', { 'blocks.0.props.serviceId': 'Choose one of this workspace’s services.' });
    // A page created with it is refused too, and no page is made.
    const created = await t.rest('POST', '/v1/pages', {
      token: owner.token,
      body: { portalId: portal.id, title: 'Theirs', blocks: [booking(theirs.id)] },
    });
    expectBadInput(created, { 'blocks.0.props.serviceId': 'Choose one of this workspace’s services.' });
    expect(await stored(portal.id)).toEqual(before);

    const saved = await t.rest('PATCH', '/v1/pages', {
      token: owner.token,
      body: { id: page.id, revision: page.revision, blocks: [booking(mine.id)] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.publishProblems).toEqual([]);
    const published = await publish(portal.id);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const shown = await t.rest('GET', `/v1/public/pages?${new URLSearchParams({ portalSlug: portal.slug, path: '/book' })}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data.blocks).toEqual([booking(mine.id)]);
  });
});
