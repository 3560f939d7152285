import { customerUsers, portals, type CustomerUserRow, type PortalRow } from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';

/** A customer of a portal the builder may use (customer, portal and membership in one statement), or NOT_FOUND. */
export function requireCustomerUser(ctx: Ctx, id: string): Promise<{ builder: Builder; customer: CustomerUserRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'customer', id, customerLoader);
}

const customerLoader = inPortalLoader('require_customer_user', {
  select: { customer: customerUsers, portal: portals },
  from: customerUsers,
  portalId: customerUsers.portalId,
});
