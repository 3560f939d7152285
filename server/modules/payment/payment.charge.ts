import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import Stripe from 'stripe';
import { z } from 'zod';
import { calls, payments, services, type CallRow, type PaymentMethod, type PaymentRow } from '../../../db/schema/index.js';
import { requireCustomer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { fields, parseInput } from '../../core/validation.js';
import { byToken } from '../call/call.guest.js';
import { when } from '../call/call.notify.js';
import { configOf, nodeOf } from '../workflow/workflow.engine.js';
import { requireOwnRun, requireVisitorRun, type LoadedRun } from '../workflow/workflow.access.js';
import type { PaymentStepConfig } from './payment.step.js';
import { settingsRow, stripeOf } from './payment.settings.js';

/**
 * Starting a payment: by card (a Stripe PaymentIntent, its client secret for Stripe's Payment
 * Element) or by UPI (a `upi://pay` link and its QR code). The amount and currency come from the
 * service or the workflow step, never from the client. Each try is a `payments` row whose
 * idempotency key (what it pays for, the method, the attempt) is also Stripe's: asking again gives
 * the same intent; a new attempt starts only after one failed.
 */
export interface PaymentStart {
  paymentId: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  reference: string;
  description: string;
  /** CARD: for Stripe.js's Payment Element. */
  clientSecret: string | null;
  publishableKey: string | null;
  /** UPI: the link a UPI app opens, and the same as a QR code (SVG). */
  upiUri: string | null;
  qrSvg: string | null;
}

/** What is being paid for, with whom and how much; `key` names it in idempotency keys. */
export interface Payable {
  key: string;
  workspaceId: string;
  portalId: string | null;
  customerId: string | null;
  callId: string | null;
  runId: string | null;
  stepId: string | null;
  amount: number;
  currency: string;
  description: string;
  payerName: string;
  payerEmail: string;
}

const DONE = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
const newReference = () => `PT${randomBytes(8).toString('hex').toUpperCase()}`;

/** The latest try by `method` when it can still be paid, else a new row for the next attempt. */
async function attempt(ctx: Ctx, payable: Payable, method: PaymentMethod): Promise<{ row: PaymentRow; fresh: boolean }> {
  const tries = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.workspaceId, payable.workspaceId),
        payable.callId
          ? eq(payments.callId, payable.callId)
          : and(eq(payments.runId, payable.runId!), eq(payments.stepId, payable.stepId!)),
      ),
    )
    .orderBy(desc(payments.createdAt));
  if (tries.some((t) => (DONE as readonly string[]).includes(t.status)))
    throw new AppError('CONFLICT', 'This is paid already — nothing more to pay.');
  const open = tries.find((t) => t.method === method && t.status === 'PENDING');
  if (open) return { row: open, fresh: false };
  const number = tries.filter((t) => t.method === method).length + 1;
  const values = {
    workspaceId: payable.workspaceId,
    portalId: payable.portalId,
    customerId: payable.customerId,
    callId: payable.callId,
    runId: payable.runId,
    stepId: payable.stepId,
    method,
    amount: payable.amount,
    currency: payable.currency,
    description: payable.description,
    payerName: payable.payerName,
    payerEmail: payable.payerEmail,
    attempt: number,
    idempotencyKey: `${payable.key}:${method.toLowerCase()}:${number}`,
    reference: newReference(),
  };
  try {
    const [row] = await ctx.db.insert(payments).values(values).onConflictDoNothing().returning();
    if (row) return { row, fresh: true };
  } catch (error) {
    throw await dbError(error);
  }
  // Two tabs asked at once: the other one's row is this attempt.
  const [same] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.workspaceId, payable.workspaceId), eq(payments.idempotencyKey, values.idempotencyKey)));
  return { row: same!, fresh: false };
}

function stripeFailure(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
    return new AppError(
      'NOT_CONFIGURED',
      'The workspace’s Stripe key no longer works — its owner must add a new one in Settings → Payments.',
    );
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return new AppError('CONFLICT', `Stripe refused this payment: ${error.message}`);
  if (error instanceof Stripe.errors.StripeError)
    return new AppError('NOT_CONFIGURED', 'Stripe could not be reached — try again in a minute.');
  return error instanceof AppError ? error : new AppError('NOT_CONFIGURED', 'Stripe could not be reached — try again in a minute.');
}

/** What a payer reads when the host has no Stripe keys: they cannot set them, but may pay otherwise. */
const CARD_NOT_SET_UP =
  'This host does not take cards yet (they add their Stripe keys in Settings → Payments) — pay by UPI if it is offered, or contact them.';

export async function startCard(ctx: Ctx, payable: Payable): Promise<PaymentStart> {
  let access: ReturnType<typeof stripeOf>;
  try {
    access = stripeOf(ctx.config, await settingsRow(ctx.db, payable.workspaceId), payable.workspaceId);
  } catch (error) {
    throw error instanceof AppError && error.code === 'NOT_CONFIGURED' ? new AppError('NOT_CONFIGURED', CARD_NOT_SET_UP) : error;
  }
  const { stripe, publishableKey } = access;
  const { row } = await attempt(ctx, payable, 'CARD');
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: row.amount,
        currency: row.currency.toLowerCase(),
        description: row.description,
        automatic_payment_methods: { enabled: true },
        ...(row.payerEmail ? { receipt_email: row.payerEmail } : {}),
        metadata: {
          workspaceId: row.workspaceId,
          paymentId: row.id,
          reference: row.reference,
          ...(row.callId ? { callId: row.callId } : {}),
          ...(row.runId ? { runId: row.runId, stepId: row.stepId ?? '' } : {}),
        },
      },
      { idempotencyKey: row.idempotencyKey },
    );
  } catch (error) {
    throw stripeFailure(error);
  }
  if (row.providerRef !== intent.id)
    await ctx.db.update(payments).set({ providerRef: intent.id, updatedAt: new Date() }).where(eq(payments.id, row.id));
  return { ...startOf(row), clientSecret: intent.client_secret, publishableKey };
}

const startOf = (row: PaymentRow): PaymentStart => ({
  paymentId: row.id,
  method: row.method,
  amount: row.amount,
  currency: row.currency,
  reference: row.reference,
  description: row.description,
  clientSecret: null,
  publishableKey: null,
  upiUri: null,
  qrSvg: null,
});

/** Minor units as the decimal UPI's `am` wants: integers only, never a float (12345 → "123.45"). */
export const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * The `upi://pay` link of NPCI's UPI linking specification: payee address and name, amount, INR, a
 * note and the transaction reference (percent-encoded, as UPI apps read it).
 */
export function upiUri(p: { vpa: string; payeeName: string; amount: number; note: string; reference: string }): string {
  const params: Array<[string, string]> = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', rupees(p.amount)],
    ['cu', 'INR'],
    ['tn', p.note.slice(0, 80)],
    ['tr', p.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

export async function startUpi(ctx: Ctx, payable: Payable, field: string): Promise<PaymentStart> {
  const settings = await settingsRow(ctx.db, payable.workspaceId);
  if (!settings?.upiVpa || !settings.upiPayeeName)
    throw new AppError(
      'NOT_CONFIGURED',
      'UPI is not set up for this workspace: add the UPI address and payee name in Settings → Payments.',
    );
  if (payable.currency !== 'INR')
    throw badInput({ [field]: `UPI takes rupees (INR) only, and this is priced in ${payable.currency} — pay by card instead.` });
  const { row } = await attempt(ctx, payable, 'UPI');
  const uri = upiUri({
    vpa: settings.upiVpa,
    payeeName: settings.upiPayeeName,
    amount: row.amount,
    note: row.description,
    reference: row.reference,
  });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { ...startOf(row), upiUri: uri, qrSvg };
}

// Calls: the guest's manage token is the key to their call (the booking answered it; it is in their mail).

export const callPaymentInput = z.strictObject({
  callId: fields.uuid('the call'),
  token: z.string('Send the token of the booking’s manage link.').min(20, 'That link is not valid.').max(200, 'That link is not valid.'),
});

async function payableCall(ctx: Ctx, raw: unknown): Promise<Payable> {
  const input = parseInput(callPaymentInput, raw);
  const call: CallRow = await byToken(ctx, { token: input.token });
  if (call.id !== input.callId) throw new AppError('NOT_FOUND', 'That call does not exist or you do not have access to it.');
  return payableOf(ctx, call);
}

async function payableOf(ctx: Ctx, call: CallRow): Promise<Payable> {
  if (call.paymentStatus === 'NONE') throw new AppError('CONFLICT', 'This call is free — there is nothing to pay.');
  if (DONE.includes(call.paymentStatus as (typeof DONE)[number]))
    throw new AppError('CONFLICT', 'This call is paid already — nothing more to pay.');
  if (call.status === 'CANCELLED' || call.status === 'DECLINED')
    throw new AppError(
      'CONFLICT',
      call.reason ? `This call is cancelled (${call.reason}) — book again.` : 'This call is cancelled — book again.',
    );
  const [service] = call.serviceId ? await ctx.db.select().from(services).where(eq(services.id, call.serviceId)) : [];
  if (!service) throw new AppError('CONFLICT', 'This service is no longer offered — nothing can be paid for it.');
  return {
    key: `call:${call.id}`,
    workspaceId: call.workspaceId,
    portalId: call.portalId,
    customerId: call.customerId,
    callId: call.id,
    runId: null,
    stepId: null,
    amount: service.priceAmount,
    currency: service.priceCurrency,
    description: `${call.serviceTitle}, ${when(call, call.guestTimezone)}`.slice(0, 200),
    payerName: call.guestName,
    payerEmail: call.guestEmail,
  };
}

export const cardForCall = async (ctx: Ctx, raw: unknown) => startCard(ctx, await payableCall(ctx, raw));
export const upiForCall = async (ctx: Ctx, raw: unknown) => startUpi(ctx, await payableCall(ctx, raw), 'callId');

export const ownCallPaymentInput = z.strictObject({
  callId: fields.uuid('the call'),
  method: z.enum(['CARD', 'UPI'], 'Choose CARD or UPI.'),
});

/** A portal's signed-in customer pays a call of theirs (booked in a block or a workflow step) by its id. */
export async function payOwnCall(ctx: Ctx, raw: unknown): Promise<PaymentStart> {
  const caller = await requireCustomer(ctx);
  const { callId, method } = parseInput(ownCallPaymentInput, raw);
  const [call] = await ctx.db
    .select()
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.customerId, caller.customerId), eq(calls.portalId, caller.portalId)));
  if (!call) throw new AppError('NOT_FOUND', 'That call does not exist or you do not have access to it.');
  const payable = await payableOf(ctx, call);
  return method === 'CARD' ? startCard(ctx, payable) : startUpi(ctx, payable, 'method');
}

// A workflow run's PAYMENT step: the customer's own run, or a visitor's by their link's token.

const methodField = z.enum(['CARD', 'UPI'], 'Choose CARD or UPI.');
export const ownRunPaymentInput = z.strictObject({ runId: fields.uuid('the run id'), method: methodField });
export const visitorRunPaymentInput = z.strictObject({ token: fields.token(), method: methodField });

function payableRun(loaded: LoadedRun): Payable {
  const { run, portal, graph } = loaded;
  const node = run.status === 'IN_PROGRESS' ? nodeOf(graph, run.currentStepId) : undefined;
  if (!node || node.type !== 'PAYMENT')
    throw new AppError('CONFLICT', 'This run is not waiting for a payment — reload to see where it is.');
  const config = configOf(node) as PaymentStepConfig;
  return {
    key: `run:${run.id}:${node.id}`,
    workspaceId: portal.workspaceId,
    portalId: portal.id,
    customerId: run.customerId,
    callId: null,
    runId: run.id,
    stepId: node.id,
    amount: config.amount,
    currency: config.currency,
    description: (config.description || `${loaded.workflow.name}: ${node.name ?? 'Payment'}`).slice(0, 200),
    payerName: loaded.customer?.name ?? '',
    payerEmail: loaded.customer?.email ?? run.visitorEmail ?? '',
  };
}

const startFor = (ctx: Ctx, payable: Payable, method: PaymentMethod) =>
  method === 'CARD' ? startCard(ctx, payable) : startUpi(ctx, payable, 'method');

export async function payOwnRun(ctx: Ctx, raw: unknown): Promise<PaymentStart> {
  await requireCustomer(ctx);
  const { runId, method } = parseInput(ownRunPaymentInput, raw);
  return startFor(ctx, payableRun(await requireOwnRun(ctx, runId)), method);
}

export async function payVisitorRun(ctx: Ctx, raw: unknown): Promise<PaymentStart> {
  const { token, method } = parseInput(visitorRunPaymentInput, raw);
  return startFor(ctx, payableRun(await requireVisitorRun(ctx, token)), method);
}
