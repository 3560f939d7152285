import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { LOCATION_KINDS } from '../../../db/schema/services.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import * as availability from './availability.service.js';
import * as catalogue from './service.service.js';
import * as publicPages from './service.public.js';
import * as slots from './service.slots-api.js';
import { NOT_OFFERED_CODES } from './service.slots.js';
import { FieldType } from '../database/database.graphql.js';

@ObjectType('TimeRange', { simpleResolvers: true, description: 'Hours on one day in the host’s time zone.' })
class TimeRangeType {
  @Field(() => String, { description: 'The start, "09:00" (00:00 to 23:59).' }) start!: string;
  @Field(() => String, { description: 'The end, "17:00" (after the start; "24:00" is midnight).' }) end!: string;
}

@ObjectType('WeeklyHours', { simpleResolvers: true, description: 'The hours of each day of the week; an empty list is a day off.' })
class WeeklyHoursType {
  @Field(() => [TimeRangeType], { description: 'Mondays.' }) mon!: TimeRangeType[];
  @Field(() => [TimeRangeType], { description: 'Tuesdays.' }) tue!: TimeRangeType[];
  @Field(() => [TimeRangeType], { description: 'Wednesdays.' }) wed!: TimeRangeType[];
  @Field(() => [TimeRangeType], { description: 'Thursdays.' }) thu!: TimeRangeType[];
  @Field(() => [TimeRangeType], { description: 'Fridays.' }) fri!: TimeRangeType[];
  @Field(() => [TimeRangeType], { description: 'Saturdays.' }) sat!: TimeRangeType[];
  @Field(() => [TimeRangeType], { description: 'Sundays.' }) sun!: TimeRangeType[];
}

@ObjectType('DateOverride', { simpleResolvers: true, description: 'Other hours on one date; no ranges is a day off.' })
class DateOverrideType {
  @Field(() => String, { description: 'The host’s calendar date, YYYY-MM-DD.' }) date!: string;
  @Field(() => [TimeRangeType], { description: 'The hours that date, in order; none is a day off.' }) ranges!: TimeRangeType[];
}

@ObjectType('HostAvailability', {
  simpleResolvers: true,
  description: 'When the host takes calls: weekly hours and date overrides, in the host’s time zone.',
})
class AvailabilityType {
  @Field(() => String, { description: 'The host’s IANA time zone: the hours are read in it.' }) timezone!: string;
  @Field(() => WeeklyHoursType, { description: 'The hours of each weekday.' }) weekly!: WeeklyHoursType;
  @Field(() => [DateOverrideType], { description: 'Dates with other hours, oldest first.' }) dateOverrides!: DateOverrideType[];
  @Field(() => Boolean, { description: 'True until the host saves hours of their own: these are the starting hours.' })
  isDefault!: boolean;
}

@InputType('TimeRangeInput', { description: 'Hours on one day in the host’s time zone.' })
class TimeRangeInput {
  @Field(() => String, { description: 'The start, "09:00" (00:00 to 23:59).' }) start!: string;
  @Field(() => String, { description: 'The end, after the start: "17:00", or "24:00" for midnight.' }) end!: string;
}

@InputType('WeeklyHoursInput', {
  description: `Every day of the week (an empty list is a day off); at most 6 ranges a day, none overlapping.`,
})
class WeeklyHoursInput {
  @Field(() => [TimeRangeInput], { description: 'Mondays.' }) mon!: TimeRangeInput[];
  @Field(() => [TimeRangeInput], { description: 'Tuesdays.' }) tue!: TimeRangeInput[];
  @Field(() => [TimeRangeInput], { description: 'Wednesdays.' }) wed!: TimeRangeInput[];
  @Field(() => [TimeRangeInput], { description: 'Thursdays.' }) thu!: TimeRangeInput[];
  @Field(() => [TimeRangeInput], { description: 'Fridays.' }) fri!: TimeRangeInput[];
  @Field(() => [TimeRangeInput], { description: 'Saturdays.' }) sat!: TimeRangeInput[];
  @Field(() => [TimeRangeInput], { description: 'Sundays.' }) sun!: TimeRangeInput[];
}

@InputType('DateOverrideInput', { description: 'Other hours on one date; no ranges is a day off.' })
class DateOverrideInput {
  @Field(() => String, { description: 'YYYY-MM-DD, between 2000 and 2100, each date once.' }) date!: string;
  @Field(() => [TimeRangeInput], { description: 'The hours that date; an empty list is a day off.' }) ranges!: TimeRangeInput[];
}

@InputType('HostAvailabilityInput', { description: 'The host’s hours (the body of REST PUT /v1/services/availability/default).' })
class HostAvailabilityInput {
  @Field(() => WeeklyHoursInput, { description: 'The hours of each weekday.' }) weekly!: WeeklyHoursInput;
  @Field(() => [DateOverrideInput], { nullable: true, description: 'Dates with other hours (at most 400); none when omitted.' })
  dateOverrides?: DateOverrideInput[];
}

export const LocationKind = Object.fromEntries(LOCATION_KINDS.map((k) => [k, k])) as { [K in (typeof LOCATION_KINDS)[number]]: K };
registerEnumType(LocationKind, {
  name: 'LocationKind',
  description: 'Where a call happens.',
  valuesConfig: {
    VIDEO: { description: 'A video call; the value is its https:// link (or empty until the host adds one).' },
    GOOGLE_MEET: {
      description:
        'A Google Meet call: each confirmed call gets its own link on the host’s Google Calendar (the service’s value is empty).',
    },
    PHONE: { description: 'A phone call; the value is the number.' },
    ADDRESS: { description: 'In person; the value is the address.' },
    ASK_GUEST: { description: 'The guest says where (their number or place) when booking.' },
  },
});

@ObjectType('Money', {
  simpleResolvers: true,
  description: 'An amount in the currency’s smallest unit (cents, paise) and its ISO 4217 code.',
})
export class MoneyType {
  @Field(() => Int, { description: 'Whole minor units: 4999 is 49.99; 0 is free.' }) amount!: number;
  @Field(() => String, { description: 'ISO 4217, like USD, EUR or INR.' }) currency!: string;
}

@ObjectType('ServiceLocation', { simpleResolvers: true, description: 'Where the call happens.' })
export class ServiceLocationType {
  @Field(() => LocationKind, { description: 'Video, phone, in person, or asked of the guest.' }) kind!: string;
  @Field(() => String, { description: 'The link, number or address; empty for ASK_GUEST.' }) value!: string;
}

@ObjectType('ServiceQuestion', {
  simpleResolvers: true,
  description: 'A question of the service’s booking form: a FORM field of the workflow step registry.',
})
export class ServiceQuestionType {
  @Field(() => String, { description: 'Names the answer in a booking’s answers; kept through a rename.' }) key!: string;
  @Field(() => String, { description: 'What the guest is asked.' }) label!: string;
  @Field(() => FieldType, { description: 'The answer’s type: any FORM type but FILE.' }) type!: string;
  @Field(() => Boolean, { description: 'The guest must answer it.' }) required!: boolean;
  @Field(() => [String], { description: 'The choices of a SELECT or MULTI_SELECT question, in order.' }) choices!: string[];
}

@InputType('ServiceQuestionInput', { description: 'A question of the booking form.' })
class ServiceQuestionInput {
  @Field(() => String, { nullable: true, description: 'Keep the key of an existing question; made from the label when omitted.' })
  key?: string;
  @Field(() => String, { description: '1 to 80 characters, unique in the service.' }) label!: string;
  @Field(() => FieldType, { description: 'TEXT, LONG_TEXT, NUMBER, EMAIL, URL, DATE, DATETIME, BOOLEAN, SELECT or MULTI_SELECT.' })
  type!: string;
  @Field(() => Boolean, { nullable: true, description: 'The guest must answer it; false when omitted.' }) required?: boolean;
  @Field(() => [String], { nullable: true, description: 'The choices of a SELECT or MULTI_SELECT question.' }) choices?: string[];
}

@ObjectType('Service', {
  simpleResolvers: true,
  description: 'A bookable service: a call of a fixed length with its rules, sold by its host.',
})
class ServiceType {
  @Field(() => ID, { description: 'The service’s id.' }) id!: string;
  @Field(() => String, { description: 'Its title, like "Intro call".' }) title!: string;
  @Field(() => String, { description: 'Its address on the host’s booking page, unique among the host’s services.' }) slug!: string;
  @Field(() => String, { description: 'What the guest gets; may be empty.' }) description!: string;
  @Field(() => Int, { description: 'The call’s length in minutes, 5 to 720; offered times step by it.' }) durationMinutes!: number;
  @Field(() => MoneyType, { description: 'The price; an amount of 0 is free.' }) price!: MoneyType;
  @Field(() => Boolean, { description: 'Bookings wait for the host to accept them.' }) requiresApproval!: boolean;
  @Field(() => Boolean, {
    description: 'A paid service: the guest pays when booking (the time is held until paid); false: they pay after.',
  })
  payBeforeBooking!: boolean;
  @Field(() => Int, { description: 'Minutes kept free before each call.' }) bufferBeforeMinutes!: number;
  @Field(() => Int, { description: 'Minutes kept free after each call.' }) bufferAfterMinutes!: number;
  @Field(() => Int, { description: 'How long before a call it can be booked at the latest, in minutes.' }) minimumNoticeMinutes!: number;
  @Field(() => Int, { description: 'How many days ahead it can be booked, 1 to 365.' }) bookingWindowDays!: number;
  @Field(() => Int, { nullable: true, description: 'At most this many of its calls on one of the host’s days; null is no limit.' })
  dailyLimit!: number | null;
  @Field(() => ServiceLocationType, { description: 'Where the call happens.' }) location!: ServiceLocationType;
  @Field(() => [ServiceQuestionType], { description: 'Its own questions, asked on the booking form after name, email and notes.' })
  questions!: ServiceQuestionType[];
  @Field(() => Boolean, { description: 'Offered on the booking pages; an inactive service keeps its calls but takes no new ones.' })
  active!: boolean;
  @Field(() => DateTimeISO, { description: 'When it was made.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: Date;
}

@InputType('MoneyInput', { description: 'An amount in the currency’s smallest unit and its ISO 4217 code.' })
class MoneyInput {
  @Field(() => Int, { description: 'Whole minor units, 0 (free) to 100,000,000.' }) amount!: number;
  @Field(() => String, { description: 'ISO 4217, like USD, EUR or INR.' }) currency!: string;
}

@InputType('ServiceLocationInput', { description: 'Where the call happens.' })
class ServiceLocationInput {
  @Field(() => LocationKind, { description: 'Video, phone, in person, or asked of the guest.' }) kind!: string;
  @Field(() => String, {
    nullable: true,
    description: 'An https:// link, a number or an address (needed for PHONE and ADDRESS); up to 500 characters.',
  })
  value?: string;
}

@InputType('CreateServiceInput', { description: 'A new service (the body of REST POST /v1/services); omitted fields take their defaults.' })
class CreateServiceInput {
  @Field(() => String, { description: '1 to 120 characters.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'a-z, 0-9 and single hyphens, up to 60; made from the title when omitted.' })
  slug?: string;
  @Field(() => String, { nullable: true, description: 'Up to 5,000 characters.' }) description?: string;
  @Field(() => Int, { description: '5 to 720 minutes.' }) durationMinutes!: number;
  @Field(() => MoneyInput, { nullable: true, description: 'Free (0 USD) when omitted.' }) price?: MoneyInput;
  @Field(() => Boolean, { nullable: true, description: 'Bookings wait for the host to accept them; false when omitted.' })
  requiresApproval?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'A paid service: the guest pays when booking; true when omitted.' })
  payBeforeBooking?: boolean;
  @Field(() => Int, { nullable: true, description: '0 to 240 minutes; 0 when omitted.' }) bufferBeforeMinutes?: number;
  @Field(() => Int, { nullable: true, description: '0 to 240 minutes; 0 when omitted.' }) bufferAfterMinutes?: number;
  @Field(() => Int, { nullable: true, description: '0 to 43,200 minutes (30 days); 0 when omitted.' }) minimumNoticeMinutes?: number;
  @Field(() => Int, { nullable: true, description: '1 to 365 days; 60 when omitted.' }) bookingWindowDays?: number;
  @Field(() => Int, { nullable: true, description: '1 to 100 calls a day; no limit when omitted or null.' }) dailyLimit?: number | null;
  @Field(() => ServiceLocationInput, { nullable: true, description: 'A video call when omitted.' }) location?: ServiceLocationInput;
  @Field(() => [ServiceQuestionInput], { nullable: true, description: 'At most 10 questions for the booking form; none when omitted.' })
  questions?: ServiceQuestionInput[];
  @Field(() => Boolean, { nullable: true, description: 'Offered on the booking pages; true when omitted.' }) active?: boolean;
}

@InputType('UpdateServiceInput', {
  description: 'The fields to change (the body of REST PATCH /v1/services); omitted fields keep their value.',
})
class UpdateServiceInput {
  @Field(() => ID, { description: 'The service.' }) id!: string;
  @Field(() => String, { nullable: true, description: '1 to 120 characters.' }) title?: string;
  @Field(() => String, { nullable: true, description: 'a-z, 0-9 and single hyphens, up to 60, unique among the host’s services.' })
  slug?: string;
  @Field(() => String, { nullable: true, description: 'Up to 5,000 characters.' }) description?: string;
  @Field(() => Int, { nullable: true, description: '5 to 720 minutes.' }) durationMinutes?: number;
  @Field(() => MoneyInput, { nullable: true, description: 'The price.' }) price?: MoneyInput;
  @Field(() => Boolean, { nullable: true, description: 'Bookings wait for the host to accept them.' }) requiresApproval?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'A paid service: the guest pays when booking (true) or after (false).' })
  payBeforeBooking?: boolean;
  @Field(() => Int, { nullable: true, description: '0 to 240 minutes.' }) bufferBeforeMinutes?: number;
  @Field(() => Int, { nullable: true, description: '0 to 240 minutes.' }) bufferAfterMinutes?: number;
  @Field(() => Int, { nullable: true, description: '0 to 43,200 minutes.' }) minimumNoticeMinutes?: number;
  @Field(() => Int, { nullable: true, description: '1 to 365 days.' }) bookingWindowDays?: number;
  @Field(() => Int, { nullable: true, description: '1 to 100 calls a day; null is no limit.' }) dailyLimit?: number | null;
  @Field(() => ServiceLocationInput, { nullable: true, description: 'Where the call happens.' }) location?: ServiceLocationInput;
  @Field(() => [ServiceQuestionInput], { nullable: true, description: 'The booking form’s questions, all of them, in order (at most 10).' })
  questions?: ServiceQuestionInput[];
  @Field(() => Boolean, { nullable: true, description: 'Offered on the booking pages.' }) active?: boolean;
}

@InputType('ServiceIdInput', { description: 'A service (REST: DELETE /v1/services?id=…).' })
class ServiceIdInput {
  @Field(() => ID, { description: 'The service.' }) id!: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'True: cancel its upcoming calls (their guests are told) and delete it; without it a service with upcoming calls is a CONFLICT.',
  })
  cancelUpcoming?: boolean;
}

const NotOfferedCode = Object.fromEntries(NOT_OFFERED_CODES.map((k) => [k, k])) as Record<string, string>;
registerEnumType(NotOfferedCode, {
  name: 'NotOfferedCode',
  description: 'Why a time is not offered.',
  valuesConfig: {
    PAST: { description: 'The time has passed.' },
    NOTICE: { description: 'Within the notice the host needs before a call.' },
    WINDOW: { description: 'Further ahead than the host takes bookings.' },
    DAY_OFF: { description: 'The host does not take calls that day.' },
    OUTSIDE_HOURS: { description: 'Outside the host’s hours (or the call would end after them).' },
    NOT_A_START_TIME: { description: 'Inside the hours, but not one of the offered starts.' },
    DAILY_LIMIT: { description: 'The day’s limit of calls of the service is reached.' },
    OVERLAP: { description: 'It meets another call of the host (buffers included).' },
  },
});

@ObjectType('SlotDay', { simpleResolvers: true, description: 'One of the guest’s days and its offered starts.' })
class SlotDayType {
  @Field(() => String, { description: 'The guest’s date, YYYY-MM-DD.' }) date!: string;
  @Field(() => [String], { description: 'Offered starts as ISO times with the guest’s offset, in order; empty when none.' })
  slots!: string[];
}

@ObjectType('ServiceSlots', { simpleResolvers: true, description: 'The offered starts of a range of the guest’s days.' })
class ServiceSlotsType {
  @Field(() => String, { description: 'The guest’s time zone the days are in.' }) timezone!: string;
  @Field(() => [SlotDayType], { description: 'Every day of the range, in order.' }) days!: SlotDayType[];
}

@ObjectType('SlotCheck', { simpleResolvers: true, description: 'Whether a time is offered, and why not.' })
class SlotCheckType {
  @Field(() => Boolean, { description: 'True when the time can be booked now.' }) offered!: boolean;
  @Field(() => NotOfferedCode, { nullable: true, description: 'Why not; null when offered.' }) code!: string | null;
  @Field(() => String, { nullable: true, description: 'The reason in a sentence; null when offered.' }) reason!: string | null;
}

@InputType('ServiceAvailabilityInput', {
  description: 'A service’s own hours, or followDefault (the body of REST PUT /v1/services/availability).',
})
class ServiceAvailabilityInput {
  @Field(() => ID, { description: 'The service.' }) serviceId!: string;
  @Field(() => Boolean, { nullable: true, description: 'True: drop the service’s own hours and follow the default.' })
  followDefault?: boolean;
  @Field(() => WeeklyHoursInput, { nullable: true, description: 'The hours of each weekday (needed unless followDefault).' })
  weekly?: WeeklyHoursInput;
  @Field(() => [DateOverrideInput], { nullable: true, description: 'Dates with other hours (at most 400).' })
  dateOverrides?: DateOverrideInput[];
}

@ObjectType('PublicService', { simpleResolvers: true, description: 'What anyone sees of an active service: enough to choose and book it.' })
class PublicServiceType {
  @Field(() => ID, { description: 'The service’s id.' }) id!: string;
  @Field(() => String, { description: 'Its title.' }) title!: string;
  @Field(() => String, { description: 'Its address on the host’s booking page.' }) slug!: string;
  @Field(() => String, { description: 'What the guest gets.' }) description!: string;
  @Field(() => Int, { description: 'The call’s length in minutes.' }) durationMinutes!: number;
  @Field(() => MoneyType, { description: 'The price; 0 is free.' }) price!: MoneyType;
  @Field(() => Boolean, { description: 'Bookings wait for the host to accept them.' }) requiresApproval!: boolean;
  @Field(() => Boolean, {
    description: 'A paid service: the guest pays when booking (the time is held until paid); false: they pay after.',
  })
  payBeforeBooking!: boolean;
  @Field(() => Int, { description: 'The notice the host needs, in minutes.' }) minimumNoticeMinutes!: number;
  @Field(() => Int, { description: 'How many days ahead it can be booked.' }) bookingWindowDays!: number;
  @Field(() => ServiceLocationType, {
    description: 'Where: the kind, and the address when in person (links and numbers come with the confirmation).',
  })
  location!: ServiceLocationType;
  @Field(() => [ServiceQuestionType], { description: 'Its own questions, asked on the booking form.' }) questions!: ServiceQuestionType[];
}

@ObjectType('PublicHost', { simpleResolvers: true, description: 'The host’s public name, booking page username and picture.' })
class PublicHostType {
  @Field(() => String, { description: 'Their name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Their booking page is /book/{username}; null when they have none.' })
  username!: string | null;
  @Field(() => String, { nullable: true, description: 'Their picture’s address.' }) imageUrl!: string | null;
}

@ObjectType('PublicServiceWithHost', { simpleResolvers: true, description: 'An active service and its host’s public name.' })
class PublicServiceWithHostType extends PublicServiceType {
  @Field(() => PublicHostType, { description: 'Who sells it.' }) host!: PublicHostType;
}

@ObjectType('PublicProfile', { simpleResolvers: true, description: 'A host’s booking page: who they are and their active services.' })
class PublicProfileType {
  @Field(() => String, { description: 'Their username (the page is /book/{username}).' }) username!: string;
  @Field(() => String, { description: 'Their name.' }) name!: string;
  @Field(() => String, { description: 'What they wrote about themselves.' }) bio!: string;
  @Field(() => String, { nullable: true, description: 'Their picture’s address.' }) imageUrl!: string | null;
  @Field(() => String, { description: 'Their time zone (the guest’s own is shown by default).' }) timezone!: string;
  @Field(() => [PublicServiceType], { description: 'Their active services, by title.' }) services!: PublicServiceType[];
}

@Resolver()
export class ServiceResolver {
  @Query(() => AvailabilityType, {
    description: 'A service’s hours: its own, or the default it follows (isDefault) (REST: GET /v1/services/availability).',
  })
  serviceAvailability(@Ctx() ctx: Context, @Arg('serviceId', () => ID, { description: 'The service.' }) serviceId: string) {
    return availability.getServiceAvailability(ctx, serviceInput({ serviceId }, 'query'));
  }

  @Mutation(() => AvailabilityType, {
    description: 'Give a service its own hours, or follow the default again (REST: PUT /v1/services/availability).',
  })
  updateServiceAvailability(
    @Ctx() ctx: Context,
    @Arg('input', () => ServiceAvailabilityInput, { description: 'The service and its hours.' }) input: ServiceAvailabilityInput,
  ) {
    return availability.setServiceAvailability(ctx, serviceInput(input));
  }

  @Query(() => [PublicServiceType], { description: 'A host’s active services; anyone may ask (REST: GET /v1/services/public).' })
  publicServices(@Ctx() ctx: Context, @Arg('username', () => String, { description: 'The host’s username.' }) username: string) {
    return publicPages.publicServices(ctx, serviceInput({ username }, 'query'));
  }

  @Query(() => PublicServiceWithHostType, {
    description: 'One active service and its host; anyone may ask (REST: GET /v1/services/public/one).',
  })
  publicService(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The service.' }) id: string) {
    return publicPages.publicService(ctx, serviceInput({ id }, 'query'));
  }

  @Query(() => PublicProfileType, { description: 'A host’s booking page; anyone may ask (REST: GET /v1/profile/public).' })
  publicProfile(@Ctx() ctx: Context, @Arg('username', () => String, { description: 'The host’s username.' }) username: string) {
    return publicPages.publicProfile(ctx, serviceInput({ username }, 'query'));
  }

  @Query(() => AvailabilityType, {
    description: 'The signed-in builder’s default hours, in their time zone (REST: GET /v1/services/availability/default).',
  })
  defaultAvailability(@Ctx() ctx: Context) {
    return availability.getDefaultAvailability(ctx);
  }

  @Mutation(() => AvailabilityType, {
    description: 'Replace the builder’s default hours and date overrides (REST: PUT /v1/services/availability/default).',
  })
  updateDefaultAvailability(
    @Ctx() ctx: Context,
    @Arg('input', () => HostAvailabilityInput, { description: 'Every weekday’s hours and the date overrides.' })
    input: HostAvailabilityInput,
  ) {
    return availability.setDefaultAvailability(ctx, serviceInput(input));
  }

  @Query(() => [ServiceType], { description: 'The signed-in host’s services, by title (REST: GET /v1/services/all).' })
  myServices(@Ctx() ctx: Context) {
    return catalogue.listMyServices(ctx);
  }

  @Mutation(() => ServiceType, { description: 'Offer a new service (REST: POST /v1/services).' })
  createService(@Ctx() ctx: Context, @Arg('input', () => CreateServiceInput, { description: 'The service.' }) input: CreateServiceInput) {
    return catalogue.createService(ctx, serviceInput(input));
  }

  @Mutation(() => ServiceType, { description: 'Change a service of the host’s (REST: PATCH /v1/services).' })
  updateService(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateServiceInput, { description: 'The fields to change.' }) input: UpdateServiceInput,
  ) {
    return catalogue.updateService(ctx, serviceInput(input));
  }

  @Mutation(() => ServiceType, { description: 'Delete a service of the host’s; answers it as it was (REST: DELETE /v1/services).' })
  deleteService(@Ctx() ctx: Context, @Arg('input', () => ServiceIdInput, { description: 'The service.' }) input: ServiceIdInput) {
    return catalogue.deleteService(ctx, serviceInput(input));
  }

  @Query(() => ServiceSlotsType, {
    description:
      'The offered starts of an active service over the guest’s days, in the guest’s zone; anyone may ask (REST: GET /v1/services/slots).',
  })
  serviceSlots(
    @Ctx() ctx: Context,
    @Arg('serviceId', () => ID, { description: 'The service.' }) serviceId: string,
    @Arg('from', () => String, { description: 'The first day, YYYY-MM-DD, in the guest’s zone.' }) from: string,
    @Arg('to', () => String, { description: 'The last day (included), at most 62 days after the first.' }) to: string,
    @Arg('timezone', () => String, { description: 'The guest’s IANA time zone.' }) timezone: string,
  ) {
    return slots.listSlots(ctx, serviceInput({ serviceId, from, to, timezone }, 'query'));
  }

  @Query(() => SlotCheckType, {
    description: 'Whether one time of an active service is offered, and why not; anyone may ask (REST: GET /v1/services/slots/check).',
  })
  serviceSlotCheck(
    @Ctx() ctx: Context,
    @Arg('serviceId', () => ID, { description: 'The service.' }) serviceId: string,
    @Arg('start', () => String, { description: 'The start, an ISO date and time with its offset.' }) start: string,
  ) {
    return slots.checkSlot(ctx, serviceInput({ serviceId, start }, 'query'));
  }
}
