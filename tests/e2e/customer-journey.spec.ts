import { expect, test } from '@playwright/test';
import { CustomersPage } from './pages/customers.page';
import { linkIn, mailTo, PortalSite, signInLinkTo } from './pages/portal-site.page';
import { TicketsPage } from './pages/tickets.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, unique } from './support';

test.describe('customers, the published portal and tickets', () => {
  test('a builder invites a customer, who signs in by link on the sub-domain and raises a ticket; the builder answers with a reply and an internal note', async ({
    page,
    browser,
    request,
  }) => {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Acme ${unique()}` });
    const customers = new CustomersPage(page);
    await customers.goto(portal.slug);
    await expect(page.getByText('No customers yet')).toBeVisible();
    await expectAccessible(page, 'the empty customer list');
    const email = `casey-${unique()}@example.com`;
    const invitedAt = Date.now() - 1000;
    await customers.invite(email, 'Casey Jones', 'Your documents are waiting.');
    await expectAccessible(page, 'the customer list');

    // The customer, in a browser of their own, opens the invitation on the portal's sub-domain.
    const invitation = await mailTo(email, invitedAt);
    expect(invitation.text).toContain('Your documents are waiting.');
    const link = linkIn(invitation.text);
    expect(new URL(link).hostname).toBe(`${portal.subDomain}.portico.test`);
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const site = new PortalSite(customer);
    await customer.goto(link);
    await expect(customer.getByRole('heading', { name: `Sign in to ${portal.name}` })).toBeVisible();
    await expectAccessible(customer, 'the magic link page');
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(customer.getByRole('heading', { name: 'Welcome, Casey Jones' })).toBeVisible();
    await expectAccessible(customer, 'the portal home, signed in');
    await site.raiseTicket('Invoice shows the wrong VAT', 'We are exempt, please correct it.');
    await expectAccessible(customer, 'the customer’s ticket');

    // The builder sees it, unread, in the inbox and answers.
    const tickets = new TicketsPage(page);
    await tickets.goto(portal.slug);
    await expect(tickets.row('Invoice shows the wrong VAT').getByRole('img', { name: 'Unread' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Customer section' }).getByLabel('1 unread')).toBeVisible();
    await expectAccessible(page, 'the ticket inbox');
    await tickets.open('Invoice shows the wrong VAT');
    await tickets.reply('A corrected invoice follows today.');
    await tickets.note('Check the VAT flag on their account.');
    await expect(page.getByText('Internal note · customers never see this')).toBeVisible();
    await expectAccessible(page, 'the ticket with a reply and a note');
    await tickets.goto(portal.slug);
    await expect(tickets.row('Invoice shows the wrong VAT').getByRole('img', { name: 'Unread' })).toHaveCount(0);

    // The customer sees the reply, never the note, and is told by email.
    const replyMail = await mailTo(email, invitedAt + 1500);
    expect(replyMail.text).toContain('A corrected invoice follows today.');
    expect(replyMail.text).not.toContain('VAT flag');
    await customer.reload();
    await expect(customer.getByText('A corrected invoice follows today.')).toBeVisible();
    await expect(customer.getByText('Check the VAT flag on their account.')).toHaveCount(0);
    await customer.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Tickets' }).click();
    await expect(customer.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
    await customerContext.close();
  });

  test('a used link offers a new one, a blocked customer cannot sign in, and an unknown portal is a plain 404', async ({
    page,
    browser,
    request,
  }) => {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Blocked ${unique()}` });
    const customers = new CustomersPage(page);
    await customers.goto(portal.slug);
    const email = `blocked-${unique()}@example.com`;
    const since = Date.now() - 1000;
    await customers.invite(email, 'Bo Blocked');
    const link = await signInLinkTo(email, since);

    const context = await browser.newContext();
    const customer = await context.newPage();
    const site = new PortalSite(customer);
    await site.useLink(link);
    await expect(customer.getByRole('heading', { name: 'Welcome, Bo Blocked' })).toBeVisible();
    // The same link again: used; the page offers a new one.
    await site.useLink(link);
    await expect(customer.getByText('This invitation was already used — enter your email on the sign-in page')).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Get a new link' })).toBeVisible();
    await expectAccessible(customer, 'a used link');

    await customers.goto(portal.slug);
    await customers.open('Bo Blocked');
    await customers.block();
    // Blocked: signed out at once, and asking for a link sends nothing (the answer is the same as for anyone).
    await customer.goto(link.replace(/\/auth\/magic.*/, '/'));
    await expect(customer.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    const asked = Date.now();
    await site.askForLink(email);
    await expect(mailTo(email, asked, 3000)).rejects.toThrow();

    const missing = await page.goto('/p/no-such-portal-anywhere');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This portal does not exist' })).toBeVisible();
    await context.close();
  });
});
