import { customerUsers } from '../../db/schema/index.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUser, expectBadInput, expectGqlError, type Collection, type RecordRow, everyType } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pageOf } from '../helpers/parity.js';

/** Filters (every operator of every type), sorts with empty values last, and cursor pages over ties. */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let c: Collection;
let clients: Collection;
const ids: Record<string, string> = {};
/** Customers of the portal (made in beforeAll with these ids, which the filter table names): CUSTOMER values name real customers. */
const CU1 = '0b6f1d7e-6c1a-4c38-9a5a-5a2f0f3d8e11';
const CU2 = '7c3d2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';
let createdBetween: string;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
  await t.database.db.insert(customerUsers).values([
    { id: CU1, portalId: u.portalId, email: 'cu1@example.com', name: 'Cu One' },
    { id: CU2, portalId: u.portalId, email: 'cu2@example.com', name: 'Cu Two' },
  ]);
  clients = await u.collection([{ label: 'Company', type: 'TEXT' }], 'Clients');
  ids.c1 = (await u.record(clients.id, { company: 'Acme' })).id;
  ids.c2 = (await u.record(clients.id, { company: 'Globex' })).id;
  c = await u.collection(everyType(clients.id), 'Deals');
  const FILE = await u.upload(c.id);
  const rows: Array<Record<string, unknown>> = [
    {
      name: 'alpha',
      notes: 'Call back on Monday',
      amount: 10,
      paid: true,
      due: '2026-01-10',
      meeting: '2026-01-10T09:00:00Z',
      email: 'alpha@example.com',
      website: 'https://alpha.example',
      status: 'Open',
      tags: ['vip'],
      contract: FILE,
      client: ids.c1,
      customer: CU1,
    },
    {
      name: 'Bravo',
      notes: 'monday meeting',
      amount: 20,
      paid: false,
      due: '2026-02-01',
      meeting: '2026-02-01T12:00:00Z',
      email: 'bravo@example.org',
      status: 'Won',
      tags: ['vip', 'new'],
      client: ids.c2,
      customer: CU2,
    },
    { name: 'charlie', amount: 20, due: '2026-01-10', status: 'Lost', tags: ['new'] },
    { name: 'delta', amount: -5, paid: true, website: 'https://delta.example/x_y%' },
    { name: 'echo' },
  ];
  for (const [i, row] of rows.entries()) {
    ids[row.name as string] = (await u.record(c.id, row)).id;
    if (i === 2) {
      await new Promise((r) => setTimeout(r, 5));
      createdBetween = new Date().toISOString();
      await new Promise((r) => setTimeout(r, 5));
    }
  }
});
afterAll(() => t.close());

const names = (rows: RecordRow[]) =>
  rows.map((r) => r.data.name).sort((a, b) => String(a).toLowerCase().localeCompare(String(b).toLowerCase()));
const filtered = async (filter: unknown[]) => names(await u.records(c.id, { filter: JSON.stringify(filter) }));

describe('filters: every operator each type offers', () => {
  const F = (field: string, op: string, value?: unknown) => ({ field, op, ...(value !== undefined ? { value } : {}) });
  it.each([
    ['TEXT eq (any case)', F('name', 'eq', 'ALPHA'), ['alpha']],
    ['TEXT neq (empties included)', F('name', 'neq', 'bravo'), ['alpha', 'charlie', 'delta', 'echo']],
    ['TEXT contains (any case)', F('name', 'contains', 'A'), ['alpha', 'Bravo', 'charlie', 'delta']],
    ['TEXT not_contains', F('name', 'not_contains', 'a'), ['echo']],
    ['TEXT in', F('name', 'in', ['alpha', 'DELTA', 'zulu']), ['alpha', 'delta']],
    ['TEXT is_empty', F('name', 'is_empty'), []],
    ['TEXT is_not_empty', F('name', 'is_not_empty'), ['alpha', 'Bravo', 'charlie', 'delta', 'echo']],
    ['LONG_TEXT contains', F('notes', 'contains', 'MONDAY'), ['alpha', 'Bravo']],
    ['LONG_TEXT not_contains (empties included)', F('notes', 'not_contains', 'monday'), ['charlie', 'delta', 'echo']],
    ['LONG_TEXT is_empty', F('notes', 'is_empty'), ['charlie', 'delta', 'echo']],
    ['LONG_TEXT is_not_empty', F('notes', 'is_not_empty'), ['alpha', 'Bravo']],
    ['NUMBER eq', F('amount', 'eq', 20), ['Bravo', 'charlie']],
    ['NUMBER eq given as text', F('amount', 'eq', '20'), ['Bravo', 'charlie']],
    ['NUMBER neq (empties included)', F('amount', 'neq', 20), ['alpha', 'delta', 'echo']],
    ['NUMBER gt', F('amount', 'gt', 10), ['Bravo', 'charlie']],
    ['NUMBER gte', F('amount', 'gte', 10), ['alpha', 'Bravo', 'charlie']],
    ['NUMBER lt (negative numbers too)', F('amount', 'lt', 10), ['delta']],
    ['NUMBER lte', F('amount', 'lte', 10), ['alpha', 'delta']],
    ['NUMBER in', F('amount', 'in', [10, -5]), ['alpha', 'delta']],
    ['NUMBER is_empty', F('amount', 'is_empty'), ['echo']],
    ['NUMBER is_not_empty', F('amount', 'is_not_empty'), ['alpha', 'Bravo', 'charlie', 'delta']],
    ['BOOLEAN eq true', F('paid', 'eq', true), ['alpha', 'delta']],
    ['BOOLEAN eq false (an empty checkbox is unticked)', F('paid', 'eq', false), ['Bravo', 'charlie', 'echo']],
    ['DATE eq', F('due', 'eq', '2026-01-10'), ['alpha', 'charlie']],
    ['DATE before', F('due', 'before', '2026-02-01'), ['alpha', 'charlie']],
    ['DATE after', F('due', 'after', '2026-01-10'), ['Bravo']],
    ['DATE gte', F('due', 'gte', '2026-01-10'), ['alpha', 'Bravo', 'charlie']],
    ['DATE lte', F('due', 'lte', '2026-01-31'), ['alpha', 'charlie']],
    ['DATE is_empty', F('due', 'is_empty'), ['delta', 'echo']],
    ['DATE is_not_empty', F('due', 'is_not_empty'), ['alpha', 'Bravo', 'charlie']],
    ['DATETIME before', F('meeting', 'before', '2026-02-01T12:00:00Z'), ['alpha']],
    ['DATETIME after, in another zone', F('meeting', 'after', '2026-01-10T10:00:00+01:00'), ['Bravo']],
    ['DATETIME gte', F('meeting', 'gte', '2026-01-10T10:00:00+01:00'), ['alpha', 'Bravo']],
    ['DATETIME lte', F('meeting', 'lte', '2026-02-01T12:00:00.000Z'), ['alpha', 'Bravo']],
    ['DATETIME is_empty', F('meeting', 'is_empty'), ['charlie', 'delta', 'echo']],
    ['DATETIME is_not_empty', F('meeting', 'is_not_empty'), ['alpha', 'Bravo']],
    ['EMAIL eq (any case)', F('email', 'eq', 'ALPHA@example.com'), ['alpha']],
    ['EMAIL neq', F('email', 'neq', 'alpha@example.com'), ['Bravo', 'charlie', 'delta', 'echo']],
    ['EMAIL contains', F('email', 'contains', '.org'), ['Bravo']],
    ['EMAIL not_contains', F('email', 'not_contains', 'example'), ['charlie', 'delta', 'echo']],
    ['EMAIL in', F('email', 'in', ['bravo@example.org', 'nobody@example.com']), ['Bravo']],
    ['EMAIL is_empty', F('email', 'is_empty'), ['charlie', 'delta', 'echo']],
    ['EMAIL is_not_empty', F('email', 'is_not_empty'), ['alpha', 'Bravo']],
    ['URL eq', F('website', 'eq', 'https://alpha.example'), ['alpha']],
    ['URL neq', F('website', 'neq', 'https://alpha.example'), ['Bravo', 'charlie', 'delta', 'echo']],
    ['URL contains % and _ as plain characters', F('website', 'contains', '_y%'), ['delta']],
    ['URL not_contains', F('website', 'not_contains', 'delta'), ['alpha', 'Bravo', 'charlie', 'echo']],
    ['URL in', F('website', 'in', ['https://delta.example/x_y%']), ['delta']],
    ['URL is_empty', F('website', 'is_empty'), ['Bravo', 'charlie', 'echo']],
    ['URL is_not_empty', F('website', 'is_not_empty'), ['alpha', 'delta']],
    ['SELECT eq (any case)', F('status', 'eq', 'open'), ['alpha']],
    ['SELECT neq (empties included)', F('status', 'neq', 'Open'), ['Bravo', 'charlie', 'delta', 'echo']],
    ['SELECT in', F('status', 'in', ['Won', 'Lost']), ['Bravo', 'charlie']],
    ['SELECT is_empty', F('status', 'is_empty'), ['delta', 'echo']],
    ['SELECT is_not_empty', F('status', 'is_not_empty'), ['alpha', 'Bravo', 'charlie']],
    ['MULTI_SELECT contains', F('tags', 'contains', 'new'), ['Bravo', 'charlie']],
    ['MULTI_SELECT in (any of)', F('tags', 'in', ['vip']), ['alpha', 'Bravo']],
    ['MULTI_SELECT is_empty', F('tags', 'is_empty'), ['delta', 'echo']],
    ['MULTI_SELECT is_not_empty', F('tags', 'is_not_empty'), ['alpha', 'Bravo', 'charlie']],
    ['FILE is_empty', F('contract', 'is_empty'), ['Bravo', 'charlie', 'delta', 'echo']],
    ['FILE is_not_empty', F('contract', 'is_not_empty'), ['alpha']],
    ['RELATION eq', F('client', 'eq', 'C1'), ['alpha']],
    ['RELATION in', F('client', 'in', ['C1', 'C2']), ['alpha', 'Bravo']],
    ['RELATION is_empty', F('client', 'is_empty'), ['charlie', 'delta', 'echo']],
    ['RELATION is_not_empty', F('client', 'is_not_empty'), ['alpha', 'Bravo']],
    ['CUSTOMER eq', F('customer', 'eq', CU1.toUpperCase()), ['alpha']],
    ['CUSTOMER in', F('customer', 'in', [CU1, CU2]), ['alpha', 'Bravo']],
    ['CUSTOMER is_empty', F('customer', 'is_empty'), ['charlie', 'delta', 'echo']],
    ['CUSTOMER is_not_empty', F('customer', 'is_not_empty'), ['alpha', 'Bravo']],
  ])('%s', async (_label, filter, expected) => {
    const resolved = JSON.parse(JSON.stringify(filter).replace(/"C([12])"/g, (_m, n) => JSON.stringify(ids[`c${n}`])));
    expect(await filtered([resolved])).toEqual(expected);
    // The count agrees with the page.
    const count = await t.rest(
      'GET',
      `/v1/database/records/count?collectionId=${c.id}&filter=${encodeURIComponent(JSON.stringify([resolved]))}`,
      { token: u.token },
    );
    expect(count.body.data).toEqual({ count: expected.length });
  });

  it('createdAt before / after, and conditions combined (all must hold)', async () => {
    expect(await filtered([{ field: 'createdAt', op: 'before', value: createdBetween }])).toEqual(['alpha', 'Bravo', 'charlie']);
    expect(await filtered([{ field: 'createdAt', op: 'after', value: createdBetween }])).toEqual(['delta', 'echo']);
    expect(
      await filtered([
        { field: 'amount', op: 'gte', value: 10 },
        { field: 'tags', op: 'contains', value: 'vip' },
        { field: 'paid', op: 'eq', value: false },
      ]),
    ).toEqual(['Bravo']);
  });

  it('GraphQL filters give the same records and count as REST', async () => {
    const filter = [
      { field: 'amount', op: 'GTE', value: 10 },
      { field: 'status', op: 'IN', value: ['Open', 'Won'] },
    ];
    const res = await t.gql(
      `query($id: ID!, $filter: [RecordFilterInput!]) { records(collectionId: $id, filter: $filter) { edges { node { id data } } } recordCount(collectionId: $id, filter: $filter) }`,
      { id: c.id, filter },
      u.token,
    );
    expect(res.body.errors).toBeUndefined();
    const rest = await u.records(c.id, { filter: JSON.stringify(filter.map((f) => ({ ...f, op: f.op.toLowerCase() }))) });
    expect(res.body.data.records.edges.map((e: any) => e.node)).toEqual(rest.map((r) => ({ id: r.id, data: r.data })));
    expect(names(rest)).toEqual(['alpha', 'Bravo']);
    expect(res.body.data.recordCount).toBe(2);
  });
});

describe('list input a client can get wrong: 400 with the parameter to fix', () => {
  const list = (params: Record<string, string>) =>
    t.rest('GET', `/v1/database/records?${new URLSearchParams({ collectionId: c.id, ...params })}`, { token: u.token });
  const filter = (f: unknown) => ({ filter: typeof f === 'string' ? f : JSON.stringify(f) });
  it.each([
    ['a filter that is not JSON', filter('[{field: status}]'), { filter: /must be JSON/ }],
    ['a filter that is not a list', filter({ field: 'name', op: 'eq', value: 'a' }), { filter: /list of conditions/ }],
    [
      'an unknown field',
      filter([{ field: 'stage', op: 'eq', value: 'a' }]),
      { 'filter.0.field': /stage is not a field of this collection/ },
    ],
    ['an unknown operator', filter([{ field: 'name', op: 'like', value: 'a' }]), { 'filter.0.op': /one of eq, neq/ }],
    [
      'an operator the type does not offer',
      filter([{ field: 'amount', op: 'contains', value: '1' }]),
      { 'filter.0.op': /Amount \(NUMBER\) can be filtered with eq, neq, gt.* — not contains/ },
    ],
    ['gt on a BOOLEAN', filter([{ field: 'paid', op: 'gt', value: true }]), { 'filter.0.op': /Paid \(BOOLEAN\)/ }],
    ['a NUMBER compared with text', filter([{ field: 'amount', op: 'gt', value: 'lots' }]), { 'filter.0.value': /must be a number/ }],
    ['a DATE compared with no date', filter([{ field: 'due', op: 'before' }]), { 'filter.0.value': /Give a value to compare Due with/ }],
    [
      'a DATETIME without its zone',
      filter([{ field: 'meeting', op: 'after', value: '2026-01-10T09:00' }]),
      { 'filter.0.value': /with its zone/ },
    ],
    ['in without a list', filter([{ field: 'status', op: 'in', value: 'Open' }]), { 'filter.0.value': /list of 1 to 100 values/ }],
    [
      'in with a value that is not a choice',
      filter([{ field: 'status', op: 'in', value: ['Open', 'Maybe'] }]),
      { 'filter.0.value': /"Maybe" is not one of its choices/ },
    ],
    [
      'contains with nothing to look for',
      filter([{ field: 'name', op: 'contains', value: '' }]),
      { 'filter.0.value': /Type the text Name should contain/ },
    ],
    [
      'createdAt with a field operator',
      filter([{ field: 'createdAt', op: 'eq', value: '2026-01-01T00:00:00Z' }]),
      { 'filter.0.op': /before, after/ },
    ],
    [
      'createdAt compared with no time',
      filter([{ field: 'createdAt', op: 'after', value: 'yesterday' }]),
      { 'filter.0.value': /date and time/ },
    ],
    [
      'an unknown key in a condition',
      filter([{ field: 'name', op: 'eq', value: 'a', caseSensitive: true }]),
      { 'filter.0.caseSensitive': /caseSensitive is not part of a condition/ },
    ],
    [
      'a contains longer than 200 characters',
      filter([{ field: 'name', op: 'contains', value: 'x'.repeat(201) }]),
      { 'filter.0.value': /at most 200 characters/ },
    ],
    [
      'more than 20 conditions',
      filter(Array.from({ length: 21 }, () => ({ field: 'name', op: 'is_not_empty' }))),
      { filter: /At most 20 conditions/ },
    ],
    ['a sort by an unknown field', { sort: 'stage:asc' }, { sort: /stage is not a field of this collection/ }],
    ['a sort in an unknown direction', { sort: 'amount:up' }, { sort: /field:asc or field:desc/ }],
    ['a sort by a FILE field', { sort: 'contract:asc' }, { sort: /holds files and cannot be sorted/ }],
    ['a limit of 0', { limit: '0' }, { limit: /at least 1/ }],
    ['a limit of 201', { limit: '201' }, { limit: /at most 200/ }],
    ['a limit that is not a number', { limit: 'ten' }, { limit: /number/ }],
    ['a cursor that is not one', { cursor: 'not-a-cursor' }, { cursor: /not valid/ }],
    [
      'a forged cursor with an id that is not a UUID',
      {
        sort: 'amount:asc',
        cursor: Buffer.from(JSON.stringify(['amount:asc', 5, '------------------------------------'])).toString('base64url'),
      },
      { cursor: /not valid/ },
    ],
    [
      'a forged createdAt cursor with a time PostgreSQL would not read',
      { cursor: Buffer.from(JSON.stringify(['createdAt:asc', '2026', randomUUID()])).toString('base64url') },
      { cursor: /not valid/ },
    ],
    [
      'a cursor of another sort',
      { sort: 'amount:desc', cursor: Buffer.from(JSON.stringify(['amount:asc', 5, randomUUID()])).toString('base64url') },
      { cursor: /another sort/ },
    ],
    ['an unknown parameter', { order: 'amount' }, { order: /not a field of this request/ }],
    ['a collection id that is not a UUID', { collectionId: 'deals' }, { collectionId: /not valid/ }],
  ])('%s', async (_label, params, details) => {
    expectBadInput(await list(params), details);
  });

  it('the count and GraphQL refuse the same mistakes', async () => {
    expectBadInput(await t.rest('GET', `/v1/database/records/count?collectionId=${c.id}&filter=nope`, { token: u.token }), {
      filter: /must be JSON/,
    });
    expectGqlError(
      await t.gql(`query($id: ID!) { records(collectionId: $id, first: 0) { edges { node { id } } } }`, { id: c.id }, u.token),
      'BAD_USER_INPUT',
      { first: /at least 1/ },
    );
    expectGqlError(
      await t.gql(`query($id: ID!) { records(collectionId: $id, sort: {field: "nope"}) { edges { node { id } } } }`, { id: c.id }, u.token),
      'BAD_USER_INPUT',
      { sort: /not a field/ },
    );
    expectGqlError(
      await t.gql(
        `query($id: ID!) { recordCount(collectionId: $id, filter: [{field: "amount", op: CONTAINS, value: "1"}]) }`,
        { id: c.id },
        u.token,
      ),
      'BAD_USER_INPUT',
      { 'filter.0.op': /not contains/ },
    );
  });
});

describe('sort: values in order, empty values last in both directions', () => {
  const sorted = async (sort: string) => (await u.records(c.id, { sort })).map((r) => r.data.name);
  it.each([
    ['amount:asc', ['delta', 'alpha', '20', '20', 'echo']],
    ['amount:desc', ['20', '20', 'alpha', 'delta', 'echo']],
    ['due:asc', ['10', '10', 'Bravo', 'delta|echo', 'delta|echo']],
    ['due:desc', ['Bravo', '10', '10', 'delta|echo', 'delta|echo']],
    ['paid:asc', ['Bravo', 'alpha|delta', 'alpha|delta', 'charlie|echo', 'charlie|echo']],
    ['paid:desc', ['alpha|delta', 'alpha|delta', 'Bravo', 'charlie|echo', 'charlie|echo']],
    ['meeting:desc', ['Bravo', 'alpha', '-', '-', '-']],
    ['email:asc', ['alpha', 'Bravo', '-', '-', '-']],
  ])('%s', async (sort, expected) => {
    const got = await sorted(sort);
    // Ties (same value, or both empty) may come in either order between them, but stay together.
    const groups: Record<string, string[]> = { '20': ['Bravo', 'charlie'], '10': ['alpha', 'charlie'], '-': ['charlie', 'delta', 'echo'] };
    expect(got).toHaveLength(5);
    got.forEach((name, i) => {
      const want = expected[i]!;
      const allowed = groups[want] ?? want.split('|');
      expect(allowed, `${sort}: position ${i} is ${name}, of ${JSON.stringify(got)}`).toContain(name);
    });
  });

  it('TEXT sorts by its text; createdAt both ways', async () => {
    const people = await u.collection([{ label: 'Name', type: 'TEXT' }], 'Sorted names');
    for (const name of ['mango', 'apple', '', 'cherry', 'banana']) await u.record(people.id, name ? { name } : {});
    expect((await u.records(people.id, { sort: 'name:asc' })).map((r) => r.data.name ?? '-')).toEqual([
      'apple',
      'banana',
      'cherry',
      'mango',
      '-',
    ]);
    expect((await u.records(people.id, { sort: 'name:desc' })).map((r) => r.data.name ?? '-')).toEqual([
      'mango',
      'cherry',
      'banana',
      'apple',
      '-',
    ]);
    expect((await u.records(people.id, { sort: 'createdAt:asc' })).map((r) => r.data.name ?? '-')).toEqual([
      'mango',
      'apple',
      '-',
      'cherry',
      'banana',
    ]);
    expect((await u.records(people.id, { sort: 'createdAt:desc' })).map((r) => r.data.name ?? '-')).toEqual([
      'banana',
      'cherry',
      '-',
      'apple',
      'mango',
    ]);
    expect((await u.records(people.id)).map((r) => r.data.name ?? '-')).toEqual(['mango', 'apple', '-', 'cherry', 'banana']);
  });
});

describe('cursor pages: every record exactly once, in order, over ties and empty values', () => {
  let many: Collection;
  /** score per record: many ties, and empties. */
  const SCORES = [3, 1, null, 3, 3, 2, null, 1, 3, null, 2, 3, 1, null, 3, 2, 3];
  const byId = new Map<string, number | null>();
  beforeAll(async () => {
    many = await u.collection(
      [
        { label: 'Label', type: 'TEXT' },
        { label: 'Score', type: 'NUMBER' },
        { label: 'Day', type: 'DATE' },
      ],
      'Many',
    );
    for (const [i, score] of SCORES.entries()) {
      const r = await u.record(many.id, { label: `r${i}`, ...(score !== null ? { score, day: `2026-01-0${score}` } : {}) });
      byId.set(r.id, score);
    }
  });

  /** The order a person expects: by value, equal values by id, then the empty ones. */
  function expectedOrder(direction: 'asc' | 'desc', only?: (score: number | null) => boolean) {
    const sign = direction === 'asc' ? 1 : -1;
    const rows = [...byId.entries()].filter(([, s]) => !only || only(s));
    const values = rows.filter(([, s]) => s !== null).sort((a, b) => sign * (a[1]! - b[1]!) || sign * (a[0] < b[0] ? -1 : 1));
    const empty = rows.filter(([, s]) => s === null).sort((a, b) => sign * (a[0] < b[0] ? -1 : 1));
    return [...values, ...empty].map(([id]) => id);
  }

  async function walk(params: Record<string, string>, limit: number, via: 'rest' | 'gql' = 'rest') {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      let body: { items: RecordRow[]; nextCursor: string | null };
      if (via === 'rest') {
        const res = await t.rest(
          'GET',
          `/v1/database/records?${new URLSearchParams({ collectionId: many.id, limit: String(limit), ...params, ...(cursor ? { cursor } : {}) })}`,
          { token: u.token },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        body = res.body.data;
      } else {
        const [field, direction] = params.sort!.split(':');
        const res = await t.gql(
          `query($id: ID!, $sort: [RecordSortInput!], $first: Int, $after: String) { records(collectionId: $id, sort: $sort, first: $first, after: $after) { edges { node { id data } } pageInfo { hasNextPage endCursor } } }`,
          {
            id: many.id,
            sort: { field, direction: direction!.toUpperCase() },
            first: limit,
            after: cursor,
          },
          u.token,
        );
        expect(res.body.errors).toBeUndefined();
        body = pageOf(res.body.data.records);
      }
      expect(body.items.length).toBeLessThanOrEqual(limit);
      seen.push(...body.items.map((r) => r.id));
      cursor = body.nextCursor;
      if (!cursor) return seen;
      expect(body.items.length).toBe(limit);
    }
    throw new Error('more than 50 pages');
  }

  it.each([
    ['score:asc', 2],
    ['score:asc', 3],
    ['score:desc', 2],
    ['score:desc', 3],
  ] as const)('%s, %i per page', async (sort, limit) => {
    const direction = sort.split(':')[1] as 'asc' | 'desc';
    const seen = await walk({ sort }, limit);
    expect(seen).toEqual(expectedOrder(direction));
    expect(new Set(seen).size).toBe(SCORES.length);
  });

  it('DATE with ties and empties, over GraphQL, 2 per page, both ways', async () => {
    expect(await walk({ sort: 'day:asc' }, 2, 'gql')).toEqual(expectedOrder('asc'));
    expect(await walk({ sort: 'day:desc' }, 3, 'gql')).toEqual(expectedOrder('desc'));
  });

  it('with a filter, and by createdAt (the default) both ways', async () => {
    const filter = JSON.stringify([{ field: 'score', op: 'neq', value: 2 }]);
    expect(await walk({ sort: 'score:desc', filter }, 2)).toEqual(expectedOrder('desc', (s) => s !== 2));
    const all = (await u.records(many.id, { sort: 'createdAt:asc' })).map((r) => r.id);
    expect(all).toHaveLength(SCORES.length);
    expect(await walk({}, 3)).toEqual(all);
    expect(await walk({ sort: 'createdAt:desc' }, 2)).toEqual([...all].reverse());
  });

  it('a page after the last value starts the empty ones, and records added meanwhile are not repeated', async () => {
    const first = await t.rest('GET', `/v1/database/records?collectionId=${many.id}&sort=score:asc&limit=13`, { token: u.token });
    const expected = expectedOrder('asc');
    expect(first.body.data.items.map((r: RecordRow) => r.id)).toEqual(expected.slice(0, 13));
    // A record with a low score added now sorts before the cursor: the next page does not show it again.
    const late = await u.record(many.id, { label: 'late', score: 0 });
    const next = await t.rest(
      'GET',
      `/v1/database/records?collectionId=${many.id}&sort=score:asc&limit=13&cursor=${first.body.data.nextCursor}`,
      { token: u.token },
    );
    expect(next.body.data.items.map((r: RecordRow) => r.id)).toEqual(expected.slice(13));
    expect(next.body.data.nextCursor).toBeNull();
    await t.rest('DELETE', `/v1/database/records?id=${late.id}`, { token: u.token });
  });
});
