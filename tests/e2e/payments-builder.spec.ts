import { expect, test } from '@playwright/test';
import { MoneyPage, PaymentSettingsPage } from './pages/payments.page';
import { mailTo } from './pages/portal-site.page';
import { builderApi, expectAccessible, registerThroughUi, shot, unique } from './support';

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

/**
 * The builder's money in the browser: a visitor's UPI payment of a workflow's PAYMENT step is marked
 * received with its UTR (the visitor gets a receipt), it is paid but held (7 days), and once the hold
 * is over it is withdrawable and recorded as a payout. The browser suite's server runs on the embedded
 * database, so the hold is ended by setting it to 0 days here; tests/server/payments.test.ts moves the
 * payments' and calls' times back instead.
 */
test('a builder marks a UPI payment received and, once the hold is over, records its payout', async ({ page, request }) => {
  test.setTimeout(120_000);
  await registerThroughUi(page);
  await builderApi(page, 'PUT', '/v1/payments/settings', { upiVpa: 'grace@okhdfcbank', upiPayeeName: 'Hopper Consulting', holdDays: 7 });
  const portal = await builderApi(page, 'POST', '/v1/portal', { name: `Tabla School ${unique()}` });
  const flow = await builderApi(page, 'POST', '/v1/workflows', {
    portalId: portal.id,
    name: 'Enrol',
    accessType: 'PUBLIC',
    graph: {
      nodes: [
        { id: 'fee', type: 'PAYMENT', name: 'Enrolment fee', config: { amount: 250_000, currency: 'INR', description: 'Enrolment fee' } },
        { id: 'done', type: 'CONTENT', name: 'Welcome', config: { body: 'Welcome to the school.' } },
      ],
      edges: [{ from: 'fee', to: 'done' }],
    },
  });
  await builderApi(page, 'POST', '/v1/workflows/publish', { id: flow.id, published: true });
  const email = `ravi-${unique()}@example.com`;
  const started = await request.post('/v1/public/workflows/runs', { data: { portalSlug: portal.slug, workflowId: flow.id, email } });
  expect(started.status()).toBe(201);
  const { resumeToken } = (await started.json()).data;
  const begun = await request.post('/v1/public/workflows/runs/payment', { data: { token: resumeToken, method: 'UPI' } });
  expect(begun.status(), await begun.text()).toBe(200);
  const { reference } = (await begun.json()).data;

  const money = new MoneyPage(page);
  await money.goto();
  const inr = page.getByRole('region', { name: 'INR — Indian Rupee' });
  await expect(inr.getByText('₹2,500.00')).toHaveCount(1); // pending
  await page.getByRole('button', { name: `Mark received ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this UPI payment received' });
  await dialog.getByLabel('UTR').fill('412345678901');
  await expectAccessible(page, 'mark a UPI payment received');
  const since = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Mark received' }).click();
  await expect(dialog).toBeHidden();
  await expect(money.payments.getByRole('row', { name: new RegExp(reference) })).toContainText('Paid');
  // Paid, and held: nothing to withdraw for 7 days.
  await expect(inr.getByRole('button', { name: 'Record payout in INR' })).toHaveCount(0);
  const receipt = await mailTo(email, since, 20_000, /^Receipt:/);
  expect(receipt.text).toContain('₹2,500.00');
  expect(receipt.text).toContain(reference);

  // The hold over: withdrawable, and withdrawn.
  const settings = new PaymentSettingsPage(page);
  await settings.goto();
  await page.getByLabel('Hold (days)').fill('0');
  await settings.save.click();
  await expect(settings.toast('Payment settings saved')).toBeVisible();
  await money.goto();
  await inr.getByRole('button', { name: 'Record payout in INR' }).click();
  const payout = page.getByRole('dialog', { name: 'Record a payout in INR' });
  await payout.getByLabel('Note (optional)').fill('HDFC transfer 29 Nov');
  await expectAccessible(page, 'record a payout');
  await payout.getByRole('button', { name: 'Record payout' }).click();
  await expect(payout).toBeHidden();
  await expect(page.getByRole('table', { name: 'Payouts' })).toContainText('₹2,500.00');
  await expect(page.getByRole('table', { name: 'Payouts' })).toContainText('HDFC transfer 29 Nov');
  await expect(inr.getByRole('button', { name: 'Record payout in INR' })).toHaveCount(0);
  await shot(page, 'settings-money-payout-1280');
  await expectAccessible(page, 'money after a payout');
});
