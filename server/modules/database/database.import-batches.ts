import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../../db/index.js';
import {
  collectionRecords as records,
  collections,
  recordImportRows,
  recordImports,
  recordUniqueValues as uniques,
  uploadedFiles,
  type CollectionField,
  type CollectionRow,
} from '../../../db/schema/index.js';
import type { Ctx, Deps } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError } from '../../core/errors.js';
import { removeUnusedBlobs, type RemovedFiles } from '../../core/files.js';
import { giveRecords, takeRecords } from '../../core/quotas.js';
import { countRecordsIn } from './collection.service.js';
import { claimFiles, settleFiles } from './database.attachments.js';
import {
  BATCH,
  IMPORT_RACED,
  ImportRun,
  saveFields,
  writeCandidates,
  type Candidate,
  type Column,
  type ImportResult,
} from './database.import.js';
import type { ChoiceGrowth, NewField } from './database.import-fields.js';

/**
 * The CSV import on the embedded database. PGlite is one session: the one transaction PostgreSQL
 * imports a file in would hold every other request (another tenant's simple read, /healthz) for as
 * long as the file takes, seconds for 100,000 rows. Here the import runs in short transactions with
 * other requests' statements between them, and stays all-or-nothing:
 *
 * 1. Check: every row is read and checked as on PostgreSQL (ImportRun), one batch per short
 *    read-only transaction, the accepted rows spooled to a temporary file. A refused file (an
 *    ambiguous date, the quota, a created field with no value) has written nothing.
 * 2. Write: one transaction takes the quota, saves the created fields and choices and opens a
 *    `record_imports` row; then each batch commits alone, noting in `record_import_rows` each record
 *    it inserted and each record's data before it updated it. A batch that finds the collection
 *    changed since the check (a unique value taken, an upserted record deleted, the fields edited)
 *    stops the import, and everything the earlier batches wrote is undone, batch by batch.
 * 3. Done: the import is marked DONE, then the files its upserts replaced and its notes are removed.
 *
 * A server stopped during 2 leaves a WRITING import, undone when the server starts again
 * (recoverImports); one stopped during 3 leaves a DONE one, whose clean-up is finished then. While
 * the batches commit, other requests may see the records arrive (a few seconds for 100,000 rows).
 */

const CLEAN_BATCH = 2_000;

/**
 * A pause between two batches: the statements other requests queued meanwhile run now, and so do
 * those they ask next (a request's next statement is queued a few turns of the event loop after its
 * last one answered), rather than each waiting behind one more batch.
 */
const giveWay = () => new Promise((resolve) => setTimeout(resolve, 5));

interface Spooled extends Omit<Candidate, 'keys'> {
  keys: Array<[string, string]>;
}

/** A batch found the collection changed since the check: the import stops and is undone. */
class ImportRaced extends Error {}

const raced = () => new AppError('CONFLICT', IMPORT_RACED.record_unique_values_pkey.message);

export async function importInBatches(
  ctx: Ctx,
  args: {
    collection: CollectionRow;
    workspaceId: string;
    /** The collection with the fields the file creates. */
    target: CollectionRow;
    columns: Column[];
    upsertField: CollectionField | undefined;
    created: NewField[];
    growth: ChoiceGrowth | null;
    timeZone: string | undefined;
    /** The file's rows after its header. */
    rows: AsyncIterator<string[]>;
  },
): Promise<ImportResult> {
  const { collection, workspaceId, target, created, growth } = args;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portico-import-'));
  const spool = path.join(dir, 'rows.ndjson');
  try {
    // 1. Check.
    const out = await fs.promises.open(spool, 'w');
    let result: ImportResult;
    try {
      const run = new ImportRun(undefined as unknown as Tx, target, args.columns, args.upsertField, [], {
        growth,
        timeZone: args.timeZone,
        accept: async (accepted) => {
          if (accepted.length) await out.write(accepted.map((c) => JSON.stringify({ ...c, keys: [...c.keys] })).join('\n') + '\n');
        },
      });
      const check = async (batch: Array<{ line: number; cells: string[] }>) => {
        await ctx.db.transaction((tx) => run.use(tx).write(batch));
        await giveWay();
      };
      let line = 1;
      let batch: Array<{ line: number; cells: string[] }> = [];
      for (let next = await args.rows.next(); !next.done; next = await args.rows.next()) {
        line++;
        if (next.value.every((c) => c.trim() === '')) continue;
        batch.push({ line, cells: next.value });
        if (batch.length === BATCH) {
          await check(batch);
          batch = [];
        }
      }
      if (batch.length) await check(batch);
      result = run.result;
    } finally {
      await out.close();
    }
    // Fields and choices are added only along with records: a file whose every row is refused changes nothing.
    if (result.inserted + result.updated === 0) return result;

    // 2. Write.
    const changesFields = created.length > 0 || growth !== null;
    const importId = randomUUID();
    const fields = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ fields: collections.fields })
        .from(collections)
        .where(eq(collections.id, collection.id))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND', 'This collection was deleted while the file was imported — nothing was imported.');
      if (JSON.stringify(locked.fields) !== JSON.stringify(collection.fields))
        throw new AppError(
          'CONFLICT',
          'The fields of this collection changed while the file was sent — check the mapping and import again.',
        );
      await takeRecords(tx, ctx.config.quotas, workspaceId, result.inserted);
      if (changesFields) await saveFields(tx, target, created, growth, result);
      // As stored (jsonb orders an object's keys its own way): what each batch finds unchanged.
      const [saved] = await tx.select({ fields: collections.fields }).from(collections).where(eq(collections.id, collection.id));
      const fields = saved!.fields;
      await tx.insert(recordImports).values({
        id: importId,
        collectionId: collection.id,
        workspaceId,
        fieldsBefore: changesFields ? collection.fields : null,
        fieldsAfter: changesFields ? fields : null,
        recordsTaken: result.inserted,
      });
      return fields;
    });
    const written: CollectionRow = { ...collection, fields };
    const at = new Date().toISOString();
    try {
      for await (const batch of spooled(spool)) {
        await ctx.db.transaction((tx) => writeBatch(tx, written, importId, batch, at));
        await giveWay();
      }
      await ctx.db.update(recordImports).set({ state: 'DONE' }).where(eq(recordImports.id, importId));
    } catch (error) {
      await undoImport(ctx, importId);
      if (error instanceof ImportRaced) throw raced();
      throw await dbError(error, IMPORT_RACED);
    }

    // 3. Done.
    await finishImport(ctx, importId);
    return result;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The spooled rows, BATCH at a time, as they were accepted. */
async function* spooled(file: string): AsyncGenerator<Candidate[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let batch: Candidate[] = [];
  for await (const text of lines) {
    if (!text) continue;
    const row = JSON.parse(text) as Spooled;
    batch.push({ ...row, keys: new Map(row.keys) });
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** One batch of the write, in its transaction: what it changes is noted first, so that it can be undone. */
async function writeBatch(tx: Tx, collection: CollectionRow, importId: string, batch: Candidate[], at: string): Promise<void> {
  const cid = collection.id;
  const [locked] = await tx.select({ fields: collections.fields }).from(collections).where(eq(collections.id, cid)).for('share');
  if (!locked || JSON.stringify(locked.fields) !== JSON.stringify(collection.fields)) throw new ImportRaced();
  // A unique value another record took since the check.
  const wanted = batch.flatMap((c) => [...c.keys].map(([k, v]) => ({ k, v, t: c.target ?? null })));
  if (wanted.length) {
    const taken = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select 1 as n from ${uniques} v join jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as u(k text, v text, t uuid)
          on v.field_key = u.k and v.value = u.v
        where v.collection_id = ${cid} and v.record_id is distinct from u.t limit 1`),
    );
    if (taken.length) throw new ImportRaced();
  }
  const targets = batch.filter((c) => c.target !== undefined).map((c) => c.target!);
  if (targets.length) {
    // The records the batch updates, as they are: all of them still there.
    const noted = await tx.execute(sql`
      insert into ${recordImportRows} (import_id, record_id, old_data, old_keys)
      select ${importId}, r.id, r.data,
        (select coalesce(jsonb_object_agg(v.field_key, v.value), '{}'::jsonb) from ${uniques} v where v.collection_id = ${cid} and v.record_id = r.id)
      from ${records} r
      where r.collection_id = ${cid} and r.id in (select u.id from jsonb_to_recordset(${JSON.stringify(targets.map((id) => ({ id })))}::jsonb) as u(id uuid))
      returning record_id`);
    if (rowsOf(noted).length !== new Set(targets).size) throw new ImportRaced();
  }
  const inserts = batch.filter((c) => c.target === undefined).map((c) => ({ id: c.id }));
  if (inserts.length) {
    await tx.execute(sql`
      insert into ${recordImportRows} (import_id, record_id)
      select ${importId}, u.id from jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) as u(id uuid)`);
  }
  // An upload another record took since the check.
  await claimFiles(
    tx,
    collection,
    batch.map((c) => ({ recordId: c.id, data: c.data })),
    () => {
      throw new ImportRaced();
    },
  );
  const done = await writeCandidates(tx, collection, batch, { at: sql`${at}::timestamptz`, replacedFiles: 'keep' });
  await countRecordsIn(tx, cid, done.inserted);
}

/** The notes of a DONE import go, batch by batch, with the files its upserts replaced. */
async function finishImport(deps: Pick<Deps, 'db' | 'storage' | 'log'>, importId: string): Promise<void> {
  const [found] = await deps.db
    .select({ collection: collections })
    .from(recordImports)
    .innerJoin(collections, eq(collections.id, recordImports.collectionId))
    .where(eq(recordImports.id, importId));
  if (!found) return;
  const removed: RemovedFiles[] = [];
  for (;;) {
    const left = await deps.db.transaction(async (tx) => {
      const rows = rowsOf<{ record_id: string; updated: boolean }>(
        await tx.execute(sql`
          delete from ${recordImportRows} where import_id = ${importId} and record_id in
            (select record_id from ${recordImportRows} where import_id = ${importId} limit ${CLEAN_BATCH})
          returning record_id, old_data is not null as updated`),
      );
      const updated = rows.filter((r) => r.updated).map((r) => r.record_id);
      removed.push(await settleFiles(tx, found.collection, updated, 'delete'));
      return rows.length;
    });
    if (left < CLEAN_BATCH) break;
  }
  await deps.db.delete(recordImports).where(eq(recordImports.id, importId));
  await removeUnusedBlobs(deps, removed);
}

/** Everything a WRITING import wrote, undone batch by batch: its records, the data it replaced, its quota and fields. */
async function undoImport(deps: Pick<Deps, 'db' | 'log'>, importId: string): Promise<void> {
  const [found] = await deps.db
    .select({ run: recordImports, collection: collections })
    .from(recordImports)
    .innerJoin(collections, eq(collections.id, recordImports.collectionId))
    .where(eq(recordImports.id, importId));
  if (!found) return;
  const { run, collection } = found;
  const cid = collection.id;
  for (;;) {
    const left = await deps.db.transaction(async (tx) => {
      const rows = rowsOf<{ record_id: string; old_data: unknown; old_keys: Record<string, string> | null }>(
        await tx.execute(
          sql`select record_id, old_data, old_keys from ${recordImportRows} where import_id = ${importId} limit ${CLEAN_BATCH}`,
        ),
      );
      if (rows.length === 0) return 0;
      const inserted = rows.filter((r) => r.old_data === null).map((r) => r.record_id);
      const updated = rows.filter((r) => r.old_data !== null);
      if (inserted.length) {
        // Their files go back to being uploads of the collection, as they were before the import.
        await tx
          .update(uploadedFiles)
          .set({ recordId: null, fieldKey: null })
          .where(and(eq(uploadedFiles.collectionId, cid), inArray(uploadedFiles.recordId, inserted)));
        const gone = await tx
          .delete(records)
          .where(and(eq(records.collectionId, cid), inArray(records.id, inserted)))
          .returning({ id: records.id });
        await countRecordsIn(tx, cid, -gone.length);
      }
      if (updated.length) {
        const before = JSON.stringify(updated.map((r) => ({ id: r.record_id, data: r.old_data, keys: r.old_keys ?? {} })));
        await tx.execute(sql`
          update ${records} as r set data = u.data from jsonb_to_recordset(${before}::jsonb) as u(id uuid, data jsonb)
          where r.id = u.id and r.collection_id = ${cid}`);
        await tx.execute(sql`
          delete from ${uniques} where collection_id = ${cid} and record_id in (select u.id from jsonb_to_recordset(${before}::jsonb) as u(id uuid))`);
        await tx.execute(sql`
          insert into ${uniques} (collection_id, field_key, value, record_id)
          select ${cid}, k.key, k.value, u.id from jsonb_to_recordset(${before}::jsonb) as u(id uuid, keys jsonb), jsonb_each_text(u.keys) as k
          where exists (select 1 from ${records} r where r.id = u.id)
          on conflict do nothing`);
        await settleFiles(
          tx,
          collection,
          updated.map((r) => r.record_id),
          'unbind',
        );
      }
      await tx.delete(recordImportRows).where(
        and(
          eq(recordImportRows.importId, importId),
          inArray(
            recordImportRows.recordId,
            rows.map((r) => r.record_id),
          ),
        ),
      );
      return rows.length;
    });
    if (left < CLEAN_BATCH) break;
  }
  await deps.db.transaction(async (tx) => {
    await giveRecords(tx, run.workspaceId, run.recordsTaken);
    // The fields and choices it added go, unless the builder changed the fields since.
    if (run.fieldsBefore && run.fieldsAfter) {
      await tx
        .update(collections)
        .set({ fields: run.fieldsBefore, updatedAt: new Date() })
        .where(and(eq(collections.id, cid), sql`${collections.fields} = ${JSON.stringify(run.fieldsAfter)}::jsonb`));
    }
    await tx.delete(recordImports).where(eq(recordImports.id, importId));
  });
}

/**
 * At start (embedded database): an import the last server left WRITING is undone, one it left DONE
 * is cleaned up. Nothing else writes imports then: the embedded database has one server.
 */
export async function recoverImports(deps: Pick<Deps, 'db' | 'storage' | 'log'>): Promise<void> {
  const left = await (deps.db as Db).select({ id: recordImports.id, state: recordImports.state }).from(recordImports);
  for (const { id, state } of left) {
    try {
      if (state === 'DONE') await finishImport(deps, id);
      else await undoImport(deps, id);
      deps.log.info(
        { importId: id, state },
        state === 'DONE' ? 'finished an import the last run left' : 'undid an import the last run left unfinished',
      );
    } catch (err) {
      deps.log.error({ err, importId: id }, 'an import the last run left could not be settled');
    }
  }
}
