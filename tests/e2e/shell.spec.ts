import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { AppShell } from './pages/shell.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

test.describe('builder app shell', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('/ leads to sign-in, whose form explains what is missing', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter Email')).toBeVisible();
    await expect(page.getByText('Please enter Password')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await shot(page, '01-login-validation');
    await expectAccessible(page, 'login validation');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That email and password do not match')).toBeVisible();
  });

  test('register, the header, the profile popover, settings, reload, logout, sign in again', async ({ page }) => {
    const builder = await registerThroughUi(page);
    const shell = new AppShell(page);
    await expect(shell.header.getByText('Free Plan')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Portals', exact: true })).toBeVisible();
    await expect(page.getByText(`we sent a link to ${builder.email}`)).toBeVisible();
    await shot(page, '02-portals');
    await expectAccessible(page, 'portals');

    const menu = await shell.openProfile();
    await expect(menu.getByText('Grace Hopper')).toBeVisible();
    await expect(menu.getByText(builder.email)).toBeVisible();
    await expect(menu.getByRole('img')).toHaveCount(2); // the blank avatar in the trigger's popover
    await shot(page, '03-profile-popover');
    await expectAccessible(page, 'profile popover');
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Workspaces' }).getByText("Grace's workspace")).toBeVisible();
    await expect(page.getByRole('region', { name: 'Workspaces' }).getByText('Current')).toBeVisible();
    await shot(page, '04-settings');
    await expectAccessible(page, 'settings');

    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('region', { name: 'Workspaces' }).getByText("Grace's workspace")).toBeVisible();

    await shell.header.getByRole('link', { name: /Portico/ }).click();
    await expect(page).toHaveURL(/\/portals$/);

    await shell.logout();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await shell.token()).toBe('');

    await page.goto('/portals');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await new LoginPage(page).signIn(builder.email, builder.password);
    await expect(page).toHaveURL(/\/portals$/);
  });

  test('a revoked token sends the builder to sign-in on the next navigation', async ({ page, request }) => {
    await registerThroughUi(page);
    // The portals list has asked the server with the good token; only the next navigation asks again.
    await expect(page.getByText('No portals yet')).toBeVisible();
    const shell = new AppShell(page);
    const token = await shell.token();
    const revoked = await request.post('/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect((await revoked.json()).success).toBe(true);

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a failed logout shows "Some Error Occured" and keeps the builder signed in', async ({ page }) => {
    await registerThroughUi(page);
    await page.route('**/v1/auth/logout', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'down', code: 'INTERNAL' }),
      }),
    );
    await new AppShell(page).logout();
    await expect(page.getByText('Some Error Occured')).toBeVisible();
    await expect(page).toHaveURL(/\/portals$/);
  });

  test('the portal side navigation: six entries, relative to the portal, hidden below lg', async ({ page, request }) => {
    await registerThroughUi(page);
    const shell = new AppShell(page);
    const { slug } = await createPortalThroughApi(page, request, { name: 'Acme', slug: `acme-${unique()}` });
    await page.goto(`/${slug}/customer/42/notes`);
    await expect(shell.sideNav).toBeVisible();
    const links = shell.sideNav.getByRole('link');
    // What is under Customer is in sight: its tickets and the activity; under Integrations, Webhooks.
    await expect(links).toHaveText([
      'Layout',
      'Workflows',
      'Database',
      'Customer',
      'Tickets',
      'Activity',
      'Integrations',
      'Webhooks',
      'Settings',
    ]);
    await expect(shell.sideNav.getByRole('link', { name: 'Customer' })).toHaveAttribute('aria-current', 'page');
    await shell.sideNav.getByRole('link', { name: 'Tickets' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/customer/tickets$`));
    await expect(shell.sideNav.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    await expect(shell.sideNav.getByRole('link', { name: 'Customer' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto(`/${slug}/customer/42/notes`);
    const box = await shell.sideNav.boundingBox();
    expect(box?.width).toBe(320);
    await shot(page, '05-portal-nav');
    await expectAccessible(page, 'portal nav');

    await shell.sideNav.getByRole('link', { name: 'Database' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/database$`));
    await expect(page.getByRole('heading', { name: 'Database', exact: true })).toBeVisible();
    await expect(page.getByText('No collections yet')).toBeVisible();

    await page.goto('/portals');
    await expect(page.getByRole('heading', { name: 'Portals', exact: true })).toBeVisible();
    await expect(shell.sideNav).toHaveCount(0);

    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/${slug}/layout`);
    await expect(page.getByRole('heading', { name: 'Layout', exact: true })).toBeVisible();
    await expect(shell.sideNav).toBeHidden();
    await shot(page, '06-portal-narrow');
    await expectAccessible(page, 'portal narrow');
    // Below lg the same entries open from the header.
    await page.getByRole('button', { name: 'Open portal navigation' }).click();
    const menu = page.getByRole('navigation', { name: 'Portal menu' });
    await expect(menu.getByRole('link')).toHaveCount(9);
    await shot(page, '07-portal-narrow-menu');
    await expectAccessible(page, 'portal narrow menu');
    await menu.getByRole('link', { name: 'Workflows' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/workflows$`));
    await expect(menu).toBeHidden();
  });
});

test.describe('what the browser receives', () => {
  test('built files go out precompressed (brotli, else gzip), cached for good; large JSON is compressed too', async ({ request }) => {
    const page = await request.get('/auth/login', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const entry = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry, html).toBeTruthy();
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const asset = await request.get(entry!, { headers: { 'accept-encoding': accepts } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-encoding']).toBe(encoding);
      expect(asset.headers()['vary']).toMatch(/accept-encoding/i);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await asset.text()).toContain('import');
    }
    const plain = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();

    const json = await request.get('/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers()['content-encoding']).toBe('gzip');
    expect((await json.json()).openapi).toBe('3.1.0');
  });
});
