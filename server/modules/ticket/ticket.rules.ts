import type { TicketStatus } from '../../../db/schema/index.js';

/**
 * The ticket's state machine, as data. Reopening is going back to OPEN from RESOLVED or CLOSED.
 * A builder's public reply moves an OPEN ticket to IN_PROGRESS (someone is on it); a customer's
 * reply to a RESOLVED ticket reopens it; nobody replies to a CLOSED one without reopening it.
 */
export const TRANSITIONS: Record<TicketStatus, TicketStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED', 'CLOSED'],
  IN_PROGRESS: ['OPEN', 'RESOLVED', 'CLOSED'],
  RESOLVED: ['OPEN', 'CLOSED'],
  CLOSED: ['OPEN'],
};

/** What a customer may do to their own ticket: close it, or reopen it. */
export const CUSTOMER_TRANSITIONS: Record<TicketStatus, TicketStatus[]> = {
  OPEN: ['CLOSED'],
  IN_PROGRESS: ['CLOSED'],
  RESOLVED: ['OPEN', 'CLOSED'],
  CLOSED: ['OPEN'],
};

/** A ticket's subject, as both the builder and the customer type it. */
export const TICKET_SUBJECT_MAX = 200;
/** Files one message takes. */
export const MAX_ATTACHMENTS = 10;

/** How a status reads to builders and customers alike. */
export const STATUS_LABEL: Record<TicketStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
};
