import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { DatabasePage } from './pages/database.page';
import { createPortalThroughApi, expectAccessible, registerThroughApi, shot, unique } from './support';

const CLIENTS = 'Clients';
// A number, a select whose values repeat, and dates that read both ways (03/04/2025): the builder is asked.
const CSV = [
  'Client,Budget,Stage,Signed on,Contact',
  'Acme,1200,Lead,03/04/2025,ada@acme.com',
  'Globex,2500,Won,05/06/2025,bob@globex.com',
  'Initech,300,Lead,11/12/2025,cyd@initech.com',
  'Hooli,900,Won,01/02/2025,dan@hooli.com',
].join('\n');

test.describe('CSV import into an empty collection', () => {
  test.use({ viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });

  test('the file brings its fields: guessed, renamed and retyped in the preview, dates read day first', async ({ page, request }) => {
    test.setTimeout(180_000);
    const builder = await registerThroughApi(request);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(builder.email, builder.password);
    await expect(page).toHaveURL(/\/portals$/);
    const portal = await createPortalThroughApi(page, request, { name: `Agency ${unique()}` });
    const db = new DatabasePage(page);
    await db.goto(portal.slug);
    await db.createCollection(CLIENTS);
    await expect(db.noFields(CLIENTS)).toBeVisible();

    // 1. From the empty state's invitation.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-import-')), 'clients.csv');
    fs.writeFileSync(file, CSV);
    await db.button('Import CSV').first().click();
    const importer = db.importDialog(CLIENTS);
    await expect(importer).toBeVisible();
    await importer.getByLabel('CSV file', { exact: true }).setInputFiles(file);
    await expect(importer.getByRole('table', { name: 'First 4 rows of clients.csv (the whole file)' })).toBeVisible();
    await importer.getByRole('button', { name: 'Next: match columns' }).click();

    // 2. Every column creates a field, named after it and typed from its values.
    const typeOf = (column: string) => importer.getByRole('combobox', { name: `New field type for column "${column}"` });
    const nameOf = (column: string) => importer.getByRole('textbox', { name: `New field name for column "${column}"` });
    for (const [column, type] of [
      ['Client', 'Text'],
      ['Budget', 'Number'],
      ['Stage', 'Single select'],
      ['Signed on', 'Date'],
      ['Contact', 'Email'],
    ] as const) {
      expect(await DatabasePage.mappedTo(importer, column), `column ${column}`).toBe('Create field');
      await expect(nameOf(column)).toHaveValue(column);
      expect(await typeOf(column).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), `type of ${column}`).toBe(type);
    }
    await expect(importer.getByText('2 choices:')).toBeVisible();
    await expect(importer.getByRole('group', { name: '2 choices' })).toContainText('LeadWon');

    // 3. Every date reads two ways: the import waits for the answer.
    const order = importer.getByRole('radiogroup', { name: 'How the dates of "Signed on" are written' });
    await expect(order).toBeVisible();
    const importButton = importer.getByRole('button', { name: 'Import records' });
    await expect(importButton).toBeDisabled();
    await expect(importer.getByText('Say how the dates of "Signed on" are written.')).toBeVisible();
    await expect(importer.getByText('03/04/2025 → Mar 4, 2025 or Apr 3, 2025')).toBeVisible();
    await order.scrollIntoViewIfNeeded();
    await shot(page, 'database-import-mapping-1280', { viewport: true });
    await expectAccessible(page, 'the import dialog, new fields from every column');

    await order.getByText('Day first — 15/03/2025').click();
    await expect(importer.getByText(/Reads 03\/04\/2025 → Apr 3, 2025/)).toBeVisible();

    // 4. The builder renames one guessed field and retypes another.
    await nameOf('Budget').fill('Budget (EUR)');
    await typeOf('Contact').selectOption({ label: 'Text' });
    await nameOf('Client').fill('');
    await expect(importer.getByText('Please enter a field name.')).toBeVisible();
    await expect(importButton).toBeDisabled();
    await nameOf('Client').fill('Client');
    await expect(importButton).toBeEnabled();

    await page.setViewportSize({ width: 390, height: 844 });
    await order.scrollIntoViewIfNeeded();
    await shot(page, 'database-import-mapping-390', { viewport: true });
    await expectAccessible(page, 'the import dialog on a phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    // 5. Imported: the report names what the file added.
    await importButton.click();
    await expect(importer.getByText('4 imported, 0 updated, 0 rejected')).toBeVisible();
    await expect(importer.getByRole('list', { name: 'Changes to the collection' })).toContainText(
      '5 new fields: Client (text), Budget (EUR) (number), Stage (single select), Signed on (date), Contact (text)',
    );
    await shot(page, 'database-import-report', { viewport: true });
    await importer.getByRole('button', { name: 'Done' }).click();
    await expect(importer).toBeHidden();

    // 6. The grid has the fields and the records, the dates read day first.
    await expect(db.footerCount('4 records')).toBeVisible();
    for (const label of ['Client', 'Budget (EUR)', 'Stage', 'Signed on', 'Contact'])
      await expect(db.columnHeader(CLIENTS, label)).toBeVisible();
    const acme = db.row(CLIENTS, 'Acme');
    await expect(await db.cell(CLIENTS, acme, 'Signed on')).toHaveText('Apr 3, 2025');
    await expect(await db.cell(CLIENTS, acme, 'Stage')).toHaveText('Lead');
    await expect(await db.cell(CLIENTS, acme, 'Budget (EUR)')).toHaveText('1,200');
    await expect(await db.cell(CLIENTS, db.row(CLIENTS, 'Initech'), 'Signed on')).toHaveText('Dec 11, 2025');
    await shot(page, 'database-import-grid');
  });
});

// 40 clients as an agency exports them: amounts with a dollar sign and thousands commas, US dates,
// notes with commas in them.
const CLIENTS_40 = [
  'Client,Monthly fee,Signed,Notes',
  ...Array.from({ length: 40 }, (_, i) => {
    const fee = i % 2 ? `$${(1000 + i * 25).toLocaleString('en-US')}.00` : `$${100 + i}.00`;
    const note = ['Met at the fair, wants monthly reports', 'Referred by Jane, pays quarterly', 'Prefers email, not calls'][i % 3];
    return `Client ${i + 1},"${fee}",${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}/2025,"${note} (${i + 1})"`;
  }),
].join('\n');

test.describe('CSV import of a client list with amounts', () => {
  test.use({ viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });

  test('amounts like $1,250.00 are guessed as a dollar Number, notes with commas as Text, and all 40 rows import', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const builder = await registerThroughApi(request);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(builder.email, builder.password);
    await expect(page).toHaveURL(/\/portals$/);
    const portal = await createPortalThroughApi(page, request, { name: `Agency ${unique()}` });
    const db = new DatabasePage(page);
    await db.goto(portal.slug);
    await db.createCollection(CLIENTS);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-import-')), 'clients-40.csv');
    fs.writeFileSync(file, CLIENTS_40);
    await db.button('Import CSV').first().click();
    const importer = db.importDialog(CLIENTS);
    await importer.getByLabel('CSV file', { exact: true }).setInputFiles(file);
    await importer.getByRole('button', { name: 'Next: match columns' }).click();

    const typeOf = (column: string) => importer.getByRole('combobox', { name: `New field type for column "${column}"` });
    for (const [column, type] of [
      ['Client', 'Text'],
      ['Monthly fee', 'Number'],
      ['Signed', 'Date'],
      ['Notes', 'Text'],
    ] as const)
      expect(await typeOf(column).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), `type of ${column}`).toBe(type);
    // The preview says how the amounts will read and show, in dollars.
    await expect(importer.getByText('Amounts in USD: $1,025.00 shows as $1,025.00.')).toBeVisible();
    // Days past the 12th settle the dates as month first: nothing to ask.
    await expect(
      importer.getByRole('radiogroup', { name: 'How the dates of "Signed" are written' }).getByRole('radio', { name: /Month first/ }),
    ).toBeChecked();
    await importer.getByText('Amounts in USD: $1,025.00 shows as $1,025.00.').scrollIntoViewIfNeeded();
    await shot(page, 'database-import-amounts-1280', { viewport: true });
    await expectAccessible(page, 'the import dialog with an amount column');

    await importer.getByRole('button', { name: 'Import records' }).click();
    await expect(importer.getByText('40 imported, 0 updated, 0 rejected')).toBeVisible();
    await expect(importer.getByRole('list', { name: 'Changes to the collection' })).toContainText(
      '4 new fields: Client (text), Monthly fee (number), Signed (date), Notes (text)',
    );
    await importer.getByRole('button', { name: 'Done' }).click();
    await expect(db.footerCount('40 records')).toBeVisible();
    const second = db.row(CLIENTS, 'Client 2');
    await expect(await db.cell(CLIENTS, second, 'Monthly fee')).toHaveText('$1,025.00');
    await expect(await db.cell(CLIENTS, second, 'Signed')).toHaveText('Feb 2, 2025');
    await expect(await db.cell(CLIENTS, second, 'Notes')).toHaveText('Referred by Jane, pays quarterly (2)');
    await expect(await db.cell(CLIENTS, db.row(CLIENTS, 'Client 1'), 'Monthly fee')).toHaveText('$100.00');
    await shot(page, 'database-import-amounts-grid');
  });
});
