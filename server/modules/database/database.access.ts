import { eq } from 'drizzle-orm';
import { collectionRecords, collections, portals, type CollectionRecordRow, type CollectionRow } from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';

/** The database domain's access helpers, built on core's requireInPortal. */

export interface CollectionAccess {
  builder: Builder;
  collection: CollectionRow;
  /** The workspace the collection's portal belongs to: whose quotas a write counts against. */
  workspaceId: string;
}

/** A collection the builder may see (through its portal's workspace), or NOT_FOUND. */
export function requireCollection(ctx: Ctx, id: string): Promise<CollectionAccess> {
  return requireInPortal(ctx, 'collection', id, collectionLoader);
}

// Every records request starts with this check.
const collectionLoader = inPortalLoader('require_collection', {
  select: { collection: collections, workspaceId: portals.workspaceId },
  from: collections,
  portalId: collections.portalId,
});

/** A record and its collection, when the builder may see them; NOT_FOUND otherwise. */
export function requireRecord(ctx: Ctx, id: string): Promise<CollectionAccess & { record: CollectionRecordRow }> {
  return requireInPortal(ctx, 'record', id, recordLoader);
}

const recordLoader = inPortalLoader('require_record', {
  select: { collection: collections, record: collectionRecords, workspaceId: portals.workspaceId },
  from: collectionRecords,
  through: [[collections, eq(collections.id, collectionRecords.collectionId)]],
  portalId: collections.portalId,
});
