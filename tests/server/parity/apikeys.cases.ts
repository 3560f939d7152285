import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

const KEY = 'id name prefix scopes status requestsPerMinute costPerMinute createdByName createdAt lastUsedAt expiresAt revokedAt';

/** The REST/GraphQL parity cases of API keys (issue 30). */
export function apiKeyCases(app: () => TestApp): Array<ParityCase<any>> {
  const withKey = async (tag: string) => {
    const b = await app().signUp({ email: `${tag}@example.com` });
    const made = await app().rest('POST', '/v1/workspace/api-keys', {
      token: b.token,
      body: { name: 'Existing', scopes: ['tickets:read'] },
    });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    return { token: b.token, keyId: made.body.data.key.id as string, secret: made.body.data.secret as string };
  };
  const create = (body: Record<string, unknown>) => ({
    rest: () => ({ method: 'POST' as const, url: '/v1/workspace/api-keys', body }),
    graphql: () => ({
      document: `mutation ($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret key { ${KEY} } } }`,
      variables: { i: body },
    }),
  });
  return [
    {
      name: 'apiKeys: the workspace’s keys',
      setup: withKey,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/workspace/api-keys' }),
      graphql: () => ({ document: `{ apiKeys { ${KEY} } }` }),
      expect: 'ok',
    },
    {
      name: 'apiKeys: a key cannot list keys',
      setup: withKey,
      token: (s) => s.secret,
      rest: () => ({ method: 'GET', url: '/v1/workspace/api-keys' }),
      graphql: () => ({ document: `{ apiKeys { ${KEY} } }` }),
      expect: 'FORBIDDEN',
    },
    {
      name: 'apiKeyScopes: every domain, read and write',
      setup: withKey,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/workspace/api-keys/scopes' }),
      graphql: () => ({ document: '{ apiKeyScopes { scope resource label access description } }' }),
      expect: 'ok',
    },
    {
      name: 'createApiKey: the key and its secret, once',
      setup: withKey,
      token: (s) => s.token,
      ...create({ name: 'Reporting', scopes: ['database:read', 'portals:read'], requestsPerMinute: 120 }),
      expect: 'ok',
    },
    {
      name: 'createApiKey: an unknown scope and an empty name are refused on their fields',
      setup: withKey,
      token: (s) => s.token,
      ...create({ name: '  ', scopes: ['root'] }),
      expect: 'BAD_USER_INPUT',
      details: { name: /Please enter a name/, scopes: /Scopes are/ },
    },
    {
      name: 'createApiKey: an expiry in the past',
      setup: withKey,
      token: (s) => s.token,
      ...create({ name: 'Old', scopes: ['portals:read'], expiresAt: '2020-01-01T00:00:00Z' }),
      expect: 'BAD_USER_INPUT',
      details: { expiresAt: /future/ },
    },
    {
      name: 'revokeApiKey: revoked',
      setup: withKey,
      token: (s) => s.token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/workspace/api-keys', query: { id: s.keyId } }),
      graphql: (s) => ({
        document: `mutation ($i: RevokeApiKeyInput!) { revokeApiKey(input: $i) { ${KEY} } }`,
        variables: { i: { id: s.keyId } },
      }),
      expect: 'ok',
    },
    {
      name: 'revokeApiKey: another workspace’s key is NOT_FOUND',
      setup: async (tag: string) => ({ ...(await withKey(tag)), intruder: (await app().signUp({ email: `x-${tag}@example.com` })).token }),
      token: (s) => s.intruder,
      rest: (s) => ({ method: 'DELETE', url: '/v1/workspace/api-keys', query: { id: s.keyId } }),
      graphql: (s) => ({
        document: `mutation ($i: RevokeApiKeyInput!) { revokeApiKey(input: $i) { ${KEY} } }`,
        variables: { i: { id: s.keyId } },
      }),
      expect: 'NOT_FOUND',
    },
  ];
}
