import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, paymentIntentEvent, signedWebhook, startFakeStripe } from '../helpers/fake-stripe.js';

/**
 * The fake Stripe is only worth its tests if the official SDK cannot tell it from Stripe: each case
 * here goes through `stripe` itself, so a shape or status the SDK reads differently fails here first.
 */

let fake: FakeStripe;
const KEY = 'sk_test_portico12345678';
// No retries: a refused request must fail at once, and be recorded once.
const sdk = (key = KEY) => new Stripe(key, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('fake Stripe, through the SDK', () => {
  it('retrieves the account of a good key and refuses a bad one', async () => {
    const account = await sdk().accounts.retrieveCurrent();
    expect(account.id).toMatch(/^acct_fake[0-9a-f]{6}$/);
    expect(account.settings?.dashboard.display_name).toBe('Fake Stripe account');
    expect((await sdk().accounts.retrieveCurrent()).id).toBe(account.id);

    const refused = await sdk('sk_test_bad12345678')
      .accounts.retrieveCurrent()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((refused as Stripe.errors.StripeError).statusCode).toBe(401);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/account', key: 'sk_test_bad12345678' });
  });

  it('creates a PaymentIntent once per idempotency key, and refuses the key with other parameters', async () => {
    const stripe = sdk();
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 2500,
      currency: 'usd',
      description: 'Intro call',
      receipt_email: 'client@example.com',
      metadata: { callId: 'call_1', portalId: 'portal_1' },
      automatic_payment_methods: { enabled: true },
    };
    const before = fake.intents.size;
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'call_1:pay' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'call_1:pay' });
    expect(again.id).toBe(first.id);
    expect(fake.intents.size).toBe(before + 1);
    expect(first).toMatchObject({
      object: 'payment_intent',
      amount: 2500,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { callId: 'call_1', portalId: 'portal_1' },
      latest_charge: null,
      amount_received: 0,
    });
    expect(first.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_`));
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'call_1:pay',
      body: { amount: '2500', metadata: { callId: 'call_1' }, automatic_payment_methods: { enabled: 'true' } },
    });

    const changed = await stripe.paymentIntents
      .create({ ...params, amount: 3000 }, { idempotencyKey: 'call_1:pay' })
      .catch((e: unknown) => e);
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(fake.intents.size).toBe(before + 1);

    const bad = await stripe.paymentIntents.create({ amount: 0, currency: 'usd' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((bad as Stripe.errors.StripeError).param).toBe('amount');
    const badCurrency = await stripe.paymentIntents.create({ amount: 100, currency: 'dollars' }).catch((e: unknown) => e);
    expect((badCurrency as Stripe.errors.StripeError).param).toBe('currency');
  });

  it('retrieves an intent, and answers resource_missing for an unknown one', async () => {
    const stripe = sdk();
    const created = await stripe.paymentIntents.create({ amount: 1200, currency: 'eur', metadata: { callId: 'call_2' } });
    const read = await stripe.paymentIntents.retrieve(created.id);
    expect(read).toMatchObject({ id: created.id, amount: 1200, currency: 'eur', metadata: { callId: 'call_2' } });

    const missing = await stripe.paymentIntents.retrieve('pi_nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('cancels an unpaid intent', async () => {
    const stripe = sdk();
    const created = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    expect((await stripe.paymentIntents.cancel(created.id)).status).toBe('canceled');
    expect(fake.intents.get(created.id)?.status).toBe('canceled');
  });

  it('refunds only what a succeeded intent received', async () => {
    const stripe = sdk();
    const created = await stripe.paymentIntents.create({ amount: 2000, currency: 'usd' });

    const unpaid = await stripe.refunds.create({ payment_intent: created.id }).catch((e: unknown) => e);
    expect(unpaid).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((unpaid as Error).message).toBe('This PaymentIntent does not have a successful charge to refund.');

    fake.succeed(created.id);
    const paid = await stripe.paymentIntents.retrieve(created.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 2000 });
    expect(paid.latest_charge).toMatch(/^ch_/);

    const partial = await stripe.refunds.create(
      { payment_intent: created.id, amount: 1500, metadata: { reason: 'late' } },
      { idempotencyKey: 'r1' },
    );
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 1500,
      currency: 'usd',
      payment_intent: created.id,
      status: 'succeeded',
      charge: paid.latest_charge,
    });
    expect(
      await stripe.refunds.create({ payment_intent: created.id, amount: 1500 }, { idempotencyKey: 'r1' }).catch((e: unknown) => e),
    ).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const replayed = await stripe.refunds.create(
      { payment_intent: created.id, amount: 1500, metadata: { reason: 'late' } },
      { idempotencyKey: 'r1' },
    );
    expect(replayed.id).toBe(partial.id);
    expect(fake.intents.get(created.id)?.amount_refunded).toBe(1500);

    const tooMuch = await stripe.refunds.create({ payment_intent: created.id, amount: 600 }).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({
      param: 'amount',
      message: 'Refund amount ($6.00) is greater than unrefunded amount on charge ($5.00)',
    });

    const rest = await stripe.refunds.create({ payment_intent: created.id });
    expect(rest.amount).toBe(500);
    expect(fake.intents.get(created.id)?.amount_refunded).toBe(2000);
    expect(fake.refunds.filter((r) => r.payment_intent === created.id).map((r) => r.amount)).toEqual([1500, 500]);
  });

  it('lets a browser spec drive and read it over HTTP', async () => {
    const created = await sdk().paymentIntents.create({ amount: 700, currency: 'usd' });
    const res = await fetch(`${fake.url}/__fake/succeed/${created.id}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, status: 'succeeded' });
    const intents = (await (await fetch(`${fake.url}/__fake/intents`)).json()) as Array<{ id: string; status: string }>;
    expect(intents.find((i) => i.id === created.id)?.status).toBe('succeeded');
    const requests = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as Array<{ path: string }>;
    expect(requests.length).toBe(fake.requests.length);
    expect(requests.some((r) => r.path.startsWith('/__fake/'))).toBe(false);
  });

  it('builds webhook events the SDK verifies with the right secret only', async () => {
    const created = await sdk().paymentIntents.create({ amount: 900, currency: 'usd', metadata: { callId: 'call_9' } });
    const payload = JSON.stringify(paymentIntentEvent('payment_intent.succeeded', fake.intents.get(created.id)!));
    const secret = 'whsec_test_portico';
    const header = signedWebhook(payload, secret);

    const event = sdk().webhooks.constructEvent(payload, header, secret, 300);
    expect(event.type).toBe('payment_intent.succeeded');
    const object = event.data.object as Stripe.PaymentIntent;
    expect(object).toMatchObject({ id: created.id, status: 'succeeded', amount_received: 900, metadata: { callId: 'call_9' } });

    expect(() => sdk().webhooks.constructEvent(payload, header, 'whsec_wrong', 300)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const stale = signedWebhook(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => sdk().webhooks.constructEvent(payload, stale, secret, 300)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
