import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { apiKeys, memberships, users, type ApiKeyRow } from '../../../db/schema/index.js';
import { requireRole, requireWorkspace } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { hashToken } from '../../core/tokens.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { API_RESOURCES, API_SCOPES } from './apikey.schema.js';
import { API_KEY_PREFIX, apiKeyEmail, newApiKeySecret } from './apikey.token.js';

/**
 * A workspace's API keys (issue 30). Admins and owners make, list and revoke them; a key never
 * manages keys (these operations declare no scope). Each key gets a user row of its own (kind
 * API_KEY) that is an ADMIN member of the workspace: the tenancy checks, which join a caller's
 * membership, hold for it unchanged, and what it creates is "by" the key. Its scopes narrow what
 * it may call; OWNER-only actions (deleting a portal) stay with people.
 */
export const MAX_ACTIVE_KEYS = 50;
const NAME_MAX = 80;
const MAX_EXPIRY_DAYS = 3 * 366;

export const createInput = z.strictObject({
  name: text('a name for the key')
    .trim()
    .min(1, 'Please enter a name for the key, like “Zapier” or “Reporting”.')
    .max(NAME_MAX, `A key’s name has at most ${NAME_MAX} characters.`)
    .refine((v) => !v.includes('\u0000'), 'A key’s name cannot contain a NUL character.'),
  scopes: z
    .array(z.string('Each scope is text, like database:read.'), 'Choose the scopes the key needs, like ["database:read"].')
    .min(1, 'Choose at least one scope.')
    .max(API_SCOPES.length, `There are ${API_SCOPES.length} scopes; send each once.`)
    .refine((list) => list.every((s) => API_SCOPES.includes(s)), {
      message: `Scopes are ${API_SCOPES.slice(0, 4).join(', ')} … (one read and one write per domain: ${Object.keys(API_RESOURCES).join(', ')}).`,
    })
    .refine((list) => new Set(list).size === list.length, 'Send each scope once.'),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Send the expiry as a date and time, like 2027-01-31T00:00:00Z, or null for none.' })
    .nullish()
    .refine((v) => !v || Date.parse(v) > Date.now() + 60_000, 'Choose an expiry in the future.')
    .refine((v) => !v || Date.parse(v) < Date.now() + MAX_EXPIRY_DAYS * 86_400_000, 'Choose an expiry within three years.'),
  requestsPerMinute: z
    .number('Send the requests per minute as a whole number.')
    .int('Send the requests per minute as a whole number.')
    .min(1, 'Allow at least 1 request a minute.')
    .max(10_000, 'At most 10,000 requests a minute.')
    .nullish(),
  costPerMinute: z
    .number('Send the GraphQL cost per minute as a whole number.')
    .int('Send the GraphQL cost per minute as a whole number.')
    .min(1_000, 'Allow a GraphQL cost of at least 1,000 a minute.')
    .max(5_000_000, 'At most a GraphQL cost of 5,000,000 a minute.')
    .nullish(),
});

export const revokeInput = z.strictObject({ id: fields.uuid('the key') });

const creator = alias(users, 'creator');

/** The key as the API answers it. */
function shape(row: ApiKeyRow & { createdByName: string | null }) {
  const status = row.revokedAt ? 'REVOKED' : row.expiresAt && row.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'ACTIVE';
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    status: status as 'ACTIVE' | 'EXPIRED' | 'REVOKED',
    requestsPerMinute: row.requestsPerMinute,
    costPerMinute: row.costPerMinute,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function adminWorkspace(ctx: Ctx, action: string) {
  const access = await requireWorkspace(ctx);
  requireRole(access.workspace.role, 'ADMIN', action);
  return access;
}

const selection = {
  key: apiKeys,
  createdByName: sql<string | null>`nullif(trim(${creator.firstName} || ' ' || ${creator.lastName}), '')`,
};

export async function listApiKeys(ctx: Ctx) {
  const { workspace } = await adminWorkspace(ctx, 'see its API keys');
  const rows = await ctx.db
    .select(selection)
    .from(apiKeys)
    .leftJoin(creator, eq(creator.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.workspaceId, workspace.id))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt))
    .limit(200);
  return rows.map((r) => shape({ ...r.key, createdByName: r.createdByName }));
}

export async function createApiKey(ctx: Ctx, raw: unknown) {
  const input = parseInput(createInput, raw);
  const { builder, workspace } = await adminWorkspace(ctx, 'make API keys');
  const secret = newApiKeySecret();
  const creatorName = `${builder.user.firstName} ${builder.user.lastName}`.trim() || null;
  const keyId = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    // The cap is counted under a lock on the workspace's keys, so parallel requests cannot pass it together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'api-keys:' + workspace.id}))`);
    const [{ active }] = (await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.workspaceId, workspace.id), isNull(apiKeys.revokedAt)))) as [{ active: number }];
    if (active >= MAX_ACTIVE_KEYS)
      throw new AppError('CONFLICT', `A workspace has at most ${MAX_ACTIVE_KEYS} active API keys — revoke one you no longer use first.`);
    const [user] = await tx
      .insert(users)
      .values({
        kind: 'API_KEY',
        email: apiKeyEmail(keyId),
        firstName: input.name,
        lastName: '(API key)',
        currentWorkspaceId: workspace.id,
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ workspaceId: workspace.id, userId: user!.id, role: 'ADMIN' });
    const [key] = await tx
      .insert(apiKeys)
      .values({
        id: keyId,
        workspaceId: workspace.id,
        userId: user!.id,
        name: input.name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + 8),
        tokenHash: hashToken(secret),
        scopes: [...input.scopes].sort(),
        requestsPerMinute: input.requestsPerMinute ?? 600,
        costPerMinute: input.costPerMinute ?? 250_000,
        createdByUserId: builder.user.id,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    return key!;
  });
  return { key: shape({ ...row, createdByName: creatorName }), secret };
}

/** Revokes a key of the current workspace: its next request is refused. Revoking twice answers the key as it is. */
export async function revokeApiKey(ctx: Ctx, raw: unknown) {
  const input = parseInput(revokeInput, raw);
  const { workspace } = await adminWorkspace(ctx, 'revoke API keys');
  const [updated] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.workspaceId, workspace.id)))
    .returning();
  if (!updated) throw notFound('API key');
  const [row] = await ctx.db
    .select(selection)
    .from(apiKeys)
    .leftJoin(creator, eq(creator.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.id, updated.id));
  return shape({ ...row!.key, createdByName: row!.createdByName });
}

export function apiScopes() {
  return Object.entries(API_RESOURCES).flatMap(([resource, about]) =>
    (['read', 'write'] as const).map((access) => ({
      scope: `${resource}:${access}`,
      resource,
      label: about.label,
      access,
      description: `Lets the key ${access === 'read' ? about.reads : about.writes}.`,
    })),
  );
}
