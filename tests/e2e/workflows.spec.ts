import { expect, test } from '@playwright/test';
import { CustomersPage } from './pages/customers.page';
import { mailTo, PortalSite, signInLinkTo } from './pages/portal-site.page';
import { WorkflowsPage } from './pages/workflows.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

test.describe('workflows', () => {
  test('a builder draws form → condition → approval → content and assigns it; the customer runs it, leaves, resumes after the approval and completes it', async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Agency ${unique()}` });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const made = await request.post('/v1/database', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        portalId: portal.id,
        name: 'Projects',
        fields: [
          { key: 'company', label: 'Company', type: 'TEXT', required: true },
          { key: 'budget', label: 'Budget', type: 'NUMBER' },
          { key: 'customer', label: 'Customer', type: 'CUSTOMER' },
        ],
      },
    });
    expect(made.ok()).toBe(true);

    const flows = new WorkflowsPage(page);
    await flows.goto(portal.slug);
    await expect(page.getByText('No workflows yet')).toBeVisible();
    await expectAccessible(page, 'the empty workflow list');
    await flows.create('Client onboarding', 'Assigned customers only');
    await expect(page.getByText('Start with a first step')).toBeVisible();
    await shot(page, 'workflow-editor-empty', { viewport: true });

    await page.getByRole('button', { name: 'Add a form' }).click();
    await flows.panel().getByRole('textbox', { name: 'Step name' }).fill('Your project');
    await flows.panel().getByRole('combobox', { name: 'Save the answers into' }).selectOption({ label: 'Projects' });
    await flows.panel().getByRole('combobox', { name: 'The customer goes in' }).selectOption({ label: 'Customer' });
    await flows.addField('Company', 'Text');
    await flows.addField('Budget', 'Number');

    await flows.addStep('Condition', 'Big budget?');
    await flows.panel().getByRole('button', { name: 'Add a rule' }).click();
    await flows.panel().getByRole('combobox', { name: 'Rule 1 field' }).selectOption({ label: 'Budget' });
    await flows.panel().getByRole('combobox', { name: 'Rule 1 comparison' }).selectOption({ label: 'is more than' });
    await flows.panel().getByRole('spinbutton', { name: 'Rule 1 value' }).fill('1000');

    await flows.addStep('Approval', 'Sales approves');
    await flows.addStep('Content', 'Welcome');
    await flows.panel().getByRole('textbox', { name: 'What the customer reads' }).fill('Welcome aboard — your project starts next week.');
    await flows.select('Big budget?');
    await flows.panel().getByRole('combobox', { name: 'If no, go to' }).selectOption({ label: 'Welcome' });
    await flows.saved();
    await page.getByRole('button', { name: 'Tidy up' }).click();
    await flows.saved();
    await page.getByRole('region', { name: 'Workflow steps' }).click({ position: { x: 10, y: 10 } });
    await expect(page.getByText('Ready to publish')).toBeVisible();
    await shot(page, 'workflow-editor', { viewport: true });
    await expectAccessible(page, 'the workflow editor', { exclude: ['.react-flow__renderer'] });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Version 1 is live')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // Two customers; the workflow is assigned to Ada from her page.
    const since = Date.now() - 1000;
    const ada = `ada-${unique()}@example.com`;
    const bob = `bob-${unique()}@example.com`;
    const customers = new CustomersPage(page);
    await customers.goto(portal.slug);
    await customers.invite(ada, 'Ada Client');
    const adaLink = await signInLinkTo(ada, since);
    await customers.invite(bob, 'Bob Other');
    await customers.open('Ada Client');
    const assignedAt = Date.now() - 1000;
    await page.getByRole('combobox', { name: 'Workflow to assign' }).selectOption({ label: 'Client onboarding' });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Assigned workflows' }).getByRole('link', { name: 'Client onboarding' })).toBeVisible();
    await expectAccessible(page, 'a customer with an assigned workflow');
    // Ada is told by mail, in the portal's name, where to find it.
    expect((await mailTo(ada, assignedAt)).text).toContain('Client onboarding');
    await shot(page, 'customer-workflows');

    // Bob, not assigned, does not see it and cannot start it.
    const bobContext = await browser.newContext();
    const bobPage = await bobContext.newPage();
    await new PortalSite(bobPage).useLink(await signInLinkTo(bob, since));
    await expect(bobPage.getByRole('heading', { name: 'Welcome, Bob Other' })).toBeVisible();
    await expect(bobPage.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
    await expect(bobPage.getByText('Client onboarding')).toHaveCount(0);
    await bobPage.goto(new URL('/workflows/client-onboarding', bobPage.url()).toString());
    await expect(bobPage.getByText('This workflow is not open to you.')).toBeVisible();
    await bobContext.close();

    // Ada starts it and answers the form; a wrong answer is refused with the reason, on the field.
    const adaContext = await browser.newContext();
    const adaPage = await adaContext.newPage();
    await new PortalSite(adaPage).useLink(adaLink);
    await adaPage.getByRole('link', { name: /Client onboarding/ }).click();
    await expect(adaPage.getByRole('heading', { name: 'Your project' })).toBeVisible();
    await adaPage.getByLabel('Budget *').fill('5000');
    await adaPage.getByRole('button', { name: 'Continue' }).click();
    await expect(adaPage.getByText('Please enter Company.')).toBeVisible();
    await expectAccessible(adaPage, 'a workflow form with an error');
    await adaPage.getByLabel('Company *').fill('Acme Robotics');
    await adaPage.getByRole('button', { name: 'Continue' }).click();
    await expect(adaPage.getByText('Waiting for approval')).toBeVisible();
    await shot(adaPage, 'workflow-run-waiting');
    const runUrl = adaPage.url();
    await adaContext.close();

    // The answers are a record of Projects, with Ada in its Customer field.
    const records = await request.get(`/v1/database/records?collectionId=${(await made.json()).data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const record = (await records.json()).data.items[0];
    expect(record.data).toMatchObject({ company: 'Acme Robotics', budget: 5000 });
    expect(record.data.customer).toMatch(/[0-9a-f-]{36}/);

    // The builder approves from the approval queue.
    await page.goto(`/${portal.slug}/workflows/client-onboarding/runs?status=WAITING`);
    await expect(page.getByRole('heading', { name: 'Client onboarding: runs', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Answers of Ada Client' }).click();
    await expect(page.getByText('Acme Robotics')).toBeVisible();
    await expectAccessible(page, 'the approval queue');
    await shot(page, 'workflow-runs');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Comment/)
      .fill('Welcome aboard!');
    await expectAccessible(page, 'the approve dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved — Ada Client is told')).toBeVisible();

    // Ada, on another device, follows the email and finishes.
    const approvedMail = await mailTo(ada, since + 1000, 15_000, /approved your Client onboarding/);
    expect(approvedMail.text).toContain('approved your Client onboarding');
    const laterContext = await browser.newContext();
    const later = await laterContext.newPage();
    const site = new PortalSite(later);
    // After the approval mail was filed (it may have been less than a moment ago): the next mail is the link.
    const asked = Date.now();
    await later.goto(runUrl);
    await site.askForLink(ada);
    await site.useLink(await signInLinkTo(ada, asked));
    // Her home offers to continue where she left off.
    await later.getByRole('link', { name: /Client onboarding · Continue/ }).click();
    await expect(later).toHaveURL(runUrl);
    await expect(later.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    await expect(later.getByText('Welcome aboard — your project starts next week.')).toBeVisible();
    await later.getByRole('button', { name: 'Continue' }).click();
    await expect(later.getByRole('heading', { name: 'All done' })).toBeVisible();
    await expect(later.getByText('“Welcome aboard!”')).toBeVisible();
    await expectAccessible(later, 'a completed run');
    await shot(later, 'workflow-run-done');
    await laterContext.close();

    await page.goto(`/${portal.slug}/workflows`);
    await expect(page.getByRole('row', { name: /Client onboarding/ })).toContainText('Published');
    await expectAccessible(page, 'the workflow list');
    await shot(page, 'workflow-list');
  });
});
