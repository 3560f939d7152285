import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/index.js';
import { AppError } from './errors.js';

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit against each limit in PostgreSQL (one statement per limit, atomic upsert), so that
 * every server process shares the counters. Throws RATE_LIMITED with Retry-After when any is over.
 */
export async function hitRateLimits(db: Db, limits: Limit[]): Promise<void> {
  // Windows that ended long ago are dead weight; about one call in a hundred sweeps them.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  for (const limit of limits) {
    const row = await bump(db, limit.key, limit.windowSeconds);
    if (row.count > limit.max) throw refusal(limit, row.retryAfter);
  }
}

/** Counts one hit without refusing it: for what is counted after the fact (a failed password). */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<void> {
  await bump(db, key, windowSeconds);
}

/**
 * Takes one attempt before the check it guards (the count and the comparison in one statement, so
 * parallel requests cannot all pass a check-then-count), refusing past the limit; `returnAttempt`
 * gives it back when the attempt turned out right, so only failures stay counted.
 */
export async function takeAttempt(db: Db, limit: Limit): Promise<void> {
  await hitRateLimits(db, [limit]);
}

export async function returnAttempt(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

/** Whether a counter is already past its limit (nothing counted): the refusal, or null. */
export async function overLimit(db: Db, limit: Limit): Promise<AppError | null> {
  const rows = await db.execute(sql`
    select count, ceil(extract(epoch from reset_at - now()))::int as retry_after
    from rate_limits where key = ${limit.key} and reset_at > now()`);
  const row = rowsOf<{ count: number; retry_after: number }>(rows)[0];
  return row && Number(row.count) >= limit.max ? refusal(limit, Number(row.retry_after)) : null;
}

async function bump(db: Db, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const rows = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`);
  const row = rowsOf<{ count: number; retry_after: number }>(rows)[0]!;
  return { count: Number(row.count), retryAfter: Number(row.retry_after) };
}

function refusal(limit: Limit, retryAfterSeconds: number): AppError {
  const retryAfter = Math.max(1, retryAfterSeconds);
  return new AppError('RATE_LIMITED', `${limit.message} Try again in ${describeWait(retryAfter)}.`, undefined, retryAfter);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
