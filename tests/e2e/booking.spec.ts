import ICAL from 'ical.js';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BookingPage, normal } from './pages/booking.page';
import { mailTo } from './pages/portal-site.page';
import { apiAs, everyDay, expectAccessible, pageInZone, registerThroughApi, unique } from './support';

/**
 * Issue 27's public pages: a host in New York with a service that needs approval, a guest in London
 * who books it in the browser, the host's acceptance, the guest's mail and manage link, a reschedule.
 */

const GUEST_ZONE = 'Europe/London';
const screens = 'tests/e2e/.artifacts/screens';
const guestPage = (browser: Browser, width = 1280) => pageInZone(browser, GUEST_ZONE, width);

const timeIn = (iso: string, zone: string) =>
  normal(new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(iso)));

async function snap(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${screens}/booking-${name}-${width}.png`, fullPage: true });
  }
}

test('a guest in London books a New York host’s call, gets it confirmed, and reschedules it from the mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The host, through the API: a username, New York hours every day, a service that needs approval.
  const host = await registerThroughApi(request);
  const username = `host${unique()}`;
  await apiAs(request, host.token, 'POST', '/v1/auth/change/username', { username });
  await apiAs(request, host.token, 'PUT', '/v1/services/timezone', { timezone: 'America/New_York' });
  await apiAs(request, host.token, 'PUT', '/v1/services/availability/default', { weekly: everyDay([{ start: '09:00', end: '17:00' }]) });
  const service = await apiAs<{ id: string; slug: string }>(request, host.token, 'POST', '/v1/services', {
    title: 'Strategy session',
    description: 'Half an hour to plan your next quarter.',
    durationMinutes: 30,
    price: { amount: 0, currency: 'USD' },
    location: { kind: 'VIDEO', value: 'https://meet.example.com/grace' },
    requiresApproval: true,
    questions: [{ label: 'Team size', type: 'SELECT', choices: ['Solo', 'Small team', 'Large team'], required: true }],
  });

  // The host's page lists the service with its approval note.
  const first = await guestPage(browser);
  await first.goto(`/book/${username}`);
  await expect(first.getByRole('heading', { level: 1, name: `${host.firstName} ${host.lastName}` })).toBeVisible();
  const card = first.getByRole('link', { name: /Strategy session/ });
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('Needs approval');
  await expectAccessible(first, 'booking profile');
  await snap(first, 'profile');
  await first.setViewportSize({ width: 1280, height: 900 });
  await card.click();

  // The guest picks a day and a time, in London time, and fills the form.
  const booking = new BookingPage(first);
  await expect(booking.days.getByRole('button').first()).toBeVisible();
  await expect(first.getByLabel('Time zone')).toHaveValue(GUEST_ZONE);
  const day = await booking.pickFirstOpenDay();
  await expect(first.getByRole('heading', { level: 2, name: day })).toBeVisible();
  await expectAccessible(first, 'booking calendar');
  await snap(first, 'calendar');
  await first.setViewportSize({ width: 390, height: 844 });
  await booking.expectNoHorizontalScroll();
  await first.setViewportSize({ width: 1280, height: 900 });
  const times = await booking.slotTexts();
  const chosen = await booking.pickSlot(1);
  const guest = { name: 'Ada Lovelace', email: `ada-${unique()}@example.com`, notes: 'About the analytical engine' };
  // The server's answer on its field: an email it refuses.
  await booking.fillDetails({ ...guest, email: 'ada@' });
  await first.getByRole('button', { name: 'Request booking' }).click();
  await expect(first.getByText('Please enter an email address like name@example.com.')).toBeVisible();
  // The service's own question is asked too, and must be answered.
  await expect(first.getByLabel('Team size')).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByText('Please choose one.')).toBeVisible();
  await booking.fillDetails(guest);
  await first.getByLabel('Team size').selectOption('Small team');
  await expectAccessible(first, 'booking form');
  await first.getByRole('button', { name: 'Request booking' }).click();
  await expect(first.getByRole('heading', { name: 'Requested — the host will confirm' })).toBeVisible();
  await expect.poll(async () => normal(await first.getByTestId('call-when').innerText())).toContain(chosen);
  await expect(first.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/v1\/calls\/manage\/ics\?token=/);
  await expect(first.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute('href', /\/book\/manage\?token=/);
  await expectAccessible(first, 'booking confirmation');
  await snap(first, 'confirmation');

  // A second guest no longer sees that time.
  const second = await guestPage(browser, 390);
  const other = new BookingPage(second);
  await other.open(username, service.slug);
  await other.pickDay(day);
  const left = await other.slotTexts();
  expect(left).not.toContain(chosen);
  expect(left.length).toBeLessThan(times.length);
  await other.expectNoHorizontalScroll();

  // The host accepts; the call's start is the time the guest clicked, in London.
  const requests = await apiAs<{ items: Array<{ id: string; startAt: string; answers: Array<{ label: string; text: string }> }> }>(
    request,
    host.token,
    'GET',
    '/v1/calls/requests',
  );
  expect(requests.items).toHaveLength(1);
  const call = requests.items[0]!;
  expect(call.answers).toEqual([{ key: 'team_size', label: 'Team size', text: 'Small team' }]);
  expect((await mailTo(host.email, 0, 20_000, /^Request:/)).text).toContain('Team size: Small team');
  expect(timeIn(call.startAt, GUEST_ZONE)).toBe(chosen);
  const acceptedAt = Date.now();
  await apiAs(request, host.token, 'POST', '/v1/calls/accept', { id: call.id });

  // The guest's mail: "Confirmed", with the manage link; its invitation starts at the chosen slot.
  const mail = await mailTo(guest.email, acceptedAt, 20_000, /^Confirmed:/);
  expect(mail.subject).toContain('Strategy session');
  const manageLink = /https?:\/\/\S+\/book\/manage\?token=[A-Za-z0-9._~-]+/.exec(mail.text)![0];
  const token = new URL(manageLink).searchParams.get('token')!;
  // Both invitations, as the SMTP peer received them, parsed back: one event (one UID), at the chosen
  // slot, its SEQUENCE up from the request's; the host's mail carries the same event.
  const invite = (ics: string | undefined) => {
    expect(ics, 'the mail carries an invitation').toBeTruthy();
    const calendar = new ICAL.Component(ICAL.parse(ics!));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return {
      method: calendar.getFirstPropertyValue('method'),
      uid: event.getFirstPropertyValue('uid'),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    };
  };
  const guestInvite = invite(mail.calendar);
  expect(guestInvite).toMatchObject({ method: 'REQUEST', uid: `${call.id}@calls.portico`, start: new Date(call.startAt).toISOString() });
  const requested = invite((await mailTo(guest.email, 0, 20_000, /^Requested:/)).calendar);
  expect(guestInvite.sequence).toBeGreaterThan(requested.sequence);
  const hostInvite = invite((await mailTo(host.email, acceptedAt, 20_000, /^Confirmed:/)).calendar);
  expect(hostInvite).toMatchObject({ uid: guestInvite.uid, start: guestInvite.start });
  // The guest's "Add to calendar" download is the same event.
  const ics = await request.get(`/v1/calls/manage/ics?${new URLSearchParams({ token })}`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(invite(await ics.text())).toMatchObject({ uid: guestInvite.uid, start: guestInvite.start });

  // From the mail's link, the guest moves the call to another time of the same day.
  const managed = await guestPage(browser);
  await managed.goto(new URL(manageLink).pathname + new URL(manageLink).search);
  await expect(managed.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(managed.getByTestId('call-when')).toContainText(day.split(', ')[1]!);
  await expectAccessible(managed, 'booking manage');
  await snap(managed, 'manage');
  await managed.setViewportSize({ width: 1280, height: 900 });
  await managed.getByRole('button', { name: 'Reschedule' }).click();
  const move = new BookingPage(managed);
  await move.pickDay(day);
  const newTimes = await move.slotTexts();
  const target = newTimes.find((t) => t !== chosen)!;
  await move.pickSlot(newTimes.indexOf(target));
  await managed.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(managed.getByRole('status').filter({ hasText: 'Rescheduled to' })).toBeVisible();
  await expect
    .poll(async () => normal(await managed.getByRole('status').filter({ hasText: 'Rescheduled to' }).innerText()))
    .toContain(target);
  await expect.poll(async () => normal(await managed.getByTestId('call-when').innerText())).toContain(target);
  const moved = await apiAs<{ startAt: string }>(request, host.token, 'GET', `/v1/calls?id=${call.id}`);
  expect(timeIn(moved.startAt, GUEST_ZONE)).toBe(target);

  // A wrong token is a clear message, not an empty page.
  await managed.goto('/book/manage?token=not-a-real-token');
  await expect(managed.getByRole('heading', { name: 'This link does not match any call' })).toBeVisible();
  // The guests' windows, closed so they do not run on beside the next specs.
  for (const p of [first, second, managed]) await p.context().close();
});
