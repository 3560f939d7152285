import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paymentIntentEvent } from '../helpers/fake-stripe';
import { BookingPage } from './pages/booking.page';
import { PortalBookingBlock } from './pages/portal-booking.page';
import { linkIn, mailTo, PortalSite, signInMail } from './pages/portal-site.page';
import { E2E_APP_DOMAIN } from './playwright.config';
import {
  apiAs,
  everyDay,
  expectAccessible,
  fakeStripeIntents,
  pageInZone,
  postStripeEvent,
  registerThroughApi,
  shot,
  stripeTestKeys,
  unique,
  webhookWorkspace,
} from './support';

/**
 * Issue 28 as a guest and a builder meet it: a service paid when booking holds its time while the
 * guest pays on the confirmation (card through Stripe, confirmed by Stripe's signed webhooks, which
 * may come twice and out of order; or UPI, which the builder marks received), the page confirming
 * the booking by itself; and a workflow's PAYMENT step that moves on by itself once paid.
 *
 * Stripe.js cannot load here (no internet): the card form says so in its region, which is what a
 * guest offline sees; the payment itself is made at the fake Stripe (tests/helpers/fake-stripe.ts).
 */

const ZONE = 'Europe/London';

/** A host who takes payments: a username, hours every day, Stripe's test keys (and UPI when asked). */
async function payingHost(request: APIRequestContext, upi = false) {
  const host = await registerThroughApi(request);
  const username = `payee${unique()}`;
  await apiAs(request, host.token, 'POST', '/v1/auth/change/username', { username });
  await apiAs(request, host.token, 'PUT', '/v1/services/timezone', { timezone: 'America/New_York' });
  await apiAs(request, host.token, 'PUT', '/v1/services/availability/default', { weekly: everyDay([{ start: '09:00', end: '17:00' }]) });
  const keys = stripeTestKeys();
  await apiAs(request, host.token, 'PUT', '/v1/payments/settings', {
    ...keys,
    ...(upi ? { upiVpa: 'grace.hopper@okaxis', upiPayeeName: 'Grace Hopper' } : {}),
  });
  return { ...host, username, keys, workspaceId: await webhookWorkspace(request, host.token) };
}

/** A guest in London who opens the service's page, picks the first time and books it. */
async function bookAsGuest(page: Page, username: string, slug: string, guest: { name: string; email: string }) {
  // No internet here: Stripe.js is refused at once, as it would be offline, rather than left to time out.
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  const booking = new BookingPage(page);
  await booking.open(username, slug);
  await booking.pickFirstOpenDay();
  await booking.pickSlot(0);
  await booking.fillDetails(guest);
  await expect(page.getByText('Next you pay for the call')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
}

test('a guest pays a USD service by card: the webhooks, twice and out of order, confirm the booking once', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const host = await payingHost(request);
  const service = await apiAs<{ id: string; slug: string }>(request, host.token, 'POST', '/v1/services', {
    title: 'Paid consultation',
    durationMinutes: 30,
    price: { amount: 2500, currency: 'USD' },
    payBeforeBooking: true,
    location: { kind: 'VIDEO', value: 'https://meet.example.com/paid' },
  });

  // The service's page says it is paid when booking.
  const page = await pageInZone(browser, ZONE);
  const guest = { name: 'Ada Lovelace', email: `ada-${unique()}@example.com` };
  const since = Date.now() - 1000;
  await page.goto(`/book/${host.username}/${service.slug}`);
  const about = page.getByRole('complementary', { name: 'About this call' });
  await expect(about).toContainText('$25.00');
  await expect(about).toContainText('Payment when booking');
  await bookAsGuest(page, host.username, service.slug, guest);

  // The confirmation asks for the payment: the amount, the hold, the card's region (its form cannot load offline).
  await expect(page.getByRole('heading', { level: 1, name: 'One step left: the payment' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Pay to book this time' });
  await expect(panel.getByTestId('pay-amount')).toHaveText('$25.00');
  await expect(panel).toContainText('Your time is held until');
  await expect(panel.getByRole('radio')).toHaveCount(0); // dollars: card only, no UPI
  const card = panel.getByRole('region', { name: 'Card payment' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('alert')).toContainText('The card form could not load — check your connection');
  await expectAccessible(page, 'the booking confirmation awaiting a card payment');
  await shot(page, 'payments-booking-card');

  // The builder's calls waiting for payment list it; the fake Stripe holds an intent for its price, naming the call.
  const pending = await apiAs<{ items: Array<{ id: string; status: string; paymentStatus: string }> }>(
    request,
    host.token,
    'GET',
    '/v1/calls/pending-payments',
  );
  expect(pending.items).toHaveLength(1);
  const call = pending.items[0]!;
  expect(call).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
  const intent = (await fakeStripeIntents(request)).find((i) => i.metadata.callId === call.id);
  expect(intent, 'a PaymentIntent for the call').toBeTruthy();
  expect(intent).toMatchObject({ amount: 2500, currency: 'usd', status: 'requires_payment_method' });

  // The manage link of the guest's mail shows the same payment while the call waits for it.
  const held = await mailTo(guest.email, since, 20_000, /^Pay to book:/);
  const manageLink = new URL(/https?:\/\/\S+\/book\/manage\?token=[A-Za-z0-9._~-]+/.exec(held.text)![0]);
  const manage = await pageInZone(browser, ZONE);
  await manage.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await manage.goto(manageLink.pathname + manageLink.search);
  await expect(manage.getByText('Waiting for your payment')).toBeVisible();
  await expect(manage.getByRole('region', { name: 'Pay to book this time' }).getByTestId('pay-amount')).toHaveText('$25.00');
  await expect(manage.getByRole('region', { name: 'Card payment' })).toBeVisible();
  await expectAccessible(manage, 'the manage page awaiting payment');
  await shot(manage, 'payments-manage-awaiting');
  // Asked again, the server answers the same intent: still one for the call.
  expect((await fakeStripeIntents(request)).filter((i) => i.metadata.callId === call.id)).toHaveLength(1);
  await manage.context().close();

  // Stripe's webhooks: succeeded, then a late failure of the same intent, then the success delivered again.
  const paidAt = Date.now() - 1000;
  const succeeded = paymentIntentEvent('payment_intent.succeeded', intent!);
  expect(await postStripeEvent(request, host.workspaceId, host.keys.stripeWebhookSecret, succeeded)).toEqual({
    received: true,
    duplicate: false,
  });
  const failed = paymentIntentEvent('payment_intent.payment_failed', intent!, { failureMessage: 'Your card was declined.' });
  expect(await postStripeEvent(request, host.workspaceId, host.keys.stripeWebhookSecret, failed)).toEqual({
    received: true,
    duplicate: false,
  });
  expect(await postStripeEvent(request, host.workspaceId, host.keys.stripeWebhookSecret, succeeded)).toEqual({
    received: true,
    duplicate: true,
  });

  // The guest's page, never reloaded, shows the booking confirmed.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Payment received — thank you.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Pay/ })).toHaveCount(0);
  await expectAccessible(page, 'the booking confirmed after the payment');
  await shot(page, 'payments-booking-paid');

  // The builder: no longer waiting for payment; one payment, paid; the guest's receipt.
  const after = await apiAs<{ items: Array<{ id: string }> }>(request, host.token, 'GET', '/v1/calls/pending-payments');
  expect(after.items.map((c) => c.id)).not.toContain(call.id);
  const payments = await apiAs<{ items: Array<{ callId: string | null; status: string; method: string; amount: number }> }>(
    request,
    host.token,
    'GET',
    '/v1/payments',
  );
  const forCall = payments.items.filter((p) => p.callId === call.id);
  expect(forCall).toEqual([expect.objectContaining({ status: 'PAID', method: 'CARD', amount: 2500 })]);
  const receipt = await mailTo(guest.email, paidAt, 20_000, /^Receipt:/);
  expect(receipt.subject).toContain('$25.00');
  await page.context().close();
});

test('a guest pays an INR service by UPI: the code and the app link, confirmed once the builder marks it received', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await payingHost(request, true);
  const service = await apiAs<{ id: string; slug: string }>(request, host.token, 'POST', '/v1/services', {
    title: 'Tabla lesson',
    durationMinutes: 45,
    price: { amount: 150_000, currency: 'INR' },
    payBeforeBooking: true,
    location: { kind: 'VIDEO', value: 'https://meet.example.com/tabla' },
  });

  const page = await pageInZone(browser, ZONE, 390);
  await bookAsGuest(page, host.username, service.slug, { name: 'Ravi Shankar', email: `ravi-${unique()}@example.com` });
  const panel = page.getByRole('region', { name: 'Pay to book this time' });
  await expect(panel.getByTestId('pay-amount')).toHaveText('₹1,500.00');
  // Rupees: UPI beside the card; the guest chooses UPI.
  await panel.getByRole('radio', { name: 'UPI' }).check();
  const upi = panel.getByRole('region', { name: 'UPI payment' });
  const qr = upi.getByRole('img', { name: 'QR code to pay ₹1,500.00 by UPI' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const app = upi.getByRole('link', { name: 'Open in a UPI app' });
  await expect(app).toHaveAttribute('href', /^upi:\/\/pay\?pa=grace\.hopper%40okaxis&pn=Grace%20Hopper&am=1500\.00&cu=INR/);
  await expect(upi).toContainText('Reference');
  await expect(upi).toContainText('Your booking is confirmed once the payment is seen.');
  await expectAccessible(page, 'the UPI payment');
  await shot(page, 'payments-booking-upi-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'payments-booking-upi');

  // The builder sees the transfer arrive and marks it received with its UTR.
  const upiPayments = await apiAs<{ items: Array<{ id: string; status: string; amount: number; currency: string }> }>(
    request,
    host.token,
    'GET',
    '/v1/payments?method=UPI',
  );
  expect(upiPayments.items).toEqual([expect.objectContaining({ status: 'PENDING', amount: 150_000, currency: 'INR' })]);
  await apiAs(request, host.token, 'POST', '/v1/payments/upi/received', { id: upiPayments.items[0]!.id, utr: '412345678901' });

  await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Payment received — thank you.')).toBeVisible();
  await expectAccessible(page, 'the UPI booking confirmed');
  await page.context().close();
});

test('a customer pays a workflow’s PAYMENT step and the run moves on by itself', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const host = await payingHost(request);
  const portal = await apiAs<{ id: string; subDomain: string }>(request, host.token, 'POST', '/v1/portal', {
    name: `Deposit Co ${unique()}`,
  });
  const flow = await apiAs<{ id: string }>(request, host.token, 'POST', '/v1/workflows', {
    portalId: portal.id,
    name: 'Get started',
    accessType: 'CUSTOMERS',
    graph: {
      nodes: [
        {
          id: 'pay',
          type: 'PAYMENT',
          name: 'Pay the deposit',
          config: { amount: 2500, currency: 'USD', description: 'Onboarding deposit' },
        },
        {
          id: 'next',
          type: 'CONTENT',
          name: 'Welcome aboard',
          config: { body: 'Your deposit is in. Welcome aboard!', confirmLabel: 'Finish' },
        },
      ],
      edges: [{ from: 'pay', to: 'next' }],
    },
  });
  await apiAs(request, host.token, 'POST', '/v1/workflows/publish', { id: flow.id, published: true });
  await apiAs(request, host.token, 'POST', '/v1/pages', {
    portalId: portal.id,
    title: 'Home',
    path: '/',
    blocks: [
      { id: 'h', type: 'HEADING', props: { text: 'Welcome', level: 1 } },
      { id: 'flows', type: 'WORKFLOW_LIST', props: { title: 'Your next steps' } },
    ],
  });
  await apiAs(request, host.token, 'POST', '/v1/layout/publish', { portalId: portal.id });

  const email = `casey-${unique()}@example.com`;
  const since = Date.now() - 1000;
  await apiAs(request, host.token, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Casey Customer' });
  const invitation = await mailTo(email, since, 15_000, signInMail);
  const customer = await pageInZone(browser, ZONE);
  await customer.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await new PortalSite(customer).useLink(linkIn(invitation.text));
  await customer
    .getByRole('link', { name: /Get started/ })
    .first()
    .click();

  // The step: what is paid and how much, and the card's region.
  await expect(customer.getByRole('heading', { level: 2, name: 'Pay the deposit' })).toBeVisible();
  const panel = customer.getByRole('region', { name: 'Your payment' });
  await expect(panel.getByTestId('pay-amount')).toHaveText('$25.00');
  await expect(panel).toContainText('Onboarding deposit');
  await expect(panel.getByRole('region', { name: 'Card payment' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Card payment' }).getByRole('alert')).toContainText('The card form could not load');
  await expectAccessible(customer, 'the PAYMENT step');
  await shot(customer, 'payments-run-step');

  // Stripe takes the payment; its webhook moves the run on while the page waits.
  const runId = new URL(customer.url()).pathname.split('/').pop()!;
  const intent = (await fakeStripeIntents(request)).find((i) => i.metadata.runId === runId);
  expect(intent, 'a PaymentIntent for the run').toMatchObject({ amount: 2500, currency: 'usd', metadata: { stepId: 'pay' } });
  await postStripeEvent(request, host.workspaceId, host.keys.stripeWebhookSecret, paymentIntentEvent('payment_intent.succeeded', intent!));

  await expect(customer.getByText('Your deposit is in. Welcome aboard!')).toBeVisible({ timeout: 20_000 });
  await expect(customer.getByRole('status').filter({ hasText: 'Payment received — thank you.' })).toBeVisible();
  await expect(customer.getByRole('list', { name: 'Steps done' })).toContainText('Pay the deposit');
  await expectAccessible(customer, 'the run moved on after the payment');
  await shot(customer, 'payments-run-moved-on');

  // Finished, the run's history says what was paid.
  await customer.getByRole('button', { name: 'Finish' }).click();
  await expect(customer.getByRole('heading', { name: 'All done' })).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Pay the deposit' })).toContainText('Paid $25.00 by card');
  await expectAccessible(customer, 'the finished run with its payment');
  await customer.context().close();
});

test('a portal customer pays for a call booked in a BOOKING block, and the block confirms it by itself', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const host = await payingHost(request);
  const service = await apiAs<{ id: string }>(request, host.token, 'POST', '/v1/services', {
    title: 'Strategy session',
    durationMinutes: 30,
    price: { amount: 4900, currency: 'USD' },
    payBeforeBooking: true,
    location: { kind: 'VIDEO', value: 'https://meet.example.com/strategy' },
  });
  const portal = await apiAs<{ id: string; subDomain: string }>(request, host.token, 'POST', '/v1/portal', {
    name: `Northwind ${unique()}`,
  });
  await apiAs(request, host.token, 'POST', '/v1/pages', {
    portalId: portal.id,
    title: 'Book a call',
    path: '/book-a-call',
    blocks: [{ id: 'bk', type: 'BOOKING', props: { title: 'Book a strategy call', serviceId: service.id } }],
  });
  await apiAs(request, host.token, 'POST', '/v1/layout/publish', { portalId: portal.id });
  const email = `dana-${unique()}@example.com`;
  const since = Date.now() - 1000;
  await apiAs(request, host.token, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Dana Scully' });
  const invitation = await mailTo(email, since, 15_000, signInMail);

  const page = await pageInZone(browser, ZONE);
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await new PortalSite(page).useLink(linkIn(invitation.text));
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  await page.goto(`http://${portal.subDomain}.${E2E_APP_DOMAIN}/book-a-call`);
  const booking = new PortalBookingBlock(page, 'Book a strategy call');
  await expect(booking.block).toContainText('Payment when booking');
  await booking.pickFirstOpenDay();
  await booking.pickSlot(0);
  await booking.block.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(booking.block.getByRole('heading', { name: 'One step left: the payment' })).toBeVisible();
  const panel = booking.block.getByRole('region', { name: 'Pay to book this time' });
  await expect(panel.getByTestId('pay-amount')).toHaveText('$49.00');
  await expect(panel.getByRole('region', { name: 'Card payment' })).toBeVisible();
  await expectAccessible(page, 'the BOOKING block awaiting a card payment');
  await shot(page, 'payments-portal-block-card');

  const pending = await apiAs<{ items: Array<{ id: string }> }>(request, host.token, 'GET', '/v1/calls/pending-payments');
  const intent = (await fakeStripeIntents(request)).find((i) => i.metadata.callId === pending.items[0]!.id);
  expect(intent).toMatchObject({ amount: 4900, currency: 'usd' });
  await postStripeEvent(request, host.workspaceId, host.keys.stripeWebhookSecret, paymentIntentEvent('payment_intent.succeeded', intent!));

  await expect(booking.block.getByRole('heading', { name: 'Confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(booking.block).toContainText('Payment received — thank you.');
  await expect(booking.block.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/v1\/calls\/manage\/ics\?token=/);
  await expectAccessible(page, 'the BOOKING block confirmed after the payment');
  await booking.block.getByRole('link', { name: 'See your calls' }).click();
  await expect(page.getByRole('list', { name: 'Upcoming calls' }).getByRole('listitem').first()).toContainText('Confirmed');
  await page.context().close();
});
