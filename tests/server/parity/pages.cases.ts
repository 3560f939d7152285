import { portalEvents } from '../../../db/schema/index.js';
import { pageOf, type ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

/** The REST/GraphQL parity cases of the pages, layout and portal events (issue 13); parity.test.ts runs them with its own. */

const SUMMARY = 'id portalId title path description visibility position revision publishedAt unpublishedChanges updatedAt';
const PAGE = `${SUMMARY} blocks publishProblems { path blockId message }`;
const LAYOUT = 'portalId layout revision publishedAt unpublishedChanges updatedAt';
const EVENT = 'id portalId customerId type customer { id name email } data at';
const ANALYTICS =
  'portalId days timeZone series { date visits pageViews signIns workflowCompletions tickets } totals { visits pageViews signIns workflowCompletions tickets } topPages { path title views }';

/** Blocks as the editor sends them: rich text to sanitise, a YouTube link to turn into its embed address. */
const BLOCKS = [
  { id: 'h', type: 'HEADING', props: { text: 'Our plans', level: 1 } },
  { id: 't', type: 'TEXT', props: { html: '<p>Hi<script>alert(1)</script> <a href="https://example.com">there</a></p>' } },
  { id: 'e', type: 'EMBED', props: { url: 'https://www.youtube.com/watch?v=abc', title: 'Tour' } },
];
const LAYOUT_CONTENT = {
  navigation: [{ id: 'docs', label: 'Docs', kind: 'URL', url: 'https://example.com/docs' }],
  header: { title: 'Client hub' },
  footer: { text: '© Acme', links: [{ label: 'Terms', url: '/terms' }] },
};

export function pagesCases(app: () => TestApp): Array<ParityCase<any>> {
  type Site = { token: string; portalId: string; pages: Array<{ id: string; revision: number; path: string }> };
  /** A fresh builder with a portal holding the pages titled `titles` (Pricing gets the blocks). */
  const site = async (tag: string, titles: string[] = ['Pricing', 'About']): Promise<Site> => {
    const t = app();
    const b = await t.signUp({ email: `${tag}@example.com` });
    const portal = await t.rest('POST', '/v1/portal', { token: b.token, body: { name: `Site ${tag}` } });
    const pages = [];
    for (const title of titles) {
      const res = await t.rest('POST', '/v1/pages', {
        token: b.token,
        body: { portalId: portal.body.data.id, title, ...(title === 'Pricing' ? { blocks: BLOCKS } : {}) },
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      pages.push(res.body.data);
    }
    return { token: b.token, portalId: portal.body.data.id, pages };
  };
  const token = (s: Site) => s.token;
  const layoutCall = (revision: number, layout: unknown = LAYOUT_CONTENT) => ({
    rest: (s: Site) => ({ method: 'PUT' as const, url: '/v1/layout', body: { portalId: s.portalId, layout, revision } }),
    graphql: (s: Site) => ({
      document: `mutation($i: UpdatePortalLayoutInput!) { updatePortalLayout(input: $i) { ${LAYOUT} } }`,
      variables: { i: { portalId: s.portalId, layout, revision } },
    }),
  });
  const createCall = (body: Record<string, unknown>) => ({
    rest: (s: Site) => ({ method: 'POST' as const, url: '/v1/pages', body: { portalId: s.portalId, ...body } }),
    graphql: (s: Site) => ({
      document: `mutation($i: CreatePortalPageInput!) { createPortalPage(input: $i) { ${PAGE} } }`,
      variables: { i: { portalId: s.portalId, ...body } },
    }),
  });
  const updateCall = (body: (s: Site) => Record<string, unknown>) => ({
    rest: (s: Site) => ({ method: 'PATCH' as const, url: '/v1/pages', body: body(s) }),
    graphql: (s: Site) => ({
      document: `mutation($i: UpdatePortalPageInput!) { updatePortalPage(input: $i) { ${PAGE} } }`,
      variables: { i: body(s) },
    }),
  });
  const reorderCall = (ids: (s: Site) => string[]) => ({
    rest: (s: Site) => ({ method: 'PUT' as const, url: '/v1/pages/order', body: { portalId: s.portalId, ids: ids(s) } }),
    graphql: (s: Site) => ({
      document: `mutation($i: ReorderPortalPagesInput!) { reorderPortalPages(input: $i) { ${SUMMARY} } }`,
      variables: { i: { portalId: s.portalId, ids: ids(s) } },
    }),
  });
  const analyticsCall = (days: number) => ({
    rest: (s: Site) => ({
      method: 'GET' as const,
      url: '/v1/portal-events/analytics',
      query: { portalId: s.portalId, days: String(days) },
    }),
    graphql: (s: Site) => ({
      document: `query($p: ID!, $d: Int) { portalAnalytics(portalId: $p, days: $d) { ${ANALYTICS} } }`,
      variables: { p: s.portalId, d: days },
    }),
  });

  return [
    {
      name: 'portalLayout: the saved draft, with unpublished changes',
      setup: async (tag: string) => {
        const s = await site(tag);
        await app().rest('PUT', '/v1/layout', { token: s.token, body: { portalId: s.portalId, layout: LAYOUT_CONTENT, revision: 0 } });
        return s;
      },
      token,
      rest: (s) => ({ method: 'GET', url: '/v1/layout', query: { portalId: s.portalId } }),
      graphql: (s) => ({ document: `query($p: ID!) { portalLayout(portalId: $p) { ${LAYOUT} } }`, variables: { p: s.portalId } }),
      expect: 'ok',
    },
    {
      name: 'portalLayout: another builder’s portal',
      setup: async (tag: string) => ({ ...(await site(tag, [])), stranger: (await app().signUp()).token }),
      token: (s) => s.stranger,
      rest: (s) => ({ method: 'GET', url: '/v1/layout', query: { portalId: s.portalId } }),
      graphql: (s) => ({ document: `query($p: ID!) { portalLayout(portalId: $p) { ${LAYOUT} } }`, variables: { p: s.portalId } }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'portalPages: in their order',
      setup: (tag: string) => site(tag),
      token,
      rest: (s) => ({ method: 'GET', url: '/v1/pages/list', query: { portalId: s.portalId } }),
      graphql: (s) => ({ document: `query($p: ID!) { portalPages(portalId: $p) { ${SUMMARY} } }`, variables: { p: s.portalId } }),
      expect: 'ok',
    },
    {
      name: 'portalPage: with its sanitised blocks',
      setup: (tag: string) => site(tag),
      token,
      rest: (s) => ({ method: 'GET', url: '/v1/pages', query: { id: s.pages[0]!.id } }),
      graphql: (s) => ({ document: `query($id: ID!) { portalPage(id: $id) { ${PAGE} } }`, variables: { id: s.pages[0]!.id } }),
      expect: 'ok',
    },
    {
      name: 'portalPage: another builder’s page',
      setup: async (tag: string) => ({ ...(await site(tag)), stranger: (await app().signUp()).token }),
      token: (s) => s.stranger,
      rest: (s) => ({ method: 'GET', url: '/v1/pages', query: { id: s.pages[0]!.id } }),
      graphql: (s) => ({ document: `query($id: ID!) { portalPage(id: $id) { ${PAGE} } }`, variables: { id: s.pages[0]!.id } }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'portalEvents: the first page of the feed, newest first',
      setup: async (tag: string) => {
        const s = await site(tag, []);
        const at = Date.UTC(2024, 2, 1, 8);
        await app()
          .database.db.insert(portalEvents)
          .values(
            ['/', '/pricing', '/about'].map((path, i) => ({
              portalId: s.portalId,
              type: 'page.viewed',
              data: { path, ...(i === 0 ? { entry: true } : {}) },
              at: new Date(at + i * 60_000),
            })),
          );
        return s;
      },
      token,
      rest: (s) => ({ method: 'GET', url: '/v1/portal-events', query: { portalId: s.portalId, type: 'page.viewed', limit: '2' } }),
      graphql: (s) => ({
        document: `query($p: ID!) { portalEvents(portalId: $p, type: "page.viewed", first: 2) { edges { node { ${EVENT} } } pageInfo { hasNextPage endCursor } } }`,
        variables: { p: s.portalId },
      }),
      map: pageOf,
      expect: 'ok',
    },
    {
      name: 'portalEvents: an unknown type',
      setup: (tag: string) => site(tag, []),
      token,
      rest: (s) => ({ method: 'GET', url: '/v1/portal-events', query: { portalId: s.portalId, type: 'page.clicked' } }),
      graphql: (s) => ({
        document: `query($p: ID!) { portalEvents(portalId: $p, type: "page.clicked") { edges { node { ${EVENT} } } } }`,
        variables: { p: s.portalId },
      }),
      expect: 'BAD_USER_INPUT',
      details: { type: /The type is one of/ },
    },
    {
      name: 'portalAnalytics: seven days',
      setup: (tag: string) => site(tag, []),
      token,
      ...analyticsCall(7),
      expect: 'ok',
    },
    {
      name: 'portalAnalytics: eight days',
      setup: (tag: string) => site(tag, []),
      token,
      ...analyticsCall(8),
      expect: 'BAD_USER_INPUT',
      details: { days: 'The period is 7, 30 or 90 days.' },
    },
    { name: 'updatePortalLayout: the first save', setup: (tag: string) => site(tag, []), token, ...layoutCall(0), expect: 'ok' },
    {
      name: 'updatePortalLayout: a stale revision',
      setup: async (tag: string) => {
        const s = await site(tag, []);
        await app().rest('PUT', '/v1/layout', { token: s.token, body: { portalId: s.portalId, layout: LAYOUT_CONTENT, revision: 0 } });
        return s;
      },
      token,
      ...layoutCall(0),
      expect: 'CONFLICT',
      details: { revision: /Out of date/ },
    },
    {
      name: 'updatePortalLayout: a URL item without its address',
      setup: (tag: string) => site(tag, []),
      token,
      ...layoutCall(0, { ...LAYOUT_CONTENT, navigation: [{ id: 'x', label: 'Docs', kind: 'URL' }] }),
      expect: 'BAD_USER_INPUT',
      details: { 'layout.navigation.0.url': 'Enter the address it opens.' },
    },
    {
      name: 'createPortalPage: blocks sanitised, the path from the title',
      setup: (tag: string) => site(tag, []),
      token,
      ...createCall({ title: 'Getting started', visibility: 'CUSTOMERS', blocks: BLOCKS }),
      expect: 'ok',
    },
    {
      name: 'createPortalPage: a reserved path',
      setup: (tag: string) => site(tag, []),
      token,
      ...createCall({ title: 'Tickets', path: '/tickets' }),
      expect: 'BAD_USER_INPUT',
      details: { path: /one of the portal’s own addresses/ },
    },
    {
      name: 'createPortalPage: a path another page has',
      setup: (tag: string) => site(tag),
      token,
      ...createCall({ title: 'Prices', path: '/pricing' }),
      expect: 'CONFLICT',
      details: { path: /taken/ },
    },
    {
      name: 'createPortalPage: an EMBED of a site not on the list',
      setup: (tag: string) => site(tag, []),
      token,
      ...createCall({ title: 'Video', blocks: [{ id: 'e', type: 'EMBED', props: { url: 'https://evil.example/x', title: 'X' } }] }),
      expect: 'BAD_USER_INPUT',
      details: { 'blocks.0.props.url': /evil\.example is not on the list/ },
    },
    {
      name: 'updatePortalPage: saved over its revision',
      setup: (tag: string) => site(tag),
      token,
      ...updateCall((s) => ({ id: s.pages[1]!.id, revision: s.pages[1]!.revision, title: 'About us', path: '/about-us', blocks: BLOCKS })),
      expect: 'ok',
    },
    {
      name: 'updatePortalPage: a draft image with no file or alt text yet (saved, with what Publish needs)',
      setup: (tag: string) => site(tag),
      token,
      ...updateCall((s) => ({
        id: s.pages[1]!.id,
        revision: s.pages[1]!.revision,
        blocks: [{ id: 'img', type: 'IMAGE', props: { url: '', alt: '' } }],
      })),
      expect: 'ok',
    },
    {
      name: 'updatePortalPage: a stale revision',
      setup: async (tag: string) => {
        const s = await site(tag);
        await app().rest('PATCH', '/v1/pages', {
          token: s.token,
          body: { id: s.pages[1]!.id, revision: s.pages[1]!.revision, title: 'Newer' },
        });
        return s;
      },
      token,
      ...updateCall((s) => ({ id: s.pages[1]!.id, revision: s.pages[1]!.revision, title: 'Older' })),
      expect: 'CONFLICT',
    },
    {
      name: 'updatePortalPage: an unknown block type',
      setup: (tag: string) => site(tag),
      token,
      ...updateCall((s) => ({ id: s.pages[1]!.id, revision: s.pages[1]!.revision, blocks: [{ id: 'x', type: 'SCRIPT', props: {} }] })),
      expect: 'BAD_USER_INPUT',
      details: { 'blocks.0.type': /“SCRIPT” is not a block type/ },
    },
    {
      name: 'deletePortalPage: the page as it was',
      setup: (tag: string) => site(tag),
      token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/pages', query: { id: s.pages[0]!.id } }),
      graphql: (s) => ({
        document: `mutation($i: PortalPageIdInput!) { deletePortalPage(input: $i) { ${PAGE} } }`,
        variables: { i: { id: s.pages[0]!.id } },
      }),
      expect: 'ok',
    },
    {
      name: 'reorderPortalPages: the new order',
      setup: (tag: string) => site(tag),
      token,
      ...reorderCall((s) => s.pages.map((p) => p.id).reverse()),
      expect: 'ok',
    },
    {
      name: 'reorderPortalPages: a page left out',
      setup: (tag: string) => site(tag),
      token,
      ...reorderCall((s) => [s.pages[0]!.id]),
      expect: 'BAD_USER_INPUT',
      details: { ids: /every page of the portal exactly once/ },
    },
    {
      name: 'publishPortalSite: every page',
      setup: (tag: string) => site(tag),
      token,
      rest: (s) => ({ method: 'POST', url: '/v1/layout/publish', body: { portalId: s.portalId } }),
      graphql: (s) => ({
        document:
          'mutation($i: PublishPortalSiteInput!) { publishPortalSite(input: $i) { portalId publishedAt pages unpublishedChanges } }',
        variables: { i: { portalId: s.portalId } },
      }),
      expect: 'ok',
    },
  ];
}
