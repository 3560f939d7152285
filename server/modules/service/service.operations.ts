import { z } from 'zod';
import { body, query } from '../../core/rest.js';
import { anyone, builderSelf, defineDomain, type Operation } from '../../core/operations.js';
import * as slots from './service.slots-api.js';
import * as availability from './availability.service.js';
import { ServiceResolver } from './service.graphql.js';
import * as publicPages from './service.public.js';
import {
  availabilitySchema,
  hostTimezoneSchema,
  publicProfileSchema,
  publicServiceSchema,
  publicServiceWithHostSchema,
  serviceSchema,
  slotCheckSchema,
  slotDaysSchema,
} from './service.schema.js';
import * as catalogue from './service.service.js';

/**
 * Services and availability (issue 27): the host's time zone and hours, their services, the public
 * booking pages' reads and the offered times. Calls are the call domain's (server/modules/call/).
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
  {
    rest: 'GET /services/availability',
    graphql: 'Query.serviceAvailability',
    access: builderSelf('services'),
    summary: 'A service’s hours: its own, or the host’s default it follows (isDefault true)',
    input: availability.serviceIdQuery,
    data: availabilitySchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => availability.getServiceAvailability(ctx, query(req)),
  },
  {
    rest: 'PUT /services/availability',
    graphql: 'Mutation.updateServiceAvailability',
    access: builderSelf('services'),
    summary: 'Give a service hours of its own (they replace the default for it), or follow the default again',
    description: 'Send `weekly` (and `dateOverrides`) as for the default, or `followDefault: true` to drop the service’s own hours.',
    input: availability.serviceAvailabilityInput,
    data: availabilitySchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => availability.setServiceAvailability(ctx, body(req)),
  },
  {
    rest: 'GET /services/public',
    graphql: 'Query.publicServices',
    access: anyone('A host’s booking page lists their active services: titles, lengths, prices and rules, never their calls or contacts.'),
    summary: 'A host’s active services, by title',
    input: publicPages.usernameQuery,
    data: z.array(publicServiceSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => publicPages.publicServices(ctx, query(req)),
  },
  {
    rest: 'GET /services/public/one',
    graphql: 'Query.publicService',
    access: anyone('What a booking block or step shows of an active service: the same as its host’s booking page.'),
    summary: 'One active service and its host’s public name',
    input: publicPages.publicServiceInput,
    data: publicServiceWithHostSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => publicPages.publicService(ctx, query(req)),
  },
  {
    rest: 'GET /profile/public',
    graphql: 'Query.publicProfile',
    access: anyone('A host’s booking page: their public name, picture, bio and active services, never their email or calls.'),
    summary: 'A host’s booking page: who they are and what they offer',
    input: publicPages.usernameQuery,
    data: publicProfileSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => publicPages.publicProfile(ctx, query(req)),
  },
  {
    rest: 'GET /services/all',
    graphql: 'Query.myServices',
    access: builderSelf('services'),
    summary: 'The host’s services, by title',
    data: z.array(serviceSchema),
    handle: (ctx) => catalogue.listMyServices(ctx),
  },
  {
    rest: 'POST /services',
    graphql: 'Mutation.createService',
    access: builderSelf('services'),
    summary: 'Offer a new service',
    description:
      'The slug is made from the title when omitted; defaults: free, no approval, no buffers, no notice, 60 days ahead, no daily limit, a video call, active.',
    input: catalogue.createServiceInput,
    data: serviceSchema,
    status: 201,
    errors: ['CONFLICT'],
    handle: (ctx, req) => catalogue.createService(ctx, body(req)),
  },
  {
    rest: 'PATCH /services',
    graphql: 'Mutation.updateService',
    access: builderSelf('services'),
    summary: 'Change a service of the host’s (only the fields sent)',
    input: catalogue.updateServiceInput,
    data: serviceSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => catalogue.updateService(ctx, body(req)),
  },
  {
    rest: 'DELETE /services',
    graphql: 'Mutation.deleteService',
    access: builderSelf('services'),
    summary: 'Delete a service of the host’s; its past calls keep its title',
    description:
      'A service with upcoming calls answers 409 with their number; send `cancelUpcoming=true` to cancel them (their guests are told) and delete it.',
    input: catalogue.deleteServiceInput,
    data: serviceSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => catalogue.deleteService(ctx, query(req)),
  },
  {
    rest: 'GET /services/slots',
    graphql: 'Query.serviceSlots',
    access: anyone(
      'A booking page shows an active service’s free start times: times only, never another guest’s name, email or notes, nor what the host’s other calls are.',
    ),
    summary: 'The offered starts of an active service over a range of the guest’s days (at most 62)',
    description:
      'Each day of the range in the guest’s zone with its offered starts (ISO times with the guest’s offset): the host’s hours and date overrides, minus their requested and confirmed calls with buffers, the notice, the booking window and the day’s limit.',
    input: slots.slotsInput,
    data: slotDaysSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => slots.listSlots(ctx, query(req)),
  },
  {
    rest: 'GET /services/slots/check',
    graphql: 'Query.serviceSlotCheck',
    access: anyone('Says whether one time of an active service is offered and why not, in words about the host’s rules only.'),
    summary: 'Whether a time is offered, and the reason when it is not',
    input: slots.slotCheckInput,
    data: slotCheckSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => slots.checkSlot(ctx, query(req)),
  },
];

export const serviceDomain = defineDomain({
  name: 'service',
  operations: serviceOperations,
  resolvers: [ServiceResolver],
});
