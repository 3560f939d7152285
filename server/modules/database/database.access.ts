import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import {
  collectionRecords,
  collections,
  memberships,
  portals,
  type CollectionRecordRow,
  type CollectionRow,
} from '../../../db/schema/index.js';
import { memberOfPortal, requireInPortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { preparedPerDb } from '../../core/prepared.js';

/** The database domain's access helpers, built on core's requireInPortal. */

export interface CollectionAccess {
  builder: Builder;
  collection: CollectionRow;
  /** The workspace the collection's portal belongs to: whose quotas a write counts against. */
  workspaceId: string;
}

/** A collection the builder may see (through its portal's workspace), or NOT_FOUND. */
export function requireCollection(ctx: Ctx, id: string): Promise<CollectionAccess> {
  return requireInPortal(ctx, 'collection', id, async (db, q) => (await collectionStatement(db).execute(q))[0]);
}

// Every records request starts with this check: prepared once per database (one round trip).
const collectionStatement = preparedPerDb((db: Db) =>
  db
    .select({ collection: collections, workspaceId: portals.workspaceId })
    .from(collections)
    .innerJoin(portals, eq(portals.id, collections.portalId))
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(collections.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_collection'),
);

/** A record and its collection, when the builder may see them; NOT_FOUND otherwise. */
export function requireRecord(ctx: Ctx, id: string): Promise<CollectionAccess & { record: CollectionRecordRow }> {
  return requireInPortal(ctx, 'record', id, async (db, q) => (await recordStatement(db).execute(q))[0]);
}

const recordStatement = preparedPerDb((db: Db) =>
  db
    .select({ collection: collections, record: collectionRecords, workspaceId: portals.workspaceId })
    .from(collectionRecords)
    .innerJoin(collections, eq(collections.id, collectionRecords.collectionId))
    .innerJoin(portals, eq(portals.id, collections.portalId))
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(collectionRecords.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_record'),
);
