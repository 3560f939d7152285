import { and, or, sql, type SQL } from 'drizzle-orm';
import { collectionRecords as r, type CollectionField } from '../../../db/schema/index.js';
import { badInput } from '../../core/errors.js';
import { cursorId, cursorTime, readCursor, writeCursor } from '../../core/pagination.js';
import { otherSort, readSort, sortKeySql, sortValueSql, type Cursor, type Sort } from './database.query.js';
import { MAX_SORTS } from './database.rules.js';

/**
 * Sorting by several fields (up to MAX_SORTS levels, mixed directions): empty values come last
 * within each level, ties end on the id (ascending).
 *
 * Why it is fast on a large collection: the order is written `key1 <dir> nulls last, key2 <dir>
 * nulls last, …, id` (the same order as `(key1 is null), key1, (key2 is null), key2, …, id`), which
 * one B-tree can hold. database.indexes.ts builds that composite index per collection and sort
 * (`crm_…`, from multiIndexSql, the very same text) the first time someone asks for it. A page
 * after a cursor is then read as the keyset's branches in order (multiAfterBranches): each branch
 * is "the levels before it equal, this one after" — an equality prefix and one range of the index —
 * so every page, however deep and however many ties the first level has (4 statuses: 25,000
 * records each), reads about one page of index entries. Without the index (a small collection, one
 * over its quota, or while the index is built) the branches are one OR condition instead: one
 * sort of the matching records, rather than one per branch.
 */
export { MAX_SORTS };

const SYSTEM = new Set(['createdAt', 'updatedAt']);
const systemColumn = (field: string) => (field === 'createdAt' ? r.createdAt : r.updatedAt);

/**
 * `name:asc,amount:desc` (REST), a list of {field, direction} or one of them (GraphQL): 1 to
 * MAX_SORTS levels, each field once; creation order when none.
 */
export function readSorts(fields: CollectionField[], raw: unknown): Sort[] {
  if (raw === undefined || raw === null || raw === '') return [readSort(fields, undefined)];
  const levels: unknown[] = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()) : Array.isArray(raw) ? raw : [raw];
  if (levels.length === 0) return [readSort(fields, undefined)];
  if (levels.length > MAX_SORTS) throw badInput({ sort: `Sort by at most ${MAX_SORTS} fields.` });
  const sorts = levels.map((level) => {
    if (level === '' || level === null || level === undefined) throw badInput({ sort: 'Sort as field:asc or field:desc.' });
    return readSort(fields, level);
  });
  if (new Set(sorts.map((s) => s.field)).size !== sorts.length) throw badInput({ sort: 'Sort by each field once.' });
  return sorts;
}

/** How a cursor names its sort: the same text as the REST parameter. */
export const sortSignature = (sorts: Sort[]) => sorts.map((s) => `${s.field}:${s.direction}`).join(',');

/** The sort values of a row, one per level, as the cursor keeps them (see sortValueSql). */
export const sortValuesSql = (sorts: Sort[]): SQL => sql`jsonb_build_array(${sql.join(sorts.map(sortValueSql), sql`, `)})`;

const key = (s: Sort) => sortKeySql({ key: s.field, type: s.text ? 'TEXT' : 'NUMBER' });
/** What a level orders by: the field's sort key, or the time column itself (never empty). */
const levelSql = (s: Sort) => (SYSTEM.has(s.field) ? sql`${systemColumn(s.field)}` : key(s));

/**
 * The order of several levels. Each term is written as a composite index column (parenthesised,
 * direction and nulls spelled out), so that the index is built from this very text (multiIndexSql)
 * and the planner matches the two term by term.
 */
export function multiOrderSql(sorts: Sort[]): SQL[] {
  const order = sorts.map((s) => (s.direction === 'asc' ? sql`(${levelSql(s)}) asc nulls last` : sql`(${levelSql(s)}) desc nulls last`));
  order.push(sql`(${r.id}) asc nulls last`);
  return order;
}

/** The column list of the composite sort index of these levels: the ORDER BY above, as an index. */
export const multiIndexSql = (sorts: Sort[]): SQL => sql`(${sql.join(multiOrderSql(sorts), sql`, `)})`;

const operand = (s: Sort, v: unknown) =>
  SYSTEM.has(s.field) ? sql`${v as string}::timestamptz` : s.text ? sql`${v as string}::text` : sql`${JSON.stringify(v)}::jsonb`;

/**
 * The rows after the cursor's row in the order of multiOrderSql, as disjoint conditions listed in
 * that order: every level equal and a greater id; then, from the last level to the first, the
 * levels before it equal and this one's later values, then (when the cursor's value is not empty)
 * its empty ones. Each is an equality prefix plus one range (or IS NULL) of the composite index.
 * An empty value is after every value of its level and equal to the other empty ones.
 */
export function multiAfterBranches(sorts: Sort[], values: unknown[], id: string): SQL[] {
  const equal = sorts.map((s, i) => {
    const v = values[i] ?? null;
    return v === null ? sql`${key(s)} is null` : sql`${levelSql(s)} = ${operand(s, v)}`;
  });
  const branches: SQL[] = [and(...equal, sql`${r.id} > ${id}::uuid`)!];
  for (let i = sorts.length - 1; i >= 0; i--) {
    const s = sorts[i]!;
    const v = values[i] ?? null;
    // Nothing of this level comes after an empty value but another empty value: only equality.
    if (v === null) continue;
    const before = equal.slice(0, i);
    branches.push(and(...before, sql`${levelSql(s)} ${s.direction === 'asc' ? sql`>` : sql`<`} ${operand(s, v)}`)!);
    if (!SYSTEM.has(s.field)) branches.push(and(...before, sql`${key(s)} is null`)!);
  }
  return branches;
}

/** The same rows as one condition: what a page reads when there is no composite index to range over. */
export const multiAfterSql = (sorts: Sort[], values: unknown[], id: string): SQL => sql`(${or(...multiAfterBranches(sorts, values, id))})`;

export function encodeMultiCursor(sorts: Sort[], values: unknown, id: string): string {
  return writeCursor([sortSignature(sorts), values ?? [], id]);
}

/** A cursor of several levels: its `value` is the list of the last row's values, one per level. */
export function decodeMultiCursor(sorts: Sort[], cursor: string): Cursor {
  return readCursor(cursor, ([s, values, id]) => {
    cursorId(id);
    if (s !== sortSignature(sorts)) throw otherSort();
    if (!Array.isArray(values) || values.length !== sorts.length) throw new Error('values');
    sorts.forEach((sort, i) => {
      const v: unknown = values[i];
      // Times go into SQL casts: anything PostgreSQL would not read is refused here.
      if (SYSTEM.has(sort.field)) cursorTime(v);
      if (sort.text && v !== null && typeof v !== 'string') throw new Error('text');
    });
    return { value: values, id: id as string };
  });
}
