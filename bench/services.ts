// The services part of `npm run bench` (issue 27): a month and more of a service's offered times with
// a busy calendar, and fifty guests booking one time at once. See bench/README.md.
import { startFakeGoogle } from '../tests/helpers/fake-google.js';
import type { Kit } from './records.js';
import { pct, timeAll } from './workflows.js';

const DAYS = 60;
const CALLS = 500;
const REQUESTS = 200;
const WARMUP = 30;
const RACERS = 50;
/** Issue 27: 60 days of slots, 3 ranges a day, 5 overrides, 500 calls: p50 on the server. */
const SLOTS_TARGET_MS = 10;

export async function servicesBench(kit: Kit): Promise<{ lines: string[]; ok: boolean }> {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const portico = await kit.startPortico(true);
  const api = async (method: string, url: string, body?: unknown, token: string | null = kit.token) => {
    const res = await fetch(portico.url + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: any };
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };

  kit.step(`Services: ${DAYS} days, 3 ranges a day, 5 overrides, ${CALLS} calls …`);
  const me = await api('GET', '/v1/user/me');
  await api('PUT', '/v1/services/timezone', { timezone: 'America/New_York' });
  const ranges = [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
    { start: '18:00', end: '20:00' },
  ];
  const today = new Date();
  const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  await api('PUT', '/v1/services/availability/default', {
    weekly: { mon: ranges, tue: ranges, wed: ranges, thu: ranges, fri: ranges, sat: ranges, sun: ranges },
    dateOverrides: [3, 9, 17, 30, 44].map((n, i) => ({ date: day(n), ranges: i % 2 ? [] : [{ start: '10:00', end: '14:00' }] })),
  });
  const service = await api('POST', '/v1/services', {
    title: `Bench call ${process.pid}`,
    durationMinutes: 30,
    bufferAfterMinutes: 10,
    bookingWindowDays: DAYS + 5,
  });
  // 500 calls of the host, about eight a day from tomorrow, each in a 40-minute step (no overlap).
  await kit.db`
    insert into calls (workspace_id, service_id, host_user_id, service_title, guest_name, guest_email, guest_timezone,
                       start_at, end_at, blocked_from, blocked_until, status, manage_token_hash)
    select ${me.currentWorkspaceId}::uuid,
           ${service.id}::uuid, ${me.id}::uuid, 'Bench call', 'Guest ' || g, 'guest' || g || '@example.com', 'Europe/London',
           s, s + interval '30 minutes', s, s + interval '40 minutes',
           case when g % 5 = 0 then 'REQUESTED' else 'CONFIRMED' end, md5('bench-' || ${process.pid}::text || '-' || g)
      from generate_series(1, ${CALLS}::int) g,
           lateral (select date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York'
                          + ((1 + g / 8) || ' days')::interval + interval '13 hours' + ((g % 8) * 40 || ' minutes')::interval as s) t`;
  await kit.db`vacuum analyze calls`;

  const slotsUrl = `/v1/services/slots?${new URLSearchParams({ serviceId: service.id, from: day(0), to: day(DAYS - 1), timezone: 'Europe/London' })}`;
  const first = await api('GET', slotsUrl, undefined, null);
  const offered = (first.days as Array<{ slots: string[] }>).reduce((n, d) => n + d.slots.length, 0);
  const statements = await kit.countStatements(portico, () => api('GET', slotsUrl, undefined, null));
  const shortUrl = `/v1/services/slots?${new URLSearchParams({ serviceId: service.id, from: day(0), to: day(6), timezone: 'Europe/London' })}`;
  const shortStatements = await kit.countStatements(portico, () => api('GET', shortUrl, undefined, null));
  await portico.stop();

  const quiet = await kit.startPortico(false);
  const get = async (url: string) => {
    const res = await fetch(quiet.url + url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  };
  await timeAll(() => get(slotsUrl), WARMUP);
  const slots = await timeAll(() => get(slotsUrl), REQUESTS);
  const week = await timeAll(() => get(shortUrl), REQUESTS);

  // Fifty guests, one time, all at once.
  const target = (first.days as Array<{ slots: string[] }>).flatMap((d) => d.slots).at(-1)!;
  const race = await Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const t0 = performance.now();
      const res = await fetch(`${quiet.url}/v1/calls/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          serviceId: service.id,
          start: target,
          timezone: 'Europe/London',
          name: `Racer ${i}`,
          email: `racer${i}@example.com`,
        }),
      });
      const body = (await res.json()) as { message?: string };
      return { status: res.status, ms: performance.now() - t0, message: body.message ?? '' };
    }),
  );
  await quiet.stop();

  // The same host with Google Calendar connected (issue 29): a busy hour every day of the 60 in the
  // calendar picked, read once through freeBusy from a local fake Google and kept a minute.
  const google = await startFakeGoogle();
  const connected = await kit.startPortico(false, google.env());
  let busyEvents = 0;
  let calendarSlots: number[];
  let calendarOffered = 0;
  try {
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(connected.url + url, {
        method,
        headers: { authorization: `Bearer ${kit.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { data?: any };
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };
    const consent = await fetch((await call('GET', '/v1/integrations/calendar/google/authorize')).url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const link = await call('POST', '/v1/integrations/calendar/google', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    const calendarId = link.connection.accountEmail as string;
    for (let n = 0; n < DAYS; n++) {
      const start = new Date(`${day(n)}T15:00:00Z`);
      google.addEvent(calendarId, {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        summary: 'Busy',
      });
      busyEvents++;
    }
    const get = async () => {
      const res = await fetch(connected.url + slotsUrl);
      const body = (await res.json()) as { data: { days: Array<{ slots: string[] }> } };
      if (res.status !== 200) throw new Error(`${slotsUrl}: ${res.status}`);
      calendarOffered = body.data.days.reduce((n, d) => n + d.slots.length, 0);
    };
    await timeAll(get, WARMUP);
    calendarSlots = await timeAll(get, REQUESTS);
  } finally {
    await connected.stop();
    await google.close();
  }
  const calendarP50 = pct(calendarSlots, 50);
  const calendarOk = calendarP50 <= SLOTS_TARGET_MS && calendarOffered < offered;
  const won = race.filter((r) => r.status === 201).length;
  const refused = race.filter((r) => r.status === 409);
  const raceMs = race.map((r) => r.ms).sort((a, b) => a - b);

  const p50 = pct(slots, 50);
  const slotsOk = p50 <= SLOTS_TARGET_MS;
  const constant = statements.count === shortStatements.count;
  const raceOk = won === 1 && refused.length === RACERS - 1;
  out(`## Services and booking (issue 27): ${DAYS} days of slots over ${CALLS} calls, ${RACERS} guests racing`);
  out();
  out(
    kit.table(
      ['figure', 'p50', 'p99', 'target', ''],
      [
        [
          `GET /v1/services/slots, ${DAYS} days (${offered} starts offered)`,
          `${p50.toFixed(2)} ms`,
          `${pct(slots, 99).toFixed(2)} ms`,
          `≤ ${SLOTS_TARGET_MS} ms p50`,
          slotsOk ? 'PASS' : 'FAIL',
        ],
        [
          `… with Google Calendar (${busyEvents} busy hours; ${calendarOffered} starts offered)`,
          `${calendarP50.toFixed(2)} ms`,
          `${pct(calendarSlots, 99).toFixed(2)} ms`,
          `≤ ${SLOTS_TARGET_MS} ms p50, fewer starts`,
          calendarOk ? 'PASS' : 'FAIL',
        ],
        ['GET /v1/services/slots, 7 days', `${pct(week, 50).toFixed(2)} ms`, `${pct(week, 99).toFixed(2)} ms`, '', ''],
        ['SQL statements, 60 days / 7 days', `${statements.count} / ${shortStatements.count}`, '', 'the same', constant ? 'PASS' : 'FAIL'],
        [
          `${RACERS} bookings of one time at once: 201 / 409 / other`,
          `${won} / ${refused.length} / ${RACERS - won - refused.length}`,
          `${pct(raceMs, 99).toFixed(1)} ms`,
          `1 / ${RACERS - 1} / 0`,
          raceOk ? 'PASS' : 'FAIL',
        ],
      ],
    ),
  );
  if (refused[0]) out(`A refused guest reads: “${refused[0].message}”`);
  return { lines, ok: slotsOk && constant && raceOk && calendarOk };
}
