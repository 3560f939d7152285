import { sql } from 'drizzle-orm';
import { fixedQuery } from '../../../db/index.js';
import type { UserRow } from '../../../db/schema/index.js';
import { KEY_WINDOW_SECONDS, noteKeyUsage } from '../../core/api-key-usage.js';
import type { ApiKeyGrant, Caller, Deps } from '../../core/context.js';
import { hashToken } from '../../core/tokens.js';
import { apiKeyEmail } from './apikey.token.js';

/**
 * One statement per request, like a session's: finds the key (not revoked, not expired), counts the
 * request against its per-minute window in rate_limits (shared by every server process, as the
 * sign-in limits are), reads the GraphQL cost spent this minute, and notes the key as used (at
 * most once a minute, so a busy key does not write its row on every request).
 */
const resolveKey = fixedQuery<{
  id: string;
  name: string;
  user_id: string;
  workspace_id: string;
  scopes: string[];
  requests_per_minute: number;
  cost_per_minute: number;
  created_at: string;
  requests: number;
  reset_seconds: number;
  cost_spent: number | null;
  cost_reset_seconds: number | null;
}>(sql`
  with k as (
    select id, name, user_id, workspace_id, scopes, requests_per_minute, cost_per_minute, created_at
    from api_keys
    where token_hash = ${sql.placeholder('hash')} and revoked_at is null and (expires_at is null or expires_at > now())
  ),
  hit as (
    insert into rate_limits (key, count, reset_at)
    select 'api-key:requests:' || k.id, 1, now() + make_interval(secs => ${KEY_WINDOW_SECONDS}) from k
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at
  ),
  -- A data-modifying WITH runs once whether or not the query reads it.
  used as (
    update api_keys set last_used_at = now()
    where id = (select id from k) and (last_used_at is null or last_used_at < now() - interval '1 minute')
    returning id
  )
  select k.id, k.name, k.user_id, k.workspace_id, k.scopes, k.requests_per_minute, k.cost_per_minute,
         to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
         hit.count as requests,
         greatest(ceil(extract(epoch from hit.reset_at - now())), 1)::int as reset_seconds,
         c.count as cost_spent,
         greatest(ceil(extract(epoch from c.reset_at - now())), 1)::int as cost_reset_seconds
  from k cross join hit
  left join rate_limits c on c.key = 'api-key:cost:' || k.id and c.reset_at > now()`);

/** The caller of a `pk_…` token: a builder acting through the key's own user row, with the key's grant; anonymous when no key matches. */
export async function resolveApiKey(deps: Deps, token: string): Promise<Caller> {
  const [row] = await resolveKey(deps.db, { hash: hashToken(token) });
  if (!row) return { kind: 'anonymous' };
  const grant: ApiKeyGrant = {
    id: row.id,
    name: row.name,
    workspaceId: row.workspace_id,
    scopes: row.scopes,
    requestsPerMinute: row.requests_per_minute,
    costPerMinute: row.cost_per_minute,
  };
  noteKeyUsage(grant, {
    requests: Number(row.requests),
    resetSeconds: Number(row.reset_seconds),
    costSpent: Number(row.cost_spent ?? 0),
    costResetSeconds: Number(row.cost_reset_seconds ?? KEY_WINDOW_SECONDS),
  });
  const createdAt = new Date(row.created_at);
  // The key's user row as apikey.service.ts wrote it (nothing in it changes afterwards): no second read.
  const user: UserRow = {
    id: row.user_id,
    kind: 'API_KEY',
    email: apiKeyEmail(row.id),
    passwordHash: null,
    firstName: row.name,
    lastName: '(API key)',
    username: null,
    timezone: 'UTC',
    profileImageUrl: null,
    bio: '',
    emailVerifiedAt: null,
    googleSubject: null,
    pageVisits: {},
    currentWorkspaceId: row.workspace_id,
    createdAt,
    updatedAt: createdAt,
  };
  return { kind: 'builder', user, sessionId: row.id, sessionExpiresAt: new Date(8.64e15), key: grant };
}
