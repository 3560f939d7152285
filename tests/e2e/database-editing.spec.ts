import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { DatabasePage } from './pages/database.page';
import { createPortalThroughApi, expectAccessible, registerThroughApi, shot, unique } from './support';

/**
 * Entering data the way a spreadsheet user does: choices picked by their first letters, dates typed
 * as the grid shows them, a value the field cannot hold kept with its reason, a row typed across
 * with Tab; in the field editor, choices added with Enter and a used one renamed; a currency field;
 * the record panel on a phone.
 */

const DEALS = 'Deals';

async function dealsThroughApi(page: Page, request: APIRequestContext, portalId: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/v1/database', {
    headers,
    data: {
      portalId,
      name: DEALS,
      fields: [
        { label: 'Name', type: 'TEXT', required: true },
        { label: 'Stage', type: 'SELECT', choices: ['Lead', 'Won', 'Lost'] },
        { label: 'Close date', type: 'DATE' },
        { label: 'Amount', type: 'NUMBER' },
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'USD' } },
      ],
    },
  });
  const body = await created.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  for (const data of [
    { name: 'Acme', stage: 'Won', close_date: '2026-03-31', amount: 1200 },
    { name: 'Globex', fee: 1234.5 },
    { name: 'Initech', stage: 'Lead' },
  ]) {
    const res = await request.post('/v1/database/records', { headers, data: { collectionId: body.data.id, data } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test.describe('entering data by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });

  test('choices, dates, refused values, a row typed across, choices renamed, number formats, the panel on a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const builder = await registerThroughApi(request);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(builder.email, builder.password);
    await expect(page).toHaveURL(/\/portals$/);
    const portal = await createPortalThroughApi(page, request, { name: `Deals ${unique()}` });
    await dealsThroughApi(page, request, portal.id);
    const db = new DatabasePage(page);
    await db.goto(portal.slug);
    const acme = db.row(DEALS, 'Acme');
    const globex = db.row(DEALS, 'Globex');
    await expect(acme).toBeVisible();

    // A currency field shows its amounts in its format.
    await expect(await db.cell(DEALS, globex, 'Fee')).toHaveText('$1,234.50');
    await expect(await db.cell(DEALS, acme, 'Close date')).toHaveText('Mar 31, 2026');

    // 1. A select cell: "Lea" and Enter pick the only match.
    const stage = await db.cell(DEALS, acme, 'Stage');
    await stage.click();
    await page.keyboard.type('Lea');
    const options = page.getByRole('listbox', { name: 'Stage: choose an option' });
    await expect(options.getByRole('option')).toHaveText(['Lead']);
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expect(stage).toHaveText('Lead');

    // 2. A date typed the way the cell shows it; a wrong one stays, with an example in that form.
    const closeDate = await db.cell(DEALS, acme, 'Close date');
    await closeDate.click();
    await page.keyboard.press('Enter');
    await expect(db.editor('Close date')).toHaveValue('Mar 31, 2026');
    await db.editor('Close date').fill('Apr 2, 2026');
    await page.keyboard.press('Enter');
    await expect(db.editor('Close date')).toBeHidden();
    await expect(closeDate).toHaveText('Apr 2, 2026');
    await closeDate.click();
    await page.keyboard.type('31/31/2026');
    await page.keyboard.press('Enter');
    await expect(db.editor('Close date')).toHaveValue('31/31/2026');
    await expect(page.getByRole('alert').filter({ hasText: 'Close date must be a date like Mar 31, 2026 (or 2026-03-31).' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(db.editor('Close date')).toBeHidden();
    await expect(closeDate).toHaveText('Apr 2, 2026');

    // 3. A word in a number: the text stays in the editor with the reason, nothing is sent; Escape restores.
    const amount = await db.cell(DEALS, acme, 'Amount');
    await amount.click();
    await page.keyboard.type('lots');
    await page.keyboard.press('Enter');
    await expect(db.editor('Amount')).toHaveValue('lots');
    await expect(db.editor('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Amount must be a number, like 42 or 3.5.' })).toBeVisible();
    await shot(page, 'database-editing-01-refused-number', { viewport: true });
    await expectAccessible(page, 'a cell editor holding a refused value');
    await page.keyboard.press('Escape');
    await expect(db.editor('Amount')).toBeHidden();
    await expect(amount).toHaveText('1,200');

    // 4. Across a row like a spreadsheet: type, Tab, type, Tab… Enter. Every value is saved.
    await (await db.cell(DEALS, globex, 'Stage')).click();
    await page.keyboard.type('wo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('May 10, 2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2500');
    await page.keyboard.press('Tab');
    await page.keyboard.type('99.5');
    await page.keyboard.press('Enter');
    await expect(await db.cell(DEALS, globex, 'Fee')).toHaveText('$99.50');
    await page.reload();
    await expect(globex).toBeVisible();
    await expect(await db.cell(DEALS, globex, 'Stage')).toHaveText('Won');
    await expect(await db.cell(DEALS, globex, 'Close date')).toHaveText('May 10, 2026');
    await expect(await db.cell(DEALS, globex, 'Amount')).toHaveText('2,500');
    await expect(await db.cell(DEALS, globex, 'Fee')).toHaveText('$99.50');
    await expect(await db.cell(DEALS, acme, 'Stage')).toHaveText('Lead');
    await shot(page, 'database-editing-02-grid');

    // 5. The field editor: Enter adds a choice and stays there; a used choice renamed renames the records.
    await db.button('Fields').click();
    const fieldList = db.fieldsDialog(DEALS);
    await fieldList.getByRole('button', { name: 'Edit Stage' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit field "Stage"' });
    await expect(editor).toBeVisible();
    const newChoice = editor.getByRole('textbox', { name: 'New choice' });
    await newChoice.fill('Churned');
    await newChoice.press('Enter');
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Choice 4' })).toHaveValue('Churned');
    await expect(newChoice).toBeFocused();
    await expect(newChoice).toHaveValue('');
    await editor.getByRole('textbox', { name: 'Choice 1' }).fill('Prospect');
    await expect(editor.getByText('Renamed from "Lead": records holding it will show the new name.')).toBeVisible();
    await shot(page, 'database-editing-03-field-editor-choices', { viewport: true });
    await expectAccessible(page, 'the field editor renaming a choice');
    const saved = expect(db.toast('Field "Stage" saved')).toBeVisible();
    await editor.getByRole('button', { name: 'Save field' }).click();
    await saved;
    await expect(editor).toBeHidden();

    // 6. A number format chosen in the field editor.
    await fieldList.getByRole('button', { name: 'Edit Amount' }).click();
    const amountEditor = page.getByRole('dialog', { name: 'Edit field "Amount"' });
    await amountEditor.getByLabel('Show as').selectOption({ label: 'Currency' });
    await amountEditor.getByLabel(/^Currency/).selectOption('EUR');
    await expect(amountEditor.getByText('1234.5 shows as €1,234.50.')).toBeVisible();
    await shot(page, 'database-editing-04-number-format', { viewport: true });
    await expectAccessible(page, 'the field editor with a number format');
    const amountSaved = expect(db.toast('Field "Amount" saved')).toBeVisible();
    await amountEditor.getByRole('button', { name: 'Save field' }).click();
    await amountSaved;
    await page.keyboard.press('Escape');
    await expect(fieldList).toBeHidden();
    await expect(await db.cell(DEALS, acme, 'Stage')).toHaveText('Prospect');
    await expect(await db.cell(DEALS, db.row(DEALS, 'Initech'), 'Stage')).toHaveText('Prospect');
    await expect(await db.cell(DEALS, acme, 'Amount')).toHaveText('€1,200.00');
    // Editing shows the raw number.
    await (await db.cell(DEALS, acme, 'Amount')).dblclick();
    await expect(db.editor('Amount')).toHaveValue('1200');
    await page.keyboard.press('Escape');

    // 7. The record panel on a phone: its buttons keep the panel's padding.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open record 1' }).click({ force: true });
    const panel = db.recordPanel('Acme');
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Close date')).toHaveValue('Apr 2, 2026');
    await expect(panel.getByText('Shows as €1,200.00.')).toBeVisible();
    const save = panel.getByRole('button', { name: 'Save changes' });
    // Measured once the panel has slid in (mid-animation it sits a few pixels to the right).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const [saveBox, panelBox, nameBox] = await Promise.all([
      save.boundingBox(),
      panel.boundingBox(),
      panel.getByLabel(/^Name/).boundingBox(),
    ]);
    // Clear of the panel's edge by its padding (16 px, less a border and sub-pixel rounding).
    expect(saveBox!.x + saveBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width - 12);
    // Not past the inputs above it (which are narrower by the body's scroll bar when the panel scrolls).
    expect(saveBox!.x + saveBox!.width).toBeLessThanOrEqual(nameBox!.x + nameBox!.width + 1);
    await panel.getByLabel('Close date').fill('32 Apr 2026');
    await save.click();
    await expect(panel.getByText('Close date must be a date like Mar 31, 2026 (or 2026-03-31).')).toBeVisible();
    await panel.getByLabel('Close date').fill('2026-04-03');
    await save.click();
    await expect(db.toast('Record saved')).toBeVisible();
    await expect(panel.getByLabel('Close date')).toHaveValue('Apr 3, 2026');
    await shot(page, 'database-editing-05-record-panel-390', { viewport: true });
    await expectAccessible(page, 'the record panel on a phone');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The field editor on a phone, with a number format.
    await db.button('Fields').click();
    await db.fieldsDialog(DEALS).getByRole('button', { name: 'Edit Fee' }).click();
    const feeEditor = page.getByRole('dialog', { name: 'Edit field "Fee"' });
    await expect(feeEditor.getByText('1234.5 shows as $1,234.50.')).toBeVisible();
    await shot(page, 'database-editing-06-field-editor-390', { viewport: true });
    await expectAccessible(page, 'the field editor on a phone');
  });
});
