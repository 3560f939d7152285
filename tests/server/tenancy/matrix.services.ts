import { expect } from 'vitest';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

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

/** A service of the entry's owner, made for that entry alone. */
const ownersService = (f: Fixture) =>
  f.memo('service', async () => {
    const made = await f.app.rest('POST', '/v1/services', { token: f.owner.token, body: { title: 'Matrix call', durationMinutes: 30 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data as { id: string };
  });

Object.assign(SERVICES_REST, {
  'GET /v1/services/all': { request: () => ({}) },
  'POST /v1/services': {
    keyForbidden: 'A service is hosted by a person; a key acts for the workspace and hosts nothing.',
    request: () => ({ body: { title: 'Matrix intro', durationMinutes: 30 } }),
  },
  'PATCH /v1/services': {
    other: 'NOT_FOUND',
    request: async (f: Fixture) => ({ body: { id: (await ownersService(f)).id, title: 'Renamed by the matrix' } }),
  },
  'DELETE /v1/services': {
    other: 'NOT_FOUND',
    request: async (f: Fixture) => ({ query: { id: (await ownersService(f)).id } }),
  },
} satisfies Record<string, RestEntry>);

Object.assign(SERVICES_GRAPHQL, {
  'Query.myServices': { document: '{ myServices { id title slug price { amount currency } location { kind value } } }' },
  'Mutation.createService': {
    keyForbidden: 'A service is hosted by a person; a key acts for the workspace and hosts nothing.',
    document: 'mutation { createService(input: { title: "Matrix intro", durationMinutes: 30 }) { id slug } }',
  },
  'Mutation.updateService': {
    other: 'NOT_FOUND',
    document: 'mutation ($input: UpdateServiceInput!) { updateService(input: $input) { id title } }',
    variables: async (f: Fixture) => ({ input: { id: (await ownersService(f)).id, title: 'Renamed by the matrix' } }),
  },
  'Mutation.deleteService': {
    other: 'NOT_FOUND',
    document: 'mutation ($input: ServiceIdInput!) { deleteService(input: $input) { id } }',
    variables: async (f: Fixture) => ({ input: { id: (await ownersService(f)).id } }),
  },
} satisfies Record<string, GraphqlEntry>);

/** A week ahead of now: inside the default window, past any notice. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

Object.assign(SERVICES_REST, {
  'GET /v1/services/slots': {
    request: async (f: Fixture) => ({
      query: { serviceId: (await ownersService(f)).id, from: nextWeek(), to: nextWeek(), timezone: 'Europe/London' },
    }),
  },
  'GET /v1/services/slots/check': {
    request: async (f: Fixture) => ({ query: { serviceId: (await ownersService(f)).id, start: `${nextWeek()}T03:00:00Z` } }),
  },
} satisfies Record<string, RestEntry>);

Object.assign(SERVICES_GRAPHQL, {
  'Query.serviceSlots': {
    document:
      'query ($s: ID!, $d: String!) { serviceSlots(serviceId: $s, from: $d, to: $d, timezone: "Europe/London") { timezone days { date slots } } }',
    variables: async (f: Fixture) => ({ s: (await ownersService(f)).id, d: nextWeek() }),
  },
  'Query.serviceSlotCheck': {
    document: 'query ($s: ID!, $t: String!) { serviceSlotCheck(serviceId: $s, start: $t) { offered code reason } }',
    variables: async (f: Fixture) => ({ s: (await ownersService(f)).id, t: `${nextWeek()}T03:00:00Z` }),
  },
} satisfies Record<string, GraphqlEntry>);

/** A builder with a username, for the public booking page reads. */
const ownersUsername = (f: Fixture) =>
  f.memo('username', async () => {
    const username = f.unique('host');
    const set = await f.app.rest('POST', '/v1/auth/change/username', { token: f.owner.token, body: { username } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await ownersService(f);
    return username;
  });

Object.assign(SERVICES_REST, {
  'GET /v1/services/availability': {
    other: 'NOT_FOUND',
    request: async (f: Fixture) => ({ query: { serviceId: (await ownersService(f)).id } }),
  },
  'PUT /v1/services/availability': {
    other: 'NOT_FOUND',
    request: async (f: Fixture) => ({ body: { serviceId: (await ownersService(f)).id, ...HOURS } }),
  },
  'GET /v1/services/public': { request: async (f: Fixture) => ({ query: { username: await ownersUsername(f) } }) },
  'GET /v1/services/public/one': { request: async (f: Fixture) => ({ query: { id: (await ownersService(f)).id } }) },
  'GET /v1/profile/public': { request: async (f: Fixture) => ({ query: { username: await ownersUsername(f) } }) },
} satisfies Record<string, RestEntry>);

Object.assign(SERVICES_GRAPHQL, {
  'Query.serviceAvailability': {
    other: 'NOT_FOUND',
    document: 'query ($s: ID!) { serviceAvailability(serviceId: $s) { isDefault weekly { mon { start end } } } }',
    variables: async (f: Fixture) => ({ s: (await ownersService(f)).id }),
  },
  'Mutation.updateServiceAvailability': {
    other: 'NOT_FOUND',
    document: 'mutation ($input: ServiceAvailabilityInput!) { updateServiceAvailability(input: $input) { isDefault } }',
    variables: async (f: Fixture) => ({ input: { serviceId: (await ownersService(f)).id, ...HOURS } }),
  },
  'Query.publicServices': {
    document: 'query ($u: String!) { publicServices(username: $u) { id title price { amount currency } } }',
    variables: async (f: Fixture) => ({ u: await ownersUsername(f) }),
  },
  'Query.publicService': {
    document: 'query ($id: ID!) { publicService(id: $id) { id title host { name username } } }',
    variables: async (f: Fixture) => ({ id: (await ownersService(f)).id }),
  },
  'Query.publicProfile': {
    document: 'query ($u: String!) { publicProfile(username: $u) { username name services { id title } } }',
    variables: async (f: Fixture) => ({ u: await ownersUsername(f) }),
  },
} satisfies Record<string, GraphqlEntry>);
