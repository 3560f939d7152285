import type { calendar_v3 } from '@googleapis/calendar';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/index.js';
import { calendarConnections, calls, type CalendarConnectionRow, type CallRow } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { defineJob, type JobDeps, type JobQueue } from '../../core/jobs.js';
import { LOCATION_LABELS } from '../service/service.rules.js';
import { isAuthFailure, withCalendar } from './google.calendar.js';
import { googleAnswer } from './google.oauth.js';

/**
 * A call on its host's Google Calendar: a confirmed call is an event on the calendar the host picked
 * (the guest an attendee), moved with the call, deleted when the call is off. The job reads the call
 * as it is now and makes the calendar agree, so a late or repeated run does no harm; the event's id
 * is made from the call's, so a run cut off after Google wrote the event finds it rather than adding
 * another. A Google Meet call's link comes from the event: its confirmation mails wait for it (the
 * job sends them), and go without the link if Google cannot make one.
 */
type MailChange = 'booked' | 'accepted';
interface SyncData {
  callId: string;
  /** The confirmation this run sends once the Meet link is known. */
  mails?: MailChange;
  tries?: number;
}

const MAX_TRIES = 5;

/** Google's event id for a call: base32hex (a–v, 0–9), stable for the call's life. */
export const eventIdOf = (callId: string) => `portico${callId.replace(/-/g, '')}`;

/** Where a call's event lives: "<event id> <calendar id>" in calls.calendar_event_id. */
const placeOf = (stored: string | null) => {
  if (!stored) return null;
  const at = stored.indexOf(' ');
  return at < 0 ? null : { eventId: stored.slice(0, at), calendarId: stored.slice(at + 1) };
};

const live = (call: Pick<CallRow, 'status'>) => call.status === 'CONFIRMED' || call.status === 'COMPLETED';

/**
 * Inside a call's change (call.notify.ts `announce`): queue the calendar's update when there is one to
 * make. Answers true when the change's mails are left to the job (a Meet call being confirmed).
 */
export async function queueCalendarSync(ctx: { config: Config; jobs: JobQueue }, tx: Tx, call: CallRow, change: string): Promise<boolean> {
  if (!ctx.config.google) return false;
  const [connection] = await tx.select().from(calendarConnections).where(eq(calendarConnections.userId, call.hostUserId));
  const usable = connection?.status === 'CONNECTED';
  const wanted = usable && ((live(call) && connection.hostCalendarId !== null) || call.calendarEventId !== null);
  if (!wanted) return false;
  const defer =
    (change === 'booked' || change === 'accepted') &&
    call.status === 'CONFIRMED' &&
    call.locationKind === 'GOOGLE_MEET' &&
    !call.locationValue &&
    connection.hostCalendarId !== null;
  await ctx.jobs.send(calendarSyncJob, { callId: call.id, ...(defer ? { mails: change as MailChange } : {}) }, { tx });
  return defer;
}

function eventOf(config: Config, call: CallRow): calendar_v3.Schema$Event {
  const said = [call.guestNotes, (call.answers ?? []).map((a) => `${a.label}: ${a.text}`).join('\n')].filter(Boolean).join('\n\n');
  const where =
    call.locationKind === 'GOOGLE_MEET' ? undefined : call.locationValue || LOCATION_LABELS[call.locationKind].replace(/ \(.*\)$/, '');
  return {
    summary: `${call.serviceTitle} with ${call.guestName}`,
    description: [said, `Booked through Portico: ${config.appUrl}/settings/calls`].filter(Boolean).join('\n\n'),
    start: { dateTime: call.startAt.toISOString() },
    end: { dateTime: call.endAt.toISOString() },
    attendees: [{ email: call.guestEmail, displayName: call.guestName }],
    ...(where ? { location: where } : {}),
    extendedProperties: { private: { porticoCallId: call.id } },
  };
}

const gone = (error: unknown) => {
  const { status } = googleAnswer(error);
  return status === 404 || status === 410;
};

/** Make the host's calendar agree with the call; answers the call as it is after (its Meet link saved). */
async function reconcile(deps: JobDeps, call: CallRow, connection: CalendarConnectionRow): Promise<void> {
  const place = placeOf(call.calendarEventId);
  if (live(call) && !place && connection.hostCalendarId) {
    const calendarId = connection.hostCalendarId;
    const meet = call.locationKind === 'GOOGLE_MEET';
    const body: calendar_v3.Schema$Event = {
      id: eventIdOf(call.id),
      ...eventOf(deps.config, call),
      ...(meet ? { conferenceData: { createRequest: { requestId: call.id, conferenceSolutionKey: { type: 'hangoutsMeet' } } } } : {}),
    };
    let event: calendar_v3.Schema$Event;
    try {
      ({ data: event } = await withCalendar(deps, connection, (api) =>
        api.events.insert({ calendarId, conferenceDataVersion: 1, sendUpdates: 'none', requestBody: body }),
      ));
    } catch (error) {
      // Written by an earlier run that was cut off: the same id is there already.
      if (googleAnswer(error).status !== 409) throw error;
      ({ data: event } = await withCalendar(deps, connection, (api) =>
        api.events.patch({
          calendarId,
          eventId: body.id!,
          conferenceDataVersion: 1,
          sendUpdates: 'none',
          requestBody: eventOf(deps.config, call),
        }),
      ));
    }
    const link = meet ? (event.hangoutLink ?? event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri ?? '') : '';
    await deps.db
      .update(calls)
      .set({ calendarEventId: `${event.id ?? body.id} ${calendarId}`, ...(link && !call.locationValue ? { locationValue: link } : {}) })
      .where(eq(calls.id, call.id));
    return;
  }
  if (live(call) && place) {
    try {
      await withCalendar(deps, connection, (api) =>
        api.events.patch({
          calendarId: place.calendarId,
          eventId: place.eventId,
          sendUpdates: 'none',
          requestBody: { start: { dateTime: call.startAt.toISOString() }, end: { dateTime: call.endAt.toISOString() } },
        }),
      );
    } catch (error) {
      // The host deleted the event in Google: their calendar, their choice.
      if (!gone(error)) throw error;
      await deps.db.update(calls).set({ calendarEventId: null }).where(eq(calls.id, call.id));
    }
    return;
  }
  if (!live(call) && place) {
    try {
      await withCalendar(deps, connection, (api) =>
        api.events.delete({ calendarId: place.calendarId, eventId: place.eventId, sendUpdates: 'none' }),
      );
    } catch (error) {
      if (!gone(error)) throw error;
    }
    await deps.db.update(calls).set({ calendarEventId: null }).where(eq(calls.id, call.id));
  }
}

async function sendMails(deps: JobDeps, callId: string, change: MailChange): Promise<void> {
  // call.notify imports this module; read it when needed rather than at load.
  const { callMails, involved } = await import('../call/call.notify.js');
  const found = await involved(deps.db, callId);
  if (!found) return;
  for (const message of callMails(deps.config, found, change)) await deps.mailer.send(message);
}

export const calendarSyncJob = defineJob<SyncData>({
  queue: 'calendar-sync',
  expireInSeconds: 120,
  keepSeconds: 86_400,
  async run(deps, data) {
    const [row] = await deps.db
      .select({ call: calls, connection: calendarConnections })
      .from(calls)
      .leftJoin(calendarConnections, eq(calendarConnections.userId, calls.hostUserId))
      .where(eq(calls.id, data.callId));
    if (!row) return;
    const { call, connection } = row;
    if (connection?.status === 'CONNECTED' && deps.config.google) {
      try {
        await reconcile(deps, call, connection);
      } catch (error) {
        if (!isAuthFailure(error)) {
          const tries = (data.tries ?? 0) + 1;
          deps.log.warn({ callId: call.id, tries, google: googleAnswer(error) }, 'google calendar: the call’s event was not written');
          // Again later, without the mails: those go now, without a Meet link, rather than keep the guest waiting.
          if (tries < MAX_TRIES && deps.jobs)
            await deps.jobs.send(calendarSyncJob, { callId: call.id, tries }, { startAfter: new Date(Date.now() + 30_000 * 2 ** tries) });
        }
      }
    }
    if (data.mails) await sendMails(deps, call.id, data.mails);
  },
});
