import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { calls, LOCATION_KINDS, services, type ServiceQuestion, type ServiceRow } from '../../../db/schema/index.js';
import { cancel as cancelCallOf } from '../call/call.change.js';
import { hostedBy, refuseKeyAsHost, requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, notFound } from '../../core/errors.js';
import { freeSlug, slugWords } from '../../core/slug.js';
import { parseInput, text } from '../../core/validation.js';
import {
  BUFFER_MAX,
  DAILY_LIMIT_MAX,
  DURATION_MAX,
  DURATION_MIN,
  LOCATION_VALUE_MAX,
  NOTICE_MAX,
  PRICE_MAX,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_SLUG_MAX,
  SERVICE_TITLE_MAX,
  WINDOW_MAX_DAYS,
} from './service.rules.js';
import { normalizeQuestions, questionsInput } from './service.questions.js';

/** What a builder sells: a call of a fixed length with its rules. The host is the builder who made it. */
export interface ServiceView {
  id: string;
  title: string;
  slug: string;
  description: string;
  durationMinutes: number;
  price: { amount: number; currency: string };
  requiresApproval: boolean;
  /** A paid service: the guest pays when booking (the time held until paid), else after. */
  payBeforeBooking: boolean;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  dailyLimit: number | null;
  location: { kind: (typeof LOCATION_KINDS)[number]; value: string };
  /** Asked on the booking form after name, email and notes. */
  questions: ServiceQuestion[];
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const toServiceView = (row: ServiceRow): ServiceView => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  description: row.description,
  durationMinutes: row.durationMinutes,
  price: { amount: row.priceAmount, currency: row.priceCurrency },
  requiresApproval: row.requiresApproval,
  payBeforeBooking: row.payBeforeBooking,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  minimumNoticeMinutes: row.minimumNoticeMinutes,
  bookingWindowDays: row.bookingWindowDays,
  dailyLimit: row.dailyLimit,
  location: { kind: row.locationKind, value: row.locationValue },
  questions: row.questions,
  active: row.active,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 code Node knows (money everywhere: a service's price, a workspace's payments). */
export const currencyField = () =>
  text('a currency')
    .regex(/^[A-Z]{3}$/, 'Use an ISO currency code, like USD, EUR or INR.')
    .refine((c) => CURRENCIES.has(c), 'That is not a currency code; use one like USD, EUR or INR.');
const minutes = (label: string, max: number) =>
  z
    .number(`Send ${label} as a whole number of minutes.`)
    .int(`Send ${label} as a whole number of minutes.`)
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} cannot be negative.`)
    .max(max, `At most ${max} minutes of ${label}.`);

const fieldsOf = {
  title: text('a title')
    .trim()
    .min(1, 'Give the service a title.')
    .max(SERVICE_TITLE_MAX, `A title has at most ${SERVICE_TITLE_MAX} characters.`),
  slug: text('a slug')
    .max(SERVICE_SLUG_MAX, `A slug has at most ${SERVICE_SLUG_MAX} characters.`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens, like intro-call.'),
  description: text('a description').max(SERVICE_DESCRIPTION_MAX, `A description has at most ${SERVICE_DESCRIPTION_MAX} characters.`),
  durationMinutes: z
    .number('Send the length in minutes.')
    .int('Send the length as a whole number of minutes.')
    .min(DURATION_MIN, `A call lasts at least ${DURATION_MIN} minutes.`)
    .max(DURATION_MAX, `A call lasts at most ${DURATION_MAX} minutes (12 hours).`),
  price: z.strictObject({
    amount: z
      .number('Send the price in the currency’s smallest unit (cents), a whole number.')
      .max(PRICE_MAX, 'That price is too large: at most 1,000,000.00.')
      .min(0, 'A price cannot be negative; 0 is free.')
      .int('Send the price in the currency’s smallest unit (cents), a whole number.'),
    currency: currencyField(),
  }),
  requiresApproval: z.boolean('Send true or false.'),
  payBeforeBooking: z.boolean('Send true or false.'),
  bufferBeforeMinutes: minutes('buffer before', BUFFER_MAX),
  bufferAfterMinutes: minutes('buffer after', BUFFER_MAX),
  minimumNoticeMinutes: minutes('notice', NOTICE_MAX),
  bookingWindowDays: z
    .number('Send the booking window in days.')
    .int('Send the booking window as a whole number of days.')
    .min(1, 'Take bookings at least 1 day ahead.')
    .max(WINDOW_MAX_DAYS, `Take bookings at most ${WINDOW_MAX_DAYS} days ahead.`),
  dailyLimit: z
    .number('Send a number of calls, or null for no limit.')
    .int('Send a whole number of calls.')
    .min(1, 'A limit is at least 1 call a day; null is no limit.')
    .max(DAILY_LIMIT_MAX, `At most ${DAILY_LIMIT_MAX} calls a day.`)
    .nullable(),
  location: z
    .strictObject({
      kind: z.enum(LOCATION_KINDS, `Choose one of ${LOCATION_KINDS.join(', ')}.`),
      value: text('the location').trim().max(LOCATION_VALUE_MAX, `At most ${LOCATION_VALUE_MAX} characters.`).default(''),
    })
    .superRefine((l, issue) => {
      if (l.kind === 'VIDEO' && l.value && !/^https:\/\/\S+$/.test(l.value))
        issue.addIssue({ code: 'custom', path: ['value'], message: 'A video link starts with https://.' });
      if (l.kind === 'GOOGLE_MEET' && l.value)
        issue.addIssue({ code: 'custom', path: ['value'], message: 'Google Meet makes a link for each call: leave the location empty.' });
      if ((l.kind === 'PHONE' || l.kind === 'ADDRESS') && !l.value)
        issue.addIssue({ code: 'custom', path: ['value'], message: l.kind === 'PHONE' ? 'Enter the phone number.' : 'Enter the address.' });
    }),
  active: z.boolean('Send true or false.'),
  questions: questionsInput,
};

export const createServiceInput = z.strictObject({
  title: fieldsOf.title,
  slug: fieldsOf.slug.optional(),
  description: fieldsOf.description.optional(),
  durationMinutes: fieldsOf.durationMinutes,
  price: fieldsOf.price.optional(),
  requiresApproval: fieldsOf.requiresApproval.optional(),
  payBeforeBooking: fieldsOf.payBeforeBooking.optional(),
  bufferBeforeMinutes: fieldsOf.bufferBeforeMinutes.optional(),
  bufferAfterMinutes: fieldsOf.bufferAfterMinutes.optional(),
  minimumNoticeMinutes: fieldsOf.minimumNoticeMinutes.optional(),
  bookingWindowDays: fieldsOf.bookingWindowDays.optional(),
  dailyLimit: fieldsOf.dailyLimit.optional(),
  location: fieldsOf.location.optional(),
  questions: fieldsOf.questions.optional(),
  active: fieldsOf.active.optional(),
});

export const updateServiceInput = createServiceInput.partial().extend({ id: z.uuid('Send the service’s id.') });
export const serviceIdInput = z.strictObject({ id: z.uuid('Send the service’s id.') });
export const deleteServiceInput = serviceIdInput.extend({
  /** True: cancel the service's upcoming calls (their guests are told) and delete it. */
  cancelUpcoming: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'Send true or false.' })
    .optional(),
});

const SLUG_TAKEN = {
  services_host_slug_key: { field: 'slug', message: 'You have a service with this slug already: choose another.' },
};

type ServiceFields = Partial<z.output<typeof createServiceInput>>;
const columns = (input: ServiceFields) => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.slug !== undefined && { slug: input.slug }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.durationMinutes !== undefined && { durationMinutes: input.durationMinutes }),
  ...(input.price !== undefined && { priceAmount: input.price.amount, priceCurrency: input.price.currency }),
  ...(input.requiresApproval !== undefined && { requiresApproval: input.requiresApproval }),
  ...(input.payBeforeBooking !== undefined && { payBeforeBooking: input.payBeforeBooking }),
  ...(input.bufferBeforeMinutes !== undefined && { bufferBeforeMinutes: input.bufferBeforeMinutes }),
  ...(input.bufferAfterMinutes !== undefined && { bufferAfterMinutes: input.bufferAfterMinutes }),
  ...(input.minimumNoticeMinutes !== undefined && { minimumNoticeMinutes: input.minimumNoticeMinutes }),
  ...(input.bookingWindowDays !== undefined && { bookingWindowDays: input.bookingWindowDays }),
  ...(input.dailyLimit !== undefined && { dailyLimit: input.dailyLimit }),
  ...(input.location !== undefined && { locationKind: input.location.kind, locationValue: input.location.value }),
  ...(input.questions !== undefined && { questions: normalizeQuestions(input.questions) }),
  ...(input.active !== undefined && { active: input.active }),
});

/** The signed-in host's services, by title. A host has a handful; no paging. */
export async function listMyServices(ctx: Ctx): Promise<ServiceView[]> {
  const builder = await requireBuilder(ctx);
  const rows = await ctx.db
    .select()
    .from(services)
    .where(hostedBy(builder, services.hostUserId, services.workspaceId))
    .orderBy(asc(services.title), asc(services.id));
  return rows.map(toServiceView);
}

/** One of the signed-in host's services; another host's is NOT_FOUND. */
async function ownService(ctx: Ctx, id: string): Promise<ServiceRow> {
  const builder = await requireBuilder(ctx);
  const [row] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.id, id), hostedBy(builder, services.hostUserId, services.workspaceId)));
  if (!row) throw notFound('service');
  return row;
}

/** Services a host may have: enough for a catalogue, not a flood. */
const SERVICES_PER_HOST = 100;

export async function createService(ctx: Ctx, raw: unknown): Promise<ServiceView> {
  const builder = await requireBuilder(ctx);
  const input = parseInput(createServiceInput, raw);
  refuseKeyAsHost(builder);
  const user = builder.user;
  const workspaceId = user.currentWorkspaceId;
  if (!workspaceId) throw notFound('workspace');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // The host's lock for the transaction: parallel creates count one after another, so the limit
      // holds however many arrive at once (and two titles alike get -2, not a slug conflict).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${user.id}::text, 100))`);
      const taken = new Set(
        (await tx.select({ slug: services.slug }).from(services).where(eq(services.hostUserId, user.id))).map((r) => r.slug),
      );
      if (taken.size >= SERVICES_PER_HOST)
        throw new AppError('CONFLICT', `You have ${SERVICES_PER_HOST} services, the most a host may have: delete one you no longer offer.`);
      const slug = input.slug ?? freeSlug(slugWords(input.title, '-', SERVICE_SLUG_MAX - 4) || 'call', taken, SERVICE_SLUG_MAX);
      const [inserted] = await tx
        .insert(services)
        .values({
          workspaceId,
          hostUserId: user.id,
          ...columns(input),
          title: input.title,
          slug,
          durationMinutes: input.durationMinutes,
        })
        .returning();
      return inserted!;
    });
    return toServiceView(row);
  } catch (error) {
    throw await dbError(error, SLUG_TAKEN);
  }
}

export async function updateService(ctx: Ctx, raw: unknown): Promise<ServiceView> {
  const { id, ...input } = parseInput(updateServiceInput, raw);
  const row = await ownService(ctx, id);
  const set = columns(input);
  if (Object.keys(set).length === 0) return toServiceView(row);
  try {
    const [updated] = await ctx.db.update(services).set(set).where(eq(services.id, row.id)).returning();
    return toServiceView(updated!);
  } catch (error) {
    throw await dbError(error, SLUG_TAKEN);
  }
}

/**
 * Deletes a service; its past calls keep their title (calls.service_id is set null). A service with
 * calls ahead is not deleted behind its guests' backs: the builder is told how many (409) and deletes
 * it with `cancelUpcoming`, which cancels each (the guests get the cancellation) first. Answers the
 * service as it was.
 */
export async function deleteService(ctx: Ctx, raw: unknown): Promise<ServiceView> {
  const { id, cancelUpcoming } = parseInput(deleteServiceInput, raw);
  const row = await ownService(ctx, id);
  const ahead = await ctx.db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.serviceId, row.id),
        inArray(calls.status, ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED']),
        gt(calls.startAt, sql`now()`),
      ),
    );
  if (ahead.length > 0 && cancelUpcoming !== true) {
    const n = ahead.length === 1 ? '1 upcoming call' : `${ahead.length} upcoming calls`;
    throw new AppError(
      'CONFLICT',
      `${row.title} has ${n}: cancel them with it (their guests are told), or keep the service and turn it off.`,
      {
        cancelUpcoming: `Send cancelUpcoming: true to cancel the ${n} and delete the service.`,
      },
    );
  }
  for (const call of ahead) await cancelCallOf(ctx, call, 'HOST', 'This service is no longer offered.').catch(() => undefined);
  await ctx.db.delete(services).where(eq(services.id, row.id));
  return toServiceView(row);
}
