import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInLinkTo } from './pages/portal-site.page';
import { normal, PortalBookingBlock } from './pages/portal-booking.page';
import { E2E_APP_DOMAIN } from './playwright.config';
import { apiAs, everyDay, expectAccessible, pageInZone, registerThroughApi, unique } from './support';

/**
 * The BOOKING block in the published portal: a builder's service on a published page; a visitor is
 * asked to sign in; the signed-in customer picks a day and a time in their zone (London; the host is
 * in New York), books as themselves, sees the confirmation and then the call on their portal home.
 */

const ZONE = 'Europe/London';
const screens = 'tests/e2e/.artifacts/screens';
const visitorPage = (browser: Browser, width = 1280) => pageInZone(browser, ZONE, width);

/** The block at 390 and 1280 px wide. */
async function snap(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${screens}/portal-booking-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a customer books the service of a published BOOKING block and finds the call on their portal home', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // The builder, through the API: New York hours every day, a paid service, a portal, a page with the block.
  const builder = await registerThroughApi(request);
  await apiAs(request, builder.token, 'PUT', '/v1/services/timezone', { timezone: 'America/New_York' });
  await apiAs(request, builder.token, 'PUT', '/v1/services/availability/default', { weekly: everyDay([{ start: '09:00', end: '17:00' }]) });
  const service = await apiAs<{ id: string }>(request, builder.token, 'POST', '/v1/services', {
    title: 'Strategy session',
    description: 'Half an hour to plan your next quarter.',
    durationMinutes: 30,
    price: { amount: 4900, currency: 'USD' },
    // Paid after the call: this spec is the booking itself (payments.spec.ts pays in the block).
    payBeforeBooking: false,
    location: { kind: 'VIDEO', value: 'https://meet.example.com/grace' },
  });
  const portal = await apiAs<{ id: string; subDomain: string }>(request, builder.token, 'POST', '/v1/portal', {
    name: `Northwind Advisory ${unique()}`,
  });
  await apiAs(request, builder.token, 'POST', '/v1/pages', {
    portalId: portal.id,
    title: 'Book a call',
    path: '/book-a-call',
    blocks: [
      { id: 'h', type: 'HEADING', props: { text: 'Talk to us', level: 1 } },
      { id: 'bk', type: 'BOOKING', props: { title: 'Book a strategy call', serviceId: service.id } },
    ],
  });
  await apiAs(request, builder.token, 'POST', '/v1/layout/publish', { portalId: portal.id });
  const email = `dana-${unique()}@example.com`;
  await apiAs(request, builder.token, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Dana Scully', sendInvite: false });
  const site = `http://${portal.subDomain}.${E2E_APP_DOMAIN}`;

  // Signed out: the service, its length, price and host, and a way to sign in that comes back here.
  const page = await visitorPage(browser);
  await page.goto(`${site}/book-a-call`);
  const booking = new PortalBookingBlock(page, 'Book a strategy call');
  await expect(booking.block.getByText('Strategy session', { exact: true })).toBeVisible();
  await expect(booking.block).toContainText('30 min');
  await expect(booking.block).toContainText('$49.00');
  await expect(booking.block).toContainText(`with ${builder.firstName} ${builder.lastName}`);
  await expectAccessible(page, 'the booking block, signed out');
  await snap(page, 'signed-out');
  await booking.block.getByRole('link', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fbook-a-call/);

  // Signs in by the emailed link and lands back on the page, with the calendar in London time.
  const asked = Date.now() - 1000;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.goto(await signInLinkTo(email, asked));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  if (!page.url().endsWith('/book-a-call')) await page.goto(`${site}/book-a-call`);
  await expect(booking.days).toBeVisible();
  await expect(booking.block.getByLabel('Time zone')).toHaveValue(ZONE);
  const day = await booking.pickFirstOpenDay();
  await expect(booking.block.getByRole('heading', { name: day })).toBeVisible();
  await expect(booking.slots.first()).toBeVisible();
  await expectAccessible(page, 'the booking block, picking a time');
  await snap(page, 'signed-in');

  // A time, a note, the booking; the confirmation in London time with a calendar file.
  const chosen = await booking.pickSlot(1);
  await expect(booking.block.getByRole('heading', { name: 'Confirm your call' })).toBeVisible();
  await expect.poll(async () => normal(await booking.block.getByTestId('call-when').innerText())).toContain(chosen);
  await booking.block.getByLabel(/Anything the host should know/).fill('About the next quarter’s plan.');
  await expectAccessible(page, 'the booking block, confirming');
  await snap(page, 'confirm');
  await booking.block.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(booking.block.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
  await expect.poll(async () => normal(await booking.block.getByTestId('call-when').innerText())).toContain(chosen);
  await expect(booking.block.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/v1\/calls\/manage\/ics\?token=/);
  await expectAccessible(page, 'the booking block, booked');
  await snap(page, 'confirmed');

  // The portal home lists it under "Your calls", with its host, time in London and status.
  await booking.block.getByRole('link', { name: 'See your calls' }).click();
  const calls = page.getByRole('list', { name: 'Upcoming calls' });
  await expect(calls.getByRole('listitem')).toHaveCount(1);
  const item = calls.getByRole('listitem').first();
  await expect(item).toContainText('Strategy session');
  await expect(item).toContainText(`with ${builder.firstName} ${builder.lastName}`);
  await expect(item).toContainText('Confirmed');
  await expect.poll(async () => normal(await item.innerText())).toContain(chosen);
  await expectAccessible(page, 'the portal home with the customer’s calls');
  await snap(page, 'home-calls');
  // Closed, so the page (which asks every few seconds whether the call is paid) does not run on beside the next specs.
  await page.context().close();
});
