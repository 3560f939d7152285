import { expect, type Page } from '@playwright/test';

/** Settings → API keys (/settings/api-keys): the list, "Create API key", the secret shown once, Revoke. */
export class ApiKeysPage {
  constructor(private readonly page: Page) {}

  /** Through the settings' own navigation, as a builder gets there. */
  async open() {
    await this.page.goto('/settings');
    await this.page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'API keys' }).click();
    await expect(this.page).toHaveURL(/\/settings\/api-keys$/);
    await expect(this.section.getByRole('heading', { name: 'API keys', exact: true })).toBeVisible();
  }

  get section() {
    return this.page.getByRole('region', { name: 'API keys' });
  }
  get list() {
    return this.section.getByRole('list', { name: 'API keys' });
  }
  row(name: string) {
    return this.list.getByRole('listitem', { name, exact: true });
  }
  get createButton() {
    return this.section.getByRole('button', { name: 'Create API key' });
  }

  get createDialog() {
    return this.page.getByRole('dialog', { name: 'Create API key' });
  }
  get name() {
    return this.createDialog.getByRole('textbox', { name: 'Name' });
  }
  /** A scope's box: `scope('Read', 'Portals')`. */
  scope(access: 'Read' | 'Write', domain: string) {
    return this.createDialog.getByRole('checkbox', { name: `${access} ${domain}`, exact: true });
  }
  /** Ticks a scope the way a person does: on its visible box and label (the input itself is visually hidden). */
  async tick(access: 'Read' | 'Write', domain: string) {
    await this.scope(access, domain).locator('xpath=ancestor::label[1]').click();
    await expect(this.scope(access, domain)).toBeChecked();
  }
  get submit() {
    return this.createDialog.getByRole('button', { name: 'Create key' });
  }

  secretDialog(name: string) {
    return this.page.getByRole('dialog', { name: `${name} is ready` });
  }
  secretField(name: string) {
    return this.secretDialog(name).getByRole('textbox', { name: 'Secret' });
  }

  revoke(name: string) {
    return this.row(name).getByRole('button', { name: `Revoke ${name}` });
  }
  get confirmRevoke() {
    return this.page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' });
  }
  toast(title: string) {
    return this.page.getByRole('status', { name: title });
  }
}
