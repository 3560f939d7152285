import { expect } from 'vitest';
import type { OpenApiCalls } from './calls.js';

/** Calls every saved-view route for openapi.test.ts: its success and the errors a client meets. */
export async function viewsCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const owner = await t.signUp();
  const token = owner.token;
  const portal = (await rest('POST', '/v1/portal', { token, body: { name: `OpenAPI views ${Date.now()}` } })).body.data;
  const collection = (
    await rest('POST', '/v1/database', {
      token,
      body: {
        portalId: portal.id,
        name: 'Deals',
        fields: [
          { label: 'Name', type: 'TEXT' },
          { label: 'Amount', type: 'NUMBER' },
        ],
      },
    })
  ).body.data;
  const collectionId: string = collection.id;
  const missing = '00000000-0000-4000-8000-000000000000';

  const created = await rest('POST', '/v1/database/views', {
    token,
    body: {
      collectionId,
      name: 'Big deals',
      filter: [{ field: 'amount', op: 'gte', value: 1000 }],
      sorts: 'amount:desc,name:asc',
      hiddenFields: ['name'],
      fieldOrder: ['amount', 'name'],
      columnWidths: { amount: 160 },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const view = created.body.data;
  const second = (await rest('POST', '/v1/database/views', { token, body: { collectionId, name: 'All names' } })).body.data;
  await rest('POST', '/v1/database/views', { token, body: { collectionId, name: 'big deals' } });
  await rest('POST', '/v1/database/views', { token, body: { collectionId, name: 'Bad', sorts: 'nope:asc' } });
  await rest('POST', '/v1/database/views', { body: { collectionId, name: 'Anonymous' } });
  await rest('POST', '/v1/database/views', { token, body: { collectionId: missing, name: 'Nowhere' } });

  await rest('GET', `/v1/database/views?collectionId=${collectionId}`, { token });
  await rest('GET', `/v1/database/views?collectionId=${collectionId}`);
  await rest('GET', `/v1/database/views?collectionId=${missing}`, { token });

  await rest('PATCH', '/v1/database/views', { token, body: { id: view.id, name: 'Biggest deals', sorts: [] } });
  await rest('PATCH', '/v1/database/views', { token, body: { id: view.id, name: 'All names' } });
  await rest('PATCH', '/v1/database/views', { token, body: { id: view.id, hiddenFields: ['nope'] } });
  await rest('PATCH', '/v1/database/views', { body: { id: view.id, name: 'Anonymous' } });
  await rest('PATCH', '/v1/database/views', { token, body: { id: missing, name: 'Nowhere' } });

  await rest('PUT', '/v1/database/views/order', { token, body: { collectionId, ids: [second.id, view.id] } });
  await rest('PUT', '/v1/database/views/order', { token, body: { collectionId, ids: [second.id] } });
  await rest('PUT', '/v1/database/views/order', { body: { collectionId, ids: [] } });
  await rest('PUT', '/v1/database/views/order', { token, body: { collectionId: missing, ids: [] } });

  await rest('DELETE', `/v1/database/views?id=${second.id}`, { token });
  await rest('DELETE', `/v1/database/views?id=${second.id}`, { token });
  await rest('DELETE', `/v1/database/views?id=${view.id}`);
  await rest('DELETE', '/v1/database/views?id=nope', { token });
}
