import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.js';
import { loadConfig } from '../../server/core/config.js';
import { defineJob, startJobQueue, type JobDefinition, type JobQueue } from '../../server/core/jobs.js';
import { createMailer } from '../../server/core/mail.js';
import { createLocalStorage } from '../../server/core/storage.js';
import { dbKind, openTestDatabase } from '../helpers/test-db.js';

// The queue itself (server/core/jobs.ts) with jobs of the test's own, each queue instance standing
// for one server process on the same database.

interface Line {
  level: string;
  obj: Record<string, unknown>;
  msg: string;
}

/** A logger that keeps what it is told, so a test reads what an operator would. */
function recordingLogger() {
  const lines: Line[] = [];
  const make = (bindings: Record<string, unknown>): unknown => ({
    level: 'info',
    child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    silent: () => {},
    ...Object.fromEntries(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace'].map((level) => [
        level,
        (obj: unknown, msg?: string) =>
          lines.push({
            level,
            obj: { ...bindings, ...(typeof obj === 'object' ? (obj as object) : {}) },
            msg: typeof obj === 'string' ? obj : (msg ?? ''),
          }),
      ]),
    ),
  });
  return { log: make({}) as FastifyBaseLogger, lines };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const queues: JobQueue[] = [];
afterAll(async () => {
  for (const q of queues) await q.stop();
});

async function start(definitions: Array<JobDefinition<never>>, env: Record<string, string> = {}) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1', ...env });
  const { log, lines } = recordingLogger();
  const deps = {
    db: database.db,
    config,
    log,
    storage: createLocalStorage(path.join(os.tmpdir(), `portico-jobs-${process.pid}`)),
    mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(os.tmpdir(), `portico-jobs-outbox-${process.pid}`), log }),
  };
  const queue = await startJobQueue({ database, deps, definitions });
  queues.push(queue);
  return { queue, lines };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  it.skipIf(dbKind !== 'postgres')('runs each job once when several processes work on one queue', async () => {
    const runs: Array<{ n: number; by: string }> = [];
    const countJob = (by: string) =>
      defineJob<{ n: number }>({
        queue: 'test-count',
        expireInSeconds: 60,
        async run(_deps, { n }) {
          runs.push({ n, by });
          await sleep(50);
        },
      });
    // One process only queues (its jobs wake no local worker); two others work.
    const sender = await start([countJob('sender')], { JOBS_WORK: 'false' });
    await start([countJob('a')]);
    await start([countJob('b')]);
    for (let n = 0; n < 40; n++) await sender.queue.send(countJob('sender'), { n });
    await sender.queue.drain(30_000);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['a', 'b']));
  });

  it('puts a job still running at shutdown back in the queue, and the next start runs it', async () => {
    const runs: string[] = [];
    const slowJob = (by: string, ms: number) =>
      defineJob<{ what: string }>({
        queue: 'test-slow',
        expireInSeconds: 60,
        async run(_deps, { what }, job) {
          runs.push(`${by} started ${what}`);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms);
            job.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()));
          });
          if (!job.signal.aborted) runs.push(`${by} finished ${what}`);
        },
      });
    const first = await start([slowJob('first', 30_000)], { JOBS_SHUTDOWN_SECONDS: '1' });
    await first.queue.send(slowJob('first', 30_000), { what: 'the export' });
    await expect.poll(async () => (await first.queue.counts())['test-slow']).toEqual({ queued: 0, active: 1, failed: 0 });
    await first.queue.stop();
    expect(runs).toEqual(['first started the export']);

    const second = await start([slowJob('second', 10)]);
    expect((await second.queue.counts())['test-slow']).toEqual({ queued: 1, active: 0, failed: 0 });
    // Back in the queue after the usual retry delay (JOBS_RETRY_DELAY_SECONDS), not counted as a failed try.
    await expect
      .poll(() => runs, { timeout: 10_000 })
      .toEqual(['first started the export', 'second started the export', 'second finished the export']);
  });

  it('retries a failing job with backoff, then logs it as failed for good with its id and reason', async () => {
    let tries = 0;
    const failingJob = defineJob<{ to: string }>({
      queue: 'test-failing',
      expireInSeconds: 60,
      async run() {
        tries++;
        throw new Error('550 Mailbox unavailable');
      },
    });
    const { queue, lines } = await start([failingJob], { JOBS_RETRY_LIMIT: '1' });
    const id = await queue.send(failingJob, { to: 'nobody@example.com' });
    await expect.poll(async () => (await queue.counts())['test-failing'], { timeout: 10_000 }).toEqual({ queued: 0, active: 0, failed: 1 });
    expect(tries).toBe(2);
    const retried = lines.find((l) => l.level === 'warn' && l.obj.jobId === id);
    expect(retried?.msg).toBe(`job ${id} failed (attempt 1 of 2); it will be retried`);
    const failed = lines.filter((l) => l.level === 'error' && l.obj.jobId === id);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.msg).toBe(`job ${id} failed for good after 2 attempts: 550 Mailbox unavailable`);
    expect(failed[0]!.obj).toMatchObject({ queue: 'test-failing', reason: '550 Mailbox unavailable' });
  });
});
