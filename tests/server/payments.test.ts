import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, memberships, paymentEvents, paymentSettings, payments, payouts, users } from '../../db/schema/index.js';
import { releaseJob } from '../../server/modules/call/call.notify.js';
import { freshEmail, signInCustomer } from '../helpers/customers.js';
import { chargeRefundedEvent, paymentIntentEvent, signedWebhook, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 28, payments as their users notice them: the builder's settings (Stripe keys sealed, never
 * answered), UPI links, refunds, what can be withdrawn and payouts, unpaid calls released, a
 * workflow's PAYMENT step, and bad input that writes nothing. Card payments arrive through the
 * signed webhook (payments-webhooks.test.ts proves its rules); Stripe is the local fake.
 */

let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', STRIPE_API_URL: fake.url });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const KEYS = {
  stripeSecretKey: 'sk_test_51SecretPartAbcd1234',
  stripePublishableKey: 'pk_test_51PublicPartXyz9876',
  stripeWebhookSecret: 'whsec_SigningPart4242',
};
const UPI = { upiVpa: 'portico@okbank', upiPayeeName: 'Portico Studio' };
const all = [{ start: '00:00', end: '24:00' }];
const WEEK = { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all };
type Host = Awaited<ReturnType<typeof host>>;

/** A builder taking calls all day, with these payment settings and a service for $50.00 paid before booking. */
async function host(settings: Record<string, unknown> | null = KEYS, service: Record<string, unknown> = {}) {
  const b = await t.signUp();
  await t.rest('PUT', '/v1/services/availability/default', { token: b.token, body: { weekly: WEEK } });
  if (settings) {
    const saved = await t.rest('PUT', '/v1/payments/settings', { token: b.token, body: settings });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const h = { ...b, workspaceId: b.user.currentWorkspaceId as string, serviceId: '' };
  h.serviceId = await serviceOf(h, service);
  return h;
}

async function serviceOf(h: { token: string }, service: Record<string, unknown> = {}) {
  const made = await t.rest('POST', '/v1/services', {
    token: h.token,
    body: { title: 'Strategy call', durationMinutes: 30, price: { amount: 5000, currency: 'USD' }, ...service },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id as string;
}

// Half-hour steps from three days ahead: every booking of the file has a time of its own.
let step = 0;
const nextTime = () => {
  const day = new Date(Date.now() + 3 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + step++ * 30 * 60_000).toISOString();
};

let guests = 0;
async function book(serviceId: string, start = nextTime()) {
  const email = `guest-${process.pid}-${guests++}@example.com`;
  const res = await t.rest('POST', '/v1/calls/book', { body: { serviceId, start, timezone: 'UTC', name: 'Grace Hopper', email } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.call.id as string, token: res.body.data.manageToken as string, email, start };
}

function deliver(workspaceId: string, event: object) {
  const payload = JSON.stringify(event);
  return t.rest('POST', `/v1/payments/webhooks/stripe?workspace=${workspaceId}`, {
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signedWebhook(payload, KEYS.stripeWebhookSecret) },
  });
}

/** A call of `h`'s service paid by card: the payment begun, paid at Stripe, and the webhook's job run. */
async function paidCall(h: Host) {
  const call = await book(h.serviceId);
  const started = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const intentId = (started.body.data.clientSecret as string).split('_secret_')[0]!;
  expect((await deliver(h.workspaceId, paymentIntentEvent('payment_intent.succeeded', fake.succeed(intentId)))).status).toBe(200);
  await t.drainJobs();
  return { call, paymentId: started.body.data.paymentId as string, intentId };
}

const managed = async (token: string) => (await t.rest('GET', `/v1/calls/manage?token=${token}`)).body.data;
const detail = async (h: Host, id: string) => (await t.rest('GET', `/v1/payments/detail?id=${id}`, { token: h.token })).body.data;
const balance = async (h: Host) => (await t.rest('GET', '/v1/payments/balance', { token: h.token })).body.data;
const expectError = (res: { status: number; body: any }, status: number, code: string, field?: string) => {
  expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status, code });
  expect(res.body.message).toMatch(/^[A-Z].*[.!?]$/);
  if (field) expect(res.body.details, JSON.stringify(res.body)).toHaveProperty([field]);
};

describe('payment settings', () => {
  it('start unconfigured: card payments answer 503 NOT_CONFIGURED saying what to set', async () => {
    const h = await host(null);
    const settings = await t.rest('GET', '/v1/payments/settings', { token: h.token });
    expect(settings.body.data).toMatchObject({
      stripe: {
        configured: false,
        secretKeyMasked: null,
        publishableKey: null,
        webhookSecretSet: false,
        accountName: null,
        webhookUrl: `http://portico.test/v1/payments/webhooks/stripe?workspace=${h.workspaceId}`,
      },
      upi: { vpa: null, payeeName: null },
      holdDays: 7,
      currency: 'USD',
    });
    const call = await book(h.serviceId);
    const card = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expectError(card, 503, 'NOT_CONFIGURED');
    expect(card.body.message).toMatch(/Settings → Payments/);
    const upi = await t.rest('POST', '/v1/payments/upi', { body: { callId: call.id, token: call.token } });
    expectError(upi, 503, 'NOT_CONFIGURED');
    const hook = await deliver(h.workspaceId, paymentIntentEvent('payment_intent.succeeded', fake.intents.get(await anyIntent())!));
    expectError(hook, 503, 'NOT_CONFIGURED');
    expect(await t.database.db.select().from(payments).where(eq(payments.workspaceId, h.workspaceId))).toEqual([]);
  });

  it('refuses a key Stripe refuses (nothing saved), seals good keys and never answers them; a MEMBER cannot change them', async () => {
    const h = await host(null);
    const bad = await t.rest('PUT', '/v1/payments/settings', {
      token: h.token,
      body: { ...KEYS, stripeSecretKey: 'sk_test_bad12345678', holdDays: 3 },
    });
    expectError(bad, 400, 'BAD_USER_INPUT', 'stripeSecretKey');
    expect(bad.body.details.stripeSecretKey).toMatch(/Stripe does not accept this key/);
    const row = () => t.database.db.select().from(paymentSettings).where(eq(paymentSettings.workspaceId, h.workspaceId));
    expect(await row()).toEqual([]);
    const mixed = await t.rest('PUT', '/v1/payments/settings', {
      token: h.token,
      body: { ...KEYS, stripePublishableKey: 'pk_live_51PublicPartXyz9876' },
    });
    expectError(mixed, 400, 'BAD_USER_INPUT', 'stripePublishableKey');
    expect(await row()).toEqual([]);

    const saved = await t.rest('PUT', '/v1/payments/settings', { token: h.token, body: { ...KEYS, ...UPI, holdDays: 3 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      stripe: {
        configured: true,
        secretKeyMasked: 'sk_test_••••1234',
        publishableKey: KEYS.stripePublishableKey,
        webhookSecretSet: true,
        accountName: 'Fake Stripe account',
      },
      upi: { vpa: 'portico@okbank', payeeName: 'Portico Studio' },
      holdDays: 3,
    });
    const read = await t.gql('{ paymentSettings { stripe { configured secretKeyMasked webhookSecretSet } holdDays } }', {}, h.token);
    expect(read.body.data.paymentSettings).toEqual({
      stripe: { configured: true, secretKeyMasked: 'sk_test_••••1234', webhookSecretSet: true },
      holdDays: 3,
    });
    for (const answer of [saved.body, (await t.rest('GET', '/v1/payments/settings', { token: h.token })).body, read.body]) {
      expect(JSON.stringify(answer)).not.toContain(KEYS.stripeSecretKey);
      expect(JSON.stringify(answer)).not.toContain(KEYS.stripeWebhookSecret);
    }
    // At rest the secrets are sealed text, not the keys.
    const [stored] = await row();
    expect(stored!.stripeSecretKey).toMatch(/^v1\./);
    expect(stored!.stripeWebhookSecret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain('SecretPart');
    expect(JSON.stringify(stored)).not.toContain('SigningPart');

    // A member of the workspace reads the settings (masked) but cannot change them.
    const member = await t.signUp();
    await t.database.db.insert(memberships).values({ workspaceId: h.workspaceId, userId: member.user.id, role: 'MEMBER' });
    await t.database.db.update(users).set({ currentWorkspaceId: h.workspaceId }).where(eq(users.id, member.user.id));
    expect((await t.rest('GET', '/v1/payments/settings', { token: member.token })).body.data.stripe.secretKeyMasked).toBe(
      'sk_test_••••1234',
    );
    const refused = await t.rest('PUT', '/v1/payments/settings', { token: member.token, body: { stripeSecretKey: null, holdDays: 0 } });
    expectError(refused, 403, 'FORBIDDEN');
    expect(await row()).toEqual([stored]);
  });
});

/** The id of some intent in the fake (for an event that must be refused before it is read). */
async function anyIntent(): Promise<string> {
  const [first] = fake.intents.keys();
  if (first) return first;
  const h = await host();
  const call = await book(h.serviceId);
  const res = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
  return (res.body.data.clientSecret as string).split('_secret_')[0]!;
}

describe('UPI', () => {
  it('gives a upi://pay link and its QR code for a rupee price; the builder marks it received with the UTR, once', async () => {
    const h = await host(UPI, { title: 'Tax review', price: { amount: 149900, currency: 'INR' } });
    const call = await book(h.serviceId);
    const res = await t.rest('POST', '/v1/payments/upi', { body: { callId: call.id, token: call.token } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const start = res.body.data;
    expect(start).toMatchObject({ method: 'UPI', amount: 149900, currency: 'INR', clientSecret: null, publishableKey: null });
    const reference = start.reference as string;
    expect(start.upiUri).toMatch(
      new RegExp(`^upi://pay\\?pa=portico%40okbank&pn=Portico%20Studio&am=1499\\.00&cu=INR&tn=[^&]+&tr=${reference}$`),
    );
    expect(decodeURIComponent(/&tn=([^&]+)/.exec(start.upiUri)![1]!)).toMatch(/^Tax review, /);
    expect(start.qrSvg).toMatch(/^<svg[\s>]/);
    expect(start.qrSvg).toContain('</svg>');
    // Asked again: the same payment, the same reference.
    expect((await t.rest('POST', '/v1/payments/upi', { body: { callId: call.id, token: call.token } })).body.data).toEqual(start);

    // A dollar price cannot be paid by UPI.
    const dollars = await book(await serviceOf(h, { title: 'Dollar call' }));
    expectError(
      await t.rest('POST', '/v1/payments/upi', { body: { callId: dollars.id, token: dollars.token } }),
      400,
      'BAD_USER_INPUT',
      'callId',
    );

    const received = await t.rest('POST', '/v1/payments/upi/received', {
      token: h.token,
      body: { id: start.paymentId, utr: '412345678901' },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'PAID', method: 'UPI', providerRef: '412345678901', callId: call.id });
    await t.drainJobs();
    expect(await managed(call.token)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    const receipt = await t.smtp.waitFor(call.email, 5000, 'Receipt');
    expect(receipt.text).toContain('UTR 412345678901');
    const mails = t.smtp.received.length;
    const again = await t.rest('POST', '/v1/payments/upi/received', { token: h.token, body: { id: start.paymentId, utr: '412345678901' } });
    expect(again.body).toEqual(received.body);
    const other = await t.rest('POST', '/v1/payments/upi/received', { token: h.token, body: { id: start.paymentId, utr: '499999999999' } });
    expectError(other, 409, 'CONFLICT');
    expect(other.body.message).toContain('412345678901');
    await t.drainJobs();
    expect(t.smtp.received.length).toBe(mails);
    expect(await detail(h, start.paymentId)).toMatchObject({ status: 'PAID', providerRef: '412345678901' });

    // A UTR names one transfer: on a second payment of this workspace it is refused on its field, and
    // another workspace may have the same number (it learns nothing of this one's).
    const next = await book(h.serviceId);
    const nextStart = (await t.rest('POST', '/v1/payments/upi', { body: { callId: next.id, token: next.token } })).body.data;
    expectError(
      await t.rest('POST', '/v1/payments/upi/received', { token: h.token, body: { id: nextStart.paymentId, utr: '412345678901' } }),
      400,
      'BAD_USER_INPUT',
      'utr',
    );
    const elsewhere = await host(UPI, { title: 'Tax review', price: { amount: 149900, currency: 'INR' } });
    const theirs = await book(elsewhere.serviceId);
    const theirStart = (await t.rest('POST', '/v1/payments/upi', { body: { callId: theirs.id, token: theirs.token } })).body.data;
    const theirReceived = await t.rest('POST', '/v1/payments/upi/received', {
      token: elsewhere.token,
      body: { id: theirStart.paymentId, utr: '412345678901' },
    });
    expect(theirReceived.status, JSON.stringify(theirReceived.body)).toBe(200);
  });
});

describe('refunds', () => {
  it('partial through Stripe, then the rest; more than is left is refused; Stripe’s own refund event counts nothing twice', async () => {
    const h = await host();
    const { call, paymentId, intentId } = await paidCall(h);
    const refund = (body: Record<string, unknown>) =>
      t.rest('POST', '/v1/payments/refund', { token: h.token, body: { id: paymentId, ...body } });

    const part = await refund({ amount: 2000 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', amount: 5000, refundedAmount: 2000 });
    expect(fake.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([2000]);
    expect(await managed(call.token)).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED' });

    const before = { payment: await detail(h, paymentId), refunds: fake.refunds.length };
    const tooMuch = await refund({ amount: 3001 });
    expectError(tooMuch, 400, 'BAD_USER_INPUT', 'amount');
    expect(tooMuch.body.details.amount).toMatch(/At most 3000/);
    expect({ payment: await detail(h, paymentId), refunds: fake.refunds.length }).toEqual(before);

    const rest = await refund({});
    expect(rest.body.data).toMatchObject({ status: 'REFUNDED', refundedAmount: 5000 });
    expect(fake.intents.get(intentId)!.amount_refunded).toBe(5000);
    expect(await balance(h)).toEqual([{ currency: 'USD', pending: 0, paid: 0, withdrawable: 0, paidOut: 0, refunded: 5000 }]);

    // Stripe reports the refunds it made: the total is counted already.
    const event = chargeRefundedEvent(fake.intents.get(intentId)!, 5000);
    expect((await deliver(h.workspaceId, event)).body.data).toEqual({ received: true, duplicate: false });
    await t.drainJobs();
    const [stored] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(stored!.outcome).toBe('already counted');
    expect(await detail(h, paymentId)).toEqual(rest.body.data);
    expectError(await refund({ amount: 1 }), 409, 'CONFLICT');
  });
});

describe('withdrawable money and payouts', () => {
  it('a paid call is pending in the balance until it took place and the hold passed; then one payout takes it', async () => {
    const h = await host();
    const { call, paymentId } = await paidCall(h);
    expect(await balance(h)).toEqual([{ currency: 'USD', pending: 0, paid: 5000, withdrawable: 0, paidOut: 0, refunded: 0 }]);
    expect((await t.rest('GET', '/v1/calls/withdrawable-payments', { token: h.token })).body.data.items).toEqual([]);
    expectError(await t.rest('POST', '/v1/payouts', { token: h.token, body: { currency: 'USD' } }), 409, 'CONFLICT');

    // Time passes: the call took place ten days ago and was paid eight days ago (the hold is 7 days).
    await t.database.db
      .update(calls)
      .set({
        startAt: sql`now() - interval '10 days'`,
        endAt: sql`now() - interval '10 days' + interval '30 minutes'`,
        blockedFrom: sql`now() - interval '10 days'`,
        blockedUntil: sql`now() - interval '10 days' + interval '30 minutes'`,
        status: 'COMPLETED',
      })
      .where(eq(calls.id, call.id));
    await t.database.db
      .update(payments)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(payments.id, paymentId));

    expect(await balance(h)).toEqual([{ currency: 'USD', pending: 0, paid: 5000, withdrawable: 5000, paidOut: 0, refunded: 0 }]);
    expect((await detail(h, paymentId)).withdrawable).toBe(true);
    const listed = await t.rest('GET', '/v1/calls/withdrawable-payments', { token: h.token });
    expect(listed.body.data.items.map((c: { id: string }) => c.id)).toEqual([call.id]);

    const payout = await t.rest('POST', '/v1/payouts', { token: h.token, body: { currency: 'USD', note: 'Bank transfer 42' } });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);
    expect(payout.body.data).toMatchObject({ currency: 'USD', amount: 5000, payments: 1, note: 'Bank transfer 42' });
    expectError(await t.rest('POST', '/v1/payouts', { token: h.token, body: { currency: 'USD' } }), 409, 'CONFLICT');
    expect(await balance(h)).toEqual([{ currency: 'USD', pending: 0, paid: 0, withdrawable: 0, paidOut: 5000, refunded: 0 }]);
    expect(await detail(h, paymentId)).toMatchObject({ payoutId: payout.body.data.id, withdrawable: false });
    expect((await t.rest('GET', '/v1/payouts', { token: h.token })).body.data).toEqual([payout.body.data]);
  });
});

describe('an unpaid call', () => {
  it('holds its time until the hold is over, then is released: cancelled, the time offered again, the payment cancelled', async () => {
    const h = await host();
    const call = await book(h.serviceId);
    const started = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    const check = async () =>
      (await t.rest('GET', `/v1/services/slots/check?${new URLSearchParams({ serviceId: h.serviceId, start: call.start })}`)).body.data;
    expect(await check()).toMatchObject({ offered: false, code: 'OVERLAP' });
    expect(
      (await t.rest('GET', '/v1/calls/pending-payments', { token: h.token })).body.data.items.map((c: { id: string }) => c.id),
    ).toEqual([call.id]);

    // Before the hold is over the release does nothing.
    await t.app.jobs.send(releaseJob, { callId: call.id });
    await t.drainJobs();
    expect(await managed(call.token)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });

    await t.database.db
      .update(calls)
      .set({ createdAt: sql`now() - make_interval(mins => ${t.config.payments.holdMinutes + 1})` })
      .where(eq(calls.id, call.id));
    await t.app.jobs.send(releaseJob, { callId: call.id });
    await t.drainJobs();
    expect(await managed(call.token)).toMatchObject({ status: 'CANCELLED', reason: 'No payment came in time.' });
    expect(await check()).toMatchObject({ offered: true });
    expect(await detail(h, started.body.data.paymentId)).toMatchObject({ status: 'CANCELLED' });
    expect((await t.smtp.waitFor(call.email, 5000, 'Not booked')).text).toContain('free again');
    const late = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expectError(late, 409, 'CONFLICT');
  });
});

describe('a workflow’s PAYMENT step', () => {
  it('waits for the payment, not for an answer; the paid webhook moves the run on, and the builder sees the payment', async () => {
    const h = await host();
    const portal = (await t.rest('POST', '/v1/portal', { token: h.token, body: { name: `Paid ${Date.now().toString(36)}` } })).body.data;
    const made = await t.rest('POST', '/v1/workflows', {
      token: h.token,
      body: {
        portalId: portal.id,
        name: 'Onboarding',
        accessType: 'CUSTOMERS',
        graph: {
          nodes: [
            {
              id: 'fee',
              type: 'PAYMENT',
              name: 'Onboarding fee',
              config: { amount: 2500, currency: 'USD', description: 'Onboarding fee' },
            },
            { id: 'welcome', type: 'CONTENT', name: 'Welcome', config: { body: 'Welcome aboard.' } },
          ],
          edges: [{ from: 'fee', to: 'welcome' }],
        },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const published = await t.rest('POST', '/v1/workflows/publish', { token: h.token, body: { id: made.body.data.id, published: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const customer = await signInCustomer(t, h.token, portal.id, freshEmail('payer'), 'Paula Payer');
    const run = await t.rest('POST', '/v1/customer/workflows/runs', { token: customer.token, body: { workflowId: made.body.data.id } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const runId = run.body.data.id as string;
    expect(run.body.data.currentStep).toMatchObject({
      id: 'fee',
      type: 'PAYMENT',
      content: { amount: 2500, currency: 'USD', description: 'Onboarding fee' },
    });

    const skipped = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: customer.token,
      body: { runId, stepId: 'fee', answers: {} },
    });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(400);
    const pay = await t.rest('POST', '/v1/customer/workflows/runs/payment', { token: customer.token, body: { runId, method: 'CARD' } });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.data).toMatchObject({ method: 'CARD', amount: 2500, currency: 'USD', description: 'Onboarding fee' });
    expect(pay.body.data.clientSecret).toMatch(/_secret_/);
    const intentId = (pay.body.data.clientSecret as string).split('_secret_')[0]!;
    expect(fake.intents.get(intentId)!.metadata).toMatchObject({ runId, stepId: 'fee' });

    expect((await deliver(h.workspaceId, paymentIntentEvent('payment_intent.succeeded', fake.succeed(intentId)))).status).toBe(200);
    await t.drainJobs();
    const after = (await t.rest('GET', `/v1/customer/workflows/runs?id=${runId}`, { token: customer.token })).body.data;
    expect(after).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'welcome', type: 'CONTENT' } });
    expect(after.steps.find((s: { id: string }) => s.id === 'fee').answer).toMatchObject({
      paymentId: pay.body.data.paymentId,
      method: 'CARD',
      amount: 2500,
      currency: 'USD',
    });
    const list = await t.rest('GET', '/v1/payments', { token: h.token });
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ id: pay.body.data.paymentId, status: 'PAID', runId, portalId: portal.id, payerEmail: customer.email }),
    ]);
    expect((await t.smtp.waitFor(customer.email, 5000, 'Receipt')).text).toContain('Onboarding fee');
    const own = await t.rest('GET', '/v1/customer/payments', { token: customer.token });
    expect(own.body.data).toEqual([
      expect.objectContaining({ id: pay.body.data.paymentId, status: 'PAID', amount: 2500, description: 'Onboarding fee' }),
    ]);
    // Paid: the step cannot be paid again.
    expectError(
      await t.rest('POST', '/v1/customer/workflows/runs/payment', { token: customer.token, body: { runId, method: 'CARD' } }),
      409,
      'CONFLICT',
    );
  });
});

describe('bad input', () => {
  it('answers a clear 4xx naming the field, and writes nothing anywhere', async () => {
    const a = await host({ ...KEYS, ...UPI });
    const b = await host();
    const paid = await paidCall(a);
    const inr = await book(await serviceOf(a, { title: 'Rupee call', price: { amount: 50000, currency: 'INR' } }));
    const upi = (await t.rest('POST', '/v1/payments/upi', { body: { callId: inr.id, token: inr.token } })).body.data;
    const theirs = await book(b.serviceId);

    const snapshot = async () => {
      await t.drainJobs();
      const db = t.database.db;
      return {
        payments: await db.select().from(payments).orderBy(asc(payments.id)),
        payouts: await db.select().from(payouts).orderBy(asc(payouts.id)),
        events: await db.select().from(paymentEvents).orderBy(asc(paymentEvents.eventId)),
        settings: await db.select().from(paymentSettings).orderBy(asc(paymentSettings.workspaceId)),
        calls: await db.select().from(calls).orderBy(asc(calls.id)),
        intents: fake.intents.size,
        refunds: fake.refunds.length,
        mails: t.smtp.received.length,
      };
    };
    const before = await snapshot();
    const as = (token: string | undefined, method: string, url: string, body: unknown) => t.rest(method, url, { token, body });
    const flood = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    const cases: Array<[string, string | undefined, string, string, unknown, number, string | undefined]> = [
      ['a negative refund', a.token, 'POST', '/v1/payments/refund', { id: paid.paymentId, amount: -100 }, 400, 'amount'],
      ['a fractional refund', a.token, 'POST', '/v1/payments/refund', { id: paid.paymentId, amount: 10.5 }, 400, 'amount'],
      ['a huge refund', a.token, 'POST', '/v1/payments/refund', { id: paid.paymentId, amount: 1e15 }, 400, 'amount'],
      ['a refund as text', a.token, 'POST', '/v1/payments/refund', { id: paid.paymentId, amount: '100' }, 400, 'amount'],
      ['another workspace’s refund', b.token, 'POST', '/v1/payments/refund', { id: paid.paymentId, amount: 100 }, 404, undefined],
      ['an unknown currency', a.token, 'POST', '/v1/payouts', { currency: 'XYZ' }, 400, 'currency'],
      ['a currency in lowercase', a.token, 'POST', '/v1/payouts', { currency: 'usd' }, 400, 'currency'],
      ['a NUL in a note', a.token, 'POST', '/v1/payouts', { currency: 'USD', note: 'A\u0000B' }, 400, 'note'],
      ['a NUL in a UTR', a.token, 'POST', '/v1/payments/upi/received', { id: upi.paymentId, utr: '4123\u000045678901' }, 400, 'utr'],
      ['a UTR too short', a.token, 'POST', '/v1/payments/upi/received', { id: upi.paymentId, utr: '12' }, 400, 'utr'],
      [
        'a card payment marked as UPI',
        a.token,
        'POST',
        '/v1/payments/upi/received',
        { id: paid.paymentId, utr: '412345678901' },
        400,
        'id',
      ],
      [
        'another workspace’s UPI payment',
        b.token,
        'POST',
        '/v1/payments/upi/received',
        { id: upi.paymentId, utr: '412345678901' },
        404,
        undefined,
      ],
      [
        'a call of another workspace (its token, our call)',
        undefined,
        'POST',
        '/v1/payments/create-payment-intent',
        { callId: paid.call.id, token: theirs.token },
        404,
        undefined,
      ],
      [
        'a wrong token',
        undefined,
        'POST',
        '/v1/payments/create-payment-intent',
        { callId: theirs.id, token: 'x'.repeat(43) },
        404,
        undefined,
      ],
      [
        'an already-paid call',
        undefined,
        'POST',
        '/v1/payments/create-payment-intent',
        { callId: paid.call.id, token: paid.call.token },
        409,
        undefined,
      ],
      [
        'an already-paid call by UPI',
        undefined,
        'POST',
        '/v1/payments/upi',
        { callId: paid.call.id, token: paid.call.token },
        409,
        undefined,
      ],
      ['a hold of -1 days', a.token, 'PUT', '/v1/payments/settings', { holdDays: -1 }, 400, 'holdDays'],
      ['a UPI address with a NUL', a.token, 'PUT', '/v1/payments/settings', { upiVpa: 'portico\u0000@okbank' }, 400, 'upiVpa'],
      ['10,000 unknown keys in a refund', a.token, 'POST', '/v1/payments/refund', { id: paid.paymentId, ...flood }, 400, undefined],
      ['10,000 unknown keys in the settings', a.token, 'PUT', '/v1/payments/settings', { holdDays: 1, ...flood }, 400, undefined],
    ];
    for (const [label, token, method, url, body, status, field] of cases) {
      const res = await as(token, method, url, body);
      expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
      expect(res.body.message, label).toMatch(/^[A-Z].*[.!?)]$/);
      if (field) expect(res.body.details, `${label}: ${JSON.stringify(res.body)}`).toHaveProperty([field]);
      expect(JSON.stringify(res.body).length, `${label}: a short answer`).toBeLessThan(2000);
    }
    expect(await snapshot()).toEqual(before);
  });
});
