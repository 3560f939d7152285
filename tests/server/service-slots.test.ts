import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../db/schema/services.js';
import { offeredSlots, whyNotOffered, type BusyCall, type SlotRules } from '../../server/modules/service/service.slots.js';
import { guestTime } from '../../server/modules/service/service.slots-api.js';
import { zoneOf } from '../../server/modules/service/service.zones.js';

// The slot engine with the clock pinned: every case names the instant it runs at.
const none = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const weekdays = (start: string, end: string): WeeklyHours => ({
  ...none,
  ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [{ start, end }]])),
});
const rules = (over: Partial<SlotRules>): SlotRules => ({
  hostTimezone: 'UTC',
  weekly: weekdays('09:00', '17:00'),
  overrides: [],
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 365,
  dailyLimit: null,
  ...over,
});
const at = (iso: string) => new Date(iso);
/** The slots of one host day, as the wall clock in `zone` shows them. */
const wall = (slots: Date[], zone: string) => slots.map((d) => DateTime.fromJSDate(d, { zone }).toFormat('HH:mm'));
const day = (r: SlotRules, date: string, now = at('2026-01-01T00:00:00Z')) => {
  const start = DateTime.fromISO(date, { zone: r.hostTimezone });
  return offeredSlots(r, [], start.toJSDate(), start.plus({ days: 1 }).toJSDate(), now);
};

describe('slots across changes of the clocks', () => {
  it('Europe/London: the Monday after summer time began starts at 09:00 BST (08:00 UTC)', () => {
    const slots = day(rules({ hostTimezone: 'Europe/London' }), '2026-03-30');
    expect(slots[0]!.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(wall(slots, 'Europe/London')).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    // The Friday before, still GMT: 09:00 is 09:00 UTC.
    expect(day(rules({ hostTimezone: 'Europe/London' }), '2026-03-27')[0]!.toISOString()).toBe('2026-03-27T09:00:00.000Z');
  });

  it('America/New_York: the night the clocks go forward has one hour less, the night they go back one more', () => {
    const night = { ...none, sun: [{ start: '00:00', end: '06:00' }] };
    const spring = day(rules({ hostTimezone: 'America/New_York', weekly: night }), '2026-03-08');
    expect(wall(spring, 'America/New_York')).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    const autumn = day(rules({ hostTimezone: 'America/New_York', weekly: night }), '2026-11-01');
    expect(wall(autumn, 'America/New_York')).toEqual(['00:00', '01:00', '01:00', '02:00', '03:00', '04:00', '05:00']);
    // Each is an hour after the last in real time: the two 01:00s are different instants.
    for (let i = 1; i < autumn.length; i++) expect(autumn[i]!.getTime() - autumn[i - 1]!.getTime()).toBe(3_600_000);
  });

  it('Australia/Lord_Howe: a 30-minute change of the clocks gives half an hour more, at 01:30 twice', () => {
    const night = { ...none, sun: [{ start: '00:00', end: '04:00' }] };
    const slots = day(rules({ hostTimezone: 'Australia/Lord_Howe', weekly: night, durationMinutes: 30 }), '2026-04-05');
    expect(wall(slots, 'Australia/Lord_Howe')).toEqual(['00:00', '00:30', '01:00', '01:30', '01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(DateTime.fromJSDate(slots[0]!, { zone: 'Australia/Lord_Howe' }).offset).toBe(660);
    expect(DateTime.fromJSDate(slots.at(-1)!, { zone: 'Australia/Lord_Howe' }).offset).toBe(630);
  });

  it('Asia/Kolkata (+05:30): a host’s morning is the evening before for a guest in New York', () => {
    const slots = day(rules({ hostTimezone: 'Asia/Kolkata', weekly: weekdays('09:00', '12:00') }), '2026-12-01');
    expect(slots.map((d) => d.toISOString())).toEqual(['2026-12-01T03:30:00.000Z', '2026-12-01T04:30:00.000Z', '2026-12-01T05:30:00.000Z']);
    const guest = slots.map((d) => DateTime.fromJSDate(d, { zone: 'America/New_York' }).toFormat('yyyy-MM-dd HH:mm'));
    expect(guest).toEqual(['2026-11-30 22:30', '2026-11-30 23:30', '2026-12-01 00:30']);
  });

  it('a host in London and a guest in New York on the night London’s clocks go forward', () => {
    const r = rules({ hostTimezone: 'Europe/London', weekly: { ...none, sun: [{ start: '00:00', end: '03:00' }] } });
    const slots = day(r, '2026-03-29');
    // 01:00 GMT does not exist in London that night: 00:00 GMT, then 02:00 BST (one real hour later).
    expect(wall(slots, 'Europe/London')).toEqual(['00:00', '02:00']);
    expect(wall(slots, 'America/New_York')).toEqual(['20:00', '21:00']);
    expect(slots.map((d) => d.toISOString())).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
  });

  it('an end of 24:00 is the day’s midnight, in summer time too', () => {
    const late = { ...none, fri: [{ start: '22:00', end: '24:00' }] };
    expect(wall(day(rules({ hostTimezone: 'Europe/London', weekly: late }), '2026-07-03'), 'Europe/London')).toEqual(['22:00', '23:00']);
  });
});

describe('why a time is not offered', () => {
  const now = at('2026-06-01T08:00:00Z'); // a Monday
  const busy = (from: string, until: string, sameService = true): BusyCall => ({
    blockedFrom: at(from),
    blockedUntil: at(until),
    startAt: at(from),
    sameService,
  });

  it('answers each rule with its reason, and null for an offered time', () => {
    const r = rules({ minimumNoticeMinutes: 240, bookingWindowDays: 30 });
    expect(whyNotOffered(r, [], at('2026-06-01T13:00:00Z'), now)).toBeNull();
    expect(whyNotOffered(r, [], at('2026-06-01T07:00:00Z'), now)?.code).toBe('PAST');
    expect(whyNotOffered(r, [], at('2026-06-01T10:00:00Z'), now)).toEqual({
      code: 'NOTICE',
      message: 'That time is within the 4-hour notice the host needs before a call.',
    });
    expect(whyNotOffered(r, [], at('2026-07-15T10:00:00Z'), now)?.code).toBe('WINDOW');
    expect(whyNotOffered(r, [], at('2026-06-06T10:00:00Z'), now)).toEqual({
      code: 'DAY_OFF',
      message: 'The host does not take calls on Saturdays.',
    });
    expect(whyNotOffered(r, [], at('2026-06-02T18:00:00Z'), now)).toEqual({
      code: 'OUTSIDE_HOURS',
      message: "That time is outside the host's hours.",
    });
    expect(whyNotOffered(r, [], at('2026-06-02T16:30:00Z'), now)?.code).toBe('OUTSIDE_HOURS'); // would end at 17:30
    expect(whyNotOffered(r, [], at('2026-06-02T10:30:00Z'), now)?.code).toBe('NOT_A_START_TIME');
  });

  it('a date override replaces the weekday: a day off, or other hours', () => {
    const r = rules({
      overrides: [
        { date: '2026-06-02', ranges: [] },
        { date: '2026-06-03', ranges: [{ start: '13:00', end: '15:00' }] },
      ],
    });
    expect(whyNotOffered(r, [], at('2026-06-02T10:00:00Z'), now)).toEqual({ code: 'DAY_OFF', message: 'The host is away on 2026-06-02.' });
    expect(whyNotOffered(r, [], at('2026-06-03T10:00:00Z'), now)?.code).toBe('OUTSIDE_HOURS');
    expect(whyNotOffered(r, [], at('2026-06-03T14:00:00Z'), now)).toBeNull();
    expect(offeredSlots(r, [], at('2026-06-02T00:00:00Z'), at('2026-06-04T00:00:00Z'), now).map((d) => d.toISOString())).toEqual([
      '2026-06-03T13:00:00.000Z',
      '2026-06-03T14:00:00.000Z',
    ]);
  });

  it('another call blocks its time and its buffers; the new call’s buffers count too', () => {
    const r = rules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    const calls = [busy('2026-06-02T11:45:00Z', '2026-06-02T13:15:00Z')]; // 12:00–13:00 with 15 minutes each side
    const free = offeredSlots(r, calls, at('2026-06-02T00:00:00Z'), at('2026-06-03T00:00:00Z'), now).map((d) => d.getUTCHours());
    // 11:00 would run to 12:15 with its buffer and 13:00 starts at 12:45 with its own: both meet the call.
    expect(free).toEqual([9, 10, 14, 15, 16]);
    expect(whyNotOffered(r, calls, at('2026-06-02T11:00:00Z'), now)).toEqual({
      code: 'OVERLAP',
      message: 'That time overlaps another call of the host.',
    });
  });

  it('the day’s limit counts the service’s calls on the host’s own date', () => {
    const r = rules({ hostTimezone: 'Asia/Kolkata', weekly: weekdays('09:00', '17:00'), dailyLimit: 2 });
    // Two calls on 2 June in Kolkata (one of them on 1 June in UTC), and another service's call.
    const calls = [
      busy('2026-06-01T19:00:00Z', '2026-06-01T19:30:00Z'), // 00:30 on 2 June in Kolkata, outside hours but counted
      busy('2026-06-02T04:30:00Z', '2026-06-02T05:30:00Z'),
      busy('2026-06-02T06:30:00Z', '2026-06-02T07:30:00Z', false),
    ];
    expect(whyNotOffered(r, calls, at('2026-06-02T08:30:00Z'), now)).toEqual({
      code: 'DAILY_LIMIT',
      message: "The day's limit of 2 calls of this service is reached.",
    });
    expect(whyNotOffered(r, calls.slice(1), at('2026-06-02T08:30:00Z'), now)).toBeNull();
  });

  it('60 days of three ranges a day, five days off and 500 calls: every offered time passes the single-time check', () => {
    const three = { start: '08:00', end: '10:00' };
    const r = rules({
      hostTimezone: 'America/New_York',
      weekly: Object.fromEntries(
        Object.keys(none).map((d) => [d, [three, { start: '11:00', end: '13:00' }, { start: '14:00', end: '18:00' }]]),
      ) as WeeklyHours,
      durationMinutes: 30,
      overrides: Array.from({ length: 5 }, (_, i) => ({ date: `2026-06-1${i}`, ranges: [] })),
    });
    const calls = Array.from({ length: 500 }, (_, i) => {
      const start = Date.parse('2026-06-01T12:00:00Z') + i * 3 * 3_600_000;
      return { blockedFrom: new Date(start), blockedUntil: new Date(start + 1_800_000), startAt: new Date(start), sameService: true };
    });
    const from = at('2026-06-01T00:00:00Z');
    const until = at('2026-07-31T00:00:00Z');
    const slots = offeredSlots(r, calls, from, until, now);
    expect(slots.length).toBeGreaterThan(600);
    for (const s of slots) expect(whyNotOffered(r, calls, s, now)).toBeNull();
    // And every candidate left out has a reason (the 500 calls and the five days off).
    const offered = new Set(slots.map((s) => s.getTime()));
    const refused = calls.map((c) => c.startAt).filter((s) => !offered.has(s.getTime()));
    for (const s of refused) expect(whyNotOffered(r, calls, s, now)).not.toBeNull();
  });
});

describe('the guest’s times as text', () => {
  // Every 15 minutes of the two days around each change of the clocks in 2027, and every 4 h 15 min
  // (each quarter hour in turn) of the whole year: the fast path against Luxon's own toISO.
  const changes: Record<string, string[]> = {
    UTC: [],
    'Europe/London': ['2027-03-28', '2027-10-31'],
    'America/New_York': ['2027-03-14', '2027-11-07'],
    'Australia/Lord_Howe': ['2027-04-04', '2027-10-03'],
    'Asia/Kolkata': [],
    'Asia/Kathmandu': [],
    'Pacific/Chatham': ['2027-04-04', '2027-09-26'],
  };
  it('are what Luxon’s toISO writes, across DST changes and in zones with half and quarter hours', () => {
    const mismatches: string[] = [];
    const check = (name: string, t: number) => {
      const want = DateTime.fromMillis(t, { zone: name }).toISO({ suppressMilliseconds: true });
      const got = guestTime(zoneOf(name), t);
      if (got !== want) mismatches.push(`${name} ${new Date(t).toISOString()}: ${got} ≠ ${want}`);
    };
    for (const [name, days] of Object.entries(changes)) {
      for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 255 * 60_000) check(name, t);
      for (const day of days) {
        const from = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let t = from; t < from + 2 * 86_400_000; t += 15 * 60_000) check(name, t);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
