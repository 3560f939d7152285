import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '../helpers/webhook-receiver';
import { WebhooksPage } from './pages/webhooks.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

/**
 * Outgoing webhooks (issue 30) in the browser: a builder adds an endpoint pointing at a receiver this
 * spec starts on 127.0.0.1 (the e2e server allows private addresses: WEBHOOK_ALLOW_PRIVATE_URLS=1),
 * copies its secret from the once-only dialog, sends a test event and sees it delivered (200) in the
 * endpoint's log; the receiver checks the request's signature with that secret.
 */
test('a builder adds a webhook endpoint, copies its secret, and sees a signed test delivery in the log', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startWebhookReceiver();
  try {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: 'Acme Hooks', slug: `hooks-${unique()}` });
    const hooks = new WebhooksPage(page);
    await hooks.open(portal.slug);
    await expect(page.getByRole('heading', { name: 'No endpoints yet' })).toBeVisible();
    await shot(page, 'webhooks-empty');
    await expectAccessible(page, 'webhooks, empty');

    const url = `${receiver.url}/e2e/portico`;
    await hooks.addEndpoint.click();
    await expect(hooks.addDialog).toBeVisible();
    await hooks.addDialog.getByRole('textbox', { name: /Endpoint URL/ }).fill(url);
    await hooks.addDialog.getByRole('textbox', { name: 'Description' }).fill('Our CRM');
    await hooks.tick('record.created');
    await hooks.tick('ticket.raised');
    await shot(page, 'webhooks-add-endpoint', { viewport: true });
    await expectAccessible(page, 'add endpoint dialog');
    await hooks.addDialog.getByRole('button', { name: 'Add endpoint' }).click();

    await expect(hooks.secretDialog).toBeVisible();
    const shown = (await hooks.secret.textContent())!.trim();
    expect(shown).toMatch(/^whsec_/);
    await hooks.secretDialog.getByRole('button', { name: 'Copy the signing secret' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await shot(page, 'webhooks-secret', { viewport: true });
    await expectAccessible(page, 'the secret, shown once');
    await hooks.secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(hooks.secretDialog).toBeHidden();
    await expect(page.getByText(copied)).toHaveCount(0);

    const card = hooks.endpoint(url);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = hooks.log(url);
    const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(row.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText('200', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /Show the attempts of webhook\.test/ }).click();
    await expect(log.getByRole('list', { name: 'Attempts' }).getByText('HTTP 200')).toBeVisible();
    await shot(page, 'webhooks-delivered');
    await expectAccessible(page, 'webhooks with a delivery');
    // On a phone the endpoint, its actions and its log fit without a sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByText('Delivered')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'webhooks-delivered-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // What the receiver got is signed with the copied secret.
    const got = receiver.at('/e2e/portico');
    expect(got).toHaveLength(1);
    const payload = new Webhook(copied).verify(got[0]!.body, got[0]!.headers) as { type: string; data: { endpointId: string } };
    expect(payload.type).toBe('webhook.test');
  } finally {
    await receiver.close();
  }
});
