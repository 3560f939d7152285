import { expect, test } from '@playwright/test';
import { WorkflowsPage } from './pages/workflows.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

test.describe('workflows', () => {
  test('a builder draws form → condition → approval → content in the visual editor and publishes it', async ({ page, request }) => {
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
  });
});
