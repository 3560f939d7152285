import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique, builderApi as api } from './support';

/**
 * Every builder screen and dialog that no journey spec already checks, at both widths: axe finds no
 * serious or critical violation. The journeys (database, portals, settings, site, workflows, team…)
 * check the screens they walk through; this spec walks the rest, and the keyboard's way in (the skip
 * link, the focus rings).
 */

const WIDTHS = [
  { name: 'wide', width: 1280, height: 860 },
  { name: 'narrow', width: 390, height: 844 },
] as const;

/** Opens a dialog, checks it and closes it with its Cancel button (nothing is changed). */
async function checkDialog(page: Page, name: string, open: () => Promise<void>, title: string | RegExp) {
  await open();
  // Confirmations of what cannot be undone are alert dialogs.
  const dialog = page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
  await expect(dialog).toBeVisible();
  await expectAccessible(page, name);
  await shot(page, `a11y-${name.replaceAll(' ', '-')}`);
  await closeDialog(page, dialog);
}

async function closeDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('accessibility of every screen and dialog', () => {
  test('the skip link and the focus rings show where the keyboard is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, page.request, { name: `Keys ${unique()}` });
    await page.goto(`/${portal.slug}/customer`);
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

    // The first Tab reaches "Skip to content", shown only then; Enter moves past the header and side nav.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // On top of the sticky header, not under it: the link is what the middle of its box shows.
    expect(
      await skip.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
    await shot(page, 'a11y-skip-link', { viewport: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the screen, not the header.
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);

    // Header controls: a ring in the brand's colour (3:1 against white at least, WCAG 1.4.11), not Chakra's grey.
    const profile = page.getByRole('button', { name: 'Open profile menu' }).first();
    await profile.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(profile).toBeFocused();
    const ring = await profile.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
    });
    expect(ring.style).not.toBe('none');
    expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
    expect(contrastWithWhite(ring.color)).toBeGreaterThanOrEqual(3);
    await shot(page, 'a11y-header-focus', { viewport: true });

    // The side navigation folds to its icons (the grid and the page editor get the room), named still, and stays so.
    const nav = page.getByRole('navigation', { name: 'Portal navigation' });
    const wide = (await nav.boundingBox())!.width;
    await nav.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(nav.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    expect((await nav.boundingBox())!.width).toBeLessThan(wide / 3);
    await nav.getByRole('link', { name: 'Layout' }).click();
    await expect(page.getByRole('heading', { name: 'Layout', level: 1 })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await page.addStyleTag({ content: '[class*="PuckCanvas-loader"] * { animation: none !important; }' });
    await expectAccessible(page, 'the layout editor beside the folded navigation');
    await shot(page, 'a11y-nav-collapsed-layout', { viewport: true });
    await nav.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Database' })).toContainText('Database');
  });

  for (const size of WIDTHS) {
    test(`screens and dialogs at ${size.width} px`, async ({ page }, testInfo) => {
      testInfo.setTimeout(240_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await registerThroughUi(page);
      const portal = await createPortalThroughApi(page, page.request, { name: `Sweep ${unique()}` });
      const collection = await api(page, 'POST', '/v1/database', {
        portalId: portal.id,
        name: 'Projects',
        fields: [
          { key: 'name', label: 'Name', type: 'TEXT' },
          { key: 'client', label: 'Client', type: 'CUSTOMER' },
        ],
      });
      const customer = await api(page, 'POST', '/v1/customer/users', {
        portalId: portal.id,
        email: `casey-${unique()}@example.com`,
        name: 'Casey Jones',
        sendInvite: false,
      });
      await api(page, 'POST', '/v1/database/records', { collectionId: collection.id, data: { name: 'Website', client: customer.id } });
      await api(page, 'POST', '/v1/workflows', { portalId: portal.id, name: 'Onboarding' });
      const ticket = await api(page, 'POST', '/v1/tickets', {
        portalId: portal.id,
        customerId: customer.id,
        subject: 'The invoice is missing',
        body: 'Could you send it again?',
      });
      await api(page, 'POST', '/v1/pages', { portalId: portal.id, title: 'Welcome' });
      const at = (name: string) => `${name} at ${size.width}`;

      // Customers: the invite and import dialogs, a customer's delete confirmation, the sign-in settings.
      await page.goto(`/${portal.slug}/customer`);
      await expect(page.getByRole('link', { name: 'Casey Jones' })).toBeVisible();
      await checkDialog(
        page,
        at('invite customer'),
        () => page.getByRole('button', { name: 'Invite customer' }).first().click(),
        'Invite a customer',
      );
      await checkDialog(
        page,
        at('import customers'),
        () => page.getByRole('button', { name: 'Import CSV' }).click(),
        'Import customers from CSV',
      );
      await page.getByRole('link', { name: 'Casey Jones' }).click();
      await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
      await checkDialog(
        page,
        at('delete customer'),
        () => page.getByRole('button', { name: 'Delete', exact: true }).click(),
        /Delete Casey Jones/,
      );
      await page.goto(`/${portal.slug}/customer/settings`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: /Save/ }).first()).toBeVisible();
      await expectAccessible(page, at('customer sign-in settings'));
      await shot(page, `a11y-customer-settings-${size.width}`);

      // A ticket's delete confirmation.
      await page.goto(`/${portal.slug}/customer/tickets/${ticket.id}`);
      await expect(page.getByText('The invoice is missing').first()).toBeVisible();
      await checkDialog(page, at('delete ticket'), () => page.getByRole('button', { name: 'Delete ticket' }).click(), /Delete ticket #/);

      // Workflows: New workflow, and a workflow's delete confirmation from its actions menu.
      await page.goto(`/${portal.slug}/workflows`);
      await expect(page.getByRole('table', { name: 'Workflows' })).toBeVisible();
      await checkDialog(page, at('new workflow'), () => page.getByRole('button', { name: 'New workflow' }).first().click(), 'New workflow');
      await checkDialog(
        page,
        at('delete workflow'),
        async () => {
          await page.getByRole('button', { name: 'Actions for Onboarding' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          await expectAccessible(page, at('workflow actions menu'));
          await page.getByRole('menuitem', { name: /Delete/ }).click();
        },
        'Delete Onboarding?',
      );

      // Database: the collection's menu, customer access, rename, delete; a new collection; deleting a selected record.
      await page.goto(`/${portal.slug}/database`);
      await expect(page.getByRole('button', { name: 'Options for Projects' })).toBeVisible();
      const collectionMenu = async (item: RegExp) => {
        await page.getByRole('button', { name: 'Options for Projects' }).first().click();
        await expect(page.getByRole('menu')).toBeVisible();
        await page.getByRole('menuitem', { name: item }).click();
      };
      await checkDialog(page, at('customer access'), () => collectionMenu(/Customer access/), /Customer access to Projects/);
      await checkDialog(page, at('rename collection'), () => collectionMenu(/Rename/), 'Rename Projects');
      await checkDialog(page, at('delete collection'), () => collectionMenu(/Delete/), /Delete Projects|Projects/);
      await checkDialog(
        page,
        at('new collection'),
        () =>
          page
            .getByRole('button', { name: /New collection/ })
            .first()
            .click(),
        'New collection',
      );

      // Layout: New page, a page's settings and its delete confirmation.
      await page.goto(`/${portal.slug}/layout`);
      await expect(page.getByRole('tab', { name: 'Pages' })).toBeVisible();
      // Puck's canvas keeps an invisible loader spinning; the axe check waits for animations to settle.
      await page.addStyleTag({ content: '[class*="PuckCanvas-loader"] * { animation: none !important; }' });
      const pages = page.getByRole('navigation', { name: 'Pages' });
      // Wide, the pages are a tab of the editor's left rail (Puck's, made keyboard buttons); narrow, they stand above it.
      if (size.width > 800) {
        const rail = page.getByRole('button', { name: 'Pages', exact: true });
        await rail.focus();
        await page.keyboard.press('Enter');
        await expect(rail).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(pages.getByRole('button', { name: 'Edit Welcome' })).toBeVisible();
      await expectAccessible(page, at('the page editor with its pages'));
      await checkDialog(page, at('new page'), () => pages.getByRole('button', { name: 'Add page' }).click(), 'New page');
      await checkDialog(
        page,
        at('page settings'),
        () => pages.getByRole('button', { name: 'Settings of Welcome' }).click(),
        'Page settings',
      );
      await checkDialog(page, at('delete page'), () => pages.getByRole('button', { name: 'Delete Welcome' }).click(), 'Delete Welcome?');

      // The screen that says it is not built yet.
      await page.goto(`/${portal.slug}/integrations`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, at('integrations'));
    });
  }
});

/** WCAG relative-luminance contrast of a computed CSS colour (rgb/rgba) against white. */
function contrastWithWhite(color: string) {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => Number(v) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  return 1.05 / (luminance + 0.05);
}
