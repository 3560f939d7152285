import { expect, type Locator, type Page } from '@playwright/test';

/** Settings → Payments (/settings/payments): Stripe, UPI and the general settings, by role and label. */
export class PaymentSettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings/payments');
    await this.loaded();
  }

  /** Through the settings' sub-navigation, as a person gets there. */
  async open() {
    await this.page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Payments' }).click();
    await this.loaded();
  }

  async loaded() {
    await expect(this.stripe).toBeVisible();
    await expect(this.page).toHaveTitle(/^Payments · /);
  }

  get stripe(): Locator {
    return this.page.getByRole('region', { name: 'Card payments (Stripe)' });
  }
  get upi(): Locator {
    return this.page.getByRole('region', { name: 'UPI' });
  }
  get upiVpa(): Locator {
    return this.page.getByLabel('UPI address (VPA)');
  }
  get payeeName(): Locator {
    return this.page.getByLabel('Payee name');
  }
  get webhookUrl(): Locator {
    return this.stripe.getByRole('textbox', { name: 'Webhook URL' });
  }
  get save(): Locator {
    return this.page.getByRole('button', { name: 'Save payment settings' });
  }

  toast(title: string): Locator {
    return this.page.getByRole('status').filter({ hasText: title });
  }
}

/** Settings → Money (/settings/money): balances, payments, payouts. */
export class MoneyPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings/money');
    await expect(this.page.getByRole('heading', { name: 'Money', level: 2 })).toBeVisible();
    await expect(this.page).toHaveTitle(/^Money · /);
  }

  get emptyState(): Locator {
    return this.page.getByText('No payments yet');
  }
  get payments(): Locator {
    return this.page.getByRole('table', { name: 'Payments' });
  }
  get setUpPayments(): Locator {
    return this.page.getByRole('link', { name: 'Set up payments' });
  }
}
