import { defineDomain, type Operation } from '../../core/operations.js';

/**
 * Services, availability and calls (issue 27). The tables (db/schema/services.ts, with the calls'
 * exclusion constraint) and the slot engine (service.slots.ts) are in; the operations that expose
 * them over REST and GraphQL come next, each declared here with its access like every other domain.
 */
export const serviceOperations: Operation[] = [];

export const serviceDomain = defineDomain({
  name: 'service',
  operations: serviceOperations,
  resolvers: [],
});
