import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BookingPage } from './pages/booking.page';
import { E2E_GOOGLE_PORT } from './playwright.config';
import { builderApi, everyDay, expectAccessible, pageInZone, registerThroughUi, shot, unique } from './support';

/**
 * Issue 29 in the browser, against the fake Google of global-setup.ts (OAuth and Calendar): a builder
 * connects Google Calendar, picks a calendar with a busy hour and that hour leaves the public booking
 * page; a guest's confirmed booking appears on the builder's calendar and leaves it when cancelled;
 * a new person signs in with Google and lands on their portals.
 */

const GOOGLE = `http://127.0.0.1:${E2E_GOOGLE_PORT}`;

async function fake(request: APIRequestContext, path: string, body?: unknown) {
  const response = body === undefined ? await request.get(`${GOOGLE}${path}`) : await request.post(`${GOOGLE}${path}`, { data: body });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}

const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
const timeText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso)).replace(/\s+/g, ' ');

async function openDay(booking: BookingPage, page: Page, date: Date) {
  // The day may be in next month's view.
  const button = booking.days.getByRole('button', { name: dayLabel(date), exact: true });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Next month' }).first().click();
  await button.click();
}

test('a builder connects Google Calendar: a busy hour leaves the booking page, a booking lands on the calendar and leaves it when cancelled', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const builder = await registerThroughUi(page);
  const username = `cal${unique()}`;
  const googleEmail = `pat-${unique()}@example.com`;
  await builderApi(page, 'POST', '/v1/auth/change/username', { username });
  await builderApi(page, 'PUT', '/v1/services/availability/default', { weekly: everyDay([{ start: '00:00', end: '24:00' }]) });
  const service = await builderApi(page, 'POST', '/v1/services', { title: 'Design review', durationMinutes: 60 });

  // At Google: who signs in, their calendars, and a private hour on the family calendar two days ahead.
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(0, 0, 0, 0);
  const busyFrom = new Date(day.getTime() + 10 * 3_600_000).toISOString();
  await fake(request, '/__fake/user', { sub: `sub-${unique()}`, email: googleEmail, name: 'Pat Builder' });
  await fake(request, '/__fake/calendars', {
    email: googleEmail,
    calendars: [
      { id: googleEmail, summary: 'Pat Builder', primary: true, backgroundColor: '#4285f4' },
      { id: 'family@group.calendar.google.com', summary: 'Family', backgroundColor: '#0b8043' },
    ],
  });
  await fake(request, '/__fake/events', {
    calendarId: 'family@group.calendar.google.com',
    start: busyFrom,
    end: new Date(day.getTime() + 11 * 3_600_000).toISOString(),
    summary: 'School run (private)',
  });

  // Settings → Calendar: connect, through Google's consent and back.
  await page.goto('/settings/calendar');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page).toHaveURL(/\/settings\/calendar$/);
  await expect(page.getByText(googleEmail)).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  // The family calendar blocks time too.
  const family = page.getByRole('checkbox', { name: /Family/ });
  await expect(family).not.toBeChecked();
  await family.check({ force: true });
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await expectAccessible(page, 'calendar settings');
  await shot(page, 'google-calendar-connected');

  // A guest sees the day without the busy hour, and nothing of what it is.
  const guest = await pageInZone(browser, 'UTC');
  const booking = new BookingPage(guest);
  await booking.open(username, service.slug);
  await openDay(booking, guest, day);
  const times = await booking.slotTexts();
  expect(times).toContain(timeText(new Date(day.getTime() + 9 * 3_600_000).toISOString()));
  expect(times).toContain(timeText(new Date(day.getTime() + 11 * 3_600_000).toISOString()));
  expect(times).not.toContain(timeText(busyFrom));
  await expect(guest.getByText('School run')).toHaveCount(0);

  // The guest books 14:00; the call appears on the builder's primary calendar with the guest invited.
  const at = timeText(new Date(day.getTime() + 14 * 3_600_000).toISOString());
  await guest
    .getByRole('list', { name: /Available times/ })
    .getByRole('button', { name: at, exact: true })
    .click();
  const email = `guest-${unique()}@example.com`;
  await booking.fillDetails({ name: 'Grace Guest', email });
  await guest.getByRole('button', { name: /^(Book|Confirm)/ }).click();
  await expect(guest.getByRole('heading', { name: /booked|confirmed/i })).toBeVisible();
  await expect
    .poll(async () => (await fake(request, `/__fake/events?calendarId=${encodeURIComponent(googleEmail)}`)) as Array<{ summary: string }>)
    .toEqual([expect.objectContaining({ summary: 'Design review with Grace Guest', attendees: [expect.objectContaining({ email })] })]);

  // The guest cancels from their page; the event leaves the calendar.
  await guest.getByRole('link', { name: 'Reschedule or cancel' }).click();
  await guest
    .getByRole('button', { name: /Cancel/ })
    .first()
    .click();
  await guest.getByRole('button', { name: 'Yes, cancel the call' }).click();
  await expect(guest.getByText(/cancelled/i).first()).toBeVisible();
  await expect
    .poll(async () => fake(request, `/__fake/events?calendarId=${encodeURIComponent(googleEmail)}`), { timeout: 20_000 })
    .toEqual([]);
  await guest.context().close();

  // Disconnecting gives the access back to Google and leaves the card ready to connect again.
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  expect(builder.email).toBeTruthy();
});

test('a new person continues with Google and lands on their portals', async ({ page, request }) => {
  const email = `ada-${unique()}@example.com`;
  await fake(request, '/__fake/user', { sub: `sub-${unique()}`, email, name: 'Ada Lovelace', givenName: 'Ada', familyName: 'Lovelace' });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/portals$/);
  // Signed in as Ada: the header's menu names her.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByText(email)).toBeVisible();
});
