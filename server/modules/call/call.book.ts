import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import { calls, customerUsers, portals, users, type CallAnswer, type CallRow, type ServiceRow } from '../../../db/schema/index.js';
import { requireCustomer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { busyBetween, serviceRules } from '../service/service.slots-api.js';
import { whyNotOffered, type SlotRules } from '../service/service.slots.js';
import { answersInput, checkAnswers } from '../service/service.questions.js';
import { mailJob } from '../../core/mail.js';
import { calendarBusy, conflictConnection, meetsBusy } from '../google/google.busy.js';
import { announce, releaseUnpaid } from './call.notify.js';
import { manageToken, manageTokenHash, toGuestCall, type GuestCallView } from './call.views.js';

/**
 * Booking: a guest on the public page, or a portal's signed-in customer. The time is checked against
 * the host's rules and calls, and the write is guarded by the calls' exclusion constraint, so of two
 * bookings of one time exactly one is written, whatever they both read first.
 */
export const NOTES_MAX = 2000;
export const REASON_MAX = 1000;
const GUEST_LOCATION_MAX = 500;

const start = z.iso.datetime({ offset: true, error: 'Send the start as an ISO date and time, like 2026-12-01T09:00:00Z.' });
const notes = text('notes').max(NOTES_MAX, `Notes have at most ${NOTES_MAX} characters.`);
const guestLocation = text('where to call you').trim().max(GUEST_LOCATION_MAX, `At most ${GUEST_LOCATION_MAX} characters.`);

export const bookInput = z.strictObject({
  serviceId: fields.uuid('the service'),
  start,
  timezone: fields.timezone(),
  name: text('your name').trim().min(1, 'Enter your name.').max(120, 'A name has at most 120 characters.'),
  email: fields.email(),
  notes: notes.optional(),
  location: guestLocation.optional(),
  /** The answers to the service's own questions, by question key. */
  answers: answersInput.optional(),
});

export const customerBookInput = bookInput.omit({ name: true, email: true });

export interface Booked {
  call: GuestCallView;
  /** The guest's key to cancel or reschedule (also in their mail): /book/manage?token=… */
  manageToken: string;
}

const TAKEN = 'That time was just booked by someone else — choose another time.';
const EXCLUSION = { calls_no_overlap: { field: 'start', message: TAKEN } };

/** A time the host's rules refuse: a 400 on `start`; a time taken by another call: 409. */
export function refuse(why: { code: string; message: string }): AppError {
  if (why.code === 'OVERLAP') return new AppError('CONFLICT', TAKEN, { start: TAKEN });
  if (why.code === 'DAILY_LIMIT') return new AppError('CONFLICT', why.message, { start: why.message });
  return badInput({ start: why.message }, why.message);
}

/**
 * Whether `at` may be booked now, read inside `tx`. A service with a daily limit first takes the
 * host's lock for the transaction: two bookings on one day at different times would otherwise both
 * count the calls before either is written (the exclusion constraint guards only overlapping times).
 */
export async function checkBookable(tx: Tx, service: ServiceRow, rules: SlotRules, at: Date, except?: string): Promise<void> {
  const now = new Date();
  const early = whyNotOffered(rules, [], at, now);
  if (early) throw refuse(early);
  if (rules.dailyLimit !== null) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${service.hostUserId}::text, 27))`);
  const busy = await busyBetween(tx, service, at.getTime(), at.getTime() + rules.durationMinutes * 60_000, except);
  const why = whyNotOffered(rules, busy, at, now);
  if (why) throw refuse(why);
}

const BUSY = 'The host is not available at that time any more — choose another time.';

/**
 * Whether the host's own calendar (Google, the calendars they picked) is busy at `at`: asked before the
 * booking's transaction (Google's answer is kept a minute, so the page's list usually answered it
 * already). `own` is the call being moved: the event Portico wrote for it does not block its new time.
 * Only a CONFLICT saying the time is not available: never what the host has then.
 */
export async function refuseCalendarBusy(
  ctx: Ctx,
  service: Pick<ServiceRow, 'hostUserId' | 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  at: Date,
  own?: Pick<CallRow, 'startAt' | 'endAt'>,
): Promise<void> {
  if (!ctx.config.google) return;
  const connection = await conflictConnection(ctx.db, service.hostUserId);
  if (!connection) return;
  const range = rangeOf(service, at);
  let busy = await calendarBusy(ctx, connection, range.blockedFrom.getTime(), range.blockedUntil.getTime());
  if (own) busy = busy.filter((b) => !(b.blockedFrom === own.startAt.getTime() && b.blockedUntil === own.endAt.getTime()));
  if (meetsBusy(busy, range.blockedFrom.getTime(), range.blockedUntil.getTime())) throw new AppError('CONFLICT', BUSY, { start: BUSY });
}

/** The blocked range of a call at `at`: the call with its buffers. */
export const rangeOf = (service: Pick<ServiceRow, 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>, at: Date) => {
  const end = new Date(at.getTime() + service.durationMinutes * 60_000);
  return {
    startAt: at,
    endAt: end,
    blockedFrom: new Date(at.getTime() - service.bufferBeforeMinutes * 60_000),
    blockedUntil: new Date(end.getTime() + service.bufferAfterMinutes * 60_000),
  };
};

export interface Guest {
  name: string;
  email: string;
  notes: string;
  timezone: string;
  location?: string;
  /** The answers as sent, by question key: checked against the service's questions. */
  answers?: Record<string, unknown>;
  portalId: string | null;
  customerId: string | null;
}

/**
 * What refuses a booking before any write: a service of another workspace, a place not given where
 * the guest names it, answers its questions refuse. Answers the answers as the call keeps them.
 */
export function checkGuest(service: ServiceRow, guest: Guest, workspaceId?: string): CallAnswer[] {
  // A portal's customer books the services of the portal's workspace only.
  if (workspaceId && service.workspaceId !== workspaceId) throw notFound('service');
  if (service.locationKind === 'ASK_GUEST' && !guest.location)
    throw badInput({ location: 'Say where to call you: a phone number, a video link or a place.' });
  return checkAnswers(service.questions, guest.answers);
}

/**
 * The call checked, written and announced inside `tx` (a workflow's BOOKING step books in the
 * transaction that moves its run). The exclusion constraint's violation comes out as the driver's
 * error: callers map it with `bookingError`.
 */
export async function insertCall(
  ctx: Ctx,
  tx: Tx,
  service: ServiceRow,
  rules: SlotRules,
  at: Date,
  guest: Guest,
  answers: CallAnswer[],
  id: string = randomUUID(),
): Promise<CallRow> {
  await checkBookable(tx, service, rules, at);
  const [inserted] = await tx
    .insert(calls)
    .values({
      id,
      workspaceId: service.workspaceId,
      serviceId: service.id,
      hostUserId: service.hostUserId,
      portalId: guest.portalId,
      customerId: guest.customerId,
      serviceTitle: service.title,
      guestName: guest.name,
      guestEmail: guest.email,
      guestNotes: guest.notes,
      guestTimezone: guest.timezone,
      answers,
      locationKind: service.locationKind,
      locationValue: service.locationKind === 'ASK_GUEST' ? (guest.location ?? '') : service.locationValue,
      ...rangeOf(service, at),
      status: waitsForPayment(service) ? 'AWAITING_PAYMENT' : service.requiresApproval ? 'REQUESTED' : 'CONFIRMED',
      paymentStatus: service.priceAmount > 0 ? 'PENDING' : 'NONE',
      manageTokenHash: manageTokenHash(ctx.config, id),
    })
    .returning();
  if (waitsForPayment(service)) {
    await announce(ctx, tx, id, 'awaiting-payment');
    await releaseUnpaid(ctx, tx, inserted!);
  } else await announce(ctx, tx, id, service.requiresApproval ? 'requested' : 'booked');
  return inserted!;
}

/** A paid service taking its money when booked: the call holds its time until paid, then is requested or confirmed. */
export const waitsForPayment = (service: Pick<ServiceRow, 'priceAmount' | 'payBeforeBooking'>) =>
  service.priceAmount > 0 && service.payBeforeBooking;

/** A booking's database error as the app's: the exclusion constraint is "that time was just taken". */
export const bookingError = (error: unknown) => dbError(error, EXCLUSION);

async function place(ctx: Ctx, serviceId: string, at: Date, guest: Guest, workspaceId?: string): Promise<Booked> {
  const { service, rules } = await serviceRules(ctx.db, serviceId);
  const answers = checkGuest(service, guest, workspaceId);
  await refuseCalendarBusy(ctx, service, at);
  const id = randomUUID();
  try {
    const row = await ctx.db.transaction((tx) => insertCall(ctx, tx, service, rules, at, guest, answers, id));
    ctx.jobs.wake(mailJob);
    return { call: toGuestCall(row, await hostName(ctx, row), ctx.config.payments.holdMinutes), manageToken: manageToken(ctx.config, id) };
  } catch (error) {
    throw await bookingError(error);
  }
}

export async function hostName(ctx: Ctx, row: Pick<CallRow, 'hostUserId'>): Promise<string> {
  const [host] = await ctx.db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, row.hostUserId));
  return host?.name ?? '';
}

/** Anyone books an active service on its public page. */
export async function bookCall(ctx: Ctx, raw: unknown): Promise<Booked> {
  const input = parseInput(bookInput, raw);
  return place(ctx, input.serviceId, new Date(input.start), {
    name: input.name,
    email: input.email,
    notes: input.notes ?? '',
    timezone: input.timezone,
    location: input.location,
    answers: input.answers,
    portalId: null,
    customerId: null,
  });
}

/** A portal's signed-in customer books a service of the portal's workspace, as themselves. */
export async function bookAsCustomer(ctx: Ctx, raw: unknown): Promise<Booked> {
  const caller = await requireCustomer(ctx);
  const input = parseInput(customerBookInput, raw);
  const [who] = await ctx.db
    .select({ name: customerUsers.name, email: customerUsers.email, workspaceId: portals.workspaceId })
    .from(customerUsers)
    .innerJoin(portals, eq(portals.id, customerUsers.portalId))
    .where(and(eq(customerUsers.id, caller.customerId), eq(customerUsers.portalId, caller.portalId)));
  if (!who) throw notFound('customer');
  return place(
    ctx,
    input.serviceId,
    new Date(input.start),
    {
      name: who.name || who.email,
      email: who.email,
      notes: input.notes ?? '',
      timezone: input.timezone,
      location: input.location,
      answers: input.answers,
      portalId: caller.portalId,
      customerId: caller.customerId,
    },
    who.workspaceId,
  );
}
