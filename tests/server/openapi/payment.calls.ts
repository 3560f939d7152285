import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { calls, payments } from '../../../db/schema/index.js';
import { signInCustomer } from '../../helpers/customers.js';
import { paymentIntentEvent, signedWebhook, startFakeStripe } from '../../helpers/fake-stripe.js';
import type { OpenApiCalls } from './calls.js';

/**
 * Calls every route of the payments domain (issue 28) for openapi.test.ts: settings, card and UPI
 * payments of calls and of a workflow's PAYMENT step, Stripe's webhook, refunds, payouts. Stripe is a
 * local fake for the length of these calls (the app's config pointed at it, then back).
 */
export async function paymentCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const fake = await startFakeStripe();
  const stripeApiUrl = t.config.payments.stripeApiUrl;
  t.config.payments.stripeApiUrl = fake.url;
  try {
    await calling({ t, rest, fake });
  } finally {
    t.config.payments.stripeApiUrl = stripeApiUrl;
    await fake.close();
  }
}

async function calling({ t, rest, fake }: Pick<OpenApiCalls, 't' | 'rest'> & { fake: Awaited<ReturnType<typeof startFakeStripe>> }) {
  const NIL = '00000000-0000-4000-8000-000000000000';
  const keys = {
    stripeSecretKey: 'sk_test_openapiSecret1',
    stripePublishableKey: 'pk_test_openapiPublic1',
    stripeWebhookSecret: 'whsec_openapiSigning1',
  };
  // Signed up from a network of its own: the file's sign-ups from 127.0.0.1 are near REGISTER_LIMIT_PER_IP.
  const registered = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    remoteAddress: '198.51.100.28',
    payload: {
      email: `openapi-payments-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Pay',
      lastName: 'Ments',
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = registered.json().data.token as string;
  const workspaceId = registered.json().data.user.currentWorkspaceId as string;
  const all = [{ start: '00:00', end: '24:00' }];
  await rest('PUT', '/v1/services/availability/default', {
    token,
    body: { weekly: { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all } },
  });
  const service = async (price: { amount: number; currency: string }) =>
    (await rest('POST', '/v1/services', { token, body: { title: `Paid ${price.currency}`, durationMinutes: 30, price } })).body.data
      .id as string;
  const day = new Date(Date.now() + 15 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  let hour = 0;
  const book = async (serviceId: string) => {
    const res = await rest('POST', '/v1/calls/book', {
      body: {
        serviceId,
        start: new Date(day.getTime() + hour++ * 3_600_000).toISOString(),
        timezone: 'UTC',
        name: 'Payer',
        email: 'payer@example.com',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { callId: res.body.data.call.id as string, token: res.body.data.manageToken as string };
  };

  // Settings: unconfigured, a key Stripe refuses, the keys and UPI saved.
  expect((await rest('GET', '/v1/payments/settings', { token })).status).toBe(200);
  await rest('GET', '/v1/payments/settings');
  const usd = await service({ amount: 5000, currency: 'USD' });
  const inr = await service({ amount: 149900, currency: 'INR' });
  const early = await book(usd);
  expect((await rest('POST', '/v1/payments/create-payment-intent', { body: early })).status).toBe(503);
  expect((await rest('POST', '/v1/payments/upi', { body: await book(inr) })).status).toBe(503);
  expect((await rest('POST', `/v1/payments/webhooks/stripe?workspace=${workspaceId}`, { body: {} })).status).toBe(503);
  expect((await rest('PUT', '/v1/payments/settings', { token, body: { ...keys, stripeSecretKey: 'sk_test_bad12345678' } })).status).toBe(
    400,
  );
  await rest('PUT', '/v1/payments/settings', { body: { holdDays: 1 } });
  const saved = await rest('PUT', '/v1/payments/settings', { token, body: { ...keys, upiVpa: 'openapi@okbank', upiPayeeName: 'OpenAPI' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  // A call paid by card: the intent, Stripe's webhook (signed, then not), a refund.
  const card = await rest('POST', '/v1/payments/create-payment-intent', { body: early });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  await rest('POST', '/v1/payments/create-payment-intent', { body: { callId: early.callId, token: 'x'.repeat(43) } });
  await rest('POST', '/v1/payments/create-payment-intent', { body: { callId: early.callId } });
  const event = paymentIntentEvent('payment_intent.succeeded', fake.succeed((card.body.data.clientSecret as string).split('_secret_')[0]!));
  const payload = JSON.stringify(event);
  const hook = (signature: string, workspace = workspaceId) =>
    rest('POST', `/v1/payments/webhooks/stripe?workspace=${workspace}`, {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  expect((await hook(signedWebhook(payload, keys.stripeWebhookSecret))).status).toBe(200);
  expect((await hook(signedWebhook(payload, 'whsec_someoneelse123'))).status).toBe(400);
  expect((await hook(signedWebhook(payload, keys.stripeWebhookSecret), 'nope')).status).toBe(404);
  await t.drainJobs();
  const paymentId = card.body.data.paymentId as string;
  expect((await rest('POST', '/v1/payments/create-payment-intent', { body: early })).status).toBe(409);
  expect((await rest('POST', '/v1/payments/refund', { token, body: { id: paymentId, amount: 1000 } })).status).toBe(200);
  await rest('POST', '/v1/payments/refund', { token, body: { id: paymentId, amount: 999_999 } });
  await rest('POST', '/v1/payments/refund', { token, body: { id: NIL } });
  await rest('POST', '/v1/payments/refund', { body: { id: paymentId } });

  // A call paid by UPI, marked received by the builder.
  const rupees = await book(inr);
  const upi = await rest('POST', '/v1/payments/upi', { body: rupees });
  expect(upi.status, JSON.stringify(upi.body)).toBe(200);
  await rest('POST', '/v1/payments/upi', { body: await book(usd) });
  await rest('POST', '/v1/payments/upi', { body: { callId: rupees.callId, token: 'x'.repeat(43) } });
  expect((await rest('POST', '/v1/payments/refund', { token, body: { id: upi.body.data.paymentId } })).status).toBe(409);
  const utr = `${Date.now()}77`;
  expect((await rest('POST', '/v1/payments/upi/received', { token, body: { id: upi.body.data.paymentId, utr } })).status).toBe(200);
  await rest('POST', '/v1/payments/upi/received', { token, body: { id: upi.body.data.paymentId, utr: `${utr}9` } });
  await rest('POST', '/v1/payments/upi/received', { token, body: { id: upi.body.data.paymentId, utr: 'x' } });
  await rest('POST', '/v1/payments/upi/received', { token, body: { id: NIL, utr } });
  await rest('POST', '/v1/payments/upi/received', { body: { id: NIL, utr } });

  // The builder's reads.
  expect((await rest('GET', '/v1/payments?limit=1', { token })).status).toBe(200);
  await rest('GET', '/v1/payments?status=NOPE', { token });
  await rest('GET', '/v1/payments');
  expect((await rest('GET', `/v1/payments/detail?id=${paymentId}`, { token })).status).toBe(200);
  await rest('GET', `/v1/payments/detail?id=${NIL}`, { token });
  await rest('GET', '/v1/payments/detail?id=x', { token });
  expect((await rest('GET', '/v1/payments/balance', { token })).status).toBe(200);
  await rest('GET', '/v1/payments/balance');
  expect((await rest('GET', '/v1/payments/export', { token })).status).toBe(200);
  await rest('GET', '/v1/payments/export');

  // A payout, once the UPI call took place and the hold passed.
  await rest('POST', '/v1/payouts', { token, body: { currency: 'INR' } });
  await t.database.db
    .update(calls)
    .set({
      startAt: sql`now() - interval '10 days'`,
      endAt: sql`now() - interval '10 days' + interval '30 minutes'`,
      blockedFrom: sql`now() - interval '10 days'`,
      blockedUntil: sql`now() - interval '10 days' + interval '30 minutes'`,
      status: 'COMPLETED',
    })
    .where(eq(calls.id, rupees.callId));
  await t.database.db
    .update(payments)
    .set({ paidAt: sql`now() - interval '8 days'` })
    .where(eq(payments.id, upi.body.data.paymentId));
  expect((await rest('POST', '/v1/payouts', { token, body: { currency: 'INR', note: 'OpenAPI' } })).status).toBe(201);
  expect((await rest('POST', '/v1/payouts', { token, body: { currency: 'INR' } })).status).toBe(409);
  await rest('POST', '/v1/payouts', { token, body: { currency: 'rupees' } });
  await rest('POST', '/v1/payouts', { body: { currency: 'INR' } });
  expect((await rest('GET', '/v1/payouts', { token })).status).toBe(200);
  await rest('GET', '/v1/payouts');

  // A UPI provider's callback: refused before its secret is set, then signed (Stripe's scheme), then not.
  const upiPending = await rest('POST', '/v1/payments/upi', { body: await book(inr) });
  const callback = JSON.stringify({
    id: `cb_${Date.now()}`,
    reference: upiPending.body.data.reference,
    utr: `${Date.now()}88`,
    amount: 149900,
    currency: 'INR',
    status: 'SUCCESS',
  });
  const upiHook = (signature: string, workspace = workspaceId) =>
    rest('POST', `/v1/payments/webhooks/upi?workspace=${workspace}`, {
      rawBody: callback,
      headers: { 'content-type': 'application/json', 'x-upi-signature': signature },
    });
  const upiSecret = 'openapiUpiCallbackSecret123456';
  expect((await upiHook(signedWebhook(callback, upiSecret))).status).toBe(503);
  expect((await rest('PUT', '/v1/payments/settings', { token, body: { upiCallbackSecret: upiSecret } })).status).toBe(200);
  expect((await upiHook(signedWebhook(callback, upiSecret))).status).toBe(200);
  expect((await upiHook(signedWebhook(callback, 'someoneElsesCallbackSecret99'))).status).toBe(400);
  expect((await upiHook(signedWebhook(callback, upiSecret), 'nope')).status).toBe(404);

  // A workflow's PAYMENT step: a customer's run and a visitor's.
  const portal = (await rest('POST', '/v1/portal', { token, body: { name: `OpenAPI pay ${Date.now().toString(36)}` } })).body.data;
  const workflow = async (accessType: string) => {
    const made = await rest('POST', '/v1/workflows', {
      token,
      body: {
        portalId: portal.id,
        name: `Fee ${accessType}`,
        accessType,
        graph: {
          nodes: [
            { id: 'fee', type: 'PAYMENT', name: 'Fee', config: { amount: 2500, currency: 'INR', description: 'Onboarding fee' } },
            { id: 'done', type: 'CONTENT', name: 'Done', config: { body: 'Thanks.' } },
          ],
          edges: [{ from: 'fee', to: 'done' }],
        },
      },
    });
    await rest('POST', '/v1/workflows/publish', { token, body: { id: made.body.data.id, published: true } });
    return made.body.data.id as string;
  };
  const customer = await signInCustomer(t, token, portal.id, `openapi-payer-${Date.now()}@example.com`);
  const run = await rest('POST', '/v1/customer/workflows/runs', {
    token: customer.token,
    body: { workflowId: await workflow('CUSTOMERS') },
  });
  const own = await rest('POST', '/v1/customer/workflows/runs/payment', {
    token: customer.token,
    body: { runId: run.body.data.id, method: 'UPI' },
  });
  expect(own.status, JSON.stringify(own.body)).toBe(200);
  // The customer's own call, booked in the portal.
  const booked = await rest('POST', '/v1/customer/calls', {
    token: customer.token,
    body: { serviceId: inr, start: new Date(day.getTime() + hour++ * 3_600_000).toISOString(), timezone: 'UTC' },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const ownCall = { callId: booked.body.data.call.id as string, method: 'UPI' };
  expect((await rest('POST', '/v1/customer/calls/payment', { token: customer.token, body: ownCall })).status).toBe(200);
  await rest('POST', '/v1/customer/calls/payment', { token: customer.token, body: { callId: NIL, method: 'UPI' } });
  await rest('POST', '/v1/customer/calls/payment', { body: ownCall });
  await rest('POST', '/v1/customer/calls/payment', { token: customer.token, body: { ...ownCall, method: 'CASH' } });
  await rest('POST', '/v1/customer/workflows/runs/payment', { token: customer.token, body: { runId: NIL, method: 'UPI' } });
  await rest('POST', '/v1/customer/workflows/runs/payment', { body: { runId: run.body.data.id, method: 'UPI' } });
  await rest('POST', '/v1/customer/workflows/runs/payment', { token, body: { runId: run.body.data.id, method: 'UPI' } });
  expect((await rest('GET', '/v1/customer/payments', { token: customer.token })).body.data).toHaveLength(2);
  await rest('GET', '/v1/customer/payments');
  const visitor = await rest('POST', '/v1/public/workflows/runs', {
    body: { portalSlug: portal.slug, workflowId: await workflow('PUBLIC'), email: 'visitor@example.com' },
  });
  const resume = visitor.body.data.resumeToken as string;
  expect((await rest('POST', '/v1/public/workflows/runs/payment', { body: { token: resume, method: 'CARD' } })).status).toBe(200);
  await rest('POST', '/v1/public/workflows/runs/payment', { body: { token: 'x'.repeat(43), method: 'UPI' } });
  await rest('POST', '/v1/public/workflows/runs/payment', { body: { token: resume, method: 'CASH' } });
}
