import type { LocationKind, Money } from './api';

/** Dates, times, money and the guest's time zone: the browser's own Intl, in the guest's language. */

const ZONE_KEY = 'portico.booking.timezone';

export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the guest chose last time on this browser, else the browser's. */
export function rememberedZone(): string {
  try {
    const saved = localStorage.getItem(ZONE_KEY);
    if (saved && isZone(saved)) return saved;
  } catch {
    // Storage refused (private mode): the browser's zone.
  }
  return browserZone();
}

export function rememberZone(zone: string) {
  try {
    localStorage.setItem(ZONE_KEY, zone);
  } catch {
    // Not remembered: chosen for this visit only.
  }
}

let zones: string[] | null = null;
export function allZones(current: string): string[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * Making an Intl formatter costs far more than using one (a zone's data is loaded): a page formats
 * dozens of dates, so each distinct set of options is made once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

/** "America/New_York" → "America/New York": the select lists 400-odd zones, so no offset per option (each costs a formatter). */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/** "Europe/London (GMT+1)": for the chosen zone only. */
export function zoneLabel(zone: string): string {
  const offset = formatter({ timeZone: zone, timeZoneName: 'shortOffset' }, 'en')
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${zoneName(zone)}${offset ? ` (${offset})` : ''}`;
}

/** Today as YYYY-MM-DD in `zone`. */
export function todayIn(zone: string): string {
  return dayIn(new Date(), zone);
}

/** The calendar date (YYYY-MM-DD) of an instant in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  return formatter({ timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(instant);
}

export interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

export const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
export const addMonths = ({ year, month }: Month, n: number): Month => {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
export const daysIn = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = ({ year, month }: Month, day: number) => `${year}-${pad(month)}-${pad(day)}`;
export const monthKey = (m: Month) => `${m.year}-${pad(m.month)}`;
export const compareMonths = (a: Month, b: Month) => a.year * 12 + a.month - (b.year * 12 + b.month);

/** A calendar date (YYYY-MM-DD) read as a date, not an instant: formatted in UTC so no zone moves it. */
const dateAsUtc = (date: string) => new Date(`${date}T12:00:00Z`);

export const monthTitle = (m: Month) => formatter({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateAsUtc(isoDate(m, 1)));
export const longDate = (date: string) =>
  formatter({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(dateAsUtc(date));
export const shortDay = (date: string) => formatter({ weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(dateAsUtc(date));

/** Weekday initials, Sunday first, in the guest's language. */
export function weekdayNames(): Array<{ short: string; long: string }> {
  const short = formatter({ weekday: 'short', timeZone: 'UTC' });
  const long = formatter({ weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2023, 0, 1 + i, 12));
    return { short: short.format(d), long: long.format(d) };
  });
}

export const timeOf = (iso: string, zone: string) =>
  formatter({ hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(iso));

/** "Thursday, December 3, 2026" */
export const dateOf = (iso: string, zone: string) =>
  formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: zone }).format(new Date(iso));

/** "9:30 AM – 10:00 AM" */
export const timeRange = (startIso: string, endIso: string, zone: string) => `${timeOf(startIso, zone)} – ${timeOf(endIso, zone)}`;

export function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Integer minor units → "$25.00", "¥3,000": the currency's own number of decimals. */
export function money({ amount, currency }: Money): string {
  try {
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

export const isFree = (price: Money) => price.amount === 0;

export const LOCATION_LABEL: Record<LocationKind, string> = {
  VIDEO: 'Video call',
  GOOGLE_MEET: 'Google Meet',
  PHONE: 'Phone call',
  ADDRESS: 'In person',
  ASK_GUEST: 'You choose where',
};

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
