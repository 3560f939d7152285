import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route } from '../../core/rest.js';
import * as own from './ticket.customer.service.js';
import { deletedTicketSchema, ticketAssigneeSchema, ticketDetailSchema, ticketPageSchema, unreadCountSchema } from './ticket.schema.js';
import * as tickets from './ticket.service.js';

export async function ticketRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/tickets/list',
    {
      summary: 'The tickets of a portal, most recently active first, filtered',
      input: tickets.listInput,
      data: ticketPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => tickets.listTickets(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/tickets',
    {
      summary: 'One ticket with its whole thread (marks it read)',
      input: tickets.idInput,
      data: ticketDetailSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => tickets.getTicket(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/tickets',
    {
      summary: 'Open a ticket for a customer (they are emailed)',
      input: tickets.createInput,
      data: ticketDetailSchema,
      status: 201,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => tickets.createTicket(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/tickets',
    {
      summary: 'Change a ticket’s status, priority, assignee or subject',
      input: tickets.updateInput,
      data: ticketDetailSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => tickets.updateTicket(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/tickets',
    { summary: 'Delete a ticket and its thread', input: tickets.idInput, data: deletedTicketSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => tickets.deleteTicket(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/tickets/messages',
    {
      summary: 'Reply to the customer, or add an internal note they never see',
      input: tickets.replyInput,
      data: ticketDetailSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => tickets.replyToTicket(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/tickets/assignees',
    {
      summary: 'Who tickets of the portal may be assigned to',
      input: tickets.portalInput,
      data: z.array(ticketAssigneeSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => tickets.ticketAssignees(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/tickets/unread-count',
    {
      summary: 'How many open tickets have customer messages you have not read',
      input: tickets.portalInput,
      data: unreadCountSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => tickets.unreadCount(ctx, query(req)),
  );

  route(
    app,
    'GET',
    '/customer/tickets/list',
    { summary: 'The signed-in customer’s tickets', access: 'customer', input: own.listInput, data: ticketPageSchema },
    (ctx, req) => own.listOwnTickets(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/customer/tickets',
    {
      summary: 'One of the customer’s tickets with its thread',
      access: 'customer',
      input: own.idInput,
      data: ticketDetailSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => own.getOwnTicket(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/customer/tickets',
    {
      summary: 'Raise a ticket (the portal’s team is emailed)',
      access: 'customer',
      input: own.createInput,
      data: ticketDetailSchema,
      status: 201,
    },
    (ctx, req) => own.raiseTicket(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/customer/tickets/messages',
    {
      summary: 'Answer on one of the customer’s tickets',
      access: 'customer',
      input: own.replyInput,
      data: ticketDetailSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => own.replyAsCustomer(ctx, body(req)),
  );
  route(
    app,
    'PUT',
    '/customer/tickets/status',
    {
      summary: 'Close or reopen one of the customer’s tickets',
      access: 'customer',
      input: own.statusInput,
      data: ticketDetailSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => own.setOwnStatus(ctx, body(req)),
  );
}
