import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { callFeeds, calls, users, type CallRow } from '../../../db/schema/index.js';
import { requireCustomer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { hashToken } from '../../core/tokens.js';
import { parseInput, text } from '../../core/validation.js';
import { REASON_MAX, hostName } from './call.book.js';
import { cancel, reschedule } from './call.change.js';
import { callIcs, feedIcs } from './call.ics.js';
import { manageUrl, toGuestCall, type GuestCallView } from './call.views.js';

/**
 * The guest's side without an account: the link in their mail carries a token that is the key to
 * that one call (see, cancel, reschedule, add to a calendar). Every wrong token is the same NOT_FOUND.
 * And a portal's customer's own calls, on their portal home.
 */
const token = z.string('Send the token from your email.').min(20, 'That link is not valid.').max(200, 'That link is not valid.');
export const manageInput = z.strictObject({ token });
export const manageCancelInput = z.strictObject({
  token,
  reason: text('a reason').trim().max(REASON_MAX, `A reason has at most ${REASON_MAX} characters.`).optional(),
});
export const manageRescheduleInput = z.strictObject({
  token,
  start: z.iso.datetime({ offset: true, error: 'Send the new start as an ISO date and time, like 2026-12-01T09:00:00Z.' }),
});

/** The call of a manage link's token; every wrong token is the same NOT_FOUND. */
export async function byToken(ctx: Ctx, raw: unknown): Promise<CallRow> {
  const input = z.object({ token: z.string() }).safeParse(raw);
  if (!input.success) throw notFound('call');
  const [row] = await ctx.db
    .select()
    .from(calls)
    .where(eq(calls.manageTokenHash, hashToken(input.data.token)));
  if (!row) throw notFound('call');
  return row;
}

const guestView = async (ctx: Ctx, row: CallRow): Promise<GuestCallView> =>
  toGuestCall(row, await hostName(ctx, row), ctx.config.payments.holdMinutes);

export async function getManaged(ctx: Ctx, raw: unknown): Promise<GuestCallView> {
  parseInput(manageInput, raw);
  return guestView(ctx, await byToken(ctx, raw));
}

export async function cancelManaged(ctx: Ctx, raw: unknown): Promise<GuestCallView> {
  const input = parseInput(manageCancelInput, raw);
  return guestView(ctx, await cancel(ctx, await byToken(ctx, input), 'GUEST', input.reason ?? ''));
}

export async function rescheduleManaged(ctx: Ctx, raw: unknown): Promise<GuestCallView> {
  const input = parseInput(manageRescheduleInput, raw);
  return guestView(ctx, await reschedule(ctx, await byToken(ctx, input), 'GUEST', new Date(input.start)));
}

/** The call as an .ics file for "add to calendar" (its UID and SEQUENCE as in the mails). */
export async function managedIcs(ctx: Ctx, raw: unknown): Promise<string> {
  parseInput(manageInput, raw);
  const row = await byToken(ctx, raw);
  const [host] = await ctx.db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email })
    .from(users)
    .where(eq(users.id, row.hostUserId));
  const manage = manageUrl(ctx.config, row.id);
  return callIcs(
    row,
    { host: host!, guest: { name: row.guestName, email: row.guestEmail } },
    { description: `Change or cancel: ${manage}`, url: manage },
  ).content;
}

/** The host's feed: their requested and confirmed calls from 30 days back, for a calendar app. */
export async function feed(ctx: Ctx, raw: unknown): Promise<string> {
  const input = z.object({ token: z.string().max(200) }).safeParse(raw);
  if (!input.success) throw notFound('calendar feed');
  const [owner] = await ctx.db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email })
    .from(callFeeds)
    .innerJoin(users, eq(users.id, callFeeds.userId))
    .where(eq(callFeeds.tokenHash, hashToken(input.data.token)));
  if (!owner) throw notFound('calendar feed');
  const rows = await ctx.db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.hostUserId, owner.id),
        inArray(calls.status, ['REQUESTED', 'CONFIRMED', 'COMPLETED']),
        gt(calls.startAt, sql`now() - interval '30 days'`),
      ),
    )
    .orderBy(asc(calls.startAt))
    .limit(2000);
  const host = { name: owner.name, email: owner.email };
  return feedIcs(
    rows.map((call) => ({ call, people: { host, guest: { name: call.guestName, email: call.guestEmail } } })),
    `${owner.name}: calls`,
  );
}

/** The signed-in customer's calls in their portal: what is ahead first, then the last 50 behind. */
export async function customerCalls(ctx: Ctx): Promise<GuestCallView[]> {
  const caller = await requireCustomer(ctx);
  const mine = and(eq(calls.portalId, caller.portalId), eq(calls.customerId, caller.customerId));
  const [ahead, behind] = await Promise.all([
    ctx.db
      .select()
      .from(calls)
      .where(and(mine, gt(calls.endAt, sql`now()`)))
      .orderBy(asc(calls.startAt))
      .limit(100),
    ctx.db
      .select()
      .from(calls)
      .where(and(mine, sql`${calls.endAt} <= now()`))
      .orderBy(desc(calls.startAt))
      .limit(50),
  ]);
  const rows = [...ahead, ...behind];
  const names = new Map<string, string>();
  for (const row of rows) if (!names.has(row.hostUserId)) names.set(row.hostUserId, await hostName(ctx, row));
  return rows.map((row) => toGuestCall(row, names.get(row.hostUserId)!, ctx.config.payments.holdMinutes));
}
