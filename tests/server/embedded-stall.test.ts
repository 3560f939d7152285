import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import { whileProbing } from '../../bench/stall-probe.js';
import { databaseUser } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 24: one builder's heavy work must not freeze everyone else. While a tenant runs the heaviest
 * things the API allows over 100,000 records (counts with twenty text conditions, aliased counts, a
 * collection's deletion), /healthz and another tenant's simple read keep answering within a second,
 * on the embedded database as on PostgreSQL.
 */
const RECORDS = 100_000;
const BOUND_MS = 1000;

describe('heavy work does not stall other tenants', () => {
  let t: TestApp;
  let heavy: Awaited<ReturnType<typeof databaseUser>>;
  let other: { token: string };
  let collectionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    heavy = await databaseUser(t);
    const collection = await heavy.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Notes', type: 'LONG_TEXT' },
    ]);
    collectionId = collection.id;
    await t.database.db.execute(
      sql`insert into collection_records (collection_id, data)
          select ${collectionId}::uuid, jsonb_build_object('name', 'Client ' || g, 'notes', md5(g::text) || ' ' || md5((g * 7)::text))
          from generate_series(1, ${RECORDS}) g`,
    );
    await t.database.db.execute(
      sql`insert into collection_record_counts (collection_id, records) values (${collectionId}::uuid, ${RECORDS})`,
    );
    await t.database.db.execute(sql`analyze collection_records`);
    other = await t.signUp();
  }, 180_000);
  afterAll(() => t?.close());

  /** /healthz and another tenant's portal list, asked while `work` runs; their slowest answers. */
  async function whileRunning(work: () => Promise<unknown>) {
    const { worst, failed, seconds } = await whileProbing(
      {
        health: async () => (await t.rest('GET', '/healthz')).status,
        read: async () => (await t.rest('GET', '/v1/portal/list', { token: other.token })).status,
      },
      work,
    );
    expect(failed).toBe(0);
    return { ...worst, seconds };
  }

  const notContains = Array.from({ length: 20 }, (_, i) => ({ field: 'notes', op: 'not_contains', value: `zz${i}q` }));

  it('a count with twenty text conditions, twice at once', async () => {
    const filter = JSON.stringify(notContains);
    const result = await whileRunning(() =>
      Promise.all(
        [1, 2].map(async () => {
          const res = await t.rest('GET', `/v1/database/records/count?collectionId=${collectionId}&filter=${encodeURIComponent(filter)}`, {
            token: heavy.token,
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.data.count).toBe(RECORDS);
        }),
      ),
    );
    console.log(`[stall] ${t.kind} count ×2 with 20 not_contains: ${JSON.stringify(result)}`);
    expect(result.health).toBeLessThan(BOUND_MS);
    expect(result.read).toBeLessThan(BOUND_MS);
  });

  it('a page with twenty text conditions', async () => {
    const filter = JSON.stringify(notContains);
    const result = await whileRunning(async () => {
      const res = await t.rest(
        'GET',
        `/v1/database/records?collectionId=${collectionId}&limit=50&sort=name:desc&filter=${encodeURIComponent(filter)}`,
        { token: heavy.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.items).toHaveLength(50);
    });
    console.log(`[stall] ${t.kind} page with 20 not_contains: ${JSON.stringify(result)}`);
    expect(result.health).toBeLessThan(BOUND_MS);
    expect(result.read).toBeLessThan(BOUND_MS);
    // The sort asked for has its index built by a job: done before the next measurement starts.
    await t.drainJobs();
  });

  it('fifteen aliased collection counts in one GraphQL request, six at once', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `c${i}: collection(id: $id) { recordCount }`).join(' ');
    const result = await whileRunning(() =>
      Promise.all(
        Array.from({ length: 6 }, async () => {
          const res = await t.gql(`query($id: ID!) { ${aliases} }`, { id: collectionId }, heavy.token);
          expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
          expect(res.body.data.c14.recordCount).toBe(RECORDS);
        }),
      ),
    );
    console.log(`[stall] ${t.kind} 6 × 15 aliased counts: ${JSON.stringify(result)}`);
    expect(result.health).toBeLessThan(BOUND_MS);
    expect(result.read).toBeLessThan(BOUND_MS);
  });

  it('deleting the collection of 100,000 records', async () => {
    const result = await whileRunning(async () => {
      const res = await t.rest('DELETE', `/v1/database?id=${collectionId}`, { token: heavy.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    console.log(`[stall] ${t.kind} delete 100,000 records: ${JSON.stringify(result)}`);
    expect(result.health).toBeLessThan(BOUND_MS);
    expect(result.read).toBeLessThan(BOUND_MS);
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from collection_records where collection_id = ${collectionId}::uuid`),
    );
    expect(left[0]!.n).toBe(0);
  }, 120_000);
});
