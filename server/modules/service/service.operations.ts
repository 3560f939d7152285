import { body } from '../../core/rest.js';
import { builderSelf, defineDomain, type Operation } from '../../core/operations.js';
import * as availability from './availability.service.js';
import { ServiceResolver } from './service.graphql.js';
import { availabilitySchema, hostTimezoneSchema } from './service.schema.js';

/**
 * Services, availability and calls (issue 27). In so far: the host's time zone and default hours.
 * The tables (db/schema/services.ts, with the calls' exclusion constraint) and the slot engine
 * (service.slots.ts) are in; services, slots, booking and calls come next, each declared here.
 */
export const serviceOperations: Operation[] = [
  {
    rest: 'GET /services/timezone',
    access: builderSelf('services'),
    summary: 'The host’s time zone (the one their hours are read in; the same as the profile’s)',
    description: 'GraphQL reads it as `me.timezone` and changes it with `updateMe`.',
    data: hostTimezoneSchema,
    handle: (ctx) => availability.getTimezone(ctx),
  },
  {
    rest: 'PUT /services/timezone',
    access: builderSelf('services'),
    summary: 'Change the host’s time zone (their hours stay at the same wall-clock times)',
    input: availability.timezoneInput,
    data: hostTimezoneSchema,
    handle: (ctx, req) => availability.setTimezone(ctx, body(req)),
  },
  {
    rest: 'GET /services/availability/default',
    graphql: 'Query.defaultAvailability',
    access: builderSelf('services'),
    summary: 'The host’s default hours and date overrides (weekdays 9 to 5 until they save their own)',
    data: availabilitySchema,
    handle: (ctx) => availability.getDefaultAvailability(ctx),
  },
  {
    rest: 'PUT /services/availability/default',
    graphql: 'Mutation.updateDefaultAvailability',
    access: builderSelf('services'),
    summary: 'Replace the host’s default hours and date overrides',
    description:
      'Every weekday is sent (an empty list is a day off); at most 6 ranges a day, none overlapping, each ending after it starts ("24:00" is midnight); date overrides each once, between 2000 and 2100.',
    input: availability.availabilityInput,
    data: availabilitySchema,
    handle: (ctx, req) => availability.setDefaultAvailability(ctx, body(req)),
  },
];

export const serviceDomain = defineDomain({
  name: 'service',
  operations: serviceOperations,
  resolvers: [ServiceResolver],
});
