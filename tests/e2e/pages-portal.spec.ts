import fs from 'node:fs';
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { signInLinkTo } from './pages/portal-site.page';
import { E2E_APP_DOMAIN } from './playwright.config';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique, builderApi as api } from './support';

/** A customer of the portal signed in by the emailed link, in a browser of their own. */
async function customerSignedIn(browser: Browser, site: string, email: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`${site}/auth/sign-in`);
  const asked = Date.now() - 1000;
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await visitor.goto(await signInLinkTo(email, asked));
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visitor.waitForURL((url) => !url.pathname.includes('/auth/'));
  return { context, visitor };
}

/** Every link, button and disclosure a finger may tap inside `within`, that is on screen, and its height. */
async function tapTargets(within: Locator) {
  return within.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('a[href], button, summary, [role="button"]')]
        // Links inside running text are sized by the text (WCAG 2.5.8's inline exception).
        .filter((el) => !el.closest('p, li > p, .p-block-text'))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ el, box }) => ({
          name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30),
          h: box.height,
        })),
    ),
  );
}

test.describe('pages: publishing, the blocks of a portal home, the portal on a phone', () => {
  test('the first Publish says what it changes and keeps Home and Tickets; a navigation item added right after is saved without a conflict', async ({
    page,
    browser,
  }, testInfo) => {
    testInfo.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, page.request, { name: `Northwind Advisory Partners ${unique()}` });
    const email = `dana-${unique()}@example.com`;
    await api(page, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Dana Scully', sendInvite: false });
    const site = `http://${portal.subDomain}.${E2E_APP_DOMAIN}`;

    // Before anything is published, on a phone: the standard header is one row with a menu button.
    const { context, visitor } = await customerSignedIn(browser, site, email, 390);
    await visitor.goto(`${site}/`);
    const header = visitor.locator('header.p-header');
    await expect(visitor.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await visitor.getByRole('button', { name: 'Menu' }).click();
    await expect(visitor.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Tickets' })).toBeVisible();
    await shot(visitor, 'portal-standard-menu-390', { viewport: true });
    await expectAccessible(visitor, 'the standard portal at 390 px with its menu open');

    // The builder makes a home page: it starts with the standard home's panels.
    await page.goto(`/${portal.slug}/layout`);
    await page.getByRole('button', { name: 'Create the home page' }).click();
    const create = page.getByRole('dialog', { name: 'New page' });
    await expect(create.getByLabel('Path')).toHaveValue('/');
    await create.getByRole('button', { name: 'Create page' }).click();
    await expect(create).toBeHidden();
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { name: 'Get started' })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByRole('heading', { name: 'Your tickets' })).toBeVisible();

    // Publish asks first, naming what customers will get.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish the portal?' });
    await expect(confirm.getByRole('region', { name: 'Pages' })).toContainText('Home (/) — new');
    const nav = confirm.getByRole('region', { name: 'Navigation' });
    await expect(nav.getByRole('listitem')).toHaveText(['Home', 'Tickets (signed-in customers)']);
    await expect(confirm).toContainText('becomes the home page, in place of the standard one');
    // Puck keeps its canvas loader spinning at opacity 0 once the preview is ready: stopped for the picture.
    await page.addStyleTag({ content: '[class*="PuckCanvas-loader"] * { animation: none !important; }' });
    await shot(page, 'publish-confirm-1366', { viewport: true });
    await expectAccessible(page, 'the publish dialog');
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Portal published')).toBeVisible();

    // Right after Publish, one tab: a new navigation item saves (no "changed in another tab").
    await page.getByRole('tab', { name: /Navigation, header/ }).click();
    const labels = page.getByLabel('Label');
    await expect(labels).toHaveCount(2);
    await expect(labels.nth(0)).toHaveValue('Home');
    await expect(labels.nth(1)).toHaveValue('Tickets');
    await page.getByRole('button', { name: 'Add navigation item' }).click();
    await labels.nth(2).fill('Our services');
    await expect(page.getByRole('status').filter({ hasText: /All changes saved/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/changed in another tab/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Label')).toHaveCount(3);
    await expect(page.getByLabel('Label').nth(2)).toHaveValue('Our services');
    await expectAccessible(page, 'the navigation after a reload');

    // The customer, after the Publish: Home and Tickets are still there, and the panels on the home page.
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Menu' }).click();
    const portalNav = visitor.getByRole('navigation', { name: 'Portal' });
    await expect(portalNav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(portalNav.getByRole('link', { name: 'Tickets' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
    await context.close();

    // The builder on a phone: the customer tabs and the collection tabs wrap, none cut off at the edge.
    for (const name of ['Client projects', 'Signed contracts', 'Invoices and receipts'])
      await api(page, 'POST', '/v1/database', { portalId: portal.id, name, fields: [{ key: 'name', label: 'Name', type: 'TEXT' }] });
    await page.setViewportSize({ width: 390, height: 844 });
    const inSight = async (links: Locator, count: number) => {
      await expect(links).toHaveCount(count);
      for (const box of await Promise.all((await links.all()).map((l) => l.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    };
    await page.goto(`/${portal.slug}/customer`);
    await inSight(page.getByRole('navigation', { name: 'Customer section' }).getByRole('link'), 4);
    await shot(page, 'builder-customer-tabs-390', { viewport: true });
    await expectAccessible(page, 'the customer section at 390 px');
    await page.goto(`/${portal.slug}/database`);
    await inSight(page.getByRole('list', { name: 'Your collections' }).getByRole('link'), 3);
    await shot(page, 'builder-collections-390', { viewport: true });
    await expectAccessible(page, 'the collections at 390 px');
  });

  test('a customer uses the file list, call-to-action, FAQ and columns blocks, downloads a document, and the page works at 390 px', async ({
    page,
    browser,
  }, testInfo) => {
    testInfo.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, page.request, { name: `Harbor Legal ${unique()}` });
    const email = `mulder-${unique()}@example.com`;
    const customer = await api(page, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Fox Mulder', sendInvite: false });
    const other = await api(page, 'POST', '/v1/customer/users', {
      portalId: portal.id,
      email: `other-${unique()}@example.com`,
      name: 'Walter Skinner',
      sendInvite: false,
    });

    // Documents shared with customers (a FILE field), and a wide table of projects.
    const documents = await api(page, 'POST', '/v1/database', {
      portalId: portal.id,
      name: 'Documents',
      fields: [
        { key: 'title', label: 'Title', type: 'TEXT' },
        { key: 'file', label: 'File', type: 'FILE' },
        { key: 'client', label: 'Client', type: 'CUSTOMER' },
      ],
    });
    await api(page, 'PUT', '/v1/database/customer-access', { id: documents.id, mode: 'CUSTOMER_FIELD', fieldKey: 'client' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const upload = async (name: string) => {
      const res = await page.request.post('/v1/database/files', {
        headers: { authorization: `Bearer ${token}` },
        multipart: {
          collectionId: documents.id,
          file: { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`) },
        },
      });
      const body = await res.json();
      expect(body.success, JSON.stringify(body)).toBe(true);
      return body.data;
    };
    await api(page, 'POST', '/v1/database/records', {
      collectionId: documents.id,
      data: { title: 'Engagement letter', file: await upload('engagement-letter.pdf'), client: customer.id },
    });
    await api(page, 'POST', '/v1/database/records', {
      collectionId: documents.id,
      data: { title: 'Skinner’s invoice', file: await upload('invoice.pdf'), client: other.id },
    });
    const projects = await api(page, 'POST', '/v1/database', {
      portalId: portal.id,
      name: 'Projects',
      fields: [
        { key: 'name', label: 'Project', type: 'TEXT' },
        { key: 'stage', label: 'Stage', type: 'TEXT' },
        { key: 'owner', label: 'Lead', type: 'TEXT' },
        { key: 'due', label: 'Due date', type: 'DATE' },
        { key: 'budget', label: 'Budget', type: 'NUMBER' },
        { key: 'client', label: 'Client', type: 'CUSTOMER' },
      ],
    });
    await api(page, 'PUT', '/v1/database/customer-access', { id: projects.id, mode: 'CUSTOMER_FIELD', fieldKey: 'client' });
    await api(page, 'POST', '/v1/database/records', {
      collectionId: projects.id,
      data: { name: 'Trademark filing', stage: 'Drafting', owner: 'Jordan Reyes', due: '2026-12-18', budget: 4800, client: customer.id },
    });

    const blocks = [
      { id: 'h', type: 'HEADING', props: { text: 'Welcome to Harbor Legal', level: 1 } },
      {
        id: 'cta',
        type: 'CALL_TO_ACTION',
        props: {
          heading: 'Need advice this week?',
          text: 'Raise a ticket and a lawyer answers within a day.',
          buttonLabel: 'Raise a ticket',
          href: '/tickets',
        },
      },
      {
        id: 'cols',
        type: 'COLUMNS',
        props: {
          columns: [
            {
              blocks: [
                {
                  id: 'files',
                  type: 'FILE_LIST',
                  props: { title: 'Your documents', collectionId: documents.id, fileField: 'file', labelField: 'title' },
                },
              ],
            },
            {
              blocks: [{ id: 'table', type: 'COLLECTION_TABLE', props: { title: 'Your projects', collectionId: projects.id, fields: [] } }],
            },
          ],
        },
      },
      {
        id: 'faq',
        type: 'FAQ',
        props: {
          title: 'Questions',
          items: [
            { question: 'How do I send you a document?', answer: 'Attach it to a ticket: only the team sees it.' },
            { question: 'When do you answer?', answer: 'Within one working day.' },
          ],
        },
      },
    ];
    const home = await api(page, 'POST', '/v1/pages', { portalId: portal.id, title: 'Home', path: '/', blocks });
    await api(page, 'POST', '/v1/layout/publish', { portalId: portal.id });

    // The theme preview shows this portal: its navigation, its tickets (one opened for the customer here).
    await api(page, 'POST', '/v1/tickets', {
      portalId: portal.id,
      customerId: customer.id,
      subject: 'Your engagement letter is ready',
      body: 'See Documents.',
    });
    await page.goto(`/${portal.slug}/settings`);
    const themePreview = page.getByRole('figure', { name: 'Theme preview' });
    await expect(themePreview.getByText(/#1 Your engagement letter is ready/)).toBeVisible();
    await expect(themePreview.getByText('Tickets', { exact: true })).toBeVisible();
    await expect(themePreview.getByText('Onboarding checklist')).toHaveCount(0);

    // The editor at 1366 × 900: the preview is readable, wider still in the full-width preview.
    await page.goto(`/${portal.slug}/layout?page=${home.id}`);
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByRole('heading', { name: 'Need advice this week?' })).toBeVisible({ timeout: 20_000 });
    await page.addStyleTag({ content: '[class*="PuckCanvas-loader"] * { animation: none !important; }' });
    const zoom = async () => Number(await page.getByRole('combobox', { name: 'Preview zoom' }).inputValue());
    expect(await zoom()).toBeGreaterThanOrEqual(0.8);
    // Booking is not offered while it does not exist.
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect(page.getByRole('menuitem', { name: 'File list' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Call to action' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Booking' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The file list's properties: one control per id, each label naming its own control.
    await preview.getByRole('heading', { name: 'Your documents' }).click();
    await expect(page.getByRole('combobox', { name: 'File field' })).toHaveValue('file');
    await expect(page.getByRole('combobox', { name: 'Name each file by' })).toHaveValue('title');
    // With a block's properties open the preview is still drawn at well over half its size.
    expect(await zoom()).toBeGreaterThanOrEqual(0.55);
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);
    await shot(page, 'page-editor-1366', { viewport: true });
    await expectAccessible(page, 'the page editor at 1366 px', { exclude: ['iframe'] });
    await page.getByRole('button', { name: 'Full-width preview' }).click();
    await expect(page.getByRole('region', { name: /Full-width preview of Home/ })).toBeVisible();
    await expect.poll(zoom).toBeGreaterThanOrEqual(0.9);
    await shot(page, 'page-editor-full-width-1366', { viewport: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Full-width preview' })).toBeVisible();

    // The customer, at desktop width: the documents of their own records, the FAQ, the card.
    const site = `http://${portal.subDomain}.${E2E_APP_DOMAIN}`;
    const { context, visitor } = await customerSignedIn(browser, site, email);
    await visitor.goto(`${site}/`);
    const files = visitor.getByRole('region', { name: 'Your documents' });
    await expect(files.getByRole('link', { name: /Engagement letter/ })).toBeVisible();
    await expect(files.getByText('Skinner’s invoice')).toHaveCount(0);
    await expect(files.getByRole('link', { name: /Engagement letter/ })).toContainText('PDF');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      files.getByRole('link', { name: /Engagement letter/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('engagement-letter.pdf');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toContain('% engagement-letter.pdf');
    await expect(visitor.getByText('When do you answer?')).toBeVisible();
    await expect(visitor.getByText('Within one working day.')).toBeHidden();
    await visitor.getByText('When do you answer?').click();
    await expect(visitor.getByText('Within one working day.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Raise a ticket' })).toHaveAttribute('href', '/tickets');
    await shot(visitor, 'portal-blocks-1280');
    await expectAccessible(visitor, 'the home page with the new blocks');

    // At 390 px: the header is one row with the menu button, the table is cards with every column, taps are 44 px.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.reload();
    await expect(visitor.getByRole('cell', { name: 'Trademark filing' })).toBeVisible();
    const header = visitor.locator('header.p-header');
    const menu = visitor.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.height).toBeLessThanOrEqual(72);
    const brand = (await visitor.locator('.p-brand').boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(Math.abs(brand.y + brand.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThan(8);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const budget = visitor.getByRole('cell', { name: /4,800/ });
    await budget.scrollIntoViewIfNeeded();
    const budgetBox = (await budget.boundingBox())!;
    expect(budgetBox.x).toBeGreaterThanOrEqual(0);
    expect(budgetBox.x + budgetBox.width).toBeLessThanOrEqual(390);
    const table = visitor.getByRole('region', { name: 'Your projects' }).first();
    await expect(visitor.getByRole('cell', { name: 'Trademark filing', exact: true })).toBeVisible();
    expect(await table.evaluate((el) => el.querySelector('.p-block-table-scroll')!.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await menu.click();
    const small = (await tapTargets(visitor.locator('header.p-header, main'))).filter((t) => t.h < 44);
    expect(small).toEqual([]);
    for (const box of [await menu.boundingBox(), await visitor.getByRole('link', { name: /Engagement letter/ }).boundingBox()])
      expect(box!.height).toBeGreaterThanOrEqual(44);
    await menu.click();
    await shot(visitor, 'portal-blocks-390');
    await expectAccessible(visitor, 'the home page with the new blocks at 390 px');
    await context.close();
  });
});
