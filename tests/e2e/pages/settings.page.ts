import { expect, type Page } from '@playwright/test';

/** The user settings screen (/settings): display image, profile, account, workspaces. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings');
    await this.loaded();
  }

  async loaded() {
    await expect(this.page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    await expect(this.page.getByLabel('First name')).toBeVisible();
  }

  get firstName() {
    return this.page.getByLabel('First name');
  }
  get lastName() {
    return this.page.getByLabel('Last name');
  }
  get bio() {
    return this.page.getByLabel('Bio');
  }
  get timeZone() {
    return this.page.getByRole('combobox', { name: 'Time zone' });
  }
  get saveProfile() {
    return this.page.getByRole('button', { name: 'Save profile' });
  }
  get username() {
    return this.page.getByLabel('Username');
  }
  get saveUsername() {
    return this.page.getByRole('button', { name: 'Save username' });
  }
  get workspaces() {
    return this.page.getByRole('list', { name: 'Your workspaces' });
  }
  get displayImage() {
    return this.page.getByRole('region', { name: 'Display image' });
  }

  /** Types into the time zone search and picks the option whose name starts with `zone`. */
  async chooseTimeZone(search: string, zone: string) {
    await this.timeZone.click();
    await this.timeZone.fill(search);
    await this.page.getByRole('option', { name: new RegExp(`^${zone.replace(/[/_]/g, '.')}`) }).click();
  }

  /** Picks a file through the "Upload image" button's file chooser, the way a person does. */
  async uploadImage(file: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.displayImage.getByRole('button', { name: /Upload image|Replace image/ }).click();
    await (await chooser).setFiles(file);
  }

  toast(title: string) {
    return this.page.getByRole('status', { name: title });
  }
}
