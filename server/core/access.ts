import { and, eq, sql } from 'drizzle-orm';
import { collectionRecords, collections, memberships, portals, type CollectionRecordRow, type CollectionRow, type PortalRow } from '../../db/schema/index.js';
import type { Db } from '../../db/index.js';
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

/** A collection the builder may see (through its portal's workspace), or NOT_FOUND. */
export async function requireCollection(ctx: Ctx, id: string): Promise<{ builder: Builder; collection: CollectionRow }> {
  const builder = await requireBuilder(ctx);
  if (!UUID.test(id)) throw notFound('collection');
  const [row] = await collectionStatement(ctx.db).execute({ userId: builder.user.id, id });
  if (!row) throw notFound('collection');
  return { builder, collection: row.collection };
}

// Every records request starts with this check: prepared once per database (one round trip).
const collectionStatements = new WeakMap<Db, ReturnType<typeof prepareCollection>>();
const prepareCollection = (db: Db) =>
  db
    .select({ collection: collections })
    .from(collections)
    .innerJoin(portals, eq(portals.id, collections.portalId))
    .innerJoin(memberships, and(eq(memberships.workspaceId, portals.workspaceId), eq(memberships.userId, sql.placeholder('userId'))))
    .where(eq(collections.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_collection');
function collectionStatement(db: Db) {
  let statement = collectionStatements.get(db);
  if (!statement) collectionStatements.set(db, (statement = prepareCollection(db)));
  return statement;
}

/** A record and its collection, when the builder may see them; NOT_FOUND otherwise. */
export async function requireRecord(ctx: Ctx, id: string): Promise<{ builder: Builder; collection: CollectionRow; record: CollectionRecordRow }> {
  const builder = await requireBuilder(ctx);
  if (!UUID.test(id)) throw notFound('record');
  const [row] = await ctx.db
    .select({ collection: collections, record: collectionRecords })
    .from(collectionRecords)
    .innerJoin(collections, eq(collections.id, collectionRecords.collectionId))
    .innerJoin(portals, eq(portals.id, collections.portalId))
    .innerJoin(memberships, and(eq(memberships.workspaceId, portals.workspaceId), eq(memberships.userId, builder.user.id)))
    .where(eq(collectionRecords.id, id))
    .limit(1);
  if (!row) throw notFound('record');
  return { builder, ...row };
}
