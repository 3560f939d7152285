import { DateTime, type Zone } from 'luxon';
import { isoDate, nextDay, zonedDay, zoneOf, type ZonedDay } from './service.zones.js';
import type { DateOverride, WeeklyHours, Weekday } from '../../../db/schema/services.js';

/**
 * The times a service offers, and why any other time is not offered. Pure: the caller reads the
 * service, the host's availability and the host's calls once, and passes `now` (tests pin it).
 *
 * Hours are wall-clock times on the host's calendar in the host's zone; Luxon turns them into
 * instants (a time the clocks skip moves forward, as Luxon does), and candidate starts step by the
 * service's length in real minutes, so a range across a change of the clocks offers what the clock
 * on the wall shows. A call blocks its time plus its buffers; a candidate is refused when its own
 * blocked time meets another's — the same test as the database's exclusion constraint.
 */
export interface SlotRules {
  hostTimezone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  dailyLimit: number | null;
}

/** Another requested or confirmed call of the host; `sameService` counts towards the daily limit. */
export interface BusyCall {
  blockedFrom: Date;
  blockedUntil: Date;
  startAt: Date;
  sameService: boolean;
}

/** A BusyCall as epoch milliseconds: what the engine reads (the list's reads give it without Dates). */
export interface BusyTimes {
  blockedFrom: number;
  blockedUntil: number;
  startAt: number;
  sameService: boolean;
}

export const busyTimes = (busy: BusyCall[]): BusyTimes[] =>
  busy.map((c) => ({
    blockedFrom: c.blockedFrom.getTime(),
    blockedUntil: c.blockedUntil.getTime(),
    startAt: c.startAt.getTime(),
    sameService: c.sameService,
  }));

export const NOT_OFFERED_CODES = [
  'PAST',
  'NOTICE',
  'WINDOW',
  'DAY_OFF',
  'OUTSIDE_HOURS',
  'NOT_A_START_TIME',
  'DAILY_LIMIT',
  'OVERLAP',
] as const;
export type NotOfferedCode = (typeof NOT_OFFERED_CODES)[number];
export interface NotOffered {
  code: NotOfferedCode;
  message: string;
}

const MINUTE = 60_000;
const WEEKDAY_OF: Record<number, Weekday> = { 1: 'mon', 2: 'tue', 3: 'wed', 4: 'thu', 5: 'fri', 6: 'sat', 7: 'sun' };
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Mondays',
  tue: 'Tuesdays',
  wed: 'Wednesdays',
  thu: 'Thursdays',
  fri: 'Fridays',
  sat: 'Saturdays',
  sun: 'Sundays',
};

/** Minutes as people say them: "4-hour", "90-minute", "1-day". */
export function spokenDuration(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440}-day`;
  if (minutes % 60 === 0) return `${minutes / 60}-hour`;
  return `${minutes}-minute`;
}

interface Day {
  /** The host's calendar date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  overridden: boolean;
  /** The day's hours as instants [from, until), in order. */
  ranges: Array<{ from: number; until: number }>;
}

/** A range of hours as minutes of the wall clock; null is "24:00", the next day's midnight. */
interface Minutes {
  from: number | null;
  until: number | null;
}

const minutesOf = (time: string) => (time === '24:00' ? null : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
const toMinutes = (ranges: Array<{ start: string; end: string }>): Minutes[] =>
  ranges.map((r) => ({ from: minutesOf(r.start), until: minutesOf(r.end) }));

/** The host's hours read once per question: each weekday's and each override's ranges as minutes. */
interface Hours {
  weekly: Record<Weekday, Minutes[]>;
  overrides: Map<string, Minutes[]>;
}

function hoursOf(rules: SlotRules): Hours {
  const weekly = {} as Record<Weekday, Minutes[]>;
  for (const day of Object.values(WEEKDAY_OF)) weekly[day] = toMinutes(rules.weekly[day] ?? []);
  const overrides = new Map<string, Minutes[]>();
  // The first override of a date wins, as `find` did.
  for (const o of rules.overrides) if (!overrides.has(o.date)) overrides.set(o.date, toMinutes(o.ranges));
  return { weekly, overrides };
}

/**
 * The instant of a wall-clock time of a host day: what Luxon's `date.set({ hour, minute })` answers on
 * the day's DateTime. Luxon reads the wall clock with the day's offset first and keeps that reading when
 * the zone has the same offset at it; only where it does not (a change of the clocks near that time) is
 * Luxon asked itself. A `set` costs a DateTime (and its calendar fields) per time, a day has up to a dozen.
 */
function wallTime(zone: Zone, day: ZonedDay, local: number, minutes: number): number {
  // `local` is the day's own wall clock as UTC milliseconds (Luxon's local timestamp) at 00:00.
  const guess = local + minutes * MINUTE - day.offset * MINUTE;
  if (zone.offset(guess) === day.offset) return guess;
  return DateTime.fromMillis(day.ts, { zone })
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
    .toMillis();
}

/** A host's day (a DateTime's instant and offset, as Luxon steps it): its override or its weekday's hours, as instants. */
function hostDay(hours: Hours, zone: Zone, day: ZonedDay): Day {
  const wall = new Date(day.ts + day.offset * MINUTE);
  const iso = isoDate(day);
  // Luxon's weekday (1 Monday … 7 Sunday) of the wall clock's date.
  const weekday = WEEKDAY_OF[wall.getUTCDay() || 7]!;
  // The wall clock at the day's 00:00 (the day's seconds kept, as `set` keeps them).
  const midnight = day.ts + day.offset * MINUTE - (wall.getUTCHours() * 60 + wall.getUTCMinutes()) * MINUTE;
  const override = hours.overrides.get(iso);
  let next: number | undefined;
  const at = (m: number | null) =>
    m === null
      ? (next ??= DateTime.fromMillis(day.ts, { zone }).plus({ days: 1 }).startOf('day').toMillis())
      : wallTime(zone, day, midnight, m);
  const ranges: Day['ranges'] = [];
  for (const r of override ?? hours.weekly[weekday]) {
    const range = { from: at(r.from), until: at(r.until) };
    if (range.from < range.until) ranges.push(range);
  }
  if (ranges.length > 1) ranges.sort((a, b) => a.from - b.from);
  return { date: iso, weekday, overridden: override !== undefined, ranges };
}

/** The candidate starts of a day: each range from its start, a service's length apart, while the call fits. */
function starts(day: Day, durationMinutes: number): number[] {
  const out: number[] = [];
  const length = durationMinutes * MINUTE;
  for (const range of day.ranges) for (let t = range.from; t + length <= range.until; t += length) out.push(t);
  return out;
}

/** What decides a candidate once the day's hours allow it: notice, window, the day's limit and other calls. */
class Checker {
  /** The calls' blocked times [from, until), ordered by their start. */
  private readonly froms: Float64Array;
  private readonly untils: Float64Array;
  private readonly perDay = new Map<string, number>();
  private readonly notice: number;
  private readonly window: number;
  private readonly before: number;
  private readonly after: number;
  constructor(
    private readonly rules: SlotRules,
    busy: BusyTimes[],
    private readonly now: number,
  ) {
    const sorted = [...busy].sort((a, b) => a.blockedFrom - b.blockedFrom);
    // Calls never overlap each other, but busy times from the host's calendar may overlap them and
    // each other: those are merged, so the ends stay in order for the search in `overlaps`.
    const froms: number[] = [];
    const untils: number[] = [];
    for (const c of sorted) {
      const last = untils.length - 1;
      if (last >= 0 && c.blockedFrom < untils[last]!) untils[last] = Math.max(untils[last]!, c.blockedUntil);
      else {
        froms.push(c.blockedFrom);
        untils.push(c.blockedUntil);
      }
    }
    this.froms = Float64Array.from(froms);
    this.untils = Float64Array.from(untils);
    this.notice = now + rules.minimumNoticeMinutes * MINUTE;
    this.window = now + rules.bookingWindowDays * 1440 * MINUTE;
    this.before = rules.bufferBeforeMinutes * MINUTE;
    this.after = (rules.durationMinutes + rules.bufferAfterMinutes) * MINUTE;
    if (rules.dailyLimit !== null) {
      const zone = zoneOf(rules.hostTimezone);
      for (const call of busy)
        if (call.sameService) {
          const date = isoDate({ ts: call.startAt, offset: zone.offset(call.startAt) });
          this.perDay.set(date, (this.perDay.get(date) ?? 0) + 1);
        }
    }
  }

  /** Which rule refuses a candidate inside the host's hours; null when none does. */
  refuses(start: number, hostDate: string): NotOfferedCode | null {
    if (start < this.now) return 'PAST';
    if (start < this.notice) return 'NOTICE';
    if (start > this.window) return 'WINDOW';
    const limit = this.rules.dailyLimit;
    if (limit !== null && (this.perDay.get(hostDate) ?? 0) >= limit) return 'DAILY_LIMIT';
    if (this.overlaps(start)) return 'OVERLAP';
    return null;
  }

  /** Why a candidate inside the host's hours is still not offered; null when it is. */
  check(start: number, hostDate: string): NotOffered | null {
    const code = this.refuses(start, hostDate);
    const { rules } = this;
    switch (code) {
      case null:
        return null;
      case 'PAST':
        return { code, message: 'That time has passed.' };
      case 'NOTICE':
        return {
          code,
          message: `That time is within the ${spokenDuration(rules.minimumNoticeMinutes)} notice the host needs before a call.`,
        };
      case 'WINDOW':
        return {
          code,
          message: `That time is more than ${rules.bookingWindowDays} days ahead; the host takes bookings up to ${rules.bookingWindowDays} days ahead.`,
        };
      case 'DAILY_LIMIT':
        return { code, message: `The day's limit of ${rules.dailyLimit} calls of this service is reached.` };
      default:
        return { code: 'OVERLAP', message: 'That time overlaps another call of the host.' };
    }
  }

  private overlaps(start: number): boolean {
    const from = start - this.before;
    const until = start + this.after;
    const { froms, untils } = this;
    // The blocked ranges are apart (calls by the exclusion constraint, calendar times merged), so their
    // ends are in order too: the first range ending after `from` is the only one that can meet [from, until).
    let lo = 0;
    let hi = froms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (untils[mid]! <= from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < froms.length && froms[i]! < until; i++) if (untils[i]! > from) return true;
    return false;
  }
}

/** The offered starts in [from, until), in order, as epoch milliseconds. */
export function offeredTimes(rules: SlotRules, busy: BusyTimes[], from: number, until: number, now: number): number[] {
  const checker = new Checker(rules, busy, now);
  const hours = hoursOf(rules);
  const zone = zoneOf(rules.hostTimezone);
  const length = rules.durationMinutes * MINUTE;
  const out: number[] = [];
  const last = DateTime.fromMillis(until, { zone }).startOf('day').toMillis();
  for (let date = zonedDay(DateTime.fromMillis(from, { zone }).startOf('day')); date.ts <= last; date = nextDay(zone, date)) {
    const day = hostDay(hours, zone, date);
    for (const range of day.ranges)
      for (let t = range.from; t + length <= range.until; t += length)
        if (t >= from && t < until && checker.refuses(t, day.date) === null) out.push(t);
  }
  return out;
}

/** The offered starts in [from, until), in order. */
export function offeredSlots(rules: SlotRules, busy: BusyCall[], from: Date, until: Date, now: Date): Date[] {
  return offeredTimes(rules, busyTimes(busy), from.getTime(), until.getTime(), now.getTime()).map((t) => new Date(t));
}

/** Why `start` is not offered, or null when it is. */
export function whyNotOffered(rules: SlotRules, busy: BusyCall[], start: Date, now: Date): NotOffered | null {
  const checker = new Checker(rules, busyTimes(busy), now.getTime());
  const at = start.getTime();
  const zone = zoneOf(rules.hostTimezone);
  const day = hostDay(hoursOf(rules), zone, zonedDay(DateTime.fromMillis(at, { zone }).startOf('day')));
  if (!starts(day, rules.durationMinutes).includes(at)) {
    // Time rules come first where they apply to any time at all.
    const early = checker.check(at, day.date);
    if (early && (early.code === 'PAST' || early.code === 'NOTICE' || early.code === 'WINDOW')) return early;
    if (day.ranges.length === 0)
      return day.overridden
        ? { code: 'DAY_OFF', message: `The host is away on ${day.date}.` }
        : { code: 'DAY_OFF', message: `The host does not take calls on ${DAY_NAMES[day.weekday]}.` };
    const range = day.ranges.find((r) => at >= r.from && at < r.until);
    if (!range || at + rules.durationMinutes * MINUTE > range.until)
      return { code: 'OUTSIDE_HOURS', message: "That time is outside the host's hours." };
    const first = DateTime.fromMillis(range.from, { zone }).toFormat('HH:mm');
    return {
      code: 'NOT_A_START_TIME',
      message: `Calls start every ${rules.durationMinutes} minutes from ${first} (the host's time); pick one of the offered times.`,
    };
  }
  return checker.check(at, day.date);
}
