import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { pgError, queryRows, type Db, type Tx } from '../../../db/index.js';
import { collectionRecords as records, collections, recordUniqueValues, type CollectionField, type CollectionRecordRow, type CollectionRow, type RecordData } from '../../../db/schema/index.js';
import { requireCollection, requireRecord } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput, notFound, type FieldErrors } from '../../core/errors.js';
import { pageInput, type Page } from '../../core/pagination.js';
import { fields as common, parseInput } from '../../core/validation.js';
import { afterSql, decodeRecordCursor, emptyOrderSql, encodeRecordCursor, filterSql, orderSql, readFilter, readSort, segmentSql, sortValueSql, type FilterInput, type Sort } from './database.query.js';
import { ensureSortIndex } from './database.indexes.js';
import { checkRecordData, displayValue, uniqueKey } from './database.values.js';

/** A linked record as a grid cell shows it: the value of its collection's first field. */
export interface RecordLink {
  fieldKey: string;
  recordId: string;
  collectionId: string;
  label: string;
}

export interface RecordView {
  id: string;
  collectionId: string;
  data: RecordData;
  links: RecordLink[];
  /** A Date, or (from a page read) the same instant as ISO 8601 text. */
  createdAt: Date | string;
  updatedAt: Date | string;
}

export const listInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  ...pageInput,
  sort: z.unknown().optional(),
  filter: z.unknown().optional(),
});

/** One page of records, filtered and sorted in SQL, with their links resolved in one more query. */
export async function listRecords(ctx: Ctx, input: unknown): Promise<Page<RecordView>> {
  const { collectionId, limit, cursor, sort: rawSort, filter: rawFilter } = parseInput(listInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  const sort = readSort(collection.fields, rawSort);
  const filter = readFilter(rawFilter);
  const sortField = collection.fields.find((f) => f.key === sort.field);
  if (sortField) ensureSortIndex(ctx, collection, sortField);
  const rows = await selectPage(ctx.db, collection, { sort, filter, cursor, limit });
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  const links = await resolveLinks(ctx.db, collection, items);
  return {
    items: items.map((row) => toView(row, links)),
    nextCursor: more && last ? encodeRecordCursor(sort, last.sortValue, last.id) : null,
  };
}

type PageRow = Pick<CollectionRecordRow, 'id' | 'collectionId' | 'data'> & { createdAt: string; updatedAt: string; sortValue: unknown };

// Times as JavaScript's toISOString writes them, made by PostgreSQL: the page needs no row mapping.
const iso = (column: typeof records.createdAt | typeof records.updatedAt) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rows of one page (limit + 1, to know whether another follows); the CSV export reuses it.
 * A field sort reads the records that have a value first and, when the page is not full, the
 * empty ones after them (see segmentSql); the cursor says which segment it stopped in.
 */
export async function selectPage(db: Db, collection: CollectionRow, q: { sort: Sort; filter: FilterInput; cursor?: string; limit: number }): Promise<PageRow[]> {
  const after = decodeRecordCursor(q.sort, q.cursor);
  const filter = filterSql(collection.fields, q.filter);
  const read = (segment: SQL | undefined, order: SQL[], cursor: SQL | undefined, limit: number) =>
    queryRows<PageRow>(
      db,
      sql`select ${records.id} as "id", ${records.collectionId} as "collectionId", ${records.data} as "data", ${iso(records.createdAt)} as "createdAt", ${iso(records.updatedAt)} as "updatedAt", ${sortValueSql(q.sort)} as "sortValue"
        from ${records} where ${and(inCollection(collection.id), filter, segment, cursor)} order by ${sql.join(order, sql`, `)} limit ${limit}`,
    );
  const values = segmentSql(q.sort, 'values');
  if (!values) return read(undefined, orderSql(q.sort), after ? afterSql(q.sort, after) : undefined, q.limit + 1);
  const inEmpty = after !== undefined && after.value === null;
  const rows = inEmpty ? [] : await read(values, orderSql(q.sort), after ? afterSql(q.sort, after) : undefined, q.limit + 1);
  if (rows.length > q.limit) return rows;
  const empty = await read(segmentSql(q.sort, 'empty'), emptyOrderSql(q.sort), inEmpty ? afterSql(q.sort, after) : undefined, q.limit + 1 - rows.length);
  return [...rows, ...empty];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The collection id as a literal, so the planner can use that collection's partial sort indexes. */
function inCollection(id: string): SQL {
  if (!UUID.test(id)) throw new Error(`not a collection id: ${id}`);
  return sql`${records.collectionId} = ${sql.raw(`'${id}'::uuid`)}`;
}

export const countInput = z.strictObject({ collectionId: common.uuid('the collection id'), filter: z.unknown().optional() });

/** How many records match a filter: the grid's footer, apart from the page so pages stay cheap. */
export async function countRecords(ctx: Ctx, input: unknown): Promise<{ count: number }> {
  const { collectionId, filter } = parseInput(countInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(records)
    .where(and(eq(records.collectionId, collection.id), filterSql(collection.fields, readFilter(filter))));
  return { count: row?.n ?? 0 };
}

export const idInput = z.strictObject({ id: common.uuid('the record id') });

export async function getRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { id } = parseInput(idInput, input);
  const { collection, record } = await requireRecord(ctx, id);
  return toView(record, await resolveLinks(ctx.db, collection, [record]));
}

export const createInput = z.strictObject({ collectionId: common.uuid('the collection id'), data: z.unknown().optional() });

export async function createRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { collectionId, data: raw } = parseInput(createInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  const checked = checkRecordData(collection.fields, raw ?? {}, { partial: false });
  if (Object.keys(checked.errors).length) throw badInput(checked.errors);
  await checkLinks(ctx.db, collection, [checked.data]);
  const row = await uniqueWrite(collection, () =>
    ctx.db.transaction(async (tx) => {
      await holdFields(tx, collection);
      const [row] = await tx.insert(records).values({ collectionId: collection.id, data: checked.data }).returning();
      await claimUnique(tx, collection, row!.id, checked.data, collection.fields);
      return row!;
    }),
  );
  return toView(row, await resolveLinks(ctx.db, collection, [row]));
}

// data is checked by checkRecordData, which says what to send when it is missing.
export const updateInput = z.strictObject({ id: common.uuid('the record id'), data: z.unknown().optional() });

/** A partial update: only the keys sent change; a key sent empty is cleared. */
export async function updateRecord(ctx: Ctx, input: unknown): Promise<RecordView> {
  const { id, data: raw } = parseInput(updateInput, input);
  const { collection, record } = await requireRecord(ctx, id);
  const checked = checkRecordData(collection.fields, raw, { partial: true });
  if (Object.keys(checked.errors).length) throw badInput(checked.errors);
  await checkLinks(ctx.db, collection, [checked.data]);
  const changedKeys = [...Object.keys(checked.data), ...checked.cleared];
  const row = await uniqueWrite(collection, () =>
    ctx.db.transaction(async (tx) => {
      await holdFields(tx, collection);
      // The change is merged in SQL, so two people editing different cells of a row both win.
      const [row] = await tx
        .update(records)
        .set({ data: sql`${checked.cleared.reduce((expr, key) => sql`(${expr} - ${key}::text)`, sql`${records.data}`)} || ${JSON.stringify(checked.data)}::jsonb`, updatedAt: new Date() })
        .where(eq(records.id, record.id))
        .returning();
      // Deleted by someone else since it was read.
      if (!row) throw notFound('record');
      const touched = collection.fields.filter((f) => f.unique && changedKeys.includes(f.key));
      if (touched.length) {
        await tx.delete(recordUniqueValues).where(and(eq(recordUniqueValues.recordId, record.id), inArray(recordUniqueValues.fieldKey, touched.map((f) => f.key))));
        await claimUnique(tx, collection, record.id, checked.data, touched);
      }
      return row!;
    }),
  );
  return toView(row, await resolveLinks(ctx.db, collection, [row]));
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
  const { collection, record } = await requireRecord(ctx, id);
  const links = await resolveLinks(ctx.db, collection, [record]);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(records).where(eq(records.id, record.id));
    await unlink(tx, collection, [record.id]);
  });
  return toView(record, links);
}

export const MAX_BULK = 500;
export const bulkInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  ids: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(common.uuid('the record id'), 'Send ids as a list of record ids.'))
    .refine((ids) => ids.length > 0, 'Choose at least one record.')
    .refine((ids) => ids.length <= MAX_BULK, `Delete at most ${MAX_BULK} records at a time.`),
});

/** Deletes the listed records of one collection; ids of other collections are not touched. */
export async function deleteRecords(ctx: Ctx, input: unknown): Promise<{ deleted: number }> {
  const { collectionId, ids } = parseInput(bulkInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  const gone = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(records)
      .where(and(eq(records.collectionId, collection.id), inArray(records.id, [...new Set(ids)])))
      .returning({ id: records.id });
    await unlink(tx, collection, rows.map((r) => r.id));
    return rows;
  });
  return { deleted: gone.length };
}

/**
 * Clears the RELATION values that point at deleted records of the collection, so a link never
 * points nowhere: the grid, an "is empty" filter and the export then agree. One statement per
 * RELATION field of the portal that links into the collection.
 */
async function unlink(tx: Tx, collection: CollectionRow, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const portalCollections = await tx.select({ id: collections.id, fields: collections.fields }).from(collections).where(eq(collections.portalId, collection.portalId));
  for (const c of portalCollections) {
    for (const f of c.fields) {
      if (f.type !== 'RELATION' || f.relationCollectionId !== collection.id) continue;
      await tx
        .update(records)
        .set({ data: sql`${records.data} - ${f.key}::text`, updatedAt: new Date() })
        .where(and(eq(records.collectionId, c.id), inArray(sql`${records.data} ->> ${f.key}`, ids)));
    }
  }
}

export function toView(row: Pick<CollectionRecordRow, 'id' | 'collectionId' | 'data'> & { createdAt: Date | string; updatedAt: Date | string }, links: Map<string, RecordLink[]>): RecordView {
  return { id: row.id, collectionId: row.collectionId, data: row.data, links: links.get(row.id) ?? [], createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/**
 * The labels of every record the given rows link to, in one query for the whole page: a linked
 * record's label is the value of its collection's first field.
 */
export async function resolveLinks(db: Db | Tx, collection: CollectionRow, rows: Array<{ id: string; data: RecordData }>): Promise<Map<string, RecordLink[]>> {
  const relationFields = collection.fields.filter((f) => f.type === 'RELATION');
  const out = new Map<string, RecordLink[]>();
  if (relationFields.length === 0 || rows.length === 0) return out;
  const ids = new Set<string>();
  for (const row of rows) for (const f of relationFields) if (typeof row.data[f.key] === 'string') ids.add(row.data[f.key] as string);
  if (ids.size === 0) return out;
  const targets = await db
    .select({ id: records.id, collectionId: records.collectionId, label: sql<unknown>`${records.data} -> (${collections.fields} -> 0 ->> 'key')` })
    .from(records)
    .innerJoin(collections, eq(collections.id, records.collectionId))
    .where(and(inArray(records.id, [...ids]), eq(collections.portalId, collection.portalId)));
  const byId = new Map(targets.map((t) => [t.id, t]));
  for (const row of rows) {
    const links: RecordLink[] = [];
    for (const f of relationFields) {
      const target = byId.get(row.data[f.key] as string);
      if (target && target.collectionId === f.relationCollectionId) {
        links.push({ fieldKey: f.key, recordId: target.id, collectionId: target.collectionId, label: displayValue(target.label as RecordData[string]) || 'Untitled' });
      }
    }
    out.set(row.id, links);
  }
  return out;
}

/** Every RELATION value must name a record of the field's collection (one query for all rows). */
export async function checkLinks(db: Db | Tx, collection: CollectionRow, rows: RecordData[], rowErrors?: (index: number, errors: FieldErrors) => void): Promise<void> {
  const relationFields = collection.fields.filter((f) => f.type === 'RELATION');
  if (relationFields.length === 0) return;
  const ids = new Set<string>();
  for (const row of rows) for (const f of relationFields) if (typeof row[f.key] === 'string') ids.add(row[f.key] as string);
  if (ids.size === 0) return;
  const found = await db.select({ id: records.id, collectionId: records.collectionId }).from(records).where(inArray(records.id, [...ids]));
  const where = new Map(found.map((r) => [r.id, r.collectionId]));
  rows.forEach((row, index) => {
    const errors: FieldErrors = {};
    for (const f of relationFields) {
      const id = row[f.key];
      if (typeof id === 'string' && where.get(id) !== f.relationCollectionId) errors[`data.${f.key}`] = `${f.label}: no record with that id in the linked collection.`;
    }
    if (Object.keys(errors).length === 0) return;
    if (rowErrors) rowErrors(index, errors);
    else throw badInput(errors);
  });
}

/** Records this row's unique values; a value another record holds is CONFLICT on that field. */
export async function claimUnique(tx: Tx, collection: CollectionRow, recordId: string, data: RecordData, fields: CollectionField[]): Promise<void> {
  const values = fields.filter((f) => f.unique && data[f.key] !== undefined).map((f) => ({ collectionId: collection.id, fieldKey: f.key, value: uniqueKey(f, data[f.key]!), recordId }));
  if (values.length === 0) return;
  // DO NOTHING rather than an error: a writer racing for the same value waits for the other
  // transaction and then learns which of its values were taken, so the loser is told the field too.
  const claimed = await tx.insert(recordUniqueValues).values(values).onConflictDoNothing().returning({ fieldKey: recordUniqueValues.fieldKey });
  const taken = values.filter((v) => !claimed.some((c) => c.fieldKey === v.fieldKey));
  if (taken.length) throw uniqueConflict(collection, taken.map((t) => t.fieldKey));
}

export function uniqueConflict(collection: CollectionRow, keys: string[]): AppError {
  const details: FieldErrors = {};
  for (const key of keys) {
    const label = collection.fields.find((f) => f.key === key)?.label ?? key;
    details[`data.${key}`] = `Another record already has this ${label} — ${label} must be unique.`;
  }
  return new AppError('CONFLICT', Object.values(details)[0]!, details);
}

/** A race between two writers of the same unique value ends here, as CONFLICT, with nothing written. */
async function uniqueWrite<T>(collection: CollectionRow, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgError(error).code === '23505') throw new AppError('CONFLICT', 'Another record was just saved with the same unique value — check it and try again.');
    throw error;
  }
}
