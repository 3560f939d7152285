import { graphql } from '../../gql';

export const CustomerFields = graphql(`
  fragment CustomerFields on CustomerUser {
    id
    portalId
    email
    name
    status
    context
    lastLoginAt
    createdAt
    updatedAt
    ticketCount
  }
`);

export const CustomersQuery = graphql(`
  query Customers($portalId: ID!, $status: CustomerStatus, $search: String, $first: Int, $after: String) {
    customers(portalId: $portalId, status: $status, search: $search, first: $first, after: $after) {
      edges {
        node {
          ...CustomerFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CustomerQuery = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
    }
    customerRecords(id: $id) {
      collectionId
      collectionName
      recordId
      fieldLabel
      label
    }
    customerActivity(id: $id, first: 30) {
      edges {
        node {
          id
          type
          data
          at
        }
      }
    }
  }
`);

export const CustomerDeletionPreviewQuery = graphql(`
  query CustomerDeletionPreview($id: ID!) {
    customerDeletionPreview(id: $id) {
      id
      ticketsDeleted
      recordsCleared
    }
  }
`);

export const InviteCustomerMutation = graphql(`
  mutation InviteCustomer($input: InviteCustomerInput!) {
    inviteCustomer(input: $input) {
      ...CustomerFields
    }
  }
`);

export const ImportCustomersMutation = graphql(`
  mutation ImportCustomers($input: ImportCustomersInput!) {
    importCustomers(input: $input) {
      created
      skipped
      rows {
        row
        email
        name
        outcome
        message
      }
    }
  }
`);

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      ...CustomerFields
    }
  }
`);

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($input: CustomerIdInput!) {
    deleteCustomer(input: $input) {
      id
    }
  }
`);

export const ResendCustomerInviteMutation = graphql(`
  mutation ResendCustomerInvite($input: CustomerIdInput!) {
    resendCustomerInvite(input: $input) {
      ...CustomerFields
    }
  }
`);

export const SetCustomerStatusMutation = graphql(`
  mutation SetCustomerStatus($input: SetCustomerStatusInput!) {
    setCustomerStatus(input: $input) {
      ...CustomerFields
    }
  }
`);

export const SetCustomerContextMutation = graphql(`
  mutation SetCustomerContext($input: SetCustomerContextInput!) {
    setCustomerContext(input: $input) {
      ...CustomerFields
    }
  }
`);

export const CustomerLoginConfigQuery = graphql(`
  query CustomerLoginConfig($portalId: ID!) {
    customerLoginConfig(portalId: $portalId) {
      portalId
      selfSignup
      allowedEmailDomains
      magicLinkTtlMinutes
    }
  }
`);

export const UpdateCustomerLoginConfigMutation = graphql(`
  mutation UpdateCustomerLoginConfig($input: CustomerLoginConfigInput!) {
    updateCustomerLoginConfig(input: $input) {
      portalId
      selfSignup
      allowedEmailDomains
      magicLinkTtlMinutes
    }
  }
`);
