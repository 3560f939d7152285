const short = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A day of the series ('2025-05-12', already in the builder's zone) as "12 May", or with `full`
 * as "Mon, 12 May 2025". Read as UTC so the browser's own zone never shifts it by a day.
 */
export function shortDay(date: string, full = false): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return (full ? long : short).format(d);
}

export const count = (n: number) => n.toLocaleString('en');
