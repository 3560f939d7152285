import { expect, test, type Page } from '@playwright/test';
import { PortalSite, signInLinkTo } from './pages/portal-site.page';
import { TicketsPage } from './pages/tickets.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

/** Files from customers, both ways (issue 25): a form's FILE question, and ticket attachments. */

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${unique()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
});
const text = (name: string, body: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(body) });

async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).first().click()]);
  return download.suggestedFilename();
}

test.describe('files from customers', () => {
  test('a customer completes a form with a FILE question; the builder sees the files in the answers and downloads them', async ({
    page,
    browser,
    request,
  }) => {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Intake ${unique()}` });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    const flow = await request.post('/v1/workflows', {
      headers: auth,
      data: {
        portalId: portal.id,
        name: 'Documents',
        graph: {
          nodes: [
            {
              id: 'form',
              type: 'FORM',
              name: 'Your documents',
              config: {
                fields: [
                  { key: 'company', label: 'Company', type: 'TEXT', required: true },
                  { key: 'contract', label: 'Signed contract', type: 'FILE', required: true },
                ],
              },
            },
            { id: 'done', type: 'CONTENT', name: 'Thanks', config: { body: 'We have your documents.', confirmLabel: 'Finish' } },
          ],
          edges: [{ from: 'form', to: 'done' }],
        },
      },
    });
    expect(flow.ok(), await flow.text()).toBe(true);
    const flowId = (await flow.json()).data.id;
    expect((await request.post('/v1/workflows/publish', { headers: auth, data: { id: flowId, published: true } })).ok()).toBe(true);
    const email = `dana-${unique()}@example.com`;
    const since = Date.now() - 1000;
    expect((await request.post('/v1/customer/users', { headers: auth, data: { portalId: portal.id, email, name: 'Dana Doc' } })).ok()).toBe(
      true,
    );

    const context = await browser.newContext();
    const customer = await context.newPage();
    await new PortalSite(customer).useLink(await signInLinkTo(email, since));
    await customer
      .getByRole('link', { name: /Documents/ })
      .first()
      .click();
    await expect(customer.getByRole('heading', { name: 'Your documents' })).toBeVisible();
    await customer.getByLabel('Company *').fill('Acme Robotics');
    // A page renamed .txt is refused on the spot, with the reason; the real files are listed as they upload.
    await customer.getByLabel('Signed contract *').setInputFiles([text('notes.txt', '<!doctype html><script>alert(1)</script>')]);
    await expect(customer.getByRole('alert')).toContainText('notes.txt: Web pages and markup cannot be attached.');
    await customer.getByLabel('Signed contract *').setInputFiles([pdf('contract.pdf'), text('notes.txt', 'Signed by both parties.\n')]);
    const list = customer.getByRole('list', { name: 'Signed contract *: files' });
    await expect(list.getByText('contract.pdf')).toBeVisible();
    await expect(list.getByText('notes.txt')).toBeVisible();
    await expectAccessible(customer, 'a form with a file question');
    await customer.setViewportSize({ width: 1280, height: 900 });
    await shot(customer, 'files-form-1280');
    await customer.setViewportSize({ width: 390, height: 844 });
    await shot(customer, 'files-form-390');
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.getByRole('button', { name: 'Continue' }).click();
    await expect(customer.getByText('We have your documents.')).toBeVisible();
    await customer.getByRole('button', { name: 'Finish' }).click();
    await expect(customer.getByRole('heading', { name: 'All done' })).toBeVisible();
    await context.close();

    await page.goto(`/${portal.slug}/workflows/documents/runs`);
    await page.getByRole('button', { name: 'Answers of Dana Doc' }).click();
    await expect(page.getByRole('link', { name: 'contract.pdf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'notes.txt' })).toBeVisible();
    await expectAccessible(page, 'a run with files in its answers');
    await shot(page, 'files-run-answers');
    expect(await downloaded(page, 'contract.pdf')).toBe('contract.pdf');
  });

  test('a customer raises a ticket with an attachment; the team replies with one; the customer sees and downloads it', async ({
    page,
    browser,
    request,
  }) => {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Desk ${unique()}` });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const email = `casey-${unique()}@example.com`;
    const since = Date.now() - 1000;
    const invited = await request.post('/v1/customer/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { portalId: portal.id, email, name: 'Casey Jones' },
    });
    expect(invited.ok()).toBe(true);

    const context = await browser.newContext();
    const customer = await context.newPage();
    await new PortalSite(customer).useLink(await signInLinkTo(email, since));
    await customer.getByRole('link', { name: 'Raise a ticket' }).click();
    await customer.getByLabel('Subject').fill('Invoice shows the wrong VAT');
    await customer.getByLabel('How can we help?').fill('The invoice is attached.');
    await customer.getByLabel('Attachments').setInputFiles([pdf('invoice-2041.pdf')]);
    await expect(customer.getByRole('list', { name: 'Attachments: files' }).getByText('invoice-2041.pdf')).toBeVisible();
    await expectAccessible(customer, 'a new ticket with an attachment');
    await customer.getByRole('button', { name: 'Send ticket' }).click();
    await expect(customer.getByRole('heading', { name: /Invoice shows the wrong VAT/ })).toBeVisible();
    await expect(customer.getByRole('link', { name: 'invoice-2041.pdf' })).toBeVisible();

    const tickets = new TicketsPage(page);
    await tickets.goto(portal.slug);
    await tickets.open('Invoice shows the wrong VAT');
    expect(await downloaded(page, 'invoice-2041.pdf')).toBe('invoice-2041.pdf');
    await tickets.reply('Here is the corrected invoice.', [pdf('invoice-2041-corrected.pdf')]);
    await expect(page.getByRole('link', { name: 'invoice-2041-corrected.pdf' })).toBeVisible();
    await expectAccessible(page, 'the team’s ticket with attachments');
    await shot(page, 'files-ticket-team');

    await customer.reload();
    await expect(customer.getByText('Here is the corrected invoice.')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'invoice-2041-corrected.pdf' })).toBeVisible();
    await expectAccessible(customer, 'the customer’s ticket thread with attachments');
    expect(await downloaded(customer, 'invoice-2041-corrected.pdf')).toBe('invoice-2041-corrected.pdf');
    await customer.setViewportSize({ width: 1280, height: 900 });
    await shot(customer, 'files-ticket-1280');
    await customer.setViewportSize({ width: 390, height: 844 });
    await shot(customer, 'files-ticket-390');
    await context.close();
  });
});
