import { z } from 'zod';
import { LOCATION_KINDS } from '../../../db/schema/services.js';
import { NOT_OFFERED_CODES } from './service.slots.js';
import { QUESTION_TYPES } from './service.rules.js';

/** The answers of the services domain as they go over the wire. */

const timeRange = z.object({ start: z.string(), end: z.string() }).meta({
  id: 'TimeRange',
  description: 'Hours on one day in the host’s time zone, "09:00" to "17:00" (an end of "24:00" is midnight).',
});
const ranges = z.array(timeRange);

export const availabilitySchema = z
  .object({
    timezone: z.string(),
    weekly: z
      .object({ mon: ranges, tue: ranges, wed: ranges, thu: ranges, fri: ranges, sat: ranges, sun: ranges })
      .meta({ id: 'WeeklyHours', description: 'The hours of each day of the week; an empty list is a day off.' }),
    dateOverrides: z.array(
      z.object({ date: z.string(), ranges }).meta({ id: 'DateOverride', description: 'Other hours on one date; no ranges is a day off.' }),
    ),
    isDefault: z.boolean(),
  })
  .meta({
    id: 'HostAvailability',
    description: 'When the host takes calls: weekly hours and date overrides, in the host’s time zone.',
  });

export const hostTimezoneSchema = z
  .object({ timezone: z.string() })
  .meta({ id: 'HostTimezone', description: 'The host’s time zone: their hours are read in it.' });

export const serviceQuestionSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(QUESTION_TYPES),
    required: z.boolean(),
    choices: z.array(z.string()),
  })
  .meta({
    id: 'ServiceQuestion',
    description: 'A question of the service’s booking form: a FORM field (its key names the answer; choices for SELECT and MULTI_SELECT).',
  });

export const serviceSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    durationMinutes: z.number().int(),
    price: z
      .object({ amount: z.number().int(), currency: z.string() })
      .meta({ id: 'Money', description: 'An amount in the currency’s smallest unit (cents, paise) and its ISO 4217 code.' }),
    requiresApproval: z.boolean(),
    payBeforeBooking: z.boolean(),
    bufferBeforeMinutes: z.number().int(),
    bufferAfterMinutes: z.number().int(),
    minimumNoticeMinutes: z.number().int(),
    bookingWindowDays: z.number().int(),
    dailyLimit: z.number().int().nullable(),
    location: z.object({ kind: z.enum(LOCATION_KINDS), value: z.string() }).meta({
      id: 'ServiceLocation',
      description: 'Where the call happens: a video link, a phone number, an address, or asked of the guest.',
    }),
    questions: z.array(serviceQuestionSchema),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Service', description: 'A bookable service: a call of a fixed length with its rules, sold by its host.' });

export const slotDaysSchema = z
  .object({
    timezone: z.string(),
    days: z.array(
      z
        .object({ date: z.string(), slots: z.array(z.string()) })
        .meta({ id: 'SlotDay', description: 'One of the guest’s days and its offered starts.' }),
    ),
  })
  .meta({ id: 'ServiceSlots', description: 'The offered starts of a range of the guest’s days, in the guest’s time zone.' });

export const slotCheckSchema = z
  .object({
    offered: z.boolean(),
    code: z.enum(NOT_OFFERED_CODES).nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'SlotCheck', description: 'Whether a time is offered, and why not.' });

const publicServiceFields = {
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  price: serviceSchema.shape.price,
  requiresApproval: z.boolean(),
  payBeforeBooking: z.boolean(),
  minimumNoticeMinutes: z.number().int(),
  bookingWindowDays: z.number().int(),
  location: serviceSchema.shape.location,
  questions: z.array(serviceQuestionSchema),
};

export const publicServiceSchema = z
  .object(publicServiceFields)
  .meta({ id: 'PublicService', description: 'What anyone sees of an active service: enough to choose and book it.' });

export const publicServiceWithHostSchema = z
  .object({
    ...publicServiceFields,
    host: z
      .object({ name: z.string(), username: z.string().nullable(), imageUrl: z.string().nullable() })
      .meta({ id: 'PublicHost', description: 'The host’s public name, booking page username and picture.' }),
  })
  .meta({ id: 'PublicServiceWithHost', description: 'An active service and its host’s public name.' });

export const publicProfileSchema = z
  .object({
    username: z.string(),
    name: z.string(),
    bio: z.string(),
    imageUrl: z.string().nullable(),
    timezone: z.string(),
    services: z.array(publicServiceSchema),
  })
  .meta({ id: 'PublicProfile', description: 'A host’s booking page: who they are and their active services.' });
