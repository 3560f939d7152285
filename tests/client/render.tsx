import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../client/src/app/router';
import { vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { Toaster } from '../../client/src/app/ui/toaster';

/** The real route table and providers, in memory at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, ...view };
}

/**
 * Answers the app's /v1 calls from a table of handlers, as the server would. Unknown paths
 * fail the test loudly.
 */
export function serverAnswers(handlers: Record<string, (init: RequestInit | undefined) => { status: number; body: unknown }>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(handlers).find((k) => url.startsWith(k));
    if (!key) throw new Error(`unexpected request ${url}`);
    const { status, body } = handlers[key]!(init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

export type GraphqlHandler = (variables: Record<string, unknown>) => unknown;
export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A signed-in builder (`user`) whose GraphQL operations are answered by name from `graphql`, with the
 * toaster mounted; the operations sent are kept, in order. An operation without an answer fails.
 */
export function signedInGraphql(user: unknown, graphql: Record<string, GraphqlHandler>) {
  const operations: GraphqlCall[] = [];
  const server = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }),
    '/graphql': (init) => {
      const { operationName, variables } = JSON.parse(String(init?.body)) as GraphqlCall;
      operations.push({ operationName, variables });
      const answer = graphql[operationName];
      if (!answer) throw new Error(`unexpected operation ${operationName}`);
      return { status: 200, body: answer(variables ?? {}) };
    },
  });
  vi.stubGlobal('fetch', server.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
  return { operations };
}
