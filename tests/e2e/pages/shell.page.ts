import { expect, type Page } from '@playwright/test';

/** The builder app's frame: header, profile popover, portal side navigation. */
export class AppShell {
  constructor(private readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get sideNav() {
    return this.page.getByRole('navigation', { name: 'Portal navigation' });
  }

  async openProfile() {
    await this.page.getByRole('button', { name: 'Open profile menu' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async logout() {
    const menu = await this.openProfile();
    await menu.getByRole('button', { name: 'Logout' }).click();
  }

  async token(): Promise<string> {
    return (await this.page.evaluate(() => localStorage.getItem('token'))) ?? '';
  }
}
