import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPrivateFile } from '../../core/files.routes.js';
import { CUSTOMER_FILES, describeFilePart, openPrivateUpload, PRIVATE_FILE_TYPES } from '../../core/private-files.js';
import { body, query, route, type RestOperation } from '../../core/rest.js';
import * as attachments from './ticket.attachments.js';
import * as own from './ticket.customer.service.js';
import {
  attachmentSchema,
  deletedTicketSchema,
  ticketAssigneeSchema,
  ticketDetailSchema,
  ticketPageSchema,
  unreadCountSchema,
} from './ticket.schema.js';
import * as tickets from './ticket.service.js';

const teamDownload: RestOperation = {
  summary: 'Download an attachment of a ticket (internal notes’ too): nosniff, and anything but an image as a download',
  input: attachments.downloadInput,
  produces: PRIVATE_FILE_TYPES,
  errors: ['NOT_FOUND'],
};
const customerDownload: RestOperation = {
  summary: 'Download an attachment of one of the customer’s tickets: nosniff, and anything but an image as a download',
  input: attachments.downloadInput,
  produces: PRIVATE_FILE_TYPES,
  access: 'customer',
  errors: ['NOT_FOUND'],
};

export async function ticketRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/tickets/attachments',
    {
      summary: 'Upload a file for a reply or an internal note on a ticket; send its id in attachmentIds',
      upload: { fields: attachments.teamUploadInput, file: describeFilePart(CUSTOMER_FILES) },
      data: attachmentSchema,
      status: 201,
      errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
    },
    async (ctx, req) => attachments.uploadTeamAttachment(ctx, await openPrivateUpload(req)),
  );
  app.get('/tickets/attachments/download', { config: { operation: teamDownload } }, async (request, reply) => {
    const file = await attachments.teamAttachment(request.ctx, query(request));
    return sendPrivateFile(request.ctx, reply, file);
  });
  route(
    app,
    'POST',
    '/customer/tickets/attachments',
    {
      summary: 'Upload a file for a new ticket (no ticketId) or a reply on one of the customer’s; send its id in attachmentIds',
      access: 'customer',
      upload: { fields: attachments.customerUploadInput, file: describeFilePart(CUSTOMER_FILES) },
      data: attachmentSchema,
      status: 201,
      errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
    },
    async (ctx, req) => attachments.uploadCustomerAttachment(ctx, await openPrivateUpload(req)),
  );
  app.get('/customer/tickets/attachments/download', { config: { operation: customerDownload } }, async (request, reply) => {
    const file = await attachments.customerAttachment(request.ctx, query(request));
    return sendPrivateFile(request.ctx, reply, file);
  });

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
