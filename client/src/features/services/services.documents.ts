import { graphql } from '../../gql';

export const HostAvailabilityFields = graphql(`
  fragment HostAvailabilityFields on HostAvailability {
    isDefault
    timezone
    weekly {
      mon {
        start
        end
      }
      tue {
        start
        end
      }
      wed {
        start
        end
      }
      thu {
        start
        end
      }
      fri {
        start
        end
      }
      sat {
        start
        end
      }
      sun {
        start
        end
      }
    }
    dateOverrides {
      date
      ranges {
        start
        end
      }
    }
  }
`);

export const DefaultAvailabilityQuery = graphql(`
  query DefaultAvailability {
    me {
      id
      username
      timezone
    }
    defaultAvailability {
      ...HostAvailabilityFields
    }
  }
`);

export const UpdateDefaultAvailabilityMutation = graphql(`
  mutation UpdateDefaultAvailability($input: HostAvailabilityInput!) {
    updateDefaultAvailability(input: $input) {
      ...HostAvailabilityFields
    }
  }
`);

export const ServiceAvailabilityQuery = graphql(`
  query ServiceAvailability($serviceId: ID!) {
    serviceAvailability(serviceId: $serviceId) {
      ...HostAvailabilityFields
    }
  }
`);

export const UpdateServiceAvailabilityMutation = graphql(`
  mutation UpdateServiceAvailability($input: ServiceAvailabilityInput!) {
    updateServiceAvailability(input: $input) {
      ...HostAvailabilityFields
    }
  }
`);

export const ServiceFields = graphql(`
  fragment ServiceFields on Service {
    id
    title
    slug
    description
    durationMinutes
    price {
      amount
      currency
    }
    requiresApproval
    payBeforeBooking
    active
    bufferBeforeMinutes
    bufferAfterMinutes
    minimumNoticeMinutes
    bookingWindowDays
    dailyLimit
    location {
      kind
      value
    }
    questions {
      key
      label
      type
      required
      choices
    }
  }
`);

export const MyServicesQuery = graphql(`
  query MyServices {
    me {
      id
      username
      timezone
    }
    myServices {
      ...ServiceFields
    }
  }
`);

export const CreateServiceMutation = graphql(`
  mutation CreateService($input: CreateServiceInput!) {
    createService(input: $input) {
      ...ServiceFields
    }
  }
`);

export const UpdateServiceMutation = graphql(`
  mutation UpdateService($input: UpdateServiceInput!) {
    updateService(input: $input) {
      ...ServiceFields
    }
  }
`);

export const DeleteServiceMutation = graphql(`
  mutation DeleteService($id: ID!, $cancelUpcoming: Boolean) {
    deleteService(input: { id: $id, cancelUpcoming: $cancelUpcoming }) {
      id
    }
  }
`);

export const ServiceSlotCheckQuery = graphql(`
  query ServiceSlotCheck($serviceId: ID!, $start: String!) {
    serviceSlotCheck(serviceId: $serviceId, start: $start) {
      offered
      code
      reason
    }
  }
`);

export const ServiceSlotsQuery = graphql(`
  query ServiceSlots($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) {
    serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) {
      timezone
      days {
        date
        slots
      }
    }
  }
`);
