import { sql } from 'drizzle-orm';
import { fixedQuery } from '../../../db/index.js';
import type { UserRow } from '../../../db/schema/index.js';
import { KEY_WINDOW_SECONDS, noteKeyUsage } from '../../core/api-key-usage.js';
import type { ApiKeyGrant, Caller, Deps } from '../../core/context.js';
import { hashToken } from '../../core/tokens.js';
import { apiKeyEmail } from './apikey.token.js';

/**
 * One read per request, like a session's: the key (not revoked, not expired) with what its counters
 * in rate_limits held a moment ago (requests this minute, GraphQL cost this minute). This request
 * and its cost are counted by the meter (core/api-key-usage.ts), which adds them to those rows a
 * tenth of a second later, so a key's request writes nothing while it is answered.
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
  stale: boolean;
  requests: number | null;
  reset_seconds: number | null;
  cost_spent: number | null;
  cost_reset_seconds: number | null;
}>(sql`
  select k.id, k.name, k.user_id, k.workspace_id, k.scopes, k.requests_per_minute, k.cost_per_minute,
         to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
         (k.last_used_at is null or k.last_used_at < now() - interval '1 minute') as stale,
         r.count as requests,
         ceil(extract(epoch from r.reset_at - now()))::int as reset_seconds,
         c.count as cost_spent,
         ceil(extract(epoch from c.reset_at - now()))::int as cost_reset_seconds
  from api_keys k
  left join rate_limits r on r.key = 'api-key:requests:' || k.id::text and r.reset_at > now()
  left join rate_limits c on c.key = 'api-key:cost:' || k.id::text and c.reset_at > now()
  where k.token_hash = ${sql.placeholder('hash')} and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
  limit 1`);

/** The caller of a `pk_…` token: a builder acting through the key's own user row, with the key's grant; anonymous when no key matches. */
export async function resolveApiKey(deps: Deps, token: string): Promise<Caller> {
  const [row] = await resolveKey(deps.db, { hash: hashToken(token) });
  if (!row) return { kind: 'anonymous', staleKey: true };
  const grant: ApiKeyGrant = {
    id: row.id,
    name: row.name,
    workspaceId: row.workspace_id,
    scopes: row.scopes,
    requestsPerMinute: row.requests_per_minute,
    costPerMinute: row.cost_per_minute,
  };
  noteKeyUsage(deps.db, grant, {
    requests: Number(row.requests ?? 0),
    resetSeconds: Math.max(1, Number(row.reset_seconds ?? KEY_WINDOW_SECONDS)),
    costSpent: Number(row.cost_spent ?? 0),
    costResetSeconds: Math.max(1, Number(row.cost_reset_seconds ?? KEY_WINDOW_SECONDS)),
    stale: row.stale,
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
