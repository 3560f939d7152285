import { graphql } from '../../gql';

export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    portalId
    url
    description
    events
    status
    disabledReason
    failureStreak
    previousSecretExpiresAt
    createdAt
    updatedAt
  }
`);

export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    endpointId
    messageId
    eventType
    status
    attemptCount
    responseStatus
    durationMs
    lastError
    nextAttemptAt
    payload
    createdAt
    updatedAt
    attempts {
      id
      attempt
      responseStatus
      error
      responseExcerpt
      durationMs
      createdAt
    }
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($portalId: ID!) {
    webhookEndpoints(portalId: $portalId) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...WebhookDeliveryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {
    deleteWebhookEndpoint(input: $input) {
      id
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {
    rotateWebhookSecret(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const SendWebhookTestEventMutation = graphql(`
  mutation SendWebhookTestEvent($input: SendWebhookTestEventInput!) {
    sendWebhookTestEvent(input: $input) {
      ...WebhookDeliveryFields
    }
  }
`);

export const RetryWebhookDeliveryMutation = graphql(`
  mutation RetryWebhookDelivery($input: RetryWebhookDeliveryInput!) {
    retryWebhookDelivery(input: $input) {
      ...WebhookDeliveryFields
    }
  }
`);
