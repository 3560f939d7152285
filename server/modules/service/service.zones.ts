import { DateTime, FixedOffsetZone, IANAZone, Info, Zone } from 'luxon';

/**
 * Luxon's IANA zones answer every offset question through Intl's formatToParts, a few microseconds
 * each; a month of slots asks thousands of them (profiled: 90% of a 60-day slot list's time). This
 * zone asks the same IANAZone, once per hour of time: when the offsets at an hour's start and end
 * agree, no change of the clocks falls inside it (zones change at most once in an hour), so every
 * instant of that hour has that offset; an hour with a change inside is asked instant by instant.
 * The answers are Luxon's own; only the number of questions changes.
 */
const HOUR = 3_600_000;
const MAX_HOURS = 50_000;

class HourCachedZone extends Zone {
  private readonly hours = new Map<number, number | null>();
  constructor(private readonly inner: IANAZone) {
    super();
  }
  override get type() {
    return this.inner.type;
  }
  override get name() {
    return this.inner.name;
  }
  override get isUniversal() {
    return this.inner.isUniversal;
  }
  override get isValid() {
    return this.inner.isValid;
  }
  override offsetName(ts: number, options: Parameters<Zone['offsetName']>[1]) {
    return this.inner.offsetName(ts, options);
  }
  /** IANAZone writes its offset at `ts` (asked of Intl each time); this writes the cached one, with Luxon's formatter. */
  override formatOffset(ts: number, format: Parameters<Zone['formatOffset']>[1]) {
    return fixedZone(this.offset(ts)).formatOffset(ts, format);
  }
  override offset(ts: number): number {
    const hour = Math.floor(ts / HOUR);
    let known = this.hours.get(hour);
    if (known === undefined) {
      const start = this.inner.offset(hour * HOUR);
      known = start === this.inner.offset(hour * HOUR + HOUR - 1) ? start : null;
      if (this.hours.size >= MAX_HOURS) this.hours.clear();
      this.hours.set(hour, known);
    }
    return known ?? this.inner.offset(ts);
  }
  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }
}

/** Luxon's fixed zones by offset in minutes (a zone has a handful of offsets). */
const fixed = new Map<number, Zone>();
function fixedZone(offset: number): Zone {
  let zone = fixed.get(offset);
  if (!zone) fixed.set(offset, (zone = FixedOffsetZone.instance(offset)));
  return zone;
}

const zones = new Map<string, HourCachedZone>();

/** The zone of an IANA name, its offsets asked once an hour (names were checked by the input's schema). */
export function zoneOf(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    // Luxon's own reading of the name first: "UTC" is its fixed zone (no offsets to ask), as before.
    const normal = Info.normalizeZone(name);
    if (!(normal instanceof IANAZone)) return normal;
    zone = new HourCachedZone(normal);
    zones.set(name, zone);
  }
  return zone;
}

/**
 * A day of a zone's calendar as a Luxon DateTime holds it: its instant and the zone's offset there
 * (minutes). Stepping day by day through Luxon's `plus({ days: 1 })` builds two Durations and a
 * DateTime per day; `nextDay` answers the same from the zone's offsets.
 */
export interface ZonedDay {
  ts: number;
  offset: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * `DateTime#plus({ days: 1 })`: the same wall-clock time on the next calendar date. Luxon reads that
 * wall clock with the day's own offset first and keeps the reading when the zone has that offset
 * there; otherwise (a change of the clocks in between) Luxon itself is asked.
 */
export function nextDay(zone: Zone, day: ZonedDay): ZonedDay {
  const guess = day.ts + DAY;
  if (zone.offset(guess) === day.offset) return { ts: guess, offset: day.offset };
  const next = DateTime.fromMillis(day.ts, { zone }).plus({ days: 1 });
  return { ts: next.toMillis(), offset: next.offset };
}

/** A Luxon DateTime's day as a ZonedDay. */
export const zonedDay = (date: DateTime): ZonedDay => ({ ts: date.toMillis(), offset: date.offset });

/** The calendar date of a day's wall clock, as Luxon's toISODate writes it ("2026-12-01"; "+012026-…" past 9999). */
export function isoDate(day: ZonedDay): string {
  const iso = new Date(day.ts + day.offset * MINUTE).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}
