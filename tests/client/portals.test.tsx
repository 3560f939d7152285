import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readableOn } from '../../client/src/portal-render/theme-style';
import { connection, portal, user } from './fixtures';
import { renderApp, serverAnswers } from './render';

const session = () => ({ status: 200, body: { success: true, data: user } });

/** The GraphQL endpoint answering by operation name. */
function graphql(answers: Record<string, unknown>) {
  return (init: RequestInit | undefined) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    return { status: 200, body: answers[operationName] ?? { errors: [{ message: `unexpected ${operationName}` }] } };
  };
}

function signedIn(answers: Record<string, unknown>) {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const server = serverAnswers({ '/v1/auth/session': session, '/graphql': graphql(answers) });
  vi.stubGlobal('fetch', server.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return server;
}

describe('portals list', () => {
  it('shows the empty state with the next action when there are none', async () => {
    signedIn({ PortalList: { data: { portals: connection('Portal', []) } } });
    renderApp('/portals');
    expect(await screen.findByText('No portals yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first portal' })).toBeTruthy();
  });

  it('shows a card per portal with its name, sub-domain and slug', async () => {
    signedIn({ PortalList: { data: { portals: connection('Portal', [portal]) } } });
    renderApp('/portals');
    const list = await screen.findByRole('list', { name: 'Your portals' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Acme Clients' }).getAttribute('href')).toBe('/acme/settings');
    expect(within(card).getByText('acme-clients')).toBeTruthy();
    expect(within(card).getByText('/acme')).toBeTruthy();
  });

  it('"Load more portals" adds the next page under the first, then goes away on the last page', async () => {
    const second = { ...portal, id: '6a4c0d1e-0000-4000-8000-000000000002', name: 'Beta Clients', slug: 'beta', subDomain: 'beta-clients' };
    const server = signedIn({});
    const pages: Record<string, unknown> = { '': connection('Portal', [portal], 'cursor-1'), 'cursor-1': connection('Portal', [second]) };
    const asked: unknown[] = [];
    const answer = server.fetchImpl;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/graphql')) return answer(input, init);
      const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: { after?: string } };
      if (operationName !== 'PortalList') return answer(input, init);
      asked.push(variables);
      return new Response(JSON.stringify({ data: { portals: pages[variables.after ?? ''] } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderApp('/portals');
    const list = await screen.findByRole('list', { name: 'Your portals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    screen.getByRole('button', { name: 'Load more portals' }).click();
    expect(await within(list).findByRole('link', { name: 'Beta Clients' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Acme Clients' })).toBeTruthy();
    expect(asked).toEqual([{ first: 24 }, { first: 24, after: 'cursor-1' }]);
    expect(screen.queryByRole('button', { name: 'Load more portals' })).toBeNull();
  });

  it('says what failed and retries', async () => {
    signedIn({ PortalList: { errors: [{ message: 'Something went wrong on our side.', extensions: { code: 'INTERNAL' } }] } });
    renderApp('/portals');
    expect(await screen.findByText('Your portals could not be loaded')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('portal routes', () => {
  it('an unknown or foreign slug shows "Portal not found" instead of the screen, and no portal entries', async () => {
    const notFound = {
      errors: [{ message: 'That portal does not exist or you do not have access to it.', extensions: { code: 'NOT_FOUND' } }],
      data: null,
    };
    signedIn({ PortalBySlug: notFound });
    renderApp('/someone-elses/settings');
    expect(await screen.findByRole('heading', { name: 'Portal not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your portals' }).getAttribute('href')).toBe('/portals');
    expect(screen.queryByRole('heading', { name: 'Settings', level: 1 })).toBeNull();
    // jsdom applies no media queries, so the lg-only side nav counts as hidden here.
    expect(within(screen.getByLabelText('Portal navigation')).queryAllByRole('link', { hidden: true })).toHaveLength(0);
  });

  it("the side navigation shows the portal's name and sub-domain", async () => {
    signedIn({ PortalBySlug: { data: { portal } } });
    renderApp('/acme/integrations');
    expect(await screen.findByRole('heading', { name: 'Integrations', level: 1 })).toBeTruthy();
    const nav = screen.getByLabelText('Portal navigation');
    expect(within(nav).getByText('Acme Clients')).toBeTruthy();
    expect(within(nav).getByText('acme-clients')).toBeTruthy();
    // The six sections, and under Customer what it holds: Tickets and Activity; under Integrations, Webhooks.
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent?.trim()),
    ).toEqual(['Layout', 'Workflows', 'Database', 'Customer', 'Tickets', 'Activity', 'Integrations', 'Webhooks', 'Settings']);
  });
});

describe('theme colours', () => {
  it('puts white on dark colours and near-black on light ones', () => {
    expect(readableOn('#4f46e5')).toBe('#ffffff');
    expect(readableOn('#0f172a')).toBe('#ffffff');
    expect(readableOn('#f59e0b')).toBe('#0f172a');
    expect(readableOn('#ffffff')).toBe('#0f172a');
  });
});
