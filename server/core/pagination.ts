import { z } from 'zod';
import { badInput } from './errors.js';
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

/**
 * An opaque cursor over (createdAt, id): stable under inserts, one index range scan. The time is
 * kept as PostgreSQL's text to the microsecond (`cursorAt`), so rows created within one
 * millisecond are neither skipped nor repeated; cursors holding milliseconds still work.
 */
export function encodeCursor(createdAt: Date | string, id: string): string {
  return Buffer.from(JSON.stringify([typeof createdAt === 'string' ? createdAt : createdAt.toISOString(), id])).toString('base64url');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** The cursor's time (ISO 8601 text, UTC, up to microseconds) and id. */
export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    // Year 0000 reads in JavaScript but not in PostgreSQL.
    if (typeof at !== 'string' || !CURSOR_TIME.test(at) || at.startsWith('0000') || Number.isNaN(new Date(at).getTime())) throw new Error();
    if (typeof id !== 'string' || !isUuid(id)) throw new Error();
    return { createdAt: at, id };
  } catch {
    throw badInput({ cursor: 'That cursor is not valid — start again from the first page.' });
  }
}

/** Turns `limit + 1` rows into a page; a row's `cursorAt` (microseconds) is preferred to its createdAt. */
export function toPage<R extends { createdAt: Date | string; id: string; cursorAt?: string }, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
): Page<T> {
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return { items: items.map(map), nextCursor: more && last ? encodeCursor(last.cursorAt ?? last.createdAt, last.id) : null };
}
