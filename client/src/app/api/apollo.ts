import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
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
  // A collection's field list is replaced whole by every answer (a deleted field must go): no merging.
  const cache = new InMemoryCache({ typePolicies: { Collection: { fields: { fields: { merge: false } } } } });
  return new ApolloClient({ link: ApolloLink.from([auth, errors, http]), cache });
}
