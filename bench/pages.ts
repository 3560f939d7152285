// The pages and events part of `npm run bench` (issue 13): the published page of 30 blocks — the
// server's time to send its HTML, and the JavaScript it loads before it is usable, its blocks
// included — and the activity feed and the 90-day analytics over 1,000,000 events of one portal,
// next to the raw SQL they run. See bench/README.md.
import { PAGE_JS_TARGET, pageBundle } from './bundle.js';
import type { Kit } from './records.js';
import { pct, timeAll } from './workflows.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CUSTOMERS = 2_000;
const BLOCKS = 30;
const REQUESTS = 200;
const WARMUP = 50;
/** Issue 13: the feed and the 90-day analytics over 1,000,000 events, p50 on PostgreSQL. */
const EVENTS_TARGET_MS = 50;

/** Thirty blocks of every kind a page has, the columns holding three more. */
function blocks(collectionId: string, workflowId: string) {
  const kinds = [
    { type: 'HEADING', props: { text: 'Welcome to your client hub', level: 1 } },
    {
      type: 'TEXT',
      props: {
        html: '<p>Everything about your <strong>projects</strong>, invoices and requests, in one place. <a href="https://example.com">Read the guide</a>.</p><ul><li>Projects</li><li>Invoices</li></ul>',
      },
    },
    { type: 'IMAGE', props: { url: 'https://images.example.com/team.png', alt: 'The team at work', caption: 'Our studio' } },
    { type: 'COLLECTION_TABLE', props: { collectionId, fields: [], title: 'Your projects' } },
    { type: 'WORKFLOW_LIST', props: { title: 'Get started', workflowIds: [workflowId] } },
    { type: 'TICKETS', props: { title: 'Your requests' } },
    { type: 'EMBED', props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Welcome video', height: 360 } },
    { type: 'BUTTON', props: { label: 'Book a call', href: '/contact' } },
    {
      type: 'COLUMNS',
      props: {
        columns: [
          { blocks: [{ id: 'c1', type: 'HEADING', props: { text: 'Fast', level: 3 } }] },
          { blocks: [{ id: 'c2', type: 'TEXT', props: { html: '<p>Answers within a day.</p>' } }] },
          { blocks: [{ id: 'c3', type: 'BUTTON', props: { label: 'Contact us', href: 'mailto:hello@example.com' } }] },
        ],
      },
    },
    { type: 'BOOKING', props: { title: 'Book a session' } },
  ];
  return Array.from({ length: BLOCKS }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const props = kind.type === 'COLUMNS' ? JSON.parse(JSON.stringify(kind.props).replace(/"(c\d)"/g, `"$1-${i}"`)) : kind.props;
    return { id: `b${i}`, type: kind.type, props };
  });
}

export async function pagesBench(kit: Kit, clientDir: string): Promise<{ lines: string[]; ok: boolean }> {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const portico = await kit.startPortico(false);
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(portico.url + url, {
      method,
      headers: { authorization: `Bearer ${kit.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: any };
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };

  kit.step(`Pages: a page of ${BLOCKS} blocks, published …`);
  const portal = await api('POST', '/v1/portal', { name: `Pages bench ${process.pid}` });
  const collection = await api('POST', '/v1/database', {
    portalId: portal.id,
    name: 'Projects',
    fields: [
      { key: 'name', label: 'Name', type: 'TEXT' },
      { key: 'client', label: 'Client', type: 'CUSTOMER' },
    ],
  });
  await api('PUT', '/v1/database/customer-access', { id: collection.id, mode: 'CUSTOMER_FIELD', fieldKey: 'client' });
  const workflow = await api('POST', '/v1/workflows', { portalId: portal.id, name: 'Onboarding', accessType: 'PUBLIC' });
  const page = await api('POST', '/v1/pages', {
    portalId: portal.id,
    title: 'Client hub',
    path: '/hub',
    description: 'Projects, invoices and requests',
    blocks: blocks(collection.id, workflow.id),
  });
  await api('PUT', '/v1/layout', {
    portalId: portal.id,
    revision: 0,
    layout: { navigation: [{ id: 'n1', label: 'Hub', kind: 'PAGE', pageId: page.id }], header: {}, footer: { text: '© Bench' } },
  });
  await api('POST', '/v1/layout/publish', { portalId: portal.id });

  kit.step(`Events: ${EVENTS.toLocaleString('en')} in one portal over 90 days, ${CUSTOMERS.toLocaleString('en')} customers …`);
  await kit.db`insert into customer_users (portal_id, email, name)
    select ${portal.id}, 'bench-' || g || '@example.com', 'Customer ' || g from generate_series(1, ${CUSTOMERS}::int) g`;
  const customers = (await kit.db<{ id: string }[]>`select id from customer_users where portal_id = ${portal.id} order by id`).map(
    (c) => c.id,
  );
  const customerArray = `{${customers.join(',')}}`;
  // In batches of 100,000 (each one statement: the roll-up trigger runs once per batch). Mostly page
  // views (a fifth of them visits), then sign-ins, workflow runs and tickets.
  for (let done = 0; done < EVENTS; done += 100_000) {
    const n = Math.min(100_000, EVENTS - done);
    await kit.db`
      with c as (select ${customerArray}::uuid[] as ids)
      insert into portal_events (portal_id, customer_id, type, data, at)
      select ${portal.id},
             case when g % 3 = 0 then null else c.ids[1 + (g % ${customers.length})] end,
             case when g % 100 < 80 then 'page.viewed' when g % 100 < 88 then 'customer.signed_in'
                  when g % 100 < 93 then 'workflow.started' when g % 100 < 97 then 'workflow.completed'
                  when g % 100 < 99 then 'ticket.created' else 'ticket.replied' end,
             case when g % 100 < 80 then jsonb_build_object('path', '/page-' || (g % 40), 'entry', g % 5 = 0) else '{}'::jsonb end,
             now() - (random() * interval '90 days')
        from generate_series(${done + 1}::int, ${done + n}::int) g, c`;
  }
  await kit.db`vacuum analyze portal_events`;
  await kit.db`vacuum analyze portal_event_hours`;
  await kit.db`vacuum analyze portal_page_days`;
  const [rollup] = await kit.db<{ n: number }[]>`select (select count(*) from portal_event_hours where portal_id = ${portal.id})::int as n`;
  const [pageDays] = await kit.db<{ n: number }[]>`select (select count(*) from portal_page_days where portal_id = ${portal.id})::int as n`;
  const someone = customers[7]!;

  const get = async (url: string, token = kit.token) => {
    const res = await fetch(portico.url + url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    return body;
  };
  let cursor = '';
  const feed = JSON.parse(await get(`/v1/portal-events?portalId=${portal.id}&limit=50`)) as { data: { nextCursor: string } };
  cursor = feed.data.nextCursor;
  const html = await get(`/p/${portal.slug}/hub`);
  if (!html.includes('<title>Client hub')) throw new Error('The published page did not carry its title.');

  const targets = [
    { key: 'page', label: `GET /p/{slug}/hub (HTML with ${BLOCKS} blocks)`, next: () => get(`/p/${portal.slug}/hub`), target: null },
    { key: 'page-none', label: 'GET /p/{slug}/nowhere (no page there)', next: () => get(`/p/${portal.slug}/nowhere`), target: null },
    {
      key: 'public-page',
      label: 'GET /v1/public/pages (moving between pages)',
      next: () => get(`/v1/public/pages?portalSlug=${portal.slug}&path=/hub`),
      target: null,
    },
    {
      key: 'feed',
      label: 'feed: GET /v1/portal-events (newest 50)',
      next: () => get(`/v1/portal-events?portalId=${portal.id}&limit=50`),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'feed-next',
      label: 'feed: the next 50 (cursor)',
      next: () => get(`/v1/portal-events?portalId=${portal.id}&limit=50&cursor=${encodeURIComponent(cursor)}`),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'feed-type',
      label: 'feed: type=ticket.replied (1 %)',
      next: () => get(`/v1/portal-events?portalId=${portal.id}&limit=50&type=ticket.replied`),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'feed-customer',
      label: 'feed: one customer',
      next: () => get(`/v1/portal-events?portalId=${portal.id}&limit=50&customerId=${someone}`),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'feed-graphql',
      label: 'feed: GraphQL portalEvents(first: 50)',
      next: () =>
        fetch(portico.url + '/graphql', {
          method: 'POST',
          headers: { authorization: `Bearer ${kit.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `query($p: ID!) { portalEvents(portalId: $p, first: 50) { edges { node { id type at data customer { id name email } } } pageInfo { hasNextPage endCursor } } }`,
            variables: { p: portal.id },
          }),
        }).then((r) => r.text()),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'analytics-90',
      label: 'analytics: 90 days (GET /v1/portal-events/analytics)',
      next: () => get(`/v1/portal-events/analytics?portalId=${portal.id}&days=90`),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'analytics-90-in',
      label: 'analytics: 90 days, the builder in India (+05:30: 90 hours split)',
      next: () => get(`/v1/portal-events/analytics?portalId=${portal.id}&days=90`),
      target: EVENTS_TARGET_MS,
      zone: 'Asia/Kolkata',
    },
    {
      key: 'analytics-7',
      label: 'analytics: 7 days',
      next: () => get(`/v1/portal-events/analytics?portalId=${portal.id}&days=7`),
      target: EVENTS_TARGET_MS,
    },
    {
      key: 'raw-count',
      label: '(for scale) raw SQL: count(*) of the 90 days’ events by day and type',
      next: () =>
        kit.db`select date_trunc('day', at) d, type, count(*) from portal_events where portal_id = ${portal.id} and at > now() - interval '90 days' group by 1, 2`,
      target: null,
    },
  ];
  // The analytics read days in the builder's time zone: a target may ask for another than the builder's own.
  const ownZone: string = (await api('GET', '/v1/user/me')).timezone;
  const zoneFor = async (t: { zone?: string }) => api('PATCH', '/v1/user/me', { timezone: t.zone ?? ownZone });
  for (const t of targets) {
    await zoneFor(t);
    kit.step(`Warming up ${t.label} …`);
    await timeAll(t.next, t.key === 'raw-count' ? 3 : WARMUP);
  }
  const p50s: Record<string, number[]> = {};
  const p99s: Record<string, number[]> = {};
  for (let round = 1; round <= kit.settings.rounds; round++)
    for (const t of targets) {
      await zoneFor(t);
      kit.step(`Round ${round}/${kit.settings.rounds}: ${t.label} …`);
      const sorted = await timeAll(t.next, t.key === 'raw-count' ? 5 : REQUESTS);
      (p50s[t.key] ??= []).push(pct(sorted, 50));
      (p99s[t.key] ??= []).push(pct(sorted, 99));
    }
  await portico.stop();

  const bundle = pageBundle(clientDir);
  const jsOk = bundle.jsGzip <= PAGE_JS_TARGET;
  let ok = jsOk;
  out(
    `Pages and events: a published page of ${BLOCKS} blocks; ${EVENTS.toLocaleString('en')} events of one portal over 90 days (${CUSTOMERS.toLocaleString('en')} customers; ${rollup!.n.toLocaleString('en')} rows of the hourly roll-up, ${pageDays!.n.toLocaleString('en')} of the pages’ daily one); one request at a time, ${REQUESTS} × ${kit.settings.rounds} rounds`,
  );
  out();
  out(
    kit.table(
      ['request (median of rounds)', 'p50 ms', 'p99 ms', 'p50 by round', 'target'],
      targets.map((t) => {
        const p50 = kit.median(p50s[t.key]!);
        const pass = t.target === null || p50 <= t.target;
        ok &&= pass;
        return [
          t.label,
          p50.toFixed(2),
          kit.median(p99s[t.key]!).toFixed(2),
          p50s[t.key]!.map((v) => v.toFixed(2)).join(' / '),
          t.target === null ? '—' : `p50 ≤ ${t.target} ms: ${pass ? 'PASS' : 'FAIL'}`,
        ];
      }),
    ),
  );
  out();
  out(`JavaScript a published page of every block kind loads before it is usable (gzip, the portal entry + the block chunks):`);
  for (const f of bundle.js) out(`  ${f.file.padEnd(52)} ${(f.gzip / 1000).toFixed(1).padStart(7)} kB`);
  out(
    `  ${'total'.padEnd(52)} ${(bundle.jsGzip / 1000).toFixed(1).padStart(7)} kB   target ≤ ${(PAGE_JS_TARGET / 1000).toFixed(1)} kB: ${jsOk ? 'PASS' : 'FAIL'}`,
  );
  return { lines, ok };
}
