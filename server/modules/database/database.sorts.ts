import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import { collectionRecords as r, type CollectionField } from '../../../db/schema/index.js';
import { badInput } from '../../core/errors.js';
import { readSort, sortKeySql, sortValueSql, type Sort } from './database.query.js';

/**
 * Sorting by several fields (up to MAX_SORTS levels, mixed directions). One level keeps the single
 * sort's fast path (an index range per segment, database.query.ts); several are ordered in SQL with
 * a keyset cursor over every level: empty values come last within each level, ties end on the id.
 */
export const MAX_SORTS = 3;

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

/** Within each field level, the records with a value first (`is null` is false for them), then by the value. */
export function multiOrderSql(sorts: Sort[]): SQL[] {
  const order: SQL[] = [];
  for (const s of sorts) {
    if (SYSTEM.has(s.field)) {
      order.push((s.direction === 'asc' ? asc : desc)(systemColumn(s.field)));
      continue;
    }
    order.push(sql`(${key(s)} is null) asc`, s.direction === 'asc' ? sql`${key(s)} asc` : sql`${key(s)} desc`);
  }
  order.push(asc(r.id));
  return order;
}

const operand = (s: Sort, v: unknown) =>
  SYSTEM.has(s.field) ? sql`${v as string}::timestamptz` : s.text ? sql`${v as string}::text` : sql`${JSON.stringify(v)}::jsonb`;

/**
 * The rows after the cursor's row in the order of multiOrderSql: for some level, every level before
 * it equal and this one after; the id breaks the last tie. An empty value is after every value of
 * its level and equal to the other empty ones.
 */
export function multiAfterSql(sorts: Sort[], values: unknown[], id: string): SQL {
  const branches: SQL[] = [];
  const equal: SQL[] = [];
  sorts.forEach((s, i) => {
    const v = values[i] ?? null;
    const gt = s.direction === 'asc' ? sql`>` : sql`<`;
    if (SYSTEM.has(s.field)) {
      const column = systemColumn(s.field);
      branches.push(and(...equal, sql`${column} ${gt} ${operand(s, v)}`)!);
      equal.push(sql`${column} = ${operand(s, v)}`);
      return;
    }
    if (v === null) {
      // Nothing of this level comes after an empty value but another empty value: only equality.
      equal.push(sql`${key(s)} is null`);
      return;
    }
    branches.push(and(...equal, or(sql`${key(s)} is null`, sql`${key(s)} ${gt} ${operand(s, v)}`))!);
    equal.push(sql`${key(s)} = ${operand(s, v)}`);
  });
  branches.push(and(...equal, sql`${r.id} > ${id}::uuid`)!);
  return sql`(${or(...branches)})`;
}

const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeMultiCursor(sorts: Sort[], values: unknown, id: string): string {
  return Buffer.from(JSON.stringify([sortSignature(sorts), values ?? [], id])).toString('base64url');
}

export function decodeMultiCursor(sorts: Sort[], cursor: string | undefined): { values: unknown[]; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [s, values, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, unknown[], string];
    if (typeof id !== 'string' || !CURSOR_ID.test(id)) throw new Error('id');
    if (s !== sortSignature(sorts)) throw badInput({ cursor: 'That cursor belongs to another sort — start again from the first page.' });
    if (!Array.isArray(values) || values.length !== sorts.length) throw new Error('values');
    sorts.forEach((sort, i) => {
      const v = values[i];
      // Times go into SQL casts: anything PostgreSQL would not read is refused here.
      if (SYSTEM.has(sort.field) && (typeof v !== 'string' || !CURSOR_TIME.test(v) || Number.isNaN(new Date(v).getTime())))
        throw new Error('time');
      if (sort.text && v !== null && typeof v !== 'string') throw new Error('text');
    });
    return { values, id };
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badInput({ cursor: 'That cursor is not valid — start again from the first page.' });
  }
}
