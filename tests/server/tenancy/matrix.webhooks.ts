import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/index.js';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of outgoing webhooks (issue 30); matrix.ts gathers them by name. Every operation
 * is portal-scoped for the workspace's ADMIN and OWNER (a MEMBER is FORBIDDEN) and declares no API
 * resource, so no key may call it. Another workspace's builder gets NOT_FOUND for the owner's portal,
 * endpoint and delivery alike.
 *
 * The fixture's endpoint is made through the API with a public-looking address, then pointed at
 * 127.0.0.1 in the database: the matrix's app does not allow private addresses, so the deliveries the
 * entries cause fail at once, refused before any socket opens (no request leaves the machine).
 */
const EVENTS = ['record.created', 'ticket.raised'];

/** The owner's endpoint in the fixture's portal (made once per fixture). */
const hook = (f: Fixture) =>
  f.memo('webhooks-endpoint', async () => {
    const made = await f.app.rest('POST', '/v1/webhooks', {
      token: f.owner.token,
      body: { portalId: f.portal.id, url: 'https://hooks.example.com/matrix', description: 'Matrix', events: EVENTS },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.endpoint.id as string;
    await f.app.database.db.update(webhookEndpoints).set({ url: 'http://127.0.0.1:9/matrix' }).where(eq(webhookEndpoints.id, id));
    return id;
  });

/** A delivery of the owner's endpoint that failed for good (so it may be sent again), written straight in. */
const delivery = (f: Fixture) =>
  f.memo('webhooks-delivery', async () => {
    const [row] = await f.app.database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: await hook(f),
        messageId: `msg_${f.unique('matrix')}`,
        eventType: 'record.created',
        payload: JSON.stringify({ type: 'record.created', timestamp: new Date().toISOString(), data: { id: 'x' } }),
        status: 'FAILED',
        attempts: 3,
      })
      .returning({ id: webhookDeliveries.id });
    return row!.id;
  });

export const WEBHOOKS_REST: Record<string, RestEntry> = {
  'GET /v1/webhooks/list': {
    request: async (f) => {
      await hook(f);
      return { query: { portalId: f.portal.id } };
    },
  },
  'GET /v1/webhooks': { request: async (f) => ({ query: { id: await hook(f) } }) },
  'POST /v1/webhooks': {
    request: (f) => ({
      body: { portalId: f.portal.id, url: `https://hooks.example.com/${f.unique('made')}`, events: ['record.deleted'] },
    }),
  },
  'PATCH /v1/webhooks': {
    request: async (f) => ({ body: { id: await hook(f), description: 'Changed by the matrix', events: ['record.updated'] } }),
  },
  'DELETE /v1/webhooks': { request: async (f) => ({ query: { id: await hook(f) } }) },
  'POST /v1/webhooks/rotate-secret': { request: async (f) => ({ body: { id: await hook(f) } }) },
  'GET /v1/webhooks/deliveries': {
    request: async (f) => {
      await delivery(f);
      return { query: { endpointId: await hook(f) } };
    },
  },
  'POST /v1/webhooks/deliveries/retry': { request: async (f) => ({ body: { deliveryId: await delivery(f) } }) },
  'POST /v1/webhooks/test': { request: async (f) => ({ body: { endpointId: await hook(f) } }) },
};

const ENDPOINT = 'id portalId url description events status disabledReason failureStreak previousSecretExpiresAt createdAt updatedAt';
const DELIVERY =
  'id endpointId messageId eventType status attemptCount responseStatus durationMs lastError nextAttemptAt payload attempts { id attempt responseStatus error responseExcerpt durationMs createdAt } createdAt updatedAt';

export const WEBHOOKS_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.webhookEndpoints': {
    document: `query($p: ID!) { webhookEndpoints(portalId: $p) { ${ENDPOINT} } }`,
    variables: async (f) => {
      await hook(f);
      return { p: f.portal.id };
    },
  },
  'Query.webhookEndpoint': {
    document: `query($id: ID!) { webhookEndpoint(id: $id) { ${ENDPOINT} } }`,
    variables: async (f) => ({ id: await hook(f) }),
  },
  'Query.webhookDeliveries': {
    document: `query($e: ID!) { webhookDeliveries(endpointId: $e, first: 10) { edges { cursor node { ${DELIVERY} } } pageInfo { hasNextPage endCursor } } }`,
    variables: async (f) => {
      await delivery(f);
      return { e: await hook(f) };
    },
  },
  'Mutation.createWebhookEndpoint': {
    document: `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { ${ENDPOINT} } } }`,
    variables: (f) => ({ i: { portalId: f.portal.id, url: `https://hooks.example.com/${f.unique('made')}`, events: ['record.deleted'] } }),
  },
  'Mutation.updateWebhookEndpoint': {
    document: `mutation($i: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $i) { ${ENDPOINT} } }`,
    variables: async (f) => ({ i: { id: await hook(f), description: 'Changed by the matrix', enabled: false } }),
  },
  'Mutation.deleteWebhookEndpoint': {
    document: `mutation($i: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $i) { ${ENDPOINT} } }`,
    variables: async (f) => ({ i: { id: await hook(f) } }),
  },
  'Mutation.rotateWebhookSecret': {
    document: `mutation($i: WebhookEndpointIdInput!) { rotateWebhookSecret(input: $i) { secret endpoint { ${ENDPOINT} } } }`,
    variables: async (f) => ({ i: { id: await hook(f) } }),
  },
  'Mutation.retryWebhookDelivery': {
    document: `mutation($i: RetryWebhookDeliveryInput!) { retryWebhookDelivery(input: $i) { ${DELIVERY} } }`,
    variables: async (f) => ({ i: { deliveryId: await delivery(f) } }),
  },
  'Mutation.sendWebhookTestEvent': {
    document: `mutation($i: SendWebhookTestEventInput!) { sendWebhookTestEvent(input: $i) { ${DELIVERY} } }`,
    variables: async (f) => ({ i: { endpointId: await hook(f) } }),
  },
};
