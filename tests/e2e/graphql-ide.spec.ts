import { expect, test, type Page } from '@playwright/test';
import { GraphqlIdePage } from './pages/graphql-ide.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

/** Requests to any other host than this server (the sandbox must work offline). */
function watchOtherHosts(page: Page) {
  const other: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('http://127.0.0.1') && !url.startsWith('data:') && !url.startsWith('blob:')) other.push(url);
  });
  return other;
}

/** What the page's policy refused, and Monaco falling back from its web workers (slow, and a sign the CSP is wrong). */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Could not create web worker|web worker/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/**
 * GraphiQL's operation tabs are `li role="tab"` elements with their close button inside (axe:
 * nested-interactive), markup of GraphiQL itself (@graphiql/react Tabs) that no prop or style changes.
 * Everything else on the page, Portico's header and the Examples panel included, is checked.
 */
const GRAPHIQL_OWN = { exclude: ['.graphiql-tab'] };

test.describe('the GraphQL sandbox (GET /graphql)', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a signed-in builder runs queries as themselves, and opens the app’s operations from Examples', async ({ page, request }) => {
    const other = watchOtherHosts(page);
    const refused = watchRefusals(page);
    const builder = await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: 'Acme clients', slug: `acme-${unique()}` });
    const ide = new GraphqlIdePage(page);
    await ide.goto();

    await expect(page).toHaveTitle(/GraphQL sandbox · Portico/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(ide.sessionNote).toContainText(
      new RegExp(`^Signed in as Grace Hopper \\(${builder.email}\\) — queries run as you, on the data of workspace .+`),
    );
    await expect(ide.backToApp).toHaveAttribute('href', '/portals');
    await expect(ide.signIn).toHaveCount(0);
    // The welcome tab: `query Me`, run with the builder's session (no header typed anywhere).
    await expect(ide.operationTabs.getByRole('tab', { name: 'Me' })).toBeVisible({ timeout: 20_000 });
    await ide.runOperation('Me');
    await expect(ide.result).toContainText(builder.email);
    await expect(page.getByText(/\bAI\b/)).toHaveCount(0);
    await shot(page, 'graphql-ide-01-signed-in');
    await expectAccessible(page, 'GraphQL sandbox', GRAPHIQL_OWN);

    await ide.examplesButton.click();
    await expect(ide.examples.getByRole('heading', { name: 'Portals' })).toBeVisible();
    await ide.examples.getByLabel('Search examples').fill('portal list');
    await expect(ide.example('PortalList')).toBeVisible();
    await expect(ide.example('CreatePortal')).toHaveCount(0);
    await shot(page, 'graphql-ide-02-examples');
    await expectAccessible(page, 'GraphQL sandbox, examples', GRAPHIQL_OWN);
    await ide.example('PortalList').click();
    await expect(ide.operationTabs.getByRole('tab', { name: 'PortalList' })).toHaveAttribute('aria-selected', 'true');
    await ide.runOperation('PortalList');
    await expect(ide.result).toContainText(portal.slug);

    await ide.examples.getByLabel('Search examples').fill('no such operation');
    await expect(ide.examples.getByText('No operation matches “no such operation”')).toBeVisible();
    expect(other).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('at 390 px the header wraps and the editor stays usable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const builder = await registerThroughUi(page);
    const ide = new GraphqlIdePage(page);
    await ide.goto();
    await expect(ide.sessionNote).toContainText(`Signed in as Grace Hopper (${builder.email})`);
    await expect(ide.run).toBeVisible({ timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await ide.runOperation('Me');
    await expect.poll(() => ide.resultText()).toContain(builder.email);
    await shot(page, 'graphql-ide-03-narrow', { viewport: true });
    await expectAccessible(page, 'GraphQL sandbox at 390 px', GRAPHIQL_OWN);
  });

  test('signed out (or with an expired token) it says so and links to sign-in, which comes back here', async ({ page }) => {
    const other = watchOtherHosts(page);
    const ide = new GraphqlIdePage(page);
    await ide.goto();
    await expect(ide.sessionNote).toContainText('You are not signed in — queries run anonymously');
    await expect(ide.signIn).toHaveAttribute('href', '/auth/login?next=/graphql');
    await expect(ide.run).toBeVisible({ timeout: 20_000 });
    await shot(page, 'graphql-ide-04-signed-out');
    await expectAccessible(page, 'GraphQL sandbox, signed out', GRAPHIQL_OWN);

    await page.evaluate(() => localStorage.setItem('token', 'expired-or-revoked'));
    await page.reload();
    await expect(ide.sessionNote).toContainText('Your session has expired');

    // Sign-in brings the builder back to the sandbox, signed in.
    const builder = await registerThroughUi(page);
    await page.evaluate(() => localStorage.clear());
    await ide.goto();
    await ide.signIn.click();
    await expect(page).toHaveURL(/\/auth\/login\?next=\/graphql$/);
    await page.getByLabel('Email').fill(builder.email);
    await page.getByLabel('Password').fill(builder.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/graphql$/);
    await expect(ide.sessionNote).toContainText(`Signed in as Grace Hopper (${builder.email})`);
    expect(other).toEqual([]);
  });
});
