import { z } from 'zod';
import { defineDomain, type Access, type Operation } from '../../core/operations.js';
import { body, query } from '../../core/rest.js';
import { webhookDeliveryJob } from './webhook.delivery.js';
import { WebhookResolver } from './webhook.graphql.js';
import { webhookDeliveryPageSchema, webhookDeliverySchema, webhookEndpointSchema, webhookEndpointSecretSchema } from './webhook.schema.js';
import * as webhooks from './webhook.service.js';

/**
 * A portal's outgoing webhooks (issue 30): endpoints, their secrets and the delivery log. They send
 * the portal's data to an address of the builder's choosing, so only the workspace's admins and
 * owners manage them, and no API key may (no `resource`: a key is FORBIDDEN by the operation layer).
 */
const ADMINS: Access = { kind: 'builder', over: 'portal', role: 'ADMIN' };

export const webhookOperations: Operation[] = [
  {
    rest: 'GET /webhooks/list',
    graphql: 'Query.webhookEndpoints',
    access: ADMINS,
    summary: 'A portal’s webhook endpoints, oldest first (at most 20)',
    input: webhooks.portalInput,
    data: z.array(webhookEndpointSchema),
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.listEndpoints(ctx, query(req)),
  },
  {
    rest: 'GET /webhooks',
    graphql: 'Query.webhookEndpoint',
    access: ADMINS,
    summary: 'One webhook endpoint',
    input: webhooks.idInput,
    data: webhookEndpointSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.getEndpoint(ctx, query(req)),
  },
  {
    rest: 'POST /webhooks',
    graphql: 'Mutation.createWebhookEndpoint',
    access: ADMINS,
    summary: 'Add a webhook endpoint: its signing secret is in this answer and never shown again',
    description:
      'The address must be http or https without credentials; a private, loopback or link-local address (or localhost) is refused unless the server sets WEBHOOK_ALLOW_PRIVATE_URLS. A portal has at most 20 endpoints (CONFLICT past that).',
    input: webhooks.createInput,
    data: webhookEndpointSecretSchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
    handle: (ctx, req) => webhooks.createEndpoint(ctx, body(req)),
  },
  {
    rest: 'PATCH /webhooks',
    graphql: 'Mutation.updateWebhookEndpoint',
    access: ADMINS,
    summary: 'Change an endpoint’s address, description or events, or turn it back on (`enabled: true`) or off',
    input: webhooks.updateInput,
    data: webhookEndpointSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.updateEndpoint(ctx, body(req)),
  },
  {
    rest: 'DELETE /webhooks',
    graphql: 'Mutation.deleteWebhookEndpoint',
    access: ADMINS,
    summary: 'Delete an endpoint with its delivery log',
    input: webhooks.idInput,
    data: webhookEndpointSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.deleteEndpoint(ctx, query(req)),
  },
  {
    rest: 'POST /webhooks/rotate-secret',
    graphql: 'Mutation.rotateWebhookSecret',
    access: ADMINS,
    summary: 'A new signing secret, shown once; the previous one keeps signing beside it for 24 hours',
    input: webhooks.idInput,
    data: webhookEndpointSecretSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.rotateSecret(ctx, body(req)),
  },
  {
    rest: 'GET /webhooks/deliveries',
    graphql: 'Query.webhookDeliveries',
    access: ADMINS,
    summary: 'An endpoint’s deliveries, newest first, each with its attempts',
    input: webhooks.deliveriesInput,
    data: webhookDeliveryPageSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.listDeliveries(ctx, query(req)),
  },
  {
    rest: 'POST /webhooks/deliveries/retry',
    graphql: 'Mutation.retryWebhookDelivery',
    access: ADMINS,
    summary: 'Send a delivery again: the same message (same webhook-id), a new series of attempts',
    input: webhooks.retryInput,
    data: webhookDeliverySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
    handle: (ctx, req) => webhooks.retryDelivery(ctx, body(req)),
  },
  {
    rest: 'POST /webhooks/test',
    graphql: 'Mutation.sendWebhookTestEvent',
    access: ADMINS,
    summary: 'Send a webhook.test event to one endpoint; answers its delivery (PENDING: read the log for how it went)',
    input: webhooks.testInput,
    data: webhookDeliverySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    handle: (ctx, req) => webhooks.sendTestEvent(ctx, body(req)),
  },
];

export const webhookDomain = defineDomain({
  name: 'webhook',
  operations: webhookOperations,
  resolvers: [WebhookResolver],
  jobs: [webhookDeliveryJob],
});
