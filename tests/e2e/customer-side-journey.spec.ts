import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailTo, PortalSite, signInMail } from './pages/portal-site.page';
import { TicketsPage } from './pages/tickets.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique, builderApi as api } from './support';

/**
 * Issue 25's journey, the customer's side of it end to end, as the customer does it: invited by
 * mail in the portal's name, signs in from it, completes the onboarding form with every field type
 * (a file too), raises a ticket with an attachment, reads the team's reply with the team's file,
 * and opens the published home page on a phone. axe on every screen.
 */

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${unique()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
});

async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).first().click()]);
  return download.suggestedFilename();
}

test('the customer’s journey: invitation mail → sign-in → onboarding form of every type with a file → ticket with an attachment → the team’s reply with its file → the home page at 390 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await registerThroughUi(page);
  const portal = await createPortalThroughApi(page, page.request, { name: `Northwind Studio ${unique()}` });

  // The builder's side, through the API: an onboarding workflow for assigned customers, a home page.
  const flow = await api(page, 'POST', '/v1/workflows', {
    portalId: portal.id,
    name: 'Client onboarding',
    accessType: 'ASSIGNED',
    graph: {
      nodes: [
        {
          id: 'intake',
          type: 'FORM',
          name: 'Tell us about your project',
          config: {
            fields: [
              { key: 'company', label: 'Company', type: 'TEXT', required: true },
              { key: 'brief', label: 'Your brief', type: 'LONG_TEXT' },
              { key: 'budget', label: 'Budget', type: 'NUMBER' },
              { key: 'billing', label: 'Billing email', type: 'EMAIL' },
              { key: 'site', label: 'Current website', type: 'URL' },
              { key: 'launch', label: 'Launch date', type: 'DATE', required: true },
              { key: 'kickoff', label: 'Kick-off call', type: 'DATETIME' },
              { key: 'nda', label: 'We need an NDA', type: 'BOOLEAN' },
              { key: 'plan', label: 'Plan', type: 'SELECT', required: true, choices: ['Starter', 'Growth', 'Scale'] },
              { key: 'needs', label: 'What you need', type: 'MULTI_SELECT', choices: ['Brand', 'Website', 'Shop', 'Care'] },
              { key: 'logo', label: 'Your logo files', type: 'FILE' },
            ],
          },
        },
        { id: 'thanks', type: 'CONTENT', name: 'Thank you', config: { body: 'We will be in touch within a day.', confirmLabel: 'Finish' } },
      ],
      edges: [{ from: 'intake', to: 'thanks' }],
    },
  });
  await api(page, 'POST', '/v1/workflows/publish', { id: flow.id, published: true });
  await api(page, 'POST', '/v1/pages', {
    portalId: portal.id,
    title: 'Home',
    path: '/',
    blocks: [
      { id: 'h', type: 'HEADING', props: { text: 'Welcome to Northwind', level: 1 } },
      { id: 'flows', type: 'WORKFLOW_LIST', props: { title: 'Your next steps' } },
      { id: 'tickets', type: 'TICKETS', props: { title: 'Your tickets' } },
      {
        id: 'cta',
        type: 'CALL_TO_ACTION',
        props: {
          heading: 'Stuck on something?',
          text: 'Raise a ticket: we answer within a day.',
          buttonLabel: 'Raise a ticket',
          href: '/tickets/new',
        },
      },
      {
        id: 'faq',
        type: 'FAQ',
        props: {
          title: 'Questions',
          items: [{ question: 'How do I send files?', answer: 'Attach them to a ticket or to your onboarding form.' }],
        },
      },
    ],
  });
  await api(page, 'POST', '/v1/layout/publish', { portalId: portal.id });

  // Invited: the mail comes in the portal's name and says it lasts days.
  const email = `grace-${unique()}@example.com`;
  const since = Date.now() - 1000;
  const invited = await api(page, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Grace Hopper' });
  await api(page, 'POST', '/v1/customer/users/assign-workflow', { customerId: invited.id, workflowId: flow.id });
  const invitation = (await mailTo(email, since, 15_000, signInMail)) as { text: string; subject: string; from?: string };
  expect(invitation.from).toContain(portal.name);
  expect(invitation.text).toMatch(/7 days/);
  expect(invitation.text).not.toMatch(/did not ask/i);

  // Signs in from it, in a browser of her own, and finds her onboarding on the home page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customer = await context.newPage();
  await new PortalSite(customer).useLink(linkIn(invitation.text));
  await expect(customer.getByRole('heading', { name: 'Welcome to Northwind' })).toBeVisible();
  await expectAccessible(customer, 'the published home page, signed in');
  await customer
    .getByRole('link', { name: /Client onboarding/ })
    .first()
    .click();

  // Every field type, answered by its label; the logo uploads as it is chosen.
  await expect(customer.getByRole('heading', { name: 'Tell us about your project' })).toBeVisible();
  await customer.getByLabel('Company *').fill('Northwind Traders');
  await customer.getByLabel('Your brief').fill('A new site, a shop, and care after launch.');
  await customer.getByLabel('Budget').fill('12500');
  await customer.getByLabel('Billing email').fill('accounts@northwind.test');
  await customer.getByLabel('Current website').fill('https://northwind.test');
  await customer.getByLabel('Launch date *').fill('2027-03-01');
  await customer.getByLabel('Kick-off call').fill('2027-01-12T10:00');
  await customer.getByRole('checkbox', { name: 'We need an NDA' }).check();
  await customer.getByRole('combobox', { name: 'Plan *' }).selectOption('Growth');
  const needs = customer.getByRole('group', { name: 'What you need' });
  await needs.getByRole('checkbox', { name: 'Website' }).check();
  await needs.getByRole('checkbox', { name: 'Shop' }).check();
  await expect(needs.getByRole('checkbox', { name: 'Brand' })).not.toBeChecked();
  await customer.getByLabel('Your logo files').setInputFiles([pdf('northwind-logo.pdf')]);
  await expect(customer.getByRole('list', { name: 'Your logo files: files' }).getByText('northwind-logo.pdf')).toBeVisible();
  await expectAccessible(customer, 'the onboarding form, filled in');
  await shot(customer, 'journey-form-1280');
  await customer.getByRole('button', { name: 'Continue' }).click();
  await expect(customer.getByText('We will be in touch within a day.')).toBeVisible();
  await customer.getByRole('button', { name: 'Finish' }).click();
  await expect(customer.getByRole('heading', { name: 'All done' })).toBeVisible();
  await expectAccessible(customer, 'the finished onboarding');

  // The builder reads her answers in the form's order, the file among them.
  await page.goto(`/${portal.slug}/workflows/${flow.slug}/runs`);
  await page.getByRole('button', { name: 'Answers of Grace Hopper' }).click();
  await expect(page.getByRole('link', { name: 'northwind-logo.pdf' })).toBeVisible();
  await expect(page.getByText('Northwind Traders')).toBeVisible();

  // A ticket with an attachment; the team answers with a file of its own.
  await customer.goto(new URL('/', customer.url()).toString());
  // Both the tickets block and the call-to-action offer it (the block's link comes once its list has loaded).
  await customer.getByRole('link', { name: 'Raise a ticket' }).first().click();
  await expect(customer.getByRole('heading', { name: 'Raise a ticket' })).toBeVisible();
  await customer.getByLabel('Subject').fill('Brand guidelines');
  await customer.getByLabel('How can we help?').fill('Our current guidelines are attached.');
  await customer.getByLabel('Attachments').setInputFiles([pdf('guidelines-2019.pdf')]);
  await expect(customer.getByRole('list', { name: 'Attachments: files' }).getByText('guidelines-2019.pdf')).toBeVisible();
  await expectAccessible(customer, 'a new ticket with an attachment');
  await customer.getByRole('button', { name: 'Send ticket' }).click();
  await expect(customer.getByRole('heading', { name: /Brand guidelines/ })).toBeVisible();

  const tickets = new TicketsPage(page);
  await tickets.goto(portal.slug);
  await tickets.open('Brand guidelines');
  expect(await downloaded(page, 'guidelines-2019.pdf')).toBe('guidelines-2019.pdf');
  const replied = Date.now() - 1000;
  await tickets.reply('Thanks — here is the updated palette.', [pdf('palette-2027.pdf')]);
  await expect(page.getByRole('link', { name: 'palette-2027.pdf' })).toBeVisible();

  // She is told by mail (in the portal's name), and reads the reply with its file.
  const replyMail = (await mailTo(email, replied)) as { text: string; from?: string };
  expect(replyMail.from).toContain(portal.name);
  expect(replyMail.text).toContain('Thanks — here is the updated palette.');
  await customer.reload();
  await expect(customer.getByText('Thanks — here is the updated palette.')).toBeVisible();
  expect(await downloaded(customer, 'palette-2027.pdf')).toBe('palette-2027.pdf');
  await expectAccessible(customer, 'the ticket with the team’s reply and file');
  await shot(customer, 'journey-ticket-1280');

  // The published home page on a phone: one header row with a menu, nothing wider than the screen.
  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.goto(new URL('/', customer.url()).toString());
  await expect(customer.getByRole('heading', { name: 'Welcome to Northwind' })).toBeVisible();
  await expect(customer.getByRole('button', { name: /menu/i })).toBeVisible();
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await customer.getByText('How do I send files?').click();
  await expect(customer.getByText('Attach them to a ticket or to your onboarding form.')).toBeVisible();
  await expectAccessible(customer, 'the home page at 390 px');
  await shot(customer, 'journey-home-390');
  await context.close();
});
