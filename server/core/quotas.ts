import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/index.js';
import type { Quotas } from './config.js';
import { AppError } from './errors.js';

/**
 * Each workspace's share of the machine (config.ts: QUOTA_*). The usage is kept in counters
 * (workspace_usage) that the writes update in their own transaction: the check on a record insert
 * is this one conditional statement, never a count over the workspace's records. The counter row
 * is locked until the write commits, so two writers cannot both take the last place.
 */
type Counter = 'records' | 'storage_bytes';

const REFUSALS: Record<Counter, (limit: number) => string> = {
  records: (limit) =>
    `This workspace already holds ${limit.toLocaleString('en')} records, the most it may — delete records you no longer need, or ask whoever runs Portico to raise the limit.`,
  storage_bytes: (limit) =>
    `This workspace’s files already take ${size(limit)}, the most it may — remove files you no longer need, or ask whoever runs Portico to raise the limit.`,
};

async function take(db: Db | Tx, workspaceId: string, counter: Counter, amount: number, limit: number): Promise<void> {
  if (amount <= 0) return;
  if (amount > limit) throw new AppError('FORBIDDEN', REFUSALS[counter](limit));
  const column = sql.raw(counter);
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      insert into workspace_usage (workspace_id, ${column}) values (${workspaceId}, ${amount})
      on conflict (workspace_id) do update set ${column} = workspace_usage.${column} + excluded.${column}
      where workspace_usage.${column} + excluded.${column} <= ${limit}
      returning 1 as n`),
  );
  if (rows.length === 0) throw new AppError('FORBIDDEN', REFUSALS[counter](limit));
}

async function give(db: Db | Tx, workspaceId: string, counter: Counter, amount: number): Promise<void> {
  if (amount <= 0) return;
  const column = sql.raw(counter);
  await db.execute(sql`update workspace_usage set ${column} = greatest(${column} - ${amount}, 0) where workspace_id = ${workspaceId}`);
}

export const takeRecords = (db: Db | Tx, quotas: Quotas, workspaceId: string, n: number) =>
  take(db, workspaceId, 'records', n, quotas.records);
export const giveRecords = (db: Db | Tx, workspaceId: string, n: number) => give(db, workspaceId, 'records', n);
export const takeStorage = (db: Db | Tx, quotas: Quotas, workspaceId: string, bytes: number) =>
  take(db, workspaceId, 'storage_bytes', bytes, quotas.storageBytes);
export const giveStorage = (db: Db | Tx, workspaceId: string, bytes: number) => give(db, workspaceId, 'storage_bytes', bytes);

export const sortIndexRefusal = (limit: number) =>
  new AppError(
    'FORBIDDEN',
    `This workspace already has ${limit} sort indexes, the most it may — sorting still works, only more slowly on large collections; ask whoever runs Portico to raise the limit.`,
  );

function size(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${bytes.toLocaleString('en')} bytes`;
}
