import { WEEKDAY_KEYS } from '../../../../server/modules/service/service.rules';
import { zoneOffset } from '../settings/time-zones';

export type Weekday = (typeof WEEKDAY_KEYS)[number];
export interface TimeRange {
  start: string;
  end: string;
}
export type Week = Record<Weekday, TimeRange[]>;
export interface DateOverride {
  date: string;
  ranges: TimeRange[];
}
/** Server messages keyed by the path below a prefix: `mon.1.end`, `0.ranges.1.start`. */
export type PathErrors = Record<string, string>;

const plain = (ranges: ReadonlyArray<TimeRange>): TimeRange[] => ranges.map(({ start, end }) => ({ start, end }));

/** The server's hours without Apollo's typenames, ready to edit and to send back. */
export function editableHours(hours: { weekly: Record<Weekday, ReadonlyArray<TimeRange>>; dateOverrides: ReadonlyArray<DateOverride> }) {
  const weekly = Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, plain(hours.weekly[d])])) as Week;
  const dateOverrides = hours.dateOverrides.map((o) => ({ date: o.date, ranges: plain(o.ranges) }));
  return { weekly, dateOverrides };
}

/**
 * The details of a refusal below one prefix (`weekly` → `mon.1.end`). GraphQL may name the argument
 * first (`input.weekly.mon.1.end`): both spellings land.
 */
export function errorsUnder(details: Record<string, string> | undefined, prefix: string): PathErrors {
  const out: PathErrors = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    const path = key.startsWith('input.') ? key.slice('input.'.length) : key;
    if (path.startsWith(`${prefix}.`)) out[path.slice(prefix.length + 1)] = message;
    else if (path === prefix) out[''] = message;
  }
  return out;
}

/** A new range on a day: after the last one, an hour long, or nine to five on an empty day. */
export function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges[ranges.length - 1];
  if (!last) return { start: '09:00', end: '17:00' };
  const [h] = last.end.split(':').map(Number);
  const start = Math.min(h ?? 17, 22);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${pad(start)}:00`, end: `${pad(start + 1)}:00` };
}

/** A wall-clock date and time in a zone as ISO with that zone's offset then: `2026-12-01T10:00:00+01:00`. */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  // The offset at the guess, then at the instant it gives (right across a DST change but for the skipped hour).
  let offset = zoneOffset(timeZone, new Date(wall)).minutes;
  offset = zoneOffset(timeZone, new Date(wall - offset * 60_000)).minutes;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "Tue 1 Dec, 10:00" in the builder's zone. */
export function formatInZone(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions = {}): string {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone, ...options }).format(new Date(iso));
  } catch {
    return new Date(iso).toLocaleString();
  }
}

/** Today's date in a zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
