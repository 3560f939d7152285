import { expect } from 'vitest';
import { signInCustomer } from '../../helpers/customers.js';
import { largePng, png } from '../../helpers/images.js';
import type { OpenApiCalls } from './calls.js';

/** Calls every page, layout and portal-event route (issue 13) for openapi.test.ts: its success and the errors a client meets. */
export async function pagesCalls({ t, rest, upload }: OpenApiCalls): Promise<void> {
  const owner = await t.signUp();
  const token = owner.token;
  const portal = (await rest('POST', '/v1/portal', { token, body: { name: `OpenAPI site ${Date.now()}` } })).body.data;
  const portalId: string = portal.id;
  const missing = '00000000-0000-4000-8000-000000000000';

  // Layout: read, save, a stale save, a bad one, anonymous, someone else's portal.
  await rest('GET', `/v1/layout?portalId=${portalId}`, { token });
  await rest('GET', `/v1/layout?portalId=${portalId}`);
  await rest('GET', `/v1/layout?portalId=${missing}`, { token });
  const layout = { navigation: [{ id: 'docs', label: 'Docs', kind: 'URL', url: 'https://example.com' }], header: {}, footer: {} };
  await rest('PUT', '/v1/layout', { token, body: { portalId, layout, revision: 0 } });
  await rest('PUT', '/v1/layout', { token, body: { portalId, layout, revision: 0 } });
  await rest('PUT', '/v1/layout', {
    token,
    body: { portalId, layout: { ...layout, navigation: [{ id: 'x', label: 'X', kind: 'URL' }] }, revision: 1 },
  });
  await rest('PUT', '/v1/layout', { body: { portalId, layout, revision: 1 } });
  await rest('PUT', '/v1/layout', { token, body: { portalId: missing, layout, revision: 0 } });

  // Pages: create, a taken path, a bad path, read, list, save, a stale save, order, delete.
  const service = await rest('POST', '/v1/services', {
    token,
    body: { title: 'Intro call', durationMinutes: 30, location: { kind: 'VIDEO', value: 'https://meet.example.com/intro' } },
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  const blocks = [
    { id: 'h', type: 'HEADING', props: { text: 'Plans' } },
    { id: 't', type: 'TEXT', props: { html: '<p>Hello</p>' } },
    { id: 'i', type: 'IMAGE', props: { url: 'https://example.com/a.png', alt: 'A' } },
    {
      id: 'c',
      type: 'COLUMNS',
      props: { columns: [{ blocks: [{ id: 'b', type: 'BUTTON', props: { label: 'Go', href: '/go' } }] }, { blocks: [] }] },
    },
    { id: 'e', type: 'EMBED', props: { url: 'https://youtu.be/abc', title: 'Tour' } },
    { id: 'k', type: 'TICKETS', props: {} },
    { id: 'w', type: 'WORKFLOW_LIST', props: {} },
    { id: 'bk', type: 'BOOKING', props: { serviceId: service.body.data.id } },
  ];
  const created = await rest('POST', '/v1/pages', { token, body: { portalId, title: 'Pricing', blocks } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const page = created.body.data;
  const members = await rest('POST', '/v1/pages', { token, body: { portalId, title: 'Members', visibility: 'CUSTOMERS' } });
  await rest('POST', '/v1/pages', { token, body: { portalId, title: 'Pricing' } });
  await rest('POST', '/v1/pages', { token, body: { portalId, title: 'Bad', path: '/tickets' } });
  await rest('POST', '/v1/pages', { body: { portalId, title: 'Anonymous' } });
  await rest('POST', '/v1/pages', { token, body: { portalId: missing, title: 'Nowhere' } });
  await rest('GET', `/v1/pages?id=${page.id}`, { token });
  await rest('GET', `/v1/pages?id=${missing}`, { token });
  await rest('GET', '/v1/pages?id=not-an-id', { token });
  await rest('GET', `/v1/pages?id=${page.id}`);
  await rest('GET', `/v1/pages/list?portalId=${portalId}`, { token });
  await rest('GET', `/v1/pages/list?portalId=${missing}`, { token });
  await rest('GET', `/v1/pages/list?portalId=${portalId}`);
  await rest('PATCH', '/v1/pages', { token, body: { id: page.id, revision: page.revision, description: 'Our prices.' } });
  await rest('PATCH', '/v1/pages', { token, body: { id: page.id, revision: page.revision, description: 'Stale.' } });
  await rest('PATCH', '/v1/pages', { token, body: { id: page.id, revision: page.revision + 1, blocks: [{ id: 'x', type: 'SCRIPT' }] } });
  await rest('PATCH', '/v1/pages', { token, body: { id: missing, revision: 1 } });
  await rest('PATCH', '/v1/pages', { body: { id: page.id, revision: 1 } });
  await rest('PUT', '/v1/pages/order', { token, body: { portalId, ids: [members.body.data.id, page.id] } });
  await rest('PUT', '/v1/pages/order', { token, body: { portalId, ids: [page.id] } });
  await rest('PUT', '/v1/pages/order', { token, body: { portalId: missing, ids: [] } });
  await rest('PUT', '/v1/pages/order', { body: { portalId, ids: [] } });

  // Images: a PNG, a text file, one too large, anonymous, someone else's portal.
  const image = (data: Buffer) => ({ data, filename: 'image.png', contentType: 'image/png' });
  await upload('POST', '/v1/pages/images', { token, fields: { portalId }, file: image(png([3, 2, 1])) });
  await upload('POST', '/v1/pages/images', { token, fields: { portalId }, file: image(Buffer.from('text, not a picture')) });
  await upload('POST', '/v1/pages/images', { token, fields: { portalId }, file: image(largePng(2 * 1024 * 1024 + 1)) });
  await upload('POST', '/v1/pages/images', { fields: { portalId }, file: image(png()) });
  await upload('POST', '/v1/pages/images', { token, fields: { portalId: missing }, file: image(png()) });

  // Publish, then the published side: a page, an unknown one, a CUSTOMERS page anonymously and as its customer.
  await rest('POST', '/v1/layout/publish', { token, body: { portalId } });
  await rest('POST', '/v1/layout/publish', { token, body: { portalId: missing } });
  await rest('POST', '/v1/layout/publish', { body: { portalId } });
  await rest('POST', '/v1/layout/publish', { token, body: {} });
  const query = (path: string) => `/v1/public/pages?${new URLSearchParams({ portalSlug: portal.slug, path })}`;
  expect((await rest('GET', query('/pricing'))).status).toBe(200);
  await rest('GET', query('/nowhere'));
  await rest('GET', query('/members'));
  const customer = await signInCustomer(t, token, portalId);
  await rest('GET', query('/members'), { token: customer.token });
  await rest('GET', '/v1/public/pages?portalSlug=&path=/');
  await rest('GET', `/v1/public/site?portalSlug=${portal.slug}`);
  await rest('GET', `/v1/public/site?portalSlug=${portal.slug}`, { token: customer.token });
  await rest('GET', '/v1/public/site?portalSlug=no-such-portal-anywhere');
  await rest('GET', '/v1/public/site');

  // Portal events: a page view, a refused one, an unknown portal; the feed and the analytics.
  await rest('POST', '/v1/portal-events', { body: { portalSlug: portal.slug, type: 'page.viewed', path: '/pricing', entry: true } });
  await rest('POST', '/v1/portal-events', {
    token: customer.token,
    body: { portalSlug: portal.slug, type: 'page.viewed', path: '/members' },
  });
  await rest('POST', '/v1/portal-events', { body: { portalSlug: portal.slug, type: 'ticket.created', path: '/' } });
  await rest('POST', '/v1/portal-events', { body: { portalSlug: 'no-such-portal-anywhere', type: 'page.viewed', path: '/' } });
  await t.app.pageViews.flush();
  const feed = await rest('GET', `/v1/portal-events?portalId=${portalId}&limit=1`, { token });
  await rest('GET', `/v1/portal-events?portalId=${portalId}&limit=1&cursor=${encodeURIComponent(feed.body.data.nextCursor)}`, { token });
  await rest('GET', `/v1/portal-events?portalId=${portalId}&type=nope`, { token });
  await rest('GET', `/v1/portal-events?portalId=${missing}`, { token });
  await rest('GET', `/v1/portal-events?portalId=${portalId}`);
  const stats = await rest('GET', `/v1/portal-events/analytics?portalId=${portalId}&days=7`, { token });
  expect(stats.body.data.totals.pageViews).toBe(2);
  await rest('GET', `/v1/portal-events/analytics?portalId=${portalId}&days=8`, { token });
  await rest('GET', `/v1/portal-events/analytics?portalId=${missing}`, { token });
  await rest('GET', `/v1/portal-events/analytics?portalId=${portalId}`);

  await rest('DELETE', `/v1/pages?id=${page.id}`, { token });
  await rest('DELETE', `/v1/pages?id=${page.id}`, { token });
  await rest('DELETE', `/v1/pages?id=${page.id}`);
}
