import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OAuth2Client } from 'google-auth-library';
import type { Db, Tx } from '../../../db/index.js';
import { calendarConnections, type CalendarConnectionRow } from '../../../db/schema/index.js';
import type { Config, GoogleConfig } from '../../core/config.js';
import { open } from '../../core/secret-box.js';
import { GOOGLE_TIMEOUT_MS, googleAnswer, oauthClient } from './google.oauth.js';

/**
 * A builder's Google Calendar through the official client (@googleapis/calendar, its rootUrl from
 * configuration). One OAuth client per connection (it keeps the access token and refreshes it from
 * the sealed refresh token); a refused token marks the connection NEEDS_RECONNECT, and callers carry
 * on without the calendar.
 */
export interface CalendarDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Google refused the connection's token (revoked, expired, or the sealed copy does not open): the builder must reconnect. */
export class CalendarAuthError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const RECONNECT = 'Google refused Portico’s access to this calendar (it was removed or expired). Reconnect Google Calendar.';
const UNREADABLE =
  'The stored Google token could not be read (it was changed, or its key is no longer configured). Reconnect Google Calendar.';

const clients = new Map<string, { sealed: string; client: OAuth2Client }>();

function clientFor(config: Config, google: GoogleConfig, connection: CalendarConnectionRow): OAuth2Client {
  const cached = clients.get(connection.userId);
  if (cached && cached.sealed === connection.refreshTokenSealed) return cached.client;
  const refreshToken = open(config, connection.userId, connection.refreshTokenSealed);
  if (!refreshToken) throw new CalendarAuthError(UNREADABLE);
  const client = oauthClient(google);
  client.setCredentials({ refresh_token: refreshToken });
  clients.set(connection.userId, { sealed: connection.refreshTokenSealed, client });
  return client;
}

/** Forget a builder's client (disconnected, or Google refused it). */
export const forgetClient = (userId: string) => clients.delete(userId);

/** Whether Google's error means the token is no good (rather than Google being away). */
export function isAuthFailure(error: unknown): boolean {
  if (error instanceof CalendarAuthError) return true;
  const { status, code } = googleAnswer(error);
  return status === 401 || code === 'invalid_grant' || code === 'unauthorized_client' || code === 'UNAUTHENTICATED';
}

/** The connection's API, or CalendarAuthError when its token cannot be read. */
export function calendarApi(deps: CalendarDeps, connection: CalendarConnectionRow): calendar_v3.Calendar {
  const google = deps.config.google;
  if (!google) throw new CalendarAuthError('Google is no longer set up on this server.');
  return calendar({
    version: 'v3',
    rootUrl: google.calendarApiUrl,
    auth: clientFor(deps.config, google, connection),
    timeout: GOOGLE_TIMEOUT_MS,
    retry: false,
  });
}

/** Mark the connection as needing the builder (once; the reason kept for the screen). */
export async function needsReconnect(db: Db | Tx, userId: string, reason: string = RECONNECT): Promise<void> {
  forgetClient(userId);
  await db
    .update(calendarConnections)
    .set({ status: 'NEEDS_RECONNECT', statusReason: reason, updatedAt: new Date() })
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.status, 'CONNECTED')));
}

/**
 * Run a call to Google for a connection: a token failure marks it NEEDS_RECONNECT and is rethrown
 * as CalendarAuthError; anything else is rethrown as it came.
 */
export async function withCalendar<T>(
  deps: CalendarDeps,
  connection: CalendarConnectionRow,
  call: (api: calendar_v3.Calendar) => Promise<T>,
): Promise<T> {
  try {
    return await call(calendarApi(deps, connection));
  } catch (error) {
    if (isAuthFailure(error)) {
      const reason = error instanceof CalendarAuthError ? error.reason : RECONNECT;
      await needsReconnect(deps.db, connection.userId, reason);
      deps.log.warn(
        { userId: connection.userId, google: googleAnswer(error) },
        'google calendar: access refused, connection needs reconnect',
      );
      throw new CalendarAuthError(reason);
    }
    throw error;
  }
}

export interface CalendarEntry {
  id: string;
  summary: string;
  primary: boolean;
  /** owner and writer can hold the calls' events; reader and freeBusyReader only block time. */
  accessRole: string;
  backgroundColor: string | null;
}

export async function listCalendars(deps: CalendarDeps, connection: CalendarConnectionRow): Promise<CalendarEntry[]> {
  const items: calendar_v3.Schema$CalendarListEntry[] = [];
  let pageToken: string | undefined;
  // 250 a page, 4 pages at most: a thousand calendars is more than anyone picks from.
  for (let page = 0; page < 4; page++) {
    const { data } = await withCalendar(deps, connection, (api) => api.calendarList.list({ maxResults: 250, pageToken }));
    items.push(...(data.items ?? []));
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) break;
  }
  return items
    .filter((c) => c.id)
    .map((c) => ({
      id: c.id!,
      summary: c.summaryOverride ?? c.summary ?? c.id!,
      primary: c.primary === true,
      accessRole: c.accessRole ?? 'reader',
      backgroundColor: c.backgroundColor ?? null,
    }))
    .sort((a, b) => Number(b.primary) - Number(a.primary) || a.summary.localeCompare(b.summary));
}

export const canWrite = (entry: Pick<CalendarEntry, 'accessRole'>) => entry.accessRole === 'owner' || entry.accessRole === 'writer';
