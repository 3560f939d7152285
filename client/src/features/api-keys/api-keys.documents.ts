import { graphql } from '../../gql';

export const ApiKeyFields = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    scopes
    status
    requestsPerMinute
    costPerMinute
    createdByName
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);

export const ApiScopeFields = graphql(`
  fragment ApiScopeFields on ApiScope {
    scope
    resource
    label
    access
    description
  }
`);

/** The screen's one read: the keys, and the scopes' names to show them by (admins and owners only). */
export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
    apiKeyScopes {
      ...ApiScopeFields
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key {
        ...ApiKeyFields
      }
      secret
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      ...ApiKeyFields
    }
  }
`);
