import { expect } from 'vitest';
import type { OpenApiCalls } from './calls.js';

/** Calls every route of the calls domain and the public booking reads (issue 27) for openapi.test.ts. */
export async function bookingsCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const host = await t.signUp();
  const token = host.token;
  const username = `openapi${Date.now().toString(36)}`;
  expect((await rest('POST', '/v1/auth/change/username', { token, body: { username } })).status).toBe(200);
  const all = [{ start: '00:00', end: '24:00' }];
  await rest('PUT', '/v1/services/availability/default', {
    token,
    body: { weekly: { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all } },
  });
  const service = (
    await rest('POST', '/v1/services', { token, body: { title: 'OpenAPI call', durationMinutes: 30, requiresApproval: true } })
  ).body.data;

  // A service's own hours; the public reads.
  expect((await rest('GET', `/v1/services/availability?serviceId=${service.id}`, { token })).status).toBe(200);
  await rest('GET', '/v1/services/availability?serviceId=00000000-0000-4000-8000-000000000000', { token });
  expect((await rest('PUT', '/v1/services/availability', { token, body: { serviceId: service.id, followDefault: true } })).status).toBe(
    200,
  );
  await rest('PUT', '/v1/services/availability', { token, body: { serviceId: service.id } });
  await rest('PUT', '/v1/services/availability', { body: { serviceId: service.id, followDefault: true } });
  await rest('PUT', '/v1/services/availability', {
    token: (await t.signUp()).token,
    body: { serviceId: service.id, followDefault: true },
  });
  expect((await rest('GET', `/v1/profile/public?username=${username}`)).status).toBe(200);
  await rest('GET', '/v1/profile/public?username=nobody-here');
  await rest('GET', '/v1/profile/public?username=');
  expect((await rest('GET', `/v1/services/public?username=${username}`)).status).toBe(200);
  await rest('GET', '/v1/services/public?username=nobody-here');
  await rest('GET', '/v1/services/public');
  expect((await rest('GET', `/v1/services/public/one?id=${service.id}`)).status).toBe(200);
  await rest('GET', '/v1/services/public/one?id=00000000-0000-4000-8000-000000000000');
  await rest('GET', '/v1/services/public/one?id=x');

  // Booking: one that works, the same time again (409), a bad one (400), an unknown service (404).
  const day = new Date(Date.now() + 12 * 86_400_000);
  day.setUTCHours(10, 0, 0, 0);
  const at = (hours: number) => new Date(day.getTime() + hours * 3_600_000).toISOString();
  const guest = { timezone: 'Europe/London', name: 'Guest', email: 'guest@example.com' };
  const booked = await rest('POST', '/v1/calls/book', { body: { serviceId: service.id, start: at(0), ...guest } });
  expect(booked.status).toBe(201);
  await rest('POST', '/v1/calls/book', { body: { serviceId: service.id, start: at(0), ...guest } });
  await rest('POST', '/v1/calls/book', { body: { serviceId: service.id, start: 'soon', ...guest } });
  await rest('POST', '/v1/calls/book', { body: { serviceId: '00000000-0000-4000-8000-000000000000', start: at(1), ...guest } });
  const manage = booked.body.data.manageToken as string;
  const id = booked.body.data.call.id as string;

  // The guest's link.
  expect((await rest('GET', `/v1/calls/manage?token=${manage}`)).status).toBe(200);
  await rest('GET', `/v1/calls/manage?token=${'x'.repeat(43)}`);
  await rest('GET', '/v1/calls/manage?token=short');
  expect((await rest('GET', `/v1/calls/manage/ics?token=${manage}`)).status).toBe(200);
  await rest('GET', `/v1/calls/manage/ics?token=${'x'.repeat(43)}`);
  await rest('GET', '/v1/calls/manage/ics');
  expect((await rest('POST', '/v1/calls/manage/reschedule', { body: { token: manage, start: at(2) } })).status).toBe(200);
  await rest('POST', '/v1/calls/manage/reschedule', { body: { token: manage, start: '2020-01-01T10:00:00Z' } });
  await rest('POST', '/v1/calls/manage/reschedule', { body: { token: 'x'.repeat(43), start: at(3) } });

  // The host's lists, calendar, one call, and the changes.
  for (const list of ['upcoming', 'requests', 'past', 'pending-payments', 'withdrawable-payments']) {
    expect((await rest('GET', `/v1/calls/${list}`, { token })).status).toBe(200);
    await rest('GET', `/v1/calls/${list}?limit=0`, { token });
    await rest('GET', `/v1/calls/${list}`);
  }
  expect((await rest('GET', `/v1/calls/range?from=${at(-24)}&to=${at(24)}`, { token })).status).toBe(200);
  await rest('GET', `/v1/calls/range?from=${at(24)}&to=${at(-24)}`, { token });
  await rest('GET', `/v1/calls/range?from=${at(0)}&to=${at(1)}`);
  expect((await rest('GET', `/v1/calls?id=${id}`, { token })).status).toBe(200);
  await rest('GET', '/v1/calls?id=00000000-0000-4000-8000-000000000000', { token });
  await rest('GET', `/v1/calls?id=${id}`);
  expect((await rest('POST', '/v1/calls/accept', { token, body: { id } })).status).toBe(200);
  await rest('POST', '/v1/calls/accept', { token, body: { id } });
  await rest('POST', '/v1/calls/accept', { token, body: { id: '00000000-0000-4000-8000-000000000000' } });
  await rest('POST', '/v1/calls/accept', { body: { id } });
  expect((await rest('POST', '/v1/calls/reschedule', { token, body: { id, start: at(4) } })).status).toBe(200);
  await rest('POST', '/v1/calls/reschedule', { token, body: { id, start: 'later' } });
  await rest('POST', '/v1/calls/reschedule', { token, body: { id: '00000000-0000-4000-8000-000000000000', start: at(5) } });
  await rest('POST', '/v1/calls/reschedule', { body: { id, start: at(5) } });
  const second = (await rest('POST', '/v1/calls/book', { body: { serviceId: service.id, start: at(6), ...guest } })).body.data.call.id;
  expect((await rest('POST', '/v1/calls/decline', { token, body: { id: second, reason: 'Away' } })).status).toBe(200);
  await rest('POST', '/v1/calls/decline', { token, body: { id: second } });
  await rest('POST', '/v1/calls/decline', { token, body: { id: '00000000-0000-4000-8000-000000000000' } });
  await rest('POST', '/v1/calls/decline', { body: { id: second } });
  expect((await rest('POST', '/v1/calls/cancel', { token, body: { id, reason: 'Ill' } })).status).toBe(200);
  await rest('POST', '/v1/calls/cancel', { token, body: { id } });
  await rest('POST', '/v1/calls/cancel', { token, body: { id: '00000000-0000-4000-8000-000000000000' } });
  await rest('POST', '/v1/calls/cancel', { body: { id } });
  const third = await rest('POST', '/v1/calls/book', { body: { serviceId: service.id, start: at(7), ...guest } });
  expect((await rest('POST', '/v1/calls/manage/cancel', { body: { token: third.body.data.manageToken } })).status).toBe(200);
  await rest('POST', '/v1/calls/manage/cancel', { body: { token: third.body.data.manageToken } });
  await rest('POST', '/v1/calls/manage/cancel', { body: { token: 'x'.repeat(43) } });
  await rest('POST', '/v1/calls/manage/cancel', { body: {} });

  // The feed.
  expect((await rest('GET', '/v1/calls/feed', { token })).status).toBe(200);
  await rest('GET', '/v1/calls/feed');
  const feed = await rest('POST', '/v1/calls/feed', { token });
  expect(feed.status).toBe(200);
  await rest('POST', '/v1/calls/feed');
  expect((await rest('GET', `/v1/calls/feed.ics?token=${new URL(feed.body.data.url).searchParams.get('token')}`)).status).toBe(200);
  await rest('GET', '/v1/calls/feed.ics?token=nope');
  expect((await rest('DELETE', '/v1/calls/feed', { token })).status).toBe(200);
  await rest('DELETE', '/v1/calls/feed');

  // A customer's calls: the routes answer 401 to anyone else (the tenancy matrix books as customers).
  await rest('GET', '/v1/customer/calls');
  await rest('POST', '/v1/customer/calls', { body: { serviceId: service.id, start: at(8), timezone: 'UTC' } });
  await rest('GET', '/v1/customer/calls', { token });
}
