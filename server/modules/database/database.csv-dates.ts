/**
 * The dates a CSV file may hold, read the same way by the import (database.import.ts) and by the
 * builder app's preview of it: ISO (2025-03-15, with a time and zone or not), 03/15/2025 or
 * 15/03/2025 (the column's day order says which), 15.03.2025 (always day first), 2025/03/15, and
 * month names (Mar 15, 2025 · 15 March 2025), each with an optional time (14:30, 2:30 PM). No
 * general parser: only these shapes, so a value means the same thing on both sides. Free of Node
 * and database code, like database.rules.ts, so the client build can import it.
 */

/** Which number comes first in 03/04/2025: the month (US) or the day. */
export const DAY_ORDERS = ['MONTH_FIRST', 'DAY_FIRST'] as const;
export type DayOrder = (typeof DAY_ORDERS)[number];

export interface CsvDate {
  /** The day written, YYYY-MM-DD. */
  day: string;
  /** The time written, HH:MM:SS (24 h), or null for a date alone. */
  time: string | null;
  /** The zone written (Z or ±HH:MM), or null: the time is a wall-clock time. */
  zone: string | null;
}

export type DateReading =
  | { ok: true; date: CsvDate }
  /** Not one of the shapes above, or not a day of the calendar. */
  | { ok: false; reason: 'not-a-date' }
  /** 03/04/2025 without a day order: both readings are days of the calendar. */
  | { ok: false; reason: 'ambiguous' }
  /** 15/03/2025 read month first (or 03/15/2025 day first): not a day in the order chosen. */
  | { ok: false; reason: 'wrong-order' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?\s*([ap]\.?m\.?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC|GMT)?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, 'i');
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[/.](\d{1,2})[/.](\d{1,2})${TIME}$`, 'i');
const NUMERIC = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${TIME}$`, 'i');
const MONTH_DAY = new RegExp(String.raw`^([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})${TIME.replace('[T ]', '(?:,? |T)')}$`, 'i');
const DAY_MONTH = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]{3,9})\.?[ -],?(\d{4})${TIME.replace('[T ]', '(?:,? |T)')}$`,
  'i',
);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function calendarDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1–12 for an English month name, whole or in three letters ("Sept" too); 0 for anything else. */
function month(name: string): number {
  const n = name.toLowerCase();
  const i = n === 'sept' ? 8 : n.length === 3 ? MONTHS.indexOf(n) : FULL_MONTHS.indexOf(n);
  return i + 1;
}

/** The time groups of TIME (hour, minute, second, its fraction, am/pm, zone) as HH:MM:SS and the zone, or null when not a time. */
function clock(parts: Array<string | undefined>): { time: string | null; zone: string | null } | null {
  const [h, min, s, fraction, meridiem, zone] = parts;
  if (h === undefined) return { time: null, zone: null };
  let hour = Number(h);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase().startsWith('p') ? 12 : 0);
  }
  if (hour > 23 || Number(min) > 59 || Number(s ?? 0) > 59) return null;
  const z = zone?.toUpperCase();
  return {
    time: `${pad(hour)}:${min}:${pad(Number(s ?? 0))}${fraction ?? ''}`,
    zone: !z ? null : z === 'Z' || z === 'UTC' || z === 'GMT' ? 'Z' : `${z.slice(0, 3)}:${z.slice(-2)}`,
  };
}

function reading(day: string | null, parts: Array<string | undefined>): DateReading {
  const t = day ? clock(parts) : null;
  return day && t ? { ok: true, date: { day, ...t } } : { ok: false, reason: 'not-a-date' };
}

/** One cell read as a date in one of the shapes above; `order` settles 03/04/2025. */
export function readCsvDate(raw: string, order?: DayOrder): DateReading {
  const text = raw.trim().replace(/\s+/g, ' ');
  let m = ISO.exec(text) ?? YEAR_FIRST.exec(text);
  if (m) return reading(calendarDay(Number(m[1]), Number(m[2]), Number(m[3])), m.slice(4));
  m = NUMERIC.exec(text);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[3]), Number(m[4])];
    const time = m.slice(5);
    // Dots are written day first wherever they are used (15.03.2025).
    if (m[2] === '.') return reading(calendarDay(y, b, a), time);
    const monthFirst = calendarDay(y, a, b);
    const dayFirst = calendarDay(y, b, a);
    if (order === 'MONTH_FIRST')
      return monthFirst ? reading(monthFirst, time) : { ok: false, reason: dayFirst ? 'wrong-order' : 'not-a-date' };
    if (order === 'DAY_FIRST') return dayFirst ? reading(dayFirst, time) : { ok: false, reason: monthFirst ? 'wrong-order' : 'not-a-date' };
    if (monthFirst && dayFirst && monthFirst !== dayFirst) return { ok: false, reason: 'ambiguous' };
    return reading(monthFirst ?? dayFirst, time);
  }
  m = MONTH_DAY.exec(text);
  if (m) return reading(calendarDay(Number(m[3]), month(m[1]!), Number(m[2])), m.slice(4));
  m = DAY_MONTH.exec(text);
  if (m) return reading(calendarDay(Number(m[3]), month(m[2]!), Number(m[1])), m.slice(4));
  return { ok: false, reason: 'not-a-date' };
}

/** Which day orders a cell can be read in: both for 03/04/2025 or for a date without that question, one for 15/03/2025, none for other text. */
export function dayOrdersOf(raw: string): DayOrder[] {
  return DAY_ORDERS.filter((order) => readCsvDate(raw, order).ok);
}

/** Whether a cell is written like 03/04/2025, where the day order matters (else the order is not asked). */
export const hasDayOrderQuestion = (raw: string) => NUMERIC.test(raw.trim().replace(/\s+/g, ' ')) && !/^\d{1,2}\./.test(raw.trim());

/**
 * The instant a wall-clock time in `timeZone` means, as ISO (UTC). The zone's offset is taken at a
 * first guess, then again at the corrected instant, since they differ across a daylight-saving change.
 */
export function wallClockToIso(day: string, time: string, timeZone: string): string | null {
  const guess = Date.parse(`${day}T${time}Z`);
  if (Number.isNaN(guess)) return null;
  const offset = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(at))
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second)) - at;
  };
  let instant = guess - offset(guess);
  instant = guess - offset(instant);
  return new Date(instant).toISOString();
}

/**
 * A cell of a DATE or DATETIME column as the API's value: YYYY-MM-DD for a DATE (a time written
 * after it is dropped), an ISO instant for a DATETIME (a time without a zone is read in `timeZone`;
 * a date alone is its midnight there). `null` when the cell is none of the shapes above: the caller
 * passes it on unchanged, and the field's own check says what a value must look like.
 */
export function csvDateValue(
  raw: string,
  type: 'DATE' | 'DATETIME',
  order: DayOrder | undefined,
  timeZone: string | undefined,
): { ok: true; value: string | null } | { ok: false; reason: 'ambiguous' | 'wrong-order' } {
  const read = readCsvDate(raw, order);
  if (!read.ok) return read.reason === 'not-a-date' ? { ok: true, value: null } : { ok: false, reason: read.reason };
  const { day, time, zone } = read.date;
  if (type === 'DATE') return { ok: true, value: day };
  if (zone) return { ok: true, value: `${day}T${time ?? '00:00:00'}${zone}` };
  if (!timeZone) return { ok: true, value: null };
  return { ok: true, value: wallClockToIso(day, time ?? '00:00:00', timeZone) };
}
