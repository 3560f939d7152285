import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../db/schema/index.js';
import { expectBadInput, expectError } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 27: the host's time zone and default hours — the rules and bad input, over REST and GraphQL. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const week = (over: Record<string, Array<{ start: string; end: string }>> = {}) => ({
  mon: [{ start: '09:00', end: '17:00' }],
  tue: [{ start: '09:00', end: '17:00' }],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
  ...over,
});
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
const put = (token: string, body: unknown) => t.rest('PUT', '/v1/services/availability/default', { token, body });
const get = (token: string) => t.rest('GET', '/v1/services/availability/default', { token });

describe('default availability', () => {
  it('starts at weekdays 9 to 5 in the builder’s zone; saved hours come back in order and are the builder’s alone', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const fresh = await get(a.token);
    expect(fresh.body.data).toMatchObject({ timezone: 'UTC', isDefault: true, dateOverrides: [] });
    expect(fresh.body.data.weekly.mon).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(fresh.body.data.weekly.sat).toEqual([]);

    const saved = await put(a.token, {
      weekly: week({
        mon: [
          { start: '14:00', end: '18:00' },
          { start: '08:00', end: '12:00' },
        ],
        sun: [{ start: '20:00', end: '24:00' }],
      }),
      dateOverrides: [
        { date: '2027-03-01', ranges: [{ start: '10:00', end: '11:00' }] },
        { date: '2027-01-01', ranges: [] },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.isDefault).toBe(false);
    expect(saved.body.data.weekly.mon).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(saved.body.data.dateOverrides.map((o: { date: string }) => o.date)).toEqual(['2027-01-01', '2027-03-01']);
    expect((await get(a.token)).body.data).toEqual(saved.body.data);
    // Saving again replaces (one default per builder).
    expect((await put(a.token, { weekly: week() })).body.data.dateOverrides).toEqual([]);
    // The other builder still has the starting hours.
    expect((await get(b.token)).body.data.isDefault).toBe(true);
    // GraphQL reads the same.
    const gql = await t.gql('{ defaultAvailability { isDefault weekly { tue { start end } } } }', {}, a.token);
    expect(gql.body.data.defaultAvailability).toEqual({ isDefault: false, weekly: { tue: [{ start: '09:00', end: '17:00' }] } });
  });

  it('refuses bad hours with the field and a sentence, and keeps what was saved', async () => {
    const a = await t.signUp();
    const stored = (await put(a.token, { weekly: week() })).body.data;
    expectBadInput(await put(a.token, { weekly: week({ mon: [{ start: '24:30', end: '25:00' }] }) }), {
      'weekly.mon.0.start': /00:00 to 23:59/,
      'weekly.mon.0.end': /24:00 for midnight/,
    });
    const missing = await put(a.token, { weekly: { mon: [] } });
    expect(Object.keys(missing.body.details)).toHaveLength(6);
    expect(missing.body.details['weekly.tue']).toBe('Send the hours of Tuesdays as a list of ranges ([] for a day off).');
    const cases: Array<[unknown, string, RegExp]> = [
      [{ weekly: week({ mon: [{ start: '09:00', end: '24:30' }] }) }, 'weekly.mon.0.end', /24:00 for midnight/],
      [{ weekly: week({ mon: [{ start: '17:00', end: '09:00' }] }) }, 'weekly.mon.0.end', /End after the start/],
      [{ weekly: week({ mon: [{ start: '09:00', end: '09:00' }] }) }, 'weekly.mon.0.end', /End after the start/],
      [
        {
          weekly: week({
            wed: [
              { start: '09:00', end: '12:00' },
              { start: '11:59', end: '13:00' },
            ],
          }),
        },
        'weekly.wed.1.start',
        /overlap on Wednesdays/,
      ],
      [{ weekly: week({ mon: Array.from({ length: 7 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` })) }) }, 'weekly.mon', /At most 6/],
      [{ weekly: week({ mon: [{ start: '9:00', end: '17:00' }] }) }, 'weekly.mon.0.start', /like 09:00/],
      [{ weekly: week({ mon: [{ start: '09:00\u0000', end: '17:00' }] }) }, '', /./],
      [{ weekly: week(), dateOverrides: [{ date: '2027-02-30', ranges: [] }] }, 'dateOverrides.0.date', /does not exist/],
      [{ weekly: week(), dateOverrides: [{ date: '1999-12-31', ranges: [] }] }, 'dateOverrides.0.date', /between 2000 and 2100/],
      [{ weekly: week(), dateOverrides: [{ date: '+275760-09-13', ranges: [] }] }, 'dateOverrides.0.date', /like 2026-12-24/],
      [
        {
          weekly: week(),
          dateOverrides: [
            { date: '2027-01-01', ranges: [] },
            { date: '2027-01-01', ranges: [] },
          ],
        },
        'dateOverrides.1.date',
        /listed twice/,
      ],
      [{ weekly: week(), dateOverrides: Array.from({ length: 401 }, (_, i) => ({ date: `2027-01-01`, ranges: [], i })) }, '', /./],
      [{ weekly: week({ holiday: [] } as never) }, 'weekly.holiday', /./],
      [{ weekly: week(), ...Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])) }, '', /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(a.token, body);
      const label = JSON.stringify(body).slice(0, 120);
      expect(res.status, label).toBe(400);
      if (field) expectBadInput(res, { [field]: message }, label);
      else expect(res.body.code, label).toBe('BAD_USER_INPUT');
    }
    expect((await get(a.token)).body.data).toEqual(stored);
  });

  it('needs a signed-in builder, and a customer’s token is not one', async () => {
    expectError(await t.rest('GET', '/v1/services/availability/default'), 'UNAUTHENTICATED');
    // Without a token a bad body is still 401 first.
    expectError(await t.rest('PUT', '/v1/services/availability/default', { body: { weekly: 'no' } }), 'UNAUTHENTICATED');
    const gql = await t.gql(
      'mutation { updateDefaultAvailability(input: { weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } }) { isDefault } }',
    );
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the host’s time zone', () => {
  it('is the profile’s time zone; a zone that does not exist is refused', async () => {
    const a = await t.signUp();
    expect((await t.rest('GET', '/v1/services/timezone', { token: a.token })).body.data).toEqual({ timezone: 'UTC' });
    const changed = await t.rest('PUT', '/v1/services/timezone', { token: a.token, body: { timezone: 'Australia/Lord_Howe' } });
    expect(changed.body.data).toEqual({ timezone: 'Australia/Lord_Howe' });
    expect((await t.rest('GET', '/v1/user/me', { token: a.token })).body.data.timezone).toBe('Australia/Lord_Howe');
    expect((await get(a.token)).body.data.timezone).toBe('Australia/Lord_Howe');
    for (const timezone of ['Mars/Olympus', '+05:30', '', 'x'.repeat(10_000)])
      expectBadInput(await t.rest('PUT', '/v1/services/timezone', { token: a.token, body: { timezone } }), { timezone: /./ });
    expect((await t.rest('GET', '/v1/services/timezone', { token: a.token })).body.data.timezone).toBe('Australia/Lord_Howe');
  });
});

describe('services', () => {
  const create = (token: string, body: unknown) => t.rest('POST', '/v1/services', { token, body });

  it('a host offers services: defaults, a slug from the title (a twin gets -2), changes, and deletes; another host sees none', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const first = await create(a.token, { title: 'Intro call — 30 min', durationMinutes: 30 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      slug: 'intro-call-30-min',
      price: { amount: 0, currency: 'USD' },
      requiresApproval: false,
      bufferBeforeMinutes: 0,
      bookingWindowDays: 60,
      dailyLimit: null,
      location: { kind: 'VIDEO', value: '' },
      active: true,
    });
    const twin = await create(a.token, { title: 'Intro call — 30 min', durationMinutes: 30 });
    expect(twin.body.data.slug).toBe('intro-call-30-min-2');
    // An explicit slug that is taken is a CONFLICT on slug; another host may use it.
    expectError(await create(a.token, { title: 'X', slug: 'intro-call-30-min', durationMinutes: 30 }), 'CONFLICT', /slug already/, {
      slug: /choose another/,
    });
    expect((await create(b.token, { title: 'X', slug: 'intro-call-30-min', durationMinutes: 30 })).status).toBe(201);

    const changed = await t.rest('PATCH', '/v1/services', {
      token: a.token,
      body: {
        id: first.body.data.id,
        price: { amount: 4999, currency: 'EUR' },
        dailyLimit: 2,
        location: { kind: 'ADDRESS', value: '1 Main St' },
      },
    });
    expect(changed.body.data).toMatchObject({
      price: { amount: 4999, currency: 'EUR' },
      dailyLimit: 2,
      location: { kind: 'ADDRESS', value: '1 Main St' },
    });
    expect(
      (await t.rest('PATCH', '/v1/services', { token: a.token, body: { id: first.body.data.id, dailyLimit: null } })).body.data.dailyLimit,
    ).toBeNull();

    // Another host can neither see, change nor delete them.
    expect((await t.rest('GET', '/v1/services/all', { token: b.token })).body.data.map((s: { title: string }) => s.title)).toEqual(['X']);
    expectError(await t.rest('PATCH', '/v1/services', { token: b.token, body: { id: first.body.data.id, title: 'Mine' } }), 'NOT_FOUND');
    expectError(await t.rest('DELETE', `/v1/services?id=${first.body.data.id}`, { token: b.token }), 'NOT_FOUND');

    const deleted = await t.rest('DELETE', `/v1/services?id=${twin.body.data.id}`, { token: a.token });
    expect(deleted.body.data.slug).toBe('intro-call-30-min-2');
    const list = (await t.rest('GET', '/v1/services/all', { token: a.token })).body.data;
    expect(list.map((s: { id: string }) => s.id)).toEqual([first.body.data.id]);
    expectError(await t.rest('DELETE', `/v1/services?id=${twin.body.data.id}`, { token: a.token }), 'NOT_FOUND');
  });

  it('refuses bad services with the field and a sentence, and writes nothing', async () => {
    const a = await t.signUp();
    const cases: Array<[Record<string, unknown>, Record<string, RegExp>]> = [
      [{ title: 'A', durationMinutes: 0 }, { durationMinutes: /at least 5 minutes/ }],
      [{ title: 'A', durationMinutes: 10_000 }, { durationMinutes: /at most 720/ }],
      [{ title: 'A', durationMinutes: 30.5 }, { durationMinutes: /whole number/ }],
      [{ title: 'A', durationMinutes: 30, bookingWindowDays: 3650 }, { bookingWindowDays: /at most 365 days/ }],
      [{ title: 'A', durationMinutes: 30, price: { amount: -1, currency: 'USD' } }, { 'price.amount': /cannot be negative/ }],
      [{ title: 'A', durationMinutes: 30, price: { amount: 1e20, currency: 'USD' } }, { 'price.amount': /too large/ }],
      [{ title: 'A', durationMinutes: 30, price: { amount: 10.5, currency: 'USD' } }, { 'price.amount': /whole number/ }],
      [{ title: 'A', durationMinutes: 30, price: { amount: 100, currency: 'XYZ' } }, { 'price.currency': /not a currency/ }],
      [{ title: 'A', durationMinutes: 30, bufferBeforeMinutes: -5 }, { bufferBeforeMinutes: /cannot be negative/ }],
      [{ title: 'A', durationMinutes: 30, dailyLimit: 0 }, { dailyLimit: /at least 1/ }],
      [{ title: 'A', durationMinutes: 30, location: { kind: 'PHONE' } }, { 'location.value': /phone number/ }],
      [{ title: 'A', durationMinutes: 30, location: { kind: 'VIDEO', value: 'javascript:alert(1)' } }, { 'location.value': /https:\/\// }],
      [{ title: 'A', durationMinutes: 30, location: { kind: 'CARRIER_PIGEON' } }, { 'location.kind': /Choose one of/ }],
      [{ title: '   ', durationMinutes: 30 }, { title: /title/ }],
      [{ title: 'A', slug: 'Not A Slug', durationMinutes: 30 }, { slug: /lowercase/ }],
      [{ title: 'A\u0000B', durationMinutes: 30 }, {}],
    ];
    for (const [body, details] of cases) {
      const res = await create(a.token, body);
      if (Object.keys(details).length) expectBadInput(res, details, JSON.stringify(body));
      else expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.rest('GET', '/v1/services/all', { token: a.token })).body.data).toEqual([]);
    expectError(await t.rest('PATCH', '/v1/services', { token: a.token, body: { id: 'not-an-id', title: 'X' } }), 'BAD_USER_INPUT');
    expectError(
      await t.rest('PATCH', '/v1/services', { token: a.token, body: { id: '00000000-0000-4000-8000-000000000000' } }),
      'NOT_FOUND',
    );
  });
});

describe('slots over the API', () => {
  it('a Kolkata host’s Monday, seen from New York: a call takes its hour away, and each refused time says why', async () => {
    const host = await t.signUp();
    await t.rest('PUT', '/v1/services/timezone', { token: host.token, body: { timezone: 'Asia/Kolkata' } });
    const service = (await t.rest('POST', '/v1/services', { token: host.token, body: { title: 'Intro', durationMinutes: 60 } })).body.data;
    // The Monday at least eight days ahead, on the host's calendar.
    let monday = DateTime.now().setZone('Asia/Kolkata').startOf('day').plus({ days: 8 });
    while (monday.weekday !== 1) monday = monday.plus({ days: 1 });
    const ist = (hour: number, minute = 0) => monday.set({ hour, minute });
    const newYork = (d: DateTime) => d.setZone('America/New_York').toISO({ suppressMilliseconds: true })!;
    const slotsOf = async () => {
      const res = await t.rest(
        'GET',
        withQuery('/v1/services/slots', {
          serviceId: service.id,
          from: ist(9).setZone('America/New_York').toISODate()!,
          to: ist(16).setZone('America/New_York').toISODate()!,
          timezone: 'America/New_York',
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.days.flatMap((d: { slots: string[] }) => d.slots) as string[];
    };
    // New York's Sunday and Monday hold the Kolkata Monday's hours and the first of Tuesday's.
    const nyDays = new Set([ist(9), ist(16)].map((d) => d.setZone('America/New_York').toISODate()));
    const everyHour = [0, 1]
      .flatMap((day) => [9, 10, 11, 12, 13, 14, 15, 16].map((h) => ist(h).plus({ days: day })))
      .filter((d) => nyDays.has(d.setZone('America/New_York').toISODate()))
      .map(newYork);
    expect(everyHour.length).toBeGreaterThan(8);
    expect(await slotsOf()).toEqual(everyHour);

    // A confirmed call 11:00–12:00 in Kolkata: that hour goes, the rest stay.
    await t.database.db.insert(calls).values({
      workspaceId: host.user.currentWorkspaceId,
      serviceId: service.id,
      hostUserId: host.user.id,
      serviceTitle: 'Intro',
      guestName: 'Secret Guest',
      guestEmail: 'secret-guest@example.com',
      guestNotes: 'Private notes',
      guestTimezone: 'Europe/Paris',
      startAt: ist(11).toJSDate(),
      endAt: ist(12).toJSDate(),
      blockedFrom: ist(11).toJSDate(),
      blockedUntil: ist(12).toJSDate(),
      status: 'CONFIRMED',
      manageTokenHash: `test-${Math.random()}`,
    });
    expect(await slotsOf()).toEqual(everyHour.filter((s) => s !== newYork(ist(11))));
    const check = async (start: DateTime) =>
      (await t.rest('GET', withQuery('/v1/services/slots/check', { serviceId: service.id, start: start.toUTC().toISO()! }))).body.data;
    const taken = await check(ist(11));
    expect(taken).toEqual({ offered: false, code: 'OVERLAP', reason: 'That time overlaps another call of the host.' });
    expect(JSON.stringify(taken)).not.toMatch(/Secret|secret-guest|Private/);
    expect((await check(ist(10, 30))).code).toBe('NOT_A_START_TIME');
    expect((await check(ist(18))).code).toBe('OUTSIDE_HOURS');
    expect((await check(ist(10).minus({ days: 1 }))).reason).toBe('The host does not take calls on Sundays.');
    expect((await check(DateTime.now().minus({ hours: 1 }))).code).toBe('PAST');
    expect(await check(ist(10))).toEqual({ offered: true, code: null, reason: null });

    // An inactive service is not offered at all.
    await t.rest('PATCH', '/v1/services', { token: host.token, body: { id: service.id, active: false } });
    expectError(
      await t.rest('GET', withQuery('/v1/services/slots/check', { serviceId: service.id, start: ist(10).toUTC().toISO()! })),
      'NOT_FOUND',
    );
  });

  it('refuses a bad range, zone or time with the field', async () => {
    const host = await t.signUp();
    const service = (await t.rest('POST', '/v1/services', { token: host.token, body: { title: 'Intro', durationMinutes: 30 } })).body.data;
    const slots = (query: Record<string, string>) =>
      t.rest(
        'GET',
        withQuery('/v1/services/slots', { serviceId: service.id, from: '2027-01-04', to: '2027-01-05', timezone: 'UTC', ...query }),
      );
    expectBadInput(await slots({ to: '2027-06-01' }), { to: /at most 62 days/i });
    expectBadInput(await slots({ to: '2027-01-01' }), { to: /on or after the start/ });
    expectBadInput(await slots({ from: '2027-02-30' }), { from: /does not exist/ });
    expectBadInput(await slots({ timezone: 'Mars/Olympus' }), { timezone: /time zone/ });
    expectBadInput(await slots({ from: '+275760-09-13' }), { from: /like 2026-12-01/ });
    expectBadInput(await slots({ serviceId: 'nope' }), { serviceId: /not valid/ });
    const check = (start: string) => t.rest('GET', withQuery('/v1/services/slots/check', { serviceId: service.id, start }));
    expectBadInput(await check('tomorrow at ten'), { start: /ISO date and time/ });
    expectBadInput(await check('+275760-09-13T00:00:00Z'), { start: /ISO date and time/ });
    const farDays = await slots({ from: '9999-12-30', to: '9999-12-31' });
    expect(farDays.body.data?.days, JSON.stringify(farDays.body)).toEqual([
      { date: '9999-12-30', slots: [] },
      { date: '9999-12-31', slots: [] },
    ]);
    expect((await slots({ from: '2001-01-01', to: '2001-01-31' })).body.data.days.every((d: { slots: string[] }) => !d.slots.length)).toBe(
      true,
    );
    const far = await check('9999-12-31T10:00:00Z');
    expect(far.body.data?.code, JSON.stringify(far.body)).toBe('WINDOW');
  });
});

describe('the services a host may have', () => {
  it('at the limit, 20 creates at once: exactly 100 services, 10 refused with a sentence, no slug twice', async () => {
    const b = await t.signUp();
    const create = () => t.rest('POST', '/v1/services', { token: b.token, body: { title: 'Intro call', durationMinutes: 30 } });
    // 90 first, in waves (the workspace's fair share queues at most 100 requests), then 20 racing for the last 10.
    for (let wave = 0; wave < 6; wave++)
      expect((await Promise.all(Array.from({ length: 15 }, create))).every((r) => r.status === 201)).toBe(true);
    const results = await Promise.all(Array.from({ length: 20 }, create));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(409));
    expect(refused[0]!.body.message).toMatch(/100 services, the most a host may have/);
    const all = (await t.rest('GET', '/v1/services/all', { token: b.token })).body.data as Array<{ slug: string }>;
    expect(all).toHaveLength(100);
    expect(new Set(all.map((s) => s.slug)).size).toBe(100);
  });
});
