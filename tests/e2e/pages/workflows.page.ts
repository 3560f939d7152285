import { expect, type Locator, type Page } from '@playwright/test';

/** The portal's workflow list and the visual editor of one workflow. */
export class WorkflowsPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/${slug}/workflows`);
    await expect(this.page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
  }

  async create(name: string, access: 'All signed-in customers' | 'Assigned customers only' | 'Anyone with the link') {
    await this.page
      .getByRole('button', { name: /New workflow|Create your first workflow/ })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'New workflow' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Who can run it' }).selectOption({ label: access });
    await dialog.getByRole('button', { name: 'Create and open the editor' }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  /** Adds a step after the selected one (the editor joins them) and names it. */
  async addStep(kind: 'Form' | 'Content' | 'Approval' | 'Condition', name: string) {
    await this.page.getByRole('button', { name: 'Add step' }).click();
    await this.page.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
    await this.panel().getByRole('textbox', { name: 'Step name' }).fill(name);
  }

  panel(): Locator {
    return this.page.getByRole('region', { name: /^Settings of/ });
  }

  node(name: string): Locator {
    return this.page.locator('.react-flow__node').filter({ hasText: name });
  }

  async select(name: string) {
    await this.node(name).click();
    await expect(this.panel()).toHaveAttribute('aria-label', `Settings of ${name}`);
  }

  async addField(label: string, type: string, required = true) {
    const panel = this.panel();
    await panel.getByRole('button', { name: 'Add a field' }).click();
    const field = panel.getByRole('group', { name: /^Field \d+$/ }).last();
    await field.getByRole('textbox').fill(label);
    await field.getByRole('combobox').selectOption({ label: type });
    if (required) await field.getByText('Required').click();
  }

  async saved() {
    await expect(this.page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  }
}
