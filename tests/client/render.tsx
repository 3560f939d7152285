import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../client/src/app/router';
import { system } from '../../client/src/app/theme';

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
