import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss, type DrizzleTransactionLike, type JobWithMetadata } from 'pg-boss';
import type postgres from 'postgres';
import type { Database, Db, Tx } from '../../db/index.js';
import type { Config } from './config.js';
import type { Mailer } from './mail.js';
import type { Storage } from './storage.js';

/**
 * The durable job queue: pg-boss, in the schema `pgboss` it installs and migrates itself (no drizzle
 * migration). Work that may outlive a request — mail, sort-index builds, later webhooks and
 * workflows — is a row there, so it survives a restart, is retried with backoff, and is claimed by
 * one worker at a time across processes (`FOR UPDATE SKIP LOCKED`).
 *
 * On PostgreSQL pg-boss keeps a small pool of its own (JOBS_POOL_MAX), so jobs never wait behind
 * requests for a connection. On the embedded PGlite it shares the app's one connection (embeddedQueueDb):
 * the one process that opens the data folder is also the only worker.
 */

/** What a job's handler gets: the app's dependencies (no request, no caller) and the transport for mail. */
export interface JobDeps {
  db: Db;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The queue itself, for a job that queues more (a payment's mails and reminders); set once it started. */
  jobs?: JobQueue;
}

export interface JobDefinition<T extends object> {
  /** The queue's name: letters, digits, `-`, `.`, `/`. */
  queue: string;
  /** Seconds a run may take before it is counted as failed (and retried). */
  expireInSeconds: number;
  /**
   * `exclusive`: at most one job per `singletonKey`, queued or running (a sort index is built once
   * however many pages ask for it). `standard`: every job runs.
   */
  policy?: 'standard' | 'exclusive';
  /** Completed and failed jobs are deleted after this long. */
  keepSeconds?: number;
  /** `signal` aborts when the process stops with the job still running (it will run again). */
  run(deps: JobDeps, data: T, job: { id: string; attempt: number; signal: AbortSignal }): Promise<void>;
}

export const defineJob = <T extends object>(definition: JobDefinition<T>) => definition;

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Tx;
  /** With an `exclusive` queue: no second job while one with this key is queued or running. */
  singletonKey?: string;
  /** Not before this time (a reminder before a call). */
  startAfter?: Date;
}

export interface QueueCounts {
  /** Waiting to run, including retries waiting for their backoff. */
  queued: number;
  active: number;
  /** Failed for good (retries used up), still kept. */
  failed: number;
}

export interface JobQueue {
  /** Resolves once pg-boss has started and the workers run (app.ts waits for it before listening). */
  ready: Promise<void>;
  send<T extends object>(definition: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>;
  /** Asks this process's worker of the queue to look now (after a transaction that enqueued commits). */
  wake(definition: JobDefinition<never>): void;
  counts(): Promise<Record<string, QueueCounts>>;
  /** Resolves when nothing is queued (ready to run) or running. Tests wait on it instead of sleeping. */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(options: {
  database: Database;
  deps: JobDeps;
  definitions: Array<JobDefinition<never>>;
}): Promise<JobQueue> {
  const { database, deps, definitions } = options;
  const { config, log } = deps;
  const jobs = config.jobs;
  const embedded = database.kind === 'pglite';
  const boss = embedded
    ? new PgBoss({ db: embeddedQueueDb(database.sql), backend: 'pglite', ...maintenance })
    : new PgBoss({ connectionString: database.url, max: jobs.poolMax, application_name: 'portico-jobs', ...maintenance });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));

  // Given with every job, not only when the queue is created (an existing queue keeps its first
  // options): a changed JOBS_RETRY_* applies from the next start.
  const jobOptions = (definition: JobDefinition<never>) => ({
    retryLimit: jobs.retryLimit,
    retryDelay: jobs.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: jobs.retryDelayMaxSeconds,
    expireInSeconds: definition.expireInSeconds,
    // A worker that dies (SIGKILL, a lost machine) stops beating: its job runs again after this.
    heartbeatSeconds: 30,
    ...(definition.keepSeconds ? { deleteAfterSeconds: definition.keepSeconds } : {}),
  });

  const workers = new Map<string, string>();
  // The queue starts beside the rest of the server (about a quarter of a second on the embedded
  // database, most of a start on an unchanged tree): what uses it waits for `started`.
  async function start() {
    await boss.start();
    // An existing queue keeps its first options whatever createQueue says (they go with each job
    // instead), so only the missing ones are created: one query instead of one per queue.
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const definition of definitions) {
      if (!existing.has(definition.queue)) {
        await boss.createQueue(definition.queue, { policy: definition.policy ?? 'standard', ...jobOptions(definition) });
      }
      if (!jobs.work) continue;
      const id = await boss.work(
        definition.queue,
        { batchSize: 1, localConcurrency: jobs.concurrency, pollingIntervalSeconds: jobs.pollSeconds, includeMetadata: true },
        async ([job]: JobWithMetadata<object>[]) => runJob(definition, job!),
      );
      workers.set(definition.queue, id);
    }
    log.info(
      { queues: [...workers.keys()], backend: database.kind, concurrency: jobs.concurrency },
      jobs.work ? 'job queue started' : 'job queue started (this process does not work on jobs)',
    );
  }

  async function runJob(definition: JobDefinition<never>, job: JobWithMetadata<object>) {
    const attempt = job.retryCount + 1;
    const jobLog = log.child({ jobId: job.id, queue: definition.queue, attempt });
    try {
      await definition.run({ ...deps, log: jobLog }, job.data as never, { id: job.id, attempt, signal: job.signal });
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      const reason = error instanceof Error ? error.message : String(error);
      if (final) jobLog.error({ err: error, reason }, `job ${job.id} failed for good after ${attempt} attempts: ${reason}`);
      else jobLog.warn({ err: error, reason }, `job ${job.id} failed (attempt ${attempt} of ${job.retryLimit + 1}); it will be retried`);
      throw error;
    }
  }

  // The queue's state in the log: every minute while jobs wait or run, and whenever the counts
  // change (a new failure included); an idle queue with old failures is not repeated.
  let lastReport = '';
  const reporter = setInterval(() => {
    void counts()
      .then((byQueue) => {
        const line = JSON.stringify(byQueue);
        const busy = Object.values(byQueue).some((c) => c.queued + c.active > 0);
        if (busy || line !== lastReport) log.info({ jobs: byQueue }, 'job queue');
        lastReport = line;
      })
      .catch(() => {});
  }, 60_000);
  reporter.unref();

  async function counts(): Promise<Record<string, QueueCounts>> {
    await started;
    const names = definitions.map((d) => d.queue);
    // Live counts from pg-boss's job table (its own getQueues() serves a cache refreshed once a
    // minute). `retry` is a failed attempt waiting for its backoff; `failed` has no tries left.
    const { rows } = await boss
      .getDb()
      .executeSql(
        `select name, state, count(*)::int as n from pgboss.job where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [names],
      );
    const out: Record<string, QueueCounts> = Object.fromEntries(names.map((n) => [n, { queued: 0, active: 0, failed: 0 }]));
    for (const row of rows as Array<{ name: string; state: string; n: number }>) {
      const c = out[row.name]!;
      if (row.state === 'active') c.active += row.n;
      else if (row.state === 'failed') c.failed += row.n;
      else c.queued += row.n;
    }
    return out;
  }

  const started = start();
  started.catch((err: unknown) => log.error({ err }, 'the job queue did not start'));
  // Only one process can open a PGlite data folder, so no other process could run them.
  if (!jobs.work && embedded) log.warn('JOBS_WORK=false on the embedded database: jobs are queued but nothing will run them');

  let stopped = false;
  const queue: JobQueue = {
    ready: started,
    async send(definition, data, sendOptions = {}) {
      await started;
      const id = await boss.send(definition.queue, data, {
        ...jobOptions(definition),
        // Drizzle types execute()'s rows as unknown; pg-boss reads them as either driver returns them.
        ...(sendOptions.tx ? { db: fromDrizzle(sendOptions.tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      if (id) log.debug({ jobId: id, queue: definition.queue }, 'job queued');
      if (!sendOptions.tx) queue.wake(definition);
      return id;
    },
    wake(definition) {
      const id = workers.get(definition.queue);
      if (id && !stopped) boss.notifyWorker(id);
    },
    counts,
    async drain(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      await started;
      for (;;) {
        const { rows } = await boss
          .getDb()
          .executeSql(
            `select count(*)::int as n from pgboss.job where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
            [definitions.map((d) => d.queue)],
          );
        if ((rows[0] as { n: number }).n === 0) return;
        if (Date.now() > deadline) throw new Error(`the job queue did not drain within ${timeoutMs} ms`);
        for (const id of workers.values()) boss.notifyWorker(id);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(reporter);
      await started.catch(() => {});
      // Waits for jobs in flight; one still running at the deadline stays `active` and runs again
      // once its heartbeat is overdue, so it is late, never lost.
      await boss.stop({ graceful: true, timeout: jobs.shutdownSeconds * 1000, close: !embedded });
      log.info('job queue stopped');
    },
  };
  return queue;
}

/** Maintenance (expiry, retention) every instance may run; pg-boss elects one at a time. No cron schedules yet. */
const maintenance = { schedule: false } as const;

/** Creates or migrates pg-boss's schema and leaves: test templates carry it, so each test file starts faster. */
export async function installJobSchema(database: Database): Promise<void> {
  const embedded = database.kind === 'pglite';
  const boss = embedded
    ? new PgBoss({ db: embeddedQueueDb(database.sql), backend: 'pglite', ...maintenance, supervise: false })
    : new PgBoss({ connectionString: database.url, max: 1, ...maintenance, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: !embedded });
}

/**
 * pg-boss on the embedded database's one connection (the app's postgres.js client). Its schema
 * statements come as several in one text without parameters, which go by the simple protocol; a
 * statement that fails inside its own BEGIN … COMMIT leaves that session's transaction aborted, so
 * it is rolled back before the error goes on (a pool would have handed out a fresh connection).
 */
function embeddedQueueDb(client: postgres.Sql) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        // Drizzle's postgres.js client takes times and JSON as text (it turns the driver's own handling off).
        const params = values?.map((v) =>
          v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v,
        );
        if (params?.length) return { rows: [...(await client.unsafe(text, params as never[]))] };
        const result = (await client.unsafe(text).simple()) as unknown as unknown[];
        // Several statements answer a list of results: their rows together (a RETURNING before COMMIT).
        const rows = result.length && Array.isArray(result[0]) ? (result as unknown[][]).flat() : result;
        return { rows: [...rows] };
      } catch (error) {
        if (/\bbegin\b/i.test(text)) await client.unsafe('rollback').catch(() => {});
        throw error;
      }
    },
  };
}
