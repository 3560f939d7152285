import type { GraphqlEntry, RestEntry } from './matrix.js';

/** Hours the matrix saves: what a builder of another workspace saves lands on their own account. */
const HOURS = {
  weekly: { mon: [{ start: '10:00', end: '12:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  dateOverrides: [{ date: '2027-01-01', ranges: [] }],
};

/** The tenancy rules of the services domain (issue 27); matrix.ts gathers them by name. */
export const SERVICES_REST: Record<string, RestEntry> = {
  'GET /v1/services/timezone': { request: () => ({}) },
  'PUT /v1/services/timezone': { request: () => ({ body: { timezone: 'Asia/Kolkata' } }) },
  'GET /v1/services/availability/default': { request: () => ({}) },
  'PUT /v1/services/availability/default': { request: () => ({ body: HOURS }) },
};

export const SERVICES_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.defaultAvailability': {
    document: '{ defaultAvailability { timezone isDefault weekly { mon { start end } } dateOverrides { date } } }',
  },
  'Mutation.updateDefaultAvailability': {
    document:
      'mutation ($input: HostAvailabilityInput!) { updateDefaultAvailability(input: $input) { isDefault weekly { mon { start end } } } }',
    variables: () => ({ input: HOURS }),
  },
};
