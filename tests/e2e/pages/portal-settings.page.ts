import { type Locator, type Page } from '@playwright/test';

/** /{slug}/settings: basic info, address (slug, sub-domain), logo, theme with its preview, delete. */
export class PortalSettingsPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/${slug}/settings`);
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Settings', exact: true, level: 1 });
  }

  section(name: string): Locator {
    return this.page.getByRole('form', { name }).or(this.page.getByRole('region', { name }));
  }

  get subDomain() {
    return this.page.getByRole('textbox', { name: 'Sub-domain' });
  }

  get slug() {
    return this.page.getByRole('textbox', { name: 'Slug' });
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  async uploadLogo(file: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: /^(Upload|Replace) logo$/ }).click();
    await (await chooser).setFiles(file);
  }

  get logoPreview() {
    return this.page.getByRole('group', { name: 'Logo preview' });
  }

  get themePreview() {
    return this.page.getByRole('figure', { name: 'Theme preview' });
  }

  async setColour(label: 'Primary colour' | 'Accent colour', hex: string) {
    const input = this.page.getByRole('textbox', { name: `${label} (hex)` });
    await input.fill(hex);
    await input.press('Enter');
  }

  async choose(option: string) {
    // Segmented controls: the option's visible label, as a person clicks it.
    await this.page.getByRole('radio', { name: option, exact: true }).locator('..').click();
  }

  /** The Emails section: choose a customer mail, see it as sent (a frame) and its plain text. */
  async chooseEmail(label: string) {
    await this.section('Emails').getByRole('combobox', { name: 'Email' }).selectOption({ label });
  }

  emailFrame(label: string) {
    return this.page.frameLocator(`iframe[title="${label} email, as customers see it"]`);
  }

  get emailText() {
    return this.section('Emails').getByLabel('Plain-text version');
  }

  emailHeader(name: 'From' | 'Reply-To' | 'Subject') {
    return this.section('Emails').getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
  }

  /** The computed CSS of an element, as the browser paints it. */
  static async style(locator: Locator, property: 'background-color' | 'color' | 'border-radius' | 'font-family') {
    return locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  }
}
