import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, badInput } from './errors.js';
import { isUuid } from './ids.js';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `limit` and `cursor` as both APIs take them (query strings arrive as text). */
export const pageInput = {
  limit: z.coerce
    .number('The limit is a number.')
    .int('The limit is a whole number.')
    .min(1, 'The limit is at least 1.')
    .max(MAX_LIMIT, `The limit is at most ${MAX_LIMIT}.`)
    .optional()
    .transform((v) => v ?? DEFAULT_LIMIT),
  cursor: z.string('The cursor is text.').max(500, 'That cursor is not valid.').optional(),
};

export interface PageRequest {
  limit: number;
  cursor?: string;
}

/**
 * Where a list's pages stop: the key of a page's last row, written into the next page's cursor
 * and read back from it. A cursor it cannot read is BAD_USER_INPUT on `cursor`.
 */
export interface Keyset<K, R> {
  decode(cursor: string): K;
  encode(row: R): string;
}

/**
 * Every list reads its pages here, by keyset: `read` gets the key to continue after (none on the
 * first page) and how many rows to take (one more than the page, to know whether another follows),
 * in the list's order; `items` makes the page's answer from its rows.
 */
export async function keysetPage<K, R, T>(
  page: PageRequest,
  keyset: Keyset<K, NoInfer<R>>,
  read: (after: K | undefined, take: number) => Promise<R[]>,
  items: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const after = page.cursor ? keyset.decode(page.cursor) : undefined;
  const rows = await read(after, page.limit + 1);
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  const last = kept[kept.length - 1];
  return { items: await items(kept), nextCursor: more && last ? keyset.encode(last) : null };
}

const INVALID = 'That cursor is not valid — start again from the first page.';

/** A cursor's parts (JSON values), opaque to the client. */
export const writeCursor = (parts: unknown[]): string => Buffer.from(JSON.stringify(parts)).toString('base64url');

/**
 * A cursor's parts through `check`, which throws on anything it will not use (it goes into SQL):
 * BAD_USER_INPUT on `cursor`, unless `check` threw an AppError of its own ("another sort").
 */
export function readCursor<K>(cursor: string, check: (parts: unknown[]) => K): K {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (!Array.isArray(parts)) throw new Error('not a list');
    return check(parts);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badInput({ cursor: INVALID });
  }
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A time a cursor carries, as PostgreSQL will read it (ISO 8601, UTC, up to microseconds), or an error. */
export function cursorTime(value: unknown): string {
  // Year 0000 reads in JavaScript but not in PostgreSQL.
  if (typeof value !== 'string' || !CURSOR_TIME.test(value) || value.startsWith('0000') || Number.isNaN(new Date(value).getTime()))
    throw new Error('time');
  return value;
}

export function cursorId(value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value)) throw new Error('id');
  return value;
}

/** The key of the lists read newest first: a time and the row's id. */
export interface TimeKey {
  at: string;
  id: string;
}

/**
 * Newest first by (time, id): stable under inserts, one index range scan. The time is kept as
 * PostgreSQL's text to the microsecond (`cursorAt`), so rows created within one millisecond are
 * neither skipped nor repeated; cursors holding milliseconds still work.
 */
export const newestFirst = <R>(key: (row: R) => readonly [at: string, id: string]): Keyset<TimeKey, R> => ({
  decode: (cursor) => readCursor(cursor, ([at, id]) => ({ at: cursorTime(at), id: cursorId(id) })),
  encode: (row) => writeCursor([...key(row)]),
});

/** A time column as the cursor keeps it: text to the microsecond (JavaScript dates stop at milliseconds). */
export const cursorAt = (column: AnyColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows after `key` in newest-first order. A row comparison, so the key is where the index
 * range scan starts, not a filter over the rows before it.
 */
export const olderThan = (
  at: AnyColumn,
  id: AnyColumn,
  key: { at: string | Placeholder; id: string | Placeholder } | undefined,
): SQL | undefined => (key ? sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)` : undefined);
