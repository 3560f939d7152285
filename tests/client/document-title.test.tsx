import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { portal, user } from './fixtures';
import { renderApp, serverAnswers } from './render';

/** Signed in, with GraphQL answered by operation name (anything else: an error, as a broken server would). */
function signedIn(answers: Record<string, unknown | ((variables: Record<string, unknown>) => unknown)>) {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const server = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }),
    '/graphql': (init) => {
      const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
      const answer = answers[operationName];
      return {
        status: 200,
        body: (typeof answer === 'function' ? answer(variables) : answer) ?? { errors: [{ message: `unexpected ${operationName}` }] },
      };
    },
  });
  vi.stubGlobal('fetch', server.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('document titles', { timeout: 60_000 }, () => {
  it('each sign-in screen has its own', async () => {
    renderApp('/auth/login');
    await waitFor(() => expect(document.title).toBe('Sign in · Portico'));
  });

  it('a signed-in route takes its title from the route table', async () => {
    signedIn({
      PortalList: {
        data: {
          portals: { __typename: 'PortalConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
        },
      },
    });
    const { router } = renderApp('/portals');
    await waitFor(() => expect(document.title).toBe('Portals · Portico'));
    await router.navigate('/settings');
    await waitFor(() => expect(document.title).toBe('Settings · Portico'));
  });

  it("a portal's route adds the portal's name once it has loaded; an unknown portal says so", async () => {
    const notFound = {
      data: null,
      errors: [{ message: 'That portal does not exist or you do not have access to it.', extensions: { code: 'NOT_FOUND' } }],
    };
    signedIn({
      PortalBySlug: (variables: Record<string, unknown>) => (variables.slug === portal.slug ? { data: { portal } } : notFound),
      Collections: { data: { collections: [] } },
    });
    const { router } = renderApp('/acme/database');
    await waitFor(() => expect(document.title).toBe('Database · Acme Clients · Portico'));
    await router.navigate('/acme/workflows');
    await waitFor(() => expect(document.title).toBe('Workflows · Acme Clients · Portico'));

    await router.navigate('/globex/database');
    await waitFor(() => expect(document.title).toBe('Portal not found · Portico'));
  });
});
