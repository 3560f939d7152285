import { expect, type Locator, type Page } from '@playwright/test';

/** A portal's Webhooks (/{portal}/integrations/webhooks), by role and label. */
export class WebhooksPage {
  constructor(private readonly page: Page) {}

  /** Through the side navigation: Integrations, then Webhooks under it. */
  async open(slug: string) {
    await this.page.goto(`/${slug}/integrations`);
    await this.page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Webhooks' }).click();
    await this.loaded();
  }

  async loaded() {
    await expect(this.page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(this.page).toHaveTitle(/^Webhooks · /);
  }

  get addEndpoint(): Locator {
    return this.page.getByRole('button', { name: 'Add endpoint' }).first();
  }
  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add endpoint' });
  }
  event(name: string): Locator {
    return this.addDialog.getByRole('checkbox', { name: new RegExp(name.replace('.', '\\.')) });
  }
  /** Ticks an event as a person does: on its label. */
  async tick(name: string) {
    await this.addDialog.getByText(name, { exact: true }).click();
    await expect(this.event(name)).toBeChecked();
  }
  get secretDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Endpoint added: copy its signing secret' });
  }
  get secret(): Locator {
    return this.secretDialog.getByTestId('webhook-secret');
  }
  endpoint(url: string): Locator {
    return this.page.getByRole('region', { name: url });
  }
  log(url: string): Locator {
    return this.endpoint(url).getByRole('table', { name: 'Delivery log' });
  }
}
