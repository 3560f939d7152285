import { expect, test } from '@playwright/test';
import { linkIn, mailTo, PortalSite, signInMail } from './pages/portal-site.page';
import { builderApi as api, createPortalThroughApi, everyDay, expectAccessible, registerThroughUi, shot, unique } from './support';

/**
 * A workflow with a BOOKING step, as a customer walks it: signs in by the mailed link, opens the
 * workflow, picks a day and a time of the host's service, adds notes, confirms, and the run goes on
 * to its next step; the host's upcoming calls hold the booking. The step at 390 px for the record.
 */

test('a customer books a call in a workflow step and the run moves on', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await registerThroughUi(page);
  const portal = await createPortalThroughApi(page, page.request, { name: `Booking Co ${unique()}` });
  await api(page, 'PUT', '/v1/services/timezone', { timezone: 'Europe/London' });
  await api(page, 'PUT', '/v1/services/availability/default', { weekly: everyDay([{ start: '09:00', end: '17:00' }]) });
  const service = await api(page, 'POST', '/v1/services', {
    title: 'Kick-off call',
    durationMinutes: 30,
    location: { kind: 'VIDEO', value: 'https://meet.example.com/kick-off' },
  });
  const flow = await api(page, 'POST', '/v1/workflows', {
    portalId: portal.id,
    name: 'Get started',
    accessType: 'CUSTOMERS',
    graph: {
      nodes: [
        {
          id: 'book',
          type: 'BOOKING',
          name: 'Book your kick-off',
          config: { serviceId: service.id, title: 'Pick a time for your kick-off' },
        },
        { id: 'next', type: 'CONTENT', name: 'See you soon', config: { body: 'Your call is in the diary.', confirmLabel: 'Finish' } },
      ],
      edges: [{ from: 'book', to: 'next' }],
    },
  });
  await api(page, 'POST', '/v1/workflows/publish', { id: flow.id, published: true });
  await api(page, 'POST', '/v1/pages', {
    portalId: portal.id,
    title: 'Home',
    path: '/',
    blocks: [
      { id: 'h', type: 'HEADING', props: { text: 'Welcome', level: 1 } },
      { id: 'flows', type: 'WORKFLOW_LIST', props: { title: 'Your next steps' } },
    ],
  });
  await api(page, 'POST', '/v1/layout/publish', { portalId: portal.id });

  const email = `casey-${unique()}@example.com`;
  const since = Date.now() - 1000;
  await api(page, 'POST', '/v1/customer/users', { portalId: portal.id, email, name: 'Casey Customer' });
  const invitation = await mailTo(email, since, 15_000, signInMail);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await new PortalSite(customer).useLink(linkIn(invitation.text));
  await customer
    .getByRole('link', { name: /Get started/ })
    .first()
    .click();

  await expect(customer.getByRole('heading', { name: 'Pick a time for your kick-off' })).toBeVisible();
  await expect(customer.getByRole('list', { name: 'About the call' })).toContainText('30 min');
  const times = customer.getByRole('list', { name: 'Available times' });
  await expect(times.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  await expectAccessible(customer, 'the booking step');
  await shot(customer, 'workflow-booking-step-390');
  await times.getByRole('button').first().click();
  await customer.getByLabel('Notes for the call (optional)').fill('About the launch plan');
  await shot(customer, 'workflow-booking-confirm-390');
  await customer.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(customer.getByText('Your call is in the diary.')).toBeVisible();
  await expect(customer.getByRole('list', { name: 'Steps done' })).toContainText('Book your kick-off');

  const upcoming = await api(page, 'GET', '/v1/calls/upcoming');
  expect(upcoming.items.map((c: { guest: { email: string; notes: string } }) => c.guest)).toContainEqual(
    expect.objectContaining({ email, notes: 'About the launch plan' }),
  );
  await context.close();
});
