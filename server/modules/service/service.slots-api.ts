import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/index.js';
import { DateTime, type Zone } from 'luxon';
import { isoDate, nextDay, zonedDay, zoneOf } from './service.zones.js';
import { z } from 'zod';
import {
  availabilities,
  calendarConnections,
  calls,
  services,
  users,
  type CalendarConnectionRow,
  type CallStatus,
  type ServiceRow,
} from '../../../db/schema/index.js';
import { calendarBusy, meetsBusy } from '../google/google.busy.js';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { fields, parseInput } from '../../core/validation.js';
import { DEFAULT_WEEKLY } from './service.rules.js';
import { offeredTimes, whyNotOffered, type BusyCall, type BusyTimes, type NotOfferedCode, type SlotRules } from './service.slots.js';

/**
 * The public side of a service's times: the offered starts of a range of the guest's days, grouped by
 * the guest's dates, and whether one time is offered (with the reason when not). Anyone may ask: the
 * answer holds times only, never another guest's name, email or notes, nor what the host's other
 * calls are. Three statements whatever the range or the number of calls.
 */
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;
/** The last instant an ISO text with a four-digit year names: a range ending 9999-12-31 reads calls up to it. */
const LAST_ISO_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

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

/**
 * The reads of a list of times, built once per database (or transaction) with placeholders: building a
 * Drizzle query costs more JavaScript than the slot engine's whole day loop. postgres.js prepares each
 * text on each connection itself; the names are for PGlite and the logs. Each names the service alone
 * (its host through a subquery), so a list sends its three statements at once.
 */
function perDb<T>(build: (db: Db | Tx) => T): (db: Db | Tx) => T {
  const built = new WeakMap<Db | Tx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}

const hostOf = sql`(select ${services.hostUserId} from ${services} where ${services.id} = ${sql.placeholder('serviceId')})`;

const serviceStatement = perDb((db) =>
  db
    .select({ service: services, timezone: users.timezone, connection: calendarConnections })
    .from(services)
    .innerJoin(users, eq(users.id, services.hostUserId))
    // The host's Google Calendar, when its busy times count (google.busy.ts): null for most hosts.
    .leftJoin(
      calendarConnections,
      and(
        eq(calendarConnections.userId, services.hostUserId),
        eq(calendarConnections.status, 'CONNECTED'),
        sql`jsonb_array_length(${calendarConnections.conflictCalendarIds}) > 0`,
      ),
    )
    .where(and(eq(services.id, sql.placeholder('serviceId')), eq(services.active, true)))
    .prepare('service_slots_service'),
);

const hoursStatement = perDb((db) =>
  db
    .select()
    .from(availabilities)
    .where(
      and(
        eq(availabilities.userId, hostOf),
        or(eq(availabilities.serviceId, sql.placeholder('serviceId')), isNull(availabilities.serviceId)),
      ),
    )
    .prepare('service_slots_hours'),
);

const BUSY_STATUSES: CallStatus[] = ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED'];
/**
 * An instant as epoch milliseconds, the millisecond a Date of it holds (microseconds cut, as Date's
 * parser cuts them). Cut first, the float's rounding is exact.
 */
const epochMs = (column: AnyPgColumn) => sql`round(date_part('epoch', date_trunc('milliseconds', ${column})) * 1000)::bigint`;

/**
 * The host's requested and confirmed calls meeting [from, until), as epoch milliseconds: numbers are
 * what the slot engine compares, and 500 rows of numbers map cheaper than 1,500 Dates.
 */
const busyStatement = perDb((db) =>
  db
    .select({
      blockedFrom: epochMs(calls.blockedFrom).mapWith(Number),
      blockedUntil: epochMs(calls.blockedUntil).mapWith(Number),
      startAt: epochMs(calls.startAt).mapWith(Number),
      sameService: sql<boolean>`${calls.serviceId} is not distinct from ${sql.placeholder('serviceId')}::uuid`,
    })
    .from(calls)
    .where(
      and(
        eq(calls.hostUserId, hostOf),
        inArray(calls.status, BUSY_STATUSES),
        lt(calls.blockedFrom, sql.placeholder('until')),
        gt(calls.blockedUntil, sql.placeholder('from')),
      ),
    )
    .prepare('service_slots_busy'),
);

type ServiceWithZone = { service: ServiceRow; timezone: string; connection: CalendarConnectionRow | null };
type Hours = Awaited<ReturnType<ReturnType<typeof hoursStatement>['execute']>>;

/** The active service with its host's zone (NOT_FOUND otherwise). */
function activeService([row]: ServiceWithZone[]): ServiceWithZone {
  if (!row) throw notFound('service');
  return row;
}

/** The service's rules: its own hours, else its host's default (none saved: the default week). */
function rulesOf({ service: s, timezone }: ServiceWithZone, hours: Hours): SlotRules {
  const own = hours.find((h) => h.serviceId === s.id) ?? hours.find((h) => h.serviceId === null);
  return {
    hostTimezone: timezone,
    weekly: own?.weekly ?? DEFAULT_WEEKLY,
    overrides: own?.dateOverrides ?? [],
    durationMinutes: s.durationMinutes,
    bufferBeforeMinutes: s.bufferBeforeMinutes,
    bufferAfterMinutes: s.bufferAfterMinutes,
    minimumNoticeMinutes: s.minimumNoticeMinutes,
    bookingWindowDays: s.bookingWindowDays,
    dailyLimit: s.dailyLimit,
  };
}

/** The service (active) and everything its times depend on. */
export async function serviceRules(db: Db | Tx, serviceId: string): Promise<{ service: ServiceRow; rules: SlotRules }> {
  const row = activeService(await serviceStatement(db).execute({ serviceId }));
  return { service: row.service, rules: rulesOf(row, await hoursStatement(db).execute({ serviceId })) };
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
        inArray(calls.status, BUSY_STATUSES),
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

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/**
 * Each instant (in order) as guestTime writes it, onto the list of its date in `days` (by the text's
 * first ten characters, as a time's date). The date is written once a day and the offset once an
 * offset, not per start: a list of 60 days has 600 and more.
 */
export function placeGuestTimes(zone: Zone, instants: number[], days: Map<string, string[]>): void {
  let dayIndex = NaN;
  let date = '';
  let list: string[] | undefined;
  let offset = NaN;
  let suffix = '';
  for (const instant of instants) {
    const o = zone.offset(instant);
    if (o !== offset) {
      offset = o;
      suffix = zone.isUniversal && o === 0 ? 'Z' : zone.formatOffset(instant, 'short');
    }
    const local = instant + o * 60_000;
    const index = Math.floor(local / DAY_MS);
    if (index !== dayIndex) {
      dayIndex = index;
      date = new Date(index * DAY_MS).toISOString().slice(0, 10);
      list = days.get(date);
    }
    if (date.length !== 10 || date[4] !== '-') {
      // A year past 9999 (or before 0) is written in six digits: guestTime's own text.
      const text = guestTime(zone, instant);
      days.get(text.slice(0, 10))?.push(text);
      continue;
    }
    const ms = local - index * DAY_MS;
    list?.push(
      `${date}T${TWO_DIGITS[Math.floor(ms / 3_600_000)]}:${TWO_DIGITS[Math.floor(ms / 60_000) % 60]}:${TWO_DIGITS[Math.floor(ms / 1000) % 60]}${suffix}`,
    );
  }
}

/** The offered starts from the guest's `from` to `to` (both included), by the guest's dates. */
export async function listSlots(ctx: Ctx, raw: unknown): Promise<{ timezone: string; days: SlotDay[] }> {
  const input = parseInput(slotsInput, raw);
  const zone = zoneOf(input.timezone);
  const first = DateTime.fromISO(input.from, { zone });
  const last = DateTime.fromISO(input.to, { zone });
  if (!first.isValid) throw new AppError('BAD_USER_INPUT', 'That date does not exist.', { from: 'That date does not exist.' });
  if (!last.isValid) throw new AppError('BAD_USER_INPUT', 'That date does not exist.', { to: 'That date does not exist.' });
  if (last < first)
    throw new AppError('BAD_USER_INPUT', 'The range ends before it starts.', { to: 'Choose a date on or after the start.' });
  if (last.diff(first, 'days').days >= MAX_RANGE_DAYS)
    throw new AppError('BAD_USER_INPUT', `Ask for at most ${MAX_RANGE_DAYS} days at once.`, {
      to: `At most ${MAX_RANGE_DAYS} days after the start.`,
    });
  const from = first.startOf('day').toMillis();
  const until = last.plus({ days: 1 }).startOf('day').toMillis();
  // Only the bookable part of the range can hold a slot: calls are read from a day before now (none at
  // all for a range wholly past), a day either side for the daily limit. The three statements go at
  // once (one round trip's wait): the calls are read up to the range's end, not the service's window,
  // which the first answers; calls past the window refuse nothing the window has not refused already.
  const now = Date.now();
  const readFrom = Math.max(from, now - DAY_MS);
  const serviceId = input.serviceId;
  const [serviceRows, hours, callRows] = await Promise.all([
    serviceStatement(ctx.db).execute({ serviceId }),
    hoursStatement(ctx.db).execute({ serviceId }),
    readFrom < until
      ? busyStatement(ctx.db).execute({
          serviceId,
          from: new Date(readFrom - DAY_MS).toISOString(),
          until: new Date(Math.min(until + DAY_MS, LAST_ISO_INSTANT)).toISOString(),
        })
      : [],
  ]);
  const row = activeService(serviceRows);
  const rules = rulesOf(row, hours);
  // The host's own calendar (Google), when they picked calendars that block their time.
  const external = row.connection && readFrom < until ? await calendarBusy(ctx, row.connection, readFrom, until) : [];
  const busy: BusyTimes[] = external.length > 0 ? [...callRows, ...external] : callRows;
  // The guest's dates, each with its list (Luxon's calendar days, stepped without a DateTime each).
  const days = new Map<string, string[]>();
  for (let d = zonedDay(first); d.ts <= last.toMillis(); d = nextDay(zone, d)) days.set(isoDate(d), []);
  placeGuestTimes(zone, offeredTimes(rules, busy, from, until, now), days);
  return { timezone: input.timezone, days: [...days].map(([date, slots]) => ({ date, slots })) };
}

/** Whether `start` is offered now, and why not. */
export async function checkSlot(ctx: Ctx, raw: unknown): Promise<{ offered: boolean; code: NotOfferedCode | null; reason: string | null }> {
  const input = parseInput(slotCheckInput, raw);
  const start = new Date(input.start);
  const row = activeService(await serviceStatement(ctx.db).execute({ serviceId: input.serviceId }));
  const service = row.service;
  const rules = rulesOf(row, await hoursStatement(ctx.db).execute({ serviceId: input.serviceId }));
  const now = new Date();
  // The host's rules alone first: a time they refuse (the year 9999 included) needs no calls read.
  const early = whyNotOffered(rules, [], start, now);
  const why =
    early ??
    whyNotOffered(rules, await busyBetween(ctx.db, service, start.getTime(), start.getTime() + rules.durationMinutes * 60_000), start, now);
  if (!why && row.connection) {
    // Busy in the host's own calendar: not offered, and nothing said of what the host has then.
    const from = start.getTime() - rules.bufferBeforeMinutes * 60_000;
    const until = start.getTime() + (rules.durationMinutes + rules.bufferAfterMinutes) * 60_000;
    if (meetsBusy(await calendarBusy(ctx, row.connection, from, until), from, until))
      return { offered: false, code: 'OVERLAP', reason: 'The host is not available at that time.' };
  }
  return { offered: !why, code: why?.code ?? null, reason: why?.message ?? null };
}
