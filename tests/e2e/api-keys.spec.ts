import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiKeysPage } from './pages/api-keys.page';
import { GraphqlIdePage } from './pages/graphql-ide.page';
import { builderApi, createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

/**
 * Issue 30 in the browser: a builder makes a read-only API key in Settings → API keys, copies its
 * secret the one time it is shown, runs a query with it in the GraphQL sandbox (the key typed in the
 * sandbox's Headers wins over the builder's own session), revokes it, and the same query is refused.
 */

const PORTALS_QUERY = '{ portals(first: 5) { edges { node { name } } } }';

/** Replaces what a Monaco editor of the sandbox holds, as a paste would (typed keys would get Monaco's closing brackets). */
async function setEditor(page: Page, editor: Locator, text: string) {
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** GraphiQL's Headers tab under the operation, opened: its editor (the Variables editor shares the region, hidden). */
async function openHeaders(page: Page) {
  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Headers' }).locator('.monaco-editor[data-uri$="request-headers.json"]');
  await expect(editor).toBeVisible();
  return editor;
}

test.describe('Settings → API keys', () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('a builder creates a read-only key, copies it once, uses it in the sandbox, revokes it, and the sandbox is refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Northwind ${unique()}` });
    const keys = new ApiKeysPage(page);
    await keys.open();

    await expect(keys.section.getByText('No API keys yet')).toBeVisible();
    await expectAccessible(page, 'API keys, none yet');
    await shot(page, 'api-keys-01-empty');

    // A read-only key for one domain: portals:read.
    await keys.createButton.click();
    await expect(keys.createDialog).toBeVisible();
    await keys.name.fill('Portal directory sync');
    await keys.tick('Read', 'Portals');
    await expect(keys.scope('Write', 'Portals')).not.toBeChecked();
    await expectAccessible(page, 'the create dialog');
    await shot(page, 'api-keys-02-create', { viewport: true });
    await keys.submit.click();

    // The secret, once: read from the dialog's field, and copied with its button.
    const shown = keys.secretDialog('Portal directory sync');
    await expect(shown).toBeVisible();
    await expect(shown.getByText('Copy it now — you won’t see it again. Portico keeps only a hash.')).toBeVisible();
    const secret = await keys.secretField('Portal directory sync').inputValue();
    expect(secret).toMatch(/^pk_[A-Za-z0-9_-]{20,}$/);
    await expect(keys.secretField('Portal directory sync')).toHaveAttribute('readonly', '');
    await shown.getByRole('button', { name: 'Copy the secret' }).click();
    await expect(shown.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(shown.getByText(`curl -H "Authorization: Bearer ${secret}" `, { exact: false })).toContainText('/v1/portal/list');
    await expectAccessible(page, 'the secret dialog');
    await shot(page, 'api-keys-03-secret', { viewport: true });

    // "Try it in the GraphQL sandbox" opens it in a new tab.
    const [sandboxPage] = await Promise.all([
      page.waitForEvent('popup'),
      shown.getByRole('link', { name: /Try it in the GraphQL sandbox/ }).click(),
    ]);

    // Closed, the secret is nowhere on the page any more; the key is listed by its prefix.
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    const row = keys.row('Portal directory sync');
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText(`${secret.slice(0, 11)}…`)).toBeVisible();
    await expect(row.getByText('Portals: read', { exact: true })).toBeVisible();
    await expect(row.getByText('Never used')).toBeVisible();
    await expectAccessible(page, 'API keys, one key');
    await shot(page, 'api-keys-04-list');

    // In the sandbox, as the key: the Authorization header typed in Headers wins over the session.
    const ide = new GraphqlIdePage(sandboxPage);
    await expect(sandboxPage).toHaveURL(/\/graphql$/);
    await expect(ide.sessionNote).toContainText('Signed in as Grace Hopper');
    await expect(ide.run).toBeVisible({ timeout: 20_000 });
    await setEditor(sandboxPage, ide.operationEditor, PORTALS_QUERY);
    await expect.poll(() => ide.operationEditor.evaluate((e) => e.textContent?.replace(/\s+/g, '') ?? '')).toContain('portals(first:5)');
    await setEditor(sandboxPage, await openHeaders(sandboxPage), JSON.stringify({ Authorization: `Bearer ${secret}` }));
    const sent = sandboxPage.waitForRequest(
      (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && /portals/.test(r.postData() ?? ''),
    );
    await ide.run.click();
    expect((await sent).headers().authorization).toBe(`Bearer ${secret}`);
    await expect.poll(() => ide.resultText(), { timeout: 15_000 }).toContain(`"name":"${portal.name.replace(/\s+/g, '')}"`);
    await shot(sandboxPage, 'api-keys-05-sandbox', { viewport: true });

    // The key was used: the list says so after a reload.
    await page.reload();
    await expect(keys.row('Portal directory sync').getByText('Never used')).toHaveCount(0);
    await expect(keys.row('Portal directory sync').locator('time', { hasText: /just now|minute/ })).toBeVisible();

    // Revoked in Settings, after the confirmation…
    await keys.revoke('Portal directory sync').click();
    await expect(page.getByRole('alertdialog').getByText(/Apps using this key stop working at once/)).toBeVisible();
    await keys.confirmRevoke.click();
    await expect(keys.toast('Portal directory sync revoked')).toBeVisible();
    await expect(keys.row('Portal directory sync').getByText('Revoked', { exact: true }).first()).toBeVisible();
    await expect(keys.revoke('Portal directory sync')).toHaveCount(0);
    await shot(page, 'api-keys-06-revoked');

    // …the same query in the sandbox, with the same header, is refused at once.
    await ide.run.click();
    await expect.poll(() => ide.resultText(), { timeout: 15_000 }).toContain('UNAUTHENTICATED');
    expect(await ide.resultText()).not.toContain(portal.name.replace(/\s+/g, ''));
    await shot(sandboxPage, 'api-keys-07-sandbox-refused', { viewport: true });
  });

  test('at 390 px a long-named key, the create dialog and the secret wrap without a sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughUi(page);
    const longName = 'Nightly export to the finance team’s reporting warehouse (Snowflake, EU region)';
    await builderApi(page, 'POST', '/v1/workspace/api-keys', {
      name: longName,
      scopes: ['portals:read', 'database:read', 'database:write', 'customers:read', 'tickets:read', 'payments:read'],
      expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    });
    const keys = new ApiKeysPage(page);
    await keys.open();
    await expect(keys.row(longName)).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'API keys at 390 px');
    await shot(page, 'api-keys-08-narrow-list');

    await keys.createButton.click();
    await keys.name.fill('Zapier');
    await keys.createDialog.getByRole('button', { name: 'Read-only preset' }).click();
    await expect(keys.scope('Read', 'Payments')).toBeChecked();
    await keys.createDialog.getByRole('button', { name: 'Advanced: limits' }).click();
    await expect(keys.createDialog.getByRole('spinbutton', { name: 'Requests per minute' })).toBeVisible();
    await shot(page, 'api-keys-09-narrow-create', { viewport: true });
    await keys.submit.click();
    await expect(keys.secretDialog('Zapier')).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(page, 'api-keys-10-narrow-secret', { viewport: true });
  });
});
