import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Intent } from '../helpers/fake-stripe';
import { RegisterPage } from './pages/auth.page';
import { E2E_STRIPE_PORT } from './playwright.config';

const shots = path.join(import.meta.dirname, '.artifacts/screens');

/**
 * A screenshot once animations have settled, so the picture shows what a person sees: the whole
 * page from the top (the sticky header would otherwise be drawn where the page was scrolled), or
 * with `viewport` what is on screen now, e.g. a dialog.
 */
export async function shot(page: Page, name: string, { viewport = false } = {}) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (!viewport) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: !viewport });
}

/**
 * Accessibility as a guardrail: axe-core over what is on screen now (dialogs and popovers
 * included), failing on serious and critical violations with the rule, its help and the elements.
 * Every screen's spec calls it at the states a person meets. `exclude` leaves out content drawn in
 * colours the builder chose for their own portal (its theme preview), not Portico's.
 */
export async function expectAccessible(page: Page, name: string, { exclude = [] }: { exclude?: string[] } = {}) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Legacy mode runs axe inside the page; the default opens a blank page per check to merge the
  // frames' results, which doubled each check's time here. Portico's screens have no cross-origin frames.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  // A frame that may run no script (the email preview's) cannot take axe's script: asked to, axe
  // waits for it until the test times out. Its content is a mail, checked as one elsewhere.
  for (const selector of ['iframe[sandbox]:not([sandbox~="allow-scripts"])', ...exclude]) axe.exclude(selector);
  const { violations } = await axe.analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
          .slice(0, 5)
          .join('; ')}`,
    );
  expect(blocking, `accessibility of ${name}`).toEqual([]);
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const newBuilder = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${unique()}@example.com`,
  password: 'compilers-1952',
});

export async function registerThroughUi(page: Page, builder = newBuilder()) {
  const register = new RegisterPage(page);
  await register.goto();
  await register.register(builder);
  await expect(page).toHaveURL(/\/portals$/);
  return builder;
}

/** Creates a portal through the REST API as the builder signed in on `page`. */
export async function createPortalThroughApi(
  page: Page,
  request: APIRequestContext,
  input: { name: string; slug?: string; subDomain?: string },
) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await request.post('/v1/portal', { headers: { authorization: `Bearer ${token}` }, data: input });
  const body = await response.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { id: string; name: string; slug: string; subDomain: string };
}

/** A builder registered through the REST API (no browser), with the bearer token the API answered. */
export async function registerThroughApi(request: APIRequestContext, builder = newBuilder()) {
  const response = await request.post('/v1/auth/register', { data: builder });
  const body = await response.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { ...builder, token: body.data.token as string };
}

/** One GraphQL operation as `token`'s builder: the HTTP status and the raw text (to check what leaks) beside the parsed body. */
export async function graphqlAs(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const text = await response.text();
  return {
    status: response.status(),
    text,
    body: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

/** The builder's REST calls, as the builder signed in on `page`: the answer's data (a failure fails the test). */
export async function builderApi(page: Page, method: string, url: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  const json = await response.json();
  expect(json.success, `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

/** The same hours every day of the week, as `PUT /v1/services/availability/default` takes them. */
export const everyDay = (ranges: Array<{ start: string; end: string }>) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, ranges]));

/** One /v1 call as the holder of `token`; fails the test with the answer unless it succeeded. */
export async function apiAs<T>(request: APIRequestContext, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  const json = await response.json();
  expect(json.success, `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data as T;
}

/** A fresh browser page of someone in `zone` (their own context: no session of anyone else's). */
export async function pageInZone(browser: Browser, zone: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ timezoneId: zone, locale: 'en-US', viewport: { width, height: 900 } });
  return context.newPage();
}

// Payments (issue 28): the fake Stripe of global-setup.ts, and Stripe's webhooks as Stripe would post them.

/** A random run of letters and digits, as Stripe's keys and ids carry. */
export const alnum = (length: number) =>
  Array.from({ length }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 62)]).join('');

/** Test-mode Stripe keys the fake accepts (the secret key is checked with it when saved). */
export const stripeTestKeys = () => ({
  stripeSecretKey: `sk_test_${alnum(24)}`,
  stripePublishableKey: `pk_test_${alnum(24)}`,
  stripeWebhookSecret: `whsec_${alnum(32)}`,
});

/** The PaymentIntents the fake Stripe holds (GET /__fake/intents), newest last. */
export async function fakeStripeIntents(request: APIRequestContext): Promise<Intent[]> {
  const response = await request.get(`http://127.0.0.1:${E2E_STRIPE_PORT}/__fake/intents`);
  expect(response.ok(), 'the fake Stripe answers').toBe(true);
  return (await response.json()) as Intent[];
}

/** The workspace's id, as in the webhook address Settings → Payments shows (GET /v1/payments/settings). */
export async function webhookWorkspace(request: APIRequestContext, token: string): Promise<string> {
  const settings = await apiAs<{ stripe: { webhookUrl: string } }>(request, token, 'GET', '/v1/payments/settings');
  return new URL(settings.stripe.webhookUrl).searchParams.get('workspace')!;
}

/**
 * Posts a Stripe event to the workspace's webhook, signed with its signing secret as Stripe signs it;
 * returns what the server answered ({ received, duplicate }).
 */
export async function postStripeEvent(request: APIRequestContext, workspaceId: string, secret: string, event: { id: string }) {
  // Loaded here, not with every spec: only the payment specs sign webhooks (it brings the Stripe SDK).
  const { signedWebhook } = await import('../helpers/fake-stripe');
  const payload = JSON.stringify(event);
  const response = await request.post(`/v1/payments/webhooks/stripe?workspace=${workspaceId}`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signedWebhook(payload, secret) },
    data: payload,
  });
  const json = await response.json();
  expect(json.success, `webhook ${event.id}: ${JSON.stringify(json)}`).toBe(true);
  return json.data as { received: true; duplicate: boolean };
}
