import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../../db/index.js';
import { collectionSortIndexes, type CollectionRow } from '../../../db/schema/index.js';
import type { Sort } from './database.query.js';
import { multiIndexSql, readSorts } from './database.sorts.js';

/**
 * The composite sort indexes (`crm_…`, kind `multi` in database.indexes.ts): one per collection and
 * sort by several fields, whose columns are that sort's ORDER BY (database.sorts.ts). The job and
 * the quota are the per-field indexes'; what differs is here.
 *
 * At most MULTI_SORT_INDEXES per collection: a grid's fields make hundreds of combinations, and a
 * builder trying sorts out must not spend the workspace's QUOTA_SORT_INDEXES on them. Each costs
 * what a per-field index does (about 6–8 MB and 0.5–1 s to build per 100,000 records here, and a
 * little on every write of the collection).
 */
export const MULTI_SORT_INDEXES = 5;
const MULTI_LIKE = 'crm\\_%';

/** The index's columns for the fields' types of now; undefined when a field is gone or no longer sortable. */
export function multiIndexColumns(collection: Pick<CollectionRow, 'fields'>, signature: string): string | undefined {
  let sorts: Sort[];
  try {
    sorts = readSorts(collection.fields, signature);
  } catch {
    return undefined;
  }
  return sorts.length > 1 ? new PgDialect().sqlToQuery(multiIndexSql(sorts)).sql : undefined;
}

/** The claim's extra condition (database.indexes.ts claimSortIndex): room left in the collection. */
export const multiRoomSql = (collectionId: SQL): SQL =>
  sql`(select count(*) from collection_sort_indexes s where s.collection_id = ${collectionId} and s.name like ${MULTI_LIKE}) < ${MULTI_SORT_INDEXES}`;

/** Valid, being built or left invalid (true, false), or absent (undefined). */
export async function indexValid(db: Db, name: string): Promise<boolean | undefined> {
  const [found] = rowsOf<{ valid: boolean }>(
    await db.execute(sql`select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = ${name}`),
  );
  return found?.valid;
}

/**
 * Whether each composite index was found valid, and until when that answer holds: for the whole
 * process (a name is unique to its collection), so that the job, which builds on the background
 * connection, tells the requests at once. Another process's build or drop is seen after at most
 * NOT_YET_MS or KNOWN_MS: a slower page meanwhile, never a wrong one (both reads give the same rows).
 */
const ready = new Map<string, { valid: boolean; until: number }>();
const KNOWN_MS = 60_000;
const NOT_YET_MS = 5_000;

export async function multiIndexReady(db: Db, name: string): Promise<boolean> {
  const known = ready.get(name);
  if (known && known.until > Date.now()) return known.valid;
  const valid = (await indexValid(db, name)) === true;
  if (ready.size > 10_000) ready.clear();
  ready.set(name, { valid, until: Date.now() + (valid ? KNOWN_MS : NOT_YET_MS) });
  return valid;
}

/** Built (true) or dropped (false) by this process. */
export function rememberMultiIndex(name: string, valid: boolean): void {
  if (valid) ready.set(name, { valid, until: Date.now() + KNOWN_MS });
  else ready.delete(name);
}

/**
 * A collection's composite indexes that sort by one of these fields (every one without keys): from
 * their quota rows, which keep the sort's signature; and any built one no row accounts for, its
 * collection deleted (the rows go with it) before its indexes were.
 */
export async function multiIndexesOf(db: Db, collectionId: string, keys?: string[]): Promise<string[]> {
  const built = rowsOf<{ name: string }>(
    await db.execute(
      sql`select indexname as name from pg_indexes where tablename = 'collection_records' and indexname like ${MULTI_LIKE} and indexdef like ${`%${collectionId}%`}`,
    ),
  );
  const claimed = await db
    .select({ name: collectionSortIndexes.name, signature: collectionSortIndexes.fieldKey })
    .from(collectionSortIndexes)
    .where(and(eq(collectionSortIndexes.collectionId, collectionId), like(collectionSortIndexes.name, MULTI_LIKE)));
  const sortsBy = (signature: string) => signature.split(',').some((level) => keys!.includes(level.split(':')[0]!));
  const names = new Set(claimed.filter((c) => !keys || sortsBy(c.signature)).map((c) => c.name));
  for (const { name } of built) if (!keys || !claimed.some((c) => c.name === name)) names.add(name);
  return [...names];
}
