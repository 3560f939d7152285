import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/index.js';
import { calendarConnections, type CalendarConnectionRow } from '../../../db/schema/index.js';
import type { BusyTimes } from '../service/service.slots.js';
import { isAuthFailure, withCalendar, type CalendarDeps } from './google.calendar.js';
import { googleAnswer } from './google.oauth.js';

/**
 * The busy times of the calendars a builder picked, for their booking slots: Google's freeBusy (which
 * answers intervals only, never an event's title, so nothing of the builder's day can reach a guest),
 * kept a minute per builder and range. A calendar Google will not read is left out: booking goes on
 * without it (the builder's screen says why), and no guest ever sees an error for it.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
const DAY_MS = 86_400_000;
const cache = new Map<string, { at: number; busy: BusyTimes[] }>();

/** The connection whose busy times count (connected, with calendars picked), or null. */
export async function conflictConnection(db: Db | Tx, userId: string): Promise<CalendarConnectionRow | null> {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, userId),
        eq(calendarConnections.status, 'CONNECTED'),
        sql`jsonb_array_length(${calendarConnections.conflictCalendarIds}) > 0`,
      ),
    );
  return row ?? null;
}

/** Forget what was kept for a builder (their choices changed). */
export function forgetBusy(userId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${userId}|`)) cache.delete(key);
}

/**
 * Busy intervals meeting [from, until) (epoch ms), as blocked times that count for no service's daily
 * limit. Asked for whole UTC days, so the pages of one guest share one answer.
 */
export async function calendarBusy(
  deps: CalendarDeps,
  connection: CalendarConnectionRow | null,
  from: number,
  until: number,
): Promise<BusyTimes[]> {
  if (!connection || connection.status !== 'CONNECTED' || connection.conflictCalendarIds.length === 0 || !deps.config.google) return [];
  const timeMin = Math.floor(from / DAY_MS) * DAY_MS;
  const timeMax = Math.ceil(until / DAY_MS) * DAY_MS;
  if (!(timeMax > timeMin) || timeMin < 0 || timeMax > Date.UTC(9999, 0, 1)) return [];
  const key = `${connection.userId}|${connection.conflictCalendarIds.join(',')}|${timeMin}|${timeMax}`;
  const kept = cache.get(key);
  if (kept && Date.now() - kept.at < TTL_MS) return kept.busy;
  let busy: BusyTimes[];
  try {
    const { data } = await withCalendar(deps, connection, (api) =>
      api.freebusy.query({
        requestBody: {
          timeMin: new Date(timeMin).toISOString(),
          timeMax: new Date(timeMax).toISOString(),
          items: connection.conflictCalendarIds.map((id) => ({ id })),
        },
      }),
    );
    busy = [];
    for (const calendar of Object.values(data.calendars ?? {}))
      for (const interval of calendar.busy ?? []) {
        const start = Date.parse(interval.start ?? '');
        const end = Date.parse(interval.end ?? '');
        if (Number.isFinite(start) && Number.isFinite(end) && start < end)
          busy.push({ blockedFrom: start, blockedUntil: end, startAt: start, sameService: false });
      }
  } catch (error) {
    if (!isAuthFailure(error))
      deps.log.warn(
        { userId: connection.userId, google: googleAnswer(error) },
        'google calendar: busy times not read; slots offered without them',
      );
    return [];
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: Date.now(), busy });
  return busy;
}

/** Whether a blocked range [from, until) meets one of the busy times. */
export const meetsBusy = (busy: BusyTimes[], from: number, until: number) =>
  busy.some((b) => b.blockedFrom < until && b.blockedUntil > from);
