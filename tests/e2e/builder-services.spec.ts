import { expect, test } from '@playwright/test';
import { builderApi, expectAccessible, registerThroughUi } from './support';

/**
 * Issue 27, the builder's side in the browser: hours on the week grid, a service that needs approval
 * made in its dialog, a guest's request accepted on the Calls screen.
 */
const screens = 'tests/e2e/.artifacts/screens';

test('a builder sets their hours and a service that needs approval, then accepts a request', async ({ page }) => {
  await registerThroughUi(page);

  await page.goto('/settings/availability');
  await expect(page.getByRole('heading', { name: /hours/i }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.screenshot({ path: `${screens}/settings-availability-1280.png`, fullPage: true });
  await expectAccessible(page, 'availability');

  await page.goto('/settings/services');
  await page.getByRole('button', { name: 'New service' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Portfolio review');
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByText('Bookings wait for my approval').click();
  await dialog.getByRole('button', { name: 'Create service' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Your services' });
  await expect(list.getByText('Portfolio review')).toBeVisible();
  await page.screenshot({ path: `${screens}/settings-services-1280.png`, fullPage: true });
  await expectAccessible(page, 'services');

  // A guest asks for a time (through the public API; the booking pages have their own spec).
  const [service] = (await builderApi(page, 'GET', '/v1/services/all')) as Array<{ id: string; requiresApproval: boolean }>;
  expect(service!.requiresApproval).toBe(true);
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const slots = await page.request.get(`/v1/services/slots?${new URLSearchParams({ serviceId: service!.id, from, to, timezone: 'UTC' })}`);
  const start = ((await slots.json()).data.days as Array<{ slots: string[] }>).flatMap((d) => d.slots)[0]!;
  const booked = await page.request.post('/v1/calls/book', {
    data: { serviceId: service!.id, start, timezone: 'Asia/Kolkata', name: 'Linus Pauling', email: 'linus@example.com' },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/settings/calls');
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByText('Linus Pauling').first()).toBeVisible();
  await page.screenshot({ path: `${screens}/settings-calls-1280.png`, fullPage: true });
  await page
    .getByRole('button', { name: 'Accept Linus Pauling’s request' })
    .or(page.getByRole('button', { name: /^Accept Linus Pauling/ }))
    .first()
    .click();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByText('Linus Pauling').first()).toBeVisible();
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Week' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${screens}/settings-calls-week-1280.png`, fullPage: true });
  await expectAccessible(page, 'calls');
});
