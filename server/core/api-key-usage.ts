import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fixedQuery, type Db } from '../../db/index.js';
import type { ApiKeyGrant, Ctx } from './context.js';
import { AppError } from './errors.js';
import { sendError } from './http-errors.js';

/**
 * An API key's per-minute limits (issue 30): requests, and the GraphQL cost of its queries. Both are
 * counted in PostgreSQL (rate_limits, `api-key:requests:<id>` and `api-key:cost:<id>`), so every
 * server process shares them. A key's request reads its counters with the key itself
 * (modules/apikey/apikey.caller.ts: one read, as a session's request makes one) and this process's
 * meter adds what it counted to those rows every FLUSH_MS, in one statement per key: a hot key's
 * requests do not queue on one row's lock, and answering one writes nothing. The limit is decided
 * on what the database holds plus what this process has not written yet; what other processes
 * counted in their last FLUSH_MS may be missing, so a key spread over several processes can pass
 * its limit by that much. Answers carry RateLimit-Limit, -Remaining and -Reset (seconds); past a
 * limit, 429 RATE_LIMITED with Retry-After.
 */
export const KEY_WINDOW_SECONDS = 60;
const FLUSH_MS = 100;

/** Where a key stood against its limits when this request found it. */
export interface KeyUsage {
  /** Requests in the current window as the database held them, before this one. */
  requests: number;
  /** Seconds until the request window starts afresh. */
  resetSeconds: number;
  /** GraphQL cost spent in the current cost window as the database held it. */
  costSpent: number;
  /** Seconds until the cost window starts afresh. */
  costResetSeconds: number;
  /** The key's last use is over a minute old: the meter writes it. */
  stale: boolean;
}

interface Found extends KeyUsage {
  db: Db;
}

/**
 * This process's count of one key: what it has not written yet (`pending`), what it is writing
 * (`writing`), and the total the database answered its last write with (`known`, which holds every
 * process's count until its window ends). A request's own read of the counters may have been taken
 * just before or after one of this process's writes: counting max(read, known) + writing + pending
 * never leaves out this process's requests, and counts none twice once the write is in.
 */
interface Counter {
  pending: number;
  writing: number;
  known: { count: number; until: number } | null;
}
interface Meter {
  db: Db;
  requests: Counter;
  cost: Counter;
  touch: boolean;
}

const usageOf = new WeakMap<ApiKeyGrant, Found>();
const meters = new Map<string, Meter>();
let timer: NodeJS.Timeout | null = null;
let flushing: Promise<void> = Promise.resolve();

export const noteKeyUsage = (db: Db, grant: ApiKeyGrant, usage: KeyUsage) => void usageOf.set(grant, { ...usage, db });

const counter = (): Counter => ({ pending: 0, writing: 0, known: null });
function meterOf(db: Db, keyId: string): Meter {
  let meter = meters.get(keyId);
  if (!meter) meters.set(keyId, (meter = { db, requests: counter(), cost: counter(), touch: false }));
  return meter;
}
function count(c: Counter, read: number, n: number): number {
  c.pending += n;
  timer ??= setTimeout(() => void flushKeyUsage(), FLUSH_MS).unref();
  const known = c.known && c.known.until > Date.now() ? c.known.count : 0;
  return Math.max(read, known) + c.writing + c.pending;
}
/** What the key has counted so far in this window, without counting anything. */
function counted(c: Counter, read: number): number {
  const known = c.known && c.known.until > Date.now() ? c.known.count : 0;
  return Math.max(read, known) + c.writing + c.pending;
}

const add = fixedQuery<{ count: number; reset_ms: number }>(sql`
  insert into rate_limits (key, count, reset_at)
  values (${sql.placeholder('key')}, ${sql.placeholder('n')}, now() + make_interval(secs => ${KEY_WINDOW_SECONDS}))
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
    reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
  returning count, (extract(epoch from reset_at - now()) * 1000)::int as reset_ms`);
const touch = fixedQuery(sql`
  update api_keys set last_used_at = now()
  where id = ${sql.placeholder('id')} and (last_used_at is null or last_used_at < now() - interval '1 minute')`);

async function write(db: Db, key: string, c: Counter): Promise<void> {
  const n = c.pending;
  if (!n) return;
  c.pending = 0;
  c.writing += n;
  try {
    const [row] = await add(db, { key, n });
    c.known = { count: Number(row!.count), until: Date.now() + Number(row!.reset_ms) };
  } finally {
    c.writing -= n;
  }
}

/** Writes what this process counted (the server's shutdown and the tests call it; otherwise every FLUSH_MS). */
export function flushKeyUsage(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  flushing = flushing.then(async () => {
    for (const [id, meter] of meters) {
      try {
        await write(meter.db, `api-key:requests:${id}`, meter.requests);
        await write(meter.db, `api-key:cost:${id}`, meter.cost);
        if (meter.touch) {
          meter.touch = false;
          await touch(meter.db, { id });
        }
      } catch {
        // The database is gone (its app closed): nothing left to count against.
        meters.delete(id);
        continue;
      }
      const now = Date.now();
      const idle = (c: Counter) => !c.pending && !c.writing && (!c.known || c.known.until <= now);
      if (idle(meter.requests) && idle(meter.cost)) meters.delete(id);
    }
  });
  return flushing;
}

/** What a GraphQL answer tells a key about its cost (`extensions.cost`). */
export interface CostReport {
  requested: number;
  limitPerMinute: number;
  remaining: number;
  resetSeconds: number;
}

// Keyed by the request's caller function: Apollo hands resolvers a copy of the context object, but
// the copy holds the same function, one per request.
const charged = new WeakMap<Ctx['caller'], Promise<CostReport | null>>();

/**
 * Charges a GraphQL operation's cost to the calling key, once per request (null for a caller
 * that is not a key). Refused with RATE_LIMITED when the minute's budget cannot pay for it; a
 * refused query costs nothing.
 */
export function chargeKeyCost(ctx: Ctx, cost: number): Promise<CostReport | null> {
  let result = charged.get(ctx.caller);
  if (!result) charged.set(ctx.caller, (result = charge(ctx, cost)));
  return result;
}

async function charge(ctx: Ctx, cost: number): Promise<CostReport | null> {
  if (!ctx.token?.startsWith('pk_')) return null;
  const caller = await ctx.caller();
  if (caller.kind !== 'builder' || !caller.key) return null;
  const grant = caller.key;
  const usage = usageOf.get(grant)!;
  const limit = grant.costPerMinute;
  const meter = meterOf(usage.db, grant.id);
  const spent = counted(meter.cost, usage.costSpent);
  if (spent + cost > limit) {
    throw new AppError(
      'RATE_LIMITED',
      cost > limit
        ? `This query costs ${cost}, more than this API key’s ${limit} a minute — ask for fewer items per page, or raise the key’s limit in Settings → API keys.`
        : `This API key has spent ${spent} of its GraphQL cost of ${limit} this minute, and this query costs ${cost}. Try again in ${usage.costResetSeconds} s.`,
      undefined,
      usage.costResetSeconds,
    );
  }
  const total = count(meter.cost, usage.costSpent, cost);
  return { requested: cost, limitPerMinute: limit, remaining: Math.max(0, limit - total), resetSeconds: usage.costResetSeconds };
}

/**
 * Before any /v1 or /graphql request of a key (ahead of the tenant gate, so a refused request takes
 * no turn): the request counted, the RateLimit headers, and the refusal once the minute's requests
 * are spent.
 */
export function registerApiKeyLimits(app: FastifyInstance) {
  app.addHook('onClose', () => flushKeyUsage());
  app.addHook('preHandler', async (request, reply) => {
    if (!request.ctx.token?.startsWith('pk_')) return;
    const url = request.url;
    if (!url.startsWith('/v1/') && !url.startsWith('/graphql')) return;
    const caller = await request.ctx.caller();
    if (caller.kind !== 'builder' || !caller.key) return;
    const usage = usageOf.get(caller.key)!;
    const meter = meterOf(usage.db, caller.key.id);
    meter.touch ||= usage.stale;
    const requests = count(meter.requests, usage.requests, 1);
    const limit = caller.key.requestsPerMinute;
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - requests)));
    reply.header('ratelimit-reset', String(usage.resetSeconds));
    if (requests > limit) {
      const refusal = new AppError(
        'RATE_LIMITED',
        `This API key has made its ${limit} requests for this minute. Try again in ${usage.resetSeconds} s, or raise its limit in Settings → API keys.`,
        undefined,
        usage.resetSeconds,
      );
      return sendError(refusal, request, reply);
    }
  });
}
