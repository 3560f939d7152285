import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCREEN_LOAD_TIMEOUT_MS, ScreenLoadError, withTimeout } from '../../client/src/app/lazy-screen';
import { PORTAL_NAV, portalNavTarget, ROUTES } from '../../client/src/app/route-table';
import { user } from './fixtures';
import { renderApp, serverAnswers } from './render';

describe('route table (seed §2)', () => {
  it('protects the builder routes with USER and leaves auth public, portal routes with the side nav', () => {
    const byPath = Object.fromEntries(ROUTES.map((r) => [r.path, r]));
    for (const path of ['/auth/login', '/auth/register', '/oauthCallback/*']) expect(byPath[path]!.roles).toEqual([]);
    for (const path of ['/settings/*', '/portals']) {
      expect(byPath[path]!.roles).toEqual(['USER']);
      expect(byPath[path]!.nav).toBeUndefined();
    }
    const portalRoutes = ROUTES.filter((r) => r.path.startsWith('/:portalSlug'));
    // The seed's eight, the customer section's sign-in settings, ticket inbox, ticket and activity, a workflow's runs, and webhooks.
    expect(portalRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/:portalSlug/customer',
        '/:portalSlug/customer/:customerId/*',
        '/:portalSlug/customer/tickets/:ticketId',
        '/:portalSlug/workflows/:workflowSlug/runs',
        '/:portalSlug/customer/activity',
        '/:portalSlug/integrations/webhooks',
      ]),
    );
    expect(portalRoutes).toHaveLength(14);
    for (const r of portalRoutes) expect(r).toMatchObject({ roles: ['USER'], nav: 'portalNav' });
  });

  it('side-nav entries climb out of deeper paths to the same portal', () => {
    expect(PORTAL_NAV.map((e) => e.label)).toEqual(['Layout', 'Workflows', 'Database', 'Customer', 'Integrations', 'Settings']);
    expect(portalNavTarget('/acme/customer/42/notes', 'database')).toBe('/acme/database');
    expect(portalNavTarget('/acme/layout', 'settings')).toBe('/acme/settings');
  });

  it('reports a screen that does not load within 120 s as a load error', async () => {
    vi.useFakeTimers();
    const stalled = withTimeout(new Promise(() => {}));
    const assertion = expect(stalled).rejects.toBeInstanceOf(ScreenLoadError);
    vi.advanceTimersByTime(SCREEN_LOAD_TIMEOUT_MS);
    await assertion;
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('protected routes', () => {
  it('/ goes to sign-in', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('without a token a protected page redirects to sign-in without asking the server for a session', async () => {
    const server = serverAnswers({});
    vi.stubGlobal('fetch', server.fetchImpl);
    const { router } = renderApp('/portals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    // The sign-in screen may ask which ways to sign in the server offers (Google): nothing about anyone.
    expect(server.calls.filter((c) => c.url !== '/v1/auth/providers')).toEqual([]);
  });

  it('with a token and no user held, fetches the session (refresh=false), then shows the page', async () => {
    localStorage.setItem('token', 'tkn');
    const server = serverAnswers({ '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }) });
    vi.stubGlobal('fetch', server.fetchImpl);
    renderApp('/portals');
    expect(await screen.findByRole('heading', { name: 'Portals', level: 1 })).toBeTruthy();
    expect(server.calls[0]!.url).toBe('/v1/auth/session?refresh=false');
    expect((server.calls[0]!.init!.headers as Record<string, string>).authorization).toBe('Bearer tkn');
    expect(server.calls[0]!.init!.credentials).toBe('include');
    expect(JSON.parse(localStorage.getItem('session')!)).toMatchObject({ loading: false, user: { email: 'ada@example.com' } });
  });

  it('with a user held, refreshes (refresh=true); a 401 clears it and leads to sign-in', async () => {
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('session', JSON.stringify({ loading: false, user }));
    const server = serverAnswers({
      '/v1/auth/session': () => ({ status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } }),
    });
    vi.stubGlobal('fetch', server.fetchImpl);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(server.calls[0]!.url).toBe('/v1/auth/session?refresh=true');
    expect(localStorage.getItem('token')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Sign in to continue.');
  });
});
