import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let portal: { id: string; slug: string; subDomain: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ APP_DOMAIN: 'portico.test:4321' });
  owner = await t.signUp();
  const res = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Acme </script><script>alert(1)</script>' } });
  portal = res.body.data;
  await t.rest('PUT', '/v1/portal/basic-info', {
    token: owner.token,
    body: { portalId: portal.id, basicInfo: { title: 'Acme Client Hub', description: 'Invoices & projects', supportEmail: null } },
  });
});
afterAll(() => t.close());

const page = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
const boot = (html: string) => JSON.parse(/<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);

describe('the published portal’s pages', () => {
  it('/p/{slug} and its sub-pages answer the portal’s page with its title, description and public info', async () => {
    for (const url of [`/p/${portal.slug}`, `/p/${portal.slug}/tickets/123`, `/p/${portal.slug.toUpperCase()}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Acme Client Hub</title>');
      expect(res.body).toContain('<meta name="description" content="Invoices &#38; projects" />');
      const data = boot(res.body);
      expect(data).toMatchObject({
        id: portal.id,
        slug: portal.slug,
        basename: `/p/${portal.slug}`,
        basicInfo: { title: 'Acme Client Hub' },
      });
      expect(data).not.toHaveProperty('workspaceId');
    }
  });

  it('cannot be broken out of by what the builder typed', async () => {
    const res = await page(`/p/${portal.slug}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('\\u003c/script\\u003e');
    expect(boot(res.body).name).toBe('Acme </script><script>alert(1)</script>');
  });

  it('a portal that does not exist gets a plain 404 page, not the builder app', async () => {
    const res = await page('/p/no-such-portal-here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This portal does not exist');
    expect(res.body).not.toContain('portal-boot');
    expect((await page(`/p/${'x'.repeat(90)}`)).statusCode).toBe(404);
  });

  it('answers on the portal’s sub-domain of APP_DOMAIN, with no /p/ prefix', async () => {
    for (const url of ['/', '/tickets', '/auth/magic?token=abc']) {
      const res = await page(url, `${portal.subDomain}.portico.test:4321`);
      expect(res.statusCode, url).toBe(200);
      expect(boot(res.body)).toMatchObject({ id: portal.id, basename: '' });
    }
    const unknown = await page('/', 'nobody-here.portico.test:4321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This portal does not exist');
    // The API still answers on the sub-domain, as JSON.
    const api = await t.app.inject({
      method: 'GET',
      url: `/v1/public/portal/info/slug?slug=${portal.slug}`,
      headers: { host: `${portal.subDomain}.portico.test:4321` },
    });
    expect(api.json().data.slug).toBe(portal.slug);
    // The builder's own host is not a portal.
    const builder = await page('/portals', 'portico.test:4321');
    expect(builder.body).not.toContain('portal-boot');
  });

  it('gives builders the sub-domain address on every portal answer, the same over REST and GraphQL', async () => {
    const address = `http://${portal.subDomain}.portico.test:4321`;
    const rest = await t.rest('GET', `/v1/portal?id=${portal.id}`, { token: owner.token });
    expect(rest.body.data.subDomainUrl).toBe(address);
    const list = await t.rest('GET', '/v1/portal/list', { token: owner.token });
    expect(list.body.data.items.map((p: { subDomainUrl: string }) => p.subDomainUrl)).toEqual([address]);
    const gql = await t.gql('{ portals(first: 5) { edges { node { subDomainUrl } } } }', undefined, owner.token);
    expect(gql.body.data.portals.edges[0].node.subDomainUrl).toBe(address);
    const moved = await t.rest('POST', '/v1/portal/update-subDomain', {
      token: owner.token,
      body: { portalId: portal.id, subDomain: `${portal.subDomain}-moved` },
    });
    expect(moved.body.data.subDomainUrl).toBe(`http://${portal.subDomain}-moved.portico.test:4321`);
    await t.rest('POST', '/v1/portal/update-subDomain', { token: owner.token, body: { portalId: portal.id, subDomain: portal.subDomain } });
  });

  it('emails links to the sub-domain address when APP_DOMAIN is set', async () => {
    const email = `sub-${Date.now()}@example.com`;
    await t.rest('POST', '/v1/customer/users', { token: owner.token, body: { portalId: portal.id, email, name: 'Sub' } });
    await t.drainJobs();
    const mail = t.smtp.received.find((m) => m.to.includes(email))!;
    expect(mail.text).toContain(`http://${portal.subDomain}.portico.test:4321/auth/magic?token=`);
  });

  it('a published page’s title and description are in the HTML, its blocks in the boot; drafts and customers-only blocks are not', async () => {
    const create = (body: Record<string, unknown>) =>
      t.rest('POST', '/v1/pages', { token: owner.token, body: { portalId: portal.id, ...body } });
    const pricing = (
      await create({
        title: 'Pricing & plans',
        path: '/pricing',
        description: 'What it costs <b>per month</b>',
        blocks: [{ id: 'h', type: 'HEADING', props: { text: 'Plans' } }],
      })
    ).body.data;
    await create({
      title: 'Members area',
      path: '/members',
      visibility: 'CUSTOMERS',
      blocks: [{ id: 'h', type: 'HEADING', props: { text: 'Secret plans' } }],
    });
    const before = await page(`/p/${portal.slug}/pricing`);
    expect(before.body).toContain('<title>Acme Client Hub</title>');
    expect(boot(before.body)).toMatchObject({ page: null, site: { published: false } });

    expect((await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId: portal.id } })).status).toBe(200);
    for (const [url, host] of [
      [`/p/${portal.slug}/pricing`, 'localhost'],
      [`/p/${portal.slug}/Pricing/`, 'localhost'],
      ['/pricing?ref=mail', `${portal.subDomain}.portico.test:4321`],
    ] as const) {
      const res = await page(url, host);
      expect(res.body, url).toContain('<title>Pricing &#38; plans · Acme Client Hub</title>');
      expect(res.body).toContain('<meta name="description" content="What it costs &#60;b&#62;per month&#60;/b&#62;" />');
      expect(res.body).toContain('<meta property="og:title" content="Pricing &#38; plans · Acme Client Hub" />');
      // One address however the page was reached: the sub-domain's, for link previews and search engines.
      const canonical = `${new URL(t.config.appUrl).protocol}//${portal.subDomain}.portico.test:4321/pricing`;
      expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(res.body).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(res.body).not.toContain('noindex');
      const data = boot(res.body);
      expect(data.page).toMatchObject({
        id: pricing.id,
        title: 'Pricing & plans',
        blocks: [{ type: 'HEADING', props: { text: 'Plans' } }],
      });
      expect(data.site).toMatchObject({ published: true, pages: expect.arrayContaining([expect.objectContaining({ path: '/pricing' })]) });
    }
    // Its blocks may frame the allow-listed hosts and show https images; the builder's pages may not.
    const csp = String((await page(`/p/${portal.slug}/pricing`)).headers['content-security-policy']);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.youtube\.com/);
    expect(csp).toMatch(/img-src [^;]*https:/);
    expect(String((await page('/portals')).headers['content-security-policy'])).not.toContain('youtube');
    // A customers-only page tells a visitor only that it needs a sign-in: its title and blocks come with a customer's token.
    const members = await page(`/p/${portal.slug}/members`);
    expect(members.body).toContain('<title>Acme Client Hub</title>');
    expect(members.body).not.toContain('Members area');
    expect(members.body).not.toContain('Secret plans');
    expect(boot(members.body).page).toEqual({ path: '/members', visibility: 'CUSTOMERS', title: '', description: '', blocks: null });
    // Behind sign-in, it is no search result.
    expect(members.body).toContain('<meta name="robots" content="noindex" />');

    // A draft edit is not what visitors get until the next publish.
    await t.rest('PATCH', '/v1/pages', { token: owner.token, body: { id: pricing.id, revision: pricing.revision, title: 'Draft title' } });
    expect((await page(`/p/${portal.slug}/pricing`)).body).toContain('<title>Pricing &#38; plans · Acme Client Hub</title>');
  });
});

describe('what the published portal tells a visitor who is not signed in', () => {
  const SECRET_DOC = 'https://docs.example.com/private/board-pack-2025.pdf';

  it('carries navigation shown to everyone and public pages only; the portal’s customer gets the rest with their token', async () => {
    const created = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Navigation leaks' } });
    const p = created.body.data;
    const create = (body: Record<string, unknown>) =>
      t.rest('POST', '/v1/pages', { token: owner.token, body: { portalId: p.id, ...body } });
    const pricing = (await create({ title: 'Pricing', path: '/pricing', description: 'Our plans' })).body.data;
    const members = (
      await create({
        title: 'Board members lounge',
        path: '/board-lounge',
        visibility: 'CUSTOMERS',
        description: 'Minutes of the secret board',
      })
    ).body.data;
    const layout = await t.rest('PUT', '/v1/layout', {
      token: owner.token,
      body: {
        portalId: p.id,
        revision: 0,
        layout: {
          navigation: [
            { id: 'n1', label: 'Pricing', kind: 'PAGE', pageId: pricing.id, visibility: 'EVERYONE' },
            { id: 'n2', label: 'Board pack', kind: 'URL', url: SECRET_DOC, visibility: 'CUSTOMERS' },
            { id: 'n3', label: 'Lounge', kind: 'PAGE', pageId: members.id, visibility: 'CUSTOMERS' },
          ],
          header: { showLogo: true, title: '', showSignIn: true },
          footer: { text: '', links: [] },
        },
      },
    });
    expect(layout.status, JSON.stringify(layout.body)).toBe(200);
    expect((await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId: p.id } })).status).toBe(200);
    const leaks = (text: string) =>
      ['board-pack-2025', 'Board pack', 'Lounge', 'board-lounge', 'Board members', 'secret board'].filter((s) => text.includes(s));

    // Every anonymous answer: the HTML on /p/{slug} and on the sub-domain (any path, the customers page's too), the API.
    for (const [url, host] of [
      [`/p/${p.slug}`, 'localhost'],
      [`/p/${p.slug}/pricing`, 'localhost'],
      [`/p/${p.slug}/board-lounge`, 'localhost'],
      ['/', `${p.subDomain}.portico.test:4321`],
      ['/board-lounge', `${p.subDomain}.portico.test:4321`],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, url).toBe(200);
      // The address asked for is the visitor's own to know (canonical, the boot's page path).
      expect(
        leaks(res.body).filter((l) => !(l === 'board-lounge' && url.includes(l))),
        url,
      ).toEqual([]);
      const data = boot(res.body);
      expect(data.site.navigation, url).toEqual([{ label: 'Pricing', href: '/pricing', external: false, visibility: 'EVERYONE' }]);
      expect(
        data.site.pages.map((x: { path: string }) => x.path),
        url,
      ).toEqual(['/pricing']);
    }
    const lounge = await page(`/p/${p.slug}/board-lounge`);
    expect(lounge.body).toContain('<title>Navigation leaks</title>');
    expect(lounge.body).toContain('<meta name="robots" content="noindex" />');

    const site = (token?: string) => t.rest('GET', `/v1/public/site?portalSlug=${p.slug}`, { token });
    const anonymous = await site();
    expect(anonymous.status).toBe(200);
    expect(leaks(JSON.stringify(anonymous.body))).toEqual([]);
    expect(anonymous.body.data.navigation.map((n: { label: string }) => n.label)).toEqual(['Pricing']);
    const denied = await t.rest('GET', `/v1/public/pages?portalSlug=${p.slug}&path=/board-lounge`);
    expect(denied.status).toBe(401);
    expect(leaks(JSON.stringify(denied.body))).toEqual([]);
    const info = await t.rest('GET', `/v1/public/portal/info/slug?slug=${p.slug}`);
    expect(info.status).toBe(200);
    expect(leaks(JSON.stringify(info.body))).toEqual([]);
    // Another portal's customer is a stranger here.
    const elsewhere = await signInCustomer(t, owner.token, portal.id);
    expect(leaks(JSON.stringify((await site(elsewhere.token)).body))).toEqual([]);

    // This portal's customer sees everything, in the builder's order.
    const customer = await signInCustomer(t, owner.token, p.id);
    const full = await site(customer.token);
    expect(full.status).toBe(200);
    expect(full.body.data.navigation).toEqual([
      { label: 'Pricing', href: '/pricing', external: false, visibility: 'EVERYONE' },
      { label: 'Board pack', href: SECRET_DOC, external: true, visibility: 'CUSTOMERS' },
      { label: 'Lounge', href: '/board-lounge', external: false, visibility: 'CUSTOMERS' },
    ]);
    expect(full.body.data.pages.map((x: { title: string }) => x.title)).toEqual(['Pricing', 'Board members lounge']);
    expect(
      (await t.rest('GET', `/v1/public/pages?portalSlug=${p.slug}&path=/board-lounge`, { token: customer.token })).body.data.title,
    ).toBe('Board members lounge');
    // An unknown portal is NOT_FOUND; a missing slug is a clear error.
    expect((await t.rest('GET', '/v1/public/site?portalSlug=no-such-portal-anywhere')).status).toBe(404);
    const missing = await t.rest('GET', '/v1/public/site');
    expect(missing.status).toBe(400);
    expect(missing.body.details).toHaveProperty('portalSlug');
  });
});

describe('what the builder typed, put into the published HTML', () => {
  // String.prototype.replace reads $`, $', $& and $$ in a replacement text as patterns.
  const tricky = 'Q $` $\' $& $$ </script> " < end';
  /** The value of an HTML attribute as a browser reads it: the server writes every special character as &#N;. */
  const attribute = (html: string, pattern: RegExp) =>
    pattern.exec(html)![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

  it('$ patterns, </script>, quotes and < in a portal’s name and description come back as typed, in the boot and the meta tags', async () => {
    const created = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Dollar ${tricky}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const p = created.body.data;
    const info = await t.rest('PUT', '/v1/portal/basic-info', {
      token: owner.token,
      body: { portalId: p.id, basicInfo: { title: '', description: `About ${tricky}`, supportEmail: null } },
    });
    expect(info.status, JSON.stringify(info.body)).toBe(200);

    for (const [url, host] of [
      [`/p/${p.slug}`, 'localhost'],
      ['/', `${p.subDomain}.portico.test:4321`],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, url).toBe(200);
      // One head, one boot script, and nothing of the template repeated or lost.
      expect(res.body.match(/<\/head>/g), url).toHaveLength(1);
      expect(res.body.match(/<script id="portal-boot"/g)).toHaveLength(1);
      expect(res.body).toContain('<div id="root"></div>');
      const data = boot(res.body);
      expect(data.name).toBe(`Dollar ${tricky}`);
      expect(data.basicInfo.description).toBe(`About ${tricky}`);
      expect(attribute(res.body, /<meta name="description" content="([^"]*)" \/>/)).toBe(`About ${tricky}`);
      expect(attribute(res.body, /<meta property="og:description" content="([^"]*)" \/>/)).toBe(`About ${tricky}`);
      expect(attribute(res.body, /<meta property="og:site_name" content="([^"]*)" \/>/)).toBe(`Dollar ${tricky}`);
      expect(attribute(res.body, /<title>([^<]*)<\/title>/)).toBe(`Dollar ${tricky}`);
    }
  });
});
