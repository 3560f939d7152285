import { DateTime } from 'luxon';
import { zoneOf } from './service.zones.js';
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
  overridden: boolean;
  /** The day's hours as instants [from, until), in order. */
  ranges: Array<{ from: number; until: number }>;
}

/** A host's day: its override or its weekday's hours, as instants. */
function hostDay(rules: SlotRules, date: DateTime): Day {
  const iso = date.toISODate()!;
  const override = rules.overrides.find((o) => o.date === iso);
  const ranges = override ? override.ranges : rules.weekly[WEEKDAY_OF[date.weekday]!];
  // `set` on the day (not parsing a text per range): the same wall-clock rules, a tenth of the work.
  const at = (time: string) =>
    time === '24:00'
      ? date.plus({ days: 1 }).startOf('day')
      : date.set({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) });
  return {
    date: iso,
    overridden: Boolean(override),
    ranges: ranges
      .map((r) => ({ from: at(r.start).toMillis(), until: at(r.end).toMillis() }))
      .filter((r) => r.from < r.until)
      .sort((a, b) => a.from - b.from),
  };
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
  private readonly sorted: BusyCall[];
  private readonly perDay = new Map<string, number>();
  constructor(
    private readonly rules: SlotRules,
    busy: BusyCall[],
    private readonly now: number,
  ) {
    this.sorted = [...busy].sort((a, b) => a.blockedFrom.getTime() - b.blockedFrom.getTime());
    if (rules.dailyLimit !== null)
      for (const call of busy)
        if (call.sameService) {
          const date = this.hostDate(call.startAt.getTime());
          this.perDay.set(date, (this.perDay.get(date) ?? 0) + 1);
        }
  }

  hostDate(instant: number): string {
    return DateTime.fromMillis(instant, { zone: zoneOf(this.rules.hostTimezone) }).toISODate()!;
  }

  /** Why a candidate inside the host's hours is still not offered; null when it is. */
  check(start: number, hostDate: string): NotOffered | null {
    const { rules, now } = this;
    if (start < now) return { code: 'PAST', message: 'That time has passed.' };
    if (start < now + rules.minimumNoticeMinutes * MINUTE)
      return {
        code: 'NOTICE',
        message: `That time is within the ${spokenDuration(rules.minimumNoticeMinutes)} notice the host needs before a call.`,
      };
    if (start > now + rules.bookingWindowDays * 1440 * MINUTE)
      return {
        code: 'WINDOW',
        message: `That time is more than ${rules.bookingWindowDays} days ahead; the host takes bookings up to ${rules.bookingWindowDays} days ahead.`,
      };
    if (rules.dailyLimit !== null && (this.perDay.get(hostDate) ?? 0) >= rules.dailyLimit)
      return { code: 'DAILY_LIMIT', message: `The day's limit of ${rules.dailyLimit} calls of this service is reached.` };
    if (this.overlaps(start)) return { code: 'OVERLAP', message: 'That time overlaps another call of the host.' };
    return null;
  }

  private overlaps(start: number): boolean {
    const from = start - this.rules.bufferBeforeMinutes * MINUTE;
    const until = start + (this.rules.durationMinutes + this.rules.bufferAfterMinutes) * MINUTE;
    // Requested and confirmed calls never overlap each other (the exclusion constraint), so their ends
    // are in order too: the first call ending after `from` is the only one that can meet [from, until).
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]!.blockedUntil.getTime() <= from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.blockedFrom.getTime() < until; i++)
      if (this.sorted[i]!.blockedUntil.getTime() > from) return true;
    return false;
  }
}

/** The offered starts in [from, until), in order. */
export function offeredSlots(rules: SlotRules, busy: BusyCall[], from: Date, until: Date, now: Date): Date[] {
  const checker = new Checker(rules, busy, now.getTime());
  const out: Date[] = [];
  const last = DateTime.fromJSDate(until, { zone: zoneOf(rules.hostTimezone) }).startOf('day');
  for (
    let date = DateTime.fromJSDate(from, { zone: zoneOf(rules.hostTimezone) }).startOf('day');
    date <= last;
    date = date.plus({ days: 1 })
  ) {
    const day = hostDay(rules, date);
    for (const start of starts(day, rules.durationMinutes))
      if (start >= from.getTime() && start < until.getTime() && !checker.check(start, day.date)) out.push(new Date(start));
  }
  return out;
}

/** Why `start` is not offered, or null when it is. */
export function whyNotOffered(rules: SlotRules, busy: BusyCall[], start: Date, now: Date): NotOffered | null {
  const checker = new Checker(rules, busy, now.getTime());
  const at = start.getTime();
  const local = DateTime.fromMillis(at, { zone: zoneOf(rules.hostTimezone) });
  const day = hostDay(rules, local.startOf('day'));
  if (!starts(day, rules.durationMinutes).includes(at)) {
    // Time rules come first where they apply to any time at all.
    const early = checker.check(at, day.date);
    if (early && (early.code === 'PAST' || early.code === 'NOTICE' || early.code === 'WINDOW')) return early;
    if (day.ranges.length === 0)
      return day.overridden
        ? { code: 'DAY_OFF', message: `The host is away on ${day.date}.` }
        : { code: 'DAY_OFF', message: `The host does not take calls on ${DAY_NAMES[WEEKDAY_OF[local.weekday]!]}.` };
    const range = day.ranges.find((r) => at >= r.from && at < r.until);
    if (!range || at + rules.durationMinutes * MINUTE > range.until)
      return { code: 'OUTSIDE_HOURS', message: "That time is outside the host's hours." };
    const first = DateTime.fromMillis(range.from, { zone: zoneOf(rules.hostTimezone) }).toFormat('HH:mm');
    return {
      code: 'NOT_A_START_TIME',
      message: `Calls start every ${rules.durationMinutes} minutes from ${first} (the host's time); pick one of the offered times.`,
    };
  }
  return checker.check(at, day.date);
}
