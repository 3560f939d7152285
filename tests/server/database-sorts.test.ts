import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUser, expectBadInput, expectGqlError, type Collection, type RecordRow } from '../helpers/database.js';
import { pageOf } from '../helpers/parity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Sorting by several fields: the order a person expects (each level's empty values last, mixed
 * directions, ties by the next level), and paging through it with the cursor without a record
 * shown twice or left out — over REST and GraphQL, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let deals: Collection;
type Row = { id: string; stage: string | null; amount: number | null; name: string; createdAt: string };
const rows: Row[] = [];

const STAGES = ['Won', 'lost', null, 'won', 'Open'];
const AMOUNTS = [5, null, 1, 5, 3, null, 2];

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
  deals = await u.collection(
    [
      { label: 'Name', type: 'TEXT' },
      { label: 'Stage', type: 'TEXT' },
      { label: 'Amount', type: 'NUMBER' },
      { label: 'Notes', type: 'FILE' },
    ],
    'Deals',
  );
  // 35 records: every stage (with case ties and empties) crossed with amounts (ties and empties).
  for (let i = 0; i < 35; i++) {
    const stage = STAGES[i % STAGES.length] ?? null;
    const amount = AMOUNTS[i % AMOUNTS.length] ?? null;
    const data = { name: `d${String(i).padStart(2, '0')}`, ...(stage !== null ? { stage } : {}), ...(amount !== null ? { amount } : {}) };
    const r = await u.record(deals.id, data);
    rows.push({ id: r.id, stage, amount, name: data.name, createdAt: r.createdAt });
  }
}, 120_000);
afterAll(() => t?.close());

type Level = { field: 'stage' | 'amount' | 'name' | 'createdAt'; direction: 'asc' | 'desc' };

/**
 * What a person expects: level by level, empty values after the others either way; the id ends
 * ties (ascending for several levels; in the sort's direction for one, as the single sort always did).
 */
function expected(levels: Level[]): string[] {
  const idSign = levels.length === 1 && levels[0]!.direction === 'desc' ? -1 : 1;
  const value = (r: Row, f: Level['field']) =>
    f === 'stage' ? (r.stage?.toLowerCase() ?? null) : f === 'amount' ? r.amount : f === 'name' ? r.name : r.createdAt;
  return [...rows]
    .sort((a, b) => {
      for (const { field, direction } of levels) {
        const x = value(a, field);
        const y = value(b, field);
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
      }
      return (a.id < b.id ? -1 : 1) * idSign;
    })
    .map((r) => r.id);
}

async function walkRest(sort: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 60; page++) {
    const res = await t.rest(
      'GET',
      `/v1/database/records?${new URLSearchParams({ collectionId: deals.id, sort, limit: String(limit), ...(cursor ? { cursor } : {}) })}`,
      { token: u.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...res.body.data.items.map((r: RecordRow) => r.id));
    cursor = res.body.data.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('more than 60 pages');
}

async function walkGql(levels: Level[], limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 60; page++) {
    const res = await t.gql(
      `query($id: ID!, $sort: [RecordSortInput!], $first: Int, $after: String) { records(collectionId: $id, sort: $sort, first: $first, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
      { id: deals.id, sort: levels.map((l) => ({ field: l.field, direction: l.direction.toUpperCase() })), first: limit, after },
      u.token,
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const body = pageOf(res.body.data.records);
    seen.push(...body.items.map((r: { id: string }) => r.id));
    after = body.nextCursor;
    if (!after) return seen;
  }
  throw new Error('more than 60 pages');
}

const text = (levels: Level[]) => levels.map((l) => `${l.field}:${l.direction}`).join(',');

describe('several sort levels', () => {
  const cases: Array<[Level[], number]> = [
    [
      [
        { field: 'stage', direction: 'asc' },
        { field: 'amount', direction: 'desc' },
      ],
      4,
    ],
    [
      [
        { field: 'stage', direction: 'desc' },
        { field: 'amount', direction: 'asc' },
      ],
      3,
    ],
    [
      [
        { field: 'amount', direction: 'asc' },
        { field: 'stage', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
      ],
      5,
    ],
    [
      [
        { field: 'amount', direction: 'desc' },
        { field: 'createdAt', direction: 'asc' },
      ],
      2,
    ],
  ];

  it.each(cases)('REST %j, %i per page: every record once, in order', async (levels, limit) => {
    const seen = await walkRest(text(levels), limit);
    expect(seen).toEqual(expected(levels));
    expect(new Set(seen).size).toBe(rows.length);
  });

  it('GraphQL takes a list of levels and pages the same way', async () => {
    const levels: Level[] = [
      { field: 'stage', direction: 'asc' },
      { field: 'amount', direction: 'desc' },
    ];
    expect(await walkGql(levels, 4)).toEqual(expected(levels));
  });

  it('one level still reads as before, from REST text, one GraphQL object or a list of one', async () => {
    const levels: Level[] = [{ field: 'amount', direction: 'desc' }];
    expect(await walkRest('amount:desc', 4)).toEqual(expected(levels));
    expect(await walkGql(levels, 6)).toEqual(expected(levels));
    const res = await t.gql(
      `query($id: ID!) { records(collectionId: $id, sort: {field: "amount", direction: DESC}, first: 3) { edges { node { id } } } }`,
      { id: deals.id },
      u.token,
    );
    expect(res.body.data.records.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(expected(levels).slice(0, 3));
  });

  it('the CSV export follows every level', async () => {
    const levels: Level[] = [
      { field: 'stage', direction: 'asc' },
      { field: 'amount', direction: 'desc' },
    ];
    const res = await t.rest('GET', `/v1/database/records/export?collectionId=${deals.id}&sort=${text(levels)}`, { token: u.token });
    expect(res.status).toBe(200);
    const names = String(res.body)
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    expect(names).toEqual(expected(levels).map((id) => rows.find((r) => r.id === id)!.name));
  });

  it('a cursor of another sort, or of the single-level form, is refused with a sentence', async () => {
    const first = await t.rest('GET', `/v1/database/records?collectionId=${deals.id}&sort=stage:asc,amount:desc&limit=2`, {
      token: u.token,
    });
    const cursor = first.body.data.nextCursor as string;
    const other = await t.rest('GET', `/v1/database/records?collectionId=${deals.id}&sort=stage:asc,amount:asc&limit=2&cursor=${cursor}`, {
      token: u.token,
    });
    expectBadInput(other, { cursor: /another sort/ });
    const single = await t.rest('GET', `/v1/database/records?collectionId=${deals.id}&sort=stage:asc&limit=2&cursor=${cursor}`, {
      token: u.token,
    });
    expectBadInput(single, { cursor: /not valid|another sort/ });
  });

  it.each([
    ['four levels', 'stage:asc,amount:desc,name:asc,createdAt:asc', /at most 3/],
    ['the same field twice', 'stage:asc,stage:desc', /each field once/],
    ['an unknown field in a later level', 'stage:asc,nope:asc', /nope is not a field/],
    ['a FILE field', 'stage:asc,notes:asc', /holds files/],
    ['an empty level', 'stage:asc,,amount:desc', /field:asc or field:desc/],
  ])('%s is refused', async (_label, sort, message) => {
    const res = await t.rest('GET', `/v1/database/records?collectionId=${deals.id}&sort=${encodeURIComponent(sort)}`, { token: u.token });
    expectBadInput(res, { sort: message });
  });

  it('GraphQL refuses four levels the same way', async () => {
    const res = await t.gql(
      `query($id: ID!) { records(collectionId: $id, sort: [{field: "stage"}, {field: "amount"}, {field: "name"}, {field: "createdAt"}]) { edges { node { id } } } }`,
      { id: deals.id },
      u.token,
    );
    expectGqlError(res, 'BAD_USER_INPUT', { sort: /at most 3/ });
  });
});
