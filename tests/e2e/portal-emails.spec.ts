import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { png } from '../helpers/images';
import { CustomersPage } from './pages/customers.page';
import { PortalSettingsPage } from './pages/portal-settings.page';
import { linkIn, mailTo } from './pages/portal-site.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, unique } from './support';

const DAY = 24 * 3600 * 1000;

/** The portal's look, set through the API as the builder on `page`: a logo, a teal primary colour and a support email. */
async function brandPortal(page: Page, request: APIRequestContext, portalId: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const logo = await request.post('/v1/portal/logo', {
    headers,
    multipart: { portalId, file: { name: 'logo.png', mimeType: 'image/png', buffer: png([14, 116, 144]) } },
  });
  expect(logo.ok(), await logo.text()).toBe(true);
  const theme = { primaryColor: '#0e7490', accentColor: '#f59e0b', mode: 'LIGHT', font: 'SYSTEM', radius: 'MD' };
  expect((await request.put('/v1/portal/theme', { headers, data: { portalId, theme } })).ok()).toBe(true);
  const basicInfo = { title: '', description: '', supportEmail: 'help@lumen.test' };
  expect((await request.put('/v1/portal/basic-info', { headers, data: { portalId, basicInfo } })).ok()).toBe(true);
  return (await logo.json()).data.logoUrl as string;
}

/** What is on screen with the Emails section's title just under the sticky header. */
async function sectionShot(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Emails', exact: true }).evaluate((h) => {
    h.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -96);
  });
  await page.screenshot({ path: path.join(import.meta.dirname, '.artifacts/screens', `${name}.png`) });
}

/** The newest mail to `email` as the SMTP peer filed it, HTML part included. */
function mailFile(email: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(`-${email}.json`))
    .sort();
  return JSON.parse(fs.readFileSync(path.join(outbox, files.at(-1)!), 'utf8')) as { from: string; html: string; text: string };
}

test.describe('mail in the portal’s name', () => {
  test('the builder previews each customer email in the portal’s look, HTML and plain text', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Lumen Studio ${unique()}` });
    const logoUrl = await brandPortal(page, request, portal.id);
    const settings = new PortalSettingsPage(page);
    await settings.goto(portal.slug);

    const emails = settings.section('Emails');
    await emails.scrollIntoViewIfNeeded();
    await expect(settings.emailHeader('From')).toHaveText(`"${portal.name}" <no-reply@portico.local>`);
    await expect(settings.emailHeader('Reply-To')).toHaveText('help@lumen.test');
    await expect(settings.emailHeader('Subject')).toHaveText(`Grace Hopper invited you to ${portal.name}`);
    const invitation = settings.emailFrame('Invitation');
    await expect(invitation.getByRole('heading', { name: `You are invited to ${portal.name}` })).toBeVisible();
    const logo = invitation.getByRole('img', { name: portal.name });
    await expect(logo).toHaveAttribute('src', new RegExp(`${logoUrl}$`));
    // The logo loads (a broken image has no natural width).
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const accept = invitation.getByRole('link', { name: 'Accept the invitation' });
    await expect(accept).toBeVisible();
    expect(await accept.evaluate((a) => getComputedStyle(a.parentElement!).backgroundColor)).toBe('rgb(14, 116, 144)');
    await expect(settings.emailText).toContainText('The invitation works once, for 7 days.');
    await expect(settings.emailText).not.toContainText('did not ask');
    // The mail is drawn in the builder's colours, not Portico's (like the theme preview): axe leaves the frame out.
    await expectAccessible(page, 'the portal settings with the email preview', { exclude: ['iframe'] });
    await sectionShot(page, 'emails-preview-1280');

    // Another template: the frame and the text follow.
    await settings.chooseEmail('Workflow assigned');
    await expect(
      settings.emailFrame('Workflow assigned').getByRole('heading', { name: 'Client onboarding is waiting for you' }),
    ).toBeVisible();
    await expect(settings.emailText).toContainText(`${portal.name} asks you to complete Client onboarding.`);
    await settings.chooseEmail('Sign-in link');
    await expect(settings.emailFrame('Sign-in link').getByRole('heading', { name: `Sign in to ${portal.name}` })).toBeVisible();
    await expect(settings.emailText).toContainText('If you did not ask for them, you can ignore this email.');

    // Without a support email, the preview says there is no Reply-To and how to add one.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.put('/v1/portal/basic-info', {
      headers: { authorization: `Bearer ${token}` },
      data: { portalId: portal.id, basicInfo: { title: '', description: '', supportEmail: null } },
    });
    await page.reload();
    await expect(settings.emailHeader('Reply-To')).toHaveText('None — add a support email in Basic info so customers can answer.');

    await page.setViewportSize({ width: 390, height: 844 });
    await settings.section('Emails').scrollIntoViewIfNeeded();
    const narrow = settings.emailFrame('Invitation');
    await expect(narrow.getByRole('link', { name: 'Accept the invitation' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The mail itself fits a phone's width: nothing runs off to the right (long links wrap).
    expect(
      await narrow
        .locator('body')
        .evaluate((b) => b.ownerDocument.documentElement.scrollWidth - b.ownerDocument.documentElement.clientWidth),
    ).toBe(0);
    await expectAccessible(page, 'the email preview at 390 px', { exclude: ['iframe'] });
    await sectionShot(page, 'emails-preview-390');
  });

  test('an invited customer gets the portal’s mail and signs in from it three days later', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Lumen Studio ${unique()}` });
    await brandPortal(page, request, portal.id);
    const customers = new CustomersPage(page);
    await customers.goto(portal.slug);
    const email = `ivy-${unique()}@example.com`;
    const invitedAt = Date.now() - 1000;
    await customers.invite(email, 'Ivy Invitee', 'Your documents are waiting.');

    const mail = await mailTo(email, invitedAt);
    expect(mail.subject).toBe(`Grace Hopper invited you to ${portal.name}`);
    expect(mail.text).toContain('The invitation works once, for 7 days.');
    expect(mail.text).not.toContain('did not ask');
    const filed = mailFile(email);
    expect(filed.from).toContain(portal.name);
    expect(filed.html).toContain('#0e7490');

    // The mail as a mail program shows it, opened as a page (its HTML, on this server's origin so the logo loads).
    const reader = await browser.newPage({ viewport: { width: 700, height: 900 } });
    await reader.goto('/healthz');
    await reader.setContent(filed.html, { waitUntil: 'load' });
    await expect(reader.getByRole('link', { name: 'Accept the invitation' })).toBeVisible();
    await reader.screenshot({ path: path.join(import.meta.dirname, '.artifacts/screens/mail-invitation.png'), fullPage: true });
    await reader.setViewportSize({ width: 360, height: 780 });
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await reader.screenshot({ path: path.join(import.meta.dirname, '.artifacts/screens/mail-invitation-360.png'), fullPage: true });
    await reader.close();

    // Three days later on the customer's device, the link still signs them in (the server test pins the server's clock).
    const context = await browser.newContext();
    const customer = await context.newPage();
    await customer.clock.install({ time: new Date(Date.now() + 3 * DAY) });
    await customer.goto(linkIn(mail.text));
    await expect(customer.getByRole('heading', { name: `Sign in to ${portal.name}` })).toBeVisible();
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(customer.getByRole('heading', { name: 'Welcome, Ivy Invitee' })).toBeVisible();

    // Used once: the same invitation now says what to do, and offers a new link.
    await customer.goto(linkIn(mail.text));
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(customer.getByText('This invitation was already used — enter your email on the sign-in page')).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Get a new link' })).toBeVisible();
    await expectAccessible(customer, 'a used invitation');
    await context.close();
  });
});
