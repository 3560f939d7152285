import { z } from 'zod';
import { sendPrivateFile } from '../../core/files.routes.js';
import { CUSTOMER_FILES, describeFilePart, openPrivateUpload, PRIVATE_FILE_TYPES } from '../../core/private-files.js';
import { body, query } from '../../core/rest.js';
import type { RestContract } from '../../core/rest.js';
import { customerOwn, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { TicketResolver } from './ticket.graphql.js';

import * as attachments from './ticket.attachments.js';
import * as own from './ticket.customer.service.js';
import {
  attachmentSchema,
  ticketAssigneeSchema,
  ticketDetailSchema,
  ticketPageSchema,
  ticketSchema,
  unreadCountSchema,
} from './ticket.schema.js';
import * as tickets from './ticket.service.js';

const teamDownload: RestContract = {
  summary: 'Download an attachment of a ticket (internal notes’ too): nosniff, and anything but an image as a download',
  input: attachments.downloadInput,
  produces: PRIVATE_FILE_TYPES,
  errors: ['NOT_FOUND'],
};
const customerDownload: RestContract = {
  summary: 'Download an attachment of one of the customer’s tickets: nosniff, and anything but an image as a download',
  input: attachments.downloadInput,
  produces: PRIVATE_FILE_TYPES,
  errors: ['NOT_FOUND'],
};

export const ticketOperations: Operation[] = [
  {
    rest: 'POST /tickets/attachments',
    access: inPortal('tickets'),
    summary: 'Upload a file for a reply or an internal note on a ticket; send its id in attachmentIds',
    upload: { fields: attachments.teamUploadInput, file: describeFilePart(CUSTOMER_FILES) },
    data: attachmentSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
    handle: async (ctx, req) => attachments.uploadTeamAttachment(ctx, await openPrivateUpload(req)),
  },
  {
    rest: 'GET /tickets/attachments/download',
    access: inPortal('tickets'),
    ...teamDownload,
    handle: async (ctx, request, reply) => {
      const file = await attachments.teamAttachment(request.ctx, query(request));
      return sendPrivateFile(request.ctx, reply, file);
    },
  },
  {
    rest: 'POST /customer/tickets/attachments',
    access: customerOwn('own-list'),
    summary: 'Upload a file for a new ticket (no ticketId) or a reply on one of the customer’s; send its id in attachmentIds',
    upload: { fields: attachments.customerUploadInput, file: describeFilePart(CUSTOMER_FILES) },
    data: attachmentSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
    handle: async (ctx, req) => attachments.uploadCustomerAttachment(ctx, await openPrivateUpload(req)),
  },
  {
    rest: 'GET /customer/tickets/attachments/download',
    access: customerOwn(),
    ...customerDownload,
    handle: async (ctx, request, reply) => {
      const file = await attachments.customerAttachment(request.ctx, query(request));
      return sendPrivateFile(request.ctx, reply, file);
    },
  },
  {
    rest: 'GET /tickets/list',
    graphql: 'Query.tickets',
    access: inPortal('tickets'),
    summary: 'The tickets of a portal, most recently active first, filtered',
    input: tickets.listInput,
    data: ticketPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.listTickets(ctx, query(req)),
  },
  {
    rest: 'GET /tickets',
    graphql: 'Query.ticket',
    access: inPortal('tickets'),
    summary: 'One ticket with its whole thread (marks it read)',
    input: tickets.idInput,
    data: ticketDetailSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.getTicket(ctx, query(req)),
  },
  {
    rest: 'POST /tickets',
    graphql: 'Mutation.createTicket',
    access: inPortal('tickets'),
    summary: 'Open a ticket for a customer (they are emailed)',
    input: tickets.createInput,
    data: ticketDetailSchema,
    status: 201,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.createTicket(ctx, body(req)),
  },
  {
    rest: 'PATCH /tickets',
    graphql: 'Mutation.updateTicket',
    access: inPortal('tickets'),
    summary: 'Change a ticket’s status, priority, assignee or subject',
    input: tickets.updateInput,
    data: ticketDetailSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.updateTicket(ctx, body(req)),
  },
  {
    rest: 'DELETE /tickets',
    graphql: 'Mutation.deleteTicket',
    access: inPortal('tickets'),
    summary: 'Delete a ticket and its thread',
    input: tickets.idInput,
    data: ticketSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.deleteTicket(ctx, query(req)),
  },
  {
    rest: 'POST /tickets/messages',
    graphql: 'Mutation.replyToTicket',
    access: inPortal('tickets'),
    summary: 'Reply to the customer, or add an internal note they never see',
    input: tickets.replyInput,
    data: ticketDetailSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => tickets.replyToTicket(ctx, body(req)),
  },
  {
    rest: 'GET /tickets/assignees',
    graphql: 'Query.ticketAssignees',
    access: inPortal('tickets'),
    summary: 'Who tickets of the portal may be assigned to',
    input: tickets.portalInput,
    data: z.array(ticketAssigneeSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.ticketAssignees(ctx, query(req)),
  },
  {
    rest: 'GET /tickets/unread-count',
    graphql: 'Query.unreadTicketCount',
    access: inPortal('tickets'),
    summary: 'How many open tickets have customer messages you have not read',
    input: tickets.portalInput,
    data: unreadCountSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => tickets.unreadCount(ctx, query(req)),
  },
  {
    rest: 'GET /customer/tickets/list',
    access: customerOwn('own-list'),
    summary: 'The signed-in customer’s tickets',
    input: own.listInput,
    data: ticketPageSchema,
    handle: (ctx, req) => own.listOwnTickets(ctx, query(req)),
  },
  {
    rest: 'GET /customer/tickets',
    access: customerOwn(),
    summary: 'One of the customer’s tickets with its thread',
    input: own.idInput,
    data: ticketDetailSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => own.getOwnTicket(ctx, query(req)),
  },
  {
    rest: 'POST /customer/tickets',
    access: customerOwn('own-list'),
    summary: 'Raise a ticket (the portal’s team is emailed)',
    input: own.createInput,
    data: ticketDetailSchema,
    status: 201,
    handle: (ctx, req) => own.raiseTicket(ctx, body(req)),
  },
  {
    rest: 'POST /customer/tickets/messages',
    access: customerOwn(),
    summary: 'Answer on one of the customer’s tickets',
    input: own.replyInput,
    data: ticketDetailSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => own.replyAsCustomer(ctx, body(req)),
  },
  {
    rest: 'PUT /customer/tickets/status',
    access: customerOwn(),
    summary: 'Close or reopen one of the customer’s tickets',
    input: own.statusInput,
    data: ticketDetailSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => own.setOwnStatus(ctx, body(req)),
  },
];

export const ticketDomain = defineDomain({
  name: 'ticket',
  operations: [...ticketOperations],
  resolvers: [TicketResolver],
});
