import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isEmbedded, queryRows, type Db } from '../../../db/index.js';
import { collectionRecords as records, type CollectionRecordRow, type CollectionRow } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { isUuid } from '../../core/ids.js';
import { keysetPage, pageInput, type Keyset, type Page } from '../../core/pagination.js';
import { fields as common, parseInput } from '../../core/validation.js';
import { requireCollection } from './database.access.js';
import { ensureMultiSortIndex, ensureSearchIndexes, ensureSortIndex, multiSortIndexReady } from './database.indexes.js';
import {
  afterSql,
  decodeRecordCursor,
  emptyOrderSql,
  encodeRecordCursor,
  filterSql,
  orderSql,
  readFilter,
  segmentSql,
  sortValueSql,
  type Cursor,
  type FilterInput,
  type Sort,
} from './database.query.js';
import {
  decodeMultiCursor,
  encodeMultiCursor,
  multiAfterBranches,
  multiAfterSql,
  multiOrderSql,
  readSorts,
  sortValuesSql,
} from './database.sorts.js';
import { resolveCustomers } from './record.customers.js';
import { resolveLinks } from './record.links.js';
import { toView, type RecordView } from './record.view.js';
import { forEachWindow } from './record.windows.js';

/** Reading records: a page (sorted and filtered in SQL, one statement per segment) and a count. */

export const listInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  ...pageInput,
  sort: z.unknown().optional(),
  filter: z.unknown().optional(),
});

/** One page of records, filtered and sorted in SQL, with their links resolved in one more query. */
export async function listRecords(ctx: Ctx, input: unknown): Promise<Page<RecordView>> {
  const { collectionId, sort: rawSort, filter: rawFilter, ...page } = parseInput(listInput, input);
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  const sort = readSorts(collection.fields, rawSort);
  const filter = readFilter(rawFilter);
  const sortField = sort.length === 1 ? collection.fields.find((f) => f.key === sort[0]!.field) : undefined;
  if (sortField) ensureSortIndex(ctx, collection, sortField);
  if (sort.length > 1) ensureMultiSortIndex(ctx, collection, sort);
  ensureSearchIndexes(ctx, collection, filter);
  // A text search reads every record's text: it takes its turn with the other whole-collection reads.
  const searches = filter.some((f) => f.op === 'contains' || f.op === 'not_contains');
  return keysetPage(
    page,
    recordKeyset(sort),
    (after, take) => {
      const read = () =>
        searches && isEmbedded(ctx.db)
          ? selectPageInWindows(ctx.db, collection, { sort, filter, after, take })
          : selectPage(ctx.db, collection, { sort, filter, after, take });
      return searches ? ctx.heavy.run(workspaceId, read) : read();
    },
    async (rows) => {
      const [links, customers] = await Promise.all([resolveLinks(ctx.db, collection, rows), resolveCustomers(ctx.db, collection, rows)]);
      return rows.map((row) => toView(ctx.config, collection, row, links, customers));
    },
  );
}

/**
 * On the embedded database, a page no index can serve is read window by window (record.windows.ts):
 * each window's first rows (as many as the page takes) in the page's order, then the page itself among those (the
 * page's rows are each among the first of their own window), so no statement reads the whole collection.
 */
async function selectPageInWindows(db: Db, collection: CollectionRow, q: Parameters<typeof selectPage>[2]): Promise<PageRow[]> {
  const ids: string[] = [];
  await forEachWindow(db, collection.id, async (source) => {
    ids.push(...(await selectPage(db, collection, { ...q, source })).map((row) => row.id));
  });
  return selectPage(db, collection, { ...q, within: sql`${records.id} = any(${`{${ids.join(',')}}`}::uuid[])` });
}

type PageRow = Pick<CollectionRecordRow, 'id' | 'collectionId' | 'data'> & { createdAt: string; updatedAt: string; sortValue: unknown };

// Times as JavaScript's toISOString writes them, made by PostgreSQL: the page needs no row mapping.
const iso = (column: typeof records.createdAt | typeof records.updatedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The cursor after a row: the single sort's form for one level (cursors made before multi-sort stay valid). */
const recordKeyset = (sorts: Sort[]): Keyset<Cursor, PageRow> => ({
  decode: (cursor) => (sorts.length === 1 ? decodeRecordCursor(sorts[0]!, cursor) : decodeMultiCursor(sorts, cursor)),
  encode: (row) =>
    sorts.length === 1 ? encodeRecordCursor(sorts[0]!, row.sortValue, row.id) : encodeMultiCursor(sorts, row.sortValue, row.id),
});

/**
 * The rows of one page (`take`: one more than the page, to know whether another follows) after the
 * row `after` (the CSV export reuses it).
 * A single field sort reads the records that have a value first and, when the page is not full,
 * the empty ones after them (see segmentSql); the cursor says which segment it stopped in. Several
 * levels: see selectMulti.
 */
export async function selectPage(
  db: Db,
  collection: CollectionRow,
  q: {
    sort: Sort[];
    filter: FilterInput;
    after?: Cursor;
    take: number;
    /** Only these records: a condition, or a from-item named like the table (record.windows.ts). */
    within?: SQL;
    source?: SQL;
  },
): Promise<PageRow[]> {
  const filter = and(filterSql(collection.fields, q.filter), q.within);
  const read = (segment: SQL | undefined, order: SQL[], cursor: SQL | undefined, limit: number, sortValue: SQL) =>
    queryRows<PageRow>(
      db,
      sql`select ${records.id} as "id", ${records.collectionId} as "collectionId", ${records.data} as "data", ${iso(records.createdAt)} as "createdAt", ${iso(records.updatedAt)} as "updatedAt", ${sortValue} as "sortValue"
        from ${q.source ?? records} where ${and(inCollection(collection.id), filter, segment, cursor)} order by ${sql.join(order, sql`, `)} limit ${limit}`,
    );
  if (q.sort.length > 1) return selectMulti(db, collection.id, q, read);
  return selectSingle(q.sort[0]!, q, read);
}

type Read = (segment: SQL | undefined, order: SQL[], cursor: SQL | undefined, limit: number, sortValue: SQL) => Promise<PageRow[]>;

/**
 * Several levels (database.sorts.ts): a first page is one statement. After a cursor, with the sort's
 * composite index built, the keyset's branches are read in order, one index range each, until the
 * page is full (a page within a tie of the first level, or across its empty values, reads only its
 * own rows); without it, one statement with the branches as one condition (a statement per branch
 * would each read the whole collection).
 */
async function selectMulti(db: Db, collectionId: string, q: { sort: Sort[]; after?: Cursor; take: number }, read: Read) {
  const { after, take } = q;
  const order = multiOrderSql(q.sort);
  const value = sortValuesSql(q.sort);
  if (!after) return read(undefined, order, undefined, take, value);
  const values = after.value as unknown[];
  if (!(await multiSortIndexReady(db, collectionId, q.sort)))
    return read(multiAfterSql(q.sort, values, after.id), order, undefined, take, value);
  const rows: PageRow[] = [];
  for (const branch of multiAfterBranches(q.sort, values, after.id)) {
    rows.push(...(await read(branch, order, undefined, take - rows.length, value)));
    if (rows.length >= take) break;
  }
  return rows;
}

async function selectSingle(sort: Sort, q: { after?: Cursor; take: number }, read: Read): Promise<PageRow[]> {
  const { after, take } = q;
  const value = sortValueSql(sort);
  const values = segmentSql(sort, 'values');
  if (!values) return read(undefined, orderSql(sort), after ? afterSql(sort, after) : undefined, take, value);
  const inEmpty = after !== undefined && after.value === null;
  const rows = inEmpty ? [] : await read(values, orderSql(sort), after ? afterSql(sort, after) : undefined, take, value);
  if (rows.length >= take) return rows;
  const empty = await read(
    segmentSql(sort, 'empty'),
    emptyOrderSql(sort),
    inEmpty ? afterSql(sort, after) : undefined,
    take - rows.length,
    value,
  );
  return [...rows, ...empty];
}

/** The collection id as a literal, so the planner can use that collection's partial sort indexes. */
function inCollection(id: string): SQL {
  if (!isUuid(id)) throw new Error(`not a collection id: ${id}`);
  return sql`${records.collectionId} = ${sql.raw(`'${id}'::uuid`)}`;
}

export const countInput = z.strictObject({ collectionId: common.uuid('the collection id'), filter: z.unknown().optional() });

/** How many records match a filter: the grid's footer, apart from the page so pages stay cheap. */
export async function countRecords(ctx: Ctx, input: unknown): Promise<{ count: number }> {
  const { collectionId, filter } = parseInput(countInput, input);
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  const filters = readFilter(filter);
  ensureSearchIndexes(ctx, collection, filters);
  // The collection as a literal, so a search can read the collection's partial trigram index.
  const where = and(inCollection(collection.id), filterSql(collection.fields, filters));
  // A count reads every matching record: one at a time per workspace (core/heavy-work.ts); on the
  // embedded database window by window (record.windows.ts).
  const countIn = async (source: SQL) =>
    (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${source} where ${where}`))[0]?.n ?? 0;
  const n = await ctx.heavy.run(workspaceId, async () => {
    if (!isEmbedded(ctx.db) || !filters.length) return countIn(sql`${records}`);
    let total = 0;
    await forEachWindow(ctx.db, collection.id, async (source) => {
      total += await countIn(source);
    });
    return total;
  });
  return { count: n };
}
