import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import { whileProbing } from '../../bench/stall-probe.js';
import { createLocalStorage } from '../../server/core/storage.js';
import { recoverImports } from '../../server/modules/database/database.import-batches.js';
import { databaseUser } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { dbKind } from '../helpers/test-db.js';

/**
 * Issue 24: on the embedded database a CSV import commits batch by batch, so that another tenant's
 * read never waits behind the whole file, and stays all-or-nothing: a batch that finds the collection
 * changed since the file was checked undoes what the earlier batches wrote, and an import a stopped
 * server left midway is undone when it starts again. PostgreSQL imports in one transaction (its
 * sessions run side by side): the stall is measured there too.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof databaseUser>>;
let other: { token: string };
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await databaseUser(t);
  other = await t.signUp();
});
afterAll(() => t?.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
const usage = async () =>
  (
    await one<{ records: number | null }>(
      sql`select (select records from workspace_usage u join portals p on p.workspace_id = u.workspace_id where p.id = ${owner.portalId}::uuid) as records`,
    )
  ).records ?? 0;

function importCsv(collectionId: string, csv: string, fields: Record<string, unknown>) {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return t.upload('POST', '/v1/database/records/import', {
    token: owner.token,
    fields: { collectionId, ...text },
    file: { data: Buffer.from(csv), filename: 'clients.csv', contentType: 'text/csv' },
  });
}

const clients = (n: number) =>
  ['Code,Name,Stage', ...Array.from({ length: n }, (_, i) => `C${i + 1},Client ${i + 1},${i % 2 ? 'Lead' : 'Won'}`)].join('\n');

describe('a large import and the other tenants', () => {
  it('50,000 rows: another tenant’s read and /healthz answer within a second meanwhile, and every row is imported', async () => {
    const collection = await owner.collection([{ label: 'Name', type: 'TEXT' }], 'Stall import');
    const csv = ['Name,Notes', ...Array.from({ length: 50_000 }, (_, i) => `Client ${i + 1},note ${i}`)].join('\n');
    const { worst, failed } = await whileProbing(
      {
        health: async () => (await t.rest('GET', '/healthz')).status,
        read: async () => (await t.rest('GET', '/v1/portal/list', { token: other.token })).status,
      },
      async () => {
        const res = await importCsv(collection.id, csv, { mapping: { Name: 'name' } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data.inserted).toBe(50_000);
      },
    );
    console.log(`[stall] ${t.kind} import of 50,000 rows: ${JSON.stringify(worst)}`);
    expect(failed).toBe(0);
    expect(worst.health).toBeLessThan(1000);
    expect(worst.read).toBeLessThan(1000);
    expect((await owner.getCollection(collection.id)).recordCount).toBe(50_000);
    // In the file's order, as on PostgreSQL.
    const [first] = await owner.records(collection.id, { limit: '1' });
    expect(first!.data.name).toBe('Client 1');
    // What the batches noted to undo them is gone once the import is done.
    expect((await one<{ n: number }>(sql`select count(*)::int as n from record_import_rows`)).n).toBe(0);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from record_imports`)).n).toBe(0);
  }, 180_000);
});

describe.skipIf(dbKind !== 'pglite')('embedded: all or nothing across batches', () => {
  it('a record saved mid-import with a value of the file: 409, and nothing of the file stays (records, quota, new field)', async () => {
    const collection = await owner.collection(
      [
        { label: 'Code', type: 'TEXT', unique: true },
        { label: 'Name', type: 'TEXT' },
      ],
      'Raced',
    );
    const before = await usage();
    const N = 20_000;
    const importing = importCsv(collection.id, clients(N), {
      mapping: { Code: 'code', Name: 'name' },
      newFields: [{ column: 'Stage', label: 'Stage', type: 'SELECT' }],
    });
    // The first batches are in: the builder saves a record with the file's last code.
    for (let i = 0; i < 2000; i++) {
      const { records } = await one<{ records: number }>(
        sql`select coalesce((select records from collection_record_counts where collection_id = ${collection.id}::uuid), 0) as records`,
      );
      if (records > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const saved = await t.rest('POST', '/v1/database/records', {
      token: owner.token,
      body: { collectionId: collection.id, data: { code: `C${N}` } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const res = await importing;
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toMatch(/nothing was imported/);
    const after = await owner.getCollection(collection.id);
    expect(after.recordCount).toBe(1);
    expect(after.fields.map((f) => f.label)).toEqual(['Code', 'Name']);
    expect((await owner.records(collection.id)).map((r) => r.data.code)).toEqual([`C${N}`]);
    expect(await usage()).toBe(before + 1);
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from record_unique_values where collection_id = ${collection.id}::uuid`)).n,
    ).toBe(1);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from record_imports`)).n).toBe(0);
  }, 120_000);

  it('an import a stopped server left midway is undone at the next start: inserted records gone, updated ones as they were', async () => {
    const collection = await owner.collection(
      [
        { label: 'Code', type: 'TEXT', unique: true },
        { label: 'Name', type: 'TEXT' },
      ],
      'Stopped',
    );
    const kept = await owner.record(collection.id, { code: 'K1', name: 'Kept as it was' });
    const upserted = await owner.record(collection.id, { code: 'U1', name: 'Before the import' });
    const before = await usage();
    // A real import upserts U1 and inserts two records…
    const res = await importCsv(collection.id, 'Code,Name\nU1,After the import\nN1,New one\nN2,New two', {
      mapping: { Code: 'code', Name: 'name' },
      upsertOn: 'code',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 2, updated: 1 });
    // …and its notes are put back as a server stopped before the last batch would have left them.
    const [n1, n2] = (await owner.records(collection.id)).filter((r) => r.data.code === 'N1' || r.data.code === 'N2');
    const importId = (await one<{ id: string }>(sql`select gen_random_uuid() as id`)).id;
    await t.database.db.execute(sql`
      insert into record_imports (id, collection_id, workspace_id, records_taken)
      select ${importId}::uuid, c.id, p.workspace_id, 2 from collections c join portals p on p.id = c.portal_id where c.id = ${collection.id}::uuid`);
    await t.database.db.execute(sql`
      insert into record_import_rows (import_id, record_id, old_data, old_keys) values
        (${importId}::uuid, ${n1!.id}::uuid, null, null),
        (${importId}::uuid, ${n2!.id}::uuid, null, null),
        (${importId}::uuid, ${upserted.id}::uuid, ${JSON.stringify(upserted.data)}::jsonb,
         (select jsonb_object_agg(field_key, value) from record_unique_values where record_id = ${upserted.id}::uuid))`);

    await recoverImports({ db: t.database.db, storage: createLocalStorage(path.join(t.config.dataDir, 'files')), log: t.app.log });

    const now = await owner.records(collection.id);
    expect(now.map((r) => [r.data.code, r.data.name]).sort()).toEqual([
      ['K1', 'Kept as it was'],
      ['U1', 'Before the import'],
    ]);
    expect(now.find((r) => r.id === kept.id)).toBeDefined();
    expect((await owner.getCollection(collection.id)).recordCount).toBe(2);
    expect(await usage()).toBe(before);
    // U1 is still U1's: a new record cannot take it, and N1 is free again.
    const again = await t.rest('POST', '/v1/database/records', {
      token: owner.token,
      body: { collectionId: collection.id, data: { code: 'U1' } },
    });
    expect(again.status).toBe(409);
    const free = await t.rest('POST', '/v1/database/records', {
      token: owner.token,
      body: { collectionId: collection.id, data: { code: 'N1' } },
    });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from record_imports`)).n).toBe(0);
  });
});
