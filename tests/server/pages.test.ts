import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalLayouts, portalPages } from '../../db/schema/index.js';
import { ownerFolder } from '../../server/core/storage.js';
import { signInCustomer } from '../helpers/customers.js';
import { expectBadInput, expectError, expectGqlError } from '../helpers/database.js';
import { png } from '../helpers/images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
type Portal = { id: string; slug: string; name: string };
type Page = { id: string; portalId: string; path: string; title: string; revision: number; blocks: any[]; unpublishedChanges: boolean };

let n = 0;
async function makePortal(token = owner.token): Promise<Portal> {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Site ${Date.now().toString(36)}${n++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const create = (body: Record<string, unknown>, token = owner.token) => t.rest('POST', '/v1/pages', { token, body });
async function made(body: Record<string, unknown>): Promise<Page> {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const patch = (body: Record<string, unknown>) => t.rest('PATCH', '/v1/pages', { token: owner.token, body });
const publish = async (portalId: string) => {
  const res = await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const publicPage = (portal: Portal, pagePath: string, token?: string) =>
  t.rest('GET', `/v1/public/pages?${new URLSearchParams({ portalSlug: portal.slug, path: pagePath })}`, { token });
/** The portal's pages as stored, to prove a refused request wrote nothing. */
const pageRows = (portalId: string) =>
  t.database.db.select().from(portalPages).where(eq(portalPages.portalId, portalId)).orderBy(asc(portalPages.id));
const layoutRows = (portalId: string) => t.database.db.select().from(portalLayouts).where(eq(portalLayouts.portalId, portalId));

const text = (id: string, html: string) => ({ id, type: 'TEXT', props: { html } });
const heading = (id: string, value: string) => ({ id, type: 'HEADING', props: { text: value } });
const embed = (id: string, url: string) => ({ id, type: 'EMBED', props: { url, title: 'A video' } });

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
});
afterAll(() => t.close());

describe('pages: create, list, order, save', () => {
  it('makes the path from the title, takes an explicit path and / for the home page, and lists pages in order', async () => {
    const portal = await makePortal();
    const fromTitle = await made({ portalId: portal.id, title: 'Getting Started!' });
    expect(fromTitle).toMatchObject({
      path: '/getting-started',
      title: 'Getting Started!',
      visibility: 'PUBLIC',
      position: 0,
      revision: 1,
    });
    expect(fromTitle.blocks).toEqual([]);
    expect(fromTitle.unpublishedChanges).toBe(true);
    const explicit = await made({ portalId: portal.id, title: 'Prices', path: '/help/Pricing' });
    expect(explicit.path).toBe('/help/pricing');
    const home = await made({ portalId: portal.id, title: 'Welcome', path: '/' });
    expect(home.path).toBe('/');

    const list = async () =>
      (await t.rest('GET', `/v1/pages/list?portalId=${portal.id}`, { token: owner.token })).body.data.map((p: Page) => p.path);
    expect(await list()).toEqual(['/getting-started', '/help/pricing', '/']);
    const reordered = await t.rest('PUT', '/v1/pages/order', {
      token: owner.token,
      body: { portalId: portal.id, ids: [home.id, fromTitle.id, explicit.id] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((p: { path: string; position: number }) => [p.path, p.position])).toEqual([
      ['/', 0],
      ['/getting-started', 1],
      ['/help/pricing', 2],
    ]);
    expect(await list()).toEqual(['/', '/getting-started', '/help/pricing']);

    // An order that leaves a page out, or names one twice, is refused and changes nothing.
    const before = await pageRows(portal.id);
    for (const ids of [
      [home.id, fromTitle.id],
      [home.id, home.id, explicit.id],
    ]) {
      const res = await t.rest('PUT', '/v1/pages/order', { token: owner.token, body: { portalId: portal.id, ids } });
      expectBadInput(res, { ids: /every page of the portal exactly once/ });
    }
    expect(await pageRows(portal.id)).toEqual(before);

    // GraphQL lists the same pages in the same order.
    const gql = await t.gql('query($p: ID!) { portalPages(portalId: $p) { path position } }', { p: portal.id }, owner.token);
    expect(gql.body.data.portalPages.map((p: { path: string }) => p.path)).toEqual(['/', '/getting-started', '/help/pricing']);
  });

  it('saves over the revision it was edited from; a stale revision is CONFLICT and writes nothing', async () => {
    const portal = await makePortal();
    const page = await made({ portalId: portal.id, title: 'About' });
    const saved = await patch({ id: page.id, revision: page.revision, title: 'About us', blocks: [heading('h1', 'Who we are')] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ title: 'About us', revision: page.revision + 1 });
    expect(saved.body.data.blocks).toEqual([{ id: 'h1', type: 'HEADING', props: { text: 'Who we are', level: 2, align: 'LEFT' } }]);
    const before = await pageRows(portal.id);
    const stale = await patch({ id: page.id, revision: page.revision, title: 'Overwritten from another tab' });
    expectError(stale, 'CONFLICT', /another tab/, { revision: /Out of date/ });
    expect(await pageRows(portal.id)).toEqual(before);
    const read = await t.rest('GET', `/v1/pages?id=${page.id}`, { token: owner.token });
    expect(read.body.data).toMatchObject({ title: 'About us', revision: page.revision + 1 });
  });

  it('a path another page of the portal has is CONFLICT on path (create and update); another portal may use it', async () => {
    const portal = await makePortal();
    await made({ portalId: portal.id, title: 'Pricing' });
    const other = await made({ portalId: portal.id, title: 'Plans' });
    const before = await pageRows(portal.id);
    expectError(await create({ portalId: portal.id, title: 'Prices', path: '/pricing' }), 'CONFLICT', /already has the path \/pricing/, {
      path: /\/pricing is taken/,
    });
    // Made from the title, the path is just as taken.
    expectError(await create({ portalId: portal.id, title: 'Pricing' }), 'CONFLICT', /\/pricing/, { path: /taken/ });
    expectError(await patch({ id: other.id, revision: other.revision, path: '/PRICING' }), 'CONFLICT', /\/pricing/, {
      path: /taken/,
    });
    expect(await pageRows(portal.id)).toEqual(before);
    const elsewhere = await makePortal();
    expect((await create({ portalId: elsewhere.id, title: 'Pricing' })).status).toBe(201);
  });

  it.each([
    ['/tickets', /\/tickets is one of the portal’s own addresses/],
    ['/Foo Bar', /lower-case letters, digits and dashes/],
    ['//x', /lower-case letters/],
    ['/a/b/c/d', /up to three parts/],
    ['pricing', /starts with \//],
    ['/files/x', /\/files is one of the portal’s own addresses/],
  ])('refuses the path %s with BAD_USER_INPUT on path, on create and update, writing nothing', async (bad, message) => {
    const portal = await makePortal();
    const page = await made({ portalId: portal.id, title: 'Fine' });
    const before = await pageRows(portal.id);
    expectBadInput(await create({ portalId: portal.id, title: 'Bad', path: bad }), { path: message });
    expectBadInput(await patch({ id: page.id, revision: page.revision, path: bad }), { path: message });
    expect(await pageRows(portal.id)).toEqual(before);
  });

  it('a title that makes a reserved path is refused on path', async () => {
    const portal = await makePortal();
    expectBadInput(await create({ portalId: portal.id, title: 'Tickets' }), { path: /\/tickets is one of the portal’s own addresses/ });
    expect(await pageRows(portal.id)).toEqual([]);
  });

  it('refuses an empty title and another builder’s portal or page (NOT_FOUND), writing nothing', async () => {
    const portal = await makePortal();
    const page = await made({ portalId: portal.id, title: 'Mine' });
    const before = await pageRows(portal.id);
    expectBadInput(await create({ portalId: portal.id, title: '  ' }), { title: 'Give the page a title.' });
    expectError(await create({ portalId: portal.id, title: 'Theirs' }, stranger.token), 'NOT_FOUND');
    expectError(
      await t.rest('PATCH', '/v1/pages', { token: stranger.token, body: { id: page.id, revision: page.revision, title: 'Taken over' } }),
      'NOT_FOUND',
    );
    expectError(await t.rest('DELETE', `/v1/pages?id=${page.id}`, { token: stranger.token }), 'NOT_FOUND');
    expect(await pageRows(portal.id)).toEqual(before);
  });
});

describe('blocks', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await makePortal();
  });

  it('rich text loses scripts, handlers, javascript: links, frames and styles, in the draft and on the published page', async () => {
    const dirty =
      '<p>Hello <strong>there</strong><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a> <a href="https://example.com/docs">docs</a>' +
      '<iframe src="https://evil.example/frame"></iframe><span style="color:red" onclick="alert(4)">red</span></p>' +
      '<style>body{display:none}</style>';
    const page = await made({ portalId: portal.id, title: 'Rich', blocks: [text('t1', dirty)] });
    const [row] = await t.database.db.select().from(portalPages).where(eq(portalPages.id, page.id));
    const stored = (row!.blocks[0]!.props as { html: string }).html;
    for (const html of [stored, page.blocks[0].props.html]) {
      expect(html).not.toMatch(/<script|alert|onerror|onclick|javascript:|<iframe|evil\.example|style|<img/i);
      expect(html).toContain('<strong>there</strong>');
      expect(html).toContain('red');
      // An outside link opens in a new tab, without handing over the portal's window.
      expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer nofollow">docs</a>');
    }
    await publish(portal.id);
    const published = await publicPage(portal, '/rich');
    expect(published.status).toBe(200);
    expect(published.body.data.blocks).toEqual([{ id: 't1', type: 'TEXT', props: { html: stored } }]);
  });

  it('an EMBED from a site not on the list is refused naming the host, the page unchanged (REST and GraphQL)', async () => {
    const page = await made({ portalId: portal.id, title: 'Embeds', blocks: [heading('h', 'Videos')] });
    const before = await pageRows(portal.id);
    const blocks = [heading('h', 'Videos'), embed('e1', 'https://evil.example/player')];
    expectBadInput(await patch({ id: page.id, revision: page.revision, blocks }), {
      'blocks.1.props.url': /evil\.example is not on the list of sites a page may embed/,
    });
    expectGqlError(
      await t.gql(
        'mutation($i: UpdatePortalPageInput!) { updatePortalPage(input: $i) { id } }',
        { i: { id: page.id, revision: page.revision, blocks } },
        owner.token,
      ),
      'BAD_USER_INPUT',
      { 'blocks.1.props.url': /evil\.example/ },
    );
    // A look-alike host is not a sub-domain of an allowed one.
    expectBadInput(await patch({ id: page.id, revision: page.revision, blocks: [embed('e1', 'https://youtube.com.evil.example/x')] }), {
      'blocks.0.props.url': /youtube\.com\.evil\.example is not on the list/,
    });
    expectBadInput(await patch({ id: page.id, revision: page.revision, blocks: [embed('e1', 'http://www.youtube.com/watch?v=abc')] }), {
      'blocks.0.props.url': /Only https:\/\/ addresses can be embedded/,
    });
    expectBadInput(await create({ portalId: portal.id, title: 'Bad embed', blocks: [embed('e1', 'https://evil.example/x')] }), {
      'blocks.0.props.url': /evil\.example/,
    });
    expect(await pageRows(portal.id)).toEqual(before);
  });

  it('stores a YouTube watch link as its embed address', async () => {
    const page = await made({
      portalId: portal.id,
      title: 'Video',
      blocks: [embed('e1', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'), embed('e2', 'https://youtu.be/abc123')],
    });
    expect(page.blocks.map((b) => b.props.url)).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/abc123',
    ]);
    const [row] = await t.database.db.select().from(portalPages).where(eq(portalPages.id, page.id));
    expect(row!.blocks[0]!.props).toEqual({ url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'A video', height: 400 });
  });

  it('refuses an unknown block type, columns in columns, an image address that is neither uploaded nor https, and 101 blocks, writing nothing', async () => {
    const page = await made({ portalId: portal.id, title: 'Strict' });
    const before = await pageRows(portal.id);
    const save = (blocks: unknown) => patch({ id: page.id, revision: page.revision, blocks });
    expectBadInput(await save([heading('h', 'Hi'), { id: 's', type: 'SCRIPT', props: { code: 'alert(1)' } }]), {
      'blocks.1.type': /“SCRIPT” is not a block type: use one of HEADING, TEXT/,
    });
    const columns = (inner: unknown[]) => ({ id: 'c', type: 'COLUMNS', props: { columns: [{ blocks: inner }, { blocks: [] }] } });
    expectBadInput(await save([columns([columns([])])]), {
      'blocks.0.props.columns.0.blocks.0.type': /Columns cannot hold columns/,
    });
    expectBadInput(await save([{ id: 'i', type: 'IMAGE', props: { url: 'javascript:alert(1)', alt: 'x' } }]), {
      'blocks.0.props.url': /Upload the image \(POST \/v1\/pages\/images\) or give an https:\/\/ address/,
    });
    expectBadInput(await save([{ id: 'b', type: 'BUTTON', props: { label: 'Go', href: 'javascript:alert(1)' } }]), {
      'blocks.0.props.href': /Use a page path like \/pricing/,
    });
    expectBadInput(await save([{ id: 't', type: 'COLLECTION_TABLE', props: { collectionId: 'not-an-id' } }]), {
      'blocks.0.props.collectionId': 'Choose a collection shared with customers.',
    });
    const many = Array.from({ length: 101 }, (_, i) => heading(`h${i}`, `Heading ${i}`));
    expectBadInput(await save(many), { blocks: 'A page has at most 100 blocks: split it into two pages.' });
    expectBadInput(await create({ portalId: portal.id, title: 'Too long', blocks: many }), { blocks: /at most 100 blocks/ });
    expectBadInput(await save([heading('same', 'A'), heading('same', 'B')]), { 'blocks.1.id': /same id/ });
    expect(await pageRows(portal.id)).toEqual(before);
    // Exactly 100 is fine.
    expect((await save(many.slice(0, 100))).status).toBe(200);
  });

  it('a draft may lack what only the builder can supply; the page says what, and Publish refuses it naming the page, changing nothing', async () => {
    const portal = await makePortal();
    await made({ portalId: portal.id, title: 'Welcome' });
    const page = await made({ portalId: portal.id, title: 'Gallery' });
    await publish(portal.id);
    // What the editor sends for freshly added blocks: an image, an embed, a table, a button with nothing filled in yet.
    const blocks = [
      heading('h', ''),
      { id: 'img', type: 'IMAGE', props: { url: '', alt: '', caption: '', width: 'WIDE' } },
      {
        id: 'cols',
        type: 'COLUMNS',
        props: { columns: [{ blocks: [{ id: 'em', type: 'EMBED', props: { url: '', title: '', height: 400 } }] }, { blocks: [] }] },
      },
      { id: 'tb', type: 'COLLECTION_TABLE', props: { collectionId: '', fields: [], title: '' } },
      { id: 'bt', type: 'BUTTON', props: { label: '', href: '' } },
    ];
    const saved = await patch({ id: page.id, revision: page.revision, blocks });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const problems = saved.body.data.publishProblems as Array<{ path: string; blockId: string; message: string }>;
    expect(problems.map((p) => [p.blockId, p.path])).toEqual([
      ['h', 'blocks.0.props.text'],
      ['img', 'blocks.1.props.url'],
      ['img', 'blocks.1.props.alt'],
      ['em', 'blocks.2.props.columns.0.blocks.0.props.url'],
      ['em', 'blocks.2.props.columns.0.blocks.0.props.title'],
      ['tb', 'blocks.3.props.collectionId'],
      ['bt', 'blocks.4.props.label'],
      ['bt', 'blocks.4.props.href'],
    ]);
    expect(problems.find((p) => p.path === 'blocks.1.props.alt')!.message).toMatch(/alt text/);
    // GraphQL reads the same list.
    const gql = await t.gql(
      'query($id: ID!) { portalPage(id: $id) { publishProblems { path blockId message } } }',
      { id: page.id },
      owner.token,
    );
    expect(gql.body.data.portalPage.publishProblems).toEqual(problems);

    const beforePublish = [await pageRows(portal.id), await layoutRows(portal.id)];
    const refused = await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId: portal.id } });
    expectError(refused, 'BAD_USER_INPUT', /^“Gallery” cannot be published yet: Please enter the heading\. \(and 7 more on that page\)$/, {
      pageId: page.id,
      ...Object.fromEntries(problems.map((p) => [p.path, p.message])),
    });
    expect([await pageRows(portal.id), await layoutRows(portal.id)]).toEqual(beforePublish);
    const [row] = await t.database.db.select().from(portalPages).where(eq(portalPages.id, page.id));
    expect(row!.publishedRevision).not.toBe(row!.revision);
    expect((await publicPage(portal, '/gallery')).body.data.blocks).toEqual([]);

    // Finished, it publishes; the problems are gone.
    const done = await patch({
      id: page.id,
      revision: saved.body.data.revision,
      blocks: [heading('h', 'Our work'), { id: 'img', type: 'IMAGE', props: { url: 'https://example.com/a.png', alt: 'Our studio' } }],
    });
    expect(done.body.data.publishProblems).toEqual([]);
    await publish(portal.id);
    expect((await publicPage(portal, '/gallery')).body.data.blocks.map((b: { id: string }) => b.id)).toEqual(['h', 'img']);
  });

  it('a COLLECTION_TABLE needs a collection of this portal shared with customers', async () => {
    const collection = async (portalId: string, token = owner.token) => {
      const res = await t.rest('POST', '/v1/database', {
        token,
        body: {
          portalId,
          name: `Invoices ${n++}`,
          fields: [
            { key: 'number', label: 'Number', type: 'TEXT' },
            { key: 'client', label: 'Client', type: 'CUSTOMER' },
          ],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: string; name: string };
    };
    const share = async (id: string, token = owner.token) => {
      const res = await t.rest('PUT', '/v1/database/customer-access', { token, body: { id, mode: 'CUSTOMER_FIELD', fieldKey: 'client' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const table = (collectionId: string, fields: string[] = []) => ({
      id: 'tb',
      type: 'COLLECTION_TABLE',
      props: { collectionId, fields },
    });
    const unshared = await collection(portal.id);
    const ofOtherPortal = await collection((await makePortal()).id);
    await share(ofOtherPortal.id);
    const theirPortal = await makePortal(stranger.token);
    const ofOtherTenant = await collection(theirPortal.id, stranger.token);
    await share(ofOtherTenant.id, stranger.token);

    const page = await made({ portalId: portal.id, title: 'Invoices' });
    const before = await pageRows(portal.id);
    const save = (blocks: unknown[]) => patch({ id: page.id, revision: page.revision, blocks });
    expectBadInput(await save([table(unshared.id)]), {
      'blocks.0.props.collectionId': new RegExp(`${unshared.name} is not shared with customers yet`),
    });
    expectBadInput(await save([table(ofOtherPortal.id)]), { 'blocks.0.props.collectionId': 'Choose a collection of this portal.' });
    expectBadInput(await save([table(ofOtherTenant.id)]), { 'blocks.0.props.collectionId': 'Choose a collection of this portal.' });
    // Inside columns, the error names the block where it is.
    expectBadInput(
      await save([{ id: 'c', type: 'COLUMNS', props: { columns: [{ blocks: [] }, { blocks: [table(ofOtherTenant.id)] }] } }]),
      { 'blocks.0.props.columns.1.blocks.0.props.collectionId': 'Choose a collection of this portal.' },
    );
    expect(await pageRows(portal.id)).toEqual(before);
    expect(JSON.stringify(await pageRows(portal.id))).not.toContain(ofOtherTenant.id);

    await share(unshared.id);
    expectBadInput(await save([table(unshared.id, ['client'])]), { 'blocks.0.props.fields': /has no field “client” customers may see/ });
    const ok = await save([table(unshared.id, ['number'])]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('page images', () => {
  it('stores a PNG publicly, serves it as an image, and an IMAGE block may show it', async () => {
    const portal = await makePortal();
    const bytes = png([12, 34, 56]);
    const res = await t.upload('POST', '/v1/pages/images', {
      token: owner.token,
      fields: { portalId: portal.id },
      file: { data: bytes, filename: 'team.png', contentType: 'image/png' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/files\/pages-[0-9a-f]{32}\/[0-9a-f]{64}\.png$/);
    expect(url).not.toContain(portal.id);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const page = await made({ portalId: portal.id, title: 'Team' });
    const saved = await patch({
      id: page.id,
      revision: page.revision,
      blocks: [{ id: 'img', type: 'IMAGE', props: { url, alt: 'Our team' } }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.blocks[0].props).toMatchObject({ url, alt: 'Our team', width: 'WIDE' });
    // Not a private file's address, nor a plain http:// one.
    for (const other of [`/files/records-${'a'.repeat(32)}/${'b'.repeat(64)}.png`, '/files/private/x', 'http://example.com/a.png']) {
      const refused = await patch({
        id: page.id,
        revision: page.revision + 1,
        blocks: [{ id: 'img', type: 'IMAGE', props: { url: other, alt: 'X' } }],
      });
      expectBadInput(refused, { 'blocks.0.props.url': /Upload the image/ });
    }
  });

  it('refuses a text file named .png with BAD_USER_INPUT on file, storing nothing', async () => {
    const portal = await makePortal();
    const folder = path.join(t.config.dataDir, 'files', ownerFolder('pages', portal.id));
    const res = await t.upload('POST', '/v1/pages/images', {
      token: owner.token,
      fields: { portalId: portal.id },
      file: { data: Buffer.from('not a picture at all\n'), filename: 'photo.png', contentType: 'image/png' },
    });
    expectBadInput(res, { file: 'Use a PNG, JPEG, WebP or SVG image.' });
    expect(await fs.readdir(folder).catch(() => [])).toEqual([]);
    const none = await t.upload('POST', '/v1/pages/images', { token: owner.token, fields: { portalId: portal.id } });
    expectBadInput(none, { file: 'Choose an image to upload.' });
    const theirs = await t.upload('POST', '/v1/pages/images', {
      token: stranger.token,
      fields: { portalId: portal.id },
      file: { data: png([1, 1, 1]), filename: 'x.png', contentType: 'image/png' },
    });
    expectError(theirs, 'NOT_FOUND');
    expect(await fs.readdir(folder).catch(() => [])).toEqual([]);
  });
});

describe('layout', () => {
  const save = (portalId: string, layout: unknown, revision: number) =>
    t.rest('PUT', '/v1/layout', { token: owner.token, body: { portalId, layout, revision } });
  const layoutOf = (navigation: unknown[]) => ({ navigation, header: { title: 'Hub' }, footer: { text: '© Acme' } });

  it('starts empty at revision 0, saves over its revision, refuses a stale one', async () => {
    const portal = await makePortal();
    const first = await t.rest('GET', `/v1/layout?portalId=${portal.id}`, { token: owner.token });
    expect(first.body.data).toMatchObject({ revision: 0, publishedAt: null });
    // Before anything is saved the navigation is the standard one: Home, and Tickets for customers.
    expect(first.body.data.layout.navigation).toEqual([
      expect.objectContaining({ label: 'Home', kind: 'URL', url: '/', visibility: 'EVERYONE' }),
      expect.objectContaining({ label: 'Tickets', kind: 'URL', url: '/tickets', visibility: 'CUSTOMERS' }),
    ]);
    const saved = await save(portal.id, layoutOf([{ id: 'n1', label: 'Docs', kind: 'URL', url: 'https://example.com' }]), 0);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ revision: 1, unpublishedChanges: true });
    expect(saved.body.data.layout.header).toEqual({ showLogo: true, title: 'Hub', showSignIn: true });
    const again = await save(portal.id, layoutOf([]), 1);
    expect(again.body.data.revision).toBe(2);
    const before = await layoutRows(portal.id);
    expectError(await save(portal.id, layoutOf([]), 1), 'CONFLICT', /another tab/);
    expectError(await save(portal.id, layoutOf([]), 0), 'CONFLICT', /another tab/);
    expect(await layoutRows(portal.id)).toEqual(before);
  });

  it('refuses navigation to a page of another portal, a URL item without its address, a PAGE item without its page', async () => {
    const portal = await makePortal();
    const mine = await made({ portalId: portal.id, title: 'Home', path: '/' });
    const otherPortal = await makePortal();
    const foreign = await made({ portalId: otherPortal.id, title: 'Elsewhere' });
    const saved = await save(portal.id, layoutOf([{ id: 'home', label: 'Home', kind: 'PAGE', pageId: mine.id }]), 0);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = await layoutRows(portal.id);
    expectBadInput(await save(portal.id, layoutOf([{ id: 'x', label: 'Elsewhere', kind: 'PAGE', pageId: foreign.id }]), 1), {
      'layout.navigation.0.pageId': 'Choose a page of this portal.',
    });
    expectBadInput(await save(portal.id, layoutOf([{ id: 'u', label: 'Docs', kind: 'URL' }]), 1), {
      'layout.navigation.0.url': 'Enter the address it opens.',
    });
    expectBadInput(await save(portal.id, layoutOf([{ id: 'u', label: 'Docs', kind: 'URL', url: 'javascript:alert(1)' }]), 1), {
      'layout.navigation.0.url': /Use a page path like \/pricing/,
    });
    expectBadInput(await save(portal.id, layoutOf([{ id: 'p', label: 'Page', kind: 'PAGE' }]), 1), {
      'layout.navigation.0.pageId': 'Choose the page it opens.',
    });
    expect(await layoutRows(portal.id)).toEqual(before);
  });
});

describe('publishing', () => {
  it('the first Publish keeps the standard navigation (Home, Tickets) for customers', async () => {
    const portal = await makePortal();
    await made({ portalId: portal.id, title: 'Home', path: '/', blocks: [heading('h', 'Welcome')] });
    await publish(portal.id);
    const customer = await signInCustomer(t, owner.token, portal.id);
    const signedIn = await t.rest('GET', `/v1/public/site?portalSlug=${portal.slug}`, { token: customer.token });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.navigation.map((n: { label: string; href: string }) => [n.label, n.href])).toEqual([
      ['Home', '/'],
      ['Tickets', '/tickets'],
    ]);
    const anonymous = await t.rest('GET', `/v1/public/site?portalSlug=${portal.slug}`);
    expect(anonymous.body.data.navigation.map((n: { label: string }) => n.label)).toEqual(['Home']);
  });

  it('after a first Publish the editor’s layout (revision 0) saves without a conflict, and the item is kept and published', async () => {
    const portal = await makePortal();
    const page = await made({ portalId: portal.id, title: 'Pricing' });
    const opened = (await t.rest('GET', `/v1/layout?portalId=${portal.id}`, { token: owner.token })).body.data;
    expect(opened.revision).toBe(0);
    await publish(portal.id);
    // The same tab, still at the revision it opened with, adds a navigation item.
    const navigation = [...opened.layout.navigation, { id: 'n-pricing', label: 'Pricing', kind: 'PAGE', pageId: page.id }];
    const saved = await t.rest('PUT', '/v1/layout', {
      token: owner.token,
      body: { portalId: portal.id, layout: { ...opened.layout, navigation }, revision: opened.revision },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ revision: 1, unpublishedChanges: true });
    const reloaded = (await t.rest('GET', `/v1/layout?portalId=${portal.id}`, { token: owner.token })).body.data;
    expect(reloaded.layout.navigation.map((n: { label: string }) => n.label)).toEqual(['Home', 'Tickets', 'Pricing']);
    // A second tab still at revision 0 now conflicts: someone saved since.
    expectError(
      await t.rest('PUT', '/v1/layout', { token: owner.token, body: { portalId: portal.id, layout: opened.layout, revision: 0 } }),
      'CONFLICT',
      /another tab/,
    );
    await publish(portal.id);
    const site = await t.rest('GET', `/v1/public/site?portalSlug=${portal.slug}`);
    expect(site.body.data.navigation.map((n: { label: string }) => n.label)).toEqual(['Home', 'Pricing']);
  });

  it('nothing is public before Publish; Publish shows the drafts; a later draft waits for the next Publish', async () => {
    const portal = await makePortal();
    const page = await made({ portalId: portal.id, title: 'Pricing', blocks: [heading('h', 'Plans v1')] });
    expectError(await publicPage(portal, '/pricing'), 'NOT_FOUND');
    const layout = async () => (await t.rest('GET', `/v1/layout?portalId=${portal.id}`, { token: owner.token })).body.data;
    const summary = async () =>
      (await t.rest('GET', `/v1/pages/list?portalId=${portal.id}`, { token: owner.token })).body.data.find((p: Page) => p.id === page.id);
    expect((await layout()).unpublishedChanges).toBe(true);
    expect((await summary()).unpublishedChanges).toBe(true);

    const status = await publish(portal.id);
    expect(status).toMatchObject({ portalId: portal.id, pages: 1, unpublishedChanges: false });
    const shown = await publicPage(portal, '/pricing');
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      id: page.id,
      title: 'Pricing',
      path: '/pricing',
      description: '',
      visibility: 'PUBLIC',
      blocks: [{ id: 'h', type: 'HEADING', props: { text: 'Plans v1', level: 2, align: 'LEFT' } }],
    });
    expect((await layout()).unpublishedChanges).toBe(false);
    expect((await summary()).unpublishedChanges).toBe(false);

    const edited = await patch({
      id: page.id,
      revision: page.revision,
      title: 'Prices',
      path: '/prices',
      blocks: [heading('h', 'Plans v2')],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.unpublishedChanges).toBe(true);
    expect((await layout()).unpublishedChanges).toBe(true);
    const still = await publicPage(portal, '/pricing');
    expect(still.body.data).toMatchObject({ title: 'Pricing', blocks: [{ props: { text: 'Plans v1' } }] });
    expectError(await publicPage(portal, '/prices'), 'NOT_FOUND');

    await publish(portal.id);
    expectError(await publicPage(portal, '/pricing'), 'NOT_FOUND');
    expect((await publicPage(portal, '/prices')).body.data).toMatchObject({ title: 'Prices', blocks: [{ props: { text: 'Plans v2' } }] });
    expect((await summary()).unpublishedChanges).toBe(false);
  });

  it('deleting a page removes it from the published portal at once', async () => {
    const portal = await makePortal();
    const page = await made({ portalId: portal.id, title: 'Old news' });
    await publish(portal.id);
    expect((await publicPage(portal, '/old-news')).status).toBe(200);
    const deleted = await t.rest('DELETE', `/v1/pages?id=${page.id}`, { token: owner.token });
    // A delete answers the page as it was.
    expect(deleted.body).toMatchObject({ success: true, data: { id: page.id, title: 'Old news', path: '/old-news' } });
    expectError(await publicPage(portal, '/old-news'), 'NOT_FOUND');
    expect(await pageRows(portal.id)).toEqual([]);
    expectError(await t.rest('GET', `/v1/pages?id=${page.id}`, { token: owner.token }), 'NOT_FOUND');
  });

  it('a CUSTOMERS page answers only a customer signed in to this portal', async () => {
    const portal = await makePortal();
    await made({ portalId: portal.id, title: 'Members', visibility: 'CUSTOMERS', blocks: [heading('h', 'For clients only')] });
    await publish(portal.id);
    const anonymous = await publicPage(portal, '/members');
    expectError(anonymous, 'UNAUTHENTICATED', /Sign in/);
    expect(JSON.stringify(anonymous.body)).not.toContain('For clients only');
    const customer = await signInCustomer(t, owner.token, portal.id);
    const seen = await publicPage(portal, '/members', customer.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.blocks[0].props.text).toBe('For clients only');
    const elsewhere = await signInCustomer(t, owner.token, (await makePortal()).id);
    expectError(await publicPage(portal, '/members', elsewhere.token), 'UNAUTHENTICATED');
    // The builder's token is not a customer's.
    expectError(await publicPage(portal, '/members', owner.token), 'UNAUTHENTICATED');
  });

  it('two pages may swap their paths in one Publish', async () => {
    const portal = await makePortal();
    const a = await made({ portalId: portal.id, title: 'A', path: '/first' });
    const b = await made({ portalId: portal.id, title: 'B', path: '/second' });
    await publish(portal.id);
    // Through a free path, as the editor would: /first → /tmp, /second → /first, /tmp → /second.
    const a1 = (await patch({ id: a.id, revision: a.revision, path: '/tmp' })).body.data;
    expect((await patch({ id: b.id, revision: b.revision, path: '/first' })).status).toBe(200);
    expect((await patch({ id: a.id, revision: a1.revision, path: '/second' })).status).toBe(200);
    expect((await publicPage(portal, '/first')).body.data.title).toBe('A');
    await publish(portal.id);
    expect((await publicPage(portal, '/first')).body.data.title).toBe('B');
    expect((await publicPage(portal, '/second')).body.data.title).toBe('A');
  });

  it('Publish refuses a draft whose collection was unshared since, naming the page, and publishes nothing', async () => {
    const portal = await makePortal();
    const res = await t.rest('POST', '/v1/database', {
      token: owner.token,
      body: { portalId: portal.id, name: 'Orders', fields: [{ key: 'client', label: 'Client', type: 'CUSTOMER' }] },
    });
    const collectionId: string = res.body.data.id;
    const access = (mode: string) =>
      t.rest('PUT', '/v1/database/customer-access', {
        token: owner.token,
        body: { id: collectionId, mode, ...(mode === 'NONE' ? {} : { fieldKey: 'client' }) },
      });
    expect((await access('CUSTOMER_FIELD')).status).toBe(200);
    await made({ portalId: portal.id, title: 'Intro' });
    const page = await made({
      portalId: portal.id,
      title: 'Orders',
      blocks: [{ id: 'tb', type: 'COLLECTION_TABLE', props: { collectionId } }],
    });
    expect((await access('NONE')).status, 'unsharing').toBe(200);
    const before = [await pageRows(portal.id), await layoutRows(portal.id)];
    const refused = await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId: portal.id } });
    expectError(refused, 'BAD_USER_INPUT', /“Orders” cannot be published yet: Orders is not shared with customers yet/, {
      pageId: page.id,
    });
    expect([await pageRows(portal.id), await layoutRows(portal.id)]).toEqual(before);
    expectError(await publicPage(portal, '/intro'), 'NOT_FOUND');
  });

  it('an unknown portal or path is NOT_FOUND', async () => {
    const portal = await makePortal();
    await made({ portalId: portal.id, title: 'Here' });
    await publish(portal.id);
    expectError(await publicPage({ ...portal, slug: 'no-such-portal-anywhere' }, '/here'), 'NOT_FOUND');
    expectError(await publicPage(portal, '/not-here'), 'NOT_FOUND');
  });
});
