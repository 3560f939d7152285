import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fixedQuery } from '../../db/index.js';
import type { ApiKeyGrant, Ctx } from './context.js';
import { AppError } from './errors.js';
import { sendError } from './http-errors.js';

/**
 * An API key's per-minute limits (issue 30): requests, and the GraphQL cost of its queries. Both are
 * counted in PostgreSQL (rate_limits), so every server process shares them. The request count is
 * taken in the same statement that finds the key (modules/apikey/apikey.caller.ts), so a key's
 * request costs the database no more than a session's; the cost is charged once the query's cost
 * is known. Answers carry RateLimit-Limit, -Remaining and -Reset (seconds); past a limit, 429
 * RATE_LIMITED with Retry-After.
 */
export const KEY_WINDOW_SECONDS = 60;

/** Where a key stood against its limits when this request found it. */
export interface KeyUsage {
  /** Requests in the current window, this one included. */
  requests: number;
  /** Seconds until the request window starts afresh. */
  resetSeconds: number;
  /** GraphQL cost spent in the current cost window, before this request. */
  costSpent: number;
  /** Seconds until the cost window starts afresh. */
  costResetSeconds: number;
}

const usageOf = new WeakMap<ApiKeyGrant, KeyUsage>();
export const noteKeyUsage = (grant: ApiKeyGrant, usage: KeyUsage) => void usageOf.set(grant, usage);

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
  let pending = charged.get(ctx.caller);
  if (!pending) charged.set(ctx.caller, (pending = charge(ctx, cost)));
  return pending;
}

const addCost = fixedQuery<{ count: number; reset_seconds: number }>(sql`
  insert into rate_limits (key, count, reset_at)
  values (${sql.placeholder('key')}, ${sql.placeholder('cost')}, now() + make_interval(secs => ${KEY_WINDOW_SECONDS}))
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
    reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
  returning count, greatest(ceil(extract(epoch from reset_at - now())), 1)::int as reset_seconds`);

async function charge(ctx: Ctx, cost: number): Promise<CostReport | null> {
  if (!ctx.token?.startsWith('pk_')) return null;
  const caller = await ctx.caller();
  if (caller.kind !== 'builder' || !caller.key) return null;
  const grant = caller.key;
  const usage = usageOf.get(grant)!;
  const limit = grant.costPerMinute;
  if (usage.costSpent + cost > limit) {
    throw new AppError(
      'RATE_LIMITED',
      cost > limit
        ? `This query costs ${cost}, more than this API key’s ${limit} a minute — ask for fewer items per page, or raise the key’s limit in Settings → API keys.`
        : `This API key has spent ${usage.costSpent} of its GraphQL cost of ${limit} this minute, and this query costs ${cost}. Try again in ${usage.costResetSeconds} s.`,
      undefined,
      usage.costResetSeconds,
    );
  }
  const [row] = await addCost(ctx.db, { key: `api-key:cost:${grant.id}`, cost });
  return {
    requested: cost,
    limitPerMinute: limit,
    remaining: Math.max(0, limit - Number(row!.count)),
    resetSeconds: Number(row!.reset_seconds),
  };
}

/**
 * Before any /v1 or /graphql request of a key (ahead of the tenant gate, so a refused request takes
 * no turn): the RateLimit headers, and the refusal once the minute's requests are spent.
 */
export function registerApiKeyLimits(app: FastifyInstance) {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.ctx.token?.startsWith('pk_')) return;
    const url = request.url;
    if (!url.startsWith('/v1/') && !url.startsWith('/graphql')) return;
    const caller = await request.ctx.caller();
    if (caller.kind !== 'builder' || !caller.key) return;
    const usage = usageOf.get(caller.key)!;
    const limit = caller.key.requestsPerMinute;
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - usage.requests)));
    reply.header('ratelimit-reset', String(usage.resetSeconds));
    if (usage.requests > limit) {
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
