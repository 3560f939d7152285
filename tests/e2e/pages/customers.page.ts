import { expect, type Page } from '@playwright/test';

/** The builder's Customer section: the list, the invite dialog, one customer. */
export class CustomersPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/${slug}/customer`);
    await expect(this.page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  }

  async invite(email: string, name: string, note?: string) {
    await this.page.getByRole('button', { name: 'Invite customer' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Invite a customer' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    if (note) await dialog.getByLabel('Welcome note').fill(note);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('link', { name })).toBeVisible();
  }

  async open(name: string) {
    await this.page.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
  }

  async block() {
    await this.page.getByRole('button', { name: 'Block' }).click();
    await expect(this.page.getByText('Blocked', { exact: true }).first()).toBeVisible();
  }
}
