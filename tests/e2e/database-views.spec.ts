import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { DatabasePage } from './pages/database.page';
import { createPortalThroughApi, expectAccessible, registerThroughApi, registerThroughUi, shot, unique } from './support';

/**
 * Room in the grid: the collection list folds to a rail, columns are hidden and reordered, records
 * sorted by two fields, and all of it saved as a view a teammate opens from the link. A header
 * before the first record opens its menu and sorts.
 */

const DEALS = 'Deals';
const FIELDS = [
  { label: 'Name', type: 'TEXT' },
  { label: 'Stage', type: 'SELECT', choices: ['Lead', 'Won', 'Lost'] },
  { label: 'Amount', type: 'NUMBER' },
  { label: 'Owner', type: 'TEXT' },
  { label: 'Notes', type: 'LONG_TEXT' },
  { label: 'Close date', type: 'DATE' },
  { label: 'Email', type: 'EMAIL' },
  { label: 'Website', type: 'URL' },
];
const RECORDS = [
  { name: 'Hooli', stage: 'Won', amount: 800, owner: 'Ada' },
  { name: 'Umbrella', stage: 'Lead', amount: 5000, owner: 'Bob' },
  { name: 'Soylent', stage: 'Won', amount: 2500, owner: 'Ada' },
  { name: 'Vandelay', stage: 'Lost', amount: 150, owner: 'Cy' },
  { name: 'Wonka', stage: 'Won', amount: 9000, owner: 'Bob' },
  { name: 'Initech', stage: 'Lead', amount: 300, owner: 'Cy' },
];

async function api(page: Page, request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown, token?: string) {
  const bearer = token ?? (await page.evaluate(() => localStorage.getItem('token')));
  const response = await request.fetch(url, { method, headers: { authorization: `Bearer ${bearer}` }, data });
  const body = await response.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data;
}

/** The token of the invitation mailed to `email` (its sign-up verification mail may come before or after it). */
async function invitationToken(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(`-${email}.json`)) : [];
        for (const f of files) {
          const { text } = JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { text: string };
          token = /invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? token;
        }
        return Boolean(token);
      },
      { timeout: 20_000, message: `the invitation mailed to ${email}` },
    )
    .toBe(true);
  return token!;
}

/** The labels of the grid's field columns, in screen order. */
const headerLabels = (db: DatabasePage) =>
  db
    .grid(DEALS)
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map((c) => c.getAttribute('aria-label')).filter((l): l is string => !!l && l !== 'Row' && l !== 'Add a field'),
    );

test.describe('database views', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'UTC' });

  test('collapse the list, hide and reorder columns, sort by two fields, save a view a teammate opens; a header of an empty collection sorts', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const db = new DatabasePage(page);
    const owner = await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Pipeline ${unique()}` });
    const deals = await api(page, request, 'POST', '/v1/database', { portalId: portal.id, name: DEALS, fields: FIELDS });
    await api(page, request, 'POST', '/v1/database', {
      portalId: portal.id,
      name: 'Leads',
      fields: [
        { label: 'Company', type: 'TEXT' },
        { label: 'Score', type: 'NUMBER' },
      ],
    });
    for (const data of RECORDS) await api(page, request, 'POST', '/v1/database/records', { collectionId: deals.id, data });

    // 1. Two sidebars beside the grid; folding the collection list gives the grid the room back.
    await db.goto(portal.slug);
    const grid = db.grid(DEALS);
    await expect(grid).toBeVisible();
    await shot(page, 'database-views-1280-list-open', { viewport: true });
    const before = (await grid.boundingBox())!.width;
    const fold = page.getByRole('button', { name: 'Collapse the collection list' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await fold.focus();
    await page.keyboard.press('Enter');
    const unfold = page.getByRole('button', { name: 'Show the collection list' });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await grid.boundingBox())!.width).toBeGreaterThan(before + 150);
    // The rail still opens a collection by name, and the choice outlives a reload.
    await expect(page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: /Leads/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show the collection list' })).toBeVisible();
    await expectAccessible(page, 'the grid with the collection list folded');
    await shot(page, 'database-views-1280-list-collapsed', { viewport: true });

    // 2. Hide two columns and move one, from the "Hide fields" menu.
    await page.getByRole('button', { name: 'Hide fields' }).click();
    const columns = page.getByRole('dialog', { name: 'Fields shown in the grid' });
    await expect(columns).toBeVisible();
    await columns.getByText('Notes', { exact: true }).click();
    await columns.getByText('Website', { exact: true }).click();
    await columns.getByRole('button', { name: 'Move Owner up' }).click();
    await columns.getByRole('button', { name: 'Move Owner up' }).click();
    await expectAccessible(page, 'the hide fields menu');
    await shot(page, 'database-views-1280-hide-fields', { viewport: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '2 hidden fields' })).toBeVisible();
    await expect.poll(() => headerLabels(db)).toEqual(['Name', 'Owner', 'Stage', 'Amount', 'Close date', 'Email']);

    // 3. Sort by stage, then by amount, largest first.
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const sort = page.getByRole('dialog', { name: 'Sort records' });
    await sort.getByRole('button', { name: 'Add a sort' }).click();
    await sort.getByLabel('Field of sort level 1').selectOption({ label: 'Stage' });
    await sort.getByRole('button', { name: 'Add another sort' }).click();
    await sort.getByLabel('Field of sort level 2').selectOption({ label: 'Amount' });
    await sort.getByLabel('Direction of sort level 2').selectOption({ label: 'Descending' });
    await expectAccessible(page, 'the sort menu with two levels');
    await shot(page, 'database-views-1280-sort', { viewport: true });
    await page.keyboard.press('Escape');
    const order = ['Umbrella', 'Initech', 'Vandelay', 'Wonka', 'Soylent', 'Hooli'];
    await expect(await db.columnTexts(DEALS, 'Name')).toHaveText(order);
    await expect(page.getByRole('button', { name: 'Sorted by 2 fields: Stage, ascending, then Amount, descending' })).toBeVisible();

    // 4. Save it as a view: it goes into the link.
    await page.getByRole('button', { name: 'Save as view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as a view' });
    await dialog.getByLabel('View name').fill('Pipeline');
    await expectAccessible(page, 'the save-as-view dialog');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText('View saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View: Pipeline' })).toBeVisible();
    await expect(page).toHaveURL(/view=[0-9a-f-]{36}/);
    const link = page.url();

    // 5. A reload shows the same view; a change to it can be reverted.
    await page.reload();
    await expect(page.getByRole('button', { name: 'View: Pipeline' })).toBeVisible();
    await expect(await db.columnTexts(DEALS, 'Name')).toHaveText(order);
    await expect.poll(() => headerLabels(db)).toEqual(['Name', 'Owner', 'Stage', 'Amount', 'Close date', 'Email']);
    await db.columnHeader(DEALS, 'Email').getByRole('button', { name: 'Email column options' }).click();
    await page.getByRole('menuitem', { name: 'Hide field' }).click();
    const unsaved = page.getByRole('group', { name: 'Unsaved changes to this view' });
    await expect(unsaved).toBeVisible();
    await shot(page, 'database-views-1280-unsaved', { viewport: true });
    await unsaved.getByRole('button', { name: 'Revert' }).click();
    await expect(unsaved).toBeHidden();
    await expect(db.columnHeader(DEALS, 'Email')).toBeVisible();

    // 6. A teammate of the workspace opens the link and sees the same view.
    const [workspace] = (await api(page, request, 'GET', '/v1/workspace/list')) as Array<{ id: string }>;
    const mate = await registerThroughApi(request);
    await api(page, request, 'POST', '/v1/workspace/invitations', { email: mate.email, role: 'MEMBER' });
    const token = await invitationToken(mate.email);
    await api(page, request, 'POST', '/v1/workspace/invitations/accept', { token }, mate.token);
    await api(page, request, 'POST', '/v1/workspace/change', { workspaceId: workspace!.id }, mate.token);
    const mateContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'UTC' });
    const matePage = await mateContext.newPage();
    const login = new LoginPage(matePage);
    await login.goto();
    await login.signIn(mate.email, mate.password);
    await expect(matePage).toHaveURL(/\/portals$/);
    await matePage.goto(link);
    await expect(matePage.getByRole('button', { name: 'View: Pipeline' })).toBeVisible();
    const mateDb = new DatabasePage(matePage);
    await expect(await mateDb.columnTexts(DEALS, 'Name')).toHaveText(order);
    await expect(mateDb.columnHeader(DEALS, 'Notes')).toHaveCount(0);
    await shot(matePage, 'database-views-1280-teammate', { viewport: true });
    await mateContext.close();

    // 7. A header of a collection without records opens its menu and sorts.
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: /Leads/ }).click();
    await expect(page.getByText('No records yet')).toBeVisible();
    await page.getByRole('button', { name: 'Score column options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sort descending' })).toBeVisible();
    await expectAccessible(page, 'a column menu of an empty collection');
    await page.getByRole('menuitem', { name: 'Sort descending' }).click();
    await expect(page.getByRole('button', { name: 'Sorted by Score, descending' })).toBeVisible();
    await expect(page).toHaveURL(/sort=score%3Adesc|sort=score:desc/);

    // 8. At phone width: the list is a row of tabs, the view bar and toolbar wrap.
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'View: Pipeline' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Show the collection list' })).toBeHidden();
    await expectAccessible(page, 'a saved view at phone width');
    await shot(page, 'database-views-390', { viewport: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A date condition is typed as the grid shows dates; a day that does not exist is explained.
    await page.getByRole('button', { name: 'Filter' }).click();
    const filterForm = page.getByRole('dialog', { name: 'Add a filter' });
    await filterForm.getByLabel('Field').selectOption({ label: 'Close date' });
    await filterForm.getByLabel('Value').fill('Feb 30, 2026');
    await expect(filterForm.getByText(/^Type a date like /)).toBeVisible();
    await expect(filterForm.getByRole('button', { name: 'Add condition' })).toBeDisabled();
    await shot(page, 'database-filter-date', { viewport: true });
    await page.keyboard.press('Escape');
    await expect(filterForm).toBeHidden();

    // 9. A second view moved above the first: the list's order is the workspace's.
    await page.getByRole('button', { name: 'Save as view' }).click();
    const second = page.getByRole('dialog', { name: 'Save as a view' });
    await second.getByLabel('View name').fill('Second look');
    await second.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByRole('button', { name: 'View: Second look' })).toBeVisible();
    await page.getByRole('button', { name: 'Options for the view Second look' }).click();
    await expect(page.getByRole('menuitem', { name: 'Move down in the list' })).toBeDisabled();
    await shot(page, 'database-view-options', { viewport: true });
    await page.getByRole('menuitem', { name: 'Move up in the list' }).click();
    await page.getByRole('button', { name: 'View: Second look' }).click();
    await expect(page.getByRole('menuitemradio')).toHaveText(['All records', 'Second look', 'Pipeline']);
    await page.reload();
    await page.getByRole('button', { name: 'View: Second look' }).click();
    await expect(page.getByRole('menuitemradio')).toHaveText(['All records', 'Second look', 'Pipeline']);
    await page.getByRole('menuitemradio', { name: 'Pipeline' }).click();

    // 10. Rename the view, then delete it with a confirmation.
    await page.getByRole('button', { name: 'Options for the view Pipeline' }).click();
    await page.getByRole('menuitem', { name: 'Rename view' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename “Pipeline”' });
    await rename.getByLabel('View name').fill('Open pipeline');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('button', { name: 'View: Open pipeline' })).toBeVisible();
    await page.getByRole('button', { name: 'Options for the view Open pipeline' }).click();
    await page.getByRole('menuitem', { name: 'Delete view' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the view “Open pipeline”?' });
    await expectAccessible(page, 'the delete-view confirmation');
    await shot(page, 'database-views-1280-delete', { viewport: true });
    await confirm.getByRole('button', { name: 'Delete view' }).click();
    await expect(page.getByRole('button', { name: 'View: All records' })).toBeVisible();
    expect(owner.email).toContain('@');
  });
});
