import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/index.js';
import { paymentIntentEvent, signedWebhook, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { dbKind } from '../helpers/test-db.js';

/**
 * Issue 28, card payments for paid calls and Stripe's webhooks: a guest books a paid service, pays
 * through a PaymentIntent (the local fake Stripe), and the signed webhook books the call, once,
 * whatever arrives twice, late, forged, replayed or all at once.
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
  stripeSecretKey: 'sk_test_webhooks12345678',
  stripePublishableKey: 'pk_test_webhooks12345678',
  stripeWebhookSecret: 'whsec_webhooks12345678',
};
const all = [{ start: '00:00', end: '24:00' }];
const WEEK = { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all };

/** A builder taking calls all day, with Stripe set up and a service for $50.00 paid before booking. */
async function host(service: Record<string, unknown> = {}, settings: Record<string, unknown> = KEYS) {
  const b = await t.signUp();
  await t.rest('PUT', '/v1/services/availability/default', { token: b.token, body: { weekly: WEEK } });
  const saved = await t.rest('PUT', '/v1/payments/settings', { token: b.token, body: settings });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const made = await t.rest('POST', '/v1/services', {
    token: b.token,
    body: { title: 'Strategy call', durationMinutes: 30, price: { amount: 5000, currency: 'USD' }, ...service },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { ...b, workspaceId: b.user.currentWorkspaceId as string, serviceId: made.body.data.id as string };
}

// Half-hour steps from three days ahead: every booking of the file has a time of its own.
let step = 0;
const nextTime = () => {
  const day = new Date(Date.now() + 3 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + step++ * 30 * 60_000).toISOString();
};

let guests = 0;
async function book(serviceId: string) {
  const email = `payer-${process.pid}-${guests++}@example.com`;
  const res = await t.rest('POST', '/v1/calls/book', {
    body: { serviceId, start: nextTime(), timezone: 'UTC', name: 'Grace Hopper', email },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.call.id as string, token: res.body.data.manageToken as string, email, call: res.body.data.call };
}

/** A booked call with its card payment begun: the payment's id and the fake's intent. */
async function begun(h: Awaited<ReturnType<typeof host>>) {
  const call = await book(h.serviceId);
  const res = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const intentId = (res.body.data.clientSecret as string).split('_secret_')[0]!;
  return { call, start: res.body.data, paymentId: res.body.data.paymentId as string, intent: () => fake.intents.get(intentId)! };
}

function deliver(workspaceId: string, event: object, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const payload = JSON.stringify(event);
  return t.rest('POST', `/v1/payments/webhooks/stripe?workspace=${workspaceId}`, {
    rawBody: options.body ?? payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signedWebhook(payload, options.secret ?? KEYS.stripeWebhookSecret, options.timestamp),
    },
  });
}

const managed = async (token: string) => (await t.rest('GET', `/v1/calls/manage?token=${token}`)).body.data;
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const counts = async () => {
  const [[e], [p]] = await Promise.all([
    t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents),
    t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments),
  ]);
  return { events: Number(e!.n), payments: Number(p!.n) };
};
const eventRow = async (workspaceId: string, eventId: string) =>
  (
    await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.workspaceId, workspaceId), eq(paymentEvents.eventId, eventId)))
  )[0];
const mailsTo = (email: string, containing: string) => t.smtp.received.filter((m) => m.to.includes(email) && m.text.includes(containing));

describe('paying for a call by card', () => {
  it('holds the call until Stripe says it is paid, then books it, mails a receipt, and takes each event once', async () => {
    const h = await host();
    const call = await book(h.serviceId);
    expect(call.call).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });

    const intents = fake.intents.size;
    const first = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The amount is the service's, whatever the client might think it is.
    expect(first.body.data).toMatchObject({
      method: 'CARD',
      amount: 5000,
      currency: 'USD',
      publishableKey: KEYS.stripePublishableKey,
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      upiUri: null,
    });
    const again = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expect(again.body.data).toEqual(first.body.data);
    expect(fake.intents.size).toBe(intents + 1);
    const intentId = (first.body.data.clientSecret as string).split('_secret_')[0]!;
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 5000, currency: 'usd', metadata: { callId: call.id } });

    // The guest pays at Stripe; Stripe tells the workspace's webhook.
    const paid = paymentIntentEvent('payment_intent.succeeded', fake.succeed(intentId));
    const received = await deliver(h.workspaceId, paid);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toEqual({ received: true, duplicate: false });
    await t.drainJobs();
    expect(await managed(call.token)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect(await paymentRow(first.body.data.paymentId)).toMatchObject({ status: 'PAID', providerRef: intentId });
    expect((await eventRow(h.workspaceId, paid.id))!.outcome).toBe('paid; call confirmed');
    expect(mailsTo(call.email, 'Receipt: $50.00')).toHaveLength(1);
    expect(mailsTo(call.email, 'Booked: Strategy call')).toHaveLength(1);
    const detail = await t.rest('GET', `/v1/payments/detail?id=${first.body.data.paymentId}`, { token: h.token });
    expect(detail.body.data).toMatchObject({ status: 'PAID', amount: 5000, callId: call.id, payerEmail: call.email });

    // Stripe delivers at least once: the same event again changes nothing.
    const before = { ...(await counts()), mails: t.smtp.received.length, call: await managed(call.token) };
    const duplicate = await deliver(h.workspaceId, paid);
    expect(duplicate.body.data).toEqual({ received: true, duplicate: true });
    await t.drainJobs();
    expect({ ...(await counts()), mails: t.smtp.received.length, call: await managed(call.token) }).toEqual(before);

    // A failure of the same intent arriving after its success (out of order) changes nothing either.
    const late = paymentIntentEvent('payment_intent.payment_failed', fake.intents.get(intentId)!, {
      failureMessage: 'Your card was declined.',
    });
    expect((await deliver(h.workspaceId, late)).body.data).toEqual({ received: true, duplicate: false });
    await t.drainJobs();
    expect((await eventRow(h.workspaceId, late.id))!.outcome).toBe('already paid');
    expect(await paymentRow(first.body.data.paymentId)).toMatchObject({ status: 'PAID', failureReason: null });
    expect(await managed(call.token)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect(t.smtp.received.length).toBe(before.mails);
    // Paid: nothing more to pay.
    const more = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expect({ status: more.status, code: more.body.code }).toEqual({ status: 409, code: 'CONFLICT' });
  });

  it('a service that needs approval is requested once paid, and the host asked', async () => {
    const h = await host({ requiresApproval: true, title: 'Review' });
    const { call, intent } = await begun(h);
    expect((await deliver(h.workspaceId, paymentIntentEvent('payment_intent.succeeded', intent()))).status).toBe(200);
    await t.drainJobs();
    expect(await managed(call.token)).toMatchObject({ status: 'REQUESTED', paymentStatus: 'PAID' });
    expect(mailsTo(call.email, 'Requested: Review')).toHaveLength(1);
    expect(mailsTo(h.email, 'Request: Grace Hopper asks for Review')).toHaveLength(1);
    const requests = await t.rest('GET', '/v1/calls/requests', { token: h.token });
    expect(requests.body.data.items.map((c: { id: string }) => c.id)).toEqual([call.id]);
  });
});

describe('a call waiting for its payment, changed by its guest', () => {
  it('moves to another time still waiting (the hold unchanged), and is cancelled; the host, who never heard of it, is not mailed', async () => {
    const h = await host();
    const call = await book(h.serviceId);
    const hostMails = () => t.smtp.received.filter((m) => m.to.includes(h.email)).length;
    await t.drainJobs();
    const before = hostMails();
    const start = nextTime();
    const moved = await t.rest('POST', '/v1/calls/manage/reschedule', { body: { token: call.token, start } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING', startAt: start, payBy: call.call.payBy });
    const cancelled = await t.rest('POST', '/v1/calls/manage/cancel', { body: { token: call.token, reason: 'Changed my mind' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', payBy: null, changeable: false });
    await t.drainJobs();
    expect(mailsTo(call.email, 'Rescheduled: Strategy call')).toHaveLength(1);
    expect(mailsTo(call.email, 'Cancelled: Strategy call')).toHaveLength(1);
    expect(hostMails()).toBe(before);
    // Paying for it now is refused with what happened.
    const pay = await t.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toMatch(/cancelled/);
  });
});

describe('forged and replayed webhooks', () => {
  it('a bad, tampered, old or foreign signature is refused (400) and writes nothing', async () => {
    const a = await host();
    const b = await host({}, { ...KEYS, stripeWebhookSecret: 'whsec_otherworkspace999' });
    const { call, paymentId, intent } = await begun(a);
    const event = paymentIntentEvent('payment_intent.succeeded', intent());
    const before = await counts();
    const tampered = JSON.stringify({ ...event, data: { object: { ...(event.data.object as object), amount: 1 } } });
    const refused = [
      await deliver(a.workspaceId, event, { secret: 'whsec_notthesecret1234' }),
      await deliver(a.workspaceId, event, { body: tampered }),
      await deliver(a.workspaceId, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      // Signed with another workspace's secret, sent to this one's address.
      await deliver(a.workspaceId, event, { secret: 'whsec_otherworkspace999' }),
    ];
    for (const res of refused) {
      expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
      expect(res.body.details).toHaveProperty('stripe-signature');
    }
    // No signature at all; an address that names no workspace.
    const unsigned = await t.rest('POST', `/v1/payments/webhooks/stripe?workspace=${a.workspaceId}`, {
      rawBody: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect((await deliver('not-a-workspace', event)).status).toBe(404);
    await t.drainJobs();
    expect(await counts()).toEqual(before);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await managed(call.token)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
    // Nothing was stored under the other workspace either.
    expect(await eventRow(b.workspaceId, event.id)).toBeUndefined();
  });

  it('an event for another workspace’s intent, or for another amount, is stored and refused: the payment stays unpaid', async () => {
    const a = await host();
    const b = await host({}, { ...KEYS, stripeWebhookSecret: 'whsec_otherworkspace999' });
    const { call, paymentId, intent } = await begun(a);
    const before = await counts();

    // Properly signed for b, but naming a's intent.
    const foreign = paymentIntentEvent('payment_intent.succeeded', intent());
    expect((await deliver(b.workspaceId, foreign, { secret: 'whsec_otherworkspace999' })).body.data).toEqual({
      received: true,
      duplicate: false,
    });
    // Signed for a, for its own intent, but $1.00 instead of $50.00.
    const cheap = paymentIntentEvent('payment_intent.succeeded', { ...intent(), amount: 100 });
    expect((await deliver(a.workspaceId, cheap)).status).toBe(200);
    await t.drainJobs();

    expect((await eventRow(b.workspaceId, foreign.id))!.outcome).toMatch(/^refused: pi_\w+ is not a payment of this workspace$/);
    expect((await eventRow(a.workspaceId, cheap.id))!.outcome).toMatch(/^refused: 100 USD is not the payment's 5000 USD$/);
    expect(await counts()).toEqual({ events: before.events + 2, payments: before.payments });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await managed(call.token)).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
    expect(mailsTo(call.email, 'Receipt')).toEqual([]);
  });
});

describe('a UPI provider’s callback', () => {
  it('signed with the callback secret, marks the payment of that reference received, once; anything else changes nothing', async () => {
    const secret = 'webhooksUpiCallbackSecret12345';
    const h = await host(
      { title: 'Rupee call', price: { amount: 149900, currency: 'INR' } },
      { upiVpa: 'portico@okbank', upiPayeeName: 'Portico', upiCallbackSecret: secret },
    );
    const other = await host({ price: { amount: 149900, currency: 'INR' } }, { upiVpa: 'other@okbank', upiPayeeName: 'Other' });
    const call = await book(h.serviceId);
    const start = (await t.rest('POST', '/v1/payments/upi', { body: { callId: call.id, token: call.token } })).body.data;
    const theirs = await book(other.serviceId);
    const foreign = (await t.rest('POST', '/v1/payments/upi', { body: { callId: theirs.id, token: theirs.token } })).body.data;
    const callback = (body: Record<string, unknown>, key = secret) => {
      const payload = JSON.stringify({ utr: '512345678901', amount: 149900, currency: 'INR', status: 'SUCCESS', ...body });
      return t.rest('POST', `/v1/payments/webhooks/upi?workspace=${h.workspaceId}`, {
        rawBody: payload,
        headers: { 'content-type': 'application/json', 'x-upi-signature': signedWebhook(payload, key) },
      });
    };
    const before = await counts();
    const forged = await callback({ id: 'cb_forged', reference: start.reference }, 'notTheCallbackSecret123456789');
    expect({ status: forged.status, code: forged.body.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
    expect(forged.body.details).toHaveProperty('x-upi-signature');
    expect(await counts()).toEqual(before);

    // Another amount, another workspace's reference: stored, refused, nothing paid.
    expect((await callback({ id: 'cb_cheap', reference: start.reference, amount: 100 })).body.data).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await callback({ id: 'cb_foreign', reference: foreign.reference })).body.data).toEqual({ received: true, duplicate: false });
    expect((await eventRow(h.workspaceId, 'cb_cheap'))!.outcome).toMatch(/^refused/);
    expect((await eventRow(h.workspaceId, 'cb_foreign'))!.outcome).toMatch(/^refused/);
    expect(await paymentRow(start.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(await paymentRow(foreign.paymentId)).toMatchObject({ status: 'PENDING' });

    const paid = await callback({ id: 'cb_paid', reference: start.reference });
    expect(paid.body.data).toEqual({ received: true, duplicate: false });
    await t.drainJobs();
    expect(await paymentRow(start.paymentId)).toMatchObject({ status: 'PAID', providerRef: '512345678901' });
    expect(await managed(call.token)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    const again = { ...(await counts()), mails: t.smtp.received.length };
    expect((await callback({ id: 'cb_paid', reference: start.reference })).body.data).toEqual({ received: true, duplicate: true });
    await t.drainJobs();
    expect({ ...(await counts()), mails: t.smtp.received.length }).toEqual(again);
    expect(mailsTo(call.email, 'Receipt')).toHaveLength(1);
  });
});

describe.skipIf(dbKind !== 'postgres')('ten deliveries of one event at once (PostgreSQL)', () => {
  it('one is taken, nine are duplicates; the payment is paid once and one receipt is mailed', async () => {
    const h = await host();
    const { call, paymentId, intent } = await begun(h);
    const event = paymentIntentEvent('payment_intent.succeeded', intent());
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(h.workspaceId, event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    await t.drainJobs();
    const stored = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.outcome).toBe('paid; call confirmed');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'PAID' });
    expect(await managed(call.token)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect(mailsTo(call.email, 'Receipt')).toHaveLength(1);
    expect(mailsTo(call.email, 'Booked')).toHaveLength(1);
  });
});
