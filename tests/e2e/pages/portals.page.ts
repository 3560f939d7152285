import { expect, type Page } from '@playwright/test';

/** /portals: the cards, the empty state and the "New portal" dialog. */
export class PortalsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/portals');
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Portals', exact: true });
  }

  get emptyState() {
    return this.page.getByText('No portals yet');
  }

  get list() {
    return this.page.getByRole('list', { name: 'Your portals' });
  }

  /** The card whose link is the portal's name. */
  card(name: string) {
    return this.list.getByRole('listitem').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'New portal' });
  }

  async openCreateDialog(from: 'header' | 'empty state' = 'header') {
    await this.page.getByRole('button', { name: from === 'header' ? 'New portal' : 'Create your first portal' }).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  async create(name: string, subDomain?: string) {
    const dialog = this.dialog;
    await dialog.getByLabel('Portal name').fill(name);
    if (subDomain) await dialog.getByRole('textbox', { name: 'Sub-domain' }).fill(subDomain);
    await dialog.getByRole('button', { name: 'Create portal' }).click();
    await expect(dialog).toBeHidden();
  }

  async open(name: string) {
    await this.list.getByRole('link', { name, exact: true }).click();
  }
}
