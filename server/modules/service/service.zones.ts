import { IANAZone, Info, Zone } from 'luxon';

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
  override formatOffset(ts: number, format: Parameters<Zone['formatOffset']>[1]) {
    return this.inner.formatOffset(ts, format);
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
