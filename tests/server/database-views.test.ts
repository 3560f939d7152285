import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionViews } from '../../db/schema/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { asInput, databaseUser, expectBadInput, expectError, expectGqlError, type Collection } from '../helpers/database.js';
import { invitationWithToken } from '../helpers/team.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Saved views of a collection's grid: made, listed, changed, reordered and deleted by any builder
 * of the workspace; checked against the collection's fields (nothing written when refused); fields
 * deleted since left out on read; NOT_FOUND for anyone outside the workspace, customers refused.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let deals: Collection;

const views = () => t.database.db.select().from(collectionViews).orderBy(asc(collectionViews.id));
const create = (body: Record<string, unknown>, token = u.token) => t.rest('POST', '/v1/database/views', { token, body });
const list = async (collectionId = deals.id, token = u.token) => {
  const res = await t.rest('GET', `/v1/database/views?collectionId=${collectionId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Array<Record<string, any>>;
};

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
  deals = await u.collection(
    [
      { label: 'Name', type: 'TEXT' },
      { label: 'Stage', type: 'SELECT', choices: ['Open', 'Won', 'Lost'] },
      { label: 'Amount', type: 'NUMBER' },
      { label: 'Contract', type: 'FILE' },
    ],
    'Deals',
  );
});
afterAll(() => t?.close());

describe('saving and reading views', () => {
  it('saves a view with every setting and lists it; a second one comes after it', async () => {
    const res = await create({
      collectionId: deals.id,
      name: '  Open pipeline ',
      filter: [{ field: 'stage', op: 'eq', value: 'Open' }],
      sorts: 'stage:asc,amount:desc',
      hiddenFields: ['contract', 'name'],
      fieldOrder: ['amount', 'stage', 'name'],
      columnWidths: { amount: 200 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      collectionId: deals.id,
      name: 'Open pipeline',
      filter: [{ field: 'stage', op: 'eq', value: 'Open' }],
      sorts: [
        { field: 'stage', direction: 'asc' },
        { field: 'amount', direction: 'desc' },
      ],
      hiddenFields: ['contract', 'name'],
      fieldOrder: ['amount', 'stage', 'name'],
      columnWidths: { amount: 200 },
      position: 0,
    });
    const second = await create({ collectionId: deals.id, name: 'Everything', sorts: [{ field: 'createdAt', direction: 'desc' }] });
    expect(second.status).toBe(201);
    expect((await list()).map((v) => [v.name, v.position])).toEqual([
      ['Open pipeline', 0],
      ['Everything', 1],
    ]);
  });

  it('changes only what is sent, reorders, and deletes', async () => {
    const [first, second] = await list();
    const patched = await t.rest('PATCH', '/v1/database/views', { token: u.token, body: { id: first!.id, name: 'Pipeline', sorts: [] } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Pipeline', sorts: [], filter: first!.filter, hiddenFields: first!.hiddenFields });
    const order = await t.rest('PUT', '/v1/database/views/order', {
      token: u.token,
      body: { collectionId: deals.id, ids: [second!.id, first!.id] },
    });
    expect(order.status).toBe(200);
    expect((await list()).map((v) => v.name)).toEqual(['Everything', 'Pipeline']);
    const gone = await t.rest('DELETE', `/v1/database/views?id=${second!.id}`, { token: u.token });
    // A delete answers the view as it was.
    expect(gone.body.data).toMatchObject({ id: second!.id, name: second!.name });
    expect((await list()).map((v) => v.name)).toEqual(['Pipeline']);
    expectError(await t.rest('DELETE', `/v1/database/views?id=${second!.id}`, { token: u.token }), 'NOT_FOUND');
  });

  it('over GraphQL: the same view, with enum values in capitals', async () => {
    const res = await t.gql(
      `mutation($i: CreateCollectionViewInput!) { createCollectionView(input: $i) { name filter { field op value } sorts { field direction } hiddenFields } }`,
      {
        i: {
          collectionId: deals.id,
          name: 'Won, biggest first',
          filter: [{ field: 'stage', op: 'EQ', value: 'Won' }],
          sorts: [{ field: 'amount', direction: 'DESC' }],
          hiddenFields: ['contract'],
        },
      },
      u.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createCollectionView).toEqual({
      name: 'Won, biggest first',
      filter: [{ field: 'stage', op: 'EQ', value: 'Won' }],
      sorts: [{ field: 'amount', direction: 'DESC' }],
      hiddenFields: ['contract'],
    });
    const listed = await t.gql(`query($c: ID!) { collectionViews(collectionId: $c) { name } }`, { c: deals.id }, u.token);
    expect(listed.body.data.collectionViews.map((v: { name: string }) => v.name)).toContain('Won, biggest first');
  });
});

describe('bad input is refused and writes nothing', () => {
  it.each([
    ['no name', { name: '' }, { name: 'Give the view a name.' }],
    ['a long name', { name: 'x'.repeat(61) }, { name: /at most 60/ }],
    ['the default view’s name', { name: 'all RECORDS' }, { name: /grid without a view/ }],
    [
      'a filter on an unknown field',
      { name: 'A', filter: [{ field: 'owner', op: 'eq', value: 'x' }] },
      { 'filter.0.field': /owner is not a field/ },
    ],
    [
      'an operator the type does not offer',
      { name: 'A', filter: [{ field: 'amount', op: 'contains', value: '1' }] },
      { 'filter.0.op': /Amount \(NUMBER\)/ },
    ],
    ['a choice the field does not have', { name: 'A', filter: [{ field: 'stage', op: 'eq', value: 'Maybe' }] }, { 'filter.0.value': /.+/ }],
    ['a sort by a FILE field', { name: 'A', sorts: 'contract:asc' }, { sorts: /holds files/ }],
    ['four sort levels', { name: 'A', sorts: 'name:asc,stage:asc,amount:asc,createdAt:asc' }, { sorts: /at most 3/ }],
    [
      'one field sorted twice',
      { name: 'A', sorts: [{ field: 'name' }, { field: 'name', direction: 'desc' }] },
      { sorts: /each field once/ },
    ],
    ['hiding an unknown field', { name: 'A', hiddenFields: ['name', 'nope'] }, { 'hiddenFields.1': /nope is not a field/ }],
    ['a field twice in the order', { name: 'A', fieldOrder: ['name', 'name'] }, { fieldOrder: /once/ }],
    ['a width of an unknown field', { name: 'A', columnWidths: { nope: 100 } }, { 'columnWidths.nope': /not a field/ }],
    ['a width too small', { name: 'A', columnWidths: { name: 10 } }, { 'columnWidths.name': /.+/ }],
    ['an unknown setting', { name: 'A', colour: 'red' }, { colour: /.+/ }],
  ])('%s', async (_label, body, details) => {
    const before = await views();
    expectBadInput(await create({ collectionId: deals.id, ...body }), details as Record<string, string | RegExp>);
    expect(await views()).toEqual(before);
  });

  it('a name the collection already has (in another case) is CONFLICT', async () => {
    const before = await views();
    expectError(await create({ collectionId: deals.id, name: 'PIPELINE' }), 'CONFLICT', /already has a view called/, { name: /taken/ });
    const [pipeline] = (await list()).filter((v) => v.name === 'Pipeline');
    const other = (await create({ collectionId: deals.id, name: 'Other' })).body.data;
    const after = await views();
    expectError(await t.rest('PATCH', '/v1/database/views', { token: u.token, body: { id: other.id, name: 'pipeline' } }), 'CONFLICT');
    expect(await views()).toEqual(after);
    expect(pipeline).toBeTruthy();
    expect(before.length + 1).toBe(after.length);
  });

  it('GraphQL refuses a bad filter with the same field', async () => {
    const res = await t.gql(
      `mutation($i: UpdateCollectionViewInput!) { updateCollectionView(input: $i) { id } }`,
      { i: { id: (await list())[0]!.id, filter: [{ field: 'owner', op: 'EQ', value: 'x' }] } },
      u.token,
    );
    expectGqlError(res, 'BAD_USER_INPUT', { 'filter.0.field': /owner is not a field/ });
  });

  it('a reorder that leaves a view out', async () => {
    const [first] = await list();
    expectBadInput(
      await t.rest('PUT', '/v1/database/views/order', { token: u.token, body: { collectionId: deals.id, ids: [first!.id] } }),
      {
        ids: /exactly once/,
      },
    );
  });

  it('at most 50 views per collection', async () => {
    const c = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Many views');
    for (let i = 0; i < 50; i++) expect((await create({ collectionId: c.id, name: `View ${i}` })).status).toBe(201);
    const before = await views();
    expectError(await create({ collectionId: c.id, name: 'One too many' }), 'CONFLICT', /at most 50 views/);
    expect(await views()).toEqual(before);
  });
});

describe('fields deleted since a view was saved', () => {
  it('are left out of its filter, sorts and columns when read', async () => {
    const c = await u.collection(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Owner', type: 'TEXT' },
        { label: 'Amount', type: 'NUMBER' },
      ],
      'Stale',
    );
    const made = await create({
      collectionId: c.id,
      name: 'By owner',
      filter: [
        { field: 'owner', op: 'eq', value: 'Ada' },
        { field: 'amount', op: 'gt', value: 1 },
        { field: 'createdAt', op: 'after', value: '2020-01-01T00:00:00Z' },
      ],
      sorts: 'owner:asc,amount:desc',
      hiddenFields: ['owner'],
      fieldOrder: ['owner', 'amount', 'name'],
      columnWidths: { owner: 300, amount: 120 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const updated = await u.updateFields(
      c.id,
      asInput(c.fields).filter((f) => f.key !== 'owner'),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [view] = await list(c.id);
    expect(view).toMatchObject({
      filter: [
        { field: 'amount', op: 'gt', value: 1 },
        { field: 'createdAt', op: 'after', value: '2020-01-01T00:00:00Z' },
      ],
      sorts: [{ field: 'amount', direction: 'desc' }],
      hiddenFields: [],
      fieldOrder: ['amount', 'name'],
      columnWidths: { amount: 120 },
    });
    // Saving it again (a rename) keeps working: only what is sent is checked.
    const renamed = await t.rest('PATCH', '/v1/database/views', { token: u.token, body: { id: view!.id, name: 'By amount' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });
});

describe('who may see and change views', () => {
  it('another workspace’s builder gets NOT_FOUND for every operation, and changes nothing', async () => {
    const stranger = await t.signUp();
    const [view] = await list();
    const before = await views();
    expectError(await t.rest('GET', `/v1/database/views?collectionId=${deals.id}`, { token: stranger.token }), 'NOT_FOUND');
    expectError(await create({ collectionId: deals.id, name: 'Mine now' }, stranger.token), 'NOT_FOUND');
    expectError(await t.rest('PATCH', '/v1/database/views', { token: stranger.token, body: { id: view!.id, name: 'Mine' } }), 'NOT_FOUND');
    expectError(await t.rest('DELETE', `/v1/database/views?id=${view!.id}`, { token: stranger.token }), 'NOT_FOUND');
    expectError(
      await t.rest('PUT', '/v1/database/views/order', { token: stranger.token, body: { collectionId: deals.id, ids: [view!.id] } }),
      'NOT_FOUND',
    );
    const gql = await t.gql(`query($c: ID!) { collectionViews(collectionId: $c) { id } }`, { c: deals.id }, stranger.token);
    expectGqlError(gql, 'NOT_FOUND');
    expect(await views()).toEqual(before);
  });

  it('a MEMBER of the workspace sees the views and makes and edits them', async () => {
    const workspaces = await t.rest('GET', '/v1/workspace/list', { token: u.token });
    const workspaceId = workspaces.body.data.find((w: { current: boolean }) => w.current).id as string;
    const mate = await t.signUp();
    const { token } = await invitationWithToken(t, { workspaceId, email: mate.email, role: 'MEMBER' });
    const accepted = await t.rest('POST', '/v1/workspace/invitations/accept', { token: mate.token, body: { token } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await list(deals.id, mate.token)).map((v) => v.name)).toContain('Pipeline');
    const made = await create({ collectionId: deals.id, name: 'Member’s view', sorts: 'amount:asc' }, mate.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.createdBy).toBe(mate.user.id);
    const edited = await t.rest('PATCH', '/v1/database/views', {
      token: mate.token,
      body: { id: made.body.data.id, hiddenFields: ['name'] },
    });
    expect(edited.status).toBe(200);
    expect((await list()).find((v) => v.name === 'Member’s view')?.hiddenFields).toEqual(['name']);
  });

  it('a customer of the portal is no builder', async () => {
    const customer = await signInCustomer(t, u.token, u.portalId);
    const res = await t.rest('GET', `/v1/database/views?collectionId=${deals.id}`, { token: customer.token });
    expect([401, 403, 404]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});
