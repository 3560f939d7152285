import { builderSelf, defineDomain, type Operation } from '../../core/operations.js';
import { body, query } from '../../core/rest.js';
import { z } from 'zod';
import { ApiKeyResolver } from './apikey.graphql.js';
import { apiKeySchema, apiScopeSchema, createdApiKeySchema } from './apikey.schema.js';
import * as keys from './apikey.service.js';

/**
 * API keys (issue 30). Admins and owners manage them; they are the workspace's, not a person's. No
 * key manages keys: these operations name no scope, so a key gets FORBIDDEN (core/operations.ts).
 */
export const apiKeyOperations: Operation[] = [
  {
    rest: 'GET /workspace/api-keys',
    graphql: 'Query.apiKeys',
    access: builderSelf(undefined, 'ADMIN'),
    summary: 'The current workspace’s API keys, active first, newest first (the secrets are never shown again)',
    data: z.array(apiKeySchema),
    handle: (ctx) => keys.listApiKeys(ctx),
  },
  {
    rest: 'GET /workspace/api-keys/scopes',
    graphql: 'Query.apiKeyScopes',
    access: builderSelf(),
    summary: 'The scopes a key can be given, with what each lets a third party do',
    data: z.array(apiScopeSchema),
    handle: async () => keys.apiScopes(),
  },
  {
    rest: 'POST /workspace/api-keys',
    graphql: 'Mutation.createApiKey',
    access: builderSelf(undefined, 'ADMIN'),
    status: 201,
    summary: 'Make an API key for the current workspace: the secret (pk_…) is in this answer only',
    description:
      'Admins and owners. The key acts for the workspace with the scopes given, never as a person; at most 50 active keys per workspace.',
    input: keys.createInput,
    data: createdApiKeySchema,
    errors: ['CONFLICT'],
    handle: (ctx, req) => keys.createApiKey(ctx, body(req)),
  },
  {
    rest: 'DELETE /workspace/api-keys',
    graphql: 'Mutation.revokeApiKey',
    access: builderSelf(undefined, 'ADMIN'),
    summary: 'Revoke an API key: its next request is refused',
    input: keys.revokeInput,
    data: apiKeySchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => keys.revokeApiKey(ctx, query(req)),
  },
];

export const apikeyDomain = defineDomain({ name: 'apikey', operations: apiKeyOperations, resolvers: [ApiKeyResolver] });
