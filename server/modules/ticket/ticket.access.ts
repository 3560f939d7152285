import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import { memberships, portals, tickets, type PortalRow, type TicketRow } from '../../../db/schema/index.js';
import { memberOfPortal, requireInPortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { preparedPerDb } from '../../core/prepared.js';

/** A ticket of a portal the builder may use (ticket, portal and membership in one statement), or NOT_FOUND. */
export function requireTicket(ctx: Ctx, id: string): Promise<{ builder: Builder; ticket: TicketRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'ticket', id, async (db, q) => (await ticketStatement(db).execute(q))[0]);
}

const ticketStatement = preparedPerDb((db: Db) =>
  db
    .select({ ticket: tickets, portal: portals })
    .from(tickets)
    .innerJoin(portals, eq(portals.id, tickets.portalId))
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(tickets.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_ticket'),
);
