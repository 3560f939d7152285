import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/index.js';
import { collectionRecords as records, collections, type CollectionRow, type RecordData } from '../../../db/schema/index.js';
import { badInput, type FieldErrors } from '../../core/errors.js';
import { displayValue } from './database.values.js';

/** RELATION values: their labels for the grid, their check on write, and their clearing on delete. */

/** A linked record as a grid cell shows it: the value of its collection's first field. */
export interface RecordLink {
  fieldKey: string;
  recordId: string;
  collectionId: string;
  label: string;
}

/**
 * The labels of every record the given rows link to, in one query for the whole page: a linked
 * record's label is the value of its collection's first field.
 */
export async function resolveLinks(
  db: Db | Tx,
  collection: CollectionRow,
  rows: Array<{ id: string; data: RecordData }>,
): Promise<Map<string, RecordLink[]>> {
  const relationFields = collection.fields.filter((f) => f.type === 'RELATION');
  const out = new Map<string, RecordLink[]>();
  if (relationFields.length === 0 || rows.length === 0) return out;
  const ids = new Set<string>();
  for (const row of rows) for (const f of relationFields) if (typeof row.data[f.key] === 'string') ids.add(row.data[f.key] as string);
  if (ids.size === 0) return out;
  const targets = await db
    .select({
      id: records.id,
      collectionId: records.collectionId,
      label: sql<unknown>`${records.data} -> (${collections.fields} -> 0 ->> 'key')`,
    })
    .from(records)
    .innerJoin(collections, eq(collections.id, records.collectionId))
    .where(and(inArray(records.id, [...ids]), eq(collections.portalId, collection.portalId)));
  const byId = new Map(targets.map((t) => [t.id, t]));
  for (const row of rows) {
    const links: RecordLink[] = [];
    for (const f of relationFields) {
      const target = byId.get(row.data[f.key] as string);
      if (target && target.collectionId === f.relationCollectionId) {
        links.push({
          fieldKey: f.key,
          recordId: target.id,
          collectionId: target.collectionId,
          label: displayValue(target.label as RecordData[string]) || 'Untitled',
        });
      }
    }
    out.set(row.id, links);
  }
  return out;
}

/** Every RELATION value must name a record of the field's collection (one query for all rows). */
export async function checkLinks(
  db: Db | Tx,
  collection: CollectionRow,
  rows: RecordData[],
  rowErrors?: (index: number, errors: FieldErrors) => void,
): Promise<void> {
  const relationFields = collection.fields.filter((f) => f.type === 'RELATION');
  if (relationFields.length === 0) return;
  const ids = new Set<string>();
  for (const row of rows) for (const f of relationFields) if (typeof row[f.key] === 'string') ids.add(row[f.key] as string);
  if (ids.size === 0) return;
  const found = await db
    .select({ id: records.id, collectionId: records.collectionId })
    .from(records)
    .where(inArray(records.id, [...ids]));
  const where = new Map(found.map((r) => [r.id, r.collectionId]));
  rows.forEach((row, index) => {
    const errors: FieldErrors = {};
    for (const f of relationFields) {
      const id = row[f.key];
      if (typeof id === 'string' && where.get(id) !== f.relationCollectionId)
        errors[`data.${f.key}`] = `${f.label}: no record with that id in the linked collection.`;
    }
    if (Object.keys(errors).length === 0) return;
    if (rowErrors) rowErrors(index, errors);
    else throw badInput(errors);
  });
}

/**
 * Clears the RELATION values that point at deleted records of the collection, so a link never
 * points nowhere: the grid, an "is empty" filter and the export then agree. One statement per
 * RELATION field of the portal that links into the collection.
 */
export async function unlink(tx: Tx, collection: CollectionRow, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const portalCollections = await tx
    .select({ id: collections.id, fields: collections.fields })
    .from(collections)
    .where(eq(collections.portalId, collection.portalId));
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
