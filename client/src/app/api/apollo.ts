import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { authHeaders } from './rest';
import { reportUnauthorized } from './unauthorized';

/**
 * Bearer token and credentials like the REST helper; an UNAUTHENTICATED answer (or a 401)
 * re-checks the session through the one 401 reaction, and every failure's message is logged.
 */
export function createApolloClient() {
  const auth = new SetContextLink((previous) => ({ headers: { ...previous.headers, ...authHeaders() } }));
  const errors = new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const e of error.errors) console.error(`${operation.operationName}: ${e.message}`);
      if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) void reportUnauthorized();
    } else if (ServerError.is(error) && error.statusCode === 401) {
      void reportUnauthorized();
    } else {
      console.error(`${operation.operationName}: ${error.message}`);
    }
  });
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  return new ApolloClient({ link: ApolloLink.from([auth, errors, http]), cache: createCache() });
}

/**
 * The cache's rules, beside the queries they serve:
 * - A collection's field list is replaced whole by every answer (a deleted field must go): no merging.
 * - The portal list's "Load more" pages (`after`) are appended to one cached list by Relay's
 *   convention, and a fetch without `after` (the first page, a refetch after a create) starts it again.
 *   The records grid keeps its pages outside the cache (use-records.ts), so `records` has no policy.
 */
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          portals: relayStylePagination(),
          // Pages of one list (same portal and filters) are kept together; another filter is another list.
          customers: relayStylePagination(['portalId', 'status', 'search']),
          tickets: relayStylePagination(['portalId', 'status', 'priority', 'assigneeUserId', 'customerId', 'unreadOnly', 'search']),
          workflowRuns: relayStylePagination(['workflowId', 'status']),
          portalEvents: relayStylePagination(['portalId', 'type', 'customerId']),
          webhookDeliveries: relayStylePagination(['endpointId', 'status']),
          calendarConnection: { merge: true },
          calendarOptions: { merge: true },
        },
      },
      Collection: { fields: { fields: { merge: false } } },
      // A step's id is unique in its own graph only ("form" in two workflows): kept inside its
      // workflow or run, never merged across them by id.
      WorkflowStep: { keyFields: false },
      RunStep: { keyFields: false },
      RunCurrentStep: { keyFields: false },
      // A builder is a member of several workspaces, with a role in each: kept inside its list.
      WorkspaceMember: { keyFields: false },
      // The builder's one Google Calendar connection (no ids): a saved choice replaces the fields it answers.
      GoogleCalendarAccount: { merge: true },
    },
  });
}
