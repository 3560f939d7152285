import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { customerUsers } from './customers.js';
import { portals } from './portals.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/** A day's hours in the host's time zone: "09:00" to "17:00"; an end of "24:00" is the day's midnight. */
export interface TimeRange {
  start: string;
  end: string;
}
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeeklyHours = Record<Weekday, TimeRange[]>;
/** Other hours on one date (host's calendar date, YYYY-MM-DD); no ranges is a day off. */
export interface DateOverride {
  date: string;
  ranges: TimeRange[];
}

/** GOOGLE_MEET: a Meet link made for each confirmed call on the host's Google Calendar (kept in location_value). */
export const LOCATION_KINDS = ['VIDEO', 'GOOGLE_MEET', 'PHONE', 'ADDRESS', 'ASK_GUEST'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
/** AWAITING_PAYMENT: a paid service's call holds its time until paid (then REQUESTED or CONFIRMED) or released. */
export const CALL_STATUSES = ['AWAITING_PAYMENT', 'REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_PAYMENT_STATUSES = ['NONE', 'PENDING', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type CallPaymentStatus = (typeof CALL_PAYMENT_STATUSES)[number];

/** What a builder sells: a call of a fixed length with its rules. The host is the builder who made it. */
/** A question of a service's booking form, as the FORM step keeps a field. */
export interface ServiceQuestion {
  key: string;
  label: string;
  type: string;
  required: boolean;
  choices: string[];
}

/** One answer of a booking: the question as asked, and the answer as the guest gave it (and as text). */
export interface CallAnswer {
  key: string;
  label: string;
  type: string;
  value: unknown;
  text: string;
}

export const services = pgTable(
  'services',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Integer minor units (cents, paise) with an ISO 4217 currency; 0 is free. */
    priceAmount: integer('price_amount').notNull().default(0),
    priceCurrency: text('price_currency').notNull().default('USD'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** A paid service: the guest pays when booking (the call holds its time until paid), or later. */
    payBeforeBooking: boolean('pay_before_booking').notNull().default(true),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(0),
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    /** At most this many of the service's calls on one of the host's days; null is no limit. */
    dailyLimit: integer('daily_limit'),
    locationKind: text('location_kind').$type<LocationKind>().notNull().default('VIDEO'),
    /** The video link, the phone number or the address; empty for ASK_GUEST. */
    locationValue: text('location_value').notNull().default(''),
    /** The service's own questions on its booking form: FORM fields of the workflow step registry. */
    questions: jsonb('questions').$type<ServiceQuestion[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_host_slug_key').on(t.hostUserId, t.slug),
    index('services_workspace_idx').on(t.workspaceId),
    check('services_duration_check', sql`${t.durationMinutes} between 5 and 720`),
    check('services_price_check', sql`${t.priceAmount} >= 0`),
  ],
);

/**
 * Weekly hours and date overrides: the host's default (service_id null, one per host) or a service's
 * own, which replaces the default for that service. Times are in the host's time zone (users.timezone).
 */
export const availabilities = pgTable(
  'availabilities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
    dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('availabilities_default_key')
      .on(t.userId)
      .where(sql`${t.serviceId} is null`),
    uniqueIndex('availabilities_service_key').on(t.serviceId),
  ],
);

/**
 * A booking of a service. `blocked_from`/`blocked_until` are the call with its buffers: an exclusion
 * constraint (migration 0016, btree_gist) keeps the blocked ranges of a host's requested and confirmed
 * calls apart, so two bookings of one time cannot both be written, whatever the application checked.
 */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Booked inside a published portal by its customer (or through a workflow step there). */
    portalId: uuid('portal_id').references(() => portals.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    serviceTitle: text('service_title').notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestNotes: text('guest_notes').notNull().default(''),
    guestTimezone: text('guest_timezone').notNull(),
    /** The guest's answers to the service's questions, with each question as it was asked. */
    answers: jsonb('answers').$type<CallAnswer[]>().notNull().default([]),
    /** Where the call happens, kept from the service when booked (a guest's own place for ASK_GUEST). */
    locationKind: text('location_kind').$type<LocationKind>().notNull().default('VIDEO'),
    locationValue: text('location_value').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true, mode: 'date' }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    paymentStatus: text('payment_status').$type<CallPaymentStatus>().notNull().default('NONE'),
    /** The host's reason when declining, or the reason given with a cancellation. */
    reason: text('reason'),
    cancelledBy: text('cancelled_by').$type<'HOST' | 'GUEST'>(),
    /** Bumped on every change the guest's calendar must follow (ICS SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    /** Hash of the token in the guest's manage link (cancel, reschedule without an account). */
    manageTokenHash: text('manage_token_hash').notNull(),
    calendarEventId: text('calendar_event_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calls_host_start_idx').on(t.hostUserId, t.startAt),
    index('calls_workspace_start_idx').on(t.workspaceId, t.startAt, t.id),
    index('calls_customer_idx').on(t.customerId, t.startAt),
    index('calls_service_start_idx').on(t.serviceId, t.startAt),
    uniqueIndex('calls_manage_token_key').on(t.manageTokenHash),
    check('calls_range_check', sql`${t.startAt} < ${t.endAt} and ${t.blockedFrom} <= ${t.startAt} and ${t.endAt} <= ${t.blockedUntil}`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type AvailabilityRow = typeof availabilities.$inferSelect;
export type CallRow = typeof calls.$inferSelect;

/** A host's private calendar feed (ICS): the token's hash; a new one revokes the old. */
export const callFeeds = pgTable('call_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('call_feeds_token_key'),
  createdAt: createdAt(),
});
