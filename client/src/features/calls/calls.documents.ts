import { graphql } from '../../gql';

export const HostCallFields = graphql(`
  fragment HostCallFields on Call {
    id
    status
    paymentStatus
    startAt
    endAt
    serviceId
    serviceTitle
    reason
    cancelledBy
    guest {
      name
      email
      notes
      timezone
    }
    answers {
      key
      label
      text
    }
    location {
      kind
      value
    }
  }
`);

export const CallPageFields = graphql(`
  fragment CallPage on CallConnection {
    edges {
      node {
        ...HostCallFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

export const UpcomingCallsQuery = graphql(`
  query UpcomingCalls($after: String) {
    upcomingCalls(first: 20, after: $after) {
      ...CallPage
    }
  }
`);

export const CallRequestsQuery = graphql(`
  query CallRequests($after: String) {
    callRequests(first: 20, after: $after) {
      ...CallPage
    }
  }
`);

export const PastCallsQuery = graphql(`
  query PastCalls($after: String) {
    pastCalls(first: 20, after: $after) {
      ...CallPage
    }
  }
`);

export const CallsBetweenQuery = graphql(`
  query CallsBetween($from: String!, $to: String!) {
    callsBetween(from: $from, to: $to) {
      ...HostCallFields
    }
  }
`);

export const CallsHostQuery = graphql(`
  query CallsHost {
    me {
      id
      username
      timezone
    }
  }
`);

export const AcceptCallMutation = graphql(`
  mutation AcceptCall($id: ID!) {
    acceptCall(input: { id: $id }) {
      ...HostCallFields
    }
  }
`);

export const DeclineCallMutation = graphql(`
  mutation DeclineCall($id: ID!, $reason: String) {
    declineCall(input: { id: $id, reason: $reason }) {
      ...HostCallFields
    }
  }
`);

export const CancelCallMutation = graphql(`
  mutation CancelCall($id: ID!, $reason: String) {
    cancelCall(input: { id: $id, reason: $reason }) {
      ...HostCallFields
    }
  }
`);

export const RescheduleCallMutation = graphql(`
  mutation RescheduleCall($id: ID!, $start: String!) {
    rescheduleCall(input: { id: $id, start: $start }) {
      ...HostCallFields
    }
  }
`);

export const CallFeedQuery = graphql(`
  query CallFeed {
    callFeed {
      active
      createdAt
    }
  }
`);

export const RotateCallFeedMutation = graphql(`
  mutation RotateCallFeed {
    rotateCallFeed {
      url
    }
  }
`);

export const RevokeCallFeedMutation = graphql(`
  mutation RevokeCallFeed {
    revokeCallFeed {
      revoked
    }
  }
`);
