import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { customerUsers } from './customers.js';
import { portals } from './portals.js';
import { calls } from './services.js';
import { users } from './users.js';
import { workflowRuns } from './workflows.js';
import { workspaces } from './workspaces.js';

export const PAYMENT_METHODS = ['CARD', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** PENDING until the provider (or the builder, for UPI) says it is paid; FAILED may be tried again; CANCELLED when its call was released. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A workspace's payment settings. The Stripe secrets are sealed (server/core/secret-box.ts: AES-256-GCM
 * with the key id in the sealed text, so a key can be rotated); the publishable key is public by design.
 */
export const paymentSettings = pgTable('payment_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  stripeSecretKey: text('stripe_secret_key'),
  /** The last four characters of the secret key, to show it masked without opening it. */
  stripeSecretKeyLast4: text('stripe_secret_key_last4'),
  stripePublishableKey: text('stripe_publishable_key'),
  stripeWebhookSecret: text('stripe_webhook_secret'),
  /** The Stripe account's name as Stripe answered when the keys were checked. */
  stripeAccountName: text('stripe_account_name'),
  upiVpa: text('upi_vpa'),
  upiPayeeName: text('upi_payee_name'),
  /** Signs a UPI provider's callbacks (sealed): a payment seen by the provider is marked received without the builder. */
  upiCallbackSecret: text('upi_callback_secret'),
  /** Days after a call's payment (and the call's end) before its money counts as withdrawable. */
  holdDays: integer('hold_days').notNull().default(7),
  /** What workflow PAYMENT steps charge in unless they say otherwise. */
  currency: text('currency').notNull().default('USD'),
  updatedAt: updatedAt(),
});

/**
 * One attempt to take money: for a call (a paid service) or a workflow run's PAYMENT step. The amount
 * and currency are copied from the service or step when the attempt is made, never from the client.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id').references(() => portals.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    callId: uuid('call_id').references(() => calls.id, { onDelete: 'set null' }),
    runId: uuid('run_id').references(() => workflowRuns.id, { onDelete: 'set null' }),
    stepId: text('step_id'),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Integer minor units of `currency` (ISO 4217). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    /** What was paid for, as the payer and the builder read it: "Strategy call with Ada, 2 Dec 10:00". */
    description: text('description').notNull(),
    payerName: text('payer_name').notNull().default(''),
    payerEmail: text('payer_email').notNull().default(''),
    /** The 1st, 2nd… attempt of one call or step by one method: part of the idempotency key. */
    attempt: integer('attempt').notNull().default(1),
    /** Sent to Stripe with the PaymentIntent's creation: one intent per call (or step), method and attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Stripe's PaymentIntent id, or the UPI transaction's UTR once received. */
    providerRef: text('provider_ref'),
    /** Portico's own reference, shown to the payer and sent as UPI's `tr`. */
    reference: text('reference').notNull(),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    index('payments_call_idx').on(t.callId),
    index('payments_run_idx').on(t.runId),
    uniqueIndex('payments_idempotency_key').on(t.workspaceId, t.idempotencyKey),
    uniqueIndex('payments_reference_key').on(t.reference),
    // A UTR or an intent is one payment of a workspace's (another workspace's UTRs are none of its business).
    uniqueIndex('payments_provider_ref_key').on(t.workspaceId, t.method, t.providerRef),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * A provider's webhook event, kept by its id: stored once (the primary key), processed once by the job
 * queue, so a duplicate or a late delivery changes nothing. `outcome` says what it did or why not.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'STRIPE' | 'UPI'>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.workspaceId, t.provider, t.eventId] })],
);

/** Money the builder withdrew: the withdrawable payments of one currency at that moment, marked with it. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    payments: integer('payments').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_workspace_idx').on(t.workspaceId, t.createdAt), check('payouts_amount_check', sql`${t.amount} > 0`)],
);

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
