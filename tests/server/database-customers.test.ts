import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecords, collections } from '../../db/schema/index.js';
import { countRecordsOfCustomer, recordsOfCustomer, unlinkCustomers } from '../../server/modules/database/record.customers.js';
import { freshEmail, signInCustomer } from '../helpers/customers.js';
import { png } from '../helpers/images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * CUSTOMER values (checked on every write path, named in both APIs' records, cleared when the customer
 * goes) and collections shared with customers (the setting in both APIs, the customer's read-only view).
 */

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
let portal: { id: string };
let otherPortal: { id: string };
/** Customers of `portal` (ann, abe) and of `otherPortal` (bea), made by invitation without mail. */
let ann: { id: string; email: string };
let abe: { id: string; email: string };
let bea: { id: string; email: string };

let n = 0;
async function makePortal(token: string) {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Shop ${Date.now().toString(36)}${n++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}
async function makeCustomer(token: string, portalId: string, name: string) {
  const email = freshEmail(name.toLowerCase());
  const res = await t.rest('POST', '/v1/customer/users', { token, body: { portalId, email, name, sendInvite: false } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as string, email };
}
type Field = { key: string; label: string; type: string };
async function makeCollection(fields: Array<{ label: string; type: string }>, portalId = portal.id, token = owner.token) {
  const res = await t.rest('POST', '/v1/database', { token, body: { portalId, name: `Deals ${n++}`, fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; fields: Field[] };
}
async function makeRecord(collectionId: string, data: Record<string, unknown>, token = owner.token) {
  const res = await t.rest('POST', '/v1/database/records', { token, body: { collectionId, data } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; data: Record<string, unknown>; customers: unknown[] };
}
const dataOf = async (collectionId: string) =>
  (await t.database.db.select().from(collectionRecords).where(eq(collectionRecords.collectionId, collectionId))).map((r) => r.data);

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp();
  stranger = await t.signUp();
  portal = await makePortal(owner.token);
  otherPortal = await makePortal(stranger.token);
  ann = await makeCustomer(owner.token, portal.id, 'Ann');
  abe = await makeCustomer(owner.token, portal.id, 'Abe');
  bea = await makeCustomer(stranger.token, otherPortal.id, 'Bea');
});
afterAll(() => t.close());

describe('CUSTOMER values on write', () => {
  const bad = () =>
    [
      [bea.id, /no customer with that id in this portal/],
      ['00000000-0000-4000-8000-000000000000', /no customer with that id in this portal/],
      ['not-a-uuid', /customer id/i],
    ] as const;

  it('an update to another portal’s customer, an unknown id or a non-id is refused and changes nothing', async () => {
    const c = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Client', type: 'CUSTOMER' },
    ]);
    const [title, client] = c.fields.map((f) => f.key) as [string, string];
    const r = await makeRecord(c.id, { [title]: 'Kept', [client]: ann.id });
    for (const [value, message] of bad()) {
      const res = await t.rest('PATCH', '/v1/database/records', {
        token: owner.token,
        body: { id: r.id, data: { [title]: 'Changed', [client]: value } },
      });
      expect(res.status, value).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
      expect(res.body.details[`data.${client}`], value).toMatch(message);
    }
    expect(await dataOf(c.id)).toEqual([{ [title]: 'Kept', [client]: ann.id }]);
    // Through GraphQL the same refusal, with the same field.
    const gql = await t.gql(
      'mutation($id: ID!, $data: JSONObject!) { updateRecord(input: { id: $id, data: $data }) { id } }',
      { id: r.id, data: { [client]: bea.id } },
      owner.token,
    );
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(gql.body.errors[0].extensions)).toContain('no customer with that id in this portal');
    expect(await dataOf(c.id)).toEqual([{ [title]: 'Kept', [client]: ann.id }]);
    // A change to a customer of the portal is taken, and its name comes back.
    const ok = await t.rest('PATCH', '/v1/database/records', { token: owner.token, body: { id: r.id, data: { [client]: abe.id } } });
    expect(ok.body.data.customers).toEqual([{ fieldKey: client, customerId: abe.id, name: 'Abe', email: abe.email }]);
  });

  it('a CSV import reports each bad CUSTOMER row by its line and imports the others', async () => {
    const c = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Client', type: 'CUSTOMER' },
    ]);
    const [title, client] = c.fields.map((f) => f.key) as [string, string];
    const csv = ['Title,Client', `Good,${ann.id}`, `Foreign,${bea.id}`, 'Unknown,00000000-0000-4000-8000-000000000000', 'Junk,not-a-uuid'];
    const res = await t.upload('POST', '/v1/database/records/import', {
      token: owner.token,
      fields: { collectionId: c.id, mapping: JSON.stringify({ Title: title, Client: client }) },
      file: { data: Buffer.from(csv.join('\n')), filename: 'deals.csv', contentType: 'text/csv' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 1, updated: 0, rejected: 3 });
    const errors = res.body.data.errors as Array<{ row: number; field: string; message: string }>;
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, client],
      [4, client],
      [5, client],
    ]);
    expect(errors[0]!.message).toBe('Client: no customer with that id in this portal.');
    expect(errors[1]!.message).toBe('Client: no customer with that id in this portal.');
    expect(errors[2]!.message).toMatch(/customer id/i);
    expect(await dataOf(c.id)).toEqual([{ [title]: 'Good', [client]: ann.id }]);
  });
});

describe('CUSTOMER values on read', () => {
  it('both APIs name the customers of a page of records, per field', async () => {
    const c = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Client', type: 'CUSTOMER' },
      { label: 'Contact', type: 'CUSTOMER' },
    ]);
    const [title, client, contact] = c.fields.map((f) => f.key) as [string, string, string];
    const both = await makeRecord(c.id, { [title]: 'Both', [client]: ann.id, [contact]: abe.id });
    const none = await makeRecord(c.id, { [title]: 'None' });
    const expected = [
      { fieldKey: client, customerId: ann.id, name: 'Ann', email: ann.email },
      { fieldKey: contact, customerId: abe.id, name: 'Abe', email: abe.email },
    ];
    const rest = await t.rest('GET', `/v1/database/records?collectionId=${c.id}`, { token: owner.token });
    expect(rest.body.data.items.map((r: { id: string; customers: unknown }) => [r.id, r.customers])).toEqual([
      [both.id, expected],
      [none.id, []],
    ]);
    const gql = await t.gql(
      `query($c: ID!, $id: ID!) {
        records(collectionId: $c) { edges { node { id customers { fieldKey customerId name email } } } }
        record(id: $id) { customers { fieldKey customerId name email } }
      }`,
      { c: c.id, id: both.id },
      owner.token,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.records.edges.map((e: { node: { id: string; customers: unknown } }) => [e.node.id, e.node.customers])).toEqual([
      [both.id, expected],
      [none.id, []],
    ]);
    expect(gql.body.data.record.customers).toEqual(expected);
  });
});

describe('clearing CUSTOMER values when customers go', () => {
  it('unlinkCustomers clears them in every collection of the portal, and only theirs', async () => {
    const first = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Client', type: 'CUSTOMER' },
      { label: 'Contact', type: 'CUSTOMER' },
    ]);
    const second = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Owner', type: 'CUSTOMER' },
    ]);
    const foreign = await makeCollection([{ label: 'Owner', type: 'CUSTOMER' }], otherPortal.id, stranger.token);
    const [t1, client, contact] = first.fields.map((f) => f.key) as [string, string, string];
    const [t2, ownerKey] = second.fields.map((f) => f.key) as [string, string];
    const cara = await makeCustomer(owner.token, portal.id, 'Cara');
    await makeRecord(first.id, { [t1]: 'A', [client]: cara.id, [contact]: ann.id });
    await makeRecord(first.id, { [t1]: 'B', [client]: ann.id, [contact]: cara.id });
    await makeRecord(first.id, { [t1]: 'C', [client]: abe.id });
    await makeRecord(second.id, { [t2]: 'D', [ownerKey]: cara.id });
    await makeRecord(foreign.id, { [foreign.fields[0]!.key]: bea.id }, stranger.token);

    expect(await countRecordsOfCustomer(t.database.db, portal.id, cara.id)).toBe(3);
    const links = await recordsOfCustomer(t.database.db, portal.id, cara.id, 100);
    expect(links.map((l) => [l.collectionName, l.fieldLabel, l.label]).sort()).toEqual(
      [
        [expect.stringMatching(/^Deals/), 'Client', 'A'],
        [expect.stringMatching(/^Deals/), 'Contact', 'B'],
        [expect.stringMatching(/^Deals/), 'Owner', 'D'],
      ].sort(),
    );
    expect(await recordsOfCustomer(t.database.db, portal.id, cara.id, 2)).toHaveLength(2);
    // Another portal's id for the same customer finds nothing.
    expect(await countRecordsOfCustomer(t.database.db, otherPortal.id, cara.id)).toBe(0);
    expect(await t.database.db.transaction((tx) => unlinkCustomers(tx, otherPortal.id, [cara.id]))).toBe(0);

    const changed = await t.database.db.transaction((tx) => unlinkCustomers(tx, portal.id, [cara.id]));
    expect(changed).toBe(3);
    expect(await dataOf(first.id)).toEqual(
      expect.arrayContaining([
        { [t1]: 'A', [contact]: ann.id },
        { [t1]: 'B', [client]: ann.id },
        { [t1]: 'C', [client]: abe.id },
      ]),
    );
    expect(await dataOf(second.id)).toEqual([{ [t2]: 'D' }]);
    expect(await dataOf(foreign.id)).toEqual([{ [foreign.fields[0]!.key]: bea.id }]);
    expect(await countRecordsOfCustomer(t.database.db, portal.id, cara.id)).toBe(0);
  });

  it('deleting a customer through the API clears the values and says how many', async () => {
    const c = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Client', type: 'CUSTOMER' },
    ]);
    const [title, client] = c.fields.map((f) => f.key) as [string, string];
    const dan = await makeCustomer(owner.token, portal.id, 'Dan');
    await makeRecord(c.id, { [title]: 'X', [client]: dan.id });
    await makeRecord(c.id, { [title]: 'Y', [client]: ann.id });
    const gone = await t.rest('DELETE', `/v1/customer/users?id=${dan.id}`, { token: owner.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data).toMatchObject({ id: dan.id, email: dan.email });
    expect(await dataOf(c.id)).toEqual(expect.arrayContaining([{ [title]: 'X' }, { [title]: 'Y', [client]: ann.id }]));
  });
});

describe('collections shared with customers', () => {
  const ACCESS =
    'mutation($i: SetCollectionCustomerAccessInput!) { setCollectionCustomerAccess(input: $i) { id customerAccess { mode fieldKey } } }';

  it('GraphQL sets and refuses the setting as REST does; the collections query shows it', async () => {
    const c = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Client', type: 'CUSTOMER' },
    ]);
    const [title, client] = c.fields.map((f) => f.key) as [string, string];
    for (const fieldKey of [title, 'nope', null]) {
      const res = await t.gql(ACCESS, { i: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey } }, owner.token);
      expect(res.body.errors?.[0]?.extensions, String(fieldKey)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(JSON.stringify(res.body.errors[0].extensions)).toContain('fieldKey');
    }
    const [row] = await t.database.db.select().from(collections).where(eq(collections.id, c.id));
    expect(row).toMatchObject({ customerAccess: 'NONE', customerFieldKey: null });
    const ok = await t.gql(ACCESS, { i: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: client } }, owner.token);
    expect(ok.body.data.setCollectionCustomerAccess).toEqual({ id: c.id, customerAccess: { mode: 'CUSTOMER_FIELD', fieldKey: client } });
    const list = await t.gql(
      'query($p: ID!) { collections(portalId: $p) { id customerAccess { mode fieldKey } } }',
      { p: portal.id },
      owner.token,
    );
    expect(list.body.data.collections.find((x: { id: string }) => x.id === c.id).customerAccess).toEqual({
      mode: 'CUSTOMER_FIELD',
      fieldKey: client,
    });
    // Another builder cannot touch it: NOT_FOUND, and nothing changes.
    const theirs = await t.gql(ACCESS, { i: { id: c.id, mode: 'NONE' } }, stranger.token);
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Deleting the scoping field turns the sharing off in the same change.
    const dropped = await t.rest('PATCH', '/v1/database', {
      token: owner.token,
      body: { id: c.id, fields: c.fields.filter((f) => f.key !== client) },
    });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect(dropped.body.data.customerAccess).toEqual({ mode: 'NONE', fieldKey: null });
  });

  it('a customer pages through their own records, read-only, with FILE values as signed links', async () => {
    const a1 = await signInCustomer(t, owner.token, portal.id, freshEmail('pager'), 'Pat');
    const c = await makeCollection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Scan', type: 'FILE' },
      { label: 'Client', type: 'CUSTOMER' },
    ]);
    const [title, scan, client] = c.fields.map((f) => f.key) as [string, string, string];
    const file = await t.upload('POST', '/v1/database/files', {
      token: owner.token,
      fields: { collectionId: c.id },
      file: { data: png([1, 2, 3]), filename: 'scan.png', contentType: 'image/png' },
    });
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    await makeRecord(c.id, { [title]: 'P1', [scan]: file.body.data, [client]: a1.id });
    await makeRecord(c.id, { [title]: 'Other', [client]: ann.id });
    await makeRecord(c.id, { [title]: 'P2', [client]: a1.id });
    await makeRecord(c.id, { [title]: 'P3', [client]: a1.id });
    const shared = await t.rest('PUT', '/v1/database/customer-access', {
      token: owner.token,
      body: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: client },
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);

    const seen: Array<Record<string, unknown>> = [];
    let cursor: string | null = null;
    do {
      const url = `/v1/customer/collections/records?collectionId=${c.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await t.rest('GET', url, { token: a1.token });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.items.map((r: { data: Record<string, unknown> }) => r.data));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen.map((d) => d[title])).toEqual(['P3', 'P2', 'P1']);
    expect(seen.every((d) => !(client in d))).toBe(true);
    const url = (seen[2]![scan] as { url: string }).url;
    expect(url).toMatch(/signature=/);
    expect((await t.rest('GET', url)).status).toBe(200);

    // Read-only: the customer's token writes nothing through the builder routes.
    const write = await t.rest('POST', '/v1/database/records', {
      token: a1.token,
      body: { collectionId: c.id, data: { [title]: 'Mine', [client]: a1.id } },
    });
    expect([401, 403]).toContain(write.status);
    const access = await t.rest('PUT', '/v1/database/customer-access', { token: a1.token, body: { id: c.id, mode: 'NONE' } });
    expect([401, 403]).toContain(access.status);
    expect(await dataOf(c.id)).toHaveLength(4);
    // A bad collection id or cursor is refused clearly; no token at all is UNAUTHENTICATED.
    const junk = await t.rest('GET', '/v1/customer/collections/records?collectionId=nope', { token: a1.token });
    expect(junk.status).toBe(400);
    expect((await t.rest('GET', '/v1/customer/collections/list')).status).toBe(401);
  });
});
