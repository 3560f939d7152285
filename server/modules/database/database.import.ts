import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isEmbedded, type Tx } from '../../../db/index.js';
import {
  collectionRecords as records,
  collections,
  recordUniqueValues as uniques,
  type CollectionField,
  type CollectionRow,
  type RecordData,
} from '../../../db/schema/index.js';
import { requireCollection } from './database.access.js';
import type { Ctx } from '../../core/context.js';
import { dbError, type ConstraintRules } from '../../core/db-errors.js';
import { AppError, badInput, clip, notFound, type FieldErrors } from '../../core/errors.js';
import { assertStorable } from '../../core/input-guard.js';
import { removeUnusedBlobs, type RemovedFiles } from '../../core/files.js';
import { takeRecords } from '../../core/quotas.js';
import { countRecordsIn } from './collection.service.js';
import type { UploadStream } from '../../core/uploads.js';
import { fields as common, parseInput, text } from '../../core/validation.js';
import { bindFiles, claimFiles } from './database.attachments.js';
import { csvRows } from './database.csv-reader.js';
import { unguard } from './database.export.js';
import { csvDateValue, type DayOrder } from './database.csv-dates.js';
import { ChoiceGrowth, NumberCells, readDateOrders, readDecimalMarks, readNewFields, type NewField } from './database.import-fields.js';
import { hasChoices } from './database.rules.js';
import { checkRecordData, coerceValue, uniqueKey } from './database.values.js';
import { checkCustomers } from './record.customers.js';
import { importInBatches } from './database.import-batches.js';
import { checkLinks } from './record.service.js';

/**
 * The CSV import of a collection: reads the upload as a stream and writes it in batches (a few
 * statements per 500 rows), never holding the whole file in memory, all or nothing: on PostgreSQL
 * in one transaction, on the embedded database checked first and then committed batch by batch
 * with what each did noted to undo it (database.import-batches.ts). It reads back unchanged what the
 * export (database.export.ts) writes.
 */
export { MAX_IMPORT_BYTES } from './database.rules.js';
export const BATCH = 500;

/** A unique value of the file that another record took while the file was read: nothing is imported. */
export const IMPORT_RACED = {
  record_unique_values_pkey: {
    message: 'Another record was just saved with a unique value of this file — nothing was imported. Try again.',
  },
} satisfies ConstraintRules;
const MAX_REPORTED = 100;

export interface ImportError {
  /** The row as a spreadsheet numbers it: the header is row 1, the first record row 2. */
  row: number;
  message: string;
  field?: string;
}

export interface ImportResult {
  inserted: number;
  updated: number;
  rejected: number;
  /** The first 100 rejected rows, in file order. */
  errors: ImportError[];
  /** The fields the file's columns created (only when some were). */
  createdFields?: Array<Pick<CollectionField, 'key' | 'label' | 'type'>>;
  /** The choices the file added to SELECT and MULTI_SELECT fields (only when some were). */
  addedChoices?: Array<{ field: string; values: string[] }>;
}

export const importInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  mapping: text('the mapping').min(1, 'Please send the mapping of columns to fields, like {"Full name": "name"}.'),
  upsertOn: text('the field to update on').optional(),
  newFields: text('the new fields').optional().meta({
    description:
      'JSON: fields to create from columns that match none, like `[{"column": "Stage", "label": "Stage", "type": "SELECT"}]`. They are created with the records, in the same transaction, only when a row is imported.',
  }),
  dateOrder: text('the date order').optional().meta({
    description:
      'JSON: how dates like 03/04/2025 are read per column, `DAY_FIRST` or `MONTH_FIRST`, like `{"Signed on": "DAY_FIRST"}`. A column with such a date and no order is refused.',
  }),
  addChoices: z.enum(['true', 'false'], 'addChoices is true or false.').optional().meta({
    description: '`true`: values of SELECT and MULTI_SELECT columns that are not choices yet become choices (else such rows are refused).',
  }),
  decimalMark: text('the decimal mark').optional().meta({
    description:
      'JSON: the decimal mark of a NUMBER column, `POINT` (1,234.50) or `COMMA` (1.234,50), like `{"Amount": "COMMA"}`. Without it a column\'s own numbers settle it (a decimal point when none does).',
  }),
  timeZone: common
    .timezone()
    .optional()
    .meta({ description: 'The zone (like Europe/Paris) of date-times written without one; without it such cells are refused.' }),
});

export interface Column {
  name: string;
  field: CollectionField;
  index: number;
  /** How its dates like 03/04/2025 are read. */
  order?: DayOrder;
  /** A NUMBER column's cells read with one decimal mark. */
  numbers?: NumberCells;
}

/** `{"<column>": "<field key>"}` checked against the fields: what a bad request says before any row is read. */
function readMapping(
  collection: CollectionRow,
  raw: string,
  upsertOn: string | undefined,
  created: NewField[],
): { columns: Array<Omit<Column, 'index'>>; upsertField?: CollectionField } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badInput({ mapping: 'The mapping must be JSON, like {"Full name": "name", "E-mail": "email"}.' });
  }
  assertStorable(parsed, 'mapping');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badInput({ mapping: 'The mapping is an object from column names to field keys, like {"Full name": "name"}.' });
  const byKey = new Map(collection.fields.map((f) => [f.key, f]));
  const columns: Array<Omit<Column, 'index'>> = [];
  const used = new Map<string, string>();
  for (const [column, key] of Object.entries(parsed)) {
    // A column mapped to nothing is a column left out.
    if (key === null || key === '') continue;
    const field = typeof key === 'string' ? byKey.get(key) : undefined;
    if (!field)
      throw badInput({
        mapping: `Column "${column}" is mapped to ${JSON.stringify(key)}, which is not a field of this collection. Its fields are: ${[...byKey.keys()].join(', ') || 'none yet'}.`,
      });
    const other = used.get(field.key);
    if (other !== undefined)
      throw badInput({ mapping: `Columns "${other}" and "${column}" are both mapped to ${field.label} — map one column to each field.` });
    used.set(field.key, column);
    columns.push({ name: unguard(column.trim()), field });
  }
  created.forEach(({ column, field }, i) => {
    if (columns.some((c) => c.name === column))
      throw badInput({
        [`newFields.${i}.column`]: `Column "${column}" is mapped to a field already — map it, or create a field from it, not both.`,
      });
    columns.push({ name: column, field });
  });
  if (columns.length === 0) throw badInput({ mapping: 'Map at least one column to a field, or create a field from it.' });
  let upsertField: CollectionField | undefined;
  if (upsertOn) {
    upsertField = byKey.get(upsertOn);
    if (!upsertField) throw badInput({ upsertOn: `${upsertOn} is not a field of this collection.` });
    if (!upsertField.unique)
      throw badInput({
        upsertOn: `${upsertField.label} is not a unique field, so it cannot say which record a row updates. Choose a unique field.`,
      });
    if (!used.has(upsertField.key)) throw badInput({ upsertOn: `Map a column to ${upsertField.label} to update records by it.` });
  } else {
    // With upsert a row may only fill in some fields of a record; without it every row makes one.
    const missing = collection.fields.filter((f) => f.required && f.type !== 'BOOLEAN' && f.defaultValue === null && !used.has(f.key));
    if (missing.length) {
      const names = missing.map((f) => f.label).join(', ');
      throw badInput({
        mapping: `Map a column to ${names}: ${missing.length === 1 ? 'it is' : 'they are'} required and ${missing.length === 1 ? 'has' : 'have'} no default value.`,
      });
    }
  }
  return { columns, upsertField };
}

/** The header's names matched to the mapping; a mapped column the file does not have is a bad request. */
function placeColumns(header: string[], mapped: Array<Omit<Column, 'index'>>): Column[] {
  const names = header.map((h) => unguard(h.trim()));
  return mapped.map((c) => {
    const index = names.indexOf(c.name);
    if (index < 0) throw badInput({ mapping: `The file has no column "${c.name}". Its columns are: ${names.filter(Boolean).join(', ')}.` });
    if (names.indexOf(c.name, index + 1) >= 0)
      throw badInput({ mapping: `The file has two columns called "${c.name}" — rename one and try again.` });
    return { ...c, index };
  });
}

export async function importRecords(ctx: Ctx, input: { fields: Record<string, string>; file: UploadStream | null }): Promise<ImportResult> {
  const { collectionId, mapping, upsertOn, newFields, dateOrder, decimalMark, addChoices, timeZone } = parseInput(
    importInput,
    input.fields,
  );
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  const created = readNewFields(collection.fields, newFields);
  const orders = readDateOrders(dateOrder);
  const { columns: mapped, upsertField } = readMapping(collection, mapping, upsertOn || undefined, created);
  const marks = readDecimalMarks(decimalMark);
  for (const c of mapped) {
    c.order = orders.get(c.name);
    if (c.field.type === 'NUMBER') c.numbers = new NumberCells(c.name, c.field, marks.get(c.name));
  }
  // The collection as the rows are read against: its fields and the new ones.
  const target: CollectionRow = { ...collection, fields: [...collection.fields, ...created.map((c) => c.field)] };
  const growth =
    created.some((c) => hasChoices(c.field.type)) || (addChoices === 'true' && mapped.some((c) => hasChoices(c.field.type)))
      ? new ChoiceGrowth(target.fields)
      : null;
  const changesFields = created.length > 0 || growth !== null;
  if (!input.file) throw badInput({ file: 'Choose a CSV file to import.' });
  const rows = csvRows(input.file)[Symbol.asyncIterator]();
  try {
    const header = await rows.next();
    if (header.done || header.value.every((c) => c.trim() === ''))
      throw badInput({ file: 'The file is empty. Its first row must name the columns (the header).' });
    const columns = placeColumns(header.value, mapped);
    // The embedded database is one session: one transaction of 100,000 rows would hold every other
    // request for seconds. There the file is checked first and then written batch by batch.
    if (isEmbedded(ctx.db))
      return await importInBatches(ctx, { collection, workspaceId, target, columns, upsertField, created, growth, timeZone, rows });
    const removed: RemovedFiles[] = [];
    const result = await ctx.db.transaction(async (tx) => {
      // A field change waits for the import (and the import for it): rows are read against one field list.
      // An import that may add fields or choices takes the row for itself: two would each write their own list.
      const [locked] = await tx
        .select({ fields: collections.fields })
        .from(collections)
        .where(eq(collections.id, collection.id))
        .for(changesFields ? 'update' : 'share');
      if (!locked) throw notFound('collection');
      if (JSON.stringify(locked.fields) !== JSON.stringify(collection.fields))
        throw new AppError(
          'CONFLICT',
          'The fields of this collection changed while the file was sent — check the mapping and import again.',
        );
      const run = new ImportRun(tx, target, columns, upsertField, removed, { growth, timeZone });
      let line = 1;
      let batch: Array<{ line: number; cells: string[] }> = [];
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        line++;
        if (next.value.every((c) => c.trim() === '')) continue;
        batch.push({ line, cells: next.value });
        if (batch.length === BATCH) {
          await run.write(batch);
          batch = [];
        }
      }
      if (batch.length) await run.write(batch);
      // One count for the whole file: over the quota, nothing of it is imported.
      await countRecordsIn(tx, target.id, run.result.inserted);
      await takeRecords(tx, ctx.config.quotas, workspaceId, run.result.inserted);
      // Fields and choices are added only along with records: a file whose every row is refused changes nothing.
      if (changesFields && run.result.inserted + run.result.updated > 0) await saveFields(tx, target, created, growth, run.result);
      return run.result;
    });
    await removeUnusedBlobs(ctx, removed);
    return result;
  } catch (error) {
    throw await dbError(error, IMPORT_RACED);
  } finally {
    await rows.return?.(undefined);
  }
}

/** The collection's new field list: the created fields, and the choices the kept rows brought. */
export async function saveFields(
  tx: Tx,
  target: CollectionRow,
  created: NewField[],
  growth: ChoiceGrowth | null,
  result: ImportResult,
): Promise<CollectionField[]> {
  const { fields, added } = growth ? growth.result(target.fields) : { fields: target.fields, added: [] };
  const createdKeys = new Set(created.map((c) => c.field.key));
  created.forEach(({ field, column }, i) => {
    const now = fields.find((f) => f.key === field.key)!;
    if (hasChoices(now.type) && now.choices.length === 0)
      throw badInput({
        [`newFields.${i}.type`]: `The column "${column}" has no value to make a choice of — create ${field.label} with another type, or leave the column out.`,
      });
  });
  await tx.update(collections).set({ fields, updatedAt: new Date() }).where(eq(collections.id, target.id));
  if (created.length) result.createdFields = created.map(({ field }) => ({ key: field.key, label: field.label, type: field.type }));
  // Choices of a field the file created are part of its creation, not news.
  const news = added.filter((a) => !createdKeys.has(a.field));
  if (news.length) result.addedChoices = news;
  return fields;
}

export interface Candidate {
  line: number;
  /** The record's id: the upserted one, or the one the new record will have (its files are claimed for it). */
  id: string;
  data: RecordData;
  /** The record an upsert row updates. */
  target?: string;
  /** The row's unique values: field key → uniqueKey. */
  keys: Map<string, string>;
}

/** One import in its transaction: checks and writes batch after batch, keeping the counts. */
export class ImportRun {
  readonly result: ImportResult = { inserted: 0, updated: 0, rejected: 0, errors: [] };
  /**
   * Unique values taken by earlier rows of this batch: field key → value → row. Earlier batches'
   * rows are already in the database, found by `holders` with their line: memory stays flat however
   * long the file is.
   */
  private readonly seen = new Map<string, Map<string, number>>();
  private readonly uniqueFields: CollectionField[];
  /** Rows rejected in the current batch (by different checks, so out of order until the batch ends). */
  private rejects: ImportError[] = [];

  /** The fields rows are checked against: the choice fields as the file grows them. */
  private readonly checkFields: CollectionField[];
  private readonly growth: ChoiceGrowth | null;
  private readonly timeZone: string | undefined;
  /** The choices of each choice field before the file (lower case): a kept row's other values are new. */
  private readonly original = new Map<string, Set<string>>();

  constructor(
    private tx: Tx,
    private readonly collection: CollectionRow,
    private readonly columns: Column[],
    private readonly upsertField: CollectionField | undefined,
    /** Files the upserted rows replaced: their blobs are removed after the commit. */
    private readonly removed: RemovedFiles[],
    private readonly options: {
      growth: ChoiceGrowth | null;
      timeZone?: string;
      /**
       * Checks only: each batch's accepted rows go here instead of being written (the embedded
       * database's first pass, database.import-batches.ts). The file's unique values are then kept
       * for the whole file, since none of its rows is in the database to find.
       */
      accept?: (rows: Candidate[]) => Promise<void>;
    },
  ) {
    this.uniqueFields = columns.map((c) => c.field).filter((f) => f.unique);
    for (const f of this.uniqueFields) this.seen.set(f.key, new Map());
    this.growth = options.growth;
    this.timeZone = options.timeZone;
    this.checkFields = collection.fields.map((f) => this.growth?.field(f.key) ?? f);
    for (const f of collection.fields)
      if (hasChoices(f.type)) this.original.set(f.key, new Set(f.choices.map((c) => c.value.toLowerCase())));
  }

  /**
   * A cell as the value the field's check reads: dates in the shapes people write made ISO, new
   * choices offered. An error (keyed like checkRecordData's) refuses the row.
   */
  private cellValue(column: Column, cell: string, errors: FieldErrors): unknown {
    const { field } = column;
    if (field.type === 'FILE') return { url: cell.trim() };
    if (column.numbers) return column.numbers.read(cell, errors);
    if (field.type === 'DATE' || field.type === 'DATETIME') {
      const read = csvDateValue(cell, field.type, column.order, this.timeZone);
      if (read.ok) return read.value ?? cell;
      if (read.reason === 'ambiguous')
        throw badInput(
          {
            [`dateOrder.${column.name}`]: `The column "${column.name}" has dates like ${clip(cell.trim(), 40)} that read as two different days — say whether the day or the month comes first.`,
          },
          `The column "${column.name}" has dates like ${clip(cell.trim(), 40)} that read as two different days. Choose DAY_FIRST (15/03/2025) or MONTH_FIRST (03/15/2025) for it in dateOrder, then import again.`,
        );
      errors[`data.${field.key}`] =
        `${field.label}: ${cell.trim()} is not a date ${column.order === 'DAY_FIRST' ? 'written day first, like 15/03/2025' : 'written month first, like 03/15/2025'}.`;
      return cell;
    }
    if (this.growth && hasChoices(field.type)) {
      const offered = this.growth.offer(field.key, cell);
      if ('problem' in offered) errors[`data.${field.key}`] = offered.problem;
    }
    return cell;
  }

  private reject(line: number, errors: FieldErrors) {
    const first = Object.keys(errors)[0];
    // A cell is echoed in its message: a long one is cut, so the report stays readable.
    this.rejects.push({
      row: line,
      message: clip(Object.values(errors).join(' '), 500),
      ...(first ? { field: first.replace(/^data\./, '') } : {}),
    });
  }

  private endBatch() {
    this.result.rejected += this.rejects.length;
    this.rejects.sort((a, b) => a.row - b.row);
    this.result.errors.push(...this.rejects.slice(0, MAX_REPORTED - this.result.errors.length));
    this.rejects = [];
  }

  /** The transaction the next batch is checked (and written) in. */
  use(tx: Tx): this {
    this.tx = tx;
    return this;
  }

  async write(batch: Array<{ line: number; cells: string[] }>): Promise<void> {
    if (!this.options.accept) for (const values of this.seen.values()) values.clear();
    const early: Array<FieldErrors> = [];
    const inputs = batch.map(({ cells }, i) => {
      const input: Record<string, unknown> = {};
      const errors: FieldErrors = {};
      for (const column of this.columns) {
        const cell = unguard(cells[column.index] ?? '');
        // An empty cell is no value: the default on insert, the value already there on update.
        if (cell.trim() === '') continue;
        input[column.field.key] = this.cellValue(column, cell, errors);
      }
      early[i] = errors;
      return input;
    });
    const keys = inputs.map((input) => {
      const out = new Map<string, string>();
      for (const f of this.uniqueFields) {
        const coerced = coerceValue(f, input[f.key]);
        if (coerced.ok && coerced.value !== undefined) out.set(f.key, uniqueKey(f, coerced.value));
      }
      return out;
    });
    const holders = await this.holders(keys);

    const candidates: Candidate[] = [];
    batch.forEach(({ line }, i) => {
      const upsertKey = this.upsertField && keys[i]!.get(this.upsertField.key);
      const target = upsertKey === undefined ? undefined : holders.get(`${this.upsertField!.key}\n${upsertKey}`)?.recordId;
      const checked = checkRecordData(this.checkFields, inputs[i], { partial: target !== undefined });
      if (Object.keys(early[i]!).length) this.reject(line, early[i]!);
      else if (Object.keys(checked.errors).length) this.reject(line, checked.errors);
      else candidates.push({ line, id: target ?? randomUUID(), data: checked.data, target, keys: keys[i]! });
    });
    const broken = new Map<number, FieldErrors>();
    const refuse = (i: number, errors: FieldErrors) => broken.set(i, { ...broken.get(i), ...errors });
    // A FILE cell names a file uploaded to this collection (by the link the export wrote).
    await claimFiles(
      this.tx,
      this.collection,
      candidates.map((c) => ({ recordId: c.id, data: c.data })),
      refuse,
    );
    await checkLinks(
      this.tx,
      this.collection,
      candidates.map((c) => c.data),
      refuse,
    );
    await checkCustomers(
      this.tx,
      this.collection,
      candidates.map((c) => c.data),
      refuse,
    );

    const accepted: Candidate[] = [];
    candidates.forEach((c, i) => {
      const errors: FieldErrors = broken.get(i) ?? {};
      for (const [key, value] of c.keys) {
        const label = this.uniqueFields.find((f) => f.key === key)!.label;
        const earlier = this.seen.get(key)!.get(value);
        const holder = holders.get(`${key}\n${value}`);
        if (earlier !== undefined) errors[`data.${key}`] = `${label} repeats row ${earlier} of this file — ${label} must be unique.`;
        else if (holder?.line != null)
          errors[`data.${key}`] = `${label} repeats row ${holder.line} of this file — ${label} must be unique.`;
        else if (holder !== undefined && holder.recordId !== c.target)
          errors[`data.${key}`] = `Another record already has this ${label} — ${label} must be unique.`;
      }
      if (Object.keys(errors).length) return this.reject(c.line, errors);
      for (const [key, value] of c.keys) this.seen.get(key)!.set(value, c.line);
      accepted.push(c);
      for (const [key, before] of this.original) {
        const value = c.data[key];
        const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
        this.growth?.keep(
          key,
          (values as string[]).filter((v) => !before.has(v.toLowerCase())),
        );
      }
    });
    if (this.options.accept) {
      await this.options.accept(accepted);
      for (const c of accepted) this.result[c.target === undefined ? 'inserted' : 'updated']++;
    } else {
      const written = await writeCandidates(this.tx, this.collection, accepted, { at: sql`now()`, replacedFiles: 'delete' });
      this.removed.push(written.removed);
      this.result.inserted += written.inserted;
      this.result.updated += written.updated;
    }
    this.endBatch();
  }

  /** Which records hold the batch's unique values (one query): conflicts, and the records upsert rows update. */
  private async holders(keys: Array<Map<string, string>>): Promise<Map<string, { recordId: string; line: number | null }>> {
    const wanted = keys.flatMap((m) => [...m].map(([k, v]) => ({ k, v })));
    if (wanted.length === 0) return new Map();
    // A record this import inserted has created_at = the transaction's now() + its line in µs (see save).
    const line = sql<
      number | null
    >`(select case when r.created_at >= now() then (extract(epoch from r.created_at - now()) * 1000000)::int end from ${records} r where r.id = ${uniques.recordId})`;
    const rows = await this.tx
      .select({ fieldKey: uniques.fieldKey, value: uniques.value, recordId: uniques.recordId, line })
      .from(uniques)
      .where(
        and(
          eq(uniques.collectionId, this.collection.id),
          sql`(${uniques.fieldKey}, ${uniques.value}) in (select u.k, u.v from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as u(k text, v text))`,
        ),
      );
    return new Map(rows.map((r) => [`${r.fieldKey}\n${r.value}`, { recordId: r.recordId, line: r.line === null ? null : Number(r.line) }]));
  }
}

/**
 * A batch's writes: one INSERT of the new records, one UPDATE of the upserted ones, their unique
 * values, their files. A new record's created_at is `at` + its line in µs: the grid's default order
 * (creation) is the file's order, and (with `at` = now()) a later row repeating a unique value can
 * name the row it repeats (ImportRun.holders). `replacedFiles: 'keep'` leaves the files an upserted
 * value replaced bound until the import is done, so that it can still be undone.
 */
export async function writeCandidates(
  tx: Tx,
  collection: CollectionRow,
  accepted: Candidate[],
  options: { at: SQL; replacedFiles: 'delete' | 'keep' },
): Promise<{ inserted: number; updated: number; removed: RemovedFiles }> {
  const cid = collection.id;
  const inserts = accepted.filter((c) => c.target === undefined).map((c) => ({ id: c.id, data: c.data, keys: c.keys, n: c.line }));
  const updates = accepted.filter((c) => c.target !== undefined).map((c) => ({ id: c.target!, data: c.data, keys: c.keys }));
  if (inserts.length) {
    await tx.execute(sql`
      insert into ${records} (id, collection_id, data, created_at, updated_at)
      select u.id, ${cid}, u.data, ${options.at} + u.n * interval '1 microsecond', ${options.at} + u.n * interval '1 microsecond'
      from jsonb_to_recordset(${JSON.stringify(inserts.map(({ id, data, n }) => ({ id, data, n })))}::jsonb) as u(id uuid, data jsonb, n int)`);
  }
  if (updates.length) {
    const released = updates.flatMap((u) => [...u.keys.keys()].map((k) => ({ r: u.id, k })));
    if (released.length) {
      await tx.execute(sql`
        delete from ${uniques} as v using jsonb_to_recordset(${JSON.stringify(released)}::jsonb) as u(r uuid, k text)
        where v.collection_id = ${cid} and v.record_id = u.r and v.field_key = u.k`);
    }
    await tx.execute(sql`
      update ${records} as r set data = r.data || u.data, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(updates.map(({ id, data }) => ({ id, data })))}::jsonb) as u(id uuid, data jsonb)
      where r.id = u.id and r.collection_id = ${cid}`);
  }
  const claimed = [...inserts, ...updates].flatMap((c) => [...c.keys].map(([k, v]) => ({ k, v, r: c.id })));
  if (claimed.length) {
    await tx.execute(sql`
      insert into ${uniques} (collection_id, field_key, value, record_id)
      select ${cid}, u.k, u.v, u.r from jsonb_to_recordset(${JSON.stringify(claimed)}::jsonb) as u(k text, v text, r uuid)`);
  }
  let removed: RemovedFiles = { storageKeys: [] };
  if (collection.fields.some((f) => f.type === 'FILE') && accepted.length) {
    removed = await bindFiles(
      tx,
      collection,
      accepted.map((c) => ({ recordId: c.id, data: c.data, touched: Object.keys(c.data) })),
      { replaced: options.replacedFiles },
    );
  }
  return { inserted: inserts.length, updated: updates.length, removed };
}
