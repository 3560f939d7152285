import { expect, test } from '@playwright/test';
import { MoneyPage, PaymentSettingsPage } from './pages/payments.page';
import { expectAccessible, registerThroughUi, shot } from './support';

/**
 * Payments (issue 28), the builder's side in the browser: UPI set up in Settings → Payments and still
 * there after a reload; the Money screen before any payment says what to do next.
 */
test('a builder sets up UPI in Settings → Payments, and Money says what comes next', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/settings');
  const settings = new PaymentSettingsPage(page);
  await settings.open();

  await expect(settings.stripe.getByText('Not set up')).toBeVisible();
  await expect(settings.webhookUrl).toHaveValue(/\/v1\/payments\/webhooks\/stripe\?workspace=/);
  await expect(settings.save).toBeDisabled();
  await shot(page, 'settings-payments-empty-1280');
  await expectAccessible(page, 'payment settings');

  await settings.upiVpa.fill('grace@okhdfcbank');
  await settings.payeeName.fill('Hopper Consulting');
  await settings.save.click();
  await expect(settings.toast('Payment settings saved')).toBeVisible();
  await expect(settings.save).toBeDisabled();
  await expect(settings.upi.getByText('Set up', { exact: true })).toBeVisible();

  await page.reload();
  await settings.loaded();
  await expect(settings.upiVpa).toHaveValue('grace@okhdfcbank');
  await expect(settings.payeeName).toHaveValue('Hopper Consulting');

  // A UPI address that is not one is refused on its field.
  await settings.upiVpa.fill('not-an-address');
  await settings.save.click();
  await expect(page.getByText('A UPI address looks like name@bank.')).toBeVisible();
  await expect(settings.upiVpa).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'settings-payments-error-1280');
  await expectAccessible(page, 'payment settings with an error');

  const money = new MoneyPage(page);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Money' }).click();
  await expect(money.emptyState).toBeVisible();
  await expect(page.getByText(/Set up Stripe or UPI in Payments settings, then give a service a price/)).toBeVisible();
  await expect(money.setUpPayments).toHaveAttribute('href', '/settings/payments');
  await expect(page).toHaveTitle(/^Money · /);
  await shot(page, 'settings-money-empty-1280');
  await expectAccessible(page, 'money');
});
