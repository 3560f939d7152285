import { expect, test } from '@playwright/test';
import { AppShell } from './pages/shell.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, unique } from './support';

test.describe('sign-in screens', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('sign in, register, verify email and an unknown page: each accessible, each with its own title', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Portico');
    await expectAccessible(page, 'sign in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter Email')).toBeVisible();
    await expectAccessible(page, 'sign in with errors');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveTitle('Create your account · Portico');
    await expectAccessible(page, 'register');

    await page.goto('/auth/verify-email');
    await expect(page).toHaveTitle('Verify your email · Portico');
    await expectAccessible(page, 'verify email without a link');

    await page.goto(`/nothing-here-${unique()}/at/all`);
    await expect(page).toHaveTitle('Page not found · Portico');
    await expectAccessible(page, 'page not found');
  });
});

test.describe('document titles', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test("each signed-in route has its own title, a portal's with the portal's name", async ({ page, request }) => {
    await registerThroughUi(page);
    await expect(page).toHaveTitle('Portals · Portico');
    const portal = await createPortalThroughApi(page, request, { name: `Acme ${unique()}` });

    await page.goto(`/${portal.slug}/database`);
    await expect(page.getByRole('heading', { name: 'Database', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Database · ${portal.name} · Portico`);
    // Moving inside the app (no reload) retitles the tab too.
    await new AppShell(page).sideNav.getByRole('link', { name: 'Workflows' }).click();
    await expect(page).toHaveTitle(`Workflows · ${portal.name} · Portico`);
    await new AppShell(page).sideNav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveTitle(`Settings · ${portal.name} · Portico`);

    await page.goto('/settings');
    await expect(page).toHaveTitle('Settings · Portico');
    await page.goto(`/no-such-portal-${unique()}/database`);
    await expect(page.getByRole('heading', { name: 'Portal not found' })).toBeVisible();
    await expect(page).toHaveTitle('Portal not found · Portico');
  });
});
