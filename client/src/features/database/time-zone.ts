import { useSession } from '../../app/session/SessionProvider';
import { hasUser } from '../../app/session/types';

function browserZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone DATETIME values are shown and typed in: the builder's profile zone, else the browser's. */
export function useTimeZone(): string {
  const { state } = useSession();
  return hasUser(state.user) && state.user.timezone ? state.user.timezone : browserZone();
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string) {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time in `timeZone` at `at`, as milliseconds of a UTC date with the same fields. */
function wallClock(at: Date, timeZone: string) {
  const p = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
}

/** An ISO instant as the value of a datetime-local input in `timeZone` ("2026-03-31T14:30"). */
export function toLocalInput(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(wallClock(d, timeZone)).toISOString().slice(0, 16);
}

/** A datetime-local value typed in `timeZone` as the ISO instant it means (UTC). */
export function fromLocalInput(local: string, timeZone: string): string | null {
  const guess = new Date(`${local}:00Z`);
  if (Number.isNaN(guess.getTime())) return null;
  // The zone's offset at the guess, then again at the corrected instant (they differ across a DST change).
  let instant = guess.getTime() - (wallClock(guess, timeZone) - guess.getTime());
  instant = guess.getTime() - (wallClock(new Date(instant), timeZone) - instant);
  return new Date(instant).toISOString();
}
