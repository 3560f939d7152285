import { z } from 'zod';
import { anyone, builderSelf, customerOwn, defineDomain, type Operation } from '../../core/operations.js';
import { body, query } from '../../core/rest.js';
import * as book from './call.book.js';
import * as guest from './call.guest.js';
import { CallResolver } from './call.graphql.js';
import * as host from './call.host.js';
import { completeJob, releaseJob, reminderJob } from './call.notify.js';
import {
  bookedSchema,
  feedSchema,
  feedStatusSchema,
  guestCallSchema,
  hostCallPageSchema,
  hostCallSchema,
  revokedSchema,
} from './call.schema.js';

/**
 * Calls (issue 27): booking (anyone on a public page, a portal's customer as themselves), the host's
 * lists, calendar and changes, the guest's manage link, and the host's calendar feed.
 */
const MANAGE_KEY = 'The token of the guest’s manage link is the key to that one call; every wrong token is the same NOT_FOUND.';

const list = (path: string, graphql: `Query.${string}`, summary: string, kind: host.CallList): Operation => ({
  rest: `GET /calls/${path}`,
  graphql,
  access: builderSelf('calls'),
  summary,
  input: host.listInput,
  data: hostCallPageSchema,
  handle: (ctx, req) => host.listCalls(ctx, kind, query(req)),
});

export const callOperations: Operation[] = [
  list('upcoming', 'Query.upcomingCalls', 'The host’s requested and confirmed calls ahead, soonest first', 'upcoming'),
  list('requests', 'Query.callRequests', 'Requests waiting for the host to accept or decline, soonest first', 'requests'),
  list('past', 'Query.pastCalls', 'Calls that have ended, newest first', 'past'),
  list('pending-payments', 'Query.pendingPaymentCalls', 'Calls waiting for their payment, newest first', 'pending-payments'),
  list(
    'withdrawable-payments',
    'Query.withdrawablePaymentCalls',
    'Paid calls that took place (their money can be withdrawn), newest first',
    'withdrawable-payments',
  ),
  {
    rest: 'GET /calls/range',
    graphql: 'Query.callsBetween',
    access: builderSelf('calls'),
    summary: 'The host’s calls meeting a range of at most 42 days (requested, confirmed, completed), for a calendar',
    input: host.rangeInput,
    data: z.array(hostCallSchema),
    handle: (ctx, req) => host.callsBetween(ctx, query(req)),
  },
  {
    rest: 'GET /calls',
    graphql: 'Query.call',
    access: builderSelf('calls'),
    summary: 'One of the host’s calls',
    input: host.callIdInput,
    data: hostCallSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => host.getCall(ctx, query(req)),
  },
  {
    rest: 'POST /calls/accept',
    graphql: 'Mutation.acceptCall',
    access: builderSelf('calls'),
    summary: 'Accept a request: the call is confirmed and the guest told',
    input: host.callIdInput,
    data: hostCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => host.acceptCall(ctx, body(req)),
  },
  {
    rest: 'POST /calls/decline',
    graphql: 'Mutation.declineCall',
    access: builderSelf('calls'),
    summary: 'Decline a request, with a reason for the guest',
    input: host.declineInput,
    data: hostCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => host.declineCall(ctx, body(req)),
  },
  {
    rest: 'POST /calls/cancel',
    graphql: 'Mutation.cancelCall',
    access: builderSelf('calls'),
    summary: 'Cancel a requested or confirmed call that has not started',
    input: host.cancelInput,
    data: hostCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => host.cancelCall(ctx, body(req)),
  },
  {
    rest: 'POST /calls/reschedule',
    graphql: 'Mutation.rescheduleCall',
    access: builderSelf('calls'),
    summary: 'Move a call to another future time that meets no other call',
    input: host.rescheduleInput,
    data: hostCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => host.rescheduleCall(ctx, body(req)),
  },
  {
    rest: 'GET /calls/feed',
    graphql: 'Query.callFeed',
    access: builderSelf('calls'),
    summary: 'Whether the host has a private calendar feed address',
    data: feedStatusSchema,
    handle: (ctx) => host.feedStatus(ctx),
  },
  {
    rest: 'POST /calls/feed',
    graphql: 'Mutation.rotateCallFeed',
    access: builderSelf('calls'),
    summary: 'A new private calendar feed address (shown once); the old one stops working',
    data: feedSchema,
    handle: (ctx) => host.rotateFeed(ctx),
  },
  {
    rest: 'DELETE /calls/feed',
    graphql: 'Mutation.revokeCallFeed',
    access: builderSelf('calls'),
    summary: 'Stop the private calendar feed address',
    data: revokedSchema,
    handle: (ctx) => host.revokeFeed(ctx),
  },
  {
    rest: 'GET /calls/feed.ics',
    access: anyone('A calendar app reads the host’s feed with the secret address the host made; every wrong token is the same NOT_FOUND.'),
    serviceReadsInput: 'Every wrong or malformed token is the same NOT_FOUND, as for a download link.',
    summary: 'The host’s calls as an iCalendar feed (the address from POST /calls/feed)',
    input: z.strictObject({ token: z.string() }),
    parameters: { token: 'The token of the feed’s address.' },
    produces: 'text/calendar',
    errors: ['NOT_FOUND'],
    handle: async (ctx, req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await guest.feed(ctx, query(req))),
  },
  {
    rest: 'POST /calls/book',
    graphql: 'Mutation.bookCall',
    access: anyone(
      'A booking page takes bookings from anyone: the guest gives their own name and email, and learns nothing of other calls but that a time is taken.',
    ),
    summary: 'Book an offered time of an active service',
    description:
      'A time the host’s rules refuse is 400 on `start` with the reason; a time another booking took first is 409 CONFLICT. Mail with an ICS invitation goes to the guest and the host.',
    input: book.bookInput,
    data: bookedSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => book.bookCall(ctx, body(req)),
  },
  {
    rest: 'GET /calls/manage',
    graphql: 'Query.managedCall',
    access: anyone(MANAGE_KEY),
    summary: 'The call of a guest’s manage link',
    input: guest.manageInput,
    data: guestCallSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => guest.getManaged(ctx, query(req)),
  },
  {
    rest: 'GET /calls/manage/ics',
    access: anyone(MANAGE_KEY),
    summary: 'The call of a guest’s manage link as an .ics file (add to calendar)',
    input: guest.manageInput,
    parameters: { token: 'The token of the manage link.' },
    produces: 'text/calendar',
    errors: ['NOT_FOUND'],
    handle: async (ctx, req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="call.ics"')
        .header('cache-control', 'no-store')
        .send(await guest.managedIcs(ctx, query(req))),
  },
  {
    rest: 'POST /calls/manage/cancel',
    graphql: 'Mutation.cancelManagedCall',
    access: anyone(MANAGE_KEY),
    summary: 'The guest cancels through their link',
    input: guest.manageCancelInput,
    data: guestCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => guest.cancelManaged(ctx, body(req)),
  },
  {
    rest: 'POST /calls/manage/reschedule',
    graphql: 'Mutation.rescheduleManagedCall',
    access: anyone(MANAGE_KEY),
    summary: 'The guest moves the call to another offered time through their link',
    description: 'A service that needs approval asks the host again: the call goes back to REQUESTED.',
    input: guest.manageRescheduleInput,
    data: guestCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => guest.rescheduleManaged(ctx, body(req)),
  },
  {
    rest: 'GET /customer/calls',
    graphql: 'Query.customerCalls',
    access: customerOwn('own-list'),
    summary: 'The signed-in customer’s calls in their portal: ahead first, then the last 50 behind',
    data: z.array(guestCallSchema),
    handle: (ctx) => guest.customerCalls(ctx),
  },
  {
    rest: 'POST /customer/calls',
    graphql: 'Mutation.bookCallAsCustomer',
    access: customerOwn('portal'),
    summary: 'Book a service of the portal’s workspace as the signed-in customer',
    input: book.customerBookInput,
    data: bookedSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => book.bookAsCustomer(ctx, body(req)),
  },
];

export const callDomain = defineDomain({
  name: 'call',
  operations: callOperations,
  resolvers: [CallResolver],
  jobs: [reminderJob, completeJob, releaseJob],
});
