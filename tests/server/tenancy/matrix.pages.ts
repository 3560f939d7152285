import { expect } from 'vitest';
import { png } from '../../helpers/images.js';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of the published portal's pages, layout and events (issue 13); matrix.ts spreads
 * them into REST and GRAPHQL. Everything a builder does is portal-scoped and open to every teammate
 * (a MEMBER edits and publishes pages); the published side (a page by its path, a page view) is public.
 */

/** A page of the fixture's portal with a heading, made once (the entry's calls, built for each caller, name the same one). */
const page = (f: Fixture) =>
  f.memo('pages:page', async () => {
    const res = await f.app.rest('POST', '/v1/pages', {
      token: f.owner.token,
      body: { portalId: f.portal.id, title: f.unique('secret-page'), blocks: [{ id: 'h', type: 'HEADING', props: { text: 'Hello' } }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; path: string; revision: number };
  });

/** A PUBLIC page of the fixture's portal, published. */
const publishedPage = (f: Fixture) =>
  f.memo('pages:published', async () => {
    const p = await page(f);
    const res = await f.app.rest('POST', '/v1/layout/publish', { token: f.owner.token, body: { portalId: f.portal.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return p;
  });

const layout = { navigation: [{ id: 'docs', label: 'Docs', kind: 'URL', url: 'https://example.com/docs' }], header: {}, footer: {} };
const image = () => ({ data: png([200, 100, 50]), filename: 'block.png', contentType: 'image/png' });
const PAGE = 'id portalId title path visibility position revision unpublishedChanges';

export const PAGES_REST: Record<string, RestEntry> = {
  'GET /v1/layout': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'PUT /v1/layout': { request: (f) => ({ body: { portalId: f.portal.id, layout, revision: 0 } }) },
  'POST /v1/layout/publish': {
    request: async (f) => {
      await page(f);
      return { body: { portalId: f.portal.id } };
    },
  },
  'GET /v1/pages/list': {
    request: async (f) => {
      await page(f);
      return { query: { portalId: f.portal.id } };
    },
  },
  'GET /v1/pages': { request: async (f) => ({ query: { id: (await page(f)).id } }) },
  'POST /v1/pages': { request: (f) => ({ body: { portalId: f.portal.id, title: f.unique('made') } }) },
  'PATCH /v1/pages': {
    request: async (f) => {
      const p = await page(f);
      return { body: { id: p.id, revision: p.revision, title: 'Renamed by the matrix' } };
    },
  },
  'DELETE /v1/pages': { request: async (f) => ({ query: { id: (await page(f)).id } }) },
  'PUT /v1/pages/order': { request: async (f) => ({ body: { portalId: f.portal.id, ids: [(await page(f)).id] } }) },
  'POST /v1/pages/images': { request: (f) => ({ upload: { fields: { portalId: f.portal.id }, file: image() } }) },
  'GET /v1/public/pages': {
    request: async (f) => ({ query: { portalSlug: f.portal.slug, path: (await publishedPage(f)).path } }),
  },
  'GET /v1/public/site': {
    request: (f) => ({ query: { portalSlug: f.portal.slug } }),
  },
  'GET /v1/portal-events': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/portal-events/analytics': { request: (f) => ({ query: { portalId: f.portal.id, days: '7' } }) },
  'POST /v1/portal-events': {
    request: (f) => ({ body: { portalSlug: f.portal.slug, type: 'page.viewed', path: '/', entry: true } }),
  },
};

export const PAGES_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.portalLayout': {
    document: 'query($p: ID!) { portalLayout(portalId: $p) { portalId layout revision unpublishedChanges } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.portalPages': {
    document: `query($p: ID!) { portalPages(portalId: $p) { ${PAGE} } }`,
    variables: async (f) => {
      await page(f);
      return { p: f.portal.id };
    },
  },
  'Query.portalPage': {
    document: `query($id: ID!) { portalPage(id: $id) { ${PAGE} blocks } }`,
    variables: async (f) => ({ id: (await page(f)).id }),
  },
  'Query.portalEvents': {
    document: 'query($p: ID!) { portalEvents(portalId: $p, first: 10) { edges { node { id type data customer { id email } } } } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.portalAnalytics': {
    document: 'query($p: ID!) { portalAnalytics(portalId: $p, days: 7) { portalId days totals { visits pageViews } topPages { path } } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Mutation.updatePortalLayout': {
    document: 'mutation($i: UpdatePortalLayoutInput!) { updatePortalLayout(input: $i) { portalId revision } }',
    variables: (f) => ({ i: { portalId: f.portal.id, layout, revision: 0 } }),
  },
  'Mutation.createPortalPage': {
    document: `mutation($i: CreatePortalPageInput!) { createPortalPage(input: $i) { ${PAGE} } }`,
    variables: (f) => ({ i: { portalId: f.portal.id, title: f.unique('made') } }),
  },
  'Mutation.updatePortalPage': {
    document: `mutation($i: UpdatePortalPageInput!) { updatePortalPage(input: $i) { ${PAGE} } }`,
    variables: async (f) => {
      const p = await page(f);
      return { i: { id: p.id, revision: p.revision, title: 'Renamed by the matrix' } };
    },
  },
  'Mutation.deletePortalPage': {
    document: `mutation($i: PortalPageIdInput!) { deletePortalPage(input: $i) { ${PAGE} } }`,
    variables: async (f) => ({ i: { id: (await page(f)).id } }),
  },
  'Mutation.reorderPortalPages': {
    document: 'mutation($i: ReorderPortalPagesInput!) { reorderPortalPages(input: $i) { id position } }',
    variables: async (f) => ({ i: { portalId: f.portal.id, ids: [(await page(f)).id] } }),
  },
  'Mutation.publishPortalSite': {
    document: 'mutation($i: PublishPortalSiteInput!) { publishPortalSite(input: $i) { portalId pages unpublishedChanges } }',
    variables: async (f) => {
      await page(f);
      return { i: { portalId: f.portal.id } };
    },
  },
};
