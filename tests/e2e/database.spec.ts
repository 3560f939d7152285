import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { DatabasePage, type FieldSpec } from './pages/database.page';
import { createPortalThroughApi, expectAccessible, graphqlAs, registerThroughApi, registerThroughUi, shot, unique } from './support';

const DEALS = 'Deals';
const FIELDS: FieldSpec[] = [
  { label: 'Name', type: 'Text', required: true },
  { label: 'Amount', type: 'Number' },
  { label: 'Stage', type: 'Single select', choices: ['Lead', 'Won', 'Lost'] },
  { label: 'Signed', type: 'Checkbox' },
  { label: 'Close date', type: 'Date' },
];

// Line 3 (Umbrella) has an amount that is not a number; "Notes" matches no field.
const CSV = [
  'Name,Amount,Stage,Signed,Close date,Notes',
  'Hooli,800,Lead,no,2026-04-01,call back',
  'Umbrella,lots,Won,yes,2026-04-02,',
  'Soylent,2500,Won,yes,2026-05-10,',
  'Vandelay,150,Lost,no,,',
  'Wonka,9000,Won,yes,2026-06-30,big one',
].join('\n');

test.describe('database', () => {
  test.use({ viewport: { width: 1366, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });

  test('a collection from nothing: fields, records edited in the grid, filter and sort, CSV in and out, and nobody else reads it', async ({
    page,
    request,
    browser,
  }) => {
    // Twelve accessibility checks on a machine shared with other work: more than the default minute.
    test.setTimeout(180_000);
    const db = new DatabasePage(page);
    const grid = db.grid(DEALS);
    const names = () => db.columnTexts(DEALS, 'Name');

    // 1. An empty portal's database offers a first collection.
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Sales ${unique()}` });
    await db.goto(portal.slug);
    await expect(db.noCollections).toBeVisible();
    await shot(page, '20-database-empty');
    await expectAccessible(page, 'the database of a portal without collections');
    await db.createCollection(DEALS);
    await expect(db.toast('Collection created')).toBeVisible();
    await expect(db.collections.getByRole('link', { name: new RegExp(`^${DEALS}`) })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\?collection=[0-9a-f-]+$/);
    const collectionId = new URL(page.url()).searchParams.get('collection')!;

    // 2. No fields yet: add one or import. The field editor adds each type: the first from the
    // empty state, two more from the "Fields" list.
    await expect(db.noFields(DEALS)).toBeVisible();
    await expect(db.button('Add a field')).toBeVisible();
    await expect(db.button('Import CSV')).toHaveCount(2); // in the empty state and in the toolbar
    const [nameField, amountField, stageField, signedField, dateField] = FIELDS as [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec];
    await db.button('Add a field').click();
    await db.fillField(DEALS, nameField);
    await db.saveField(DEALS, nameField.label);
    await expect(page.getByText('No records yet')).toBeVisible();
    // With no record yet, the columns made so far stay in view.
    await expect(page.getByRole('list', { name: 'Columns' }).getByText(nameField.label)).toBeVisible();
    await shot(page, '20b-no-records');
    await expectAccessible(page, 'a collection without records');

    await db.button('Fields').click();
    const fieldList = db.fieldsDialog(DEALS);
    await expect(fieldList).toBeVisible();
    for (const field of [amountField, stageField]) {
      await fieldList.getByRole('button', { name: 'Add a field' }).click();
      await db.fillField(DEALS, field);
      if (field === stageField) {
        await shot(page, '21-field-editor-select', { viewport: true });
        await expectAccessible(page, 'the field editor with choices');
      }
      await db.saveField(DEALS, field.label);
    }
    const listed = fieldList.getByRole('list', { name: `Fields of ${DEALS}` }).getByRole('listitem');
    await expect(listed).toHaveCount(3);
    await expect(listed.nth(0)).toContainText('NameTextRequired');
    await expect(listed.nth(1)).toContainText('AmountNumber');
    await expect(listed.nth(2)).toContainText('StageSingle select');
    await fieldList.getByRole('button', { name: 'Done' }).click();
    await expect(fieldList).toBeHidden();

    // 3. Records. Name is required, so "New record" asks for it in the record panel first.
    await db.newRecord.click();
    let panel = db.recordPanel(`New record in ${DEALS}`);
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Create record' }).click();
    await expect(panel.getByText('Please enter Name.')).toBeVisible();
    await panel.getByLabel(/^Name/).fill('Acme');
    await panel.getByRole('button', { name: 'Create record' }).click();
    await expect(panel).toBeHidden();
    await expect(db.toast('Record created')).toBeVisible();
    const acme = db.row(DEALS, 'Acme');
    await expect(db.rows(DEALS)).toHaveCount(1);
    await expect(db.footerCount('1 record')).toBeVisible();
    await expect(db.collections.getByRole('link', { name: `${DEALS} 1 record` })).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['#', 'Name', 'Amount', 'Stage', '']);

    // With a grid on screen, the "+" at the end of its header adds a column.
    for (const field of [signedField, dateField]) {
      await grid.getByRole('button', { name: 'Add a field' }).click();
      await db.fillField(DEALS, field);
      await db.saveField(DEALS, field.label);
      await expect(db.columnHeader(DEALS, field.label)).toBeVisible();
    }
    await expect(grid.getByRole('columnheader')).toHaveText(['#', ...FIELDS.map((f) => f.label), '']);

    // The rest inline: typing on a cell opens its editor, Enter saves.
    const amount = await db.cell(DEALS, acme, 'Amount');
    await amount.click();
    await page.keyboard.type('1200');
    await expect(db.editor('Amount')).toHaveValue('1200');
    await page.keyboard.press('Enter');
    await expect(db.editor('Amount')).toBeHidden();
    await expect(amount).toHaveText('1,200');

    const signed = (await db.cell(DEALS, acme, 'Signed')).getByRole('checkbox', { name: 'Signed' });
    await expect(signed).toHaveAttribute('aria-checked', 'false');
    await signed.click();
    await expect(signed).toHaveAttribute('aria-checked', 'true');

    const stage = await db.cell(DEALS, acme, 'Stage');
    await stage.click();
    await page.keyboard.press('Enter');
    const choices = page.getByRole('listbox', { name: 'Stage: choose an option' });
    await expect(choices.getByRole('option')).toHaveText(['Lead', 'Won', 'Lost']);
    await choices.getByRole('option', { name: 'Won' }).click();
    await expect(choices).toBeHidden();
    await expect(stage).toHaveText('Won');

    const closeDate = await db.cell(DEALS, acme, 'Close date');
    await closeDate.dblclick();
    await db.editor('Close date').fill('2026-03-31');
    await db.editor('Close date').press('Enter');
    await expect(closeDate).toHaveText('Mar 31, 2026');

    // An existing value: double-click opens it for editing.
    const name = await db.cell(DEALS, acme, 'Name');
    await name.dblclick();
    await expect(db.editor('Name')).toHaveValue('Acme');
    await db.editor('Name').fill('Acme Corp');
    await db.editor('Name').press('Enter');
    const acmeCorp = db.row(DEALS, 'Acme Corp');
    await expect(acmeCorp).toBeVisible();

    // Two more through the record panel, every field in one go.
    for (const [who, sum, phase] of [
      ['Globex', '5000', 'Won'],
      ['Initech', '300', 'Lead'],
    ] as const) {
      await db.newRecord.click();
      panel = db.recordPanel(`New record in ${DEALS}`);
      await panel.getByLabel(/^Name/).fill(who);
      await panel.getByLabel('Amount').fill(sum);
      await panel.getByLabel('Stage').selectOption(phase);
      await panel.getByRole('button', { name: 'Create record' }).click();
      await expect(panel).toBeHidden();
      await expect(db.row(DEALS, who)).toBeVisible();
    }
    await expect(db.footerCount('3 records')).toBeVisible();

    // Saved on the server: a reload shows the edits.
    await page.reload();
    await expect(db.rows(DEALS)).toHaveCount(3);
    await expect(await names()).toHaveText(['Acme Corp', 'Globex', 'Initech']);
    await expect(await db.cell(DEALS, acmeCorp, 'Amount')).toHaveText('1,200');
    await expect(await db.cell(DEALS, acmeCorp, 'Stage')).toHaveText('Won');
    await expect((await db.cell(DEALS, acmeCorp, 'Signed')).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
    await expect(await db.cell(DEALS, acmeCorp, 'Close date')).toHaveText('Mar 31, 2026');
    await expect(db.footerCount('3 records')).toBeVisible();
    await shot(page, '22-grid-records');
    await expectAccessible(page, 'the records grid');

    // The server's rules reach the builder: a word in a number, an emptied required field. The value comes back.
    const acmeAmount = await db.cell(DEALS, acmeCorp, 'Amount');
    await acmeAmount.click();
    await page.keyboard.type('lots');
    await page.keyboard.press('Enter');
    // The text stays in the editor with the reason; Escape puts the old value back.
    await expect(db.editor('Amount')).toHaveValue('lots');
    await expect(page.getByRole('alert').filter({ hasText: 'Amount must be a number, like 42 or 3.5.' })).toBeVisible();
    await shot(page, '23-grid-refused-value', { viewport: true });
    await page.keyboard.press('Escape');
    await expect(acmeAmount).toHaveText('1,200');
    const acmeName = await db.cell(DEALS, acmeCorp, 'Name');
    await acmeName.click();
    await page.keyboard.press('Delete');
    await expect(db.toast('Name was not saved')).toContainText('Please enter Name.');
    await expect(acmeName).toHaveText('Acme Corp');

    // 4. Filter and sort on the server.
    await db.button('Filter').click();
    await expect(page.getByRole('dialog', { name: 'Add a filter' })).toBeVisible();
    await expectAccessible(page, 'the filter popover');
    await page.keyboard.press('Escape');
    await db.addFilter('Stage', 'is', 'Won');
    await expect(page.getByText('Stage is Won', { exact: true })).toBeVisible();
    await expect(db.footerCount('2 records match')).toBeVisible();
    await expect(await names()).toHaveText(['Acme Corp', 'Globex']);
    await db.sortBy('Amount', 'Descending');
    await expect(page.getByRole('button', { name: 'Sorted by Amount, descending' })).toBeVisible();
    await expect(db.columnHeader(DEALS, 'Amount')).toHaveAttribute('aria-sort', 'descending');
    await expect(await names()).toHaveText(['Globex', 'Acme Corp']);
    await expect(await db.columnTexts(DEALS, 'Amount')).toHaveText(['5,000', '1,200']);
    await shot(page, '24-filtered-sorted');
    await expectAccessible(page, 'a filtered and sorted grid');
    // The view is in the address: a reload (or a shared link) shows the same records.
    await expect(page).toHaveURL(/[?&]sort=amount%3Adesc/);
    await page.reload();
    await expect(page.getByText('Stage is Won', { exact: true })).toBeVisible();
    await expect(db.footerCount('2 records match')).toBeVisible();
    await expect(await names()).toHaveText(['Globex', 'Acme Corp']);
    await page.getByRole('button', { name: 'Remove filter: Stage is Won' }).click();
    await expect(db.footerCount('3 records')).toBeVisible();
    await expect(await names()).toHaveText(['Globex', 'Acme Corp', 'Initech']);

    // 5. Import a CSV file with one bad row.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-csv-')), 'deals-import.csv');
    fs.writeFileSync(file, CSV);
    await db.button('Import CSV').click();
    const importer = db.importDialog(DEALS);
    await expect(importer).toBeVisible();
    await shot(page, '24b-import-choose-file', { viewport: true });
    await expectAccessible(page, 'the import dialog, step 1');
    await importer.getByLabel('CSV file', { exact: true }).setInputFiles(file);
    await expect(importer.getByRole('table', { name: 'First 5 rows of deals-import.csv (the whole file)' })).toBeVisible();
    await shot(page, '24c-import-preview', { viewport: true });
    await expectAccessible(page, 'the import dialog with a preview');
    await importer.getByRole('button', { name: 'Next: match columns' }).click();
    for (const [column, field] of [
      ['Name', 'Name (required)'],
      ['Amount', 'Amount'],
      ['Stage', 'Stage'],
      ['Signed', 'Signed'],
      ['Close date', 'Close date'],
      ['Notes', 'Create field'],
    ]) {
      expect(await DatabasePage.mappedTo(importer, column!), `column ${column}`).toBe(field);
    }
    // A column matching no field would create one: this builder leaves it out.
    await importer.getByRole('combobox', { name: 'Field for column "Notes"' }).selectOption({ label: "Don't import" });
    await shot(page, '25-import-mapping', { viewport: true });
    await expectAccessible(page, 'the import dialog, matching columns');
    await importer.getByRole('button', { name: 'Import records' }).click();
    await expect(importer.getByText('4 imported, 0 updated, 1 rejected')).toBeVisible();
    const rejected = importer.getByRole('table', { name: 'Rejected rows' }).getByRole('row');
    await expect(rejected).toHaveCount(2);
    await expect(rejected.nth(1).getByRole('cell')).toHaveText(['3', 'Amount', 'Amount must be a number, like 42 or 3.5.']);
    await shot(page, '26-import-report', { viewport: true });
    await expectAccessible(page, 'the import report');
    await importer.getByRole('button', { name: 'Done' }).click();
    await expect(importer).toBeHidden();
    await expect(db.footerCount('7 records')).toBeVisible();
    await expect(db.collections.getByRole('link', { name: `${DEALS} 7 records` })).toBeVisible();
    // Still sorted by amount, descending; Umbrella was not imported.
    await expect(await names()).toHaveText(['Wonka', 'Globex', 'Soylent', 'Acme Corp', 'Hooli', 'Initech', 'Vandelay']);
    await expect(db.row(DEALS, 'Umbrella')).toHaveCount(0);
    const wonka = db.row(DEALS, 'Wonka');
    await expect(await db.cell(DEALS, wonka, 'Stage')).toHaveText('Won');
    await expect((await db.cell(DEALS, wonka, 'Signed')).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
    await expect(await db.cell(DEALS, wonka, 'Close date')).toHaveText('Jun 30, 2026');
    await shot(page, '27-grid-imported');

    // 6. Export what the grid shows, as CSV.
    const downloading = page.waitForEvent('download');
    await db.button('Export CSV').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('deals.csv');
    const exported = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = exported.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Amount,Stage,Signed,Close date');
    expect(lines).toHaveLength(8);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Wonka', 'Globex', 'Soylent', 'Acme Corp', 'Hooli', 'Initech', 'Vandelay']);
    expect(lines[1]).toMatch(/^Wonka,9000,Won,(true|yes|TRUE),2026-06-30$/);
    expect(lines[4]).toMatch(/^Acme Corp,1200,Won,(true|yes|TRUE),2026-03-31$/);
    expect(exported).not.toContain('Umbrella');
    await expect(db.toast('Export ready')).toBeVisible();

    // 7. Another builder: the API finds nothing and shows none of it; the screen says "Portal not found".
    const owner = (await page.evaluate(() => localStorage.getItem('token')))!;
    const ownRead = await request.get(`/v1/database/records?collectionId=${collectionId}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(ownRead.status()).toBe(200);
    expect(await ownRead.text()).toContain('Acme Corp');

    const other = await registerThroughApi(request);
    const secrets = ['Acme Corp', 'Globex', 'Wonka', 'Hooli', '9000'];
    for (const query of [
      'query ($id: ID!) { collection(id: $id) { id name fields { label } } }',
      'query ($id: ID!) { records(collectionId: $id) { edges { node { id data } } } }',
      'query ($id: ID!) { recordCount(collectionId: $id) }',
    ]) {
      const answer = await graphqlAs(request, other.token, query, { id: collectionId });
      expect(answer.body.errors?.[0]?.extensions?.code, answer.text).toBe('NOT_FOUND');
      expect(answer.body.data ?? null).toBeNull();
      for (const secret of [...secrets, DEALS]) expect(answer.text).not.toContain(secret);
    }
    for (const route of [
      `/v1/database/records?collectionId=${collectionId}`,
      `/v1/database/records/export?collectionId=${collectionId}`,
      `/v1/database?id=${collectionId}`,
    ]) {
      const response = await request.get(route, { headers: { authorization: `Bearer ${other.token}` } });
      const text = await response.text();
      expect(response.status(), `${route}: ${text}`).toBe(404);
      expect(JSON.parse(text).code).toBe('NOT_FOUND');
      for (const secret of [...secrets, DEALS]) expect(text).not.toContain(secret);
    }

    const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1366, height: 860 } });
    const otherPage = await otherContext.newPage();
    const login = new LoginPage(otherPage);
    await login.goto();
    await login.signIn(other.email, other.password);
    await expect(otherPage).toHaveURL(/\/portals$/);
    await otherPage.goto(`/${portal.slug}/database?collection=${collectionId}`);
    await expect(otherPage.getByRole('heading', { name: 'Portal not found' })).toBeVisible();
    await expect(otherPage.getByRole('grid')).toHaveCount(0);
    await expect(otherPage.getByText('Acme Corp')).toHaveCount(0);
    await shot(otherPage, '28-database-foreign-portal');
    await expectAccessible(otherPage, "another builder's portal");
    await otherContext.close();
  });
});
