import { expect } from 'vitest';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of API keys (issue 30); matrix.ts gathers them by name. Keys are the current
 * workspace's, managed by its admins and owners (a member is FORBIDDEN) and never by a key (the
 * harness proves every key caller FORBIDDEN: the operations name no scope). Another builder lists and
 * makes keys in their own workspace; the owner's key is NOT_FOUND to them.
 */

/** A key of the owner's workspace made for this entry: the one to revoke. */
const ownersKey = (f: Fixture) =>
  f.memo('api-key', async () => {
    const res = await f.app.rest('POST', '/v1/workspace/api-keys', {
      token: f.owner.token,
      body: { name: f.unique('matrix-key'), scopes: ['portals:read'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.key.id as string;
  });

export const API_KEYS_REST: Record<string, RestEntry> = {
  'GET /v1/workspace/api-keys': { request: () => ({}) },
  'GET /v1/workspace/api-keys/scopes': { request: () => ({}) },
  'POST /v1/workspace/api-keys': { request: (f) => ({ body: { name: f.unique('made'), scopes: ['database:read'] } }) },
  'DELETE /v1/workspace/api-keys': { other: 'NOT_FOUND', request: async (f) => ({ query: { id: await ownersKey(f) } }) },
};

const KEY = 'id name prefix scopes status createdByName';

export const API_KEYS_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.apiKeys': { document: `query { apiKeys { ${KEY} } }` },
  'Query.apiKeyScopes': { document: 'query { apiKeyScopes { scope label description } }' },
  'Mutation.createApiKey': {
    document: `mutation ($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret key { ${KEY} } } }`,
    variables: (f) => ({ i: { name: f.unique('made'), scopes: ['database:read'] } }),
  },
  'Mutation.revokeApiKey': {
    other: 'NOT_FOUND',
    document: `mutation ($i: RevokeApiKeyInput!) { revokeApiKey(input: $i) { ${KEY} } }`,
    variables: async (f) => ({ i: { id: await ownersKey(f) } }),
  },
};
