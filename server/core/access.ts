import { and, eq, sql } from 'drizzle-orm';
import { memberships, portals, type PortalRow } from '../../db/schema/index.js';
import type { Caller, Ctx } from './context.js';
import { notFound, unauthenticated } from './errors.js';

export type Builder = Extract<Caller, { kind: 'builder' }>;

/** The signed-in builder, or UNAUTHENTICATED. Every builder-only service starts here. */
export async function requireBuilder(ctx: Ctx): Promise<Builder> {
  const caller = await ctx.caller();
  if (caller.kind !== 'builder') throw unauthenticated();
  return caller;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one tenancy check for a portal and, through it, everything that hangs off it: the portal
 * when it belongs to a workspace the signed-in builder is a member of, NOT_FOUND otherwise
 * (never a hint that another tenant's portal exists).
 */
export async function requirePortal(ctx: Ctx, target: { id: string } | { slug: string }): Promise<{ builder: Builder; portal: PortalRow }> {
  const builder = await requireBuilder(ctx);
  if ('id' in target && !UUID.test(target.id)) throw notFound('portal');
  const [row] = await ctx.db
    .select({ portal: portals })
    .from(portals)
    .innerJoin(memberships, and(eq(memberships.workspaceId, portals.workspaceId), eq(memberships.userId, builder.user.id)))
    .where('id' in target ? eq(portals.id, target.id) : sql`lower(${portals.slug}) = lower(${target.slug})`)
    .limit(1);
  if (!row) throw notFound('portal');
  return { builder, portal: row.portal };
}
