import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecords } from '../../db/schema/index.js';
import {
  COLLECTION_FIELDS,
  databaseState,
  databaseUser,
  expectBadInput,
  expectError,
  expectGqlError,
  ISO,
  RECORD_FIELDS,
  UUID,
} from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Collections: create, read, rename, delete, the field definitions a builder can get wrong, and tenancy. */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
});
afterAll(() => t.close());

const FIELDS = [
  { label: 'Name', type: 'TEXT', required: true },
  { label: 'Email', type: 'EMAIL', unique: true },
  { label: 'Amount', type: 'NUMBER' },
  { label: 'Status', type: 'SELECT', choices: ['Open', 'Won', 'Lost'], defaultValue: 'Open' },
  { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] },
  { label: 'Due', type: 'DATE' },
  { label: 'Active', type: 'BOOLEAN' },
];

describe('collections', () => {
  it('creates, filters, sorts and pages records', async () => {
    const c = await u.collection(FIELDS, 'Deals');
    expect(c.fields.map((f) => f.key)).toEqual(['name', 'email', 'amount', 'status', 'tags', 'due', 'active']);
    for (let i = 0; i < 7; i++) {
      await u.record(c.id, {
        name: `Deal ${i}`,
        email: `D${i}@Example.com`,
        amount: i * 10,
        status: i % 2 ? 'won' : undefined,
        tags: i % 3 ? ['vip'] : [],
        due: `2026-01-0${i + 1}`,
      });
    }
    const filter = encodeURIComponent(JSON.stringify([{ field: 'status', op: 'eq', value: 'Open' }]));
    const page = await t.rest('GET', `/v1/database/records?collectionId=${c.id}&sort=amount:desc&limit=3&filter=${filter}`, {
      token: u.token,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.items.map((r: any) => r.data.amount)).toEqual([60, 40, 20]);
    const next = await t.rest(
      'GET',
      `/v1/database/records?collectionId=${c.id}&sort=amount:desc&limit=3&cursor=${page.body.data.nextCursor}&filter=${filter}`,
      { token: u.token },
    );
    expect(next.body.data.items.map((r: any) => r.data.amount)).toEqual([0]);
    expect(next.body.data.nextCursor).toBeNull();
    const gql = await t.gql(
      `query($id: ID!) { records(collectionId: $id, sort: {field: "due", direction: DESC}, filter: [{field: "tags", op: CONTAINS, value: "vip"}], first: 2) { edges { node { data } } pageInfo { hasNextPage } } recordCount(collectionId: $id, filter: [{field: "tags", op: CONTAINS, value: "vip"}]) }`,
      { id: c.id },
      u.token,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.records.edges.map((e: any) => e.node.data.due)).toEqual(['2026-01-06', '2026-01-05']);
    expect(gql.body.data.records.pageInfo.hasNextPage).toBe(true);
    expect(gql.body.data.recordCount).toBe(4);
  });

  it('answers the same collection over REST and GraphQL: keys from labels, defaults filled in, slug -2 for the same name', async () => {
    const fields = [
      { label: 'Full name', type: 'TEXT', required: true },
      { label: 'Stage', type: 'SELECT', choices: ['Lead', { value: 'Client', color: 'green' }], defaultValue: 'lead' },
      { label: 'Due date (UTC)', type: 'DATE' },
    ];
    const rest = await t.rest('POST', '/v1/database', { token: u.token, body: { portalId: u.portalId, name: 'Client Projects', fields } });
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(UUID),
        portalId: u.portalId,
        name: 'Client Projects',
        slug: 'client-projects',
        recordCount: 0,
        customerAccess: { mode: 'NONE', fieldKey: null },
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        fields: [
          {
            key: 'full_name',
            label: 'Full name',
            type: 'TEXT',
            required: true,
            unique: false,
            choices: [],
            relationCollectionId: null,
            defaultValue: null,
            numberFormat: null,
          },
          {
            key: 'stage',
            label: 'Stage',
            type: 'SELECT',
            required: false,
            unique: false,
            choices: [
              // A choice sent without a colour takes the first calm one no other choice uses.
              { value: 'Lead', color: 'blue' },
              { value: 'Client', color: 'green' },
            ],
            relationCollectionId: null,
            defaultValue: 'Lead',
            numberFormat: null,
          },
          {
            key: 'due_date_utc',
            label: 'Due date (UTC)',
            type: 'DATE',
            required: false,
            unique: false,
            choices: [],
            relationCollectionId: null,
            defaultValue: null,
            numberFormat: null,
          },
        ],
      },
    });
    const gql = await t.gql(
      `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { ${COLLECTION_FIELDS} } }`,
      {
        input: {
          portalId: u.portalId,
          name: 'Client Projects',
          fields: fields.map((f) => ({ ...f, choices: f.choices?.map((c) => (typeof c === 'string' ? { value: c } : c)) })),
        },
      },
      u.token,
    );
    expect(gql.body.errors).toBeUndefined();
    const made = gql.body.data.createCollection;
    expect({ ...made, id: 'x', slug: 'x', createdAt: 'x', updatedAt: 'x' }).toEqual({
      ...rest.body.data,
      id: 'x',
      slug: 'x',
      createdAt: 'x',
      updatedAt: 'x',
    });
    expect(made.slug).toBe('client-projects-2');

    // Reading back: the same object from GET and from the collection query, and both in the list.
    const [got, gotGql, list, listGql] = await Promise.all([
      t.rest('GET', `/v1/database?id=${made.id}`, { token: u.token }),
      t.gql(`query($id: ID!) { collection(id: $id) { ${COLLECTION_FIELDS} } }`, { id: made.id }, u.token),
      t.rest('GET', `/v1/database/list?portalId=${u.portalId}`, { token: u.token }),
      t.gql(`query($portalId: ID!) { collections(portalId: $portalId) { ${COLLECTION_FIELDS} } }`, { portalId: u.portalId }, u.token),
    ]);
    expect(got.body.data).toEqual(made);
    expect(gotGql.body.data.collection).toEqual(made);
    expect(list.body.data).toEqual(listGql.body.data.collections);
    expect(list.body.data.map((c: any) => c.id)).toEqual(expect.arrayContaining([rest.body.data.id, made.id]));
  });

  it('lists each collection with its record count', async () => {
    const other = await databaseUser(t);
    const a = await other.collection([{ label: 'Name', type: 'TEXT' }], 'People');
    const b = await other.collection([{ label: 'Title', type: 'TEXT' }], 'Tasks');
    await other.record(a.id, { name: 'Ada' });
    await other.record(a.id, { name: 'Grace' });
    const res = await t.rest('GET', `/v1/database/list?portalId=${other.portalId}`, { token: other.token });
    expect(res.body.data.map((c: any) => [c.name, c.recordCount])).toEqual([
      ['People', 2],
      ['Tasks', 0],
    ]);
    expect((await other.getCollection(a.id)).recordCount).toBe(2);
    expect((await other.getCollection(b.id)).recordCount).toBe(0);
  });

  it('renames a collection and keeps its slug and records', async () => {
    const c = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Old name');
    await u.record(c.id, { name: 'Ada' });
    const rest = await t.rest('PATCH', '/v1/database', { token: u.token, body: { id: c.id, name: '  New name  ' } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ id: c.id, name: 'New name', slug: c.slug, recordCount: 1, fields: c.fields });
    const gql = await t.gql(
      `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION_FIELDS} } }`,
      { input: { id: c.id, name: 'Newer name' } },
      u.token,
    );
    expect(gql.body.data.updateCollection).toMatchObject({ name: 'Newer name', slug: c.slug, recordCount: 1 });
    expect((await u.records(c.id)).map((r) => r.data)).toEqual([{ name: 'Ada' }]);
  });

  it('deletes a collection with its records and says how many went (REST and GraphQL)', async () => {
    const a = await u.collection(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Email', type: 'EMAIL', unique: true },
      ],
      'Doomed',
    );
    await u.record(a.id, { name: 'Ada', email: 'ada@example.com' });
    await u.record(a.id, { name: 'Grace', email: 'grace@example.com' });
    const res = await t.rest('DELETE', `/v1/database?id=${a.id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, name: 'Doomed', recordCount: 2 });
    const state = await databaseState(t);
    expect(state.collections.filter((c) => c.id === a.id)).toEqual([]);
    expect(state.records.filter((r) => r.collectionId === a.id)).toEqual([]);
    expect(state.uniqueValues.filter((v) => v.collectionId === a.id)).toEqual([]);
    expectError(await t.rest('GET', `/v1/database?id=${a.id}`, { token: u.token }), 'NOT_FOUND');
    expectError(await t.rest('GET', `/v1/database/records?collectionId=${a.id}`, { token: u.token }), 'NOT_FOUND');

    const b = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Doomed too');
    await u.record(b.id, { name: 'Ada' });
    const gql = await t.gql(`mutation($id: ID!) { deleteCollection(input: { id: $id }) { id recordCount } }`, { id: b.id }, u.token);
    expect(gql.body.data.deleteCollection).toEqual({ id: b.id, recordCount: 1 });
    expect(await t.database.db.select().from(collectionRecords).where(eq(collectionRecords.collectionId, b.id))).toEqual([]);
  });

  it('refuses to delete a collection another collection links to, naming the field; nothing is deleted', async () => {
    const clients = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Clients');
    await u.collection(
      [
        { label: 'Title', type: 'TEXT' },
        { label: 'Client', type: 'RELATION', relationCollectionId: clients.id },
      ],
      'Projects',
    );
    await u.record(clients.id, { name: 'Acme' });
    const before = await databaseState(t);
    const res = await t.rest('DELETE', `/v1/database?id=${clients.id}`, { token: u.token });
    expectError(res, 'CONFLICT', /Projects.*Client/);
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('collection input a builder can get wrong: 400 with the field to fix, nothing written', () => {
  const create = (body: unknown) => t.rest('POST', '/v1/database', { token: u.token, body });
  const field = (f: Record<string, unknown>) => ({ portalId: u.portalId, name: 'Bad', fields: [f] });

  it.each([
    ['an empty name', { portalId: 'P', name: '   ' }, { name: /enter a collection name/ }],
    ['a name of 81 characters', { portalId: 'P', name: 'x'.repeat(81) }, { name: /at most 80/ }],
    ['no name', { portalId: 'P' }, { name: /enter a collection name/ }],
    ['a portal id that is not a UUID', { portalId: 'portal-1', name: 'Deals' }, { portalId: /not valid/ }],
    ['an unknown key', { portalId: 'P', name: 'Deals', color: 'red' }, { color: /not a field of this request/ }],
    ['fields that are not a list', { portalId: 'P', name: 'Deals', fields: { name: 'TEXT' } }, { fields: /list/ }],
    ['an unknown field type', { portalId: 'P', name: 'Deals', fields: [{ label: 'Name', type: 'STRING' }] }, { 'fields.0.type': /TEXT/ }],
    [
      'a field without a label',
      { portalId: 'P', name: 'Deals', fields: [{ label: ' ', type: 'TEXT' }] },
      { 'fields.0.label': /field name/ },
    ],
    [
      'an unknown key in a field',
      { portalId: 'P', name: 'Deals', fields: [{ label: 'Name', type: 'TEXT', hidden: true }] },
      { 'fields.0.hidden': /not a field/ },
    ],
  ])('%s', async (_label, body, details) => {
    const before = await databaseState(t);
    expectBadInput(await create({ ...body, ...(body.portalId === 'P' ? { portalId: u.portalId } : {}) }), details);
    expect(await databaseState(t)).toEqual(before);
  });

  it.each([
    [
      'two fields with the same label (any case)',
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'name', type: 'EMAIL' },
      ],
      { 'fields.1.label': /Two fields are called "name"/ },
    ],
    ['a SELECT without choices', [{ label: 'Status', type: 'SELECT' }], { 'fields.0.choices': /at least one choice/ }],
    [
      'a MULTI_SELECT with an empty list of choices',
      [{ label: 'Tags', type: 'MULTI_SELECT', choices: [] }],
      { 'fields.0.choices': /at least one choice/ },
    ],
    ['a choice listed twice', [{ label: 'Status', type: 'SELECT', choices: ['Open', 'open'] }], { 'fields.0.choices': /listed twice/ }],
    ['choices on a TEXT field', [{ label: 'Name', type: 'TEXT', choices: ['a'] }], { 'fields.0.choices': /Only SELECT and MULTI_SELECT/ }],
    ['unique on a BOOLEAN', [{ label: 'Active', type: 'BOOLEAN', unique: true }], { 'fields.0.unique': /BOOLEAN field cannot be unique/ }],
    [
      'a NUMBER default that is not a number',
      [{ label: 'Amount', type: 'NUMBER', defaultValue: 'lots' }],
      { 'fields.0.defaultValue': /Default value: Amount must be a number/ },
    ],
    [
      'a SELECT default that is not a choice',
      [{ label: 'Status', type: 'SELECT', choices: ['Open'], defaultValue: 'Closed' }],
      { 'fields.0.defaultValue': /not one of its choices/ },
    ],
    [
      'a DATE default that is not a day',
      [{ label: 'Due', type: 'DATE', defaultValue: '2026-02-30' }],
      { 'fields.0.defaultValue': /not a day of the calendar/ },
    ],
    [
      'a default on a unique field',
      [{ label: 'Code', type: 'TEXT', unique: true, defaultValue: 'A1' }],
      { 'fields.0.defaultValue': /unique field cannot have a default/ },
    ],
    [
      'a default on a FILE field',
      [{ label: 'Scan', type: 'FILE', defaultValue: { url: '/files/x' } }],
      { 'fields.0.defaultValue': /no default value/ },
    ],
    [
      'a RELATION without its collection',
      [{ label: 'Client', type: 'RELATION' }],
      { 'fields.0.relationCollectionId': /Choose the collection/ },
    ],
    [
      'a RELATION to a collection id that is not a UUID',
      [{ label: 'Client', type: 'RELATION', relationCollectionId: 'clients' }],
      { 'fields.0.relationCollectionId': /not valid/ },
    ],
    [
      'a RELATION to a collection that does not exist',
      [{ label: 'Client', type: 'RELATION', relationCollectionId: randomUUID() }],
      { 'fields.0.relationCollectionId': /not in this portal/ },
    ],
    ['a key that is not a key', [{ key: 'Full Name', label: 'Name', type: 'TEXT' }], { 'fields.0.key': /starts with a letter/ }],
    [
      'the same key twice',
      [
        { key: 'name', label: 'Name', type: 'TEXT' },
        { key: 'name', label: 'Other', type: 'TEXT' },
      ],
      { 'fields.1.key': /used twice/ },
    ],
  ])('%s', async (_label, fields, details) => {
    const before = await databaseState(t);
    expectBadInput(await create({ portalId: u.portalId, name: 'Bad', fields }), details);
    expect(await databaseState(t)).toEqual(before);
  });

  it('a RELATION to a collection of another portal', async () => {
    const elsewhere = await databaseUser(t);
    const target = await elsewhere.collection([{ label: 'Name', type: 'TEXT' }]);
    const before = await databaseState(t);
    expectBadInput(await create(field({ label: 'Client', type: 'RELATION', relationCollectionId: target.id })), {
      'fields.0.relationCollectionId': /not in this portal/,
    });
    expect(await databaseState(t)).toEqual(before);
  });

  it('more than 100 fields', async () => {
    const before = await databaseState(t);
    const fields = Array.from({ length: 101 }, (_, i) => ({ label: `Field ${i}`, type: 'TEXT' }));
    expectBadInput(await create({ portalId: u.portalId, name: 'Wide', fields }), { fields: /at most 100 fields/ });
    expect(await databaseState(t)).toEqual(before);
    // 100 is fine.
    const ok = await create({ portalId: u.portalId, name: 'Wide', fields: fields.slice(0, 100) });
    expect(ok.status).toBe(201);
    expect(ok.body.data.fields).toHaveLength(100);
  });

  it('the same mistakes over GraphQL, and on PATCH: the same details, nothing changed', async () => {
    const before = await databaseState(t);
    const gql = await t.gql(
      `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { id } }`,
      { input: { portalId: u.portalId, name: 'Bad', fields: [{ label: 'Active', type: 'BOOLEAN', unique: true }] } },
      u.token,
    );
    expectGqlError(gql, 'BAD_USER_INPUT', { 'fields.0.unique': /cannot be unique/ });
    const c = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Patched');
    const mid = await databaseState(t);
    expect(mid.collections.length).toBe(before.collections.length + 1);
    expectBadInput(await t.rest('PATCH', '/v1/database', { token: u.token, body: { id: c.id, name: '' } }), {
      name: /enter a collection name/,
    });
    expectBadInput(
      await t.rest('PATCH', '/v1/database', {
        token: u.token,
        body: {
          id: c.id,
          fields: [
            { key: 'name', label: 'Name', type: 'TEXT' },
            { label: 'NAME', type: 'TEXT' },
          ],
        },
      }),
      { 'fields.1.label': /Two fields/ },
    );
    expectBadInput(await t.rest('PATCH', '/v1/database', { token: u.token, body: { id: 'abc', name: 'x' } }), { id: /not valid/ });
    expectBadInput(await t.rest('DELETE', '/v1/database?id=abc', { token: u.token }), { id: /not valid/ });
    expectBadInput(await t.rest('GET', '/v1/database?id=abc', { token: u.token }), { id: /not valid/ });
    expect(await databaseState(t)).toEqual(mid);
  });
});

describe('tenancy: another builder cannot reach a collection or record by id', () => {
  it('gets NOT_FOUND for every read and write, and bulk delete with their ids deletes nothing', async () => {
    const c = await u.collection(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Email', type: 'EMAIL', unique: true },
      ],
      'Private',
    );
    const r = await u.record(c.id, { name: 'Secret Ada', email: 'secret@example.com' });
    const intruder = await databaseUser(t);
    const own = await intruder.collection([{ label: 'Name', type: 'TEXT' }], 'Mine');
    const before = await databaseState(t);
    const as = { token: intruder.token };
    const answers = [
      await t.rest('GET', `/v1/database?id=${c.id}`, as),
      await t.rest('GET', `/v1/database/list?portalId=${u.portalId}`, as),
      await t.rest('PATCH', '/v1/database', { ...as, body: { id: c.id, name: 'Mine now' } }),
      await t.rest('DELETE', `/v1/database?id=${c.id}`, as),
      await t.rest('GET', `/v1/database/records?collectionId=${c.id}`, as),
      await t.rest('GET', `/v1/database/records/count?collectionId=${c.id}`, as),
      await t.rest('GET', `/v1/database/record?id=${r.id}`, as),
      await t.rest('POST', '/v1/database/records', { ...as, body: { collectionId: c.id, data: { name: 'Planted' } } }),
      await t.rest('PATCH', '/v1/database/records', { ...as, body: { id: r.id, data: { name: 'Changed' } } }),
      await t.rest('DELETE', `/v1/database/records?id=${r.id}`, as),
      await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${c.id}&ids=${r.id}`, as),
      await t.rest('POST', '/v1/database', { ...as, body: { portalId: u.portalId, name: 'Planted' } }),
    ];
    for (const res of answers) {
      expectError(res, 'NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toMatch(/Secret Ada|secret@example.com|Private/);
    }
    for (const [query, vars] of [
      [`query($id: ID!) { collection(id: $id) { id } }`, { id: c.id }],
      [`query($id: ID!) { record(id: $id) { id } }`, { id: r.id }],
      [`query($id: ID!) { records(collectionId: $id) { edges { node { id } } } }`, { id: c.id }],
      [`mutation($id: ID!) { updateRecord(input: { id: $id, data: {name: "Changed"} }) { id } }`, { id: r.id }],
      [`mutation($id: ID!) { deleteRecord(input: { id: $id }) { id } }`, { id: r.id }],
      [`mutation($id: ID!) { deleteCollection(input: { id: $id }) { id } }`, { id: c.id }],
    ] as const) {
      expectGqlError(await t.gql(query, vars, intruder.token), 'NOT_FOUND');
    }
    // Their own collection, with the owner's record ids: nothing of the owner's goes.
    const bulk = await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${own.id}&ids=${r.id}`, as);
    expect(bulk.body).toEqual({ success: true, data: { deleted: 0 } });
    const gqlBulk = await t.gql(
      `mutation($c: ID!, $ids: [ID!]!) { deleteRecords(input: { collectionId: $c, ids: $ids }) { deleted } }`,
      { c: own.id, ids: [r.id] },
      intruder.token,
    );
    expect(gqlBulk.body.data.deleteRecords).toEqual({ deleted: 0 });
    expect(await databaseState(t)).toEqual(before);
    // The owner still sees it all.
    expect((await u.records(c.id)).map((x) => x.data)).toEqual([{ name: 'Secret Ada', email: 'secret@example.com' }]);
  });

  it('a signed-out caller gets UNAUTHENTICATED', async () => {
    const c = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Signed out');
    expectError(await t.rest('GET', `/v1/database?id=${c.id}`), 'UNAUTHENTICATED');
    expectError(await t.rest('POST', '/v1/database/records', { body: { collectionId: c.id, data: { name: 'x' } } }), 'UNAUTHENTICATED');
    expectGqlError(
      await t.gql(`query($id: ID!) { records(collectionId: $id) { edges { node { ${RECORD_FIELDS} } } } }`, { id: c.id }),
      'UNAUTHENTICATED',
    );
  });
});
