import { expect, test } from '@playwright/test';
import { registerThroughUi } from './support';

test.describe('REST API docs (/v1/docs)', () => {
  test('work offline under the app’s CSP, and "Try it out" runs as the signed-in builder', async ({ page, baseURL }) => {
    const problems: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Nothing may leave the app: a request to any other origin is recorded and refused.
    await page.route('**/*', (route) => {
      if (new URL(route.request().url()).origin !== baseURL) {
        outside.push(route.request().url());
        return route.abort();
      }
      return route.continue();
    });

    const builder = await registerThroughUi(page);
    await page.goto('/v1/docs');
    await expect(page.getByRole('heading', { name: /Portico REST API/ })).toBeVisible();
    // Tags start folded; opening one shows its operations.
    await page.locator('#operations-tag-portal').click();
    await expect(page.getByText('/v1/portal/list', { exact: true })).toBeVisible();

    await page.locator('#operations-tag-user').click();
    const me = page.locator('#operations-user-getUserMe');
    await me
      .getByRole('button', { name: /\/v1\/user\/me/ })
      .first()
      .click();
    await me.getByRole('button', { name: 'Try it out' }).click();
    await me.getByRole('button', { name: 'Execute' }).click();
    const answer = me.locator('.live-responses-table tbody .response');
    await expect(answer.locator('.response-col_status')).toHaveText('200');
    await expect(answer).toContainText(builder.email);

    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });
});
