import { and, asc, desc, eq, gt, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { callFeeds, calls, type CallRow } from '../../../db/schema/index.js';
import { hostedBy, requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { cursorAt, cursorId, cursorTime, keysetPage, pageInput, readCursor, writeCursor, type Page } from '../../core/pagination.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { REASON_MAX } from './call.book.js';
import { accept, cancel, decline, reschedule } from './call.change.js';
import { toHostCall, type HostCallView } from './call.views.js';
import { withdrawableSql } from '../payment/payment.money.js';

/** The host's side: their calls in lists and on a calendar, and what they do with one. */
export const CALL_LISTS = ['upcoming', 'requests', 'past', 'pending-payments', 'withdrawable-payments'] as const;
export type CallList = (typeof CALL_LISTS)[number];

export const listInput = z.strictObject(pageInput);
export const rangeInput = z.strictObject({
  from: z.iso.datetime({ offset: true, error: 'Send the start as an ISO date and time, like 2026-12-07T00:00:00Z.' }),
  to: z.iso.datetime({ offset: true, error: 'Send the end as an ISO date and time, like 2026-12-14T00:00:00Z.' }),
});
export const callIdInput = z.strictObject({ id: fields.uuid('the call') });
const reason = text('a reason').trim().max(REASON_MAX, `A reason has at most ${REASON_MAX} characters.`);
export const declineInput = z.strictObject({ id: fields.uuid('the call'), reason: reason.optional() });
export const cancelInput = declineInput;
export const rescheduleInput = z.strictObject({
  id: fields.uuid('the call'),
  start: z.iso.datetime({ offset: true, error: 'Send the new start as an ISO date and time, like 2026-12-01T09:00:00Z.' }),
});

const RANGE_MAX_DAYS = 42;
const RANGE_MAX_CALLS = 1000;

/** Each list's rule and order: soonest first for what is ahead, newest first for what is behind. */
const LISTS: Record<CallList, { where: () => SQL | undefined; ascending: boolean }> = {
  upcoming: {
    where: () => and(inArray(calls.status, ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED']), gt(calls.endAt, sql`now()`)),
    ascending: true,
  },
  requests: { where: () => and(eq(calls.status, 'REQUESTED'), gt(calls.startAt, sql`now()`)), ascending: true },
  past: { where: () => lte(calls.endAt, sql`now()`), ascending: false },
  // Calls still waiting for their money (a failed try included), and calls whose money can be withdrawn.
  'pending-payments': {
    where: () => and(inArray(calls.paymentStatus, ['PENDING', 'FAILED']), notInArray(calls.status, ['CANCELLED', 'DECLINED'])),
    ascending: false,
  },
  'withdrawable-payments': {
    where: () => sql`exists (select 1 from payments p where p.call_id = ${calls.id} and ${withdrawableSql({ id: sql`p.id` })})`,
    ascending: false,
  },
};

export async function listCalls(ctx: Ctx, list: CallList, raw: unknown): Promise<Page<HostCallView>> {
  const builder = await requireBuilder(ctx);
  const page = parseInput(listInput, raw);
  const rule = LISTS[list];
  return keysetPage(
    page,
    {
      decode: (cursor) => readCursor(cursor, ([at, id]) => ({ at: cursorTime(at), id: cursorId(id) })),
      encode: (row: { at: string; call: CallRow }) => writeCursor([row.at, row.call.id]),
    },
    (after, take) =>
      ctx.db
        .select({ call: calls, at: cursorAt(calls.startAt) })
        .from(calls)
        .where(
          and(
            hostedBy(builder, calls.hostUserId, calls.workspaceId),
            rule.where(),
            after
              ? rule.ascending
                ? sql`(${calls.startAt}, ${calls.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
                : sql`(${calls.startAt}, ${calls.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(...(rule.ascending ? [asc(calls.startAt), asc(calls.id)] : [desc(calls.startAt), desc(calls.id)]))
        .limit(take),
    (rows) => rows.map((r) => toHostCall(r.call)),
  );
}

/** The host's calls meeting [from, to) for the calendar (at most 42 days; declined and cancelled left out). */
export async function callsBetween(ctx: Ctx, raw: unknown): Promise<HostCallView[]> {
  const builder = await requireBuilder(ctx);
  const input = parseInput(rangeInput, raw);
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (to <= from) throw badInput({ to: 'End after the start.' });
  if (to.getTime() - from.getTime() > RANGE_MAX_DAYS * 86_400_000)
    throw badInput({ to: `Ask for at most ${RANGE_MAX_DAYS} days at once.` });
  const rows = await ctx.db
    .select()
    .from(calls)
    .where(
      and(
        hostedBy(builder, calls.hostUserId, calls.workspaceId),
        inArray(calls.status, ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED', 'COMPLETED']),
        lt(calls.startAt, to),
        gt(calls.endAt, from),
      ),
    )
    .orderBy(asc(calls.startAt), asc(calls.id))
    .limit(RANGE_MAX_CALLS);
  return rows.map(toHostCall);
}

/** One of the signed-in host's calls; another host's is NOT_FOUND. */
async function ownCall(ctx: Ctx, id: string): Promise<CallRow> {
  const builder = await requireBuilder(ctx);
  if (!isUuid(id)) throw notFound('call');
  const [row] = await ctx.db
    .select()
    .from(calls)
    .where(and(eq(calls.id, id), hostedBy(builder, calls.hostUserId, calls.workspaceId)));
  if (!row) throw notFound('call');
  return row;
}

export async function getCall(ctx: Ctx, raw: unknown): Promise<HostCallView> {
  const { id } = parseInput(callIdInput, raw);
  return toHostCall(await ownCall(ctx, id));
}

export async function acceptCall(ctx: Ctx, raw: unknown): Promise<HostCallView> {
  const { id } = parseInput(callIdInput, raw);
  return toHostCall(await accept(ctx, await ownCall(ctx, id)));
}

export async function declineCall(ctx: Ctx, raw: unknown): Promise<HostCallView> {
  const input = parseInput(declineInput, raw);
  return toHostCall(await decline(ctx, await ownCall(ctx, input.id), input.reason ?? ''));
}

export async function cancelCall(ctx: Ctx, raw: unknown): Promise<HostCallView> {
  const input = parseInput(cancelInput, raw);
  return toHostCall(await cancel(ctx, await ownCall(ctx, input.id), 'HOST', input.reason ?? ''));
}

export async function rescheduleCall(ctx: Ctx, raw: unknown): Promise<HostCallView> {
  const input = parseInput(rescheduleInput, raw);
  return toHostCall(await reschedule(ctx, await ownCall(ctx, input.id), 'HOST', new Date(input.start)));
}

/** How many upcoming calls a service has (the builder is asked before deleting it). */
export async function upcomingOfService(ctx: Ctx, serviceId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(calls)
    .where(
      and(
        eq(calls.serviceId, serviceId),
        inArray(calls.status, ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED']),
        gt(calls.startAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The host's private calendar feed: a new address (the old one stops working at once), or none.
 * The token is shown once; only its hash is kept.
 */
export async function rotateFeed(ctx: Ctx): Promise<{ url: string }> {
  const { user } = await requireBuilder(ctx);
  const token = newToken();
  await ctx.db
    .insert(callFeeds)
    .values({ userId: user.id, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: callFeeds.userId, set: { tokenHash: hashToken(token), createdAt: new Date() } });
  return { url: `${ctx.config.appUrl}/v1/calls/feed.ics?token=${token}` };
}

export async function revokeFeed(ctx: Ctx): Promise<{ revoked: boolean }> {
  const { user } = await requireBuilder(ctx);
  const gone = await ctx.db.delete(callFeeds).where(eq(callFeeds.userId, user.id)).returning({ userId: callFeeds.userId });
  return { revoked: gone.length > 0 };
}

export async function feedStatus(ctx: Ctx): Promise<{ active: boolean; createdAt: Date | null }> {
  const { user } = await requireBuilder(ctx);
  const [row] = await ctx.db.select({ createdAt: callFeeds.createdAt }).from(callFeeds).where(eq(callFeeds.userId, user.id));
  return { active: !!row, createdAt: row?.createdAt ?? null };
}
