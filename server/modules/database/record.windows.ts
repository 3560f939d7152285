import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/index.js';
import { collectionRecords as records } from '../../../db/schema/index.js';
import { isUuid } from '../../core/ids.js';

/**
 * The embedded database is one session (PGlite): while one statement runs, every other request's
 * statement waits behind it. A read no index can serve (a text search over 100,000 records with
 * twenty conditions takes seconds there) is therefore cut into windows of the collection in creation
 * order (the (collection_id, created_at, id) index), each its own short statement, so other requests'
 * statements run between them. A window's size adapts to keep each statement near WINDOW_MS.
 * PostgreSQL runs statements side by side and has a statement timeout: it reads in one go.
 */
const WINDOW_MS = 100;
/**
 * Small enough that the first window, measured by nothing yet, stays short even as a delete (which
 * costs far more per record than a read) on a busy machine: 5,000 deletions once held other requests
 * for over a second there. The next windows grow to WINDOW_MS from what this one took.
 */
const FIRST_WINDOW = 1_000;
const MIN_WINDOW = 500;
const MAX_WINDOW = 50_000;

type Bound = { at: string; id: string };

/** Records after `from` in creation order (all when it is undefined). */
const afterSql = (alias: string, from: Bound | undefined): SQL =>
  from ? sql`(${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) > (${from.at}::timestamptz, ${from.id}::uuid)` : sql`true`;

const collectionSql = (alias: string, collectionId: string): SQL => {
  if (!isUuid(collectionId)) throw new Error(`not a collection id: ${collectionId}`);
  return sql.raw(`${alias}.collection_id = '${collectionId}'::uuid`);
};

/**
 * The window as a from-item named like the table, so that conditions written for the table apply to
 * it: the `size` records after `from`, read from the creation-order index and fenced (`offset 0`),
 * so the planner cannot test every record's other conditions before taking the window.
 */
const windowSql = (collectionId: string, from: Bound | undefined, size: number): SQL =>
  sql`(select * from ${records} w where ${collectionSql('w', collectionId)} and ${afterSql('w', from)} order by w.created_at, w.id limit ${size} offset 0) as "collection_records"`;

/** The last record of the window of `size` records after `from`, or undefined when none remain. */
async function windowEnd(db: Db, collectionId: string, from: Bound | undefined, size: number): Promise<Bound | undefined> {
  const [row] = await queryRows<Bound>(
    db,
    sql`select e.at, e.id from (select w.created_at::text as at, w.id, w.created_at from collection_records w
        where ${collectionSql('w', collectionId)} and ${afterSql('w', from)} order by w.created_at, w.id limit ${size}) e
        order by e.created_at desc, e.id desc limit 1`,
  );
  return row;
}

/**
 * Calls `read` with each window of the collection in turn (a from-item to read instead of the
 * table), until the collection ends or `read` says it has enough (returns true).
 */
export async function forEachWindow(db: Db, collectionId: string, read: (source: SQL) => Promise<boolean | void>): Promise<void> {
  let from: Bound | undefined;
  let size = FIRST_WINDOW;
  for (;;) {
    const to = await windowEnd(db, collectionId, from, size);
    if (!to) return;
    const started = performance.now();
    if ((await read(windowSql(collectionId, from, size))) === true) return;
    const took = Math.max(1, performance.now() - started);
    size = Math.round(Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, (size * WINDOW_MS) / took)));
    from = to;
  }
}
