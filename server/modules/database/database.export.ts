import Papa from 'papaparse';
import { z } from 'zod';
import type { Db } from '../../../db/index.js';
import type { CollectionRow, RecordValue } from '../../../db/schema/index.js';
import { PRIVATE_FILES_PREFIX } from '../../core/file-urls.js';
import { requireCollection } from './database.access.js';
import type { Ctx } from '../../core/context.js';
import { fields as common, parseInput } from '../../core/validation.js';
import { readFilter, type FilterInput, type Sort } from './database.query.js';
import { readSorts } from './database.sorts.js';
import { selectPage } from './record.page.js';

/**
 * The CSV export of a collection: keyset pages of 1,000 records written as they are read, never the
 * whole set in memory. The import (database.import.ts) reads what it writes back unchanged.
 */
const EXPORT_PAGE = 1000;

// Spreadsheets run a cell that starts with one of these as a formula. The export puts an apostrophe
// in front (Excel's own "this is text" mark) and the import takes it off again.
const FORMULA = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
export const guard = (cell: string) => (FORMULA.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell);
export const unguard = (cell: string) => cell.replace(/^'(?='*[=+\-@\t\r])/, '');

export const exportInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  sort: z.unknown().optional(),
  filter: z.unknown().optional(),
});

/**
 * The records a grid shows (same filter and sort) as CSV: the header is the field labels in field
 * order, the values as people read them. The first page is read here, so a bad filter is an error
 * answer and not a broken download; the rest is read page by page as the client takes it.
 */
export async function exportRecords(ctx: Ctx, input: unknown): Promise<{ filename: string; chunks: AsyncIterable<string> }> {
  const { collectionId, sort: rawSort, filter: rawFilter } = parseInput(exportInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  const sort = readSorts(collection.fields, rawSort);
  const filter = readFilter(rawFilter);
  const first = await selectPage(ctx.db, collection, { sort, filter, take: EXPORT_PAGE + 1 });
  return { filename: `${collection.slug}.csv`, chunks: csvPages(ctx.db, collection, sort, filter, first) };
}

async function* csvPages(
  db: Db,
  collection: CollectionRow,
  sort: Sort[],
  filter: FilterInput,
  first: Awaited<ReturnType<typeof selectPage>>,
): AsyncGenerator<string> {
  const fields = collection.fields;
  const lines = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
  // The byte-order mark tells Excel the file is UTF-8 (it guesses a legacy code page otherwise).
  yield `\ufeff${lines([fields.map((f) => guard(f.label))])}`;
  let page = first;
  for (;;) {
    const rows = page.slice(0, EXPORT_PAGE);
    if (rows.length) yield lines(rows.map((r) => fields.map((f) => guard(cellText(r.data[f.key])))));
    const last = rows[rows.length - 1];
    if (page.length <= EXPORT_PAGE || !last) return;
    page = await selectPage(db, collection, { sort, filter, after: { value: last.sortValue, id: last.id }, take: EXPORT_PAGE + 1 });
  }
}

/** A value as a person reads it, and as the import reads it back. */
function cellText(value: RecordValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  // The file's lasting address (its link without the signature): the import reads the id back from it.
  if (typeof value === 'object') return `${PRIVATE_FILES_PREFIX}${value.id}`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}
