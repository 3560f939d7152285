export interface TimeZoneOption {
  /** The IANA name, as the server stores it. */
  value: string;
  /** "UTC+05:30" */
  offset: string;
  /** Offset in minutes, for sorting. */
  minutes: number;
  /** What the input shows once chosen: "Asia/Kolkata (UTC+05:30)". */
  label: string;
  /** The other spelling of a renamed zone ("Kolkata" for Asia/Calcutta), so both are found. */
  alias?: string;
}

/**
 * Zones IANA renamed that browsers and Node (through ICU) may still list under the old name, and
 * the reverse: a person searches for the city's name of today.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Kolkata': 'Calcutta',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Kathmandu': 'Katmandu',
  'Asia/Saigon': 'Ho Chi Minh',
  'Asia/Ho_Chi_Minh': 'Saigon',
  'Asia/Rangoon': 'Yangon',
  'Asia/Yangon': 'Rangoon',
  'Europe/Kiev': 'Kyiv',
  'Europe/Kyiv': 'Kiev',
  'Atlantic/Faeroe': 'Faroe',
  'Atlantic/Faroe': 'Faeroe',
  'America/Godthab': 'Nuuk',
  'America/Nuuk': 'Godthab',
  'Pacific/Truk': 'Chuuk',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Enderbury': 'Kanton',
  'America/Buenos_Aires': 'Argentina',
  'Asia/Dacca': 'Dhaka',
  'Asia/Thimbu': 'Thimphu',
  'Asia/Ulan_Bator': 'Ulaanbaatar',
  'Asia/Macao': 'Macau',
};

/** The offset of a zone at `at`, as "UTC+05:30" (and "UTC" for zero). */
export function zoneOffset(timeZone: string, at = new Date()): { offset: string; minutes: number } {
  let name: string;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return { offset: 'UTC', minutes: 0 };
  }
  const match = /GMT([+\-−])(\d{1,2}):?(\d{2})?/.exec(name);
  if (!match) return { offset: 'UTC', minutes: 0 };
  const sign = match[1] === '+' ? 1 : -1;
  const hours = Number(match[2]);
  const mins = Number(match[3] ?? 0);
  return {
    offset: `UTC${sign > 0 ? '+' : '−'}${String(hours).padStart(2, '0')}:${String(mins).padStart(2, '0')}`,
    minutes: sign * (hours * 60 + mins),
  };
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function toOption(value: string, at = new Date()): TimeZoneOption {
  const { offset, minutes } = zoneOffset(value, at);
  return { value, offset, minutes, label: value === 'UTC' ? 'UTC' : `${value} (${offset})`, alias: RENAMED[value] };
}

/**
 * Every IANA zone the browser knows, plus UTC and any `extra` names (the saved zone, the browser's
 * own) that the list may spell differently. Alphabetical, with UTC first.
 */
export function timeZoneOptions(extra: string[] = [], at = new Date()): TimeZoneOption[] {
  const names = new Set<string>(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  names.delete('UTC');
  for (const name of extra) if (name && name !== 'UTC') names.add(name);
  return ['UTC', ...[...names].sort((a, b) => a.localeCompare(b))].map((name) => toOption(name, at));
}

/** Search that finds "new york" in America/New_York and "+05:30" in the offset. */
export function matchesTimeZone(option: TimeZoneOption, query: string): boolean {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  if (!q) return true;
  return `${option.label} ${option.alias ?? ''}`.toLowerCase().replace(/_/g, ' ').includes(q);
}

/** The time of day now in a zone: "14:05". */
export function localTime(timeZone: string, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
  } catch {
    return '';
  }
}
