/**
 * A form's answer as a person reads it, in the reader's language and time zone: a DATE is a day
 * (never shifted by a zone), a DATETIME a moment shown in the reader's zone, a tick Yes or No.
 * Pure Intl, no library: the published portal and the builder app both use it.
 */
export function answerText(type: string, value: unknown, locale?: string, timeZone?: string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  switch (type) {
    case 'DATE': {
      const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
      if (!m) return String(value);
      // The day as written: formatted in UTC so no zone moves it to the day before.
      const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    }
    case 'DATETIME': {
      const at = new Date(String(value));
      if (Number.isNaN(at.getTime())) return String(value);
      return (
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at) + zoneSuffix(at, locale, timeZone)
      );
    }
    case 'BOOLEAN':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'NUMBER':
      return typeof value === 'number' ? value.toLocaleString(locale, { maximumFractionDigits: 10 }) : String(value);
    default:
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return String((value as { name?: unknown }).name ?? JSON.stringify(value));
      return String(value);
  }
}

/** " (CET)": the zone's short name, so a moment is never read as another zone's. */
function zoneSuffix(at: Date, locale?: string, timeZone?: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part ? ` (${part.value})` : '';
}

/** When something happened, for sentences like "Completed on 3 March 2026 at 14:05". */
export function momentText(value: string | Date, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(value));
}
