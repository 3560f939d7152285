import { z } from 'zod';

export const portalEventSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    customerId: z.uuid().nullable(),
    type: z.string(),
    customer: z
      .object({ id: z.uuid(), name: z.string(), email: z.string() })
      .nullable()
      .meta({ id: 'PortalEventCustomer', description: 'The customer it concerns.' }),
    data: z.record(z.string(), z.unknown()),
    at: z.iso.datetime(),
  })
  .meta({
    id: 'PortalActivityEvent',
    description: 'Something that happened in a portal: a sign-in, a page view, a workflow run, a ticket.',
  });

export const portalEventPageSchema = z
  .object({ items: z.array(portalEventSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'PortalActivityPage', description: 'One page of a portal’s events, newest first.' });

const counts = {
  visits: z.number().int(),
  pageViews: z.number().int(),
  signIns: z.number().int(),
  workflowCompletions: z.number().int(),
  tickets: z.number().int(),
};

export const analyticsSchema = z
  .object({
    portalId: z.uuid(),
    days: z.number().int(),
    timeZone: z.string(),
    series: z.array(z.object({ date: z.string(), ...counts }).meta({ id: 'PortalAnalyticsDay', description: 'One day’s counts.' })),
    totals: z.object(counts).meta({ id: 'PortalAnalyticsTotals', description: 'The period’s counts.' }),
    topPages: z.array(
      z
        .object({ path: z.string(), title: z.string().nullable(), views: z.number().int() })
        .meta({ id: 'PortalTopPage', description: 'A page and its views in the period.' }),
    ),
  })
  .meta({
    id: 'PortalAnalytics',
    description: 'Visits, page views, sign-ins, workflow completions and tickets per day, and the top pages.',
  });

export const acceptedSchema = z
  .object({ accepted: z.boolean() })
  .meta({ id: 'PageViewAccepted', description: 'Whether the view was counted.' });
