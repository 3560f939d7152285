import { gql } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../client/src/app/api/apollo';
import { api } from '../../client/src/app/api/rest';
import { SessionProvider, useSession } from '../../client/src/app/session/SessionProvider';
import { hasUser } from '../../client/src/app/session/types';
import { exportCsv } from '../../client/src/features/database/export-csv';
import { uploadImport } from '../../client/src/features/database/import/upload-import';
import type { Collection } from '../../client/src/features/database/types';
import { user } from './fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const REFUSED = { success: false, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' };

/**
 * The server after the builder's session expired behind the app's back: every call is refused
 * with 401 (GraphQL: an HTTP 401, or UNAUTHENTICATED inside a 200). The session endpoint waits
 * until the test lets it answer, so a burst of failures all arrive while one re-check is running.
 */
let releaseSessions = () => {};
// A re-check left waiting would be joined by the next test's 401s: let it finish between tests.
afterEach(async () => {
  releaseSessions();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

function expiredServer({ sessionStatus = 200 } = {}) {
  const sessions: string[] = [];
  let answerSessions!: () => void;
  const sessionGate = new Promise<void>((resolve) => (answerSessions = resolve));
  releaseSessions = answerSessions;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/v1/auth/session')) {
      sessions.push(url);
      await sessionGate;
      return sessionStatus === 200 ? json(200, { success: true, data: user }) : json(401, REFUSED);
    }
    if (url.startsWith('/graphql')) {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      if (operationName.startsWith('Http401'))
        return json(401, { errors: [{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
      return json(200, { data: null, errors: [{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    if (url.startsWith('/v1/')) return json(401, REFUSED);
    throw new Error(`unexpected request ${url}`);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { sessions, answerSessions };
}

function SessionShown() {
  const { state } = useSession();
  return <p>{hasUser(state.user) ? `Signed in as ${state.user.email}` : 'Signed out'}</p>;
}

/** The real session provider, which registers the app's one reaction to a 401. */
async function renderSignedIn() {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <SessionProvider>
          <SessionShown />
        </SessionProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByText(`Signed in as ${user.email}`);
}

const query = (name: string) => gql(`query ${name} { me { id } }`);

/** A FakeXhr answering the import upload with `status`. */
function importEndpointAnswering(status: number, body: unknown) {
  class FakeXhr {
    upload = { onprogress: null, onload: null as (() => void) | null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 5);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe('a 401 re-checks the session once', () => {
  it('a burst of failing GraphQL queries and REST calls sends exactly one session request', async () => {
    const server = expiredServer();
    await renderSignedIn();
    const client = createApolloClient();

    const failures = await Promise.allSettled([
      client.query({ query: query('Http401Portals'), fetchPolicy: 'no-cache' }),
      client.query({ query: query('Http401Collections'), fetchPolicy: 'no-cache' }),
      client.query({ query: query('UnauthenticatedMe'), fetchPolicy: 'no-cache' }),
      client.query({ query: query('UnauthenticatedWorkspaces'), fetchPolicy: 'no-cache' }),
      api('GET', '/portal/list'),
      api('GET', '/workspace/list'),
    ]);
    expect(failures.map((f) => f.status)).toEqual(Array(6).fill('rejected'));
    expect(server.sessions).toHaveLength(1);

    server.answerSessions();
    await waitFor(() => expect(screen.getByText(`Signed in as ${user.email}`)).toBeTruthy());
    // Once that re-check has answered, the next 401 is news again and starts a new one.
    await api('GET', '/portal/list').catch(() => {});
    await waitFor(() => expect(server.sessions).toHaveLength(2));
  });

  it('signs the builder out when the re-check finds the session gone', async () => {
    const server = expiredServer({ sessionStatus: 401 });
    await renderSignedIn();
    await Promise.allSettled([
      api('GET', '/portal/list'),
      createApolloClient().query({ query: query('UnauthenticatedMe'), fetchPolicy: 'no-cache' }),
    ]);
    server.answerSessions();
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(server.sessions).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 from the CSV export download re-checks the session', async () => {
    const server = expiredServer();
    await renderSignedIn();
    const deals = { id: 'c1', slug: 'deals', name: 'Deals', fields: [] } as unknown as Collection;
    await expect(exportCsv({ collection: deals, filter: [], sort: [] })).rejects.toThrow('Sign in to continue.');
    expect(server.sessions).toHaveLength(1);
  });

  it('a 401 from the CSV import upload re-checks the session', async () => {
    const server = expiredServer();
    importEndpointAnswering(401, REFUSED);
    await renderSignedIn();
    const file = new File(['Name\nAcme\n'], 'deals.csv', { type: 'text/csv' });
    await expect(uploadImport({ collectionId: 'c1', mapping: { Name: 'name' }, file }, () => {})).rejects.toThrow('Sign in to continue.');
    expect(server.sessions).toHaveLength(1);
  });
});
