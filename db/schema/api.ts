import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { portals } from './portals.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * A workspace's key for the public API. The secret is shown once; only its SHA-256 is kept, with a
 * prefix to recognise it by. The key acts through a user row of its own (`users.kind = 'API_KEY'`,
 * a member of the workspace that no person can sign in as), so every tenancy check that joins a
 * builder's membership holds for keys unchanged; its scopes are checked where each operation
 * declares who may call it (core/operations.ts). Revoked or expired: the next request is anonymous.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The key's own user row (kind API_KEY): what it creates is "by" it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the secret, shown in lists (`pk_3fA9c1x2`). */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    requestsPerMinute: integer('requests_per_minute').notNull().default(600),
    costPerMinute: integer('cost_per_minute').notNull().default(250_000),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_key').on(t.tokenHash),
    uniqueIndex('api_keys_user_key').on(t.userId),
    index('api_keys_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const WEBHOOK_ENDPOINT_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/**
 * Where a portal's events are sent (Standard Webhooks). The signing secret (`whsec_…`) is sealed at
 * rest (core/secret-box.ts); after a rotation the previous one keeps signing beside the new one
 * until `previous_secret_expires_at`, so a receiver can switch without missing a delivery. After
 * repeated failure the endpoint is DISABLED with the reason, and its owner is told by email.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'date' }),
    status: text('status').$type<WebhookEndpointStatus>().notNull().default('ACTIVE'),
    disabledReason: text('disabled_reason'),
    /** Deliveries that failed for good in a row; a success sets it back to 0. */
    failureStreak: integer('failure_streak').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_portal_idx').on(t.portalId, t.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint: the message (its `webhook-id` and the JSON body, fixed when the event
 * happened, so every attempt sends the same bytes) and where its delivery stands. PENDING while
 * attempts remain; each attempt is a row of webhook_attempts.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** One try of a delivery: when, how it ended (the response code, or the error in words), how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    /** The first kilobyte of the answer's body (what the receiver said), for the delivery log. */
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
