import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import Stripe from 'stripe';
import { z } from 'zod';
import { calls, PAYMENT_METHODS, PAYMENT_STATUSES, payments, payouts, type PaymentRow, type PayoutRow } from '../../../db/schema/index.js';
import { requireCustomer, requireRole, requireWorkspace } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { mailJob } from '../../core/mail.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page } from '../../core/pagination.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { currencyField } from '../service/service.service.js';
import { PAYOUT_NOTE_MAX, UTR_PATTERN } from './payment.rules.js';
import { markPaid, markRefunded } from './payment.settle.js';
import { settingsRow, stripeOf } from './payment.settings.js';

/**
 * The builder's money: the workspace's payments (filtered, paged, as CSV), the balance per currency
 * (pending, paid, withdrawable, paid out), refunds through Stripe, UPI payments marked received with
 * their UTR, and payouts that take what is withdrawable.
 */
export interface PaymentView {
  id: string;
  method: PaymentRow['method'];
  status: PaymentRow['status'];
  amount: number;
  currency: string;
  refundedAmount: number;
  description: string;
  payerName: string;
  payerEmail: string;
  reference: string;
  providerRef: string | null;
  failureReason: string | null;
  callId: string | null;
  runId: string | null;
  portalId: string | null;
  payoutId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  /** When its money can be withdrawn (paid, call over, hold passed); null when it cannot yet be said. */
  withdrawable: boolean;
}

/**
 * Withdrawable: paid (not all refunded), not paid out, its call (if any) completed, and the
 * workspace's hold passed since the later of the payment and the call's end. `p` is a payments row,
 * `c` its call (left joined), `hold` the workspace's hold in days.
 */
const eligible = (p: string, c: string, hold: SQL) =>
  sql`${sql.raw(p)}.status in ('PAID', 'PARTIALLY_REFUNDED') and ${sql.raw(p)}.payout_id is null
    and ${sql.raw(p)}.refunded_amount < ${sql.raw(p)}.amount
    and (${sql.raw(p)}.call_id is null or ${sql.raw(c)}.status = 'COMPLETED')
    and greatest(${sql.raw(p)}.paid_at, coalesce(${sql.raw(c)}.end_at, ${sql.raw(p)}.paid_at)) + make_interval(days => ${hold}) <= now()`;
const holdOf = (workspace: SQL) => sql`coalesce((select s.hold_days from payment_settings s where s.workspace_id = ${workspace}), 7)`;

/** Whether the payment `p.id` names is withdrawable (for a row of a list, a call of the host's list). */
export const withdrawableSql = (p: { id: SQL | typeof payments.id }): SQL => sql`exists (
  select 1 from payments w left join calls c on c.id = w.call_id
  where w.id = ${p.id} and ${eligible('w', 'c', holdOf(sql`w.workspace_id`))})`;

const toView = (row: PaymentRow & { withdrawable: boolean }): PaymentView => ({
  id: row.id,
  method: row.method,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  refundedAmount: row.refundedAmount,
  description: row.description,
  payerName: row.payerName,
  payerEmail: row.payerEmail,
  reference: row.reference,
  providerRef: row.providerRef,
  failureReason: row.failureReason,
  callId: row.callId,
  runId: row.runId,
  portalId: row.portalId,
  payoutId: row.payoutId,
  paidAt: row.paidAt,
  createdAt: row.createdAt,
  withdrawable: row.withdrawable,
});

export const listInput = z.strictObject({
  status: z.enum(PAYMENT_STATUSES, `The status is one of ${PAYMENT_STATUSES.join(', ')}.`).optional(),
  method: z.enum(PAYMENT_METHODS, 'The method is CARD or UPI.').optional(),
  ...pageInput,
});

export async function listPayments(ctx: Ctx, raw: unknown): Promise<Page<PaymentView>> {
  const { workspace } = await requireWorkspace(ctx);
  const input = parseInput(listInput, raw);
  return keysetPage(
    input,
    newestFirst<{ payment: PaymentRow; withdrawable: boolean; at: string }>((r) => [r.at, r.payment.id]),
    (after, take) =>
      ctx.db
        .select({
          payment: payments,
          // The call joined once and the hold read once for the page (not a subquery per row).
          withdrawable: sql<boolean>`${eligible('payments', 'calls', holdOf(sql`${workspace.id}::uuid`))}`,
          at: cursorAt(payments.createdAt),
        })
        .from(payments)
        .leftJoin(calls, eq(calls.id, payments.callId))
        .where(
          and(
            eq(payments.workspaceId, workspace.id),
            input.status ? eq(payments.status, input.status) : undefined,
            input.method ? eq(payments.method, input.method) : undefined,
            olderThan(payments.createdAt, payments.id, after),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(take),
    (rows) => rows.map((r) => toView({ ...r.payment, withdrawable: r.withdrawable })),
  );
}

export interface BalanceView {
  currency: string;
  /** Waiting for the payer. */
  pending: number;
  /** Received and kept (refunds taken off), not yet paid out. */
  paid: number;
  /** Of `paid`, what can be withdrawn now. */
  withdrawable: number;
  paidOut: number;
  refunded: number;
}

/** Per currency, in one statement over the workspace's payments and payouts. */
export async function balances(ctx: Ctx): Promise<BalanceView[]> {
  const { workspace } = await requireWorkspace(ctx);
  // One pass over the workspace's payments with their calls; the hold read once.
  const rows = await ctx.db.execute(sql`
    with hold as (select ${holdOf(sql`${workspace.id}::uuid`)} as days)
    select p.currency,
      coalesce(sum(p.amount) filter (where p.status = 'PENDING'), 0)::bigint as pending,
      coalesce(sum(p.amount - p.refunded_amount) filter (where p.status in ('PAID', 'PARTIALLY_REFUNDED') and p.payout_id is null), 0)::bigint as paid,
      coalesce(sum(p.amount - p.refunded_amount) filter (where ${eligible('p', 'c', sql`hold.days`)}), 0)::bigint as withdrawable,
      coalesce(sum(p.refunded_amount), 0)::bigint as refunded,
      coalesce((select sum(o.amount) from payouts o where o.workspace_id = ${workspace.id} and o.currency = p.currency), 0)::bigint as paid_out
    from payments p cross join hold left join calls c on c.id = p.call_id
    where p.workspace_id = ${workspace.id}
    group by p.currency
    order by p.currency`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<Record<string, string | number>>;
  return list.map((r) => ({
    currency: String(r.currency),
    pending: Number(r.pending),
    paid: Number(r.paid),
    withdrawable: Number(r.withdrawable),
    paidOut: Number(r.paid_out),
    refunded: Number(r.refunded),
  }));
}

async function ownPayment(ctx: Ctx, workspaceId: string, id: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw notFound('payment');
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.workspaceId, workspaceId)));
  if (!row) throw notFound('payment');
  return row;
}

async function viewOf(ctx: Ctx, id: string): Promise<PaymentView> {
  const [row] = await ctx.db
    .select({ payment: payments, withdrawable: sql<boolean>`${withdrawableSql({ id: payments.id })}` })
    .from(payments)
    .where(eq(payments.id, id));
  return toView({ ...row!.payment, withdrawable: row!.withdrawable });
}

export const paymentIdInput = z.strictObject({ id: fields.uuid('the payment') });

export async function getPayment(ctx: Ctx, raw: unknown): Promise<PaymentView> {
  const { workspace } = await requireWorkspace(ctx);
  const { id } = parseInput(paymentIdInput, raw);
  await ownPayment(ctx, workspace.id, id);
  return viewOf(ctx, id);
}

export const refundInput = z.strictObject({
  id: fields.uuid('the payment'),
  /** Minor units; the whole of what is left when omitted. */
  amount: z
    .number('Send the amount in the currency’s smallest unit (cents), a whole number.')
    .int('Send the amount in the currency’s smallest unit (cents), a whole number.')
    .positive('A refund is more than 0.')
    .max(100_000_000, 'That amount is more than any payment.')
    .optional(),
});

/** A refund, full or partial: through Stripe for a card; recorded for UPI (the builder sends it back). */
export async function refund(ctx: Ctx, raw: unknown): Promise<PaymentView> {
  const { workspace } = await requireWorkspace(ctx);
  requireRole(workspace.role, 'ADMIN', 'refund payments');
  const input = parseInput(refundInput, raw);
  const row = await ownPayment(ctx, workspace.id, input.id);
  if (row.status !== 'PAID' && row.status !== 'PARTIALLY_REFUNDED')
    throw new AppError('CONFLICT', `Only a paid payment can be refunded; this one is ${row.status.toLowerCase().replace('_', ' ')}.`);
  const left = row.amount - row.refundedAmount;
  const amount = input.amount ?? left;
  if (amount > left) throw badInput({ amount: `At most ${left} can be refunded (what is left of the payment, in minor units).` });
  if (row.method === 'CARD') {
    const { stripe } = stripeOf(ctx.config, await settingsRow(ctx.db, workspace.id), workspace.id);
    try {
      await stripe.refunds.create(
        { payment_intent: row.providerRef!, amount, metadata: { paymentId: row.id } },
        // One refund per payment, refunded total and amount: a double click refunds once.
        { idempotencyKey: `refund:${row.id}:${row.refundedAmount}:${amount}` },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new AppError('CONFLICT', `Stripe refused the refund: ${error.message}`);
      if (error instanceof Stripe.errors.StripeError)
        throw new AppError('NOT_CONFIGURED', 'Stripe could not be reached to refund — try again in a minute.');
      throw error;
    }
  }
  await markRefunded(ctx, row.id, row.refundedAmount + amount);
  return viewOf(ctx, row.id);
}

export const upiReceivedInput = z.strictObject({
  id: fields.uuid('the payment'),
  utr: text('the UTR')
    .trim()
    .regex(new RegExp(UTR_PATTERN), 'The UTR is the 12-digit reference of the UPI transfer (letters and digits, 6 to 35).'),
});

/** The builder saw the UPI transfer arrive: the payment is paid, once (the same UTR again changes nothing). */
export async function markUpiReceived(ctx: Ctx, raw: unknown): Promise<PaymentView> {
  const { workspace } = await requireWorkspace(ctx);
  const input = parseInput(upiReceivedInput, raw);
  const row = await ownPayment(ctx, workspace.id, input.id);
  if (row.method !== 'UPI') throw badInput({ id: 'That is a card payment: Stripe tells Portico when it is paid.' });
  if (row.status === 'PAID' || row.status === 'PARTIALLY_REFUNDED' || row.status === 'REFUNDED') {
    if (row.providerRef === input.utr) return viewOf(ctx, row.id);
    throw new AppError('CONFLICT', `This payment is already marked received with UTR ${row.providerRef}.`);
  }
  if (row.status === 'CANCELLED')
    throw new AppError('CONFLICT', 'This payment was cancelled (its call was released): refund the transfer.');
  try {
    await markPaid(ctx, row.id, { amount: row.amount, currency: row.currency, providerRef: input.utr });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw badInput({ utr: 'That UTR is already on another of your payments — check the number.' });
    throw error;
  }
  ctx.jobs.wake(mailJob);
  return viewOf(ctx, row.id);
}

export interface PayoutView {
  id: string;
  currency: string;
  amount: number;
  payments: number;
  note: string;
  createdAt: Date;
}

const toPayout = (row: PayoutRow): PayoutView => ({
  id: row.id,
  currency: row.currency,
  amount: row.amount,
  payments: row.payments,
  note: row.note,
  createdAt: row.createdAt,
});

export const payoutInput = z.strictObject({
  currency: currencyField(),
  note: text('a note').trim().max(PAYOUT_NOTE_MAX, `A note has at most ${PAYOUT_NOTE_MAX} characters.`).optional(),
});

/**
 * Records a withdrawal of everything withdrawable in one currency: the payments are locked and marked
 * with the payout in one transaction, so two payouts at once cannot take the same money.
 */
export async function createPayout(ctx: Ctx, raw: unknown): Promise<PayoutView> {
  const { builder, workspace } = await requireWorkspace(ctx);
  requireRole(workspace.role, 'ADMIN', 'record payouts');
  const input = parseInput(payoutInput, raw);
  return ctx.db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: payments.id, kept: sql<number>`${payments.amount} - ${payments.refundedAmount}` })
      .from(payments)
      .where(and(eq(payments.workspaceId, workspace.id), eq(payments.currency, input.currency), withdrawableSql({ id: payments.id })))
      .for('update');
    if (taken.length === 0) throw new AppError('CONFLICT', `Nothing is withdrawable in ${input.currency} yet.`);
    const amount = taken.reduce((sum, t) => sum + Number(t.kept), 0);
    const [payout] = await tx
      .insert(payouts)
      .values({
        workspaceId: workspace.id,
        currency: input.currency,
        amount,
        payments: taken.length,
        note: input.note ?? '',
        createdBy: builder.user.id,
      })
      .returning();
    await tx
      .update(payments)
      .set({ payoutId: payout!.id, updatedAt: new Date() })
      .where(
        sql`${payments.id} in (${sql.join(
          taken.map((t) => sql`${t.id}::uuid`),
          sql`, `,
        )}) and ${payments.payoutId} is null`,
      );
    return toPayout(payout!);
  });
}

export async function listPayouts(ctx: Ctx): Promise<PayoutView[]> {
  const { workspace } = await requireWorkspace(ctx);
  const rows = await ctx.db.select().from(payouts).where(eq(payouts.workspaceId, workspace.id)).orderBy(desc(payouts.createdAt)).limit(200);
  return rows.map(toPayout);
}

const EXPORT_MAX = 50_000;

/** The workspace's payments as CSV, newest first (amounts in minor units and as decimals). */
export async function exportPayments(ctx: Ctx): Promise<string> {
  const { workspace } = await requireWorkspace(ctx);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.workspaceId, workspace.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(EXPORT_MAX);
  // A cell a spreadsheet would run as a formula is kept as text.
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const header = [
    'Created',
    'Paid',
    'Method',
    'Status',
    'Amount (minor units)',
    'Refunded (minor units)',
    'Currency',
    'Description',
    'Payer',
    'Email',
    'Reference',
    'Provider reference',
  ];
  const data = rows.map((r) => [
    r.createdAt.toISOString(),
    r.paidAt?.toISOString() ?? '',
    r.method,
    r.status,
    String(r.amount),
    String(r.refundedAmount),
    r.currency,
    safe(r.description),
    safe(r.payerName),
    safe(r.payerEmail),
    r.reference,
    r.providerRef ?? '',
  ]);
  return Papa.unparse({ fields: header, data });
}

/** What a portal's customer sees of a payment of theirs: no payer details, no provider's ids. */
export type CustomerPaymentView = Pick<
  PaymentView,
  'id' | 'method' | 'status' | 'amount' | 'currency' | 'refundedAmount' | 'description' | 'reference' | 'paidAt' | 'createdAt'
>;

/** The signed-in customer's own payments in their portal, newest first (the latest 100). */
export async function customerPayments(ctx: Ctx): Promise<CustomerPaymentView[]> {
  const caller = await requireCustomer(ctx);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, caller.customerId), eq(payments.portalId, caller.portalId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    method: r.method,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    refundedAmount: r.refundedAmount,
    description: r.description,
    reference: r.reference,
    paidAt: r.paidAt,
    createdAt: r.createdAt,
  }));
}
