import { and, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/index.js';
import { DateTime, type Zone } from 'luxon';
import { zoneOf } from './service.zones.js';
import { z } from 'zod';
import { availabilities, calls, services, users, type ServiceRow } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { fields, parseInput } from '../../core/validation.js';
import { DEFAULT_WEEKLY } from './service.rules.js';
import { offeredSlots, whyNotOffered, type BusyCall, type NotOfferedCode, type SlotRules } from './service.slots.js';

/**
 * The public side of a service's times: the offered starts of a range of the guest's days, grouped by
 * the guest's dates, and whether one time is offered (with the reason when not). Anyone may ask: the
 * answer holds times only, never another guest's name, email or notes, nor what the host's other
 * calls are. Three statements whatever the range or the number of calls.
 */
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

export const slotsInput = z.strictObject({
  serviceId: fields.uuid('the service'),
  from: z.string('Send the first day, like 2026-12-01.').regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-01.'),
  to: z.string('Send the last day, like 2026-12-31.').regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31.'),
  timezone: fields.timezone(),
});

export const slotCheckInput = z.strictObject({
  serviceId: fields.uuid('the service'),
  start: z.iso.datetime({ offset: true, error: 'Send the start as an ISO date and time, like 2026-12-01T09:00:00Z.' }),
});

export interface SlotDay {
  date: string;
  slots: string[];
}

/** The service (active) and everything its times depend on. */
export async function serviceRules(db: Db | Tx, serviceId: string): Promise<{ service: ServiceRow; rules: SlotRules }> {
  const [row] = await db
    .select({ service: services, timezone: users.timezone })
    .from(services)
    .innerJoin(users, eq(users.id, services.hostUserId))
    .where(and(eq(services.id, serviceId), eq(services.active, true)));
  if (!row) throw notFound('service');
  const hours = await db
    .select()
    .from(availabilities)
    .where(
      and(eq(availabilities.userId, row.service.hostUserId), or(eq(availabilities.serviceId, serviceId), isNull(availabilities.serviceId))),
    );
  const own = hours.find((h) => h.serviceId === serviceId) ?? hours.find((h) => h.serviceId === null);
  const s = row.service;
  return {
    service: s,
    rules: {
      hostTimezone: row.timezone,
      weekly: own?.weekly ?? DEFAULT_WEEKLY,
      overrides: own?.dateOverrides ?? [],
      durationMinutes: s.durationMinutes,
      bufferBeforeMinutes: s.bufferBeforeMinutes,
      bufferAfterMinutes: s.bufferAfterMinutes,
      minimumNoticeMinutes: s.minimumNoticeMinutes,
      bookingWindowDays: s.bookingWindowDays,
      dailyLimit: s.dailyLimit,
    },
  };
}

/**
 * The host's requested and confirmed calls meeting [from, until), a day either side for the daily
 * limit; `except` leaves out a call being moved.
 */
export async function busyBetween(db: Db | Tx, service: ServiceRow, from: number, until: number, except?: string): Promise<BusyCall[]> {
  const rows = await db
    .select({ blockedFrom: calls.blockedFrom, blockedUntil: calls.blockedUntil, startAt: calls.startAt, serviceId: calls.serviceId })
    .from(calls)
    .where(
      and(
        eq(calls.hostUserId, service.hostUserId),
        inArray(calls.status, ['REQUESTED', 'CONFIRMED']),
        lt(calls.blockedFrom, new Date(until + DAY_MS)),
        gt(calls.blockedUntil, new Date(from - DAY_MS)),
        except ? ne(calls.id, except) : undefined,
      ),
    );
  return rows.map((r) => ({
    blockedFrom: r.blockedFrom,
    blockedUntil: r.blockedUntil,
    startAt: r.startAt,
    sameService: r.serviceId === service.id,
  }));
}

/**
 * A start as the guest's ISO time with its offset ("2026-12-01T09:00:00+05:30"), as Luxon's toISO
 * writes it: the zone's own offset (Luxon's, asked once an hour) on the wall clock. A DateTime per
 * start cost a third of a 60-day answer.
 */
export function guestTime(zone: Zone, instant: number): string {
  const offset = zone.offset(instant);
  const wall = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${zone.isUniversal && offset === 0 ? 'Z' : zone.formatOffset(instant, 'short')}`;
}

/** The offered starts from the guest's `from` to `to` (both included), by the guest's dates. */
export async function listSlots(ctx: Ctx, raw: unknown): Promise<{ timezone: string; days: SlotDay[] }> {
  const input = parseInput(slotsInput, raw);
  const first = DateTime.fromISO(input.from, { zone: zoneOf(input.timezone) });
  const last = DateTime.fromISO(input.to, { zone: zoneOf(input.timezone) });
  if (!first.isValid) throw new AppError('BAD_USER_INPUT', 'That date does not exist.', { from: 'That date does not exist.' });
  if (!last.isValid) throw new AppError('BAD_USER_INPUT', 'That date does not exist.', { to: 'That date does not exist.' });
  if (last < first)
    throw new AppError('BAD_USER_INPUT', 'The range ends before it starts.', { to: 'Choose a date on or after the start.' });
  if (last.diff(first, 'days').days >= MAX_RANGE_DAYS)
    throw new AppError('BAD_USER_INPUT', `Ask for at most ${MAX_RANGE_DAYS} days at once.`, {
      to: `At most ${MAX_RANGE_DAYS} days after the start.`,
    });
  const { service, rules } = await serviceRules(ctx.db, input.serviceId);
  const from = first.startOf('day').toMillis();
  const until = last.plus({ days: 1 }).startOf('day').toMillis();
  // Only the bookable part of the range can hold a slot: calls are read for it alone (none at all for
  // a range wholly past or beyond the window, like the year 9999).
  const now = Date.now();
  const readFrom = Math.max(from, now - DAY_MS);
  const readUntil = Math.min(until, now + (rules.bookingWindowDays + 1) * DAY_MS);
  const busy = readFrom < readUntil ? await busyBetween(ctx.db, service, readFrom, readUntil) : [];
  const days = new Map<string, string[]>();
  for (let d = first; d <= last; d = d.plus({ days: 1 })) days.set(d.toISODate()!, []);
  const zone = zoneOf(input.timezone);
  for (const slot of offeredSlots(rules, busy, new Date(from), new Date(until), new Date(now))) {
    const local = guestTime(zone, slot.getTime());
    days.get(local.slice(0, 10))?.push(local);
  }
  return { timezone: input.timezone, days: [...days].map(([date, slots]) => ({ date, slots })) };
}

/** Whether `start` is offered now, and why not. */
export async function checkSlot(ctx: Ctx, raw: unknown): Promise<{ offered: boolean; code: NotOfferedCode | null; reason: string | null }> {
  const input = parseInput(slotCheckInput, raw);
  const start = new Date(input.start);
  const { service, rules } = await serviceRules(ctx.db, input.serviceId);
  const now = new Date();
  // The host's rules alone first: a time they refuse (the year 9999 included) needs no calls read.
  const early = whyNotOffered(rules, [], start, now);
  const why =
    early ??
    whyNotOffered(rules, await busyBetween(ctx.db, service, start.getTime(), start.getTime() + rules.durationMinutes * 60_000), start, now);
  return { offered: !why, code: why?.code ?? null, reason: why?.message ?? null };
}
