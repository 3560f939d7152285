import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isEmbedded, rowsOf, type Tx } from '../../../db/index.js';
import {
  collectionRecordCounts,
  collectionRecords,
  collections,
  uploadedFiles,
  type CollectionField,
  type CollectionRow,
} from '../../../db/schema/index.js';
import { requirePortal } from '../../core/access.js';
import { requireCollection } from './database.access.js';
import { COLLECTION_NAME_MAX } from './database.rules.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError } from '../../core/errors.js';
import { deleteFileRows, removeUnusedBlobs, type RemovedFiles } from '../../core/files.js';
import { giveRecords } from '../../core/quotas.js';
import { freeSlug, slugWords } from '../../core/slug.js';
import { fields as common, parseInput, text } from '../../core/validation.js';
import { deleteRecordFiles } from './database.attachments.js';
import { dropSortIndexes } from './database.indexes.js';
import { forEachWindow } from './record.windows.js';
import { diffFields, fieldsInput, normalizeFields, readField } from './database.fields.js';
import { applyFieldChanges } from './database.fields-rewrite.js';

export const MAX_COLLECTIONS = 200;

export interface CollectionView {
  id: string;
  portalId: string;
  name: string;
  slug: string;
  fields: CollectionField[];
  recordCount: number;
  /** What the portal's signed-in customers may read of it (collection.customer-access.ts). */
  customerAccess: { mode: CollectionRow['customerAccess']; fieldKey: string | null };
  createdAt: Date;
  updatedAt: Date;
}

export const toView = (row: CollectionRow, recordCount: number): CollectionView => ({
  id: row.id,
  portalId: row.portalId,
  name: row.name,
  slug: row.slug,
  fields: row.fields.map(readField),
  recordCount,
  customerAccess: { mode: row.customerAccess, fieldKey: row.customerFieldKey },
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const nameField = () =>
  text('a collection name')
    .trim()
    .min(1, 'Please enter a collection name.')
    .max(COLLECTION_NAME_MAX, `A collection name has at most ${COLLECTION_NAME_MAX} characters.`);

/** The collection's record count, as kept by countRecordsIn (one row read, whatever the size). */
export async function countRecords(ctx: Ctx | { db: Tx }, collectionId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: collectionRecordCounts.records })
    .from(collectionRecordCounts)
    .where(eq(collectionRecordCounts.collectionId, collectionId));
  return row?.n ?? 0;
}

/** Adds `delta` to the collection's record count, in the transaction that adds or removes its records. */
export async function countRecordsIn(tx: Tx, collectionId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .insert(collectionRecordCounts)
    .values({ collectionId, records: delta })
    .onConflictDoUpdate({
      target: collectionRecordCounts.collectionId,
      set: { records: sql`${collectionRecordCounts.records} + ${delta}` },
    });
}

export const listInput = z.strictObject({ portalId: common.uuid('the portal id') });

/** The portal's collections in creation order, each with its record count (one grouped query). */
export async function listCollections(ctx: Ctx, input: unknown): Promise<CollectionView[]> {
  const { portalId } = parseInput(listInput, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const rows = await ctx.db
    .select({ collection: collections, recordCount: collectionRecordCounts.records })
    .from(collections)
    .leftJoin(collectionRecordCounts, eq(collectionRecordCounts.collectionId, collections.id))
    .where(eq(collections.portalId, portal.id))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  return rows.map((r) => toView(r.collection, r.recordCount ?? 0));
}

export const idInput = z.strictObject({ id: common.uuid('the collection id') });

export async function getCollection(ctx: Ctx, input: unknown): Promise<CollectionView> {
  const { id } = parseInput(idInput, input);
  const { collection } = await requireCollection(ctx, id);
  return toView(collection, await countRecords(ctx, collection.id));
}

export const createInput = z.strictObject({ portalId: common.uuid('the portal id'), name: nameField(), fields: fieldsInput.optional() });

export async function createCollection(ctx: Ctx, input: unknown): Promise<CollectionView> {
  const data = parseInput(createInput, input);
  const { portal } = await requirePortal(ctx, { id: data.portalId });
  const existing = await ctx.db
    .select({ id: collections.id, slug: collections.slug })
    .from(collections)
    .where(eq(collections.portalId, portal.id));
  if (existing.length >= MAX_COLLECTIONS)
    throw new AppError('CONFLICT', `A portal holds at most ${MAX_COLLECTIONS} collections — delete one you no longer use.`);
  const fields = normalizeFields(data.fields ?? [], [], new Set(existing.map((c) => c.id)));
  const slug = freeSlug(collectionSlug(data.name), new Set(existing.map((c) => c.slug)), 48);
  try {
    const [row] = await ctx.db.insert(collections).values({ portalId: portal.id, name: data.name, slug, fields }).returning();
    return toView(row!, 0);
  } catch (error) {
    // The slug is made from the name: another collection of that name took it meanwhile.
    throw await dbError(error, {
      collections_portal_slug_key: {
        field: 'name',
        message: 'Another collection was just created with that name — try again.',
        detail: 'Try again.',
      },
    });
  }
}

export const updateInput = z.strictObject({
  id: common.uuid('the collection id'),
  name: nameField().optional(),
  fields: fieldsInput.optional(),
  // The collection's updatedAt as the editor last read it: a field list is replaced whole, so one
  // made from an older read would silently delete a field someone else has added since.
  ifUpdatedAt: z.iso.datetime({ message: 'ifUpdatedAt is the collection’s updatedAt, like 2026-03-31T14:30:00.000Z.' }).optional(),
});

/**
 * Renames and/or replaces the field list. Fields are matched by key: a missing key deletes that
 * field's values, a new one adds a column, a changed type or choice list re-reads every stored value
 * with the new rules. Anything that would leave a record invalid refuses the whole change, saying
 * how many records block it; all of it runs in one transaction, so nothing is half-changed.
 */
export async function updateCollection(ctx: Ctx, input: unknown): Promise<CollectionView> {
  const { id, name, fields: fieldList, ifUpdatedAt } = parseInput(updateInput, input);
  const { collection } = await requireCollection(ctx, id);
  const siblings = await ctx.db.select({ id: collections.id }).from(collections).where(eq(collections.portalId, collection.portalId));
  const renames = new Map<string, Map<string, string>>();
  const next = fieldList ? normalizeFields(fieldList, collection.fields, new Set(siblings.map((c) => c.id)), renames) : undefined;
  let removed: RemovedFiles[] = [];
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(collections).where(eq(collections.id, collection.id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'That collection does not exist or you do not have access to it.');
    if (ifUpdatedAt && locked.updatedAt.getTime() !== new Date(ifUpdatedAt).getTime()) {
      throw new AppError(
        'CONFLICT',
        `Someone else changed ${locked.name} since you opened it — reload to see their change, then make yours again.`,
        { ifUpdatedAt: 'The collection changed since you read it.' },
      );
    }
    // The new list was made from the fields as read before the lock: if another change landed
    // meanwhile, applying this one would silently undo it (the list replaces the whole list).
    if (next && JSON.stringify(locked.fields) !== JSON.stringify(collection.fields)) {
      throw new AppError(
        'CONFLICT',
        'Someone else changed the fields of this collection just now — reload them and make your change again.',
      );
    }
    if (next) removed = await applyFieldChanges(tx, locked, diffFields(locked.fields, next, renames));
    const [updated] = await tx
      .update(collections)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(next ? { fields: next } : {}),
        // Sharing follows its CUSTOMER field: removed or retyped, the collection is no longer shared.
        ...(next && locked.customerFieldKey && !next.some((f) => f.key === locked.customerFieldKey && f.type === 'CUSTOMER')
          ? { customerAccess: 'NONE' as const, customerFieldKey: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(collections.id, collection.id))
      .returning();
    return updated!;
  });
  await removeUnusedBlobs(ctx, removed);
  if (next) {
    // Removed fields lose their sort index; a new type may sort by another expression (text or value).
    const now = new Map(next.map((f) => [f.key, f]));
    const stale = collection.fields.filter((f) => now.get(f.key)?.type !== f.type).map((f) => f.key);
    if (stale.length) await dropSortIndexes(ctx, collection, stale);
  }
  return toView(row, await countRecords(ctx, row.id));
}

export async function deleteCollection(ctx: Ctx, input: unknown): Promise<CollectionView> {
  const { id } = parseInput(idInput, input);
  const { collection, workspaceId } = await requireCollection(ctx, id);
  // A RELATION field of another collection pointing here would be left pointing nowhere (and that
  // collection's fields could no longer be saved): the builder removes or re-points it first.
  const linking = (
    await ctx.db
      .select({ name: collections.name, fields: collections.fields })
      .from(collections)
      .where(and(eq(collections.portalId, collection.portalId), ne(collections.id, collection.id)))
  ).flatMap((c) =>
    c.fields
      .filter((f) => f.type === 'RELATION' && f.relationCollectionId === collection.id)
      .map((f) => `${c.name} (its field ${f.label})`),
  );
  if (linking.length) {
    throw new AppError(
      'CONFLICT',
      `${linking.join(', ')} ${linking.length === 1 ? 'links' : 'link'} to ${collection.name} — remove that field or point it to another collection first.`,
    );
  }
  // The embedded database is one session: one statement deleting 100,000 records would hold every
  // other request for seconds. There the records go first, window by window, each window in its own
  // transaction with its files and counts (a server stopped midway leaves the collection with fewer
  // records, and deleting it again finishes); the collection goes last, with what is left.
  const early: RemovedFiles[] = [];
  let goneEarly = 0;
  if (isEmbedded(ctx.db) && (await countRecords(ctx, collection.id)) > WINDOWED_DELETE_FROM) {
    await forEachWindow(ctx.db, collection.id, async (source) => {
      early.push(
        await ctx.db.transaction(async (tx) => {
          const ids = rowsOf<{ id: string }>(await tx.execute(sql`select id from ${source}`)).map((r) => r.id);
          const files = await deleteRecordFiles(tx, collection.id, ids);
          const gone = await tx.delete(collectionRecords).where(inArray(collectionRecords.id, ids)).returning({ id: collectionRecords.id });
          await countRecordsIn(tx, collection.id, -gone.length);
          await giveRecords(tx, workspaceId, gone.length);
          goneEarly += gone.length;
          return files;
        }),
      );
    });
  }
  const { records, files } = await ctx.db.transaction(async (tx) => {
    // Before the collection: its foreign keys would delete the file rows unseen (uncounted, blobs kept).
    const files = await deleteFileRows(tx, eq(uploadedFiles.collectionId, collection.id));
    const records = await countRecords({ db: tx }, collection.id);
    await tx.delete(collections).where(eq(collections.id, collection.id));
    await giveRecords(tx, workspaceId, records);
    return { records, files };
  });
  for (const removed of [...early, files]) await removeUnusedBlobs(ctx, removed);
  await dropSortIndexes(ctx, collection);
  return toView(collection, goneEarly + records);
}

/** On the embedded database, a collection with more records than this loses them window by window first. */
const WINDOWED_DELETE_FROM = 5_000;

/** "Client Projects" → "client-projects". */
const collectionSlug = (name: string) => slugWords(name, '-', 40) || 'collection';
