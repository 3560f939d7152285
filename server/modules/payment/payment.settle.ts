import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/index.js';
import {
  calls,
  customerUsers,
  payments,
  portalEvents,
  portals,
  services,
  workflowRuns,
  workflows,
  type PaymentRow,
} from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import type { JobQueue } from '../../core/jobs.js';
import { brandedMail, portalBrand, type MailBrand } from '../../core/mail-layout.js';
import { queueMail } from '../../core/mail.js';
import { announce } from '../call/call.notify.js';
import { after, settle, withContext } from '../workflow/workflow.engine.js';
import { askForApproval, moveRun, runCompleted, versionGraphs } from '../workflow/workflow.runs.js';
import { emitWebhookEvent, paymentData } from '../webhook/webhook.emit.js';

/**
 * What a payment's news does, whoever brings it (a Stripe webhook, the builder marking a UPI payment
 * received): in one transaction that first locks the payment's row, so ten deliveries of one event
 * at once change it once. A paid call moves on from AWAITING_PAYMENT (requested or confirmed, with
 * its mails); a run's PAYMENT step is done and the run moves on; the payer gets a receipt.
 */
export type SettleDeps = { db: Db; config: Config; jobs: JobQueue };
export type Outcome = { changed: boolean; note: string };

const PAID_LIKE = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);

async function locked(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 10 ** fractionDigits(currency));

/** The currency's minor-unit digits as Intl knows them (JPY 0, USD 2, BHD 3). */
export const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

async function event(tx: Tx, row: PaymentRow, type: string, extra: Record<string, unknown> = {}) {
  if (!row.portalId) return;
  await tx.insert(portalEvents).values({
    portalId: row.portalId,
    customerId: row.customerId,
    type,
    data: { paymentId: row.id, amount: row.amount, currency: row.currency, method: row.method, description: row.description, ...extra },
  });
}

async function brandOf(tx: Tx, config: Config, row: PaymentRow): Promise<MailBrand> {
  const [portal] = row.portalId ? await tx.select().from(portals).where(eq(portals.id, row.portalId)) : [];
  return portal ? portalBrand(config, portal) : { name: 'Portico', logoUrl: null, primaryColor: '#4f46e5', supportEmail: null };
}

/**
 * The payment is in: `amount` and `currency` are what the provider says was paid, and must be the
 * payment's own (a webhook for another amount changes nothing and says so).
 */
export async function markPaid(
  deps: SettleDeps,
  paymentId: string,
  facts: { amount: number; currency: string; providerRef?: string; at?: Date },
): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, paymentId);
    if (!row) return { changed: false, note: 'no such payment' };
    if (PAID_LIKE.has(row.status)) return { changed: false, note: 'already paid' };
    if (facts.amount !== row.amount || facts.currency.toUpperCase() !== row.currency)
      return {
        changed: false,
        note: `refused: ${facts.amount} ${facts.currency.toUpperCase()} is not the payment's ${row.amount} ${row.currency}`,
      };
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'PAID',
        paidAt: facts.at ?? new Date(),
        failureReason: null,
        ...(facts.providerRef ? { providerRef: facts.providerRef } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, row.id))
      .returning();
    let note = 'paid';
    if (paid!.callId) note = await callPaid(deps, tx, paid!);
    if (paid!.runId && paid!.stepId) note = await stepPaid(deps, tx, paid!);
    await event(tx, paid!, 'payment.succeeded');
    // A payment of no portal (a call booked on the builder's own booking page) has no webhooks to tell.
    await emitWebhookEvent(deps, { portalId: paid!.portalId, type: 'payment.received', data: paymentData(paid!) }, { tx });
    await receipt(deps, tx, paid!);
    return { changed: true, note };
  });
}

async function callPaid(deps: SettleDeps, tx: Tx, row: PaymentRow): Promise<string> {
  const [call] = await tx.select().from(calls).where(eq(calls.id, row.callId!)).for('update');
  if (!call) return 'paid; its call is gone';
  const [service] = call.serviceId ? await tx.select().from(services).where(eq(services.id, call.serviceId)) : [];
  const waiting = call.status === 'AWAITING_PAYMENT';
  const next = waiting ? (service?.requiresApproval ? 'REQUESTED' : 'CONFIRMED') : call.status;
  await tx
    .update(calls)
    .set({ paymentStatus: 'PAID', status: next, ...(waiting ? { sequence: sql`${calls.sequence} + 1` } : {}), updatedAt: new Date() })
    .where(eq(calls.id, call.id));
  if (waiting) await announce(deps, tx, call.id, next === 'REQUESTED' ? 'requested' : 'booked');
  if (call.status === 'CANCELLED' || call.status === 'DECLINED') return `paid for a ${call.status.toLowerCase()} call: refund it`;
  return waiting ? `paid; call ${next.toLowerCase()}` : 'paid';
}

/** The run stands at the step: it moves on as if the customer had sent it, with the payment as the answer. */
async function stepPaid(deps: SettleDeps, tx: Tx, row: PaymentRow): Promise<string> {
  const [run] = await tx.select().from(workflowRuns).where(eq(workflowRuns.id, row.runId!)).for('update');
  if (!run || run.status !== 'IN_PROGRESS' || run.currentStepId !== row.stepId) return 'paid; the run had moved on';
  const [workflow] = await tx.select().from(workflows).where(eq(workflows.id, run.workflowId));
  const [portal] = await tx.select().from(portals).where(eq(portals.id, run.portalId));
  const graph = (await versionGraphs(tx, run.workflowId, [run.version])).get(run.version)!;
  const answer = { paymentId: row.id, method: row.method, amount: row.amount, currency: row.currency, reference: row.reference };
  const [customer] = run.customerId
    ? await tx.select({ context: customerUsers.context }).from(customerUsers).where(eq(customerUsers.id, run.customerId))
    : [];
  const position = settle(graph, after(graph, row.stepId!), withContext({ ...run.answers, [row.stepId!]: answer }, customer?.context));
  const moved = await moveRun(tx, run, row.stepId!, 'IN_PROGRESS', answer, position);
  if (!moved || !workflow || !portal) return 'paid; the run had moved on';
  if (position.status === 'WAITING') await askForApproval(deps, tx, portal, workflow, moved, graph);
  if (position.status === 'COMPLETED') await runCompleted(deps, tx, moved, workflow);
  return `paid; run ${position.status.toLowerCase()}`;
}

async function receipt(deps: SettleDeps, tx: Tx, row: PaymentRow) {
  if (!row.payerEmail) return;
  const brand = await brandOf(tx, deps.config, row);
  const amount = money(row.amount, row.currency);
  await queueMail(
    deps,
    {
      to: row.payerEmail,
      ...brandedMail(brand, `Receipt: ${amount} to ${brand.name}`, {
        preheader: `${amount} received for ${row.description}.`,
        heading: `Thank you — ${amount} received`,
        paragraphs: [
          `${row.description}.`,
          `Paid by ${row.method === 'CARD' ? 'card' : 'UPI'} on ${(row.paidAt ?? new Date()).toISOString().slice(0, 10)}.`,
          `Reference: ${row.reference}${row.method === 'UPI' && row.providerRef ? ` (UTR ${row.providerRef})` : ''}.`,
        ],
      }),
    },
    { tx },
  );
}

/** A try failed (a declined card): the payer may try again; the reason is kept for them and the builder. */
export async function markFailed(deps: SettleDeps, paymentId: string, reason: string): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, paymentId);
    if (!row) return { changed: false, note: 'no such payment' };
    // A late failure of an attempt that later succeeded (events out of order) changes nothing.
    if (row.status !== 'PENDING') return { changed: false, note: `already ${row.status.toLowerCase()}` };
    const [failed] = await tx
      .update(payments)
      .set({ status: 'FAILED', failureReason: reason.slice(0, 500), updatedAt: new Date() })
      .where(eq(payments.id, row.id))
      .returning();
    if (row.callId)
      await tx
        .update(calls)
        .set({ paymentStatus: 'FAILED', updatedAt: new Date() })
        .where(and(eq(calls.id, row.callId), eq(calls.paymentStatus, 'PENDING')));
    await event(tx, failed!, 'payment.failed', { reason: failed!.failureReason });
    return { changed: true, note: 'failed' };
  });
}

/**
 * The total refunded so far as the provider says it (not an increment: a repeated or late event
 * cannot count a refund twice); only ever grows.
 */
export async function markRefunded(deps: Pick<SettleDeps, 'db'>, paymentId: string, refundedTotal: number): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, paymentId);
    if (!row) return { changed: false, note: 'no such payment' };
    if (!PAID_LIKE.has(row.status)) return { changed: false, note: `not paid (${row.status.toLowerCase()})` };
    if (refundedTotal > row.amount) return { changed: false, note: `refused: refunds of ${refundedTotal} exceed ${row.amount}` };
    if (refundedTotal <= row.refundedAmount) return { changed: false, note: 'already counted' };
    const status = refundedTotal === row.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const [updated] = await tx
      .update(payments)
      .set({ status, refundedAmount: refundedTotal, updatedAt: new Date() })
      .where(eq(payments.id, row.id))
      .returning();
    if (row.callId) await tx.update(calls).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(calls.id, row.callId));
    await event(tx, updated!, 'payment.refunded', { refunded: refundedTotal });
    return { changed: true, note: status.toLowerCase() };
  });
}
