import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PortalSite, signInLinkTo } from './pages/portal-site.page';
import { WorkflowsPage } from './pages/workflows.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

/**
 * Issue 25, the customer's workflow forms: every field type a FORM step offers, answered by a
 * customer at 1280 and 390 px; a finished run shown (not restarted); a workflow's link only for
 * those who may start it; the editor's publish state; the runs list after an approval.
 */

// The builder reads in New York; the customers below in Paris, in British English.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const FIELDS = [
  { key: 'company', label: 'Company', type: 'TEXT', required: true },
  { key: 'about', label: 'About you', type: 'LONG_TEXT' },
  { key: 'seats', label: 'Seats', type: 'NUMBER' },
  { key: 'email', label: 'Billing email', type: 'EMAIL' },
  { key: 'site', label: 'Website', type: 'URL' },
  { key: 'start', label: 'Start date', type: 'DATE', required: true },
  { key: 'call', label: 'Kick-off call', type: 'DATETIME' },
  { key: 'terms', label: 'I accept the terms', type: 'BOOLEAN' },
  { key: 'plan', label: 'Plan', type: 'SELECT', required: true, choices: ['Starter', 'Growth', 'Scale'] },
  { key: 'services', label: 'Services', type: 'MULTI_SELECT', required: true, choices: ['Design', 'Build', 'Host', 'Support'] },
];

const graph = {
  nodes: [
    { id: 'intake', type: 'FORM', name: 'Tell us about you', config: { fields: FIELDS }, position: { x: 0, y: 0 } },
    { id: 'check', type: 'APPROVAL', name: 'We check it', config: {}, position: { x: 0, y: 160 } },
    {
      id: 'more',
      type: 'FORM',
      name: 'A few more details',
      config: { fields: [{ key: 'notes', label: 'Notes', type: 'LONG_TEXT' }] },
      position: { x: 0, y: 320 },
    },
  ],
  edges: [
    { from: 'intake', to: 'check' },
    { from: 'check', to: 'more' },
  ],
};

async function api(request: APIRequestContext, token: string, method: 'POST' | 'PUT' | 'GET', url: string, data?: unknown) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data;
}

/** A customer invited by the builder, signed in from the invitation's link in a browser of their own (Paris, British English). */
async function customerSignsIn(browser: Browser, request: APIRequestContext, token: string, portalId: string, name: string, width: number) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${unique()}@example.com`;
  const since = Date.now() - 1000;
  const customer = await api(request, token, 'POST', '/v1/customer/users', { portalId, email, name });
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Paris', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await new PortalSite(page).useLink(await signInLinkTo(email, since));
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  return { page, context, id: customer.id as string };
}

/** Every question of the form, answered the way a person does: by its label. */
async function fillEveryType(page: Page, shotName: string) {
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  // Sent empty first: each required question says what it needs, on itself.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter Company.')).toBeVisible();
  await expect(page.getByText('Please enter Plan.')).toBeVisible();
  await expect(page.getByText('Please enter Services.')).toBeVisible();
  await expectAccessible(page, `the form with errors (${shotName})`);

  await page.getByLabel('Company *').fill('Acme Robotics');
  await page.getByLabel('About you').fill('We build robots.\nAnd we like them tidy.');
  await page.getByLabel('Seats').fill('12');
  await page.getByLabel('Billing email').fill('billing@acme.test');
  await page.getByLabel('Website').fill('https://acme.test');
  await page.getByLabel('Start date *').fill('2026-03-31');
  await page.getByLabel('Kick-off call').fill('2026-04-02T16:30');
  await page.getByRole('checkbox', { name: 'I accept the terms' }).check();
  const plan = page.getByRole('combobox', { name: 'Plan *' });
  await expect(plan.getByRole('option')).toHaveText(['Choose…', 'Starter', 'Growth', 'Scale']);
  await plan.selectOption('Growth');
  const services = page.getByRole('group', { name: 'Services *' });
  await expect(services.getByRole('checkbox')).toHaveCount(4);
  // Ticking one ticks that one only.
  await services.getByRole('checkbox', { name: 'Host' }).check();
  await expect(services.getByRole('checkbox', { name: 'Host' })).toBeChecked();
  for (const other of ['Design', 'Build', 'Support']) await expect(services.getByRole('checkbox', { name: other })).not.toBeChecked();
  await services.getByRole('checkbox', { name: 'Design' }).check();
  await expectAccessible(page, `the form filled in (${shotName})`);
  await shot(page, shotName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
}

test.describe('workflow forms', () => {
  test('a customer answers every field type at 1280 and 390 px; the builder reads the answers in order, approves with a comment the customer then reads; the finished run stays finished', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Forms ${unique()}` });
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const wf = await api(request, token, 'POST', '/v1/workflows', {
      portalId: portal.id,
      name: 'Client onboarding',
      accessType: 'ASSIGNED',
      graph,
    });

    // The editor: Publish, then "Published" with nothing to publish, after a reload too, until something changes.
    const flows = new WorkflowsPage(page);
    await page.goto(`/${portal.slug}/workflows/${wf.slug}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Version 1 is live')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Customers may run it again' })).not.toBeChecked();
    await flows.select('A few more details');
    await flows.panel().getByRole('textbox', { name: 'Step name' }).fill('A few last details');
    await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible();
    await expect(page.getByText('Changes not published')).toBeVisible();
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Version 2 is live')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    await shot(page, 'workflow-editor-published', { viewport: true });

    // Ada at 1280 px: assigned, she finds it on her home and answers every type.
    const ada = await customerSignsIn(browser, request, token, portal.id, 'Ada Client', 1280);
    await api(request, token, 'POST', '/v1/customer/users/assign-workflow', { customerId: ada.id, workflowId: wf.id });
    await ada.page.reload();
    await ada.page.getByRole('link', { name: /Client onboarding · Start/ }).click();
    await fillEveryType(ada.page, 'workflow-form-every-type-1280');
    const runUrl = ada.page.url();

    // The builder, from the approval queue the email links to, reads the answers in the form's order
    // (dates in New York's time) and approves with a comment.
    await page.goto(`/${portal.slug}/workflows`);
    const listed = page.getByRole('row', { name: /Client onboarding/ });
    await listed.getByRole('link', { name: '1 to approve' }).click();
    const row = page.getByRole('row', { name: /Ada Client/ });
    await expect(row.getByText('Awaiting approval')).toBeVisible();
    await page.getByRole('button', { name: 'Answers of Ada Client' }).click();
    const labels = page.locator('dl').first().locator('dt');
    await expect(labels).toHaveText(FIELDS.map((f) => f.label));
    await expect(page.getByText('March 31, 2026', { exact: true })).toBeVisible();
    await expect(page.getByText('April 2, 2026 at 10:30 AM (EDT)', { exact: true })).toBeVisible();
    await expect(page.getByText('Design, Host', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the runs list with answers');
    await shot(page, 'workflow-runs-answers');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Comment/)
      .fill('Welcome! Bring your floor plans to the kick-off.');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved — Ada Client is told')).toBeVisible();
    // The lists move on without a reload: the queue is empty, and All shows the run in progress at its next step.
    await expect(page.getByText('Nothing waits for your approval.')).toBeVisible();
    await page.getByRole('radio', { name: 'All', exact: true }).locator('..').click();
    await expect(row.getByText('In progress')).toBeVisible();
    await expect(row.getByText('Awaiting approval')).toHaveCount(0);
    await expect(row).toContainText('A few last details');

    // Ada reads the comment at the next step and finishes; the finished run shows her answers, read-only.
    await ada.page.goto(runUrl);
    await expect(ada.page.getByRole('heading', { name: 'A few last details' })).toBeVisible();
    await expect(ada.page.getByText('“Welcome! Bring your floor plans to the kick-off.”')).toBeVisible();
    await ada.page.getByLabel('Notes').fill('See you then.');
    await ada.page.getByRole('button', { name: 'Continue' }).click();
    await expect(ada.page.getByRole('heading', { name: 'All done' })).toBeVisible();
    await expect(ada.page.getByText(/You completed Client onboarding on \d{1,2} \w+ 2026 at \d{2}:\d{2}/)).toBeVisible();
    const answers = ada.page.getByRole('region', { name: 'Tell us about you' });
    await expect(answers.getByText('31 March 2026', { exact: true })).toBeVisible();
    await expect(answers.getByText(/^2 April 2026 at 16:30 \((CEST|GMT\+2)\)$/)).toBeVisible();
    await expect(answers.getByText('Design, Host', { exact: true })).toBeVisible();
    await expect(answers.getByRole('textbox')).toHaveCount(0);
    await expect(ada.page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
    await expectAccessible(ada.page, 'a finished run');
    await shot(ada.page, 'workflow-run-finished-1280');
    // Her home's link leads back to it, not to a new blank run.
    await ada.page.getByRole('link', { name: 'Back to the portal’s home' }).click();
    await ada.page.getByRole('link', { name: /Client onboarding · See your answers/ }).click();
    await expect(ada.page).toHaveURL(runUrl);
    await ada.page.goto(new URL(`/workflows/${wf.slug}`, ada.page.url()).toString());
    await expect(ada.page).toHaveURL(runUrl);
    await expect(ada.page.getByRole('heading', { name: 'All done' })).toBeVisible();
    // Back in the workflow list (no reload): its counts moved on too.
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Workflows' }).click();
    await expect(listed.getByRole('cell').nth(3)).toHaveText('0');
    await expect(listed.getByRole('cell').nth(4)).toHaveText('1');
    await expect(listed.getByRole('link', { name: /to approve/ })).toHaveCount(0);
    await page.goto(`/${portal.slug}/workflows/${wf.slug}/runs`);
    await expect(page.getByRole('row', { name: /Ada Client/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Ada Client/ }).getByText('Completed')).toBeVisible();
    await ada.context.close();

    // Bea on a phone (390 px): the same form, every type, no horizontal scroll.
    const bea = await customerSignsIn(browser, request, token, portal.id, 'Bea Phone', 390);
    await api(request, token, 'POST', '/v1/customer/users/assign-workflow', { customerId: bea.id, workflowId: wf.id });
    await bea.page.goto(new URL(`/workflows/${wf.slug}`, bea.page.url()).toString());
    await fillEveryType(bea.page, 'workflow-form-every-type-390');
    expect(await bea.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await bea.context.close();
  });

  test('a workflow’s link shows only to customers who may start it; a finished run offers Start again only where the builder allows it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Links ${unique()}` });
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const short = {
      nodes: [
        {
          id: 'q',
          type: 'FORM',
          name: 'One question',
          config: { fields: [{ key: 'name', label: 'Your name', type: 'TEXT', required: true }] },
        },
      ],
      edges: [],
    };
    const wf = await api(request, token, 'POST', '/v1/workflows', {
      portalId: portal.id,
      name: 'Feedback',
      accessType: 'ASSIGNED',
      graph: short,
    });
    await api(request, token, 'POST', '/v1/workflows/publish', { id: wf.id, published: true });
    const layout = await api(request, token, 'GET', `/v1/layout?portalId=${portal.id}`);
    await api(request, token, 'PUT', '/v1/layout', {
      portalId: portal.id,
      revision: layout.revision,
      layout: {
        navigation: [{ id: 'fb', label: 'Give feedback', kind: 'WORKFLOW', workflowId: wf.id, visibility: 'CUSTOMERS' }],
        header: { title: 'Hub' },
        footer: { text: '' },
      },
    });
    await api(request, token, 'POST', '/v1/layout/publish', { portalId: portal.id });

    const cleo = await customerSignsIn(browser, request, token, portal.id, 'Cleo Other', 1280);
    const dan = await customerSignsIn(browser, request, token, portal.id, 'Dan Assigned', 1280);
    await api(request, token, 'POST', '/v1/customer/users/assign-workflow', { customerId: dan.id, workflowId: wf.id });
    const nav = (p: Page) => p.getByRole('navigation', { name: 'Portal' });

    await cleo.page.reload();
    await expect(cleo.page.getByRole('heading', { name: 'Welcome, Cleo Other' })).toBeVisible();
    await expect(nav(cleo.page).getByRole('link', { name: 'Give feedback' })).toHaveCount(0);
    await expectAccessible(cleo.page, 'the home of a customer the workflow is not assigned to');

    await dan.page.reload();
    await nav(dan.page).getByRole('link', { name: 'Give feedback' }).click();
    await dan.page.getByLabel('Your name *').fill('Dan');
    await dan.page.getByRole('button', { name: 'Continue' }).click();
    await expect(dan.page.getByRole('heading', { name: 'All done' })).toBeVisible();
    const finished = dan.page.url();
    await expect(dan.page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
    // The link again: the finished run, not a new one.
    await nav(dan.page).getByRole('link', { name: 'Give feedback' }).click();
    await expect(dan.page).toHaveURL(finished);
    await expect(dan.page.getByText('Dan', { exact: true })).toBeVisible();

    // The builder allows repeats in the editor: the finished run offers Start again, which starts a blank one.
    await page.goto(`/${portal.slug}/workflows/${wf.slug}`);
    await page.getByText('Customers may run it again').click();
    await expect(page.getByText('Customers may run it again').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Customers may run it again' })).toBeChecked();
    await dan.page.reload();
    await dan.page.getByRole('button', { name: 'Start again' }).click();
    await expect(dan.page.getByLabel('Your name *')).toHaveValue('');
    expect(dan.page.url()).not.toBe(finished);
    await cleo.context.close();
    await dan.context.close();
  });
});
