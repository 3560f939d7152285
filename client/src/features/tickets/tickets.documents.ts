import { graphql } from '../../gql';

export const TicketFields = graphql(`
  fragment TicketFields on Ticket {
    id
    number
    subject
    status
    priority
    unread
    messageCount
    lastMessageAt
    createdAt
    customer {
      id
      name
      email
    }
    assignee {
      id
      name
      email
    }
  }
`);

export const TicketsQuery = graphql(`
  query Tickets(
    $portalId: ID!
    $status: TicketStatus
    $priority: TicketPriority
    $assigneeUserId: String
    $customerId: ID
    $unreadOnly: Boolean
    $search: String
    $first: Int
    $after: String
  ) {
    tickets(
      portalId: $portalId
      status: $status
      priority: $priority
      assigneeUserId: $assigneeUserId
      customerId: $customerId
      unreadOnly: $unreadOnly
      search: $search
      first: $first
      after: $after
    ) {
      edges {
        node {
          ...TicketFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const TicketDetailFields = graphql(`
  fragment TicketDetailFields on TicketDetail {
    id
    number
    subject
    status
    priority
    unread
    messageCount
    lastMessageAt
    createdAt
    updatedAt
    allowedTransitions
    customer {
      id
      name
      email
    }
    assignee {
      id
      name
      email
    }
    messages {
      id
      authorType
      authorName
      internal
      body
      attachments {
        id
        url
        name
        size
        contentType
      }
      createdAt
    }
  }
`);

export const TicketQuery = graphql(`
  query Ticket($id: ID!, $portalId: ID!) {
    ticket(id: $id) {
      ...TicketDetailFields
    }
    ticketAssignees(portalId: $portalId) {
      id
      name
      email
    }
  }
`);

export const UnreadTicketCountQuery = graphql(`
  query UnreadTicketCount($portalId: ID!) {
    unreadTicketCount(portalId: $portalId)
  }
`);

export const UpdateTicketMutation = graphql(`
  mutation UpdateTicket($input: UpdateTicketInput!) {
    updateTicket(input: $input) {
      ...TicketDetailFields
    }
  }
`);

export const ReplyToTicketMutation = graphql(`
  mutation ReplyToTicket($input: ReplyToTicketInput!) {
    replyToTicket(input: $input) {
      ...TicketDetailFields
    }
  }
`);

export const DeleteTicketMutation = graphql(`
  mutation DeleteTicket($input: TicketIdInput!) {
    deleteTicket(input: $input) {
      id
    }
  }
`);

export const CreateTicketMutation = graphql(`
  mutation CreateTicket($input: CreateTicketInput!) {
    createTicket(input: $input) {
      ...TicketDetailFields
    }
  }
`);
