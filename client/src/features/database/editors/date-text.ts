import { formatDate, formatDateTime } from '../format';
import { fromLocalInput } from '../time-zone';

/**
 * Dates typed the way the grid shows them. A cell shows "Mar 31, 2026" (the builder's locale); its
 * editor shows the same text and reads it back, along with the locale's numeric form ("3/31/2026"
 * in the US, "31/03/2026" in the UK) and ISO ("2026-03-31"). The browser's own date input is not
 * used: it shows mm/dd/yyyy whatever the grid shows, and its text cannot be kept when it is wrong.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day, as "YYYY-MM-DD", when the numbers make one. */
function day(year: number, month: number, date: number): string | null {
  if (year < 100) year += 2000;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || date < 1 || date > 31) return null;
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(date)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

let cached: { order: Array<'day' | 'month' | 'year'>; months: Map<string, number> } | null = null;

/** The locale's order of day, month and year in a numeric date, and its month names (with English). */
function localeParts() {
  if (cached) return cached;
  const sample = new Date(Date.UTC(2026, 10, 23));
  const order = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(sample)
    .map((p) => p.type)
    .filter((t): t is 'day' | 'month' | 'year' => t === 'day' || t === 'month' || t === 'year');
  const months = new Map<string, number>();
  for (const locale of [undefined, 'en']) {
    for (const width of ['short', 'long'] as const) {
      const names = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        const name = names
          .format(new Date(Date.UTC(2026, m, 1)))
          .toLowerCase()
          .replace(/\.$/, '');
        if (!months.has(name)) months.set(name, m + 1);
      }
    }
  }
  months.set('sept', 9);
  cached = { order: order.length === 3 ? order : ['month', 'day', 'year'], months };
  return cached;
}

/**
 * A date as typed ("Mar 31, 2026", "31 March 2026", "3/31/2026" in the locale's order,
 * "2026-03-31") as "YYYY-MM-DD"; null when it is not one.
 */
export function parseDateText(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (iso) return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { order, months } = localeParts();
  const numeric = /^(\d{1,4})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{1,4})\.?$/.exec(t);
  if (numeric) {
    const parts = Object.fromEntries(order.map((kind, i) => [kind, Number(numeric[i + 1])]));
    return day(parts.year!, parts.month!, parts.day!);
  }
  // With a month's name: the other two are the day (1–2 digits) and the year (4 digits).
  const words = t.split(/[\s,./-]+/).filter((w) => w && w !== 'de' && w !== 'of');
  if (words.length !== 3) return null;
  let month: number | undefined;
  const numbers: string[] = [];
  for (const w of words) {
    const m = months.get(w.replace(/\.$/, '')) ?? months.get(w.replace(/(st|nd|rd|th)$/, ''));
    if (/^\d+(st|nd|rd|th)?$/.test(w)) numbers.push(w.replace(/\D/g, ''));
    else if (m !== undefined && month === undefined) month = m;
    else return null;
  }
  if (month === undefined || numbers.length !== 2) return null;
  const year = numbers.find((n) => n.length === 4);
  const date = numbers.find((n) => n.length <= 2);
  if (!year || !date) return null;
  return day(Number(year), month, Number(date));
}

/** A stored DATE as its editor shows it: the text of the cell. */
export const dateText = (value: string) => formatDate(value);

/** A stored DATETIME as its editor shows it: the text of the cell, in the builder's zone. */
export const dateTimeText = (value: string, timeZone: string) => formatDateTime(value, timeZone);

const TIME = /(?:^|[\s,T]|\bat\b)(\d{1,2})(?:[:.h](\d{2}))(?:[:.](\d{2}))?\s*([ap])?\.?\s*(m\.?)?\s*$/i;

/**
 * A date and time as typed, in the builder's zone ("Mar 31, 2026, 2:30 PM", "31/03/2026 14:30",
 * "2026-03-31 14:30"), or ISO with its own zone ("2026-03-31T14:30:00Z"), as the ISO instant; a
 * day alone means its midnight. Null when it is not one.
 */
export function parseDateTimeText(text: string, timeZone: string): string | null {
  const t = text.trim();
  if (!t) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) || !parseDateText(t.slice(0, 10)) ? null : d.toISOString();
  }
  const time = TIME.exec(t);
  let hours = 0;
  let minutes = 0;
  let rest = t;
  if (time) {
    hours = Number(time[1]);
    minutes = Number(time[2]);
    const half = time[4]?.toLowerCase();
    if (half) {
      if (hours < 1 || hours > 12) return null;
      hours = (hours % 12) + (half === 'p' ? 12 : 0);
    }
    if (hours > 23 || minutes > 59) return null;
    rest = t
      .slice(0, time.index)
      .replace(/(,|\bat\b|\bum\b|\bà\b|\s)+$/i, '')
      .trim();
  }
  const date = parseDateText(rest);
  if (!date) return null;
  return fromLocalInput(`${date}T${pad(hours)}:${pad(minutes)}`, timeZone);
}

/** An example in the form the builder sees, for the messages: "Mar 31, 2026". */
export const dateExample = () => formatDate('2026-03-31');
export const dateTimeExample = (timeZone: string) =>
  formatDateTime(fromLocalInput('2026-03-31T14:30', timeZone) ?? '2026-03-31T14:30:00Z', timeZone);
