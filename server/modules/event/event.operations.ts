import { body, query } from '../../core/rest.js';
import { anyone, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { EventResolver } from './event.graphql.js';

import { acceptedSchema, analyticsSchema, portalEventPageSchema } from './event.schema.js';
import * as events from './event.service.js';

export const eventOperations: Operation[] = [
  {
    rest: 'GET /portal-events',
    graphql: 'Query.portalEvents',
    access: inPortal('events'),
    summary: 'The activity feed of a portal, newest first, by type and customer',
    input: events.listInput,
    data: portalEventPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => events.listEvents(ctx, query(req)),
  },
  {
    rest: 'GET /portal-events/analytics',
    graphql: 'Query.portalAnalytics',
    access: inPortal('events'),
    summary: 'Visits, sign-ins, workflow completions and tickets per day over 7, 30 or 90 days, and the top pages',
    input: events.analyticsInput,
    data: analyticsSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => events.portalAnalytics(ctx, query(req)),
  },
  {
    rest: 'POST /portal-events',
    access: anyone(
      'Counts a page view of the published portal: only page.viewed, for a path, queued and written later; it answers nothing of the portal and keeps no IP address.',
    ),
    summary: 'Count a page view of the published portal (anonymous, or with the customer’s token)',
    description:
      'Written in batches a moment later; the visitor’s IP address is not stored. Past a limit (per address and portal, per portal) or with the queue full the answer is `accepted: false` and the view is not counted; a visit (`entry`) counts at most once per visitor and portal per VISIT_WINDOW_MINUTES.',
    input: events.pageViewInput,
    data: acceptedSchema,
    status: 201,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => events.recordPageView(ctx, body(req)),
  },
];

export const eventDomain = defineDomain({
  name: 'event',
  operations: [...eventOperations],
  resolvers: [EventResolver],
});
