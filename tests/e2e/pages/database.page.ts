import { expect, type Locator, type Page } from '@playwright/test';

/** A field as the field editor adds it: the type by its name in the type picker ("Single select"). */
export interface FieldSpec {
  label: string;
  type: 'Text' | 'Number' | 'Single select' | 'Checkbox' | 'Date';
  required?: boolean;
  choices?: string[];
}

/**
 * /{slug}/database: the collection list, the records grid with its toolbar (filter, sort, import,
 * export) and footer, and the dialogs they open (new collection, field editor, record panel, import).
 */
export class DatabasePage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/${slug}/database`);
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Database', exact: true, level: 1 });
  }

  get noCollections() {
    return this.page.getByText('No collections yet');
  }

  get collections() {
    return this.page.getByRole('list', { name: 'Your collections' });
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  toast(title: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: title });
  }

  async createCollection(name: string) {
    await this.button('New collection').click();
    const dialog = this.page.getByRole('dialog', { name: 'New collection' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Collection name').fill(name);
    await dialog.getByRole('button', { name: 'Create collection' }).click();
    await expect(dialog).toBeHidden();
  }

  noFields(collection: string) {
    return this.page.getByText(`${collection} has no fields yet`);
  }

  // ——— Field editor

  fieldDialog(collection: string) {
    return this.page.getByRole('dialog', { name: `Add a field to ${collection}` });
  }

  /** Fills the "Add a field" dialog (already open) the way a builder does, without saving it. */
  async fillField(collection: string, field: FieldSpec) {
    const dialog = this.fieldDialog(collection);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Field name').fill(field.label);
    if (field.type !== 'Text') {
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await dialog
        .getByRole('option')
        .filter({ has: this.page.getByText(field.type, { exact: true }) })
        .click();
      await expect(dialog.getByRole('combobox', { name: 'Type' })).toContainText(field.type);
    }
    // Each choice typed into "New choice" and added with Enter, as a builder does.
    for (const [i, choice] of (field.choices ?? []).entries()) {
      await dialog.getByRole('textbox', { name: 'New choice' }).fill(choice);
      await dialog.getByRole('textbox', { name: 'New choice' }).press('Enter');
      await expect(dialog.getByRole('textbox', { name: `Choice ${i + 1}` })).toHaveValue(choice);
    }
    if (field.required) {
      // The box is drawn by its label; a person clicks the word.
      await dialog.getByText('Required', { exact: true }).click();
      await expect(dialog.getByRole('checkbox', { name: /^Required/ })).toBeChecked();
    }
    return dialog;
  }

  async saveField(collection: string, label: string) {
    const dialog = this.fieldDialog(collection);
    // The toast is watched for from before the click: on a busy machine the dialog can take longer
    // to close than the toast stays up.
    const added = expect(this.toast(`Field "${label}" added`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await added;
    await expect(dialog).toBeHidden();
  }

  /** "Fields": the list of the collection's fields, with "Add a field". */
  fieldsDialog(collection: string) {
    return this.page.getByRole('dialog', { name: `Fields of ${collection}` });
  }

  // ——— Grid

  grid(collection: string) {
    return this.page.getByRole('grid', { name: `${collection} records` });
  }

  columnHeader(collection: string, label: string) {
    return this.grid(collection).getByRole('columnheader', { name: label, exact: true });
  }

  /** The grid's record rows (the header row is in the first row group). */
  rows(collection: string) {
    return this.grid(collection).getByRole('rowgroup').nth(1).getByRole('row');
  }

  /** The record row showing `text` somewhere (its name, usually). */
  row(collection: string, text: string) {
    return this.rows(collection).filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** One cell of a row, found by its column header's position (aria-colindex), as a screen reader pairs them. */
  async cell(collection: string, row: Locator, label: string) {
    const index = await this.columnHeader(collection, label).getAttribute('aria-colindex');
    expect(index, `column ${label}`).toBeTruthy();
    return row.locator(`[aria-colindex="${index}"]`);
  }

  /** The text of one column, top to bottom, for the rows on screen. */
  async columnTexts(collection: string, label: string) {
    const index = await this.columnHeader(collection, label).getAttribute('aria-colindex');
    return this.rows(collection).locator(`[aria-colindex="${index}"]`);
  }

  /** The cell's editor, open after Enter, a double-click or typing on it. */
  editor(label: string) {
    return this.page.getByRole('textbox', { name: `Edit ${label}` });
  }

  /** "New record" under the grid (the empty state may show a second one above it). */
  get newRecord() {
    return this.page.getByRole('button', { name: 'New record', exact: true }).last();
  }

  /** The live count under the grid: "3 records", "2 records match" (the collection list has its own). */
  footerCount(text: string) {
    return this.page.locator('footer').getByText(text, { exact: true });
  }

  recordPanel(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  // ——— Filter and sort

  async addFilter(field: string, operator: string, value: string) {
    await this.button('Filter').click();
    const form = this.page.getByRole('dialog', { name: 'Add a filter' });
    await expect(form).toBeVisible();
    await form.getByLabel('Field').selectOption({ label: field });
    await form.getByLabel('Operator').selectOption({ label: operator });
    const input = form.getByLabel('Value');
    if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption({ label: value });
    else await input.fill(value);
    await form.getByRole('button', { name: 'Add condition' }).click();
    await expect(form).toBeHidden();
  }

  async sortBy(field: string, direction: 'Ascending' | 'Descending') {
    await this.page.getByRole('button', { name: /^Sort/ }).click();
    const form = this.page.getByRole('dialog').filter({ hasText: 'Sort records by' });
    await expect(form).toBeVisible();
    // The first sort level: added when the records are in creation order, replaced otherwise.
    const add = form.getByRole('button', { name: 'Add a sort' });
    if (await add.isVisible()) await add.click();
    await form.getByLabel('Field of sort level 1').selectOption({ label: field });
    await form.getByLabel('Direction of sort level 1').selectOption({ label: direction });
    await this.page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  }

  // ——— Import

  importDialog(collection: string) {
    return this.page.getByRole('dialog', { name: `Import records into ${collection}` });
  }

  /** The field a CSV column is matched to, as the mapping step's select shows it. */
  static async mappedTo(dialog: Locator, column: string) {
    return dialog
      .getByRole('combobox', { name: `Field for column "${column}"` })
      .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  }
}
