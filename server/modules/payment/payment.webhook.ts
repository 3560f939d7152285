import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { paymentEvents, payments } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { defineJob, type JobDeps } from '../../core/jobs.js';
import { mailJob } from '../../core/mail.js';
import { parseInput } from '../../core/validation.js';
import { UTR_PATTERN } from './payment.rules.js';
import { markFailed, markPaid, markRefunded, type Outcome, type SettleDeps } from './payment.settle.js';
import { open } from '../../core/secret-box.js';
import { settingsRow } from './payment.settings.js';

/**
 * Stripe's webhooks, one address per workspace (`?workspace=<id>`, shown in Settings → Payments). The
 * signature is checked on the body's bytes with the workspace's signing secret and the SDK's
 * `constructEvent` (300 s tolerance: an old delivery replayed is refused). A good event is stored by
 * its id (the primary key: a duplicate is answered 200 and changes nothing) and a job processes it,
 * once; the payment it names must be this workspace's and for the amount the event says.
 */
export const TOLERANCE_SECONDS = 300;

export async function receiveStripe(ctx: Ctx, request: FastifyRequest): Promise<{ received: true; duplicate: boolean }> {
  const workspaceId = (request.query as Record<string, unknown>).workspace;
  if (typeof workspaceId !== 'string' || !isUuid(workspaceId))
    throw new AppError('NOT_FOUND', 'That webhook address is not valid — copy it again from Settings → Payments.');
  const settings = await settingsRow(ctx.db, workspaceId);
  // Only the signing secret is needed to take Stripe's word (the API keys may be being replaced).
  const secret = settings?.stripeWebhookSecret ? open(ctx.config, workspaceId, settings.stripeWebhookSecret) : null;
  if (!secret) throw new AppError('NOT_CONFIGURED', 'This workspace has no webhook signing secret: add it in Settings → Payments.');
  const signature = request.headers['stripe-signature'];
  if (typeof signature !== 'string' || !request.rawBody)
    throw badInput({ 'stripe-signature': 'Send the Stripe-Signature header with the event.' });
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(request.rawBody, signature, secret, TOLERANCE_SECONDS);
  } catch (error) {
    ctx.log.warn({ workspaceId, reason: (error as Error).message }, 'stripe webhook refused: bad or old signature');
    throw badInput(
      { 'stripe-signature': 'The signature does not match this workspace’s signing secret, or the event is too old.' },
      'The webhook’s signature was refused.',
    );
  }
  const duplicate = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        workspaceId,
        provider: 'STRIPE',
        eventId: event.id,
        type: event.type,
        payload: event as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!stored) return true;
    await ctx.jobs.send(stripeEventJob, { workspaceId, eventId: event.id }, { tx });
    return false;
  });
  if (!duplicate) ctx.jobs.wake(stripeEventJob);
  return { received: true, duplicate };
}

type Intent = Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'amount_received' | 'currency' | 'last_payment_error'>;
type Charge = Pick<Stripe.Charge, 'payment_intent' | 'amount_refunded' | 'currency'>;

/** The card payment of this workspace the intent belongs to (never another workspace's). */
async function paymentOf(deps: Pick<JobDeps, 'db'>, workspaceId: string, intentId: string) {
  const [row] = await deps.db
    .select({ id: payments.id, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.workspaceId, workspaceId), eq(payments.method, 'CARD'), eq(payments.providerRef, intentId)));
  return row;
}

async function apply(deps: SettleDeps, workspaceId: string, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object as Intent;
      const payment = await paymentOf(deps, workspaceId, intent.id);
      if (!payment) return { changed: false, note: `refused: ${intent.id} is not a payment of this workspace` };
      if (event.type === 'payment_intent.succeeded')
        return markPaid(deps, payment.id, {
          amount: intent.amount_received || intent.amount,
          currency: intent.currency,
          providerRef: intent.id,
        });
      const reason =
        event.type === 'payment_intent.canceled'
          ? 'The payment was cancelled.'
          : (intent.last_payment_error?.message ?? 'The payment failed.');
      return markFailed(deps, payment.id, reason);
    }
    case 'charge.refunded': {
      const charge = event.data.object as Charge;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const payment = intentId ? await paymentOf(deps, workspaceId, intentId) : undefined;
      if (!payment) return { changed: false, note: `refused: ${intentId ?? 'a charge'} is not a payment of this workspace` };
      if (charge.currency.toUpperCase() !== payment.currency) return { changed: false, note: 'refused: another currency' };
      return markRefunded(deps, payment.id, charge.amount_refunded);
    }
    default:
      return { changed: false, note: `ignored: ${event.type}` };
  }
}

/** Processes a stored event once: a second run (a retry after a crash) finds it processed and stops. */
export const stripeEventJob = defineJob<{ workspaceId: string; eventId: string }>({
  queue: 'payment-stripe-event',
  expireInSeconds: 120,
  keepSeconds: 7 * 86_400,
  async run(deps, data) {
    const key = and(
      eq(paymentEvents.workspaceId, data.workspaceId),
      eq(paymentEvents.provider, 'STRIPE'),
      eq(paymentEvents.eventId, data.eventId),
    );
    const [stored] = await deps.db
      .select()
      .from(paymentEvents)
      .where(and(key, isNull(paymentEvents.processedAt)));
    if (!stored) return;
    const outcome = await apply(
      { db: deps.db, config: deps.config, jobs: deps.jobs! },
      data.workspaceId,
      stored.payload as unknown as Stripe.Event,
    );
    await deps.db
      .update(paymentEvents)
      .set({ processedAt: new Date(), outcome: outcome.note })
      .where(and(key, isNull(paymentEvents.processedAt)));
    const log = outcome.note.startsWith('refused') ? deps.log.warn.bind(deps.log) : deps.log.info.bind(deps.log);
    log({ workspaceId: data.workspaceId, eventId: data.eventId, type: stored.type, outcome: outcome.note }, 'stripe event processed');
    if (outcome.changed) deps.jobs?.wake(mailJob);
  },
});

/**
 * A UPI provider's callback: a payment it saw (or saw fail), signed with the workspace's callback
 * secret in Stripe's scheme (`x-upi-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
 * checked with the same SDK call and tolerance). Stored once by the provider's event id and applied
 * at once: the payment with that reference, of this workspace, for that amount; idempotent as the
 * builder's "mark received".
 */
export const upiCallbackInput = z.strictObject({
  id: z.string('Send the callback’s id.').min(1).max(100, 'An id has at most 100 characters.'),
  reference: z.string('Send the payment’s reference (UPI’s tr).').max(40, 'That reference is not one of Portico’s.'),
  utr: z.string('Send the UTR.').regex(new RegExp(UTR_PATTERN), 'The UTR is letters and digits, 6 to 35.'),
  amount: z.number('Send the amount in paise.').int('Send the amount in paise, a whole number.').positive('The amount is more than 0.'),
  currency: z.literal('INR', 'UPI payments are in INR.'),
  status: z.enum(['SUCCESS', 'FAILURE'], 'The status is SUCCESS or FAILURE.'),
  reason: z.string().max(500).optional(),
});

export async function receiveUpi(ctx: Ctx, request: FastifyRequest): Promise<{ received: true; duplicate: boolean }> {
  const workspaceId = (request.query as Record<string, unknown>).workspace;
  if (typeof workspaceId !== 'string' || !isUuid(workspaceId))
    throw new AppError('NOT_FOUND', 'That callback address is not valid — copy it again from Settings → Payments.');
  const settings = await settingsRow(ctx.db, workspaceId);
  const secret = settings?.upiCallbackSecret ? open(ctx.config, workspaceId, settings.upiCallbackSecret) : null;
  if (!secret)
    throw new AppError('NOT_CONFIGURED', 'This workspace takes no UPI callbacks: set the callback secret in Settings → Payments.');
  const signature = request.headers['x-upi-signature'];
  if (typeof signature !== 'string' || !request.rawBody)
    throw badInput({ 'x-upi-signature': 'Send the X-UPI-Signature header with the callback.' });
  try {
    Stripe.webhooks.constructEvent(request.rawBody, signature, secret, TOLERANCE_SECONDS);
  } catch (error) {
    ctx.log.warn({ workspaceId, reason: (error as Error).message }, 'upi callback refused: bad or old signature');
    throw badInput({ 'x-upi-signature': 'The signature does not match this workspace’s callback secret, or the callback is too old.' });
  }
  const input = parseInput(upiCallbackInput, request.body);
  const [stored] = await ctx.db
    .insert(paymentEvents)
    .values({ workspaceId, provider: 'UPI', eventId: input.id, type: input.status, payload: input })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (!stored) return { received: true, duplicate: true };
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.workspaceId, workspaceId), eq(payments.method, 'UPI'), eq(payments.reference, input.reference)));
  let outcome: Outcome;
  if (!payment) outcome = { changed: false, note: `refused: ${input.reference} is not a UPI payment of this workspace` };
  else if (input.status === 'FAILURE') outcome = await markFailed(ctx, payment.id, input.reason ?? 'The UPI payment failed.');
  else
    outcome = await markPaid(ctx, payment.id, { amount: input.amount, currency: input.currency, providerRef: input.utr }).catch(
      (error: { cause?: { code?: string } }) => {
        if (error.cause?.code === '23505') return { changed: false, note: `refused: UTR ${input.utr} is on another payment` };
        throw error;
      },
    );
  await ctx.db
    .update(paymentEvents)
    .set({ processedAt: new Date(), outcome: outcome.note })
    .where(and(eq(paymentEvents.workspaceId, workspaceId), eq(paymentEvents.provider, 'UPI'), eq(paymentEvents.eventId, input.id)));
  (outcome.note.startsWith('refused') ? ctx.log.warn.bind(ctx.log) : ctx.log.info.bind(ctx.log))(
    { workspaceId, callbackId: input.id, outcome: outcome.note },
    'upi callback processed',
  );
  if (outcome.changed) ctx.jobs.wake(mailJob);
  return { received: true, duplicate: false };
}
