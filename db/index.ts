import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Placeholder, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema/index.js';

export { schema };
export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** For requests: on PostgreSQL each statement is stopped after `statementTimeoutMs`. */
  db: Db;
  /**
   * For work without a time budget: migrations and job handlers (a sort index on a million records,
   * a large export). On PostgreSQL a small pool of its own without the statement timeout; on PGlite `db`.
   */
  backgroundDb: Db;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL only: the connection string (the job queue opens a small pool of its own to it). */
  url?: string;
  /** Runs the SQL migrations in db/migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The postgres.js client under `db` (the embedded database is reached through it too). */
  sql: postgres.Sql;
  /** Only for the embedded database: its data folder as a gzipped tarball (test templates). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… — uses postgres.js. Without it, an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; omitted = in memory. */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir()` (fast test databases). */
  loadDataDir?: Blob;
  poolMax?: number;
  /** PostgreSQL: the longest a request's statement may run (0 or omitted: no limit). SQLSTATE 57014 past it. */
  statementTimeoutMs?: number;
  /** PostgreSQL: connections of backgroundDb (default 2). */
  backgroundPoolMax?: number;
}

export const migrationsFolder = path.resolve(findRoot(), 'db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const timeout = options.statementTimeoutMs ?? 0;
    const client = postgres(options.url, {
      max: options.poolMax ?? 10,
      onnotice: () => {},
      // A startup parameter: every statement of these connections has the budget, with no extra round trip.
      // No parallel workers for requests: one request's scan takes one core, not three (fairness, bench/README.md).
      connection: {
        application_name: 'portico',
        max_parallel_workers_per_gather: 0,
        ...(timeout > 0 ? { statement_timeout: timeout } : {}),
      },
      ...(process.env.PORTICO_SQL_TRACE === '1' ? { debug: traceStatement } : {}),
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    const background =
      timeout > 0
        ? postgres(options.url, {
            max: options.backgroundPoolMax ?? 2,
            onnotice: () => {},
            connection: { application_name: 'portico-background' },
          })
        : client;
    const backgroundDb = background === client ? db : (drizzlePostgres(background, { schema }) as unknown as Db);
    return {
      db,
      backgroundDb,
      kind: 'postgres',
      url: options.url,
      sql: client,
      migrate: () => migratePostgres(backgroundDb as never, { migrationsFolder }),
      ping: async () => {
        await client`select 1`;
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), background === client ? undefined : background.end({ timeout: 5 })]);
      },
    };
  }
  return openEmbedded(options);
}

/**
 * The embedded database: PGlite on a thread of its own (db/pglite-worker.mjs), served on a Unix
 * socket and reached with postgres.js over one connection (PGlite is one session). The main thread
 * only parses the wire protocol, so while PGlite works on a long statement the server still answers.
 */
async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const socketPath = path.join(os.tmpdir(), `portico-pglite-${process.pid}-${embeddedCount++}-${randomBytes(4).toString('hex')}.sock`);
  fs.rmSync(socketPath, { force: true });
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(path.join(findRoot(), 'db/pglite-worker.mjs'), {
    workerData: { dataDir: options.dataDir, loadDataDir, socketPath },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const replies = new Map<number, { resolve: (data: ArrayBuffer) => void; reject: (error: Error) => void }>();
  let closed: (() => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { type: string; id?: number; data?: ArrayBuffer; message?: string }) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'closed') closed?.();
      else if (message.type === 'dump') replies.get(message.id!)?.resolve(message.data!);
      else if (message.type === 'error') {
        const error = new Error(`The embedded database failed: ${message.message}`);
        if (message.id !== undefined) replies.get(message.id)?.reject(error);
        else reject(error);
      }
    });
  });
  const client = postgres({
    path: socketPath,
    database: 'postgres',
    username: 'postgres',
    max: 1,
    // One session for the life of the database: a reconnect would leave the old one's prepared statements behind.
    idle_timeout: 0,
    max_lifetime: null,
    onnotice: () => {},
    ...(process.env.PORTICO_SQL_TRACE === '1' ? { debug: traceStatement } : {}),
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  embeddedDbs.add(db);
  let dumps = 0;
  return {
    db,
    backgroundDb: db,
    kind: 'pglite',
    sql: client,
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    ping: async () => {
      await client`select 1`;
    },
    dump: () =>
      new Promise<Blob>((resolve, reject) => {
        const id = dumps++;
        replies.set(id, { resolve: (data) => resolve(new Blob([data])), reject });
        worker.postMessage({ type: 'dump', id });
      }),
    close: async () => {
      await client.end({ timeout: 5 });
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.postMessage({ type: 'close' });
        setTimeout(resolve, 5000).unref();
      });
      await worker.terminate();
      fs.rmSync(socketPath, { force: true });
    },
  };
}

let embeddedCount = 0;
const embeddedDbs = new WeakSet<Db>();

/** Whether `db` is the embedded database: one session, where a long statement makes every other wait. */
export const isEmbedded = (db: Db): boolean => embeddedDbs.has(db);

/**
 * PORTICO_SQL_TRACE=1 (postgres.js only): one stderr line per statement sent, `[sql] <text>`.
 * `npm run bench` counts them per request; a debugging aid otherwise. Off, it costs nothing.
 */
function traceStatement(_connection: number, query: string): void {
  process.stderr.write(`[sql] ${query.replace(/\s+/g, ' ').trim()}\n`);
}

/** The folder that holds package.json, from source (tsx, vitest) and from dist alike. */
export function findRoot(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.url);
    dir = parent;
  }
  return dir;
}

const dialect = new PgDialect();

/**
 * Runs one query straight on the driver and returns its rows as the driver gives them, without
 * Drizzle's row mapping: for the hottest reads, whose SQL already shapes every column (times as
 * ISO text). On postgres.js the statement is prepared (kept per SQL text on each connection).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runRows<T>(db, text, params);
}

/**
 * queryRows for a statement of fixed shape, written once with `sql.placeholder('name')` for its
 * values: the SQL text is made once, not at every call (Drizzle's SQL building is a visible part of
 * a request on the hottest lists). `run(db, {name: value})`.
 */
export function fixedQuery<T>(query: SQL): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const names = params.map((p) => (p instanceof Placeholder ? p.name : undefined));
  return (db, values) =>
    runRows<T>(
      db,
      text,
      params.map((p, i) => (names[i] === undefined ? p : values[names[i]!])),
    );
}

async function runRows<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  type Run = (text: string, params: unknown[], options?: { prepare: boolean }) => Promise<unknown>;
  const client = (db as unknown as { $client: { unsafe?: Run; query?: Run } }).$client;
  if (typeof client.unsafe === 'function') return (await client.unsafe(text, params, { prepare: true })) as T[];
  return ((await client.query!(text, params)) as { rows: T[] }).rows;
}

/** Rows of `db.execute()`, whose shape differs between postgres.js (an array) and PGlite ({rows}). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
