import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import { customerUsers, memberships, portals, type CustomerUserRow, type PortalRow } from '../../../db/schema/index.js';
import { memberOfPortal, requireInPortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { preparedPerDb } from '../../core/prepared.js';

/** A customer of a portal the builder may use (customer, portal and membership in one statement), or NOT_FOUND. */
export function requireCustomerUser(ctx: Ctx, id: string): Promise<{ builder: Builder; customer: CustomerUserRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'customer', id, async (db, q) => (await customerStatement(db).execute(q))[0]);
}

const customerStatement = preparedPerDb((db: Db) =>
  db
    .select({ customer: customerUsers, portal: portals })
    .from(customerUsers)
    .innerJoin(portals, eq(portals.id, customerUsers.portalId))
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(customerUsers.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_customer_user'),
);
