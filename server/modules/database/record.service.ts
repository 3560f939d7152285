import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import {
  collectionRecords as records,
  collections,
  recordUniqueValues,
  type CollectionRecordRow,
  type CollectionRow,
} from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { removeUnusedBlobs, type RemovedFiles } from '../../core/files.js';
import { giveRecords, takeRecords } from '../../core/quotas.js';
import { countRecordsIn } from './collection.service.js';
import type { Quotas } from '../../core/config.js';
import { fields as common, parseInput } from '../../core/validation.js';
import { requireCollection, requireRecord } from './database.access.js';
import { bindFiles, claimFiles, deleteRecordFiles } from './database.attachments.js';
import { MAX_BULK_DELETE } from './database.rules.js';
import { checkRecordData } from './database.values.js';
import { checkCustomers, recordSharedEvents, resolveCustomers } from './record.customers.js';
import { checkLinks, resolveLinks, unlink } from './record.links.js';
import { claimUnique, uniqueWrite } from './record.unique.js';
import { toView, type RecordView } from './record.view.js';
import { emitWebhookEvent, recordData } from '../webhook/webhook.emit.js';

/**
 * Writing records. The rest of a record's life is beside it: record.page.ts (the page and the
 * count), record.links.ts (RELATION values), record.unique.ts (unique fields), record.view.ts.
 */
export { countInput, countRecords, listInput, listRecords, selectPage } from './record.page.js';
export { checkLinks, resolveLinks, type RecordLink } from './record.links.js';
export { claimUnique, uniqueConflict } from './record.unique.js';
export { toView, type RecordView } from './record.view.js';

export const idInput = z.strictObject({ id: common.uuid('the record id') });

export async function getRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { id } = parseInput(idInput, input);
  const { collection, record } = await requireRecord(ctx, id);
  return toView(
    ctx.config,
    collection,
    record,
    await resolveLinks(ctx.db, collection, [record]),
    await resolveCustomers(ctx.db, collection, [record]),
  );
}

export const createInput = z.strictObject({ collectionId: common.uuid('the collection id'), data: z.unknown().optional() });

export async function createRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { collectionId, data: raw } = parseInput(createInput, input);
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  const checked = checkRecordData(collection.fields, raw ?? {}, { partial: false });
  if (Object.keys(checked.errors).length) throw badInput(checked.errors, undefined, checked.more);
  await checkLinks(ctx.db, collection, [checked.data]);
  await checkCustomers(ctx.db, collection, [checked.data]);
  // The id is made here so that the record's files can be claimed for it before it is written.
  const claim = { recordId: randomUUID(), data: checked.data, touched: Object.keys(checked.data) };
  const row = await uniqueWrite(collection, () =>
    ctx.db.transaction(async (tx) => {
      await holdFields(tx, collection);
      await claimFiles(tx, collection, [claim]);
      const [row] = await tx.insert(records).values({ id: claim.recordId, collectionId: collection.id, data: claim.data }).returning();
      await claimUnique(tx, collection, row!.id, claim.data, collection.fields);
      await bindFiles(tx, collection, [claim]);
      await recordSharedEvents(tx, collection, [{ recordId: row!.id, before: null, after: claim.data }]);
      await emitWebhookEvent(ctx, { portalId: collection.portalId, type: 'record.created', data: recordData(row!) }, { tx });
      // Last, so the counter rows are locked for the shortest time.
      await countRecordsIn(tx, collection.id, 1);
      await takeRecords(tx, ctx.config.quotas, workspaceId, 1);
      return row!;
    }),
  );
  return toView(
    ctx.config,
    collection,
    row,
    await resolveLinks(ctx.db, collection, [row]),
    await resolveCustomers(ctx.db, collection, [row]),
  );
}

// data is checked by checkRecordData, which says what to send when it is missing.
export const updateInput = z.strictObject({ id: common.uuid('the record id'), data: z.unknown().optional() });

/** A partial update: only the keys sent change; a key sent empty is cleared. */
export async function updateRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { id, data: raw } = parseInput(updateInput, input);
  const { collection, record } = await requireRecord(ctx, id);
  const checked = checkRecordData(collection.fields, raw, { partial: true });
  if (Object.keys(checked.errors).length) throw badInput(checked.errors, undefined, checked.more);
  await checkLinks(ctx.db, collection, [checked.data]);
  await checkCustomers(ctx.db, collection, [checked.data]);
  const changedKeys = [...Object.keys(checked.data), ...checked.cleared];
  const claim = { recordId: record.id, data: checked.data, touched: changedKeys };
  let removed: RemovedFiles = { storageKeys: [] };
  const row = await uniqueWrite(collection, () =>
    ctx.db.transaction(async (tx) => {
      await holdFields(tx, collection);
      await claimFiles(tx, collection, [claim]);
      // The change is merged in SQL, so two people editing different cells of a row both win.
      const [row] = await tx
        .update(records)
        .set({
          data: sql`${checked.cleared.reduce((expr, key) => sql`(${expr} - ${key}::text)`, sql`${records.data}`)} || ${JSON.stringify(checked.data)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(records.id, record.id))
        .returning();
      // Deleted by someone else since it was read.
      if (!row) throw notFound('record');
      const touched = collection.fields.filter((f) => f.unique && changedKeys.includes(f.key));
      if (touched.length) {
        await tx.delete(recordUniqueValues).where(
          and(
            eq(recordUniqueValues.recordId, record.id),
            inArray(
              recordUniqueValues.fieldKey,
              touched.map((f) => f.key),
            ),
          ),
        );
        await claimUnique(tx, collection, record.id, checked.data, touched);
      }
      // A file replaced or cleared is deleted with the change.
      removed = await bindFiles(tx, collection, [claim]);
      await recordSharedEvents(tx, collection, [{ recordId: record.id, before: record.data, after: checked.data }]);
      await emitWebhookEvent(ctx, { portalId: collection.portalId, type: 'record.updated', data: recordData(row) }, { tx });
      return row!;
    }),
  );
  await removeUnusedBlobs(ctx, removed);
  return toView(
    ctx.config,
    collection,
    row,
    await resolveLinks(ctx.db, collection, [row]),
    await resolveCustomers(ctx.db, collection, [row]),
  );
}

/**
 * A record written inside another domain's transaction (a workflow's FORM step): checked by the same
 * rules as createRecord, counted against the quota, unique values claimed. The caller has decided
 * access; its transaction should go through `uniqueWrite` so a duplicate becomes CONFLICT. Files are
 * not offered here (a form has no uploads yet): a FILE value is refused. Keys the collection does
 * not have are left out.
 */
export async function writeRecordInTransaction(
  tx: Tx,
  quotas: Quotas,
  target: { collectionId: string; portalId: string; workspaceId: string },
  raw: Record<string, unknown>,
): Promise<{ id: string; collection: CollectionRow; record: CollectionRecordRow }> {
  const [collection] = await tx
    .select()
    .from(collections)
    .where(and(eq(collections.id, target.collectionId), eq(collections.portalId, target.portalId)))
    .limit(1);
  if (!collection) throw new AppError('CONFLICT', 'The collection this form saves into is gone — the portal’s team has to choose another.');
  // A form may ask more than the collection keeps: only the collection's own keys are written.
  const known = Object.fromEntries(collection.fields.filter((f) => raw[f.key] !== undefined).map((f) => [f.key, raw[f.key]]));
  const checked = checkRecordData(collection.fields, known, { partial: false });
  if (Object.keys(checked.errors).length) throw badInput(checked.errors, undefined, checked.more);
  await checkLinks(tx, collection, [checked.data]);
  await checkCustomers(tx, collection, [checked.data]);
  await holdFields(tx, collection);
  const [row] = await tx.insert(records).values({ collectionId: collection.id, data: checked.data }).returning();
  // A form's file (workflow.files.ts copied it into the collection): the record takes it as any upload.
  const files = collection.fields.filter((f) => f.type === 'FILE' && checked.data[f.key] !== undefined).map((f) => f.key);
  if (files.length) {
    await claimFiles(tx, collection, [{ recordId: row!.id, data: checked.data }]);
    await bindFiles(tx, collection, [{ recordId: row!.id, data: checked.data, touched: files }]);
  }
  await claimUnique(tx, collection, row!.id, checked.data, collection.fields);
  await countRecordsIn(tx, collection.id, 1);
  await takeRecords(tx, quotas, target.workspaceId, 1);
  return { id: row!.id, collection, record: row! };
}

/**
 * Holds the collection's field list until the write commits (a field change waits for it, and it
 * for a field change): a record checked against fields that changed meanwhile, say made unique or
 * required, would slip past the check the change made of every record. Then it is refused.
 */
async function holdFields(tx: Tx, collection: CollectionRow): Promise<void> {
  const [row] = await tx.select({ fields: collections.fields }).from(collections).where(eq(collections.id, collection.id)).for('share');
  if (!row) throw notFound('collection');
  if (JSON.stringify(row.fields) !== JSON.stringify(collection.fields)) {
    throw new AppError('CONFLICT', 'The fields of this collection changed just now — check the record and save it again.');
  }
}

export async function deleteRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { id } = parseInput(idInput, input);
  const { collection, record, workspaceId } = await requireRecord(ctx, id);
  const links = await resolveLinks(ctx.db, collection, [record]);
  const customers = await resolveCustomers(ctx.db, collection, [record]);
  const removed = await ctx.db.transaction(async (tx) => {
    const files = await deleteRecordFiles(tx, collection.id, [record.id]);
    const gone = await tx.delete(records).where(eq(records.id, record.id)).returning({ id: records.id });
    await unlink(tx, collection, [record.id]);
    if (gone.length)
      await emitWebhookEvent(ctx, { portalId: collection.portalId, type: 'record.deleted', data: recordData(record) }, { tx });
    await countRecordsIn(tx, collection.id, -gone.length);
    await giveRecords(tx, workspaceId, gone.length);
    return files;
  });
  await removeUnusedBlobs(ctx, removed);
  return toView(ctx.config, collection, record, links, customers);
}

export const bulkInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  ids: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(common.uuid('the record id'), 'Send ids as a list of record ids.'),
    )
    .refine((ids) => ids.length > 0, 'Choose at least one record.')
    .refine((ids) => ids.length <= MAX_BULK_DELETE, `Delete at most ${MAX_BULK_DELETE} records at a time.`),
});

/** Deletes the listed records of one collection; ids of other collections are not touched. */
export async function deleteRecords(ctx: Ctx, input: unknown): Promise<{ deleted: number }> {
  const { collectionId, ids } = parseInput(bulkInput, input);
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  const { rows, files } = await ctx.db.transaction(async (tx) => {
    // Before the records: the foreign key would delete the file rows unseen (uncounted, blobs kept).
    const files = await deleteRecordFiles(tx, collection.id, [...new Set(ids)]);
    const rows = await tx
      .delete(records)
      .where(and(eq(records.collectionId, collection.id), inArray(records.id, [...new Set(ids)])))
      .returning();
    await unlink(
      tx,
      collection,
      rows.map((r) => r.id),
    );
    await emitWebhookEvent(ctx, { portalId: collection.portalId, type: 'record.deleted', data: rows.map(recordData) }, { tx });
    await countRecordsIn(tx, collection.id, -rows.length);
    await giveRecords(tx, workspaceId, rows.length);
    return { rows, files };
  });
  await removeUnusedBlobs(ctx, files);
  return { deleted: rows.length };
}
