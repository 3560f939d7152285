import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db, Tx } from '../../../db/index.js';
import { calls, payments, portalEvents, portals, users, type CallRow, type PortalRow } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { inertName } from '../../core/email-text.js';
import { defineJob, type JobQueue } from '../../core/jobs.js';
import { brandedMail, portalBrand, type MailBrand } from '../../core/mail-layout.js';
import { queueMail, type MailMessage } from '../../core/mail.js';
import { LOCATION_LABELS } from '../service/service.rules.js';
import { queueCalendarSync } from '../google/google.sync.js';
import { callIcs, type IcsPeople } from './call.ics.js';
import { manageUrl } from './call.views.js';
import { callData, emitWebhookEvent } from '../webhook/webhook.emit.js';

/**
 * What a call's host and guest are told, and when: a mail each for every change (booked, requested,
 * accepted, declined, cancelled, rescheduled) and reminders 24 hours and 1 hour before, each with the
 * call as an ICS invitation. Mail is queued in the transaction that made the change (none if it rolls
 * back); reminders and the move to COMPLETED are jobs scheduled for their time, which check the call
 * still starts (or ends) when they were scheduled for, so a reschedule's old ones do nothing.
 */
export type CallChange =
  'awaiting-payment' | 'released' | 'booked' | 'requested' | 'accepted' | 'declined' | 'cancelled' | 'rescheduled' | 'reminder';

interface Involved {
  call: CallRow;
  host: { name: string; email: string; timezone: string };
  portal: PortalRow | null;
}

export async function involved(db: Db | Tx, callId: string): Promise<Involved | undefined> {
  const [row] = await db
    .select({
      call: calls,
      host: { firstName: users.firstName, lastName: users.lastName, email: users.email, timezone: users.timezone },
      portal: portals,
    })
    .from(calls)
    .innerJoin(users, eq(users.id, calls.hostUserId))
    .leftJoin(portals, eq(portals.id, calls.portalId))
    .where(eq(calls.id, callId));
  if (!row) return undefined;
  const name = `${row.host.firstName} ${row.host.lastName}`.trim() || row.host.email;
  return { call: row.call, host: { name, email: row.host.email, timezone: row.host.timezone }, portal: row.portal };
}

/** "Tuesday 1 December 2026, 09:00–09:30 (GMT)" in the reader's zone. */
export function when(call: Pick<CallRow, 'startAt' | 'endAt'>, zone: string): string {
  const start = DateTime.fromJSDate(call.startAt, { zone });
  const end = DateTime.fromJSDate(call.endAt, { zone });
  return `${start.toFormat('cccc d LLLL yyyy, HH:mm')}–${end.toFormat('HH:mm')} (${start.toFormat('ZZZZ')}, ${zone})`;
}

const where = (call: CallRow) =>
  call.locationValue
    ? `${LOCATION_LABELS[call.locationKind].replace(/ \(.*\)$/, '')}: ${call.locationValue}`
    : LOCATION_LABELS[call.locationKind];

const HOST_BRAND = (host: Involved['host']): MailBrand => ({
  name: host.name,
  logoUrl: null,
  primaryColor: '#4f46e5',
  supportEmail: host.email,
});
const PORTICO: MailBrand = { name: 'Portico', logoUrl: null, primaryColor: '#4f46e5', supportEmail: null };

/** The two mails of a change, with the call's ICS. `previous` is the old time of a reschedule. */
export function callMails(
  config: Config,
  { call, host, portal }: Involved,
  change: CallChange,
  extra: { previous?: Pick<CallRow, 'startAt' | 'endAt'>; hours?: number } = {},
): MailMessage[] {
  const people: IcsPeople = { host: { name: host.name, email: host.email }, guest: { name: call.guestName, email: call.guestEmail } };
  const manage = manageUrl(config, call.id);
  const calendar = callIcs(call, people, { description: `Change or cancel: ${manage}`, url: manage });
  const hostCalendar = callIcs(call, people, { url: `${config.appUrl}/settings/calls` });
  const guestBrand = portal ? portalBrand(config, portal) : HOST_BRAND(host);
  const hostName = inertName(host.name);
  const guestName = inertName(call.guestName);
  const title = inertName(call.serviceTitle);
  const guestWhen = when(call, call.guestTimezone);
  const hostWhen = when(call, host.timezone);
  const reason = call.reason
    ? { label: call.cancelledBy === 'GUEST' ? `${guestName} wrote:` : `${hostName} wrote:`, text: call.reason }
    : undefined;
  const manageButton = { label: 'Reschedule or cancel', url: manage };
  const hostButton = { label: 'Open your calls', url: `${config.appUrl}/settings/calls` };
  const g = (subject: string, heading: string, paragraphs: string[], more: Partial<Parameters<typeof brandedMail>[2]> = {}) => ({
    to: call.guestEmail,
    ...brandedMail(guestBrand, subject, { preheader: paragraphs[0]!, heading, paragraphs, ...more }),
    calendar,
  });
  const h = (subject: string, heading: string, paragraphs: string[], more: Partial<Parameters<typeof brandedMail>[2]> = {}) => ({
    to: host.email,
    ...brandedMail(PORTICO, subject, { preheader: paragraphs[0]!, heading, paragraphs, button: hostButton, ...more }),
    calendar: hostCalendar,
  });
  // The guest's notes and their answers to the service's questions, quoted for the host.
  const said = [call.guestNotes, (call.answers ?? []).map((a) => `${a.label}: ${a.text}`).join('\n')].filter(Boolean).join('\n\n');
  const notes = said ? { label: `${guestName} wrote:`, text: said } : undefined;
  switch (change) {
    // A paid service's call holds its time while the guest pays: only the guest hears of it, with the way back to pay.
    case 'awaiting-payment':
      return [
        g(
          `Pay to book: ${call.serviceTitle} with ${host.name}`,
          `Your time with ${hostName} is held while you pay`,
          [
            `${title}, ${guestWhen}.`,
            `The time is held for ${config.payments.holdMinutes} minutes. Open the link to pay; the booking is made once the payment is in.`,
          ],
          { button: { label: 'Pay and book', url: manage } },
        ),
      ].map(({ calendar: _calendar, ...mail }) => mail);
    case 'released':
      return [
        g(`Not booked: ${call.serviceTitle} with ${host.name}`, `The time with ${hostName} was released`, [
          `${title}, ${guestWhen}.`,
          `No payment came in within ${config.payments.holdMinutes} minutes, so the time is free again. Book again whenever you like.`,
        ]),
      ].map(({ calendar: _calendar, ...mail }) => mail);
    case 'booked':
      return [
        g(
          `Booked: ${call.serviceTitle} with ${host.name}`,
          `Your call with ${hostName} is booked`,
          [`${title}, ${guestWhen}.`, where(call)],
          {
            button: manageButton,
            notes: ['The invitation is attached: open it to add the call to your calendar.'],
          },
        ),
        h(
          `New booking: ${call.guestName}, ${call.serviceTitle}`,
          `${guestName} booked ${title}`,
          [`${hostWhen}.`, `${guestName} <${call.guestEmail}>`],
          {
            quote: notes,
          },
        ),
      ];
    case 'requested':
      return [
        g(
          `Requested: ${call.serviceTitle} with ${host.name}`,
          `Your request is with ${hostName}`,
          [
            `${title}, ${guestWhen}.`,
            `${hostName} confirms each booking; we will write as soon as they do. The time is held for you until then.`,
          ],
          { button: manageButton },
        ),
        h(
          `Request: ${call.guestName} asks for ${call.serviceTitle}`,
          `${guestName} asks for ${title}`,
          [`${hostWhen}.`, `${guestName} <${call.guestEmail}>. Accept or decline it: the time is held until you do.`],
          { quote: notes, button: { label: 'Accept or decline', url: `${config.appUrl}/settings/calls` } },
        ),
      ];
    case 'accepted':
      return [
        g(
          `Confirmed: ${call.serviceTitle} with ${host.name}`,
          `${hostName} confirmed your call`,
          [`${title}, ${guestWhen}.`, where(call)],
          {
            button: manageButton,
            notes: ['The invitation is attached: open it to add the call to your calendar.'],
          },
        ),
        h(`Confirmed: ${call.guestName}, ${call.serviceTitle}`, `You accepted ${guestName}’s call`, [`${hostWhen}.`]),
      ];
    case 'declined':
      return [
        g(
          `Declined: ${call.serviceTitle} with ${host.name}`,
          `${hostName} cannot take this call`,
          [`${title}, ${guestWhen}, was declined.`, 'You can choose another time on the booking page.'],
          { quote: reason },
        ),
        h(`Declined: ${call.guestName}, ${call.serviceTitle}`, `You declined ${guestName}’s request`, [`${hostWhen}.`], { quote: reason }),
      ];
    case 'cancelled': {
      const by = call.cancelledBy === 'GUEST' ? guestName : hostName;
      return [
        g(
          `Cancelled: ${call.serviceTitle} with ${host.name}`,
          `Your call with ${hostName} is cancelled`,
          [`${by} cancelled ${title}, ${guestWhen}.`],
          { quote: reason },
        ),
        h(`Cancelled: ${call.guestName}, ${call.serviceTitle}`, `${guestName}’s call is cancelled`, [`${by} cancelled it: ${hostWhen}.`], {
          quote: reason,
        }),
      ];
    }
    case 'rescheduled': {
      const before = extra.previous;
      const pending = call.status === 'REQUESTED';
      return [
        g(
          `Rescheduled: ${call.serviceTitle} with ${host.name}`,
          `Your call with ${hostName} has a new time`,
          [
            `${title} is now ${guestWhen}.`,
            ...(before ? [`It was ${when(before, call.guestTimezone)}.`] : []),
            ...(pending ? [`${hostName} confirms the new time; we will write when they do.`] : [where(call)]),
          ],
          { button: manageButton },
        ),
        h(`Rescheduled: ${call.guestName}, ${call.serviceTitle}`, `${guestName}’s call has a new time`, [
          `Now ${hostWhen}.`,
          ...(before ? [`It was ${when(before, host.timezone)}.`] : []),
          ...(pending ? ['Accept or decline the new time.'] : []),
        ]),
      ];
    }
    case 'reminder': {
      const inWords = extra.hours === 1 ? 'in an hour' : 'tomorrow';
      return [
        g(
          `Reminder: ${call.serviceTitle} with ${host.name} ${inWords}`,
          `Your call with ${hostName} is ${inWords}`,
          [`${title}, ${guestWhen}.`, where(call)],
          {
            button: manageButton,
          },
        ),
        h(`Reminder: ${call.guestName}, ${call.serviceTitle} ${inWords}`, `${guestName}’s call is ${inWords}`, [`${hostWhen}.`]),
      ];
    }
  }
}

const EVENT_OF: Partial<Record<CallChange, string>> = {
  booked: 'call.booked',
  requested: 'call.requested',
  accepted: 'call.accepted',
  declined: 'call.declined',
  cancelled: 'call.cancelled',
  rescheduled: 'call.rescheduled',
};

/**
 * Inside the change's transaction: the mails, the portal's event (a call booked in a portal), and
 * the reminders and completion of a confirmed call.
 */
export async function announce(
  ctx: { db: Db; config: Config; jobs: JobQueue },
  tx: Tx,
  callId: string,
  change: CallChange,
  previous?: Pick<CallRow, 'startAt' | 'endAt'>,
  /** The call was waiting for its payment: the host has not heard of it, so only the guest is told. */
  guestOnly = false,
): Promise<void> {
  const found = await involved(tx, callId);
  if (!found) return;
  // The host's Google Calendar follows the call; a Meet call's confirmation waits for its link (google.sync.ts).
  const mailsWait = await queueCalendarSync(ctx, tx, found.call, change);
  if (!mailsWait)
    for (const message of callMails(ctx.config, found, change, { previous }))
      if (!guestOnly || message.to === found.call.guestEmail) await queueMail(ctx, message, { tx });
  const { call } = found;
  const type = EVENT_OF[change];
  if (type && call.portalId)
    await tx.insert(portalEvents).values({
      portalId: call.portalId,
      customerId: call.customerId,
      type,
      data: { callId: call.id, serviceTitle: call.serviceTitle, startAt: call.startAt.toISOString(), guestName: call.guestName },
    });
  // A call booked outside any portal (the builder's own booking page) has no portal_id: no webhooks to tell.
  const hook = WEBHOOK_OF[change];
  if (hook) await emitWebhookEvent(ctx, { portalId: call.portalId, type: hook, data: callData(call) }, { tx });
  if (call.status === 'CONFIRMED') await schedule(ctx.jobs, tx, call);
}

/** The changes a portal's webhooks hear of: booked (confirmed, or waiting for the host's yes), and off again. */
const WEBHOOK_OF: Partial<Record<CallChange, 'call.booked' | 'call.cancelled'>> = {
  booked: 'call.booked',
  requested: 'call.booked',
  cancelled: 'call.cancelled',
  declined: 'call.cancelled',
};

async function schedule(jobs: JobQueue, tx: Tx, call: CallRow) {
  const now = Date.now();
  for (const hours of [24, 1]) {
    const at = call.startAt.getTime() - hours * 3_600_000;
    if (at > now)
      await jobs.send(reminderJob, { callId: call.id, startAt: call.startAt.toISOString(), hours }, { tx, startAfter: new Date(at) });
  }
  await jobs.send(completeJob, { callId: call.id, endAt: call.endAt.toISOString() }, { tx, startAfter: call.endAt });
}

/** A reminder, if the call is still confirmed at the time it was scheduled for. */
export const reminderJob = defineJob<{ callId: string; startAt: string; hours: number }>({
  queue: 'call-reminder',
  expireInSeconds: 300,
  keepSeconds: 86_400,
  async run(deps, data) {
    const found = await involved(deps.db, data.callId);
    if (!found || found.call.status !== 'CONFIRMED' || found.call.startAt.toISOString() !== data.startAt) return;
    for (const message of callMails(deps.config, found, 'reminder', { hours: data.hours })) await deps.mailer.send(message);
  },
});

/** A confirmed call becomes COMPLETED once it has ended (unless it moved). */
export const completeJob = defineJob<{ callId: string; endAt: string }>({
  queue: 'call-complete',
  expireInSeconds: 60,
  keepSeconds: 86_400,
  async run(deps, data) {
    await deps.db
      .update(calls)
      .set({ status: 'COMPLETED', updatedAt: new Date() })
      .where(
        sql`${calls.id} = ${data.callId} and ${calls.status} = 'CONFIRMED' and ${calls.endAt} = ${data.endAt}::timestamptz and ${calls.endAt} <= now()`,
      );
  },
});

/** A paid service's call waits for its payment this long, then its time is released (releaseJob). */
export async function releaseUnpaid(ctx: { config: Config; jobs: JobQueue }, tx: Tx, call: CallRow): Promise<void> {
  const at = new Date(call.createdAt.getTime() + ctx.config.payments.holdMinutes * 60_000);
  await ctx.jobs.send(releaseJob, { callId: call.id }, { tx, startAfter: at });
}

/**
 * The hold is over and the call is still unpaid: it is cancelled (its time free again), its open
 * payments cancelled, and the guest told. A payment that arrives later is kept and shown as paid for a
 * released call, for the host to refund.
 */
export const releaseJob = defineJob<{ callId: string }>({
  queue: 'call-release-unpaid',
  expireInSeconds: 60,
  keepSeconds: 86_400,
  async run(deps, data) {
    const released = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(calls)
        .set({ status: 'CANCELLED', reason: 'No payment came in time.', sequence: sql`${calls.sequence} + 1`, updatedAt: new Date() })
        .where(
          sql`${calls.id} = ${data.callId} and ${calls.status} = 'AWAITING_PAYMENT'
            and ${calls.createdAt} + make_interval(mins => ${deps.config.payments.holdMinutes}) <= now()`,
        )
        .returning();
      if (!row) return null;
      await tx
        .update(payments)
        .set({ status: 'CANCELLED', updatedAt: new Date() })
        .where(and(eq(payments.callId, row.id), inArray(payments.status, ['PENDING', 'FAILED'])));
      return row;
    });
    if (!released) return;
    const found = await involved(deps.db, released.id);
    if (found) for (const message of callMails(deps.config, found, 'released')) await deps.mailer.send(message);
  },
});
