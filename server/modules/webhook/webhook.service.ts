import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  portals,
  WEBHOOK_DELIVERY_STATUSES,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput } from '../../core/errors.js';
import { urlProblem } from '../../core/outgoing-http.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page } from '../../core/pagination.js';
import { seal } from '../../core/secret-box.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { requireDelivery, requireEndpoint, requireWebhookPortal } from './webhook.access.js';
import { webhookDeliveryJob } from './webhook.delivery.js';
import { queueDeliveries, WEBHOOK_TEST_EVENT } from './webhook.emit.js';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_URL_MAX,
} from './webhook.rules.js';

/**
 * A portal's webhook endpoints and their delivery log, for the workspace's admins and owners
 * (webhook.access.ts). What is sent, and when, is webhook.emit.ts and webhook.delivery.ts.
 */

export interface WebhookEndpointView {
  id: string;
  portalId: string;
  url: string;
  description: string;
  events: string[];
  status: WebhookEndpointRow['status'];
  disabledReason: string | null;
  failureStreak: number;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookAttemptView {
  id: string;
  attempt: number;
  responseStatus: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
  createdAt: Date;
}

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryRow['status'];
  attemptCount: number;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  payload: string;
  attempts: WebhookAttemptView[];
  createdAt: Date;
  updatedAt: Date;
}

export const toEndpointView = (e: WebhookEndpointRow): WebhookEndpointView => ({
  id: e.id,
  portalId: e.portalId,
  url: e.url,
  description: e.description,
  events: e.events,
  status: e.status,
  disabledReason: e.disabledReason,
  failureStreak: e.failureStreak,
  // Past its overlap the previous secret signs nothing: not worth showing.
  previousSecretExpiresAt: e.previousSecretExpiresAt && e.previousSecretExpiresAt > new Date() ? e.previousSecretExpiresAt : null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

const toAttemptView = (a: WebhookAttemptRow): WebhookAttemptView => ({
  id: a.id,
  attempt: a.attempt,
  responseStatus: a.responseStatus,
  error: a.error,
  responseExcerpt: a.responseExcerpt,
  durationMs: a.durationMs,
  createdAt: a.createdAt,
});

function toDeliveryView(d: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDeliveryView {
  const last = attempts[attempts.length - 1];
  return {
    id: d.id,
    endpointId: d.endpointId,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attemptCount: d.attempts,
    responseStatus: last?.responseStatus ?? null,
    durationMs: last?.durationMs ?? null,
    lastError: last?.error ?? null,
    nextAttemptAt: d.status === 'PENDING' ? d.nextAttemptAt : null,
    payload: d.payload,
    attempts: attempts.map(toAttemptView),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** The attempts of these deliveries, in order, in one statement. */
async function attemptsOf(ctx: Ctx, ids: string[]): Promise<Map<string, WebhookAttemptRow[]>> {
  const byDelivery = new Map<string, WebhookAttemptRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byDelivery;
  const rows = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, ids))
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt), asc(webhookAttempts.createdAt));
  for (const row of rows) byDelivery.get(row.deliveryId)?.push(row);
  return byDelivery;
}

/** `whsec_` and 24 random bytes in base64: the secret form Standard Webhooks' libraries take. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const urlField = () =>
  text('the endpoint’s address')
    .trim()
    .min(1, 'Please enter the endpoint’s address.')
    .max(WEBHOOK_URL_MAX, `An address has at most ${WEBHOOK_URL_MAX} characters.`)
    // The shape here; whether the host may be private depends on the server's setting (checked in the service).
    .superRefine((url, issue) => {
      const problem = urlProblem(url, true);
      if (problem) issue.addIssue({ code: 'custom', message: problem });
    });
const descriptionField = () =>
  text('a description').trim().max(WEBHOOK_DESCRIPTION_MAX, `A description has at most ${WEBHOOK_DESCRIPTION_MAX} characters.`);
const eventsField = () =>
  z
    .array(
      z.enum(WEBHOOK_EVENT_TYPES, { error: (i) => `${String(i.input)} is not an event — choose from ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
      'Send the events as a list of event names.',
    )
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENT_TYPES.length, 'Name each event once.')
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e)));

/** The refusal of a private address, when the server does not allow them. */
function checkReachable(ctx: Ctx, url: string) {
  const problem = urlProblem(url, ctx.config.webhooks.allowPrivateUrls);
  if (problem) throw badInput({ url: problem });
}

export const portalInput = z.strictObject({ portalId: fields.uuid('the portal id') });

/** The portal's endpoints, oldest first (at most WEBHOOK_ENDPOINTS_MAX). */
export async function listEndpoints(ctx: Ctx, input: unknown): Promise<WebhookEndpointView[]> {
  const { portalId } = parseInput(portalInput, input);
  await requireWebhookPortal(ctx, portalId);
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.portalId, portalId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toEndpointView);
}

export const idInput = z.strictObject({ id: fields.uuid('the endpoint id') });

export async function getEndpoint(ctx: Ctx, input: unknown): Promise<WebhookEndpointView> {
  const { id } = parseInput(idInput, input);
  const { endpoint } = await requireEndpoint(ctx, id);
  return toEndpointView(endpoint);
}

export const createInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  url: urlField(),
  description: descriptionField().optional(),
  events: eventsField(),
});

/** A new endpoint, ACTIVE; its secret is in the answer and nowhere else readable. */
export async function createEndpoint(ctx: Ctx, input: unknown): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const { portalId, url, description, events } = parseInput(createInput, input);
  const { builder } = await requireWebhookPortal(ctx, portalId);
  checkReachable(ctx, url);
  const id = randomUUID();
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    // The portal's row held while counting, so two creates at once cannot both pass the limit.
    await tx.select({ id: portals.id }).from(portals).where(eq(portals.id, portalId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.portalId, portalId));
    if (Number(count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError(
        'CONFLICT',
        `A portal has at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints — delete one you no longer use first.`,
      );
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        portalId,
        url,
        description: description ?? '',
        events,
        secretSealed: seal(ctx.config, id, secret),
        createdByUserId: builder.user.id,
      })
      .returning();
    return row!;
  });
  return { endpoint: toEndpointView(row), secret };
}

export const updateInput = z
  .strictObject({
    id: fields.uuid('the endpoint id'),
    url: urlField().optional(),
    description: descriptionField().optional(),
    events: eventsField().optional(),
    enabled: z.boolean('enabled is true or false.').optional(),
  })
  .meta({ anyOf: ['url', 'description', 'events', 'enabled'].map((name) => ({ required: [name] })) });

/**
 * Changes the address, description or events; `enabled: true` turns a DISABLED endpoint back on
 * (its failure count starts again), `enabled: false` stops it by hand.
 */
export async function updateEndpoint(ctx: Ctx, input: unknown): Promise<WebhookEndpointView> {
  const { id, enabled, ...changes } = parseInput(updateInput, input);
  const { builder, endpoint } = await requireEndpoint(ctx, id);
  if (Object.keys(changes).length === 0 && enabled === undefined)
    throw badInput({ _: 'Send a url, description, events or enabled to change.' });
  if (changes.url !== undefined) checkReachable(ctx, changes.url);
  const status =
    enabled === true && endpoint.status === 'DISABLED'
      ? { status: 'ACTIVE' as const, disabledReason: null, failureStreak: 0 }
      : enabled === false && endpoint.status === 'ACTIVE'
        ? { status: 'DISABLED' as const, disabledReason: `Turned off by ${builder.user.firstName || builder.user.email}.` }
        : {};
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ ...changes, ...status, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'That webhook endpoint does not exist or you do not have access to it.');
  return toEndpointView(row);
}

/** Deletes the endpoint with its deliveries and their attempts; answers it as it was. */
export async function deleteEndpoint(ctx: Ctx, input: unknown): Promise<WebhookEndpointView> {
  const { id } = parseInput(idInput, input);
  const { endpoint } = await requireEndpoint(ctx, id);
  await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return toEndpointView(endpoint);
}

/**
 * A new secret, shown once; the one it replaces keeps signing beside it for
 * WEBHOOK_SECRET_OVERLAP_HOURS (both signatures in `webhook-signature`), so the receiver can switch
 * without missing a message. Rotating again within the overlap drops the oldest.
 */
export async function rotateSecret(ctx: Ctx, input: unknown): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const { id } = parseInput(idInput, input);
  const { endpoint } = await requireEndpoint(ctx, id);
  const secret = newSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      secretSealed: seal(ctx.config, endpoint.id, secret),
      previousSecretSealed: endpoint.secretSealed,
      previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return { endpoint: toEndpointView(row!), secret };
}

export const deliveriesInput = z.strictObject({
  endpointId: fields.uuid('the endpoint id'),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, 'The status is PENDING, SUCCEEDED or FAILED.').optional(),
  ...pageInput,
});

const BY_NEWEST = newestFirst<{ cursorAt: string; delivery: { id: string } }>((r) => [r.cursorAt, r.delivery.id]);

/** The endpoint's deliveries, newest first, each with its attempts. */
export async function listDeliveries(ctx: Ctx, input: unknown): Promise<Page<WebhookDeliveryView>> {
  const { endpointId, status, limit, cursor } = parseInput(deliveriesInput, input);
  await requireEndpoint(ctx, endpointId);
  return keysetPage(
    { limit, cursor },
    BY_NEWEST,
    (after, take) =>
      ctx.db
        .select({ delivery: webhookDeliveries, cursorAt: cursorAt(webhookDeliveries.createdAt) })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            status ? eq(webhookDeliveries.status, status) : undefined,
            olderThan(webhookDeliveries.createdAt, webhookDeliveries.id, after),
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(take),
    async (rows) => {
      const attempts = await attemptsOf(
        ctx,
        rows.map((r) => r.delivery.id),
      );
      return rows.map((r) => toDeliveryView(r.delivery, attempts.get(r.delivery.id) ?? []));
    },
  );
}

export const retryInput = z.strictObject({ deliveryId: fields.uuid('the delivery id') });

/**
 * "Send again": the same message (same `webhook-id`, same bytes, so a receiver that has it can tell)
 * starts a new series of attempts from the first delay, even to a disabled endpoint.
 */
export async function retryDelivery(ctx: Ctx, input: unknown): Promise<WebhookDeliveryView> {
  const { deliveryId } = parseInput(retryInput, input);
  const { delivery } = await requireDelivery(ctx, deliveryId);
  if (delivery.status === 'PENDING') throw new AppError('CONFLICT', 'This delivery is still being tried — wait for it to succeed or fail.');
  const view = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.status} <> 'PENDING'`))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This delivery is still being tried — wait for it to succeed or fail.');
    // Read before the new attempt can run: the answer is the delivery as it stands now.
    const attempts = await tx
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId))
      .orderBy(asc(webhookAttempts.attempt));
    await ctx.jobs.send(webhookDeliveryJob, { deliveryId, step: 0, manual: true }, { tx });
    return toDeliveryView(row, attempts);
  });
  ctx.jobs.wake(webhookDeliveryJob);
  return view;
}

export const testInput = z.strictObject({ endpointId: fields.uuid('the endpoint id') });

/** A `webhook.test` event to this endpoint alone (whatever its events, even when disabled). */
export async function sendTestEvent(ctx: Ctx, input: unknown): Promise<WebhookDeliveryView> {
  const { endpointId } = parseInput(testInput, input);
  const { endpoint, portal, builder } = await requireEndpoint(ctx, endpointId);
  const data = {
    endpointId: endpoint.id,
    portalId: portal.id,
    message: `A test event from Portico, sent by ${builder.user.firstName || builder.user.email}.`,
  };
  const [row] = await queueDeliveries(ctx, ctx.db, [{ endpointId: endpoint.id, type: WEBHOOK_TEST_EVENT, data }], undefined, true);
  return toDeliveryView(row!, []);
}
