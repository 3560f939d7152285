import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import * as availability from './availability.service.js';

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

@Resolver()
export class ServiceResolver {
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
}
