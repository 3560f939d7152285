import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import { portalEventHours, portalEvents, portalPageDays } from '../../db/schema/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { expectBadInput, expectError } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
type Portal = { id: string; slug: string; name: string };
type Event = {
  id: string;
  type: string;
  customerId: string | null;
  customer: { id: string; name: string; email: string } | null;
  data: any;
  at: string;
};

let n = 0;
async function makePortal(token = owner.token): Promise<Portal> {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Events ${Date.now().toString(36)}${n++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const view = (portal: Portal, path: string, options: { entry?: boolean; token?: string } = {}) =>
  t.rest('POST', '/v1/portal-events', {
    token: options.token,
    body: { portalSlug: portal.slug, type: 'page.viewed', path, ...(options.entry === undefined ? {} : { entry: options.entry }) },
  });
async function viewed(portal: Portal, path: string, options: { entry?: boolean; token?: string } = {}) {
  const res = await view(portal, path, options);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data).toEqual({ accepted: true });
}
async function feed(portalId: string, query: Record<string, string> = {}, token = owner.token) {
  const res = await t.rest('GET', `/v1/portal-events?${new URLSearchParams({ portalId, ...query })}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Event[]; nextCursor: string | null };
}
async function analytics(portalId: string, days?: number) {
  const res = await t.rest('GET', `/v1/portal-events/analytics?portalId=${portalId}${days ? `&days=${days}` : ''}`, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const eventRows = (portalId: string) =>
  t.database.db.select().from(portalEvents).where(eq(portalEvents.portalId, portalId)).orderBy(asc(portalEvents.id));
/** Today's date (YYYY-MM-DD) in a time zone. */
const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

beforeAll(async () => {
  // Small page view limits, so a flood is quick to send (the defaults are 30 and 600 a minute).
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', PAGE_VIEW_LIMIT_PER_VISITOR: '10', PAGE_VIEW_LIMIT_PER_PORTAL: '40' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
});
afterAll(() => t.close());

describe('page views from the published portal', () => {
  it('are counted anonymously and with a customer’s token, and show in the feed newest first once written', async () => {
    const portal = await makePortal();
    await viewed(portal, '/Pricing?utm_source=mail', { entry: true });
    const customer = await signInCustomer(t, owner.token, portal.id, undefined, 'Vera Viewer');
    await viewed(portal, '/about', { token: customer.token });
    await t.app.pageViews.flush();

    const views = (await feed(portal.id, { type: 'page.viewed' })).items;
    expect(views.map((e) => [e.data.path, e.customer?.name ?? null])).toEqual([
      ['/about', 'Vera Viewer'],
      ['/pricing', null],
    ]);
    expect(views[0]).toMatchObject({
      customerId: customer.id,
      customer: { id: customer.id, email: customer.email },
      data: { path: '/about' },
    });
    expect(views[1]).toMatchObject({ customerId: null, customer: null, data: { path: '/pricing', entry: true } });
    const all = (await feed(portal.id)).items.map((e) => e.type);
    expect(all.indexOf('customer.signed_in')).toBeGreaterThan(all.indexOf('page.viewed'));
    expect(all.lastIndexOf('page.viewed')).toBe(all.length - 1);
    const times = (await feed(portal.id)).items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a customer of another portal counts as an anonymous visitor', async () => {
    const portal = await makePortal();
    const elsewhere = await signInCustomer(t, owner.token, (await makePortal()).id);
    await viewed(portal, '/', { token: elsewhere.token });
    await t.app.pageViews.flush();
    expect((await feed(portal.id, { type: 'page.viewed' })).items.map((e) => e.customerId)).toEqual([null]);
  });

  it('keeps no IP address: not in a column, not in the data', async () => {
    const portal = await makePortal();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/portal-events',
      remoteAddress: '203.0.113.77',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23', 'user-agent': 'Probe/1.0' },
      payload: JSON.stringify({ portalSlug: portal.slug, type: 'page.viewed', path: '/contact', entry: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.pageViews.flush();
    const rows = await eventRows(portal.id);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['at', 'customerId', 'data', 'id', 'portalId', 'type']);
    expect(rows[0]!.data).toEqual({ path: '/contact', entry: true });
    const columns = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name in ('portal_events', 'portal_event_hours', 'portal_page_days')`,
      ),
    ).map((c) => c.name);
    expect(columns.filter((c) => /ip|addr|agent|host/i.test(c))).toEqual([]);
    const everything = JSON.stringify(
      rowsOf(
        await t.database.db.execute(
          sql`select to_jsonb(e) as row from portal_events e where portal_id = ${portal.id} union all select to_jsonb(h) from portal_event_hours h where portal_id = ${portal.id} union all select to_jsonb(d) from portal_page_days d where portal_id = ${portal.id}`,
        ),
      ),
    );
    expect(everything).not.toMatch(/203\.0\.113\.77|198\.51\.100\.23|Probe/);
  });

  it('refuses another type, a path without /, and an unknown portal, queuing nothing', async () => {
    const portal = await makePortal();
    const bad = await t.rest('POST', '/v1/portal-events', {
      body: { portalSlug: portal.slug, type: 'ticket.created', path: '/' },
    });
    expectBadInput(bad, { type: /Only page\.viewed is reported by the published portal/ });
    expectBadInput(await view(portal, 'pricing'), { path: 'A path starts with /.' });
    expectBadInput(
      await t.rest('POST', '/v1/portal-events', { body: { portalSlug: portal.slug, type: 'page.viewed', path: '/', ip: '1.2.3.4' } }),
      { ip: /not a field of this request/ },
    );
    expectError(await view({ ...portal, slug: 'no-such-portal-anywhere' }, '/'), 'NOT_FOUND');
    await t.app.pageViews.flush();
    expect(await eventRows(portal.id)).toEqual([]);
  });
});

describe('page views under abuse', () => {
  /** A view as the published portal sends it, from an address. */
  const from = (ip: string, portal: Portal, path = '/', entry = true) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/portal-events',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ portalSlug: portal.slug, type: 'page.viewed', path, entry }),
    });
  const stored = async (portalId: string) => {
    await t.app.pageViews.flush();
    const rows = (await eventRows(portalId)).filter((r) => r.type === 'page.viewed');
    return { views: rows.length, visits: rows.filter((r) => r.data.entry === true).length };
  };

  it('a flood from one address is capped and counts one visit; another address, another portal and a normal visitor still count', async () => {
    const target = await makePortal();
    const other = await makePortal();
    const answers = [];
    for (let i = 0; i < 150; i++) answers.push(await from('203.0.113.9', target, `/flood-${i}`));
    // The published portal never sees an error: every answer is the usual one, the excess marked not accepted.
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(answers.filter((a) => a.json().data.accepted === false).length).toBeGreaterThanOrEqual(135);
    const flooded = await stored(target.id);
    // 10 at once, and at most a few more refilled (10 a minute) while the test ran.
    expect(flooded.views).toBeGreaterThanOrEqual(10);
    expect(flooded.views).toBeLessThanOrEqual(13);
    expect(flooded.visits).toBe(1);

    // Another visitor of the same portal, and the flooding address on another portal, are not held back.
    expect((await from('198.51.100.4', target, '/pricing')).json().data).toEqual({ accepted: true });
    expect((await from('203.0.113.9', other, '/pricing')).json().data).toEqual({ accepted: true });
    expect(await stored(other.id)).toEqual({ views: 1, visits: 1 });
    const after = await stored(target.id);
    expect(after).toEqual({ views: flooded.views + 1, visits: 2 });
    const stats = await analytics(target.id, 7);
    expect(stats.totals).toMatchObject({ visits: 2, pageViews: after.views });
  });

  it('one address making up portals is cut off before any lookup: past ten portals’ worth, no more NOT_FOUND, just not accepted', async () => {
    const statuses: Array<number | boolean> = [];
    // 10 a minute per portal × 10: the first 100 are looked up (and unknown), the rest dropped unread.
    // The address's bucket refills at 100 a minute, so a slow machine looks up that many more: the
    // loop runs past what could have refilled while it ran, then ten more.
    const started = performance.now();
    const refilled = () => Math.ceil(((performance.now() - started) / 60_000) * 100);
    for (let i = 0; i < 100 + refilled() + 10 && i < 500; i++) {
      const res = await from('203.0.113.200', { id: '', slug: `made-up-portal-${i}`, name: '' });
      statuses.push(res.statusCode === 201 ? res.json().data.accepted : res.statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 404)).toBe(true);
    const after = statuses.slice(100);
    expect(after.filter((s) => s === 404).length).toBeLessThanOrEqual(refilled() + 1);
    expect(after.every((s) => s === 404 || s === false)).toBe(true);
    expect(after.filter((s) => s === false).length).toBeGreaterThanOrEqual(8);
    // The address's views of a real portal are limited too, for now; another address is not.
    const portal = await makePortal();
    expect((await from('198.51.100.200', portal)).json().data).toEqual({ accepted: true });
  });

  it('many addresses together are capped per portal, each stored view a visit of its own', async () => {
    const target = await makePortal();
    for (let i = 0; i < 60; i++) await from(`192.0.2.${i + 1}`, target, '/', true);
    const capped = await stored(target.id);
    // 40 at once for the portal, and at most a few more refilled (40 a minute) while the test ran.
    expect(capped.views).toBeGreaterThanOrEqual(40);
    expect(capped.views).toBeLessThanOrEqual(45);
    // Every stored entry is a distinct address's first view: a visit each, none twice.
    expect(capped.visits).toBe(capped.views);
  });

  it('a visitor re-sending “entry” counts one visit; a signed-in customer is their own visitor behind a shared address', async () => {
    const portal = await makePortal();
    for (const path of ['/', '/a', '/b']) await from('198.51.100.77', portal, path, true);
    expect(await stored(portal.id)).toEqual({ views: 3, visits: 1 });
    const customer = await signInCustomer(t, owner.token, portal.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/portal-events',
      remoteAddress: '198.51.100.77',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      payload: JSON.stringify({ portalSlug: portal.slug, type: 'page.viewed', path: '/tickets', entry: true }),
    });
    expect(res.json().data).toEqual({ accepted: true });
    expect(await stored(portal.id)).toEqual({ views: 4, visits: 2 });
  });

  it('raw page views past the retention are deleted; the analytics’ roll-ups and other events stay', async () => {
    const portal = await makePortal();
    const old = new Date(Date.now() - 100 * 86_400_000);
    const recent = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db.insert(portalEvents).values([
      { portalId: portal.id, type: 'page.viewed', data: { path: '/old', entry: true }, at: old },
      { portalId: portal.id, type: 'page.viewed', data: { path: '/old' }, at: old },
      { portalId: portal.id, type: 'customer.signed_in', at: old },
      { portalId: portal.id, type: 'page.viewed', data: { path: '/recent' }, at: recent },
    ]);
    const rollUps = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select (select coalesce(sum(count), 0) from portal_event_hours where portal_id = ${portal.id})::int
                   + (select coalesce(sum(views), 0) from portal_page_days where portal_id = ${portal.id})::int as n`,
        ),
      )[0]!.n;
    const before = await rollUps();
    expect(await t.app.pageViews.prune()).toBeGreaterThanOrEqual(2);
    const left = await eventRows(portal.id);
    expect(left.map((r) => [r.type, r.data.path ?? null]).sort()).toEqual([
      ['customer.signed_in', null],
      ['page.viewed', '/recent'],
    ]);
    expect(await rollUps()).toBe(before);
  });
});

describe('the feed', () => {
  it('filters by type and by customer', async () => {
    const portal = await makePortal();
    const ann = await signInCustomer(t, owner.token, portal.id, undefined, 'Ann');
    const bob = await signInCustomer(t, owner.token, portal.id, undefined, 'Bob');
    await t.rest('POST', '/v1/customer/tickets', { token: bob.token, body: { subject: 'Help', body: 'Please.' } });
    await viewed(portal, '/', { token: ann.token });
    await t.app.pageViews.flush();
    const signIns = (await feed(portal.id, { type: 'customer.signed_in' })).items;
    expect(signIns.map((e) => e.customer?.name)).toEqual(['Bob', 'Ann']);
    const bobs = (await feed(portal.id, { customerId: bob.id })).items;
    expect(bobs.length).toBeGreaterThan(0);
    expect(new Set(bobs.map((e) => e.customerId))).toEqual(new Set([bob.id]));
    expect(bobs.map((e) => e.type)).toContain('ticket.created');
    expect((await feed(portal.id, { customerId: bob.id, type: 'page.viewed' })).items).toEqual([]);
    expect((await feed(portal.id, { customerId: ann.id, type: 'page.viewed' })).items).toHaveLength(1);
    expectBadInput(await t.rest('GET', `/v1/portal-events?portalId=${portal.id}&type=page.clicked`, { token: owner.token }), {
      type: /The type is one of/,
    });
    expectError(await t.rest('GET', `/v1/portal-events?portalId=${portal.id}`, { token: stranger.token }), 'NOT_FOUND');
  });

  it('pages 120 events 50 at a time: every event once, newest first, ties broken by id', async () => {
    const portal = await makePortal();
    const base = Date.UTC(2024, 0, 10, 12);
    // Pairs of events share an instant: the cursor must not skip or repeat either.
    await t.database.db.insert(portalEvents).values(
      Array.from({ length: 120 }, (_, i) => ({
        portalId: portal.id,
        type: i % 3 === 0 ? 'customer.signed_in' : 'page.viewed',
        data: { path: `/p${i}` },
        at: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const pages: Event[][] = [];
    let cursor: string | null = null;
    do {
      const page = await feed(portal.id, { limit: '50', ...(cursor ? { cursor } : {}) });
      pages.push(page.items);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    const ids = pages.flat().map((e) => e.id);
    expect(new Set(ids).size).toBe(120);
    const expected = await t.database.db
      .select({ id: portalEvents.id })
      .from(portalEvents)
      .where(eq(portalEvents.portalId, portal.id))
      .orderBy(desc(portalEvents.at), desc(portalEvents.id));
    expect(ids).toEqual(expected.map((e) => e.id));
  });
});

describe('analytics', () => {
  it('counts today’s visits, page views, sign-ins, workflow completions and tickets, and the top pages with their titles', async () => {
    const portal = await makePortal();
    const page = await t.rest('POST', '/v1/pages', { token: owner.token, body: { portalId: portal.id, title: 'Pricing' } });
    expect(page.status).toBe(201);
    expect((await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId: portal.id } })).status).toBe(200);
    const wf = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: 'Welcome',
        accessType: 'CUSTOMERS',
        graph: { nodes: [{ id: 'done', type: 'CONTENT', name: 'Welcome', config: { body: 'Hello.' } }], edges: [] },
      },
    });
    expect(wf.status, JSON.stringify(wf.body)).toBe(201);
    const published = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.body.data.id, published: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const customer = await signInCustomer(t, owner.token, portal.id);
    const run = await t.rest('POST', '/v1/customer/workflows/runs', { token: customer.token, body: { workflowId: wf.body.data.id } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const done = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: customer.token,
      body: { runId: run.body.data.id, stepId: 'done' },
    });
    expect(done.body.data?.status, JSON.stringify(done.body)).toBe('COMPLETED');
    const raised = await t.rest('POST', '/v1/customer/tickets', { token: customer.token, body: { subject: 'Hi', body: 'A question.' } });
    expect(raised.status).toBe(201);
    await viewed(portal, '/pricing', { entry: true });
    await viewed(portal, '/pricing');
    await viewed(portal, '/pricing', { token: customer.token });
    await viewed(portal, '/tickets', { entry: true, token: customer.token });

    const before = await analytics(portal.id, 7);
    expect(before.totals).toEqual({ visits: 0, pageViews: 0, signIns: 1, workflowCompletions: 1, tickets: 1 });
    await t.app.pageViews.flush();

    const stats = await analytics(portal.id, 7);
    const counts = { visits: 2, pageViews: 4, signIns: 1, workflowCompletions: 1, tickets: 1 };
    expect(stats.timeZone).toBe(owner.user.timezone || 'UTC');
    expect(stats.totals).toEqual(counts);
    expect(stats.series.at(-1)).toEqual({ date: today(stats.timeZone), ...counts });
    expect(stats.series.slice(0, -1).every((d: Record<string, unknown>) => d.pageViews === 0 && d.signIns === 0)).toBe(true);
    expect(stats.topPages).toEqual([
      { path: '/pricing', title: 'Pricing', views: 3 },
      { path: '/tickets', title: 'Tickets', views: 1 },
    ]);
    // The portal's own screens are named by what they are, never left as an id to read; another
    // portal's ticket id names nothing of that ticket.
    const stranger = await makePortal();
    const strangerCustomer = await signInCustomer(t, owner.token, stranger.id);
    const foreign = await t.rest('POST', '/v1/customer/tickets', { token: strangerCustomer.token, body: { subject: 'Secret', body: 'x' } });
    await viewed(portal, `/tickets/${raised.body.data.id}`);
    await viewed(portal, `/tickets/${foreign.body.data.id}`);
    await viewed(portal, '/workflows/welcome');
    await viewed(portal, '/auth/sign-in');
    await t.app.pageViews.flush();
    const named = Object.fromEntries(
      (await analytics(portal.id, 7)).topPages.map((p: { path: string; title: string }) => [p.path, p.title]),
    );
    expect(named[`/tickets/${raised.body.data.id}`]).toBe(`Ticket #${raised.body.data.number}: Hi`);
    expect(named[`/tickets/${foreign.body.data.id}`]).toBe('A ticket');
    expect(named['/workflows/welcome']).toBe('Workflow: Welcome');
    expect(named['/auth/sign-in']).toBe('Sign-in');
    await viewed(portal, '/tickets', { entry: true, token: customer.token });
    await t.app.pageViews.flush();
    // Another portal's activity is not counted here.
    const now = (await analytics(portal.id, 7)).totals;
    const other = await makePortal();
    await viewed(other, '/pricing', { entry: true });
    await t.app.pageViews.flush();
    expect((await analytics(portal.id, 7)).totals).toEqual(now);
  });

  it('gives 7, 30 or 90 days (30 by default), oldest first, ending today; any other period is BAD_USER_INPUT', async () => {
    const portal = await makePortal();
    for (const days of [7, 30, 90]) {
      const stats = await analytics(portal.id, days);
      expect(stats.days).toBe(days);
      expect(stats.series).toHaveLength(days);
      const dates = stats.series.map((d: { date: string }) => d.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(days);
      expect(dates.at(-1)).toBe(today(stats.timeZone));
    }
    expect((await analytics(portal.id)).series).toHaveLength(30);
    for (const days of ['8', '0', 'week']) {
      const res = await t.rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=${days}`, { token: owner.token });
      expectBadInput(res, { days: 'The period is 7, 30 or 90 days.' });
    }
    expectError(await t.rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}`, { token: stranger.token }), 'NOT_FOUND');
  });

  it('counts days in the builder’s time zone', async () => {
    const builder = await t.signUp();
    const portal = await makePortal(builder.token);
    const setZone = async (timezone: string) => {
      const res = await t.rest('PATCH', '/v1/user/me', { token: builder.token, body: { timezone } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    // Midnight that began today in Tokyo (UTC+9, no daylight saving), as a UTC instant.
    const tokyoToday = today('Asia/Tokyo');
    const midnight = Date.parse(`${tokyoToday}T00:00:00+09:00`);
    const yesterday = new Date(Date.parse(`${tokyoToday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(portalEvents).values([
      { portalId: portal.id, type: 'customer.signed_in', at: new Date(midnight - 60_000) },
      { portalId: portal.id, type: 'customer.signed_in', at: new Date(midnight + 60_000) },
    ]);
    const signIns = async () => {
      const res = await t.rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=7`, { token: builder.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return {
        timeZone: res.body.data.timeZone,
        days: Object.fromEntries(
          res.body.data.series
            .filter((d: { signIns: number }) => d.signIns > 0)
            .map((d: { date: string; signIns: number }) => [d.date, d.signIns]),
        ),
      };
    };
    await setZone('Asia/Tokyo');
    expect(await signIns()).toEqual({ timeZone: 'Asia/Tokyo', days: { [yesterday]: 1, [tokyoToday]: 1 } });
    // In UTC both instants are on the day before Tokyo's today (15:00 UTC is Tokyo's midnight).
    await setZone('UTC');
    expect(await signIns()).toEqual({ timeZone: 'UTC', days: { [yesterday]: 2 } });
    // West of UTC (Bogotá, UTC−5, no daylight saving) they are on that day too.
    await setZone('America/Bogota');
    expect(await signIns()).toEqual({ timeZone: 'America/Bogota', days: { [yesterday]: 2 } });
  });

  it('splits an hour that a local midnight cuts: India (+05:30) and Nepal (+05:45) count each event on its own day', async () => {
    const builder = await t.signUp();
    const portal = await makePortal(builder.token);
    const setZone = async (timezone: string) => {
      const res = await t.rest('PATCH', '/v1/user/me', { token: builder.token, body: { timezone } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const signIns = async () => {
      const res = await t.rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=7`, { token: builder.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Object.fromEntries(
        res.body.data.series
          .filter((d: { signIns: number }) => d.signIns > 0)
          .map((d: { date: string; signIns: number }) => [d.date, d.signIns]),
      );
    };
    const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // Today's midnight in Kolkata is 18:30 UTC the day before: one sign-in a minute before it, two after,
    // all three in the UTC hour 18:00–19:00.
    const kolkataToday = today('Asia/Kolkata');
    const kolkataMidnight = Date.parse(`${kolkataToday}T00:00:00+05:30`);
    // Nepal's midnight is 18:15 UTC: the same hour, cut at its first quarter.
    const nepalToday = today('Asia/Kathmandu');
    const nepalMidnight = Date.parse(`${nepalToday}T00:00:00+05:45`);
    await t.database.db.insert(portalEvents).values([
      { portalId: portal.id, type: 'customer.signed_in', at: new Date(kolkataMidnight - 60_000) },
      { portalId: portal.id, type: 'customer.signed_in', at: new Date(kolkataMidnight + 60_000) },
      { portalId: portal.id, type: 'customer.signed_in', at: new Date(kolkataMidnight + 20 * 60_000) },
    ]);
    await setZone('Asia/Kolkata');
    expect(await signIns()).toEqual({ [dayBefore(kolkataToday)]: 1, [kolkataToday]: 2 });
    if (nepalToday === kolkataToday) {
      // 18:29 UTC is 00:14 in Nepal: all three are today there; the one at 18:14 would not be.
      await setZone('Asia/Kathmandu');
      expect(await signIns()).toEqual({ [nepalToday]: 3 });
      await t.database.db
        .insert(portalEvents)
        .values([{ portalId: portal.id, type: 'customer.signed_in', at: new Date(nepalMidnight - 60_000) }]);
      expect(await signIns()).toEqual({ [dayBefore(nepalToday)]: 1, [nepalToday]: 3 });
    }
    // A whole-hour zone takes the hour whole: in UTC they are all on one day.
    await setZone('UTC');
    const utc = await signIns();
    expect(Object.values(utc).reduce((a, b) => (a as number) + (b as number), 0)).toBe(nepalToday === kolkataToday ? 4 : 3);
    expect(Object.keys(utc)).toHaveLength(1);
  });

  it('the roll-ups count a multi-row insert by portal, metric and hour, and page views by path and day', async () => {
    const portal = await makePortal();
    const hour = Date.UTC(2024, 5, 1, 9);
    const pageView = (path: string, minutes: number, entry = false) => ({
      portalId: portal.id,
      type: 'page.viewed',
      data: { path, ...(entry ? { entry: true } : {}) },
      at: new Date(hour + minutes * 60_000),
    });
    await t.database.db
      .insert(portalEvents)
      .values([
        pageView('/a', 1, true),
        pageView('/a', 2),
        pageView('/a', 59, true),
        pageView('/b', 30),
        pageView('/a', 61),
        { portalId: portal.id, type: 'ticket.created', at: new Date(hour + 5 * 60_000) },
        { portalId: portal.id, type: 'ticket.created', at: new Date(hour + 6 * 60_000) },
      ]);
    // A second statement adds to the same hour's counts.
    await t.database.db.insert(portalEvents).values([pageView('/a', 10, true)]);
    const rows = await t.database.db
      .select({
        hour: portalEventHours.hour,
        metric: portalEventHours.metric,
        count: portalEventHours.count,
        first15: portalEventHours.first15,
        first30: portalEventHours.first30,
        first45: portalEventHours.first45,
      })
      .from(portalEventHours)
      .where(and(eq(portalEventHours.portalId, portal.id)))
      .orderBy(asc(portalEventHours.hour), asc(portalEventHours.metric));
    const at = (h: number) => new Date(hour + h * 3_600_000);
    // Minutes 1, 2, 10, 30 and 59: three in the first quarter and the first half, four in the first 45.
    expect(rows.map(({ first15, first30, first45, ...r }) => ({ ...r, splits: [first15, first30, first45] }))).toEqual([
      { hour: at(0), metric: 'page.viewed', count: 5, splits: [3, 3, 4] },
      { hour: at(0), metric: 'ticket.created', count: 2, splits: [2, 2, 2] },
      { hour: at(0), metric: 'visit', count: 3, splits: [2, 2, 2] },
      { hour: at(1), metric: 'page.viewed', count: 1, splits: [1, 1, 1] },
    ]);
    const days = await t.database.db
      .select({ day: portalPageDays.day, path: portalPageDays.path, views: portalPageDays.views })
      .from(portalPageDays)
      .where(eq(portalPageDays.portalId, portal.id))
      .orderBy(asc(portalPageDays.path));
    expect(days).toEqual([
      { day: '2024-06-01', path: '/a', views: 5 },
      { day: '2024-06-01', path: '/b', views: 1 },
    ]);
  });
});
