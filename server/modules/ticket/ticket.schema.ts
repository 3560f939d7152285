import { z } from 'zod';

/** The answers of the ticket operations as they go over the wire. */

const status = z.enum(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']);
const person = (id: string, description: string) =>
  z.object({ id: z.uuid(), name: z.string(), email: z.string() }).meta({ id, description });

export const ticketAssigneeSchema = person('TicketAssignee', 'A member of the workspace a ticket may be assigned to.');

export const ticketSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    number: z.number().int(),
    subject: z.string(),
    status,
    priority: z.enum(['LOW', 'MEDIUM', 'HIGH', 'URGENT']),
    customer: person('TicketCustomer', 'The customer who raised the ticket.'),
    assignee: ticketAssigneeSchema.nullable(),
    unread: z.boolean(),
    messageCount: z.number().int(),
    lastMessageAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Ticket', description: 'A support request of a customer, numbered per portal.' });

export const ticketPageSchema = z
  .object({ items: z.array(ticketSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'TicketPage', description: 'One page of tickets, most recently active first.' });

export const attachmentSchema = z
  .object({ id: z.uuid(), url: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() })
  .meta({
    id: 'TicketAttachment',
    description:
      'A file on a ticket message (or uploaded for the next one: send its id in attachmentIds). `url` is a signed link that works for about an hour; read the ticket again for a fresh one.',
  });

export const ticketDetailSchema = ticketSchema
  .extend({
    messages: z.array(
      z
        .object({
          id: z.uuid(),
          ticketId: z.uuid(),
          authorType: z.enum(['USER', 'CUSTOMER']),
          authorName: z.string(),
          internal: z.boolean(),
          body: z.string(),
          attachments: z.array(attachmentSchema),
          createdAt: z.iso.datetime(),
        })
        .meta({ id: 'TicketMessage', description: 'One message of a ticket’s thread.' }),
    ),
    allowedTransitions: z.array(status),
  })
  .meta({ id: 'TicketDetail', description: 'A ticket with its thread, oldest message first.' });

export const unreadCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'UnreadTicketCount', description: 'Tickets with unread customer messages.' });
