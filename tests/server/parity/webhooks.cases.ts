import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/index.js';
import { pageOf, type ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

const ENDPOINT = 'id portalId url description events status disabledReason failureStreak previousSecretExpiresAt createdAt updatedAt';
const DELIVERY =
  'id endpointId messageId eventType status attemptCount responseStatus durationMs lastError nextAttemptAt payload attempts { id attempt responseStatus error responseExcerpt durationMs createdAt } createdAt updatedAt';

/**
 * The REST/GraphQL parity cases of outgoing webhooks (issue 30). Each run has a builder with a portal
 * and an endpoint whose address holds the run's tag (masked), pointed at 127.0.0.1 in the database so
 * that the deliveries a case causes fail at once on this app (it allows no private address). A
 * delivery a case reads is written straight in, with the tag in its message id and body. The signing
 * secret is new on every run and masked like a session token.
 */
export function webhookCases(app: () => TestApp): Array<ParityCase<any>> {
  const owner = async (tag: string) => {
    const t = app();
    const { token } = await t.signUp({ email: `${tag}@example.com` });
    const portal = await t.rest('POST', '/v1/portal', { token, body: { name: `Hooks ${tag}` } });
    if (portal.status !== 201) throw new Error(JSON.stringify(portal.body));
    const made = await t.rest('POST', '/v1/webhooks', {
      token,
      body: { portalId: portal.body.data.id, url: `https://hooks.example.com/${tag}`, description: 'Parity', events: ['record.created'] },
    });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    const id = made.body.data.endpoint.id as string;
    return { token, portalId: portal.body.data.id as string, id };
  };
  /** A builder, an endpoint, and one delivery of it that failed for good. */
  const withDelivery = async (tag: string, status: 'FAILED' | 'PENDING' = 'FAILED') => {
    const s = await owner(tag);
    const db = app().database.db;
    await db
      .update(webhookEndpoints)
      .set({ url: `http://127.0.0.1:9/${tag}` })
      .where(eq(webhookEndpoints.id, s.id));
    const [row] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: s.id,
        messageId: `msg_${tag}`,
        eventType: 'record.created',
        payload: JSON.stringify({ type: 'record.created', data: { tag } }),
        status,
        attempts: 3,
      })
      .returning({ id: webhookDeliveries.id });
    return { ...s, deliveryId: row!.id };
  };
  const stranger = async (tag: string) => ({ ...(await owner(tag)), token: (await app().signUp()).token });

  return [
    {
      name: 'webhookEndpoints: the portal’s endpoints',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({ method: 'GET', url: '/v1/webhooks/list', query: { portalId: s.portalId } }),
      graphql: (s) => ({ document: `query($p: ID!) { webhookEndpoints(portalId: $p) { ${ENDPOINT} } }`, variables: { p: s.portalId } }),
      expect: 'ok',
    },
    {
      name: 'webhookEndpoint: one endpoint',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({ method: 'GET', url: '/v1/webhooks', query: { id: s.id } }),
      graphql: (s) => ({ document: `query($id: ID!) { webhookEndpoint(id: $id) { ${ENDPOINT} } }`, variables: { id: s.id } }),
      expect: 'ok',
    },
    {
      name: 'webhookEndpoint: another workspace’s is NOT_FOUND',
      setup: stranger,
      token: (s) => s.token,
      rest: (s) => ({ method: 'GET', url: '/v1/webhooks', query: { id: s.id } }),
      graphql: (s) => ({ document: `query($id: ID!) { webhookEndpoint(id: $id) { ${ENDPOINT} } }`, variables: { id: s.id } }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'createWebhookEndpoint: the endpoint and its secret',
      setup: owner,
      token: (s) => s.token,
      rest: (s, tag) => ({
        method: 'POST',
        url: '/v1/webhooks',
        body: { portalId: s.portalId, url: `https://in.example.com/${tag}`, events: ['ticket.raised', 'record.deleted'] },
      }),
      graphql: (s, tag) => ({
        document: `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { ${ENDPOINT} } secret } }`,
        variables: { i: { portalId: s.portalId, url: `https://in.example.com/${tag}`, events: ['ticket.raised', 'record.deleted'] } },
      }),
      expect: 'ok',
    },
    {
      name: 'createWebhookEndpoint: an unknown event is refused, naming it',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({
        method: 'POST',
        url: '/v1/webhooks',
        body: { portalId: s.portalId, url: 'https://in.example.com/x', events: ['record.created', 'record.melted'] },
      }),
      graphql: (s) => ({
        document: `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`,
        variables: { i: { portalId: s.portalId, url: 'https://in.example.com/x', events: ['record.created', 'record.melted'] } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { 'events.1': /record\.melted is not an event/ },
    },
    {
      name: 'createWebhookEndpoint: a private address is refused on this server',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({
        method: 'POST',
        url: '/v1/webhooks',
        body: { portalId: s.portalId, url: 'http://10.0.0.5/hook', events: ['record.created'] },
      }),
      graphql: (s) => ({
        document: `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`,
        variables: { i: { portalId: s.portalId, url: 'http://10.0.0.5/hook', events: ['record.created'] } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { url: /private or reserved address/ },
    },
    {
      name: 'updateWebhookEndpoint: new events, turned off by hand',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({ method: 'PATCH', url: '/v1/webhooks', body: { id: s.id, events: ['call.booked'], enabled: false } }),
      graphql: (s) => ({
        document: `mutation($i: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $i) { ${ENDPOINT} } }`,
        variables: { i: { id: s.id, events: ['call.booked'], enabled: false } },
      }),
      expect: 'ok',
    },
    {
      name: 'updateWebhookEndpoint: a null description is refused alike',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({ method: 'PATCH', url: '/v1/webhooks', body: { id: s.id, description: null } }),
      graphql: (s) => ({
        document: `mutation($i: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $i) { ${ENDPOINT} } }`,
        variables: { i: { id: s.id, description: null } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { description: /description/ },
    },
    {
      name: 'deleteWebhookEndpoint: answers it as it was',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/webhooks', query: { id: s.id } }),
      graphql: (s) => ({
        document: `mutation($i: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $i) { ${ENDPOINT} } }`,
        variables: { i: { id: s.id } },
      }),
      expect: 'ok',
    },
    {
      name: 'rotateWebhookSecret: a new secret, the previous one signing for a day',
      setup: owner,
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/webhooks/rotate-secret', body: { id: s.id } }),
      graphql: (s) => ({
        document: `mutation($i: WebhookEndpointIdInput!) { rotateWebhookSecret(input: $i) { endpoint { ${ENDPOINT} } secret } }`,
        variables: { i: { id: s.id } },
      }),
      expect: 'ok',
    },
    {
      name: 'webhookDeliveries: the log, newest first',
      setup: (tag) => withDelivery(tag),
      token: (s) => s.token,
      rest: (s) => ({ method: 'GET', url: '/v1/webhooks/deliveries', query: { endpointId: s.id, limit: '10' } }),
      graphql: (s) => ({
        document: `query($e: ID!) { webhookDeliveries(endpointId: $e, first: 10) { edges { node { ${DELIVERY} } } pageInfo { hasNextPage endCursor } } }`,
        variables: { e: s.id },
      }),
      map: pageOf,
      expect: 'ok',
    },
    {
      name: 'retryWebhookDelivery: the same message, a new series',
      setup: (tag) => withDelivery(tag),
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/webhooks/deliveries/retry', body: { deliveryId: s.deliveryId } }),
      graphql: (s) => ({
        document: `mutation($i: RetryWebhookDeliveryInput!) { retryWebhookDelivery(input: $i) { ${DELIVERY} } }`,
        variables: { i: { deliveryId: s.deliveryId } },
      }),
      expect: 'ok',
    },
    {
      name: 'retryWebhookDelivery: a delivery still being tried is CONFLICT',
      setup: (tag) => withDelivery(tag, 'PENDING'),
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/webhooks/deliveries/retry', body: { deliveryId: s.deliveryId } }),
      graphql: (s) => ({
        document: `mutation($i: RetryWebhookDeliveryInput!) { retryWebhookDelivery(input: $i) { ${DELIVERY} } }`,
        variables: { i: { deliveryId: s.deliveryId } },
      }),
      expect: 'CONFLICT',
    },
    {
      name: 'sendWebhookTestEvent: another workspace’s endpoint is NOT_FOUND',
      setup: stranger,
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/webhooks/test', body: { endpointId: s.id } }),
      graphql: (s) => ({
        document: `mutation($i: SendWebhookTestEventInput!) { sendWebhookTestEvent(input: $i) { ${DELIVERY} } }`,
        variables: { i: { endpointId: s.id } },
      }),
      expect: 'NOT_FOUND',
    },
  ];
}
