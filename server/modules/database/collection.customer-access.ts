import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { collectionRecords as records, collections, type CollectionField } from '../../../db/schema/index.js';
import type { Db } from '../../../db/index.js';
import { requireCustomer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { requireOwn } from '../../core/customer-access.js';
import { badInput, notFound } from '../../core/errors.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page, type TimeKey } from '../../core/pagination.js';
import { preparedPerDb } from '../../core/prepared.js';
import { fields as common, parseInput } from '../../core/validation.js';
import { withFileUrls } from './database.attachments.js';
import { requireCollection } from './database.access.js';
import { readField } from './database.fields.js';
import { countRecords, toView, type CollectionView } from './collection.service.js';

/**
 * Collections shared with a portal's customers: NONE, or CUSTOMER_FIELD — each signed-in customer
 * reads (never writes) the records whose CUSTOMER field `fieldKey` names them.
 */

export const accessInput = z.strictObject({
  id: common.uuid('the collection id'),
  mode: z.enum(['NONE', 'CUSTOMER_FIELD'], 'The access is NONE or CUSTOMER_FIELD.'),
  fieldKey: z.string('The field is its key.').max(100).nullable().optional(),
});

export async function setCustomerAccess(ctx: Ctx, input: unknown): Promise<CollectionView> {
  const { id, mode, fieldKey } = parseInput(accessInput, input);
  const { collection } = await requireCollection(ctx, id);
  if (mode === 'CUSTOMER_FIELD' && !collection.fields.some((f) => f.key === fieldKey && f.type === 'CUSTOMER'))
    throw badInput({ fieldKey: 'Choose a Customer field of this collection: customers see the records where it names them.' });
  const [row] = await ctx.db
    .update(collections)
    .set({ customerAccess: mode, customerFieldKey: mode === 'NONE' ? null : fieldKey!, updatedAt: new Date() })
    .where(eq(collections.id, id))
    .returning();
  return toView(row!, await countRecords(ctx, id));
}

export interface CustomerCollection {
  id: string;
  name: string;
  slug: string;
  fields: CollectionField[];
}

/** The collections of the customer's portal shared with customers, oldest first. */
export async function listCustomerCollections(ctx: Ctx): Promise<CustomerCollection[]> {
  const caller = await requireCustomer(ctx);
  const rows = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.portalId, caller.portalId), eq(collections.customerAccess, 'CUSTOMER_FIELD')))
    .orderBy(collections.createdAt);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    fields: c.fields.filter((f) => f.key !== c.customerFieldKey).map(readField),
  }));
}

/**
 * A collection of the customer's portal shared with its customers, or NOT_FOUND. Its rule is the
 * portal's, not the customer's: which records are theirs is the CUSTOMER field's to say.
 */
async function requireSharedCollection(ctx: Ctx, id: string) {
  const { collection, caller } = await requireOwn(ctx, 'collection', id, async (db, q) => (await sharedStatement(db).execute(q))[0]);
  if (!collection.customerFieldKey) throw notFound('collection');
  return { collection, caller, fieldKey: collection.customerFieldKey };
}

const sharedStatement = preparedPerDb((db: Db) =>
  db
    .select({ collection: collections })
    .from(collections)
    .where(
      and(
        eq(collections.id, sql.placeholder('id')),
        eq(collections.portalId, sql.placeholder('portalId')),
        eq(collections.customerAccess, 'CUSTOMER_FIELD'),
      ),
    )
    .limit(1)
    .prepare('shared_collection'),
);

export const recordsInput = z.strictObject({ collectionId: common.uuid('the collection id'), ...pageInput });

/** One page of the customer's own records of a shared collection (newest first). */
export async function listCustomerRecords(
  ctx: Ctx,
  input: unknown,
): Promise<Page<{ id: string; data: Record<string, unknown>; createdAt: Date }>> {
  const { collectionId, ...page } = parseInput(recordsInput, input);
  const { collection, caller, fieldKey } = await requireSharedCollection(ctx, collectionId);
  const own = JSON.stringify({ [fieldKey]: caller.customerId });
  const read = (after: TimeKey | undefined, limit: number) =>
    ctx.db
      .select({
        id: records.id,
        collectionId: records.collectionId,
        data: records.data,
        createdAt: records.createdAt,
        cursorAt: cursorAt(records.createdAt),
      })
      .from(records)
      .where(
        and(
          eq(records.collectionId, collection.id),
          // Containment: the collection's GIN index finds the customer's records.
          sql`${records.data} @> ${own}::jsonb`,
          olderThan(records.createdAt, records.id, after),
        ),
      )
      .orderBy(desc(records.createdAt), desc(records.id))
      .limit(limit);
  return keysetPage(page, BY_CREATED, read, (rows) =>
    rows.map((r) => {
      const { data } = withFileUrls(ctx.config, collection, r);
      const { [fieldKey]: _self, ...shown } = data;
      return { id: r.id, data: shown, createdAt: r.createdAt };
    }),
  );
}

const BY_CREATED = newestFirst<{ id: string; cursorAt: string }>((r) => [r.cursorAt, r.id]);
