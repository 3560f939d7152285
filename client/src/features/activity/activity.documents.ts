import { graphql } from '../../gql';

export const PortalEventFields = graphql(`
  fragment PortalEventFields on PortalActivityEvent {
    id
    type
    customerId
    customer {
      id
      name
      email
    }
    data
    at
  }
`);

export const PortalEventsQuery = graphql(`
  query PortalEvents($portalId: ID!, $type: String, $customerId: ID, $first: Int, $after: String) {
    portalEvents(portalId: $portalId, type: $type, customerId: $customerId, first: $first, after: $after) {
      edges {
        node {
          ...PortalEventFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const PortalAnalyticsQuery = graphql(`
  query PortalAnalytics($portalId: ID!, $days: Int!) {
    portalAnalytics(portalId: $portalId, days: $days) {
      portalId
      days
      timeZone
      series {
        date
        visits
        pageViews
        signIns
        workflowCompletions
        tickets
      }
      totals {
        visits
        pageViews
        signIns
        workflowCompletions
        tickets
      }
      topPages {
        path
        title
        views
      }
    }
  }
`);
