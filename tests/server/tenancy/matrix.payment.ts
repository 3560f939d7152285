import { eq, sql } from 'drizzle-orm';
import { expect, onTestFinished } from 'vitest';
import { calls, payments } from '../../../db/schema/index.js';
import { paymentIntentEvent, signedWebhook, startFakeStripe } from '../../helpers/fake-stripe.js';
import type { Fixture, GraphqlEntry, RestCall, RestEntry } from './matrix.js';

/**
 * The tenancy rules of the payments domain (issue 28); matrix.ts gathers them by name. The rules the
 * entries prove beyond their kind: another workspace's payment is NOT_FOUND (`other`), a portal's
 * customer is FORBIDDEN on the builder's routes, another customer's run is NOT_FOUND (customer-scoped
 * 'own'), and a wrong manage token is NOT_FOUND (checked when an entry's call is made, below). What
 * an entry pays with: UPI (the builder marks it received, no Stripe), or a card through a local fake
 * Stripe started for the test that needs it (the app's config pointed at it).
 */

const KEYS = {
  stripeSecretKey: 'sk_test_matrixSecret1234',
  stripePublishableKey: 'pk_test_matrixPublic1234',
  stripeWebhookSecret: 'whsec_matrixSigning1234',
};
const UPI = { upiVpa: 'matrix@okbank', upiPayeeName: 'Matrix Studio' };
const all = [{ start: '00:00', end: '24:00' }];
const WEEK = { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all };

/** The owner takes calls all day and UPI payments (fixtures may share their owner: saying it again changes nothing that matters). */
const ready = (f: Fixture) =>
  f.memo('payments-ready', async () => {
    await f.app.rest('PUT', '/v1/services/availability/default', { token: f.owner.token, body: { weekly: WEEK } });
    const saved = await f.app.rest('PUT', '/v1/payments/settings', { token: f.owner.token, body: UPI });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

/** A provider's delivery as it sends it: the JSON's bytes, signed with the workspace's secret. */
const SIGNATURE_HEADER = { stripe: 'stripe-signature', upi: 'x-upi-signature' } as const;
const signed = (provider: keyof typeof SIGNATURE_HEADER, workspaceId: string, secret: string, body: unknown): RestCall => {
  const payload = JSON.stringify(body);
  return {
    query: { workspace: workspaceId },
    rawBody: payload,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER[provider]]: signedWebhook(payload, secret) },
  };
};

/** A fake Stripe for this test (closed when it ends), the owner's keys checked against it and saved. */
const stripe = (f: Fixture) =>
  f.memo('payments-stripe', async () => {
    const fake = await startFakeStripe();
    onTestFinished(() => fake.close());
    f.app.config.payments.stripeApiUrl = fake.url;
    await ready(f);
    const saved = await f.app.rest('PUT', '/v1/payments/settings', { token: f.owner.token, body: KEYS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return fake;
  });

/** A paid service of the owner's, in dollars (card) or rupees (UPI), made once per fixture. */
const service = (f: Fixture, currency: 'USD' | 'INR') =>
  f.memo(`payments-service-${currency}`, async () => {
    await ready(f);
    const made = await f.app.rest('POST', '/v1/services', {
      token: f.owner.token,
      body: { title: f.unique('Paid call'), durationMinutes: 15, price: { amount: currency === 'USD' ? 5000 : 149900, currency } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data.id as string;
  });

// Fixtures share their owner's calendar: 15-minute steps from 30 days ahead (the calls domain books from 10).
let used = 0;
const freeTime = () => {
  const base = new Date(Date.now() + 30 * 86_400_000);
  base.setUTCHours(0, 0, 0, 0);
  return new Date(base.getTime() + ++used * 15 * 60_000).toISOString();
};

/** A guest's booking of the owner's paid service (waiting for its payment): its id and manage token. */
const booking = (f: Fixture, currency: 'USD' | 'INR', key: string) =>
  f.memo(`payments-booking-${key}`, async () => {
    const made = await f.app.rest('POST', '/v1/calls/book', {
      body: { serviceId: await service(f, currency), start: freeTime(), timezone: 'UTC', name: 'Matrix payer', email: 'payer@example.com' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.call.status).toBe('AWAITING_PAYMENT');
    return { id: made.body.data.call.id as string, token: made.body.data.manageToken as string };
  });

/** Customer a1's own booking of the owner's rupee service in the portal, waiting for its payment. */
const a1Call = (f: Fixture) =>
  f.memo('payments-a1-call', async () => {
    await ready(f);
    const a1 = await f.customer('a1');
    const made = await f.app.rest('POST', '/v1/customer/calls', {
      token: a1.token,
      body: { serviceId: await service(f, 'INR'), start: freeTime(), timezone: 'UTC' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data.call.id as string;
  });

/** A call to pay by `path`; every wrong manage token (another call's, a made-up one) is NOT_FOUND there first. */
const payable = (f: Fixture, currency: 'USD' | 'INR', path: string) =>
  f.memo(`payments-payable-${currency}`, async () => {
    if (currency === 'USD') await stripe(f);
    const call = await booking(f, currency, `payable-${currency}`);
    const other = await booking(f, currency, `other-${currency}`);
    for (const token of [other.token, 'x'.repeat(43)]) {
      const res = await f.app.rest('POST', path, { body: { callId: call.id, token } });
      expect({ status: res.status, code: res.body.code }, `${path} with a wrong token`).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    return call;
  });

let utrs = 0;
/** A unique UTR (the column is unique over all payments). */
const newUtr = () => `${Date.now()}${process.pid}${utrs++}`;

/** A UPI payment of a call of the owner's: pending, or marked received by the owner. */
const upiPayment = (f: Fixture, state: 'pending' | 'paid') =>
  f.memo(`payments-upi-${state}`, async () => {
    const call = await booking(f, 'INR', `upi-${state}`);
    const begun = await f.app.rest('POST', '/v1/payments/upi', { body: { callId: call.id, token: call.token } });
    expect(begun.status, JSON.stringify(begun.body)).toBe(200);
    const id = begun.body.data.paymentId as string;
    if (state === 'paid') {
      const res = await f.app.rest('POST', '/v1/payments/upi/received', { token: f.owner.token, body: { id, utr: newUtr() } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return { id, callId: call.id };
  });

/** Money the owner can withdraw: a paid call that took place ten days ago, paid eight days ago (the hold is 7). */
const withdrawable = (f: Fixture) =>
  f.memo('payments-withdrawable', async () => {
    const paid = await upiPayment(f, 'paid');
    const db = f.app.database.db;
    const ago = sql`now() - interval '10 days' - make_interval(mins => ${++used * 15})`;
    await db
      .update(calls)
      .set({
        startAt: ago,
        endAt: sql`${ago} + interval '15 minutes'`,
        blockedFrom: ago,
        blockedUntil: sql`${ago} + interval '15 minutes'`,
        status: 'COMPLETED',
      })
      .where(eq(calls.id, paid.callId));
    await db
      .update(payments)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(payments.id, paid.id));
    return paid;
  });

/** A published workflow of the fixture's portal whose first step is a PAYMENT (₹25.00 by UPI), then a text. */
const paymentWorkflow = (f: Fixture, accessType: 'CUSTOMERS' | 'PUBLIC') =>
  f.memo(`payments-workflow-${accessType}`, async () => {
    await ready(f);
    const made = await f.app.rest('POST', '/v1/workflows', {
      token: f.owner.token,
      body: {
        portalId: f.portal.id,
        name: f.unique('fee'),
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
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const published = await f.app.rest('POST', '/v1/workflows/publish', {
      token: f.owner.token,
      body: { id: made.body.data.id, published: true },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return made.body.data.id as string;
  });

/** A1's run of the workflow, standing at its PAYMENT step. */
const ownRun = (f: Fixture) =>
  f.memo('payments-own-run', async () => {
    const [a1, workflowId] = [await f.customer('a1'), await paymentWorkflow(f, 'CUSTOMERS')];
    const started = await f.app.rest('POST', '/v1/customer/workflows/runs', { token: a1.token, body: { workflowId } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data.currentStep.type).toBe('PAYMENT');
    return started.body.data.id as string;
  });

/** A1 has begun paying their run's step (by UPI): a payment of theirs for their own list. */
const a1Payment = (f: Fixture) =>
  f.memo('payments-a1-payment', async () => {
    const [a1, runId] = [await f.customer('a1'), await ownRun(f)];
    const res = await f.app.rest('POST', '/v1/customer/workflows/runs/payment', { token: a1.token, body: { runId, method: 'UPI' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

/** A visitor's run of the PUBLIC workflow at its PAYMENT step: the token of their link. */
const visitorRun = (f: Fixture) =>
  f.memo('payments-visitor-run', async () => {
    const res = await f.app.rest('POST', '/v1/public/workflows/runs', {
      body: { portalSlug: f.portal.slug, workflowId: await paymentWorkflow(f, 'PUBLIC'), email: `${f.unique('visitor')}@example.com` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.resumeToken as string;
  });

/** Stripe's `payment_intent.succeeded` for a card payment of a call of the owner's, paid at the (fake) Stripe. */
const succeeded = (f: Fixture) =>
  f.memo('payments-succeeded', async () => {
    const fake = await stripe(f);
    const call = await booking(f, 'USD', 'webhook');
    const begun = await f.app.rest('POST', '/v1/payments/create-payment-intent', { body: { callId: call.id, token: call.token } });
    expect(begun.status, JSON.stringify(begun.body)).toBe(200);
    return paymentIntentEvent('payment_intent.succeeded', fake.succeed((begun.body.data.clientSecret as string).split('_secret_')[0]!));
  });

const UPI_CALLBACK_SECRET = 'matrixUpiCallbackSecret1234567890';
/** A UPI provider's callback saying it saw a UPI payment of the owner's, for its amount. */
const upiCallback = (f: Fixture) =>
  f.memo('payments-upi-callback', async () => {
    const saved = await f.app.rest('PUT', '/v1/payments/settings', {
      token: f.owner.token,
      body: { upiCallbackSecret: UPI_CALLBACK_SECRET },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { id } = await upiPayment(f, 'pending');
    const [row] = await f.app.database.db.select().from(payments).where(eq(payments.id, id));
    return {
      id: f.unique('upi-callback'),
      reference: row!.reference,
      utr: newUtr(),
      amount: row!.amount,
      currency: 'INR',
      status: 'SUCCESS',
    };
  });

const SETTINGS = { holdDays: 7, ...UPI };

export const PAYMENT_REST: Record<string, RestEntry> = {
  'GET /v1/payments/settings': { request: () => ({}) },
  'PUT /v1/payments/settings': { request: () => ({ body: SETTINGS }) },
  'GET /v1/payments': { request: () => [{}, { query: { status: 'PAID', method: 'UPI', limit: '5' } }] },
  'GET /v1/payments/detail': { other: 'NOT_FOUND', request: async (f) => ({ query: { id: (await upiPayment(f, 'pending')).id } }) },
  'GET /v1/payments/balance': { request: () => ({}) },
  'GET /v1/payments/export': { request: () => ({}) },
  'POST /v1/payments/refund': {
    other: 'NOT_FOUND',
    request: async (f) => ({ body: { id: (await upiPayment(f, 'paid')).id, amount: 100 } }),
  },
  'POST /v1/payments/upi/received': {
    other: 'NOT_FOUND',
    request: async (f) => ({ body: { id: (await upiPayment(f, 'pending')).id, utr: await f.memo('payments-utr', async () => newUtr()) } }),
  },
  'GET /v1/payouts': { request: () => ({}) },
  // Another builder has nothing withdrawable: their payout is a CONFLICT, not the owner's money.
  'POST /v1/payouts': {
    other: 'CONFLICT',
    request: async (f) => {
      await withdrawable(f);
      return { body: { currency: 'INR', note: 'Matrix payout' } };
    },
  },
  'POST /v1/payments/create-payment-intent': {
    request: async (f) => {
      const call = await payable(f, 'USD', '/v1/payments/create-payment-intent');
      return { body: { callId: call.id, token: call.token } };
    },
  },
  'POST /v1/payments/upi': {
    request: async (f) => {
      const call = await payable(f, 'INR', '/v1/payments/upi');
      return { body: { callId: call.id, token: call.token } };
    },
  },
  'GET /v1/customer/payments': {
    request: async (f) => {
      await a1Payment(f);
      return {};
    },
  },
  'POST /v1/customer/calls/payment': { request: async (f) => ({ body: { callId: await a1Call(f), method: 'UPI' } }) },
  'POST /v1/customer/workflows/runs/payment': { request: async (f) => ({ body: { runId: await ownRun(f), method: 'UPI' } }) },
  'POST /v1/public/workflows/runs/payment': { request: async (f) => ({ body: { token: await visitorRun(f), method: 'UPI' } }) },
  'POST /v1/payments/webhooks/stripe': {
    request: async (f) => signed('stripe', f.owner.workspaceId, KEYS.stripeWebhookSecret, await succeeded(f)),
  },
  'POST /v1/payments/webhooks/upi': {
    request: async (f) => signed('upi', f.owner.workspaceId, UPI_CALLBACK_SECRET, await upiCallback(f)),
  },
};

const PAYMENT = 'id method status amount currency refundedAmount reference providerRef callId runId payoutId withdrawable';
const START = 'paymentId method amount currency reference clientSecret publishableKey upiUri';
export const PAYMENT_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.paymentSettings': {
    document:
      '{ paymentSettings { stripe { configured secretKeyMasked publishableKey webhookSecretSet webhookUrl } upi { vpa payeeName } holdDays currency } }',
  },
  'Mutation.updatePaymentSettings': {
    document:
      'mutation ($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { holdDays upi { vpa payeeName } stripe { configured } } }',
    variables: () => ({ i: SETTINGS }),
  },
  'Query.payments': {
    document: `query ($status: PaymentStatus) { payments(status: $status, first: 5) { edges { node { ${PAYMENT} } } pageInfo { hasNextPage endCursor } } }`,
    variables: () => [{}, { status: 'PAID' }],
  },
  'Query.payment': {
    other: 'NOT_FOUND',
    document: `query ($id: ID!) { payment(id: $id) { ${PAYMENT} } }`,
    variables: async (f) => ({ id: (await upiPayment(f, 'pending')).id }),
  },
  'Query.paymentBalances': { document: '{ paymentBalances { currency pending paid withdrawable paidOut refunded } }' },
  'Mutation.refundPayment': {
    other: 'NOT_FOUND',
    document: `mutation ($id: ID!) { refundPayment(input: { id: $id, amount: 100 }) { ${PAYMENT} } }`,
    variables: async (f) => ({ id: (await upiPayment(f, 'paid')).id }),
  },
  'Mutation.markUpiPaymentReceived': {
    other: 'NOT_FOUND',
    document: `mutation ($id: ID!, $utr: String!) { markUpiPaymentReceived(input: { id: $id, utr: $utr }) { ${PAYMENT} } }`,
    variables: async (f) => ({ id: (await upiPayment(f, 'pending')).id, utr: await f.memo('payments-utr', async () => newUtr()) }),
  },
  'Query.payouts': { document: '{ payouts { id currency amount payments note createdAt } }' },
  'Mutation.createPayout': {
    other: 'CONFLICT',
    document: 'mutation { createPayout(input: { currency: "INR", note: "Matrix payout" }) { id currency amount payments } }',
    variables: async (f) => {
      await withdrawable(f);
      return {};
    },
  },
  'Mutation.createCallPaymentIntent': {
    document: `mutation ($i: CallPaymentInput!) { createCallPaymentIntent(input: $i) { ${START} } }`,
    variables: async (f) => {
      const call = await payable(f, 'USD', '/v1/payments/create-payment-intent');
      return { i: { callId: call.id, token: call.token } };
    },
  },
  'Mutation.createCallUpiPayment': {
    document: `mutation ($i: CallPaymentInput!) { createCallUpiPayment(input: $i) { ${START} qrSvg } }`,
    variables: async (f) => {
      const call = await payable(f, 'INR', '/v1/payments/upi');
      return { i: { callId: call.id, token: call.token } };
    },
  },
  'Query.customerPayments': {
    document: '{ customerPayments { id method status amount currency refundedAmount description reference paidAt createdAt } }',
    variables: async (f) => {
      await a1Payment(f);
      return {};
    },
  },
  'Mutation.payOwnCall': {
    document: `mutation ($i: OwnCallPaymentInput!) { payOwnCall(input: $i) { ${START} } }`,
    variables: async (f) => ({ i: { callId: await a1Call(f), method: 'UPI' } }),
  },
  'Mutation.payRunStep': {
    document: `mutation ($i: RunPaymentInput!) { payRunStep(input: $i) { ${START} } }`,
    variables: async (f) => ({ i: { runId: await ownRun(f), method: 'UPI' } }),
  },
  'Mutation.payVisitorRunStep': {
    document: `mutation ($i: VisitorRunPaymentInput!) { payVisitorRunStep(input: $i) { ${START} } }`,
    variables: async (f) => ({ i: { token: await visitorRun(f), method: 'UPI' } }),
  },
};
