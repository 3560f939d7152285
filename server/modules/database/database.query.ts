import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { collectionRecords as r, type CollectionField, type FieldType } from '../../../db/schema/index.js';
import { badInput } from '../../core/errors.js';
import { assertStorable } from '../../core/input-guard.js';
import { cursorId, cursorTime, readCursor, writeCursor } from '../../core/pagination.js';
import { DATE_RANGE, FILTER_OPS, OPS_BY_TYPE, readMoment, type FilterOp } from './database.rules.js';
import { coerceValue } from './database.values.js';

/**
 * Filters, sort and the cursor of a records list, turned into SQL over the JSONB `data` column.
 * Values are compared as jsonb: numbers numerically, text by collation, dates and times as their
 * fixed-width ISO text (which sorts in time order), booleans false < true.
 */
// The operators and which type offers which live in database.rules.ts: the builder app's filter bar imports them too.
export { FILTER_OPS, OPS_BY_TYPE, type FilterOp } from './database.rules.js';

export const MAX_FILTERS = 20;
/** The longest text a `contains` condition looks for (as the customer and ticket searches). */
export const MAX_PATTERN = 200;
export const filterInput = z
  .array(
    z.strictObject({
      field: z.string('Name the field to filter on.').min(1, 'Name the field to filter on.'),
      op: z.enum(FILTER_OPS, `The operator is one of ${FILTER_OPS.join(', ')}.`),
      value: z.unknown().optional(),
    }),
    'A filter is a list of conditions, like [{"field":"status","op":"eq","value":"Open"}].',
  )
  .max(MAX_FILTERS, `At most ${MAX_FILTERS} conditions.`);
export type FilterInput = z.output<typeof filterInput>;

/** The filter from a query string (JSON text) or from GraphQL (already a list). */
export function readFilter(raw: unknown): FilterInput {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badInput({ filter: 'The filter must be JSON, like [{"field":"status","op":"eq","value":"Open"}].' });
    }
    // JSON read here, not by the edge: the same checks (1e400, depth, key count, characters).
    assertStorable(value, 'filter');
  }
  const parsed = filterInput.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      const key = issue.keys[0]!;
      throw badInput({
        [['filter', ...issue.path, key].join('.')]: `${key} is not part of a condition — a condition has field, op and value.`,
      });
    }
    throw badInput({ [['filter', ...issue.path].join('.')]: issue.message });
  }
  return parsed.data;
}

const SYSTEM_FIELDS = { createdAt: r.createdAt, updatedAt: r.updatedAt } as const;
type SystemKey = keyof typeof SYSTEM_FIELDS;
const isSystem = (key: string): key is SystemKey => key === 'createdAt' || key === 'updatedAt';

const FIELD_KEY = /^[a-z][a-z0-9_]{0,39}$/;
/**
 * A field's value, with the key written into the SQL text rather than sent as a parameter: the
 * planner can then match it to the per-collection sort index on `(data -> 'key')` (see
 * database.indexes.ts). Keys are made by normalizeFields and checked again here.
 */
export const value = (key: string) => {
  if (!FIELD_KEY.test(key)) throw new Error(`not a field key: ${key}`);
  return sql`(${r.data} -> ${sql.raw(`'${key}'`)})`;
};
const jsonb = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const contains = (key: string, v: unknown) => sql`${r.data} @> ${jsonb({ [key]: v })}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Text is matched the way unique values are compared (uniqueKey): "acme" finds "Acme". EMAIL values
 * are stored in lower case already, so containment (and the GIN index) serves them.
 */
const CASELESS = new Set<FieldType>(['TEXT', 'URL']);

/** One condition as SQL; a bad field, operator or value is BAD_USER_INPUT at `filter.<i>`. */
export function filterSql(fields: CollectionField[], filters: FilterInput): SQL | undefined {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const parts: SQL[] = [];
  filters.forEach((f, i) => {
    const at = `filter.${i}`;
    if (isSystem(f.field)) {
      if (!['before', 'after', 'gte', 'lte'].includes(f.op))
        throw badInput({ [`${at}.op`]: `${f.field} can be filtered with before, after, gte or lte.` });
      // The same text a DATETIME value is written in (database.rules.ts), within years 1 to 9999.
      const iso = readMoment(f.value);
      if (iso === 'out of range')
        throw badInput({ [`${at}.value`]: `Give ${f.field} a date and time PostgreSQL can compare. ${DATE_RANGE}` });
      if (!iso) throw badInput({ [`${at}.value`]: `Give ${f.field} a date and time with its zone, like 2026-03-31T00:00:00Z.` });
      const column = SYSTEM_FIELDS[f.field];
      parts.push(
        f.op === 'before'
          ? sql`${column} < ${iso}::timestamptz`
          : f.op === 'after'
            ? sql`${column} > ${iso}::timestamptz`
            : f.op === 'gte'
              ? sql`${column} >= ${iso}::timestamptz`
              : sql`${column} <= ${iso}::timestamptz`,
      );
      return;
    }
    const field = byKey.get(f.field);
    if (!field) throw badInput({ [`${at}.field`]: `${f.field} is not a field of this collection.` });
    if (!OPS_BY_TYPE[field.type].includes(f.op)) {
      throw badInput({
        [`${at}.op`]: `${field.label} (${field.type}) can be filtered with ${OPS_BY_TYPE[field.type].join(', ')} — not ${f.op}.`,
      });
    }
    parts.push(condition(field, f.op, f.value, at));
  });
  return parts.length ? and(...parts) : undefined;
}

function condition(field: CollectionField, op: FilterOp, raw: unknown, at: string): SQL {
  const key = field.key;
  if (op === 'is_empty') return sql`not (${r.data} ? ${key})`;
  if (op === 'is_not_empty') return sql`(${r.data} ? ${key})`;
  if (op === 'contains' || op === 'not_contains') {
    if (field.type === 'MULTI_SELECT') return contains(key, [operand(field, raw, at) as string]);
    if (typeof raw !== 'string' || raw === '') throw badInput({ [`${at}.value`]: `Type the text ${field.label} should contain.` });
    // A long pattern makes every record's text a long search: bounded, like the other lists' searches.
    if (raw.length > MAX_PATTERN) throw badInput({ [`${at}.value`]: `Search ${field.label} for at most ${MAX_PATTERN} characters.` });
    const like = sql`${searchKeySql(field)} ilike ${`%${escapeLike(raw)}%`}`;
    return op === 'contains' ? like : sql`not coalesce(${like}, false)`;
  }
  if (op === 'in') {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100)
      throw badInput({ [`${at}.value`]: `Give ${field.label} a list of 1 to 100 values.` });
    const values = raw.map((v) => operand(field, v, at));
    if (CASELESS.has(field.type))
      return inArray(
        sql`lower(${r.data} ->> ${key})`,
        values.map((v) => (v as string).toLowerCase()),
      );
    return or(...values.map((v) => contains(key, field.type === 'MULTI_SELECT' ? [v] : v)))!;
  }
  if (field.type === 'BOOLEAN') {
    const v = operand(field, raw, at);
    // An empty checkbox reads as unticked.
    return v ? contains(key, true) : sql`not (${contains(key, true)})`;
  }
  const v = operand(field, raw, at);
  if (CASELESS.has(field.type) && (op === 'eq' || op === 'neq')) {
    const same = sql`lower(${r.data} ->> ${key}) = lower(${v as string})`;
    return op === 'eq' ? same : sql`not coalesce(${same}, false)`;
  }
  switch (op) {
    case 'eq':
      return contains(key, v);
    case 'neq':
      return sql`not (${contains(key, v)})`;
    case 'gt':
    case 'after':
      return sql`${value(key)} > ${jsonb(v)}`;
    case 'gte':
      return sql`${value(key)} >= ${jsonb(v)}`;
    case 'lt':
    case 'before':
      return sql`${value(key)} < ${jsonb(v)}`;
    case 'lte':
      return sql`${value(key)} <= ${jsonb(v)}`;
  }
  throw badInput({ [`${at}.op`]: `${op} does not apply to ${field.label}.` });
}

/** A filter's value, read exactly as a stored value of that field would be. */
function operand(field: CollectionField, raw: unknown, at: string) {
  // A choice filter takes any choice; an EMAIL or URL filter the same text that was stored.
  const probe = field.type === 'MULTI_SELECT' ? { ...field, type: 'SELECT' as const } : field;
  const result = coerceValue(probe, raw);
  if (!result.ok) throw badInput({ [`${at}.value`]: result.message });
  if (result.value === undefined) throw badInput({ [`${at}.value`]: `Give a value to compare ${field.label} with.` });
  return result.value;
}

export interface Sort {
  field: string;
  direction: 'asc' | 'desc';
  /** Text-like fields sort without regard to case ("apple" before "Banana"), as their lower-cased text. */
  text?: boolean;
}

/** Types sorted as lower-cased text; the rest as their JSONB value (numbers numerically, dates in time order). */
export const TEXT_SORT_TYPES = new Set<FieldType>(['TEXT', 'LONG_TEXT', 'EMAIL', 'URL', 'SELECT']);

/**
 * What a field sort orders by, written with the key in the SQL text so that it is the very
 * expression of the field's sort index (database.indexes.ts builds it with this function).
 */
export function sortKeySql(field: Pick<CollectionField, 'key' | 'type'>): SQL {
  if (!TEXT_SORT_TYPES.has(field.type)) return value(field.key);
  if (!FIELD_KEY.test(field.key)) throw new Error(`not a field key: ${field.key}`);
  return sql`lower(${r.data} ->> ${sql.raw(`'${field.key}'`)})`;
}
/**
 * What a `contains` filter searches, with the key in the SQL text: the expression of the field's
 * trigram search index (database.indexes.ts), so a search of a large collection reads the index.
 */
export function searchKeySql(field: Pick<CollectionField, 'key'>): SQL {
  if (!FIELD_KEY.test(field.key)) throw new Error(`not a field key: ${field.key}`);
  return sql`(${r.data} ->> ${sql.raw(`'${field.key}'`)})`;
}

/**
 * Whether `contains` on this field searches its text (the search index serves it): a type that
 * offers `contains`, other than MULTI_SELECT (a choice, matched by containment). A filter the field
 * does not offer never asks for an index.
 */
export const searchesText = (field: Pick<CollectionField, 'type'>) =>
  field.type !== 'MULTI_SELECT' && OPS_BY_TYPE[field.type].includes('contains');

const sortKey = (sort: Sort) => sortKeySql({ key: sort.field, type: sort.text ? 'TEXT' : 'NUMBER' });

/** `name:asc`, `createdAt:desc` (REST) or {field, direction} (GraphQL); creation order by default. */
export function readSort(fields: CollectionField[], raw: unknown): Sort {
  if (raw === undefined || raw === null || raw === '') return { field: 'createdAt', direction: 'asc' };
  const [field = '', direction = 'asc'] = typeof raw === 'string' ? raw.split(':') : [(raw as Sort).field, (raw as Sort).direction];
  if (!isSystem(field)) {
    const f = fields.find((x) => x.key === field);
    if (!f) throw badInput({ sort: `${field || 'That field'} is not a field of this collection; sort by a field key or createdAt.` });
    if (f.type === 'FILE') throw badInput({ sort: `${f.label} holds files and cannot be sorted.` });
    if (direction !== 'asc' && direction !== 'desc') throw badInput({ sort: 'Sort as field:asc or field:desc.' });
    return { field, direction, text: TEXT_SORT_TYPES.has(f.type) };
  }
  if (direction !== 'asc' && direction !== 'desc') throw badInput({ sort: 'Sort as field:asc or field:desc.' });
  return { field, direction };
}

/** The sort value of a row as the cursor keeps it: JSON or lower-cased text for fields, microsecond text for times. */
export function sortValueSql(sort: Sort): SQL {
  if (isSystem(sort.field)) return sql`to_char(${SYSTEM_FIELDS[sort.field]} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sortKey(sort);
}

export function orderSql(sort: Sort): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  if (isSystem(sort.field)) return [dir(SYSTEM_FIELDS[sort.field]), dir(r.id)];
  // Within one segment (values, then empties): see segmentSql.
  const v = sortKey(sort);
  return [sort.direction === 'asc' ? sql`${v} asc` : sql`${v} desc`, dir(r.id)];
}

/**
 * Empty values come last in both directions, which is what people expect of a sorted column. A
 * field sort therefore reads two segments: the records with a value, in (value, id) order — one
 * range of the sort index — and then those without, in id order.
 */
export function segmentSql(sort: Sort, segment: 'values' | 'empty'): SQL | undefined {
  if (isSystem(sort.field)) return undefined;
  return segment === 'values' ? sql`${sortKey(sort)} is not null` : sql`${sortKey(sort)} is null`;
}

export function emptyOrderSql(sort: Sort): SQL[] {
  return [sort.direction === 'asc' ? asc(r.id) : desc(r.id)];
}

/** Where a page of records continues: the last row's sort value (JSON or time text; null for an empty value) and id. */
export interface Cursor {
  value: unknown;
  id: string;
}

export function encodeRecordCursor(sort: Sort, value: unknown, id: string): string {
  return writeCursor([`${sort.field}:${sort.direction}`, value ?? null, id]);
}

export const otherSort = () => badInput({ cursor: 'That cursor belongs to another sort — start again from the first page.' });

export function decodeRecordCursor(sort: Sort, cursor: string): Cursor {
  return readCursor(cursor, ([s, v, id]) => {
    // The id and the time go into SQL casts: anything PostgreSQL would not read is refused here.
    cursorId(id);
    if (s !== `${sort.field}:${sort.direction}`) throw otherSort();
    if (isSystem(sort.field)) cursorTime(v);
    if (sort.text && v !== null && typeof v !== 'string') throw new Error('text');
    return { value: v, id: id as string };
  });
}

/** Rows after the cursor within its segment (keyset pagination: one index range or sort pass per page). */
export function afterSql(sort: Sort, cursor: Cursor): SQL {
  const gt = sort.direction === 'asc' ? sql`>` : sql`<`;
  const idAfter = sql`${r.id} ${gt} ${cursor.id}`;
  if (isSystem(sort.field)) {
    const column = SYSTEM_FIELDS[sort.field];
    const t = cursor.value as string;
    return or(sql`${column} ${gt} ${t}::timestamptz`, and(eq(column, sql`${t}::timestamptz`), idAfter))!;
  }
  // Within a segment: a row comparison, which the sort index answers as one range.
  if (cursor.value === null) return idAfter;
  const after = sort.text ? sql`${cursor.value as string}::text` : jsonb(cursor.value);
  return sql`(${sortKey(sort)}, ${r.id}) ${gt} (${after}, ${cursor.id}::uuid)`;
}
