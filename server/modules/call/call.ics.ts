import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { CallRow } from '../../../db/schema/index.js';
import { LOCATION_LABELS } from '../service/service.rules.js';

/**
 * A call as an iCalendar event, made with the `ics` library: one UID per call for its whole life (a
 * calendar updates the event it has rather than adding another), SEQUENCE the call's change count,
 * METHOD:CANCEL with STATUS:CANCELLED once it is off.
 */
export interface IcsPeople {
  host: { name: string; email: string };
  guest: { name: string; email: string };
}

export const callUid = (callId: string) => `${callId}@calls.portico`;

const cancelled = (status: CallRow['status']) => status === 'CANCELLED' || status === 'DECLINED';

function locationText(call: CallRow): string {
  if (!call.locationValue) return LOCATION_LABELS[call.locationKind];
  return call.locationValue;
}

export function callEvent(call: CallRow, people: IcsPeople, extra: { description?: string; url?: string } = {}): EventAttributes {
  const status = cancelled(call.status) ? 'CANCELLED' : call.status === 'REQUESTED' ? 'TENTATIVE' : 'CONFIRMED';
  return {
    uid: callUid(call.id),
    sequence: call.sequence,
    start: call.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: call.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${call.serviceTitle}: ${people.host.name} and ${people.guest.name}`,
    description: extra.description ?? '',
    location: call.status === 'CONFIRMED' ? locationText(call) : undefined,
    ...(extra.url ? { url: extra.url } : {}),
    status,
    organizer: { name: people.host.name, email: people.host.email },
    attendees: [
      {
        name: people.guest.name,
        email: people.guest.email,
        rsvp: false,
        role: 'REQ-PARTICIPANT',
        partstat: status === 'CONFIRMED' ? 'ACCEPTED' : status === 'TENTATIVE' ? 'TENTATIVE' : 'DECLINED',
      },
    ],
    productId: 'portico/calls',
  };
}

/** One call's invitation (REQUEST) or its cancellation (CANCEL). */
export function callIcs(call: CallRow, people: IcsPeople, extra: { description?: string; url?: string } = {}) {
  const method = cancelled(call.status) ? ('CANCEL' as const) : ('REQUEST' as const);
  const { error, value } = createEvent({ ...callEvent(call, people, extra), method });
  if (error || !value) throw error ?? new Error('The calendar event could not be made.');
  return { method, content: value };
}

/** A host's feed: their calls as one calendar (PUBLISH), for calendar apps that subscribe. */
export function feedIcs(rows: { call: CallRow; people: IcsPeople }[], name: string): string {
  if (rows.length === 0) {
    // `ics` refuses an empty list; an empty calendar is still a calendar.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:portico/calls', 'METHOD:PUBLISH', `X-WR-CALNAME:${name}`, 'END:VCALENDAR', ''].join(
      '\r\n',
    );
  }
  const { error, value } = createEvents(
    rows.map((r) => callEvent(r.call, r.people)),
    { method: 'PUBLISH', productId: 'portico/calls', calName: name },
  );
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return value;
}
