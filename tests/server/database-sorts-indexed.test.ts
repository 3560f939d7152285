import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import type { JobDeps } from '../../server/core/jobs.js';
import { existingSortIndexes, multiSortIndexReady, sortIndexJob } from '../../server/modules/database/database.indexes.js';
import { MULTI_SORT_INDEXES } from '../../server/modules/database/database.multi-indexes.js';
import { multiAfterBranches, multiOrderSql } from '../../server/modules/database/database.sorts.js';
import { databaseState, databaseUser, type Collection, type RecordRow } from '../helpers/database.js';
import { pageOf } from '../helpers/parity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Sorting by several fields of a collection large enough for a composite sort index (5 records
 * here): paging gives the same records in the same order with the index (each page read as ranges
 * of it, across every tie and every level's empty values) as without it (one sort), over REST and
 * GraphQL, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Jobs do not run by themselves here:
 * the test builds an index when it wants one, so "without" is certain.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let deals: Collection;
type Row = { id: string; stage: string | null; amount: number | null; due: string | null; name: string | null; createdAt: string };
const rows: Row[] = [];

// Few values on every level, each with ties (case ties for text) and empty values.
const STAGES = ['Won', 'lost', null, 'won', 'Open', 'open'];
const AMOUNTS = [5, null, 1, 5, 3];
const DUES = ['2026-03-01', null, '2026-01-15', '2026-03-01'];
const NAMES = ['b', 'A', null, 'a', 'B', null, 'c'];

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', SORT_INDEX_MIN_RECORDS: '5', JOBS_WORK: 'false' });
  u = await databaseUser(t);
  deals = await u.collection(
    [
      { label: 'Name', type: 'TEXT' },
      { label: 'Stage', type: 'TEXT' },
      { label: 'Amount', type: 'NUMBER' },
      { label: 'Due', type: 'DATE' },
    ],
    'Deals',
  );
  for (let i = 0; i < 60; i++) {
    const v = { stage: STAGES[i % 6]!, amount: AMOUNTS[i % 5]!, due: DUES[(i >> 1) % 4]!, name: NAMES[i % 7]! };
    const data = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));
    const r = await u.record(deals.id, data);
    rows.push({ id: r.id, ...v, createdAt: r.createdAt });
  }
}, 120_000);
afterAll(() => t?.close());

type Field = 'stage' | 'amount' | 'due' | 'name' | 'createdAt';
type Level = { field: Field; direction: 'asc' | 'desc' };

/** Level by level, empty values after the others either way, text without regard to case; then the id. */
function expected(levels: Level[]): string[] {
  const value = (r: Row, f: Field) => (typeof r[f] === 'string' && f !== 'due' && f !== 'createdAt' ? r[f].toLowerCase() : r[f]);
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
      return a.id < b.id ? -1 : 1;
    })
    .map((r) => r.id);
}

const text = (levels: Level[]) => levels.map((l) => `${l.field}:${l.direction}`).join(',');

async function walk(levels: Level[], limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page <= rows.length; page++) {
    const query = new URLSearchParams({ collectionId: deals.id, sort: text(levels), limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await t.rest('GET', `/v1/database/records?${query}`, { token: u.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...res.body.data.items.map((r: RecordRow) => r.id));
    cursor = res.body.data.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('more pages than records');
}

/** What the queue would run: the build the list requests asked for. */
async function buildIndex(collectionId: string, levels: Level[]) {
  const deps = { db: t.database.db, config: t.config, log: { info() {}, warn() {} } } as unknown as JobDeps;
  await sortIndexJob.run(
    deps,
    { collectionId, fieldKey: text(levels), kind: 'multi' },
    { id: 'test', attempt: 1, signal: new AbortController().signal },
  );
}
const indexOf = (levels: Level[]) => existingSortIndexes(t.database.db, deals.id, [text(levels)], 'multi');

const CASES: Level[][] = [
  [
    { field: 'stage', direction: 'asc' },
    { field: 'amount', direction: 'desc' },
    { field: 'due', direction: 'asc' },
  ],
  [
    { field: 'due', direction: 'desc' },
    { field: 'name', direction: 'asc' },
    { field: 'stage', direction: 'desc' },
  ],
  [
    { field: 'amount', direction: 'asc' },
    { field: 'stage', direction: 'asc' },
  ],
  [
    { field: 'name', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
];
const SIZES = [1, 2, 3, 7, 50];

describe('several sort levels over a composite sort index', () => {
  it.each(CASES.map((levels) => [text(levels), levels] as const))(
    '%s: every record once, in order, without the index and with it, whatever the page size',
    async (_label, levels) => {
      const want = expected(levels);
      for (const size of SIZES) expect(await walk(levels, size), `without, ${size} per page`).toEqual(want);
      expect(await indexOf(levels)).toEqual([]);

      await buildIndex(deals.id, levels);
      expect(await indexOf(levels)).toHaveLength(1);
      expect(await multiSortIndexReady(t.database.db, deals.id, levels)).toBe(true);
      for (const size of SIZES) expect(await walk(levels, size), `with, ${size} per page`).toEqual(want);
    },
  );

  it('reads each branch after a cursor as a range of the index', async () => {
    const levels = CASES[0]!;
    const [name] = await indexOf(levels);
    expect(name).toBeDefined();
    const sorts = levels.map((l) => ({ ...l, text: l.field === 'stage' }));
    const branches = multiAfterBranches(sorts, ['open', 5, '2026-01-15'], rows[0]!.id);
    expect(branches).toHaveLength(7);
    for (const branch of branches) {
      // Sixty rows are cheaper to scan: with scans and sorts priced out, the plan shows whether the index serves the branch in order.
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const q = sql`explain select id from collection_records where collection_id = ${sql.raw(`'${deals.id}'::uuid`)} and ${branch} order by ${sql.join(multiOrderSql(sorts), sql`, `)} limit 3`;
        return rowsOf<Record<string, string>>(await tx.execute(q))
          .map((r) => Object.values(r)[0])
          .join('\n');
      });
      expect(plan).toContain(name);
      expect(plan).toContain('Index Cond');
      expect(plan).not.toMatch(/Sort\b/);
    }
  });

  it('pages GraphQL the same way over the index', async () => {
    const levels = CASES[1]!;
    expect(await indexOf(levels)).toHaveLength(1);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res = await t.gql(
        `query($id: ID!, $sort: [RecordSortInput!], $after: String) { records(collectionId: $id, sort: $sort, first: 4, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
        { id: deals.id, sort: levels.map((l) => ({ field: l.field, direction: l.direction.toUpperCase() })), after },
        u.token,
      );
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      const page = pageOf(res.body.data.records);
      seen.push(...page.items.map((r: { id: string }) => r.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(expected(levels));
  });

  it(`counts against the sort index quota, ${MULTI_SORT_INDEXES} per collection at most`, async () => {
    const state = await databaseState(t);
    const mine = state.sortIndexes.filter((s) => s.collectionId === deals.id);
    expect(mine.map((s) => s.fieldKey).sort()).toEqual(CASES.map(text).sort());
    const more: Level[][] = [
      [
        { field: 'name', direction: 'asc' },
        { field: 'amount', direction: 'asc' },
      ],
      [
        { field: 'name', direction: 'asc' },
        { field: 'amount', direction: 'desc' },
      ],
    ];
    for (const levels of more) await buildIndex(deals.id, levels);
    expect(await indexOf(more[0]!)).toHaveLength(1);
    // One over the collection's share: not built, and the sort still pages right without it.
    expect(await indexOf(more[1]!)).toEqual([]);
    expect(await walk(more[1]!, 7)).toEqual(expected(more[1]!));
  });

  it('goes with a field it sorts by (removed or retyped), and with the collection', async () => {
    const fields = (await t.rest('GET', `/v1/database?id=${deals.id}`, { token: u.token })).body.data.fields;
    const retyped = fields.map(({ key, label, type }: any) => ({ key, label, type: key === 'due' ? 'TEXT' : type }));
    expect((await t.rest('PATCH', '/v1/database', { token: u.token, body: { id: deals.id, fields: retyped } })).status).toBe(200);
    // The sorts by Due went; the others stay.
    for (const levels of CASES) expect(await indexOf(levels)).toHaveLength(levels.some((l) => l.field === 'due') ? 0 : 1);
    const rowsLeft = (await databaseState(t)).sortIndexes.filter((s) => s.collectionId === deals.id);
    expect(rowsLeft.map((s) => s.fieldKey).some((k) => k.includes('due'))).toBe(false);

    expect((await t.rest('DELETE', `/v1/database?id=${deals.id}`, { token: u.token })).status).toBe(200);
    for (const levels of CASES) expect(await indexOf(levels)).toEqual([]);
  });
});
