import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES } from '../../../db/schema/api.js';

/** The answers of the webhook operations as they go over the wire. */

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
    disabledReason: z.string().nullable(),
    failureStreak: z.number().int(),
    previousSecretExpiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'WebhookEndpoint',
    description: 'An address a portal’s events are sent to, signed per Standard Webhooks. The signing secret is shown only when made.',
  });

export const webhookEndpointSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() }).meta({
  id: 'WebhookEndpointSecretPayload',
  description: 'An endpoint and its new signing secret (`whsec_…`), shown this once: keep it where the receiver can read it.',
});

export const webhookAttemptSchema = z
  .object({
    id: z.uuid(),
    attempt: z.number().int(),
    responseStatus: z.number().int().nullable(),
    error: z.string().nullable(),
    responseExcerpt: z.string().nullable(),
    durationMs: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookAttempt', description: 'One try of a delivery: how it ended and how long it took.' });

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    endpointId: z.uuid(),
    messageId: z.string(),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attemptCount: z.number().int(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    payload: z.string(),
    attempts: z.array(webhookAttemptSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'WebhookDelivery',
    description: 'One event sent to one endpoint: the message (the same bytes at every attempt) and where its delivery stands.',
  });

export const webhookDeliveryPageSchema = z
  .object({ items: z.array(webhookDeliverySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'WebhookDeliveryPage', description: 'One page of an endpoint’s deliveries, newest first.' });
