import { graphql } from '../../gql';

export const PaymentSettingsFields = graphql(`
  fragment PaymentSettingsFields on PaymentSettings {
    stripe {
      configured
      secretKeyMasked
      publishableKey
      webhookSecretSet
      accountName
      webhookUrl
    }
    upi {
      vpa
      payeeName
      callbackSecretSet
      callbackUrl
    }
    holdDays
    currency
  }
`);

export const PaymentSettingsQuery = graphql(`
  query PaymentSettings {
    paymentSettings {
      ...PaymentSettingsFields
    }
  }
`);

export const UpdatePaymentSettingsMutation = graphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      ...PaymentSettingsFields
    }
  }
`);

export const PaymentFields = graphql(`
  fragment PaymentFields on Payment {
    id
    method
    status
    amount
    currency
    refundedAmount
    description
    payerName
    payerEmail
    reference
    providerRef
    failureReason
    callId
    runId
    paidAt
    createdAt
    withdrawable
  }
`);

export const PaymentsQuery = graphql(`
  query Payments($status: PaymentStatus, $method: PaymentMethod, $after: String) {
    payments(first: 25, after: $after, status: $status, method: $method) {
      edges {
        node {
          ...PaymentFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const PaymentBalancesQuery = graphql(`
  query PaymentBalances {
    paymentBalances {
      currency
      pending
      paid
      withdrawable
      paidOut
      refunded
    }
  }
`);

export const PayoutsQuery = graphql(`
  query Payouts {
    payouts {
      id
      currency
      amount
      payments
      note
      createdAt
    }
  }
`);

export const RefundPaymentMutation = graphql(`
  mutation RefundPayment($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      ...PaymentFields
    }
  }
`);

export const MarkUpiPaymentReceivedMutation = graphql(`
  mutation MarkUpiPaymentReceived($input: UpiReceivedInput!) {
    markUpiPaymentReceived(input: $input) {
      ...PaymentFields
    }
  }
`);

export const CreatePayoutMutation = graphql(`
  mutation CreatePayout($input: PayoutInput!) {
    createPayout(input: $input) {
      id
      currency
      amount
      payments
      note
      createdAt
    }
  }
`);
