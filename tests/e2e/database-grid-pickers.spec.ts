import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { DatabasePage } from './pages/database.page';
import { createPortalThroughApi, expectAccessible, registerThroughApi, shot, unique } from './support';

/**
 * The grid's pickers: the Customer picker takes Enter on its only match, a select's list is never
 * cut off at the grid's edge, and choices made without a colour get distinct, calm ones.
 */

const ACCOUNTS = 'Accounts';
const STAGES = ['Lead', 'Won', 'Lost', 'Paused'];

async function api(page: Page, method: string, url: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  const json = await response.json();
  expect(json.success, `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

async function setUp(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const builder = await registerThroughApi(request);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(builder.email, builder.password);
  await expect(page).toHaveURL(/\/portals$/);
  const portal = await createPortalThroughApi(page, request, { name: `Pickers ${unique()}` });
  await api(page, 'POST', '/v1/customer/users', {
    portalId: portal.id,
    email: `zelda-${unique()}@example.com`,
    name: 'Zelda Quill',
    sendInvite: false,
  });
  await api(page, 'POST', '/v1/customer/users', {
    portalId: portal.id,
    email: `ada-${unique()}@example.com`,
    name: 'Ada Lovelace',
    sendInvite: false,
  });
  // Wide columns and enough rows that the grid scrolls both ways; Stage is the last column.
  const collection = await api(page, 'POST', '/v1/database', {
    portalId: portal.id,
    name: ACCOUNTS,
    fields: [
      { label: 'Name', type: 'TEXT', required: true },
      { label: 'Owner', type: 'CUSTOMER' },
      { label: 'Notes', type: 'TEXT' },
      { label: 'Website', type: 'URL' },
      { label: 'Email', type: 'EMAIL' },
      { label: 'Budget', type: 'NUMBER' },
      { label: 'Renewal', type: 'DATE' },
      { label: 'Phone', type: 'TEXT' },
      { label: 'Stage', type: 'SELECT', choices: STAGES },
    ],
  });
  for (let i = 1; i <= 30; i++)
    await api(page, 'POST', '/v1/database/records', {
      collectionId: collection.id,
      data: { name: `Account ${i}`, stage: STAGES[(i - 1) % STAGES.length], notes: 'A long note that makes the column wide' },
    });
  const db = new DatabasePage(page);
  await db.goto(portal.slug);
  await expect(db.footerCount('30 records')).toBeVisible();
  return db;
}

test.describe('grid pickers', () => {
  test.use({ viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });

  test('the Customer picker takes Enter on its only match', async ({ page, request }) => {
    test.setTimeout(180_000);
    const db = await setUp(page, request);
    const first = db.row(ACCOUNTS, 'Account 1');
    const owner = await db.cell(ACCOUNTS, first, 'Owner');
    await owner.click();
    // Typed on the cell and Enter at once, before the search has answered.
    await page.keyboard.type('Zel');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Owner: choose a customer' })).toBeHidden();
    await expect(owner).toHaveText(/Zelda Quill/);
    // Typed in the open picker, waiting for the list: the one match is highlighted and Enter takes it.
    const second = await db.cell(ACCOUNTS, db.row(ACCOUNTS, 'Account 2'), 'Owner');
    await second.click();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search customers' }).or(page.getByRole('textbox', { name: 'Search customers' }));
    await search.fill('lovel');
    await expect(page.getByRole('option', { name: /Ada Lovelace/ })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(second).toHaveText(/Ada Lovelace/);
  });

  test('a select list opened in the last row and last column stays whole inside the viewport', async ({ page, request }) => {
    test.setTimeout(180_000);
    const db = await setUp(page, request);
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      // The first time from the first cell; then from where the last pick left the focus.
      if (viewport.width === 1280) await db.cell(ACCOUNTS, db.row(ACCOUNTS, 'Account 1'), 'Name').then((c) => c.click());
      else await page.keyboard.press('Control+Home');
      // Ctrl+End: the grid's last cell (last row, last column), scrolled into view.
      await page.keyboard.press('Control+End');
      const last = db.row(ACCOUNTS, 'Account 30');
      const stage = await db.cell(ACCOUNTS, last, 'Stage');
      await expect(stage).toBeFocused();
      await page.keyboard.press('Enter');
      const list = page.getByRole('listbox', { name: 'Stage: choose an option' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('option')).toHaveCount(STAGES.length);
      // The whole menu (its search box and every option) is on screen, and every option can be clicked.
      const menu = page.locator('[data-picker-panel]');
      await expect(menu).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await menu.boundingBox())!;
          return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      for (const option of await list.getByRole('option').all()) await expect(option).toBeInViewport({ ratio: 1 });
      await shot(page, `database-grid-select-last-cell-${viewport.width}`, { viewport: true });
      if (viewport.width === 1280) await expectAccessible(page, 'a select list open on the last cell');
      await list.getByRole('option', { name: 'Paused' }).click();
      await expect(list).toBeHidden();
      await expect(stage).toHaveText('Paused');
    }
  });

  test('choices made without a colour get distinct, calm colours', async ({ page, request }) => {
    test.setTimeout(180_000);
    const db = await setUp(page, request);
    const colours = await Promise.all(
      STAGES.map(async (_, i) => {
        const cell = await db.cell(ACCOUNTS, db.row(ACCOUNTS, `Account ${i + 1}`), 'Stage');
        return cell.locator('.g-badge').evaluate((b) => getComputedStyle(b).backgroundColor);
      }),
    );
    expect(new Set(colours).size, colours.join(' · ')).toBe(STAGES.length);
    // Red reads as a warning: the first choices never take it.
    const red = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.backgroundColor = 'var(--chakra-colors-red-subtle)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(colours).not.toContain(red);
    await (await db.cell(ACCOUNTS, db.row(ACCOUNTS, 'Account 1'), 'Stage')).scrollIntoViewIfNeeded();
    await shot(page, 'database-grid-choice-colours');
  });
});
