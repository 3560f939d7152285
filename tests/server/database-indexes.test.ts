import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import { existingSortIndexes } from '../../server/modules/database/database.indexes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Sort indexes are made for collections of at least SORT_INDEX_MIN_RECORDS records: 5 here.
let t: TestApp;
let token: string;
let portalId: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', SORT_INDEX_MIN_RECORDS: '5' });
  ({ token } = await t.signUp());
  portalId = (await t.rest('POST', '/v1/portal', { token, body: { name: `Indexes ${Date.now()}` } })).body.data.id;
});
afterAll(() => t.close());

async function collectionWith(n: number) {
  const res = await t.rest('POST', '/v1/database', {
    token,
    body: {
      portalId,
      name: 'Scores',
      fields: [
        { label: 'Player', type: 'TEXT' },
        { label: 'Score', type: 'NUMBER' },
      ],
    },
  });
  const id = res.body.data.id as string;
  for (let i = 0; i < n; i++) {
    await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: id, data: { player: `P${i}`, ...(i % 4 === 3 ? {} : { score: (i * 37) % 11 }) } },
    });
  }
  return id;
}

const sorted = async (id: string, direction: 'asc' | 'desc', limit = 3) => {
  const out: Array<number | null> = [];
  let cursor: string | null = null;
  do {
    const res: { body: any } = await t.rest(
      'GET',
      `/v1/database/records?collectionId=${id}&sort=score:${direction}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      { token },
    );
    out.push(...res.body.data.items.map((r: any) => r.data.score ?? null));
    cursor = res.body.data.nextCursor;
  } while (cursor);
  return out;
};

async function waitForIndex(id: string, keys: string[], present: boolean, kind: 'sort' | 'search' = 'sort') {
  for (let i = 0; i < 50; i++) {
    const names = await existingSortIndexes(t.database.db, id, keys, kind);
    if (names.length > 0 === present) return names;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sort index ${present ? 'never appeared' : 'never went away'}`);
}

describe('sort indexes', () => {
  it('builds one for a large collection sorted by a field, pages the same with it, and drops it with the field', async () => {
    const id = await collectionWith(12);
    const before = await sorted(id, 'desc');
    const values = before.filter((v) => v !== null) as number[];
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(before.slice(values.length)).toEqual([null, null, null]);
    const [name] = await waitForIndex(id, ['score'], true);
    // A dozen rows are cheaper to scan: with scans and sorts priced out, the planner shows whether it can use the index.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const q = `explain select id from collection_records where collection_id = '${id}'::uuid and (data -> 'score') is not null order by (data -> 'score') desc, id desc limit 3`;
      return rowsOf<Record<string, string>>(await tx.execute(sql.raw(q)))
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain(name);
    expect(await sorted(id, 'desc')).toEqual(before);
    expect(await sorted(id, 'asc', 5)).toEqual([...[...values].reverse(), null, null, null]);

    const fields = (await t.rest('GET', `/v1/database?id=${id}`, { token })).body.data.fields.filter((f: any) => f.key !== 'score');
    expect(
      (
        await t.rest('PATCH', '/v1/database', {
          token,
          body: { id, fields: fields.map(({ key, label, type }: any) => ({ key, label, type })) },
        })
      ).status,
    ).toBe(200);
    await waitForIndex(id, ['score'], false);
  });

  it('sorts text without regard to case, through an index on the lower-cased text', async () => {
    const res = await t.rest('POST', '/v1/database', {
      token,
      body: { portalId, name: 'Fruit', fields: [{ label: 'Fruit', type: 'TEXT' }] },
    });
    const id = res.body.data.id as string;
    for (const fruit of ['banana', 'Cherry', 'apple', 'Apricot', 'date', 'Banana split'])
      await t.rest('POST', '/v1/database/records', { token, body: { collectionId: id, data: { fruit } } });
    const read = async (direction: string) => {
      const out: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: any } = await t.rest(
          'GET',
          `/v1/database/records?collectionId=${id}&sort=fruit:${direction}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          { token },
        );
        out.push(...page.body.data.items.map((r: any) => r.data.fruit));
        cursor = page.body.data.nextCursor;
      } while (cursor);
      return out;
    };
    expect(await read('asc')).toEqual(['apple', 'Apricot', 'banana', 'Banana split', 'Cherry', 'date']);
    await waitForIndex(id, ['fruit'], true);
    expect(await read('desc')).toEqual(['date', 'Cherry', 'Banana split', 'banana', 'Apricot', 'apple']);
    // Turned into another type, the field sorts by another expression: its index goes.
    expect(
      (await t.rest('PATCH', '/v1/database', { token, body: { id, fields: [{ key: 'fruit', label: 'Fruit', type: 'LONG_TEXT' }] } }))
        .status,
    ).toBe(200);
    expect(await existingSortIndexes(t.database.db, id, ['fruit'])).toEqual([]);
  });

  it('builds none for a collection below the threshold', async () => {
    const id = await collectionWith(3);
    await sorted(id, 'asc');
    await new Promise((r) => setTimeout(r, 300));
    expect(await existingSortIndexes(t.database.db, id, ['score'])).toEqual([]);
  });

  it('drops them with the collection', async () => {
    const id = await collectionWith(6);
    await sorted(id, 'asc');
    await waitForIndex(id, ['score'], true);
    expect((await t.rest('DELETE', `/v1/database?id=${id}`, { token })).status).toBe(200);
    await waitForIndex(id, ['score'], false);
  });

  it('searches a large collection through a trigram index on PostgreSQL, with the same answers as a scan', async () => {
    const res = await t.rest('POST', '/v1/database', {
      token,
      body: { portalId, name: 'Notes', fields: [{ label: 'Note', type: 'LONG_TEXT' }] },
    });
    const id = res.body.data.id as string;
    const notes = ['Call back on Monday', 'MONDAY meeting moved', 'nothing to add', '100% sure_thing', 'Tuesday', 'monday'];
    for (const note of notes) await t.rest('POST', '/v1/database/records', { token, body: { collectionId: id, data: { note } } });
    const search = async (value: string) => {
      const filter = encodeURIComponent(JSON.stringify([{ field: 'note', op: 'contains', value }]));
      const page = await t.rest('GET', `/v1/database/records?collectionId=${id}&filter=${filter}&limit=50`, { token });
      const count = await t.rest('GET', `/v1/database/records/count?collectionId=${id}&filter=${filter}`, { token });
      const found = page.body.data.items.map((r: any) => r.data.note).sort();
      expect(count.body.data.count).toBe(found.length);
      return found;
    };
    const expected = {
      monday: ['Call back on Monday', 'MONDAY meeting moved', 'monday'].sort(),
      '0% s': ['100% sure_thing'],
      e_t: ['100% sure_thing'],
      'no record has this': [],
      mo: ['Call back on Monday', 'MONDAY meeting moved', 'monday'].sort(),
    };
    for (const [value, found] of Object.entries(expected)) expect(await search(value)).toEqual(found);
    if (t.kind !== 'postgres') {
      // PGlite runs without pg_trgm: the search scans, with the same answers.
      await new Promise((r) => setTimeout(r, 300));
      expect(await existingSortIndexes(t.database.db, id, ['note'], 'search')).toEqual([]);
      return;
    }
    const [name] = await waitForIndex(id, ['note'], true, 'search');
    // No index build of an earlier case may still run: ANALYZE and CREATE INDEX CONCURRENTLY on the
    // same table wait for each other (a deadlock seen on a busy machine).
    await t.drainJobs();
    // Thousands of other notes, as a collection worth an index has: the planner reads the index for a rare phrase.
    await t.database.db.execute(
      sql`insert into collection_records (collection_id, data) select ${id}, jsonb_build_object('note', 'filler ' || n) from generate_series(1, 20000) n`,
    );
    await t.database.db.execute(sql`analyze collection_records`);
    const plan = await t.database.db.transaction(async (tx) => {
      const q = `explain select count(*) from collection_records where collection_id = '${id}'::uuid and (data ->> 'note') ilike '%monday%'`;
      return rowsOf<Record<string, string>>(await tx.execute(sql.raw(q)))
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain(name);
    for (const [value, found] of Object.entries(expected)) expect(await search(value)).toEqual(found);
    // A text search of a field that cannot be searched is refused, and asks for no index.
    const numbers = await collectionWith(6);
    const refused = await t.rest(
      'GET',
      `/v1/database/records/count?collectionId=${numbers}&filter=${encodeURIComponent(JSON.stringify([{ field: 'score', op: 'contains', value: '12' }]))}`,
      { token },
    );
    expect(refused.status).toBe(400);
    await t.drainJobs();
    expect(await existingSortIndexes(t.database.db, numbers, ['score'], 'search')).toEqual([]);
    // The field removed: its index goes with it.
    expect((await t.rest('PATCH', '/v1/database', { token, body: { id, fields: [{ label: 'Other', type: 'TEXT' }] } })).status).toBe(200);
    await waitForIndex(id, ['note'], false, 'search');
  });
});
