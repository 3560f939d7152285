import { expect, test } from '@playwright/test';
import { png } from '../helpers/images';
import { signInLinkTo } from './pages/portal-site.page';
import { E2E_APP_DOMAIN } from './playwright.config';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique, builderApi as api } from './support';

test.describe('layout, pages and the portal’s activity', () => {
  test('the builder composes a page and publishes it; a customer sees it at both widths, drafts stay hidden until published; the visit shows in the activity', async ({
    page,
    browser,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, page.request, { name: `Studio ${unique()}` });
    // What the blocks show: a collection shared with customers, a record of the customer's, a public workflow.
    const projects = await api(page, 'POST', '/v1/database', {
      portalId: portal.id,
      name: 'Projects',
      fields: [
        { key: 'name', label: 'Name', type: 'TEXT' },
        { key: 'client', label: 'Client', type: 'CUSTOMER' },
      ],
    });
    await api(page, 'PUT', '/v1/database/customer-access', { id: projects.id, mode: 'CUSTOMER_FIELD', fieldKey: 'client' });
    const email = `casey-${unique()}@example.com`;
    const customer = await api(page, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Casey Jones', sendInvite: false });
    await api(page, 'POST', '/v1/database/records', { collectionId: projects.id, data: { name: 'Website redesign', client: customer.id } });
    const onboarding = await api(page, 'POST', '/v1/workflows', {
      portalId: portal.id,
      name: 'Onboarding',
      accessType: 'PUBLIC',
      graph: { nodes: [{ id: 's1', type: 'CONTENT', name: 'Welcome', config: { body: 'Welcome aboard.' } }], edges: [] },
    });
    await api(page, 'POST', '/v1/workflows/publish', { id: onboarding.id, published: true });

    // The Layout screen: no pages yet, then a page made in the editor.
    await page.goto(`/${portal.slug}/layout`);
    await expect(page.getByText(/No pages yet/)).toBeVisible();
    await expectAccessible(page, 'the empty layout screen');
    await page.getByRole('button', { name: 'Add page' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Welcome');
    await expect(dialog.getByLabel('Path')).toHaveValue('/welcome');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(dialog).toBeHidden();

    const addBlock = async (name: string) => {
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
    };
    const saved = () => expect(page.getByRole('status').filter({ hasText: /All changes saved/ })).toBeVisible({ timeout: 15_000 });

    await addBlock('Heading');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Welcome to the studio');
    await saved();
    await addBlock('Text');
    const richText = page.getByRole('textbox').filter({ hasText: 'Write a few sentences' });
    await richText.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Everything about your projects, in one place.');
    await saved();
    await addBlock('Image');
    // A new image has no file or alt text yet: the draft is saved all the same, and says what Publish needs.
    await saved();
    await expect(page.getByText('1 block to finish before publishing')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft. Before publishing:' })).toContainText(/alt text/);
    await page.addStyleTag({ content: '[class*="PuckCanvas-loader"] * { animation: none !important; }' });
    await shot(page, 'layout-editor-unfinished-image');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish the portal?' }).getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(/“Welcome” cannot be published yet: Upload an image\. \(and 1 more on that page\)/)).toBeVisible();
    await page
      .getByRole('group')
      .filter({ hasText: 'Upload image' })
      .getByLabel('Image file')
      .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: png([14, 116, 144]) });
    await page.getByRole('textbox', { name: /Alt text/ }).fill('The studio team');
    await saved();
    await expect(page.getByText(/blocks? to finish before publishing/)).toBeHidden();
    await addBlock('Collection table');
    await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Projects' });
    await saved();
    await addBlock('Workflow list');
    await saved();
    // Puck keeps its canvas loader spinning at opacity 0 once the preview is ready; shot() and the axe
    // check wait for animations to settle, so that invisible one is stopped.
    await page.addStyleTag({ content: '[class*="PuckCanvas-loader"] * { animation: none !important; }' });
    await shot(page, 'layout-editor');
    await expectAccessible(page, 'the page editor', { exclude: ['iframe'] });

    // In the navigation, then published.
    await page.getByRole('tab', { name: /Navigation, header/ }).click();
    await page.getByRole('button', { name: 'Add navigation item' }).click();
    // The navigation starts from the standard links (Home, Tickets); the new item follows them.
    await expect(page.getByLabel('Label')).toHaveCount(3);
    await expect(page.getByLabel('Label').last()).toHaveValue('Welcome');
    await saved();
    await shot(page, 'layout-navigation');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish the portal?' }).getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(/Published/).first()).toBeVisible();

    // The customer, signed out, at desktop width.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    // On the portal's sub-domain, where its emailed links lead.
    const site = `http://${portal.subDomain}.${E2E_APP_DOMAIN}`;
    await visitor.goto(`${site}/welcome`);
    await expect(visitor).toHaveTitle(`Welcome · ${portal.name}`);
    await expect(visitor.getByRole('heading', { name: 'Welcome to the studio' })).toBeVisible();
    await expect(visitor.getByText('Everything about your projects, in one place.')).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'The studio team' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Onboarding' })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Welcome' })).toBeVisible();
    await expectAccessible(visitor, 'the published page, signed out');

    // Signs in by link and comes back to see their own project in the table.
    const asked = Date.now() - 1000;
    await visitor.getByRole('link', { name: 'Sign in' }).first().click();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await visitor.goto(await signInLinkTo(email, asked));
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(visitor.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
    await visitor.goto(`${site}/welcome`);
    await expect(visitor.getByRole('cell', { name: 'Website redesign' })).toBeVisible();
    await shot(visitor, 'site-page-desktop');
    await expectAccessible(visitor, 'the published page, signed in');
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Welcome to the studio' })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: 'Website redesign' })).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(visitor, 'site-page-phone');
    await expectAccessible(visitor, 'the published page at 390 px');

    // A draft edit is not what customers see until it is published.
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.frameLocator('iframe').first().getByRole('heading', { name: 'Welcome to the studio' }).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Welcome back to the studio');
    await saved();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Welcome to the studio' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish the portal?' }).getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(/Published/).first()).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Welcome back to the studio' })).toBeVisible();

    // The builder sees the visit in the activity feed and the chart.
    await page.goto(`/${portal.slug}/customer/activity`);
    await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
    await expect(
      page
        .getByText(/viewed/)
        .filter({ hasText: '/welcome' })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    const analytics = page.getByRole('region', { name: 'Analytics' });
    await expect(analytics.getByRole('img', { name: /Chart of activity per day/ })).toBeVisible();
    await expect(analytics.getByRole('img', { name: /Chart of activity per day/ })).not.toHaveAccessibleName(/: 0 visits/);

    // Live: a visit reported while the Activity tab is open shows in the feed and the chart without a reload.
    const feed = page.getByRole('region', { name: 'Activity feed' });
    await expect(feed.getByText(/^Live · updated/)).toBeVisible();
    const chart = analytics.getByRole('img', { name: /Chart of activity per day/ });
    const before = await chart.getAttribute('aria-label');
    // From the visitor's page on the sub-domain, as the portal app reports a view.
    const sent = await visitor.evaluate(
      async (body) =>
        (await fetch('/v1/portal-events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
          .status,
      { portalSlug: portal.slug, type: 'page.viewed', path: '/live-check', entry: true },
    );
    expect(sent).toBe(201);
    const rows = feed.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    await expect(rows.first()).toContainText('A visitor viewed /live-check', { timeout: 30_000 });
    await expect(feed.getByRole('status').filter({ hasText: /new event/ })).toHaveCount(1);
    await expect(chart).not.toHaveAttribute('aria-label', before!);
    await shot(page, 'activity');
    await expectAccessible(page, 'the activity screen');
    await context.close();
  });
});
