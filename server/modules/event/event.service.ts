import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../../db/index.js';
import { collections, customerUsers, portalEvents, portalPages, tickets, workflows } from '../../../db/schema/index.js';
import { requirePortal } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';

import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page, type TimeKey } from '../../core/pagination.js';
import { customerIn } from '../../core/customer-access.js';
import { portalBySlug } from '../../core/portal-lookup.js';
import { fields, isTimeZone, parseInput, text } from '../../core/validation.js';
import { describePortalPath } from './event.rules.js';

/** A portal's activity feed and analytics, and the page views the published portal reports. */

export const EVENT_TYPES = [
  'customer.invited',
  'customer.signed_up',
  'customer.signed_in',
  'page.viewed',
  'workflow.started',
  'workflow.completed',
  'workflow.approved',
  'workflow.rejected',
  'ticket.created',
  'ticket.replied',
  'ticket.customer_replied',
  'ticket.status_changed',
  'record.shared',
  'call.requested',
  'call.booked',
  'call.accepted',
  'call.declined',
  'call.cancelled',
  'call.rescheduled',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
] as const;

export interface PortalEventView {
  id: string;
  portalId: string;
  customerId: string | null;
  type: string;
  customer: { id: string; name: string; email: string } | null;
  data: Record<string, unknown>;
  at: Date;
}

export const listInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  type: z.enum(EVENT_TYPES, `The type is one of ${EVENT_TYPES.join(', ')}.`).optional(),
  customerId: fields.uuid('the customer').optional(),
  ...pageInput,
});

const BY_TIME = newestFirst<{ event: { id: string }; cursorAt: string }>((r) => [r.cursorAt, r.event.id]);

/**
 * The portal's events, newest first, by type and customer. One index range scan whatever the
 * portal's size: (portal_id, at desc, id desc), or (portal_id, type, at desc, id desc) for a type.
 */
export async function listEvents(ctx: Ctx, input: unknown): Promise<Page<PortalEventView>> {
  const { portalId, type, customerId, ...page } = parseInput(listInput, input);
  await requirePortal(ctx, { id: portalId });
  const where: Array<SQL | undefined> = [eq(portalEvents.portalId, portalId)];
  if (type) where.push(eq(portalEvents.type, type));
  if (customerId) where.push(eq(portalEvents.customerId, customerId));
  const read = (after: TimeKey | undefined, limit: number) =>
    ctx.db
      .select({ event: portalEvents, cursorAt: cursorAt(portalEvents.at), name: customerUsers.name, email: customerUsers.email })
      .from(portalEvents)
      .leftJoin(customerUsers, eq(customerUsers.id, portalEvents.customerId))
      .where(and(...where, olderThan(portalEvents.at, portalEvents.id, after)))
      .orderBy(desc(portalEvents.at), desc(portalEvents.id))
      .limit(limit);
  return keysetPage(page, BY_TIME, read, (rows) =>
    rows.map((r) => ({
      id: r.event.id,
      portalId: r.event.portalId,
      customerId: r.event.customerId,
      type: r.event.type,
      customer: r.event.customerId && r.email !== null ? { id: r.event.customerId, name: r.name ?? '', email: r.email } : null,
      data: r.event.data,
      at: r.event.at,
    })),
  );
}

export const analyticsInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  days: z.coerce
    .number('The period is 7, 30 or 90 days.')
    .refine((d) => d === 7 || d === 30 || d === 90, 'The period is 7, 30 or 90 days.')
    .default(30)
    .meta({ type: 'integer', enum: [7, 30, 90] }),
});

export interface AnalyticsDay {
  date: string;
  visits: number;
  pageViews: number;
  signIns: number;
  workflowCompletions: number;
  tickets: number;
}
export interface PortalAnalyticsView {
  portalId: string;
  days: number;
  timeZone: string;
  series: AnalyticsDay[];
  totals: Omit<AnalyticsDay, 'date'>;
  topPages: Array<{ path: string; title: string | null; views: number }>;
}

const METRICS: Record<string, keyof Omit<AnalyticsDay, 'date'>> = {
  visit: 'visits',
  'page.viewed': 'pageViews',
  'customer.signed_in': 'signIns',
  'workflow.completed': 'workflowCompletions',
  'ticket.created': 'tickets',
};

/** The events of a roll-up row `h` in its hour's first `upTo` minutes (0, 15, 30, 45 or 60). */
const minutes = (upTo: SQL) =>
  sql`(case ${upTo} when 0 then 0 when 15 then h.first15 when 30 then h.first30 when 45 then h.first45 else h.count end)`;

/**
 * Visits, page views, sign-ins, workflow completions and new tickets per day of the builder's time
 * zone, and the most viewed pages. Read from the roll-ups a trigger keeps (portal_event_hours: at most
 * 24 × days rows per metric; portal_page_days: a row per path and day), not the events themselves.
 */
export async function portalAnalytics(ctx: Ctx, input: unknown): Promise<PortalAnalyticsView> {
  const { portalId, days } = parseInput(analyticsInput, input);
  const { builder } = await requirePortal(ctx, { id: portalId });
  // A zone saved before zones were checked against PostgreSQL's may be one it does not know.
  const tz = builder.user.timezone && isTimeZone(builder.user.timezone) ? builder.user.timezone : 'UTC';
  // Midnight of the first day shown, in the builder's zone.
  const start = sql`((date_trunc('day', now() at time zone ${tz}) - ${`${days - 1} days`}::interval) at time zone ${tz})`;
  const [counts, top] = await Promise.all([
    // Each UTC hour of the period goes whole to its local day, or — when a local midnight cuts it
    // (zones like +05:30 or +05:45) — its first 15, 30 or 45 minutes to the day before and the rest to
    // the day after. The zone is applied once per hour of the period (≤ 2,160), not per roll-up row.
    ctx.db.execute(sql`
      with spans as (
        select g.hour, p.day, p.lo, p.hi
          from generate_series(date_trunc('hour', ${start}), now(), interval '1 hour') g(hour)
         cross join lateral (select g.hour at time zone ${tz} as s, (g.hour + interval '1 hour') at time zone ${tz} as e) l
         cross join lateral (select l.s::date <> l.e::date and l.e::time <> time '00:00' as cut, 60 - extract(minute from l.s)::int as at) c
         cross join lateral (
               select l.s::date as day, 0 as lo, case when c.cut then c.at else 60 end as hi
               union all
               select l.e::date, c.at, 60 where c.cut) p
      )
      select to_char(s.day, 'YYYY-MM-DD') as day, h.metric,
             sum(${minutes(sql`s.hi`)} - ${minutes(sql`s.lo`)})::int as n
        from portal_event_hours h
        join spans s on s.hour = h.hour
       where h.portal_id = ${portalId} and h.metric in ('visit', 'page.viewed', 'customer.signed_in', 'workflow.completed', 'ticket.created')
         and h.hour >= date_trunc('hour', ${start})
       group by s.day, h.metric`),
    // Top pages by UTC day (a day's edge in the builder's zone is not worth 24 times the rows).
    ctx.db.execute(sql`
      select d.path, sum(d.views)::int as views,
             (select p.published->>'title' from ${portalPages} p where p.portal_id = ${portalId} and p.published_path = d.path limit 1) as title
        from portal_page_days d
       where d.portal_id = ${portalId} and d.day >= (${start} at time zone 'UTC')::date
       group by d.path order by views desc, d.path limit 10`),
  ]);
  const byDay = new Map<string, AnalyticsDay>();
  const [today] = rowsOf<{ d: string }>(await ctx.db.execute(sql`select to_char((now() at time zone ${tz})::date, 'YYYY-MM-DD') as d`));
  const last = new Date(`${today!.d}T00:00:00Z`);
  for (let i = days - 1; i >= 0; i--) {
    const date = new Date(last.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    byDay.set(date, { date, visits: 0, pageViews: 0, signIns: 0, workflowCompletions: 0, tickets: 0 });
  }
  const totals = { visits: 0, pageViews: 0, signIns: 0, workflowCompletions: 0, tickets: 0 };
  for (const r of rowsOf<{ day: string; metric: string; n: number }>(counts)) {
    const day = byDay.get(r.day);
    const key = METRICS[r.metric];
    if (!day || !key) continue;
    day[key] += Number(r.n);
    totals[key] += Number(r.n);
  }
  return {
    portalId,
    days,
    timeZone: tz,
    series: [...byDay.values()],
    totals,
    topPages: await namePaths(
      ctx,
      portalId,
      rowsOf<{ path: string; views: number; title: string | null }>(top).map((r) => ({
        path: r.path,
        title: r.title,
        views: Number(r.views),
      })),
    ),
  };
}

/**
 * A title for each of the top paths that is not a published page: the portal's own screens by what
 * they are, a ticket by its subject, a workflow or shared collection by its name (this portal's only:
 * an id of another portal's ticket typed into the address bar names nothing).
 */
async function namePaths(ctx: Ctx, portalId: string, rows: PortalAnalyticsView['topPages']): Promise<PortalAnalyticsView['topPages']> {
  const described = rows.map((r) => ({ row: r, what: describePortalPath(r.path) }));
  const refs = (kind: string) => [
    ...new Set(described.filter((d) => !d.row.title && d.what.kind === kind && d.what.ref).map((d) => d.what.ref!.toLowerCase())),
  ];
  const [ticketIds, slugs, collectionIds] = [refs('ticket'), refs('workflow'), refs('data')];
  const [ticketRows, flowRows, collectionRows] = await Promise.all([
    ticketIds.length
      ? ctx.db
          .select({ id: tickets.id, number: tickets.number, subject: tickets.subject })
          .from(tickets)
          .where(and(eq(tickets.portalId, portalId), inArray(tickets.id, ticketIds)))
      : [],
    slugs.length
      ? ctx.db
          .select({ slug: workflows.slug, name: workflows.name })
          .from(workflows)
          .where(and(eq(workflows.portalId, portalId), inArray(workflows.slug, slugs)))
      : [],
    collectionIds.length
      ? ctx.db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(and(eq(collections.portalId, portalId), inArray(collections.id, collectionIds)))
      : [],
  ]);
  return described.map(({ row, what }) => {
    if (row.title) return row;
    const ref = what.ref?.toLowerCase();
    const ticket = what.kind === 'ticket' ? ticketRows.find((t) => t.id === ref) : undefined;
    const flow = what.kind === 'workflow' ? flowRows.find((w) => w.slug === ref) : undefined;
    const collection = what.kind === 'data' ? collectionRows.find((c) => c.id === ref) : undefined;
    const title = ticket
      ? `Ticket #${ticket.number}: ${ticket.subject}`
      : flow
        ? `Workflow: ${flow.name}`
        : collection
          ? `Records: ${collection.name}`
          : what.kind === 'page'
            ? null
            : what.label;
    return { ...row, title };
  });
}

export const pageViewInput = z.strictObject({
  portalSlug: text('the portal').trim().min(1, 'Please enter the portal.').max(63, 'That portal does not exist.'),
  type: z.literal('page.viewed', 'Only page.viewed is reported by the published portal; the server records the rest.'),
  path: text('the path')
    .trim()
    .min(1, 'Please enter the path.')
    .max(300, 'A path has at most 300 characters.')
    .refine((p) => p.startsWith('/'), 'A path starts with /.'),
  /** The first page of a visit (the customer app knows; it counts visits without storing who). */
  entry: z.boolean('entry is true or false.').optional(),
});

/**
 * A page view from the published portal: anonymous or a signed-in customer's. Queued, never written
 * in the request; no IP address is kept. Limited per address and portal and per portal (in memory,
 * event.views.ts): past a limit the answer is `accepted: false` and nothing is counted — the same
 * answer as a full queue, never an error the published portal could show. A visit (`entry`) counts at
 * most once per visitor (the customer, else the address) and portal in VISIT_WINDOW_MINUTES.
 */
export async function recordPageView(ctx: Ctx, input: unknown): Promise<{ accepted: boolean }> {
  const { portalSlug, path, entry } = parseInput(pageViewInput, input);
  // Before any database work: a flood from one address costs a Map lookup per request.
  if (!ctx.pageViews.admitVisitor(ctx.ip, portalSlug)) return { accepted: false };
  // Looked up every time (one index probe): a slug can change hands, and a view must not follow it.
  const portal = await portalBySlug(ctx.db, portalSlug);
  if (!ctx.pageViews.admitPortal(portal.id)) return { accepted: false };
  const customerId = await customerIn(ctx, portal.id);
  const visit = (entry ?? false) && ctx.pageViews.newVisit(customerId ?? `ip ${ctx.ip}`, portal.id);
  const accepted = ctx.pageViews.add({
    portalId: portal.id,
    customerId,
    path: path.split('?')[0]!.toLowerCase(),
    pageId: null,
    entry: visit,
    at: new Date(),
  });
  return { accepted };
}
