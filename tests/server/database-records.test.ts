import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseState,
  databaseUser,
  expectBadInput,
  expectError,
  expectGqlError,
  ISO,
  RECORD_FIELDS,
  UUID,
  type Collection,
  everyType,
} from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pageOf } from '../helpers/parity.js';

/** Records: what each field type accepts, defaults, partial updates, deletes, unique values and links. */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
/** One field of every type; `name` is required. */
let all: Collection;
let clients: Collection;
let otherCollection: Collection;
let foreignRecordId: string;
let clientId: string;
let otherRecordId: string;
let customer: { id: string; name: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
  customer = await u.customer('Cleo Customer');
  clients = await u.collection([{ label: 'Company', type: 'TEXT' }], 'Clients');
  otherCollection = await u.collection([{ label: 'Title', type: 'TEXT' }], 'Tasks');
  all = await u.collection(everyType(clients.id, { nameRequired: true }), 'Everything');
  clientId = (await u.record(clients.id, { company: 'Acme' })).id;
  otherRecordId = (await u.record(otherCollection.id, { title: 'Call Acme' })).id;
  const elsewhere = await databaseUser(t);
  const foreign = await elsewhere.collection([{ label: 'Company', type: 'TEXT' }]);
  foreignRecordId = (await elsewhere.record(foreign.id, { company: 'Not yours' })).id;
});
afterAll(() => t.close());

describe('values each field type accepts', () => {
  it('stores every type in its one form, and the same record reads back over REST and GraphQL', async () => {
    const FILE = await u.upload(all.id);
    const res = await t.rest('POST', '/v1/database/records', {
      token: u.token,
      body: {
        collectionId: all.id,
        data: {
          name: '  Ada  ',
          notes: 'Line one\nLine two',
          amount: '1,250.5',
          paid: 'yes',
          due: '2026-03-31',
          meeting: '2026-03-31T16:30:00+02:00',
          email: ' Ada@Example.COM ',
          website: 'https://example.com/ada',
          status: 'won',
          tags: ['new', 'VIP', 'vip'],
          contract: FILE,
          client: clientId.toUpperCase(),
          customer: customer.id.toUpperCase(),
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const record = res.body.data;
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      collectionId: all.id,
      data: {
        name: 'Ada',
        notes: 'Line one\nLine two',
        amount: 1250.5,
        paid: true,
        due: '2026-03-31',
        meeting: '2026-03-31T14:30:00.000Z',
        email: 'ada@example.com',
        website: 'https://example.com/ada',
        status: 'Won',
        tags: ['vip', 'new'],
        contract: FILE,
        client: clientId,
        customer: customer.id,
      },
      links: [{ fieldKey: 'client', recordId: clientId, collectionId: clients.id, label: 'Acme' }],
      customers: [{ fieldKey: 'customer', customerId: customer.id, name: 'Cleo Customer', email: customer.email }],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const [rest, gql, list, gqlList] = await Promise.all([
      t.rest('GET', `/v1/database/record?id=${record.id}`, { token: u.token }),
      t.gql(`query($id: ID!) { record(id: $id) { ${RECORD_FIELDS} } }`, { id: record.id }, u.token),
      t.rest(
        'GET',
        `/v1/database/records?collectionId=${all.id}&filter=${encodeURIComponent(JSON.stringify([{ field: 'name', op: 'eq', value: 'Ada' }]))}`,
        { token: u.token },
      ),
      t.gql(
        `query($id: ID!) { records(collectionId: $id, filter: [{field: "name", op: EQ, value: "Ada"}]) { edges { node { ${RECORD_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
        { id: all.id },
        u.token,
      ),
    ]);
    expect(rest.body.data).toEqual(record);
    expect(gql.body.data.record).toEqual(record);
    expect(list.body.data).toEqual({ items: [record], nextCursor: null });
    expect(pageOf(gqlList.body.data.records)).toEqual(list.body.data);

    // The same record made over GraphQL has the same shape and values.
    // (A file belongs to one record: that one gets its own upload of the same bytes.)
    const again = await u.upload(all.id);
    const made = await t.gql(
      `mutation($id: ID!, $data: JSONObject!) { createRecord(input: { collectionId: $id, data: $data }) { ${RECORD_FIELDS} } }`,
      { id: all.id, data: { ...record.data, name: 'Ada', contract: again } },
      u.token,
    );
    expect(made.body.errors).toBeUndefined();
    expect({ ...made.body.data.createRecord, id: 'x', createdAt: 'x', updatedAt: 'x' }).toEqual({
      ...record,
      data: { ...record.data, contract: again },
      id: 'x',
      createdAt: 'x',
      updatedAt: 'x',
    });
  });

  it.each([
    ['a NUMBER that is text', { amount: 'abc' }, { 'data.amount': /Amount must be a number/ }],
    ['a NUMBER too large', { amount: 1e16 }, { 'data.amount': /between/ }],
    ['a BOOLEAN that is neither', { paid: 'maybe' }, { 'data.paid': /true or false/ }],
    ['a DATE that is not a day of the calendar', { due: '2026-02-30' }, { 'data.due': /2026-02-30 is not a day of the calendar/ }],
    ['a DATE written another way', { due: '31/03/2026' }, { 'data.due': /like 2026-03-31/ }],
    ['a DATETIME without its zone', { meeting: '2026-03-31T14:30:00' }, { 'data.meeting': /with its zone/ }],
    ['a DATETIME at hour 25', { meeting: '2026-03-31T25:30:00Z' }, { 'data.meeting': /with its zone/ }],
    ['a DATETIME on a day that does not exist', { meeting: '2026-02-30T10:00:00Z' }, { 'data.meeting': /with its zone|not a day/ }],
    ['an EMAIL without a domain', { email: 'ada@' }, { 'data.email': /email address/ }],
    ['a URL that is not http', { website: 'javascript:alert(1)' }, { 'data.website': /web address/ }],
    ['a URL on ftp', { website: 'ftp://example.com/file' }, { 'data.website': /web address/ }],
    [
      'a SELECT value that is not a choice',
      { status: 'Pending' },
      { 'data.status': /"Pending" is not one of its choices \(Open, Won, Lost\)/ },
    ],
    ['a MULTI_SELECT with one value that is not a choice', { tags: ['vip', 'gold'] }, { 'data.tags': /"gold" is not one of its choices/ }],
    ['a MULTI_SELECT of numbers', { tags: [1, 2] }, { 'data.tags': /list of its choices/ }],
    [
      'a FILE not under /files/',
      { contract: { url: 'https://evil.example/x.pdf', name: 'x.pdf' } },
      { 'data.contract': /uploaded to Portico/ },
    ],
    [
      'a FILE climbing out of /files/',
      { contract: { url: '/files/../server.ts', name: 'x.ts' } },
      { 'data.contract': /uploaded to Portico/ },
    ],
    ['a FILE given as text', { contract: '/files/abc.pdf' }, { 'data.contract': /uploaded to Portico/ }],
    ['a RELATION that is not an id', { client: 'Acme' }, { 'data.client': /record id/ }],
    [
      'a RELATION to a record of another collection',
      { client: 'OTHER' },
      { 'data.client': /no record with that id in the linked collection/ },
    ],
    [
      'a RELATION to a record of another portal',
      { client: 'FOREIGN' },
      { 'data.client': /no record with that id in the linked collection/ },
    ],
    ['a RELATION to a record that does not exist', { client: randomUUID() }, { 'data.client': /no record with that id/ }],
    ['a CUSTOMER that is not a UUID', { customer: 'ada@example.com' }, { 'data.customer': /customer id/ }],
    ['TEXT that is an object', { notes: 'ok', name: { first: 'Ada' } }, { 'data.name': /Name must be text/ }],
    ['TEXT over 1,000 characters', { name: 'x'.repeat(1001) }, { 'data.name': /at most 1,000 characters/ }],
    ['an unknown field', { nickname: 'Ada' }, { 'data.nickname': /nickname is not a field of this collection/ }],
    ['the required field missing', { name: undefined, amount: 3 }, { 'data.name': /Please enter Name/ }],
    ['the required field blank', { name: '   ' }, { 'data.name': /Please enter Name/ }],
    ['two mistakes at once', { amount: 'abc', due: 'soon' }, { 'data.amount': /number/, 'data.due': /date/ }],
  ])('refuses %s on create and on update, writing nothing', async (_label, change, details) => {
    const resolve = (v: unknown) => (v === 'OTHER' ? otherRecordId : v === 'FOREIGN' ? foreignRecordId : v);
    const data = Object.fromEntries(
      Object.entries({ name: 'Valid', ...change })
        .map(([k, v]) => [k, resolve(v)])
        .filter(([, v]) => v !== undefined),
    );
    const existing = await u.record(all.id, { name: 'Existing' });
    const before = await databaseState(t);
    expectBadInput(
      await t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: all.id, data } }),
      details,
      'create',
    );
    const gql = await t.gql(
      `mutation($id: ID!, $data: JSONObject!) { createRecord(input: { collectionId: $id, data: $data }) { id } }`,
      { id: all.id, data },
      u.token,
    );
    expectGqlError(gql, 'BAD_USER_INPUT', details);
    // On update only the keys sent are checked: the required one is not missing unless sent.
    const updateDetails = 'name' in change && change.name === undefined ? {} : details;
    const update = await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: existing.id, data } });
    if (Object.keys(updateDetails).length) expectBadInput(update, updateDetails, 'update');
    else expect(update.status).toBe(200);
    if (update.status !== 200) expect(await databaseState(t)).toEqual(before);
  });

  it('refuses a required field cleared on update, with null or an empty string', async () => {
    const r = await u.record(all.id, { name: 'Keep me', amount: 5 });
    const before = await databaseState(t);
    for (const value of [null, '', '  ']) {
      expectBadInput(
        await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: r.id, data: { name: value, amount: 6 } } }),
        { 'data.name': /Please enter Name/ },
      );
    }
    expect(await databaseState(t)).toEqual(before);
  });

  it.each([
    ['a collection id that is not a UUID', 'POST', { collectionId: 'deals', data: {} }, { collectionId: /not valid/ }],
    ['data that is not an object', 'POST', { collectionId: 'C', data: ['Ada'] }, { data: /object keyed by field key/ }],
    ['data that is text', 'POST', { collectionId: 'C', data: 'Ada' }, { data: /object keyed by field key/ }],
    [
      'an unknown key in the body',
      'POST',
      { collectionId: 'C', data: { name: 'Ada' }, owner: 'me' },
      { owner: /not a field of this request/ },
    ],
    ['a record id that is not a UUID', 'PATCH', { id: '42', data: { name: 'x' } }, { id: /not valid/ }],
    ['an update without data', 'PATCH', { id: 'R' }, { data: /object keyed by field key/ }],
    ['an unknown key in an update', 'PATCH', { id: 'R', data: {}, collectionId: 'C' }, { collectionId: /not a field of this request/ }],
  ])('refuses %s, writing nothing', async (_label, method, body, details) => {
    const r = await u.record(all.id, { name: 'Target' });
    const fill = (v: unknown) => (v === 'C' ? all.id : v === 'R' ? r.id : v);
    const before = await databaseState(t);
    const sent = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fill(v)]));
    expectBadInput(await t.rest(method, '/v1/database/records', { token: u.token, body: sent }), details);
    expect(await databaseState(t)).toEqual(before);
  });

  it('refuses bad ids on reads and deletes', async () => {
    const before = await databaseState(t);
    expectBadInput(await t.rest('GET', '/v1/database/record?id=nope', { token: u.token }), { id: /not valid/ });
    expectBadInput(await t.rest('DELETE', '/v1/database/records?id=nope', { token: u.token }), { id: /not valid/ });
    expectGqlError(await t.gql('query { record(id: "nope") { id } }', {}, u.token), 'BAD_USER_INPUT', { id: /not valid/ });
    expectError(await t.rest('GET', `/v1/database/record?id=${randomUUID()}`, { token: u.token }), 'NOT_FOUND', /record/);
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('creating, changing and deleting records', () => {
  it('applies defaults on create, unless a value is sent; a BOOLEAN default of false is kept', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Status', type: 'SELECT', choices: ['Open', 'Closed'], defaultValue: 'Open' },
      { label: 'Priority', type: 'NUMBER', defaultValue: 3 },
      { label: 'Flagged', type: 'BOOLEAN', defaultValue: false },
      { label: 'Tags', type: 'MULTI_SELECT', choices: ['a', 'b'], defaultValue: ['b'] },
    ]);
    expect((await u.record(c.id, { name: 'Plain' })).data).toEqual({
      name: 'Plain',
      status: 'Open',
      priority: 3,
      flagged: false,
      tags: ['b'],
    });
    expect((await u.record(c.id, { name: 'Set', status: 'closed', priority: 1, flagged: true, tags: ['a'] })).data).toEqual({
      name: 'Set',
      status: 'Closed',
      priority: 1,
      flagged: true,
      tags: ['a'],
    });
    // A key sent empty is an answer: no default for it.
    expect((await u.record(c.id, { name: 'Blank', status: null })).data).toEqual({
      name: 'Blank',
      priority: 3,
      flagged: false,
      tags: ['b'],
    });
    // An update never brings defaults back.
    const r = await u.record(c.id, { name: 'Later' });
    const res = await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: r.id, data: { status: null } } });
    expect(res.body.data.data).toEqual({ name: 'Later', priority: 3, flagged: false, tags: ['b'] });
  });

  it('changes only the keys sent; null or "" clears one (REST and GraphQL)', async () => {
    const r = await u.record(all.id, { name: 'Grace', amount: 10, status: 'Open', tags: ['vip'], email: 'grace@example.com' });
    const res = await t.rest('PATCH', '/v1/database/records', {
      token: u.token,
      body: { id: r.id, data: { amount: 11, status: null, tags: [] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.data).toEqual({ name: 'Grace', amount: 11, email: 'grace@example.com' });
    expect(res.body.data.createdAt).toBe(r.createdAt);
    expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(r.updatedAt).getTime());
    const gql = await t.gql(
      `mutation($id: ID!, $data: JSONObject!) { updateRecord(input: { id: $id, data: $data }) { ${RECORD_FIELDS} } }`,
      { id: r.id, data: { email: '', notes: 'Met at the fair' } },
      u.token,
    );
    expect(gql.body.data.updateRecord.data).toEqual({ name: 'Grace', amount: 11, notes: 'Met at the fair' });
    const read = await t.rest('GET', `/v1/database/record?id=${r.id}`, { token: u.token });
    expect(read.body.data.data).toEqual({ name: 'Grace', amount: 11, notes: 'Met at the fair' });
  });

  it('deletes one record (REST and GraphQL), returning it', async () => {
    const a = await u.record(otherCollection.id, { title: 'Delete me' });
    const b = await u.record(otherCollection.id, { title: 'Delete me too' });
    const res = await t.rest('DELETE', `/v1/database/records?id=${a.id}`, { token: u.token });
    expect(res.body).toEqual({ success: true, data: a });
    const gql = await t.gql(`mutation($id: ID!) { deleteRecord(input: { id: $id }) { ${RECORD_FIELDS} } }`, { id: b.id }, u.token);
    expect(gql.body.data.deleteRecord).toEqual(b);
    const ids = (await databaseState(t)).records.map((r) => r.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expectError(await t.rest('DELETE', `/v1/database/records?id=${a.id}`, { token: u.token }), 'NOT_FOUND');
    expectError(
      await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: a.id, data: { title: 'Back' } } }),
      'NOT_FOUND',
    );
  });

  it('bulk delete removes only the listed records of that collection and says how many', async () => {
    const c = await u.collection(
      [
        { label: 'Title', type: 'TEXT' },
        { label: 'Code', type: 'TEXT', unique: true },
      ],
      'Bulk',
    );
    const mine = await Promise.all(['a', 'b', 'c', 'd'].map((x) => u.record(c.id, { title: x, code: x })));
    const elsewhere = await u.record(otherCollection.id, { title: 'Not in Bulk' });
    const ids = [mine[0]!.id, mine[1]!.id, mine[1]!.id, elsewhere.id, foreignRecordId, randomUUID()];
    const res = await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${c.id}&ids=${ids.join(',')}`, { token: u.token });
    expect(res.body).toEqual({ success: true, data: { deleted: 2 } });
    const state = await databaseState(t);
    expect(
      state.records
        .filter((r) => r.collectionId === c.id)
        .map((r) => r.data.title)
        .sort(),
    ).toEqual(['c', 'd']);
    expect(state.records.map((r) => r.id)).toEqual(expect.arrayContaining([elsewhere.id, foreignRecordId]));
    // The unique values of the deleted records are free again.
    await u.record(c.id, { title: 'again', code: 'A' });
    const gql = await t.gql(
      `mutation($c: ID!, $ids: [ID!]!) { deleteRecords(input: { collectionId: $c, ids: $ids }) { deleted } }`,
      { c: c.id, ids: [mine[2]!.id, mine[3]!.id] },
      u.token,
    );
    expect(gql.body.data.deleteRecords).toEqual({ deleted: 2 });
    expect((await u.records(c.id)).map((r) => r.data.title)).toEqual(['again']);
  });

  it('bulk delete refuses no ids, more than 500, and ids that are not UUIDs, deleting nothing', async () => {
    const r = await u.record(otherCollection.id, { title: 'Survivor' });
    const before = await databaseState(t);
    const url = (ids: string) => `/v1/database/records/bulk?collectionId=${otherCollection.id}&ids=${ids}`;
    expectBadInput(await t.rest('DELETE', url(''), { token: u.token }), { ids: /at least one record/ });
    expectBadInput(await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${otherCollection.id}`, { token: u.token }), {
      ids: /.+/,
    });
    expectBadInput(
      await t.rest(
        'DELETE',
        url(
          Array.from({ length: 501 }, (): string => randomUUID())
            .concat(r.id)
            .join(','),
        ),
        { token: u.token },
      ),
      { ids: /at most 500/ },
    );
    expectBadInput(await t.rest('DELETE', url(`${r.id},nope`), { token: u.token }), { 'ids.1': /not valid/ });
    expectGqlError(
      await t.gql(
        `mutation($c: ID!) { deleteRecords(input: { collectionId: $c, ids: [] }) { deleted } }`,
        { c: otherCollection.id },
        u.token,
      ),
      'BAD_USER_INPUT',
      { ids: /at least one/ },
    );
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('unique fields', () => {
  it('refuses a second record with the same value, case-insensitively for TEXT and EMAIL, on create and update', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Code', type: 'TEXT', unique: true },
      { label: 'Email', type: 'EMAIL', unique: true },
      { label: 'Number', type: 'NUMBER', unique: true },
    ]);
    const a = await u.record(c.id, { name: 'A', code: 'ABC-1', email: 'ada@example.com', number: 7 });
    const b = await u.record(c.id, { name: 'B', code: 'abc-2', email: 'bob@example.com', number: 8 });
    const before = await databaseState(t);
    for (const [data, key] of [
      [{ code: 'abc-1' }, 'code'],
      [{ email: 'ADA@example.com' }, 'email'],
      [{ number: '7' }, 'number'],
    ] as const) {
      expectError(
        await t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: c.id, data: { name: 'C', ...data } } }),
        'CONFLICT',
        /must be unique/,
        { [`data.${key}`]: /Another record already has this/ },
      );
      expectError(
        await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: b.id, data } }),
        'CONFLICT',
        /must be unique/,
        { [`data.${key}`]: /must be unique/ },
      );
    }
    expectGqlError(
      await t.gql(`mutation($id: ID!) { createRecord(input: { collectionId: $id, data: {code: "Abc-1"} }) { id } }`, { id: c.id }, u.token),
      'CONFLICT',
      { 'data.code': /must be unique/ },
    );
    expect(await databaseState(t)).toEqual(before);
    // A record keeps its own value; a value let go is free for another.
    expect(
      (await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: a.id, data: { code: 'ABC-1', name: 'A2' } } })).status,
    ).toBe(200);
    expect((await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: a.id, data: { code: null } } })).status).toBe(200);
    expect((await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: b.id, data: { code: 'abc-1' } } })).status).toBe(
      200,
    );
    // Several records may leave a unique field empty.
    await u.record(c.id, { name: 'No code 1' });
    await u.record(c.id, { name: 'No code 2' });
  });

  it('lets exactly one of 5 simultaneous creates with the same value through; the others get CONFLICT on that field', async () => {
    const c = await u.collection([{ label: 'Email', type: 'EMAIL', unique: true }], 'Race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.rest('POST', '/v1/database/records', {
          token: u.token,
          body: { collectionId: c.id, data: { email: i % 2 ? 'RACE@example.com' : 'race@example.com' } },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expectError(a, 'CONFLICT', /unique/, { 'data.email': /unique/ });
    const state = await databaseState(t);
    expect(state.records.filter((r) => r.collectionId === c.id)).toHaveLength(1);
    expect(state.uniqueValues.filter((v) => v.collectionId === c.id).map((v) => v.value)).toEqual(['race@example.com']);
  });
});

describe('RELATION fields', () => {
  it('resolve each link to the label of the target (its first field), on lists too; a deleted target drops the link and the value', async () => {
    const people = await u.collection(
      [
        { label: 'Full name', type: 'TEXT' },
        { label: 'Age', type: 'NUMBER' },
      ],
      'People',
    );
    const ada = await u.record(people.id, { full_name: 'Ada Lovelace', age: 36 });
    const nameless = await u.record(people.id, { age: 1 });
    const tasks = await u.collection(
      [
        { label: 'Title', type: 'TEXT' },
        { label: 'Owner', type: 'RELATION', relationCollectionId: people.id },
        { label: 'Reviewer', type: 'RELATION', relationCollectionId: people.id },
      ],
      'Linked tasks',
    );
    const t1 = await u.record(tasks.id, { title: 'Engine', owner: ada.id, reviewer: nameless.id });
    const t2 = await u.record(tasks.id, { title: 'Notes', owner: ada.id });
    expect(t1.links).toEqual([
      { fieldKey: 'owner', recordId: ada.id, collectionId: people.id, label: 'Ada Lovelace' },
      { fieldKey: 'reviewer', recordId: nameless.id, collectionId: people.id, label: 'Untitled' },
    ]);
    const list = await u.records(tasks.id);
    expect(list.map((r) => r.links.map((l) => l.label))).toEqual([['Ada Lovelace', 'Untitled'], ['Ada Lovelace']]);
    // The label follows the target.
    await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: ada.id, data: { full_name: 'Ada King' } } });
    expect((await u.records(tasks.id)).map((r) => r.links[0]?.label)).toEqual(['Ada King', 'Ada King']);
    // Deleting the target: the link and the stored id go, so "is empty" and the grid agree.
    expect((await t.rest('DELETE', `/v1/database/records?id=${ada.id}`, { token: u.token })).status).toBe(200);
    const after = await u.records(tasks.id);
    expect(after.map((r) => [r.data, r.links.map((l) => l.fieldKey)])).toEqual([
      [{ title: 'Engine', reviewer: nameless.id }, ['reviewer']],
      [{ title: 'Notes' }, []],
    ]);
    const empty = await u.records(tasks.id, { filter: JSON.stringify([{ field: 'owner', op: 'is_empty' }]) });
    expect(empty.map((r) => r.id).sort()).toEqual([t1.id, t2.id].sort());
    // Bulk delete drops links the same way.
    await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${people.id}&ids=${nameless.id}`, { token: u.token });
    expect((await t.rest('GET', `/v1/database/record?id=${t1.id}`, { token: u.token })).body.data).toMatchObject({
      data: { title: 'Engine' },
      links: [],
    });
  });
});
