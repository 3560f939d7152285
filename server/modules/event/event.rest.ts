import type { FastifyInstance } from 'fastify';
import { body, query, route } from '../../core/rest.js';
import { acceptedSchema, analyticsSchema, portalEventPageSchema } from './event.schema.js';
import * as events from './event.service.js';

export async function eventRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/portal-events',
    {
      summary: 'The activity feed of a portal, newest first, by type and customer',
      input: events.listInput,
      data: portalEventPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => events.listEvents(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/portal-events/analytics',
    {
      summary: 'Visits, sign-ins, workflow completions and tickets per day over 7, 30 or 90 days, and the top pages',
      input: events.analyticsInput,
      data: analyticsSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => events.portalAnalytics(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/portal-events',
    {
      summary: 'Count a page view of the published portal (anonymous, or with the customer’s token)',
      description:
        'Written in batches a moment later; the visitor’s IP address is not stored. Past a limit (per address and portal, per portal) or with the queue full the answer is `accepted: false` and the view is not counted; a visit (`entry`) counts at most once per visitor and portal per VISIT_WINDOW_MINUTES.',
      access: 'public',
      input: events.pageViewInput,
      data: acceptedSchema,
      status: 201,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => events.recordPageView(ctx, body(req)),
  );
}
