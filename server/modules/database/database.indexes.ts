import { createHash } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/index.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { collections, collectionSortIndexes, type CollectionField, type CollectionRow } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { isUuid } from '../../core/ids.js';
import { sortIndexRefusal } from '../../core/quotas.js';
import { defineJob, type JobDeps } from '../../core/jobs.js';
import { searchKeySql, searchesText, sortKeySql, type FilterInput, type Sort } from './database.query.js';
import {
  indexValid,
  multiIndexColumns,
  multiIndexesOf,
  multiIndexReady,
  multiRoomSql,
  MULTI_SORT_INDEXES,
  rememberMultiIndex,
} from './database.multi-indexes.js';
import { sortSignature } from './database.sorts.js';

/**
 * Sort indexes: a partial B-tree on `((data -> 'key'), id) WHERE collection_id = '…'`, made for one
 * field of one large collection the first time someone sorts by it. With it, a sorted (and
 * filtered) page of a 100,000-record collection is one index range read instead of a sort of every
 * matching record (measured: 0.5 ms instead of 32 ms; see the bench). Small collections sort in
 * memory in well under a millisecond and get none, so the table does not collect an index per
 * field of every tenant. Built CONCURRENTLY on PostgreSQL, so writes go on meanwhile, by a job
 * (`sort-index` queue: retried with backoff, one build per index across processes); dropped with
 * their field or collection, in the request that removes them.
 */
export function sortIndexName(collectionId: string, key: string, kind: IndexKind = 'sort'): string {
  const id = kind === 'sort' ? `${collectionId}:${key}` : `${collectionId}:${key}:${kind}`;
  let name = names.get(id);
  if (name === undefined) {
    if (names.size > 10_000) names.clear();
    const prefix = PREFIX[kind];
    names.set(id, (name = `${prefix}${createHash('sha256').update(id).digest('hex').slice(0, 28)}`));
  }
  return name;
}

/**
 * `sort`: the B-tree above. `search`: a trigram GIN index (pg_trgm) on the field's text,
 * `((data ->> 'key') gin_trgm_ops) WHERE collection_id = '…'`, made the first time someone searches
 * a field of a large collection with `contains`: the search (and its count) then reads the index
 * instead of every record's text — a phrase of three characters or more that few records hold
 * costs a millisecond instead of a scan of the collection (see the bench's fairness figures).
 * PostgreSQL only (PGlite runs without the extension); where pg_trgm cannot be created the search
 * scans as before. `multi`: a composite B-tree for one sort by several fields (its `key` is the
 * sort's signature, `status:asc,amount:desc`; database.multi-indexes.ts), made the first time
 * someone asks for that sort of a large collection. Every kind counts against QUOTA_SORT_INDEXES.
 */
export type IndexKind = 'sort' | 'search' | 'multi';
const PREFIX: Record<IndexKind, string> = { sort: 'crs_', search: 'crt_', multi: 'crm_' };
// Every sorted page asks; hashing once per field is enough.
const names = new Map<string, string>();

interface State {
  /** When each index was last asked for: asked again only after RECHECK_MS (the job finds it built). */
  askedUntil: Map<string, number>;
  /** When a collection was last found too small, to count it again only after a while. */
  smallUntil: Map<string, number>;
}
const states = new WeakMap<Db, State>();
const stateOf = (db: Db) => {
  let s = states.get(db);
  if (!s) states.set(db, (s = { askedUntil: new Map(), smallUntil: new Map() }));
  return s;
};

const RECHECK_MS = 60_000;
const isPglite = (db: Db) => typeof (db as unknown as { $client?: { exec?: unknown } }).$client?.exec === 'function';

/** Queues the build of a field's sort index (the job checks the collection's size); never waits for it. */
export function ensureSortIndex(ctx: Ctx, collection: CollectionRow, field: CollectionField, kind: IndexKind = 'sort'): void {
  ask(ctx, collection, field.key, kind);
}

/** Queues the build of the composite index of a sort by several fields, as ensureSortIndex. */
export function ensureMultiSortIndex(ctx: Ctx, collection: CollectionRow, sorts: Sort[]): void {
  ask(ctx, collection, sortSignature(sorts), 'multi');
}

function ask(ctx: Ctx, collection: CollectionRow, key: string, kind: IndexKind): void {
  const state = stateOf(ctx.db);
  const name = sortIndexName(collection.id, key, kind);
  const now = Date.now();
  if ((state.askedUntil.get(name) ?? 0) > now || (state.smallUntil.get(collection.id) ?? 0) > now) return;
  if (state.askedUntil.size > 10_000) state.askedUntil.clear();
  state.askedUntil.set(name, now + RECHECK_MS);
  void ctx.jobs.send(sortIndexJob, { collectionId: collection.id, fieldKey: key, kind }, { singletonKey: name }).catch((err: unknown) => {
    state.askedUntil.delete(name);
    ctx.log.warn({ err, index: name }, 'sort index build not queued');
  });
}

/** Whether the composite index of this sort is there to read (database.multi-indexes.ts multiIndexReady). */
export const multiSortIndexReady = (db: Db, collectionId: string, sorts: Sort[]) =>
  multiIndexReady(db, sortIndexName(collectionId, sortSignature(sorts), 'multi'));

/** Queues a search index for each text field the filter searches with `contains` (PostgreSQL only). */
export function ensureSearchIndexes(ctx: Ctx, collection: CollectionRow, filter: FilterInput): void {
  if (isPglite(ctx.db)) return;
  for (const f of filter) {
    if (f.op !== 'contains' && f.op !== 'not_contains') continue;
    const field = collection.fields.find((c) => c.key === f.field);
    if (field && searchesText(field)) ensureSortIndex(ctx, collection, field, 'search');
  }
}

export const sortIndexJob = defineJob<{ collectionId: string; fieldKey: string; kind?: IndexKind }>({
  queue: 'sort-index',
  // One job per index, queued or running, however many sorted pages ask for it.
  policy: 'exclusive',
  // A concurrent build over a large table takes a while; the heartbeat tells a dead worker apart.
  expireInSeconds: 3600,
  async run(deps, { collectionId, fieldKey, kind = 'sort' }) {
    const [collection] = await deps.db.select().from(collections).where(eq(collections.id, collectionId)).limit(1);
    const columns = collection && indexColumns(collection, fieldKey, kind);
    // Deleted since it was asked for (the collection, or a field it sorts by): nothing to build.
    if (!collection || !columns) return;
    const name = sortIndexName(collection.id, fieldKey, kind);
    const valid = await indexValid(deps.db, name);
    if (valid) return;
    // A build cut short (the process killed) leaves an invalid index that IF NOT EXISTS would keep.
    if (valid === false) await deps.db.execute(sql.raw(`drop index ${isPglite(deps.db) ? '' : 'concurrently'} if exists ${name}`));
    await build(deps, collection, fieldKey, name, kind, columns);
  },
});

/**
 * The index's columns: the very expressions the page query sorts (sortKeySql; multiIndexSql, the
 * ORDER BY of several levels) or searches (searchKeySql) by, with the keys in the text, for the
 * fields' types of now. Undefined when a field is gone or can no longer be sorted.
 */
function indexColumns(collection: CollectionRow, key: string, kind: IndexKind): string | undefined {
  if (kind === 'multi') return multiIndexColumns(collection, key);
  const text = (q: SQL) => new PgDialect().sqlToQuery(q).sql;
  const field = collection.fields.find((f) => f.key === key);
  if (!field) return undefined;
  return kind === 'sort' ? `((${text(sortKeySql(field))}), id)` : `using gin ((${text(searchKeySql(field))}) gin_trgm_ops)`;
}

async function build(
  ctx: Pick<JobDeps, 'db' | 'config' | 'log'>,
  collection: CollectionRow,
  key: string,
  name: string,
  kind: IndexKind,
  on: string,
) {
  const min = ctx.config.sortIndexMinRecords;
  const [counted] = rowsOf<{ n: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from (select 1 from collection_records where collection_id = ${collection.id} limit ${min}) t`,
    ),
  );
  if ((counted?.n ?? 0) < min) {
    stateOf(ctx.db).smallUntil.set(collection.id, Date.now() + RECHECK_MS);
    return;
  }
  if (!isUuid(collection.id)) return;
  if (kind === 'search' && !(await trigramsAvailable(ctx))) {
    stateOf(ctx.db).smallUntil.set(collection.id, Date.now() + RECHECK_MS);
    return;
  }
  if (!(await claimSortIndex(ctx, collection, key, name, kind))) {
    // Over the workspace's quota (or the collection's MULTI_SORT_INDEXES): the sort still works, in
    // memory; asked again after a while. A refused composite index holds back no field's own index.
    if (kind !== 'multi') stateOf(ctx.db).smallUntil.set(collection.id, Date.now() + RECHECK_MS);
    const refusal = sortIndexRefusal(ctx.config.quotas.sortIndexes);
    const message =
      kind === 'multi'
        ? `${refusal.message} (Or this collection has ${MULTI_SORT_INDEXES} composite sort indexes already.)`
        : refusal.message;
    ctx.log.warn({ code: refusal.code, collectionId: collection.id, field: key }, message);
    return;
  }
  const concurrently = isPglite(ctx.db) ? '' : 'concurrently';
  const started = Date.now();
  try {
    await ctx.db.execute(
      sql.raw(
        `create index ${concurrently} if not exists ${name} on collection_records ${on} where collection_id = '${collection.id}'::uuid`,
      ),
    );
  } catch (error) {
    // A failed concurrent build leaves an invalid index behind: remove it so a later try starts clean.
    await ctx.db.execute(sql.raw(`drop index ${concurrently} if exists ${name}`)).catch(() => {});
    await ctx.db
      .delete(collectionSortIndexes)
      .where(eq(collectionSortIndexes.name, name))
      .catch(() => {});
    throw error;
  }
  if (kind === 'multi') rememberMultiIndex(name, true);
  ctx.log.info({ index: name, kind, collectionId: collection.id, field: key, ms: Date.now() - started }, 'index built');
}

/** pg_trgm, created on first need (a trusted extension: the database's owner may create it). */
async function trigramsAvailable(ctx: Pick<JobDeps, 'db' | 'log'>): Promise<boolean> {
  const installed = async () =>
    rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`))[0]!.n > 0;
  if (await installed()) return true;
  try {
    await ctx.db.execute(sql`create extension if not exists pg_trgm`);
  } catch (err) {
    // Two builds at once can race on the catalogue; otherwise the extension is not on this server.
    if (await installed()) return true;
    ctx.log.warn({ err }, 'pg_trgm is not available: text searches scan the collection');
    return false;
  }
  return true;
}

/** Drops the sort indexes of the given fields, and the composite ones that sort by them (all of the collection's when omitted). */
export async function dropSortIndexes(
  ctx: Pick<Ctx, 'db' | 'log'>,
  collection: Pick<CollectionRow, 'id' | 'fields'>,
  keys?: string[],
): Promise<void> {
  const state = stateOf(ctx.db);
  // Outside any transaction and CONCURRENTLY: a plain DROP INDEX would lock every tenant's records.
  const concurrently = isPglite(ctx.db) ? '' : 'concurrently';
  const names = [
    ...(keys ?? collection.fields.map((f) => f.key)).flatMap((key) => [
      sortIndexName(collection.id, key),
      sortIndexName(collection.id, key, 'search'),
    ]),
    ...(await multiIndexesOf(ctx.db, collection.id, keys)),
  ];
  for (const name of names) {
    state.askedUntil.delete(name);
    rememberMultiIndex(name, false);
    await ctx.db
      .execute(sql.raw(`drop index ${concurrently} if exists ${name}`))
      .catch((err: unknown) => ctx.log.warn({ err, index: name }, 'index not dropped'));
  }
  await ctx.db
    .delete(collectionSortIndexes)
    .where(inArray(collectionSortIndexes.name, names))
    .catch((err: unknown) => ctx.log.warn({ err }, 'sort index count not updated'));
}

/**
 * Takes one of the workspace's sort indexes (QUOTA_SORT_INDEXES) for this one; true when it was
 * taken now or before. Not on a request's path: only when an index is about to be built.
 */
async function claimSortIndex(
  ctx: Pick<Ctx, 'db' | 'config'>,
  collection: Pick<CollectionRow, 'id'>,
  key: string,
  name: string,
  kind: IndexKind,
): Promise<boolean> {
  const claimed = rowsOf<{ name: string }>(
    await ctx.db.execute(sql`
      insert into collection_sort_indexes (name, workspace_id, collection_id, field_key)
      select ${name}, p.workspace_id, c.id, ${key} from collections c join portals p on p.id = c.portal_id
      where c.id = ${collection.id} and (select count(*) from collection_sort_indexes s where s.workspace_id = p.workspace_id) < ${ctx.config.quotas.sortIndexes}
        and (${kind !== 'multi'} or ${multiRoomSql(sql`c.id`)})
      on conflict (name) do update set field_key = excluded.field_key
      returning name`),
  );
  return claimed.length > 0;
}

/** Names of the sort indexes that exist for a collection (tests and the bench look). */
export async function existingSortIndexes(db: Db, collectionId: string, keys: string[], kind: IndexKind = 'sort'): Promise<string[]> {
  const names = keys.map((k) => sortIndexName(collectionId, k, kind));
  const rows = rowsOf<{ indexname: string }>(
    await db.execute(sql`select indexname from pg_indexes where tablename = 'collection_records'`),
  );
  return rows.map((r) => r.indexname).filter((n) => names.includes(n));
}
