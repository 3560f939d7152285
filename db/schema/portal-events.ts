import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { customerUsers } from './customers.js';
import { portals } from './portals.js';

/**
 * What happened in a portal, append-only (customer.invited, customer.signed_in, ticket.created,
 * ticket.answered, …), written in the same transaction as the change it describes. The customer
 * detail shows a customer's; the layout issue adds the portal's feed and analytics on the same rows.
 */
export const portalEvents = pgTable(
  'portal_events',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending: read backwards for the feed's `order by at desc, id desc` (a DESC NULLS LAST index would not serve it).
    index('portal_events_portal_at_idx').on(t.portalId, t.at, t.id),
    index('portal_events_portal_type_at_idx').on(t.portalId, t.type, t.at, t.id),
    index('portal_events_customer_at_idx').on(t.customerId, t.at),
  ],
);

export type PortalEventRow = typeof portalEvents.$inferSelect;
