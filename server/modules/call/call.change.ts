import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/index.js';
import { calls, services, type CallRow } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { serviceRules } from '../service/service.slots-api.js';
import { checkBookable, rangeOf, refuseCalendarBusy } from './call.book.js';
import { mailJob } from '../../core/mail.js';
import { announce, type CallChange } from './call.notify.js';
import { isOpen } from './call.views.js';

/**
 * The changes of a call's life, by host or guest: accept, decline, cancel, reschedule. Each is one
 * UPDATE that names the status it moves from, so two changes racing (a host accepting as the guest
 * cancels) cannot both apply: the second finds the call moved on and is told so (409).
 */
const STATE_WORDS: Record<CallRow['status'], string> = {
  AWAITING_PAYMENT: 'waiting for its payment',
  REQUESTED: 'waiting for the host',
  CONFIRMED: 'confirmed',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  COMPLETED: 'over',
};

export function movedOn(row: Pick<CallRow, 'status' | 'startAt'>): AppError {
  if (row.status === 'AWAITING_PAYMENT' || row.status === 'REQUESTED' || row.status === 'CONFIRMED')
    return new AppError('CONFLICT', 'This call has started or is over: it can no longer be changed.');
  return new AppError('CONFLICT', `This call is ${STATE_WORDS[row.status]}: it can no longer be changed.`);
}

async function apply(
  ctx: Ctx,
  row: CallRow,
  from: CallRow['status'][],
  set: Partial<typeof calls.$inferInsert>,
  change: CallChange,
  extra: { tx?: (tx: Tx) => Promise<void>; previous?: Pick<CallRow, 'startAt' | 'endAt'> } = {},
): Promise<CallRow> {
  if (!from.includes(row.status) || !isOpen(row)) throw movedOn(row);
  try {
    const changed = await ctx.db.transaction(async (tx) => {
      await extra.tx?.(tx);
      const [updated] = await tx
        .update(calls)
        .set({ ...set, sequence: sql`${calls.sequence} + 1`, updatedAt: new Date() })
        .where(and(eq(calls.id, row.id), inArray(calls.status, from), sql`${calls.startAt} > now()`))
        .returning();
      if (!updated) {
        const [now] = await tx.select().from(calls).where(eq(calls.id, row.id));
        throw movedOn(now ?? row);
      }
      await announce(ctx, tx, row.id, change, extra.previous, row.status === 'AWAITING_PAYMENT');
      return updated;
    });
    ctx.jobs.wake(mailJob);
    return changed;
  } catch (error) {
    throw await dbError(error, {
      calls_no_overlap: { field: 'start', message: 'That time meets another call — choose another time.' },
    });
  }
}

export const accept = (ctx: Ctx, row: CallRow) => apply(ctx, row, ['REQUESTED'], { status: 'CONFIRMED', reason: null }, 'accepted');

export const decline = (ctx: Ctx, row: CallRow, reason: string) =>
  apply(ctx, row, ['REQUESTED'], { status: 'DECLINED', reason: reason || null, cancelledBy: 'HOST' }, 'declined');

export const cancel = (ctx: Ctx, row: CallRow, by: 'HOST' | 'GUEST', reason: string) =>
  apply(
    ctx,
    row,
    ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED'],
    { status: 'CANCELLED', reason: reason || null, cancelledBy: by },
    'cancelled',
  );

/**
 * A new time. The guest's is checked against the host's rules as a booking is (the call's own time
 * left out); the host may set any future time that meets no other call (they know their own day).
 * A guest moving a call of a service that needs approval asks again: the call goes back to REQUESTED.
 */
export async function reschedule(ctx: Ctx, row: CallRow, by: 'HOST' | 'GUEST', at: Date): Promise<CallRow> {
  if (!row.serviceId) throw new AppError('CONFLICT', 'This service is no longer offered: cancel the call instead.');
  const [service] = await ctx.db.select().from(services).where(eq(services.id, row.serviceId));
  if (!service) throw new AppError('CONFLICT', 'This service is no longer offered: cancel the call instead.');
  if (at.getTime() === row.startAt.getTime()) throw badInput({ start: 'That is the call’s time already: choose another.' });
  if (by === 'HOST' && at.getTime() <= Date.now()) throw badInput({ start: 'That time has passed: choose a later one.' });
  const guestRules = by === 'GUEST' ? await serviceRules(ctx.db, service.id).catch(() => null) : null;
  if (by === 'GUEST' && !guestRules) throw new AppError('CONFLICT', 'This service is not taking bookings now: cancel the call instead.');
  // A call waiting for its payment keeps waiting (its hold runs from the booking, not the move).
  if (guestRules) await refuseCalendarBusy(ctx, service, at, row);
  const status = row.status !== 'AWAITING_PAYMENT' && by === 'GUEST' && service.requiresApproval ? 'REQUESTED' : row.status;
  return apply(ctx, row, ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED'], { ...rangeOf(service, at), status }, 'rescheduled', {
    previous: { startAt: row.startAt, endAt: row.endAt },
    tx: guestRules ? (tx) => checkBookable(tx, guestRules.service, guestRules.rules, at, row.id) : undefined,
  });
}
