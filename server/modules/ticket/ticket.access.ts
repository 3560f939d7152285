import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import { customerUsers, portals, tickets, type CustomerUserRow, type PortalRow, type TicketRow } from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal, type Builder, type Customer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { ownedBy, requireOwn } from '../../core/customer-access.js';
import { preparedPerDb } from '../../core/prepared.js';

/** A ticket of a portal the builder may use (ticket, portal and membership in one statement), or NOT_FOUND. */
export function requireTicket(ctx: Ctx, id: string): Promise<{ builder: Builder; ticket: TicketRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'ticket', id, ticketLoader);
}

const ticketLoader = inPortalLoader('require_ticket', {
  select: { ticket: tickets, portal: portals },
  from: tickets,
  portalId: tickets.portalId,
});

/** The signed-in customer's own ticket in their portal, with the portal and them; NOT_FOUND for anyone else's. */
export function requireOwnTicket(
  ctx: Ctx,
  id: string,
): Promise<{ caller: Customer; ticket: TicketRow; portal: PortalRow; customer: CustomerUserRow }> {
  return requireOwn(ctx, 'ticket', id, async (db, q) => (await ownTicketStatement(db).execute(q))[0]);
}

const ownTicketStatement = preparedPerDb((db: Db) =>
  db
    .select({ ticket: tickets, portal: portals, customer: customerUsers })
    .from(tickets)
    .innerJoin(portals, eq(portals.id, tickets.portalId))
    .innerJoin(customerUsers, eq(customerUsers.id, tickets.customerId))
    .where(and(eq(tickets.id, sql.placeholder('id')), ownedBy(tickets)))
    .limit(1)
    .prepare('own_ticket'),
);
