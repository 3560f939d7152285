import { expect } from 'vitest';
import type { OpenApiCalls } from './calls.js';

/**
 * Calls every route of API keys (issue 30) for openapi.test.ts, with the answers a client meets: the
 * secret once, a key's own refusal (403), a bad scope (400), another workspace's key (404), and a key
 * past its requests of the minute (429 with Retry-After, on a route a key may call).
 */
export async function apiKeyCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const owner = await t.signUp({ firstName: 'Keys' });
  const stranger = await t.signUp({ firstName: 'Stranger' });
  expect((await rest('GET', '/v1/workspace/api-keys/scopes', { token: owner.token })).status).toBe(200);
  const made = await rest('POST', '/v1/workspace/api-keys', {
    token: owner.token,
    body: { name: 'OpenAPI', scopes: ['portals:read'], requestsPerMinute: 2 },
  });
  expect(made.status).toBe(201);
  const { key, secret } = made.body.data;
  expect((await rest('POST', '/v1/workspace/api-keys', { token: owner.token, body: { name: 'x', scopes: ['nope'] } })).status).toBe(400);
  expect((await rest('GET', '/v1/workspace/api-keys', { token: owner.token })).status).toBe(200);
  expect((await rest('GET', '/v1/workspace/api-keys', { token: secret })).status).toBe(403);
  expect((await rest('GET', '/v1/portal/list', { token: secret })).status).toBe(200);
  const limited = await rest('GET', '/v1/portal/list', { token: secret });
  expect(limited.status).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect((await rest('DELETE', `/v1/workspace/api-keys?id=${key.id}`, { token: stranger.token })).status).toBe(404);
  expect((await rest('DELETE', `/v1/workspace/api-keys?id=${key.id}`, { token: owner.token })).body.data.status).toBe('REVOKED');
  expect((await rest('GET', '/v1/portal/list', { token: secret })).status).toBe(401);
}
