import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { customerUsers } from './customers.js';
import { portals } from './portals.js';
import { users } from './users.js';

export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** The last ticket number a portal gave out: numbers are per portal (#1, #2, …), taken in the insert's transaction. */
export const portalTicketCounters = pgTable('portal_ticket_counters', {
  portalId: uuid('portal_id')
    .primaryKey()
    .references(() => portals.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A customer's support request. A customer's tickets go with the customer. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('OPEN'),
    priority: text('priority').$type<TicketPriority>().notNull().default('MEDIUM'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The newest message from the customer: the builder's unread marker compares it with ticket_reads. */
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true, mode: 'date' }),
    /** The newest reply the customer can see (not internal notes): the customer's own unread marker. */
    lastBuilderReplyAt: timestamp('last_builder_reply_at', { withTimezone: true, mode: 'date' }),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true, mode: 'date' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tickets_portal_number_key').on(t.portalId, t.number),
    index('tickets_portal_activity_idx').on(t.portalId, t.lastMessageAt, t.id),
    index('tickets_customer_idx').on(t.customerId, t.lastMessageAt),
  ],
);

/** One message of a ticket's thread. `internal` notes are for the builders and never reach the customer. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    authorType: text('author_type').$type<'USER' | 'CUSTOMER'>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorCustomerId: uuid('author_customer_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** When each builder last read a ticket (the unread marker is per builder). */
export const ticketReads = pgTable(
  'ticket_reads',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
