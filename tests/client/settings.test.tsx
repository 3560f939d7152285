import { gql } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { Toaster } from '../../client/src/app/ui/toaster';
import { createCache } from '../../client/src/app/api/apollo';
import { afterWorkspaceChange } from '../../client/src/features/settings/workspace-cache';
import { connection } from './fixtures';
import { renderApp, serverAnswers } from './render';

const sessionUser = {
  id: 'u1',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  username: null,
  timezone: 'UTC',
  profileImageUrl: null,
  emailVerified: true,
  currentWorkspaceId: 'w1',
};
const me = { __typename: 'User', ...sessionUser, bio: '', createdAt: '2026-01-05T10:00:00.000Z' };
const workspace = (id: string, name: string, role: 'OWNER' | 'MEMBER', current: boolean) => ({
  __typename: 'Workspace',
  id,
  name,
  role,
  current,
});

interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The session over REST and the settings' GraphQL operations, answered by operation name. */
function settingsServer(graphql: Record<string, (variables: Record<string, unknown>) => { status?: number; body: unknown }>) {
  const operations: GraphQLCall[] = [];
  const server = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: sessionUser } }),
    '/graphql': (init) => {
      const { operationName, variables } = JSON.parse(String(init?.body)) as GraphQLCall;
      operations.push({ operationName, variables });
      const answer = graphql[operationName];
      if (!answer) throw new Error(`unexpected operation ${operationName}`);
      const { status = 200, body } = answer(variables ?? {});
      return { status, body };
    },
  });
  vi.stubGlobal('fetch', server.fetchImpl);
  return { operations };
}

function signedIn() {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user: sessionUser }));
}

// The first test also loads the lazy layout and screen, which takes seconds under jsdom.
describe('settings: workspace switch', () => {
  it('calls changeWorkspace, moves "Current", updates the session and says so', async () => {
    signedIn();
    let current = 'w1';
    const { operations } = settingsServer({
      SettingsOverview: () => ({
        body: {
          data: {
            me,
            workspaces: [
              workspace('w1', "Grace's workspace", 'OWNER', current === 'w1'),
              workspace('w2', 'Acme Agency', 'MEMBER', current === 'w2'),
            ],
          },
        },
      }),
      ChangeWorkspace: (variables) => {
        current = String(variables.workspaceId);
        return { body: { data: { changeWorkspace: workspace('w2', 'Acme Agency', 'MEMBER', true) } } };
      },
    });
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    renderApp('/settings');

    const list = await screen.findByRole('list', { name: 'Your workspaces' });
    const [personal, agency] = within(list).getAllByRole('listitem');
    expect(within(personal!).getByText('Current')).toBeTruthy();
    expect(within(personal!).queryByRole('button')).toBeNull();
    await userEvent.click(within(agency!).getByRole('button', { name: 'Switch to Acme Agency' }));

    await waitFor(() => expect(within(agency!).getByText('Current')).toBeTruthy());
    expect(operations.filter((o) => o.operationName === 'ChangeWorkspace')).toEqual([
      { operationName: 'ChangeWorkspace', variables: { workspaceId: 'w2' } },
    ]);
    expect(within(agency!).queryByRole('button', { name: /Switch/ })).toBeNull();
    expect(within(personal!).queryByText('Current')).toBeNull();
    expect(within(personal!).getByRole('button', { name: "Switch to Grace's workspace" })).toBeTruthy();
    expect(await screen.findByText('Switched to Acme Agency')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('session')!).user.currentWorkspaceId).toBe('w2');
  });

  it('keeps the list and says why when the switch fails', async () => {
    signedIn();
    settingsServer({
      SettingsOverview: () => ({
        body: {
          data: { me, workspaces: [workspace('w1', "Grace's workspace", 'OWNER', true), workspace('w2', 'Acme Agency', 'MEMBER', false)] },
        },
      }),
      ChangeWorkspace: () => ({
        body: {
          data: null,
          errors: [{ message: 'That workspace does not exist or you do not have access to it.', extensions: { code: 'NOT_FOUND' } }],
        },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    renderApp('/settings');

    const switchButton = await screen.findByRole('button', { name: 'Switch to Acme Agency' });
    await userEvent.click(switchButton);
    expect(await screen.findByText('That workspace does not exist or you do not have access to it.')).toBeTruthy();
    expect(screen.getByText('The workspace was not switched')).toBeTruthy();
    const [personal] = within(screen.getByRole('list', { name: 'Your workspaces' })).getAllByRole('listitem');
    expect(within(personal!).getByText('Current')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('session')!).user.currentWorkspaceId).toBe('w1');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Switch to Acme Agency' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows an error with a retry when the settings cannot be loaded, and loads them on retry', async () => {
    signedIn();
    let fail = true;
    settingsServer({
      SettingsOverview: () =>
        fail
          ? { status: 500, body: { errors: [{ message: 'Something went wrong on our side.', extensions: { code: 'INTERNAL' } }] } }
          : { body: { data: { me, workspaces: [workspace('w1', "Grace's workspace", 'OWNER', true)] } } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/settings');

    expect(await screen.findByText('Your settings could not be loaded', undefined)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("Grace's workspace")).toBeTruthy();
  });
});

describe('settings: username', () => {
  it('checks once the typing pauses, shows the reason and keeps Save disabled while it is taken', async () => {
    signedIn();
    const { operations } = settingsServer({
      SettingsOverview: () => ({ body: { data: { me, workspaces: [workspace('w1', "Grace's workspace", 'OWNER', true)] } } }),
      UsernameAvailability: (variables) => ({
        body: {
          data: {
            usernameAvailability:
              variables.username === 'grace'
                ? { __typename: 'Availability', available: false, reason: 'That username is taken — try grace42.' }
                : { __typename: 'Availability', available: true, reason: null },
          },
        },
      }),
    });
    renderApp('/settings');

    const input = await screen.findByLabelText('Username', undefined);
    const save = screen.getByRole('button', { name: 'Save username' }) as HTMLButtonElement;
    await userEvent.type(input, 'Grace');
    expect(await screen.findByText(/That username is taken — try grace42\./)).toBeTruthy();
    expect(save.disabled).toBe(true);
    // One question for the settled value, none for g, gr, gra, grac.
    expect(operations.filter((o) => o.operationName === 'UsernameAvailability').map((o) => o.variables)).toEqual([{ username: 'grace' }]);

    await userEvent.type(input, '-h');
    expect(await screen.findByText(/@grace-h is available/)).toBeTruthy();
    expect(save.disabled).toBe(false);
  });
});

describe('afterWorkspaceChange', () => {
  const Portals = gql`
    query Portals {
      portals {
        edges {
          cursor
          node {
            id
            name
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      portal(slug: "acme") {
        id
        name
      }
      workspaces {
        id
        name
        current
      }
      me {
        id
        currentWorkspaceId
      }
    }
  `;

  it("drops the old workspace's portals from the cache and moves the current flags", () => {
    const cache = createCache();
    cache.writeQuery({
      query: Portals,
      data: {
        portals: connection('Portal', [{ __typename: 'Portal', id: 'p1', name: 'Acme' }]),
        portal: { __typename: 'Portal', id: 'p1', name: 'Acme' },
        workspaces: [
          { __typename: 'Workspace', id: 'w1', name: 'Mine', current: true },
          { __typename: 'Workspace', id: 'w2', name: 'Theirs', current: false },
        ],
        me: { __typename: 'User', id: 'u1', currentWorkspaceId: 'w1' },
      },
    });

    afterWorkspaceChange(cache, { userId: 'u1', workspaceId: 'w2', workspaceIds: ['w1', 'w2'] });

    const state = cache.extract() as Record<string, Record<string, unknown>>;
    expect(Object.keys(state.ROOT_QUERY!).some((k) => k.startsWith('portals') || k.startsWith('portal('))).toBe(false);
    expect(state['Portal:p1']).toBeUndefined();
    expect(state['Workspace:w1']!.current).toBe(false);
    expect(state['Workspace:w2']!.current).toBe(true);
    expect(state['User:u1']!.currentWorkspaceId).toBe('w2');
  });
});
