import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pgError, type Tx } from '../../../db/index.js';
import { collectionRecords, collections, recordUniqueValues, type CollectionField, type CollectionRow, type RecordData } from '../../../db/schema/index.js';
import { requireCollection, requirePortal } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, type FieldErrors } from '../../core/errors.js';
import { slugWords } from '../../core/slug.js';
import { fields as common, parseInput, text } from '../../core/validation.js';
import { dropSortIndexes } from './database.indexes.js';
import { diffFields, fieldsInput, normalizeFields, type FieldChange } from './database.fields.js';
import { coerceValue, uniqueKey } from './database.values.js';

export const MAX_COLLECTIONS = 200;

export interface CollectionView {
  id: string;
  portalId: string;
  name: string;
  slug: string;
  fields: CollectionField[];
  recordCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const toView = (row: CollectionRow, recordCount: number): CollectionView => ({
  id: row.id,
  portalId: row.portalId,
  name: row.name,
  slug: row.slug,
  fields: row.fields,
  recordCount,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const nameField = () => text('a collection name').trim().min(1, 'Please enter a collection name.').max(80, 'A collection name has at most 80 characters.');

async function countRecords(ctx: Ctx | { db: Tx }, collectionId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(collectionRecords).where(eq(collectionRecords.collectionId, collectionId));
  return row?.n ?? 0;
}

export const listInput = z.strictObject({ portalId: common.uuid('the portal id') });

/** The portal's collections in creation order, each with its record count (one grouped query). */
export async function listCollections(ctx: Ctx, input: unknown): Promise<CollectionView[]> {
  const { portalId } = parseInput(listInput, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const rows = await ctx.db
    // Qualified by hand: inside the sub-select Drizzle writes bare column names, and a bare "id"
    // would be the record's own id (every count 0).
    .select({ collection: collections, recordCount: sql<number>`(select count(*)::int from collection_records cr where cr.collection_id = "collections"."id")` })
    .from(collections)
    .where(eq(collections.portalId, portal.id))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  return rows.map((r) => toView(r.collection, Number(r.recordCount)));
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
  const existing = await ctx.db.select({ id: collections.id, slug: collections.slug }).from(collections).where(eq(collections.portalId, portal.id));
  if (existing.length >= MAX_COLLECTIONS) throw new AppError('CONFLICT', `A portal holds at most ${MAX_COLLECTIONS} collections — delete one you no longer use.`);
  const fields = normalizeFields(data.fields ?? [], [], new Set(existing.map((c) => c.id)));
  const slug = freeSlug(collectionSlug(data.name), new Set(existing.map((c) => c.slug)));
  try {
    const [row] = await ctx.db.insert(collections).values({ portalId: portal.id, name: data.name, slug, fields }).returning();
    return toView(row!, 0);
  } catch (error) {
    if (pgError(error).code === '23505') throw new AppError('CONFLICT', 'Another collection was just created with that name — try again.', { name: 'Try again.' });
    throw error;
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
  const next = fieldList ? normalizeFields(fieldList, collection.fields, new Set(siblings.map((c) => c.id))) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(collections).where(eq(collections.id, collection.id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'That collection does not exist or you do not have access to it.');
    if (ifUpdatedAt && locked.updatedAt.getTime() !== new Date(ifUpdatedAt).getTime()) {
      throw new AppError('CONFLICT', `Someone else changed ${locked.name} since you opened it — reload to see their change, then make yours again.`, { ifUpdatedAt: 'The collection changed since you read it.' });
    }
    // The new list was made from the fields as read before the lock: if another change landed
    // meanwhile, applying this one would silently undo it (the list replaces the whole list).
    if (next && JSON.stringify(locked.fields) !== JSON.stringify(collection.fields)) {
      throw new AppError('CONFLICT', 'Someone else changed the fields of this collection just now — reload them and make your change again.');
    }
    if (next) await applyFieldChanges(tx, locked, diffFields(locked.fields, next));
    const [updated] = await tx
      .update(collections)
      .set({ ...(name !== undefined ? { name } : {}), ...(next ? { fields: next } : {}), updatedAt: new Date() })
      .where(eq(collections.id, collection.id))
      .returning();
    return updated!;
  });
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
  const { collection } = await requireCollection(ctx, id);
  // A RELATION field of another collection pointing here would be left pointing nowhere (and that
  // collection's fields could no longer be saved): the builder removes or re-points it first.
  const linking = (await ctx.db.select({ name: collections.name, fields: collections.fields }).from(collections).where(and(eq(collections.portalId, collection.portalId), ne(collections.id, collection.id))))
    .flatMap((c) => c.fields.filter((f) => f.type === 'RELATION' && f.relationCollectionId === collection.id).map((f) => `${c.name} (its field ${f.label})`));
  if (linking.length) {
    throw new AppError('CONFLICT', `${linking.join(', ')} ${linking.length === 1 ? 'links' : 'link'} to ${collection.name} — remove that field or point it to another collection first.`);
  }
  const records = await countRecords(ctx, collection.id);
  await ctx.db.delete(collections).where(eq(collections.id, collection.id));
  await dropSortIndexes(ctx, collection);
  return toView(collection, records);
}

const BATCH = 1000;

async function applyFieldChanges(tx: Tx, collection: CollectionRow, changes: FieldChange[]): Promise<void> {
  const errors: FieldErrors = {};
  for (const change of changes) {
    if (change.kind === 'removed') {
      await tx.execute(sql`update ${collectionRecords} set data = data - ${change.field.key} where ${collectionRecords.collectionId} = ${collection.id} and data ? ${change.field.key}`);
      await tx.delete(recordUniqueValues).where(and(eq(recordUniqueValues.collectionId, collection.id), eq(recordUniqueValues.fieldKey, change.field.key)));
      continue;
    }
    const { field, index } = change;
    const before = change.kind === 'changed' ? change.before : undefined;
    const fillDefault = field.required && field.defaultValue !== null && (!before || !before.required);
    const needsScan = change.kind === 'added' ? field.required : change.revalidate || (field.required && !before!.required) || field.unique !== before!.unique || fillDefault;
    if (!needsScan) continue;
    const message = await rewriteField(tx, collection.id, field, before, fillDefault);
    if (message) errors[`fields.${index}.${message.on}`] = message.text;
  }
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]!;
    throw new AppError('CONFLICT', Object.keys(errors).length === 1 ? first : `${first} (and ${Object.keys(errors).length - 1} more).`, errors);
  }
}

/**
 * Walks every record of the collection once (in id order, 1,000 at a time) to re-read a field's
 * values with its new definition: converts what converts, counts what does not, fills defaults and
 * rebuilds the field's unique values. Returns the reason the change is refused, if it is.
 */
async function rewriteField(tx: Tx, collectionId: string, field: CollectionField, before: CollectionField | undefined, fillDefault: boolean) {
  let invalid = 0;
  /** RELATION values left pointing outside the field's (new) collection. */
  let unlinked = 0;
  let missing = 0;
  let example = '';
  const seen = new Map<string, number>();
  let duplicates = 0;
  if (before?.unique || field.unique) await tx.delete(recordUniqueValues).where(and(eq(recordUniqueValues.collectionId, collectionId), eq(recordUniqueValues.fieldKey, field.key)));
  // A RELATION value must name a record of the field's collection: checked when the field becomes
  // a RELATION or is pointed at another collection.
  const checkTarget = field.type === 'RELATION' && (before?.type !== 'RELATION' || before.relationCollectionId !== field.relationCollectionId);
  let after: string | undefined;
  for (;;) {
    const rows = await tx
      .select({ id: collectionRecords.id, value: sql<unknown>`${collectionRecords.data} -> ${field.key}` })
      .from(collectionRecords)
      .where(and(eq(collectionRecords.collectionId, collectionId), after ? gt(collectionRecords.id, after) : undefined))
      .orderBy(asc(collectionRecords.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const inTarget = checkTarget ? await recordsIn(tx, field.relationCollectionId!, rows.map((r) => r.value)) : new Set<string>();
    const updates: Array<{ id: string; value: unknown }> = [];
    const uniques: Array<{ collectionId: string; fieldKey: string; value: string; recordId: string }> = [];
    for (const row of rows) {
      let value = row.value ?? undefined;
      if (value === undefined && fillDefault) {
        value = field.defaultValue!;
        updates.push({ id: row.id, value });
      } else if (value !== undefined && before && before.type !== field.type) {
        const converted = coerceValue(field, before.type === 'MULTI_SELECT' && field.type !== 'MULTI_SELECT' && Array.isArray(value) ? value.join(', ') : value);
        if (!converted.ok) {
          invalid++;
          example ||= converted.message;
          continue;
        }
        value = converted.value;
        if (JSON.stringify(value) !== JSON.stringify(row.value)) updates.push({ id: row.id, value: value ?? null });
      } else if (value !== undefined) {
        const checked = coerceValue(field, value);
        if (!checked.ok) {
          invalid++;
          example ||= checked.message;
          continue;
        }
        if (JSON.stringify(checked.value) !== JSON.stringify(value)) updates.push({ id: row.id, value: checked.value ?? null });
        value = checked.value;
      }
      if (value === undefined || value === null) {
        if (field.required && field.type !== 'BOOLEAN') missing++;
        continue;
      }
      if (checkTarget && !inTarget.has(value as string)) {
        if (before?.type === 'RELATION') unlinked++;
        else {
          invalid++;
          example ||= `${field.label}: no record with that id in the linked collection.`;
        }
        continue;
      }
      if (field.unique) {
        const k = uniqueKey(field, value as RecordData[string]);
        const n = (seen.get(k) ?? 0) + 1;
        seen.set(k, n);
        // Every record involved counts: two records with one value are 2 to change, not 1.
        if (n > 1) duplicates += n === 2 ? 2 : 1;
        if (n === 1) uniques.push({ collectionId, fieldKey: field.key, value: k, recordId: row.id });
      }
    }
    if (invalid || unlinked || missing || duplicates) continue;
    if (updates.length) {
      // One statement per batch: set or remove the key on each listed record.
      await tx.execute(sql`
        update ${collectionRecords} as r
        set data = case when u.value is null or u.value = 'null'::jsonb then r.data - ${field.key} else jsonb_set(r.data, ${`{${field.key}}`}::text[], u.value) end
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id uuid, value jsonb)
        where r.id = u.id`);
    }
    if (uniques.length) await tx.insert(recordUniqueValues).values(uniques);
  }
  const records = (n: number) => (n === 1 ? '1 record' : `${n.toLocaleString('en')} records`);
  if (invalid) return { on: before && before.type !== field.type ? 'type' : 'choices', text: `${records(invalid)} ${invalid === 1 ? 'has a value' : 'have values'} that ${field.label} (${field.type}) cannot hold — for example: ${example} Change or clear them first.` };
  if (unlinked) return { on: 'relationCollectionId', text: `${records(unlinked)} ${unlinked === 1 ? 'links' : 'link'} to a record of the collection ${field.label} pointed to before — clear those links, or keep that collection.` };
  if (missing) return { on: 'required', text: `${records(missing)} ${missing === 1 ? 'has' : 'have'} no ${field.label} — fill ${missing === 1 ? 'it' : 'them'} in, or give the field a default value, before making it required.` };
  if (duplicates) return { on: 'unique', text: `${records(duplicates)} share their ${field.label} with another record — make them different before making the field unique.` };
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of these values are ids of records of the collection (one query per batch). */
async function recordsIn(tx: Tx, collectionId: string, values: unknown[]): Promise<Set<string>> {
  const ids = [...new Set(values.flatMap((v) => (typeof v === 'string' && UUID.test(v.trim()) ? [v.trim().toLowerCase()] : [])))];
  if (ids.length === 0) return new Set();
  const found = await tx.select({ id: collectionRecords.id }).from(collectionRecords).where(and(eq(collectionRecords.collectionId, collectionId), inArray(collectionRecords.id, ids)));
  return new Set(found.map((r) => r.id));
}

/** "Client Projects" → "client-projects". */
const collectionSlug = (name: string) => slugWords(name, '-', 40) || 'collection';

function freeSlug(base: string, used: Set<string>): string {
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

