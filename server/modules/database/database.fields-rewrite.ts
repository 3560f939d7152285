import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/index.js';
import {
  collectionRecords,
  collectionViews,
  recordUniqueValues,
  type CollectionField,
  type CollectionRow,
  type RecordData,
} from '../../../db/schema/index.js';
import { AppError, type FieldErrors } from '../../core/errors.js';
import type { RemovedFiles } from '../../core/files.js';
import { isUuid } from '../../core/ids.js';
import { deleteFieldFiles } from './database.attachments.js';
import { renameChoiceValue, type FieldChange } from './database.fields.js';
import { coerceValue, uniqueKey, uniqueValueProblem } from './database.values.js';
import { NumberEvidence, readCsvNumber, type DecimalMark } from './database.csv-numbers.js';

/**
 * The field-rewrite engine: what a new field list does to the records already stored. Kept apart
 * from the collection's CRUD (collection.service.ts), which calls it inside its transaction.
 */

const BATCH = 1000;

/** Saved views that filter on a renamed choice keep finding the same records, under its new name. */
async function renameInViews(tx: Tx, collectionId: string, key: string, renames: Map<string, string>) {
  const views = await tx
    .select({ id: collectionViews.id, filter: collectionViews.filter })
    .from(collectionViews)
    .where(
      and(eq(collectionViews.collectionId, collectionId), sql`${collectionViews.filter} @> ${JSON.stringify([{ field: key }])}::jsonb`),
    );
  for (const view of views) {
    let changed = false;
    const filter = view.filter.map((condition) => {
      if (condition.field !== key) return condition;
      const value = renameChoiceValue(condition.value, renames);
      if (JSON.stringify(value) === JSON.stringify(condition.value)) return condition;
      changed = true;
      return { ...condition, value };
    });
    if (changed) await tx.update(collectionViews).set({ filter }).where(eq(collectionViews.id, view.id));
  }
}

/**
 * Applies a new field list to the stored records, inside the transaction that saves the list: a
 * removed field's values (and its files) go, a changed one's values are re-read with its new rules.
 * Throws CONFLICT, with the reason per field, when any record cannot follow; answers the files to
 * remove from storage after the commit.
 */
export async function applyFieldChanges(tx: Tx, collection: CollectionRow, changes: FieldChange[]): Promise<RemovedFiles[]> {
  const errors: FieldErrors = {};
  const removed: RemovedFiles[] = [];
  for (const change of changes) {
    // A FILE field removed, or turned into another type (allowed only when no record holds a file), takes its files along.
    if (change.field.type !== 'FILE' ? change.kind === 'changed' && change.before.type === 'FILE' : change.kind === 'removed') {
      removed.push(await deleteFieldFiles(tx, collection.id, change.field));
    }
    if (change.kind === 'removed') {
      await tx.execute(
        sql`update ${collectionRecords} set data = data - ${change.field.key} where ${collectionRecords.collectionId} = ${collection.id} and data ? ${change.field.key}`,
      );
      await tx
        .delete(recordUniqueValues)
        .where(and(eq(recordUniqueValues.collectionId, collection.id), eq(recordUniqueValues.fieldKey, change.field.key)));
      continue;
    }
    const { field, index } = change;
    if (change.kind === 'changed' && change.renames?.size) await renameInViews(tx, collection.id, field.key, change.renames);
    const before = change.kind === 'changed' ? change.before : undefined;
    const fillDefault = field.required && field.defaultValue !== null && (!before || !before.required);
    const needsScan =
      change.kind === 'added'
        ? field.required
        : change.revalidate || (field.required && !before!.required) || field.unique !== before!.unique || fillDefault;
    if (!needsScan) continue;
    const renames = change.kind === 'changed' ? change.renames : undefined;
    const message = await rewriteField(tx, collection.id, field, before, fillDefault, renames);
    if (message) errors[`fields.${index}.${message.on}`] = message.text;
  }
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]!;
    throw new AppError(
      'CONFLICT',
      Object.keys(errors).length === 1 ? first : `${first} (and ${Object.keys(errors).length - 1} more).`,
      errors,
    );
  }
  return removed;
}

/**
 * Walks every record of the collection once (in id order, 1,000 at a time) to re-read a field's
 * values with its new definition: renames the choices renamed, converts what converts, counts what
 * does not, fills defaults and rebuilds the field's unique values. Returns the reason the change is
 * refused, if it is.
 */
async function rewriteField(
  tx: Tx,
  collectionId: string,
  field: CollectionField,
  before: CollectionField | undefined,
  fillDefault: boolean,
  renames?: Map<string, string>,
) {
  let invalid = 0;
  /** RELATION values left pointing outside the field's (new) collection. */
  let unlinked = 0;
  let missing = 0;
  let example = '';
  const seen = new Map<string, number>();
  let duplicates = 0;
  if (before?.unique || field.unique)
    await tx
      .delete(recordUniqueValues)
      .where(and(eq(recordUniqueValues.collectionId, collectionId), eq(recordUniqueValues.fieldKey, field.key)));
  // A RELATION value must name a record of the field's collection: checked when the field becomes
  // a RELATION or is pointed at another collection.
  // Text becoming a NUMBER is read as people write numbers ("$1,234.50", "1.234,50 €"), with the
  // decimal mark all the column's values allow: one walk ahead of the rewrite gathers that evidence.
  const mark = field.type === 'NUMBER' && before && before.type !== 'NUMBER' ? await columnMark(tx, collectionId, field.key) : undefined;
  const checkTarget =
    field.type === 'RELATION' && (before?.type !== 'RELATION' || before.relationCollectionId !== field.relationCollectionId);
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
    const inTarget = checkTarget
      ? await recordsIn(
          tx,
          field.relationCollectionId!,
          rows.map((r) => r.value),
        )
      : new Set<string>();
    const updates: Array<{ id: string; value: unknown }> = [];
    const uniques: Array<{ collectionId: string; fieldKey: string; value: string; recordId: string }> = [];
    for (const row of rows) {
      // A renamed choice is read as its new name; the record is written when that differs.
      let value = renameChoiceValue(row.value ?? undefined, renames);
      if (value === undefined && fillDefault) {
        value = field.defaultValue!;
        updates.push({ id: row.id, value });
      } else if (value !== undefined && before && before.type !== field.type) {
        const source = before.type === 'MULTI_SELECT' && field.type !== 'MULTI_SELECT' && Array.isArray(value) ? value.join(', ') : value;
        const converted = mark && typeof source === 'string' ? textToNumber(field, source, mark) : coerceValue(field, source);
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
        if (JSON.stringify(checked.value) !== JSON.stringify(row.value)) updates.push({ id: row.id, value: checked.value ?? null });
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
      const tooLong = uniqueValueProblem(field, value as RecordData[string]);
      if (tooLong) {
        invalid++;
        example ||= tooLong;
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
  if (invalid)
    return {
      on: before && before.type !== field.type ? 'type' : 'choices',
      text: `${records(invalid)} ${invalid === 1 ? 'has a value' : 'have values'} that ${field.label} (${field.type}) cannot hold — for example: ${example} Change or clear them first.`,
    };
  if (unlinked)
    return {
      on: 'relationCollectionId',
      text: `${records(unlinked)} ${unlinked === 1 ? 'links' : 'link'} to a record of the collection ${field.label} pointed to before — clear those links, or keep that collection.`,
    };
  if (missing)
    return {
      on: 'required',
      text: `${records(missing)} ${missing === 1 ? 'has' : 'have'} no ${field.label} — fill ${missing === 1 ? 'it' : 'them'} in, or give the field a default value, before making it required.`,
    };
  if (duplicates)
    return {
      on: 'unique',
      text: `${records(duplicates)} share their ${field.label} with another record — make them different before making the field unique.`,
    };
  return null;
}

/** The decimal mark every text value of the field allows (a decimal point when both do, or when they disagree). */
async function columnMark(tx: Tx, collectionId: string, key: string): Promise<DecimalMark> {
  const evidence = new NumberEvidence();
  let after: string | undefined;
  for (;;) {
    const rows = await tx
      .select({ id: collectionRecords.id, value: sql<string | null>`${collectionRecords.data} ->> ${key}` })
      .from(collectionRecords)
      .where(and(eq(collectionRecords.collectionId, collectionId), after ? gt(collectionRecords.id, after) : undefined))
      .orderBy(asc(collectionRecords.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    for (const r of rows) if (r.value) evidence.add(r.value);
  }
  return evidence.mark ?? 'POINT';
}

/** A text value as the NUMBER field's value: read with the column's mark, in the field's currency if it shows one. */
function textToNumber(field: CollectionField, text: string, mark: DecimalMark) {
  const read = readCsvNumber(text, mark);
  if (!read.ok) return coerceValue(field, text);
  const format = field.numberFormat;
  if (read.number.currency && format?.style === 'CURRENCY' && format.currency && read.number.currency !== format.currency)
    return {
      ok: false as const,
      message: `"${text.trim().slice(0, 40)}" is an amount in ${read.number.currency}, but ${field.label} shows ${format.currency}.`,
    };
  return coerceValue(field, read.number.value);
}

/** Which of these values are ids of records of the collection (one query per batch). */
async function recordsIn(tx: Tx, collectionId: string, values: unknown[]): Promise<Set<string>> {
  const ids = [...new Set(values.flatMap((v) => (typeof v === 'string' && isUuid(v.trim()) ? [v.trim().toLowerCase()] : [])))];
  if (ids.length === 0) return new Set();
  const found = await tx
    .select({ id: collectionRecords.id })
    .from(collectionRecords)
    .where(and(eq(collectionRecords.collectionId, collectionId), inArray(collectionRecords.id, ids)));
  return new Set(found.map((r) => r.id));
}
