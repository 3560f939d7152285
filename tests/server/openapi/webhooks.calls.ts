import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookEndpoints } from '../../../db/schema/index.js';
import type { OpenApiCalls } from './calls.js';

/**
 * Calls every route of outgoing webhooks (issue 30) for openapi.test.ts, with the answers a client
 * meets: 200 and 201, 400 (a private address on this server, an unknown event), 401, 403 (a member,
 * a customer), 404 (another workspace's endpoint) and 409 (sending again a delivery still being tried).
 * The endpoint is made with a public-looking address, then pointed at 127.0.0.1 in the database: this
 * app does not allow private addresses, so its deliveries fail at once without leaving the machine.
 */
export async function webhookCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const register = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      remoteAddress: '198.51.100.30',
      payload: {
        email: `openapi-hooks-${name}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Hook',
        lastName: name,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.token as string;
  };
  const token = await register('owner');
  const stranger = await register('stranger');
  const portal = await rest('POST', '/v1/portal', { token, body: { name: 'Hooked' } });
  const portalId = portal.body.data.id as string;
  const NIL = '00000000-0000-4000-8000-000000000000';

  await rest('GET', `/v1/webhooks/list?portalId=${portalId}`);
  await rest('GET', `/v1/webhooks/list?portalId=${portalId}`, { token });
  const refused = await rest('POST', '/v1/webhooks', {
    token,
    body: { portalId, url: 'http://127.0.0.1:9/hook', events: ['record.created'] },
  });
  expect(refused.status).toBe(400);
  await rest('POST', '/v1/webhooks', { token, body: { portalId, url: 'https://hooks.example.com/in', events: ['nope'] } });
  const made = await rest('POST', '/v1/webhooks', {
    token,
    body: { portalId, url: 'https://hooks.example.com/in', description: 'OpenAPI', events: ['record.created'] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.endpoint.id as string;
  await t.database.db.update(webhookEndpoints).set({ url: 'http://127.0.0.1:9/hook' }).where(eq(webhookEndpoints.id, id));
  await rest('GET', `/v1/webhooks?id=${id}`, { token });
  await rest('GET', `/v1/webhooks?id=${id}`, { token: stranger });
  await rest('GET', `/v1/webhooks?id=${NIL}`, { token });
  await rest('PATCH', '/v1/webhooks', { token, body: { id, description: 'Changed', events: ['record.created', 'ticket.raised'] } });
  await rest('PATCH', '/v1/webhooks', { token: stranger, body: { id, description: 'Taken' } });
  await rest('POST', '/v1/webhooks/rotate-secret', { token, body: { id } });
  await rest('POST', '/v1/webhooks/rotate-secret', { token: stranger, body: { id } });
  const test = await rest('POST', '/v1/webhooks/test', { token, body: { endpointId: id } });
  expect(test.status, JSON.stringify(test.body)).toBe(200);
  await rest('POST', '/v1/webhooks/test', { token: stranger, body: { endpointId: id } });
  // Still being tried (its next attempt waits 5 s): sending it again is a 409.
  const again = await rest('POST', '/v1/webhooks/deliveries/retry', { token, body: { deliveryId: test.body.data.id } });
  expect(again.status).toBe(409);
  await rest('POST', '/v1/webhooks/deliveries/retry', { token: stranger, body: { deliveryId: test.body.data.id } });
  await rest('GET', `/v1/webhooks/deliveries?endpointId=${id}&limit=5`, { token });
  await rest('GET', `/v1/webhooks/deliveries?endpointId=${id}&status=FAILED`, { token });
  await rest('GET', `/v1/webhooks/deliveries?endpointId=${id}`, { token: stranger });
  await rest('DELETE', `/v1/webhooks?id=${id}`, { token: stranger });
  await rest('DELETE', `/v1/webhooks?id=${id}`, { token });
  await rest('DELETE', `/v1/webhooks?id=${id}`);
}
