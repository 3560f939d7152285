import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTokenFor } from '../../client/src/portal-site/api';
import { App } from '../../client/src/portal-site/App';
import type { Boot, PublishedSite } from '../../client/src/portal-site/boot';
import { SessionProvider } from '../../client/src/portal-site/session';

/** The published portal's navigation: the HTML's public part, the customer's items fetched with their token. */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PORTAL_ID = '00000000-0000-4000-8000-000000000001';
const publicSite: PublishedSite = {
  published: true,
  header: { showLogo: false, title: '', showSignIn: true },
  footer: { text: '', links: [] },
  navigation: [{ label: 'Pricing', href: '/pricing', external: false, visibility: 'EVERYONE' }],
  pages: [{ id: '00000000-0000-4000-8000-00000000000a', title: 'Pricing', path: '/pricing', visibility: 'PUBLIC' }],
};
const customerSite: PublishedSite = {
  ...publicSite,
  navigation: [
    ...publicSite.navigation,
    { label: 'Board pack', href: 'https://docs.example.com/board.pdf', external: true, visibility: 'CUSTOMERS' },
    { label: 'Lounge', href: '/lounge', external: false, visibility: 'CUSTOMERS' },
  ],
  pages: [...publicSite.pages, { id: '00000000-0000-4000-8000-00000000000b', title: 'Lounge', path: '/lounge', visibility: 'CUSTOMERS' }],
};
const boot = (page: Boot['page'] = null): Boot =>
  ({
    id: PORTAL_ID,
    name: 'Acme',
    slug: 'acme',
    subDomain: 'acme',
    logoUrl: null,
    theme: { primaryColor: '#0f766e', accentColor: '#f59e0b', mode: 'LIGHT', font: 'SYSTEM', radius: 'MD' },
    basicInfo: { title: '', description: '', supportEmail: null },
    basename: '',
    site: publicSite,
    page,
  }) as Boot;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A server that knows the customer `pcs_good`, and records which calls carried which token. */
function server() {
  const calls: Array<{ url: string; token: string | null }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('authorization');
    const token = auth ? auth.replace(/^Bearer /, '') : null;
    calls.push({ url, token });
    const customer = token === 'pcs_good';
    if (url.startsWith('/v1/customer/auth/session'))
      return customer
        ? json(200, { success: true, data: { customer: { id: 'c1', portalId: PORTAL_ID, email: 'c@example.com', name: 'Cleo' } } })
        : json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Sign in.' });
    if (url.startsWith('/v1/public/site')) return json(200, { success: true, data: customer ? customerSite : publicSite });
    if (url.startsWith('/v1/public/pages') && !url.includes('path=%2Flounge'))
      return json(404, { success: false, code: 'NOT_FOUND', message: 'That page does not exist.' });
    if (url.startsWith('/v1/public/pages'))
      return customer
        ? json(200, {
            success: true,
            data: { id: 'p', title: 'Lounge', path: '/lounge', description: '', visibility: 'CUSTOMERS', blocks: [] },
          })
        : json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Sign in to see this page.' });
    return json(201, { success: true, data: { accepted: true } });
  });
  return calls;
}

function renderPortal(path: string, page: Boot['page'] = null) {
  keepTokenFor(PORTAL_ID);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider portal={boot(page)}>
        <App />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('the published portal’s navigation', () => {
  it('a signed-out visitor sees what is public and nothing of the customers’ items', async () => {
    const calls = server();
    renderPortal('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Board pack' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/v1/public/site'))).toBe(false);
  });

  it('a signed-in customer gets the customers-only items, asked for with their token', async () => {
    localStorage.setItem(`portico.customer.${PORTAL_ID}`, 'pcs_good');
    const calls = server();
    renderPortal('/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Board pack' })).toBeTruthy());
    expect(within(nav).getByRole('link', { name: 'Board pack' }).getAttribute('href')).toBe('https://docs.example.com/board.pdf');
    expect(within(nav).getByRole('link', { name: 'Lounge' })).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/v1/public/site'))).toEqual({ url: '/v1/public/site?portalSlug=acme', token: 'pcs_good' });
  });

  it('a page for customers the visitor’s site does not list asks them to sign in; signed in, it opens', async () => {
    server();
    const first = renderPortal('/lounge');
    expect(await screen.findByRole('button', { name: /Email me a sign-in link/ })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    first.unmount();

    localStorage.setItem(`portico.customer.${PORTAL_ID}`, 'pcs_good');
    renderPortal('/lounge');
    expect(await screen.findByRole('heading', { name: 'Lounge' })).toBeTruthy();
  });

  it('an address that is no page is still “not found”', async () => {
    server();
    renderPortal('/nowhere');
    await waitFor(() => expect(screen.queryByText(/Page not found/)).toBeTruthy());
  });
});
