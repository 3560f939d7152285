import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/index.js';
import {
  webhookDeliveries,
  webhookEndpoints,
  type CallRow,
  type CollectionRecordRow,
  type CustomerUserRow,
  type PaymentRow,
  type TicketRow,
  type WorkflowRow,
  type WorkflowRunRow,
} from '../../../db/schema/index.js';
import type { JobQueue } from '../../core/jobs.js';
import { webhookDeliveryJob } from './webhook.delivery.js';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook.rules.js';

/**
 * A portal's events, as its webhook endpoints receive them. A domain says what happened with one
 * call, in the transaction of the change: `await emitWebhookEvent(ctx, { portalId, type, data }, { tx })`.
 * It reads the portal's ACTIVE endpoints subscribed to the type (one statement on the endpoints'
 * portal index; nothing more when the portal has none), writes one webhook_deliveries row per
 * endpoint and event, and queues its first attempt in the same transaction: the event is sent if and
 * only if the change commits.
 *
 * The message is fixed here, once (its `webhook-id` and its bytes, the same at every attempt):
 * Standard Webhooks' shape, `{"type", "timestamp", "data"}`. `data` is a compact snapshot of the thing
 * made from the row the change wrote (the functions below), not the REST answer: those carry what
 * depends on the reader (a ticket's `unread`) and signed file links that expire within hours, while a
 * message may be delivered (or sent again) days later. The ids in it read the rest through the API.
 */
export interface WebhookEvent {
  /** Null or undefined: nothing is sent (a call or payment made outside any portal). */
  portalId: string | null | undefined;
  type: WebhookEventType;
  /** The event's `data`; a list sends one event per item (a bulk delete), read with one statement. */
  data: object | object[];
}

type EmitDeps = { db: Db; jobs: JobQueue };

export async function emitWebhookEvent(ctx: EmitDeps, event: WebhookEvent, options: { tx?: Tx } = {}): Promise<void> {
  if (!event.portalId) return;
  const db = options.tx ?? ctx.db;
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.portalId, event.portalId),
        eq(webhookEndpoints.status, 'ACTIVE'),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return;
  const items = Array.isArray(event.data) ? event.data : [event.data];
  await queueDeliveries(
    ctx,
    db,
    endpoints.flatMap((e) => items.map((data) => ({ endpointId: e.id, type: event.type, data }))),
    options.tx,
  );
}

/** A `webhook-id`: unique per message, kept across its attempts so a receiver can drop a repeat. */
const messageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** Standard Webhooks' payload: the same bytes at every attempt of the message. */
export const payloadOf = (type: string, data: object, at = new Date()) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** Writes the deliveries and queues each one's first attempt (with `tx`, only if it commits). */
export async function queueDeliveries(
  ctx: { jobs: JobQueue },
  db: Db | Tx,
  messages: Array<{ endpointId: string; type: string; data: object }>,
  tx?: Tx,
  manual = false,
) {
  const now = new Date();
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      messages.map((m) => ({
        endpointId: m.endpointId,
        messageId: messageId(),
        eventType: m.type,
        payload: payloadOf(m.type, m.data, now),
        nextAttemptAt: now,
      })),
    )
    .returning();
  for (const row of rows) await ctx.jobs.send(webhookDeliveryJob, { deliveryId: row.id, step: 0, manual }, tx ? { tx } : {});
  // The worker is told at once when nothing waits for a commit; otherwise a moment later (it would
  // find the jobs at its next poll anyway, JOBS_POLL_SECONDS).
  if (tx) for (const ms of [50, 500]) setTimeout(() => ctx.jobs.wake(webhookDeliveryJob), ms).unref();
  return rows;
}

export { WEBHOOK_TEST_EVENT };

// The snapshots each event's `data` is (see above). Times are ISO 8601 in UTC.

export const recordData = (row: Pick<CollectionRecordRow, 'id' | 'collectionId' | 'data' | 'createdAt' | 'updatedAt'>) => ({
  id: row.id,
  collectionId: row.collectionId,
  data: row.data,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const customerData = (c: CustomerUserRow) => ({
  id: c.id,
  portalId: c.portalId,
  email: c.email,
  name: c.name,
  status: c.status,
  createdAt: c.createdAt,
});

export const ticketData = (t: TicketRow, message: { id: string; body: string; by: 'CUSTOMER' | 'USER' }) => ({
  id: t.id,
  portalId: t.portalId,
  number: t.number,
  subject: t.subject,
  status: t.status,
  priority: t.priority,
  customerId: t.customerId,
  createdAt: t.createdAt,
  message: { id: message.id, authorType: message.by, body: message.body },
});

export const runData = (run: WorkflowRunRow, workflow: Pick<WorkflowRow, 'id' | 'name'>) => ({
  id: run.id,
  workflowId: workflow.id,
  workflowName: workflow.name,
  version: run.version,
  status: run.status,
  customerId: run.customerId,
  visitorEmail: run.visitorEmail,
  answers: run.answers,
  createdAt: run.createdAt,
  completedAt: run.completedAt,
});

export const callData = (call: CallRow) => ({
  id: call.id,
  serviceId: call.serviceId,
  serviceTitle: call.serviceTitle,
  status: call.status,
  startAt: call.startAt,
  endAt: call.endAt,
  guestName: call.guestName,
  guestEmail: call.guestEmail,
  guestTimezone: call.guestTimezone,
  customerId: call.customerId,
  location: { kind: call.locationKind, value: call.locationValue },
  paymentStatus: call.paymentStatus,
  createdAt: call.createdAt,
});

export const paymentData = (p: PaymentRow) => ({
  id: p.id,
  method: p.method,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  description: p.description,
  reference: p.reference,
  payerName: p.payerName,
  payerEmail: p.payerEmail,
  customerId: p.customerId,
  callId: p.callId,
  runId: p.runId,
  paidAt: p.paidAt,
  createdAt: p.createdAt,
});
