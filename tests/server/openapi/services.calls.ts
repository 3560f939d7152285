import { expect } from 'vitest';
import type { OpenApiCalls } from './calls.js';

/** Calls every services route (issue 27) for openapi.test.ts: its success and the errors a client meets. */
export async function servicesCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const { token } = await t.signUp();
  await rest('GET', '/v1/services/timezone');
  expect((await rest('GET', '/v1/services/timezone', { token })).status).toBe(200);
  await rest('PUT', '/v1/services/timezone', { token, body: { timezone: 'Mars/Olympus' } });
  expect((await rest('PUT', '/v1/services/timezone', { token, body: { timezone: 'Asia/Kolkata' } })).status).toBe(200);

  await rest('GET', '/v1/services/availability/default');
  expect((await rest('GET', '/v1/services/availability/default', { token })).status).toBe(200);
  const week = { mon: [{ start: '09:00', end: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  await rest('PUT', '/v1/services/availability/default', { token, body: { weekly: { ...week, mon: [{ start: '17:00', end: '09:00' }] } } });
  await rest('PUT', '/v1/services/availability/default', { body: { weekly: week } });
  expect((await rest('PUT', '/v1/services/availability/default', { token, body: { weekly: week } })).status).toBe(200);

  // Services: list, create (and a bad one, a slug taken), change (another's is not found), delete.
  await rest('GET', '/v1/services/all');
  expect((await rest('GET', '/v1/services/all', { token })).status).toBe(200);
  const made = await rest('POST', '/v1/services', { token, body: { title: 'Intro', durationMinutes: 30 } });
  expect(made.status).toBe(201);
  await rest('POST', '/v1/services', { token, body: { title: 'Intro', slug: 'intro', durationMinutes: 30 } });
  await rest('POST', '/v1/services', { token, body: { title: '', durationMinutes: 0 } });
  await rest('POST', '/v1/services', { body: { title: 'Intro', durationMinutes: 30 } });
  const other = await t.signUp();
  await rest('PATCH', '/v1/services', { token: other.token, body: { id: made.body.data.id, title: 'Mine' } });
  expect((await rest('PATCH', '/v1/services', { token, body: { id: made.body.data.id, active: false } })).status).toBe(200);
  await rest('DELETE', `/v1/services?id=${made.body.data.id}`, { token: other.token });
  expect((await rest('DELETE', `/v1/services?id=${made.body.data.id}`, { token })).status).toBe(200);

  // Slots: a service's days, a bad range, an unknown service; one time's check.
  const intro = (await rest('POST', '/v1/services', { token, body: { title: 'Slots', durationMinutes: 30 } })).body.data;
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  expect((await rest('GET', `/v1/services/slots?serviceId=${intro.id}&from=${day}&to=${day}&timezone=UTC`)).status).toBe(200);
  await rest('GET', `/v1/services/slots?serviceId=${intro.id}&from=${day}&to=2020-01-01&timezone=UTC`);
  await rest('GET', `/v1/services/slots?serviceId=00000000-0000-4000-8000-000000000000&from=${day}&to=${day}&timezone=UTC`);
  expect((await rest('GET', `/v1/services/slots/check?serviceId=${intro.id}&start=${day}T10:00:00Z`)).status).toBe(200);
  await rest('GET', `/v1/services/slots/check?serviceId=${intro.id}&start=tomorrow`);
  await rest('GET', `/v1/services/slots/check?serviceId=00000000-0000-4000-8000-000000000000&start=${day}T10:00:00Z`);
}
