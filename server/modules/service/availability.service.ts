import { and, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { availabilities, services, users, type DateOverride, type WeeklyHours } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { fields, parseInput } from '../../core/validation.js';
import {
  DEFAULT_WEEKLY,
  END_TIME,
  MAX_DATE_OVERRIDES,
  MAX_RANGES_PER_DAY,
  START_TIME,
  WEEKDAY_KEYS,
  WEEKDAY_LABELS,
} from './service.rules.js';

/**
 * The host's time zone and default availability (weekly hours and date overrides). A service's own
 * availability, which replaces the default for it, comes with the services' operations.
 */
export interface AvailabilityView {
  timezone: string;
  weekly: WeeklyHours;
  dateOverrides: DateOverride[];
  /** True while the host has not saved hours of their own (the answer is the starting hours). */
  isDefault: boolean;
}

const timeRange = z.strictObject({
  start: z.string().regex(START_TIME, 'Use a time like 09:00 (00:00 to 23:59).'),
  end: z.string().regex(END_TIME, 'Use a time like 17:00 (00:01 to 23:59, or 24:00 for midnight).'),
});

/** A day's ranges: each ends after it starts, and none meets another. */
const dayRanges = (label: string) =>
  z
    .array(timeRange, { error: `Send the hours of ${label} as a list of ranges ([] for a day off).` })
    .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} ranges on ${label}.`)
    .superRefine((list, issue) => {
      // zod runs this over a list whose items failed too: only well-formed ranges are compared.
      const wellFormed = list
        .map((r, i) => ({ ...r, i }))
        .filter((r) => typeof r.start === 'string' && typeof r.end === 'string' && START_TIME.test(r.start) && END_TIME.test(r.end));
      for (const r of wellFormed)
        if (r.end <= r.start) issue.addIssue({ code: 'custom', path: [r.i, 'end'], message: `End after the start (${r.start}).` });
      const sorted = wellFormed.filter((r) => r.end > r.start).sort((a, b) => a.start.localeCompare(b.start));
      for (let k = 1; k < sorted.length; k++)
        if (sorted[k]!.start < sorted[k - 1]!.end)
          issue.addIssue({
            code: 'custom',
            path: [sorted[k]!.i, 'start'],
            message: `${sorted[k - 1]!.start}–${sorted[k - 1]!.end} and ${sorted[k]!.start}–${sorted[k]!.end} overlap on ${label}: join them or move one.`,
          });
    });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-24.')
  .refine((d) => DateTime.fromISO(d).isValid, 'That date does not exist.')
  .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', 'Use a date between 2000 and 2100.');

export const availabilityInput = z.strictObject({
  weekly: z.strictObject(
    Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, dayRanges(WEEKDAY_LABELS[d] + 's')])) as Record<
      (typeof WEEKDAY_KEYS)[number],
      ReturnType<typeof dayRanges>
    >,
  ),
  dateOverrides: z
    .array(z.strictObject({ date: isoDate, ranges: dayRanges('that date') }))
    .max(MAX_DATE_OVERRIDES, `At most ${MAX_DATE_OVERRIDES} date overrides; remove past ones first.`)
    .superRefine((list, issue) => {
      const seen = new Set<string>();
      list.forEach((o, i) => {
        if (typeof o?.date !== 'string') return;
        if (seen.has(o.date)) issue.addIssue({ code: 'custom', path: [i, 'date'], message: `${o.date} is listed twice: keep one.` });
        seen.add(o.date);
      });
    })
    .default([]),
});

export const timezoneInput = z.strictObject({ timezone: fields.timezone() });

const byDate = (a: DateOverride, b: DateOverride) => a.date.localeCompare(b.date);
const sortRanges = (w: WeeklyHours): WeeklyHours =>
  Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, [...w[d]].sort((a, b) => a.start.localeCompare(b.start))])) as WeeklyHours;

const ordered = (input: { weekly: WeeklyHours; dateOverrides: DateOverride[] }) => ({
  weekly: sortRanges(input.weekly),
  dateOverrides: input.dateOverrides
    .map((o) => ({ date: o.date, ranges: [...o.ranges].sort((a, b) => a.start.localeCompare(b.start)) }))
    .sort(byDate),
});

export async function getDefaultAvailability(ctx: Ctx): Promise<AvailabilityView> {
  const { user } = await requireBuilder(ctx);
  const [row] = await ctx.db
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.userId, user.id), isNull(availabilities.serviceId)));
  if (!row) return { timezone: user.timezone, weekly: DEFAULT_WEEKLY, dateOverrides: [], isDefault: true };
  return { timezone: user.timezone, weekly: row.weekly, dateOverrides: row.dateOverrides, isDefault: false };
}

export async function setDefaultAvailability(ctx: Ctx, raw: unknown): Promise<AvailabilityView> {
  const { user } = await requireBuilder(ctx);
  const { weekly, dateOverrides } = ordered(parseInput(availabilityInput, raw));
  await ctx.db
    .insert(availabilities)
    .values({ userId: user.id, serviceId: null, weekly, dateOverrides })
    .onConflictDoUpdate({
      target: availabilities.userId,
      targetWhere: isNull(availabilities.serviceId),
      set: { weekly, dateOverrides, updatedAt: new Date() },
    });
  return { timezone: user.timezone, weekly, dateOverrides, isDefault: false };
}

export const serviceAvailabilityInput = z
  .strictObject({
    serviceId: fields.uuid('the service'),
    /** True: the service follows the host's default hours again (its own are removed). */
    followDefault: z.boolean('Send true to follow your default hours.').optional(),
    weekly: availabilityInput.shape.weekly.optional(),
    dateOverrides: availabilityInput.shape.dateOverrides,
  })
  .superRefine((input, issue) => {
    if (input.followDefault !== true && input.weekly === undefined)
      issue.addIssue({
        code: 'custom',
        path: ['weekly'],
        message: 'Send every weekday’s hours, or followDefault: true to use your default hours.',
      });
  });
export const serviceIdQuery = z.strictObject({ serviceId: fields.uuid('the service') });

/** One of the signed-in host's services (another host's is NOT_FOUND). */
async function ownServiceId(ctx: Ctx, serviceId: string): Promise<string> {
  const { user } = await requireBuilder(ctx);
  const [row] = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.hostUserId, user.id)));
  if (!row) throw notFound('service');
  return row.id;
}

/**
 * A service's hours: its own when it has them (isDefault false), else the host's default (isDefault
 * true: the service follows the default and changes with it).
 */
export async function getServiceAvailability(ctx: Ctx, raw: unknown): Promise<AvailabilityView> {
  const { serviceId } = parseInput(serviceIdQuery, raw);
  const id = await ownServiceId(ctx, serviceId);
  const [own] = await ctx.db.select().from(availabilities).where(eq(availabilities.serviceId, id));
  if (!own) return { ...(await getDefaultAvailability(ctx)), isDefault: true };
  const { user } = await requireBuilder(ctx);
  return { timezone: user.timezone, weekly: own.weekly, dateOverrides: own.dateOverrides, isDefault: false };
}

/** Gives a service hours of its own (replacing the default for it), or `followDefault` drops them. */
export async function setServiceAvailability(ctx: Ctx, raw: unknown): Promise<AvailabilityView> {
  const input = parseInput(serviceAvailabilityInput, raw);
  const id = await ownServiceId(ctx, input.serviceId);
  const { user } = await requireBuilder(ctx);
  if (input.followDefault === true) {
    await ctx.db.delete(availabilities).where(eq(availabilities.serviceId, id));
    return { ...(await getDefaultAvailability(ctx)), isDefault: true };
  }
  const { weekly, dateOverrides } = ordered({ weekly: input.weekly!, dateOverrides: input.dateOverrides });
  await ctx.db
    .insert(availabilities)
    .values({ userId: user.id, serviceId: id, weekly, dateOverrides })
    .onConflictDoUpdate({ target: availabilities.serviceId, set: { weekly, dateOverrides, updatedAt: new Date() } });
  return { timezone: user.timezone, weekly, dateOverrides, isDefault: false };
}

export async function getTimezone(ctx: Ctx): Promise<{ timezone: string }> {
  const { user } = await requireBuilder(ctx);
  return { timezone: user.timezone };
}

export async function setTimezone(ctx: Ctx, raw: unknown): Promise<{ timezone: string }> {
  const { user } = await requireBuilder(ctx);
  const input = parseInput(timezoneInput, raw);
  await ctx.db.update(users).set({ timezone: input.timezone }).where(eq(users.id, user.id));
  return { timezone: input.timezone };
}
