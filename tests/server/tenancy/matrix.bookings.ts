import { expect } from 'vitest';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of the calls domain (issue 27): booking, the host's lists and changes, the guest's
 * manage link, the calendar feed; matrix.ts gathers them by name. Every request is built again for each
 * caller, so each booking takes a time of its own (a second booking of one time is a 409, not a rule).
 */

/** The owner's service, open every day from 00:00 to 24:00 (UTC), made once per fixture. */
const service = (f: Fixture) =>
  f.memo('calls-service', async () => {
    const all = [{ start: '00:00', end: '24:00' }];
    await f.app.rest('PUT', '/v1/services/availability/default', {
      token: f.owner.token,
      body: { weekly: { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all } },
    });
    const made = await f.app.rest('POST', '/v1/services', {
      token: f.owner.token,
      body: { title: 'Matrix booking', durationMinutes: 15, requiresApproval: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data as { id: string };
  });

// Fixtures may share their owner (one host's calendar): the steps are counted across all of them.
let used = 0;
/** A time nobody has booked yet: 15-minute steps from ten days ahead. */
const freeTime = async (f: Fixture) => {
  await service(f);
  const n = ++used;
  const base = new Date(Date.now() + 10 * 86_400_000);
  base.setUTCHours(0, 0, 0, 0);
  return new Date(base.getTime() + n * 15 * 60_000).toISOString();
};

/** A new booking of the owner's service by a guest: its id and manage token. */
const booking = async (f: Fixture) => {
  const made = await f.app.rest('POST', '/v1/calls/book', {
    body: { serviceId: (await service(f)).id, start: await freeTime(f), timezone: 'UTC', name: 'Matrix guest', email: 'guest@example.com' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.data.call.id as string, token: made.body.data.manageToken as string };
};
/**
 * One booking per fixture (each entry has its own), made when the entry's request is first built:
 * before the matrix looks at the owner's data, so the callers that must change nothing change nothing.
 */
const theBooking = (f: Fixture) => f.memo('calls-booking', () => booking(f));
/** Where an entry moves its booking to, the same for every caller. */
const newTime = (f: Fixture) => f.memo('calls-new-time', () => freeTime(f));

const guest = { timezone: 'UTC', name: 'Matrix guest', email: 'guest@example.com' };
const range = () => {
  const from = new Date(Date.now() + 9 * 86_400_000);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
};

export const CALLS_REST: Record<string, RestEntry> = {
  'GET /v1/calls/upcoming': { request: () => ({}) },
  'GET /v1/calls/requests': { request: () => ({}) },
  'GET /v1/calls/past': { request: () => ({}) },
  'GET /v1/calls/pending-payments': { request: () => ({}) },
  'GET /v1/calls/withdrawable-payments': { request: () => ({}) },
  'GET /v1/calls/range': { request: () => ({ query: range() }) },
  'GET /v1/calls': { other: 'NOT_FOUND', request: async (f) => ({ query: { id: (await theBooking(f)).id } }) },
  'POST /v1/calls/accept': { other: 'NOT_FOUND', request: async (f) => ({ body: { id: (await theBooking(f)).id } }) },
  'POST /v1/calls/decline': { other: 'NOT_FOUND', request: async (f) => ({ body: { id: (await theBooking(f)).id, reason: 'Busy' } }) },
  'POST /v1/calls/cancel': { other: 'NOT_FOUND', request: async (f) => ({ body: { id: (await theBooking(f)).id } }) },
  'POST /v1/calls/reschedule': {
    other: 'NOT_FOUND',
    request: async (f) => ({ body: { id: (await theBooking(f)).id, start: await newTime(f) } }),
  },
  'GET /v1/calls/feed': { request: () => ({}) },
  'POST /v1/calls/feed': { request: () => ({}) },
  'DELETE /v1/calls/feed': { request: () => ({}) },
  'GET /v1/calls/feed.ics': {
    request: async (f) => {
      const made = await f.app.rest('POST', '/v1/calls/feed', { token: f.owner.token });
      return { query: { token: new URL(made.body.data.url).searchParams.get('token')! } };
    },
  },
  'POST /v1/calls/book': {
    request: async (f) => ({ body: { serviceId: (await service(f)).id, start: await freeTime(f), ...guest } }),
  },
  'GET /v1/calls/manage': { request: async (f) => ({ query: { token: (await theBooking(f)).token } }) },
  'GET /v1/calls/manage/ics': { request: async (f) => ({ query: { token: (await theBooking(f)).token } }) },
  'POST /v1/calls/manage/cancel': { request: async (f) => ({ body: { token: (await theBooking(f)).token } }) },
  'POST /v1/calls/manage/reschedule': {
    request: async (f) => ({ body: { token: (await theBooking(f)).token, start: await newTime(f) } }),
  },
  'GET /v1/customer/calls': { request: () => ({}) },
  'POST /v1/customer/calls': {
    request: async (f) => ({ body: { serviceId: (await service(f)).id, start: await freeTime(f), timezone: 'UTC' } }),
  },
};

const CALL = 'id status startAt guest { name email } serviceTitle';
const GUEST_CALL = 'id status startAt hostName guestEmail changeable';
export const CALLS_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.upcomingCalls': { document: `{ upcomingCalls { edges { node { ${CALL} } } pageInfo { hasNextPage } } }` },
  'Query.callRequests': { document: `{ callRequests { edges { node { ${CALL} } } } }` },
  'Query.pastCalls': { document: `{ pastCalls { edges { node { ${CALL} } } } }` },
  'Query.pendingPaymentCalls': { document: `{ pendingPaymentCalls { edges { node { ${CALL} } } } }` },
  'Query.withdrawablePaymentCalls': { document: `{ withdrawablePaymentCalls { edges { node { ${CALL} } } } }` },
  'Query.callsBetween': {
    document: `query ($from: String!, $to: String!) { callsBetween(from: $from, to: $to) { ${CALL} } }`,
    variables: () => range(),
  },
  'Query.call': {
    other: 'NOT_FOUND',
    document: `query ($id: ID!) { call(id: $id) { ${CALL} } }`,
    variables: async (f) => ({ id: (await theBooking(f)).id }),
  },
  'Mutation.acceptCall': {
    other: 'NOT_FOUND',
    document: `mutation ($id: ID!) { acceptCall(input: { id: $id }) { ${CALL} } }`,
    variables: async (f) => ({ id: (await theBooking(f)).id }),
  },
  'Mutation.declineCall': {
    other: 'NOT_FOUND',
    document: `mutation ($id: ID!) { declineCall(input: { id: $id, reason: "Busy" }) { ${CALL} } }`,
    variables: async (f) => ({ id: (await theBooking(f)).id }),
  },
  'Mutation.cancelCall': {
    other: 'NOT_FOUND',
    document: `mutation ($id: ID!) { cancelCall(input: { id: $id }) { ${CALL} } }`,
    variables: async (f) => ({ id: (await theBooking(f)).id }),
  },
  'Mutation.rescheduleCall': {
    other: 'NOT_FOUND',
    document: `mutation ($id: ID!, $start: String!) { rescheduleCall(input: { id: $id, start: $start }) { ${CALL} } }`,
    variables: async (f) => ({ id: (await theBooking(f)).id, start: await newTime(f) }),
  },
  'Query.callFeed': { document: '{ callFeed { active createdAt } }' },
  'Mutation.rotateCallFeed': { document: 'mutation { rotateCallFeed { url } }' },
  'Mutation.revokeCallFeed': { document: 'mutation { revokeCallFeed { revoked } }' },
  'Mutation.bookCall': {
    document: `mutation ($input: BookCallInput!) { bookCall(input: $input) { manageToken call { ${GUEST_CALL} } } }`,
    variables: async (f) => ({ input: { serviceId: (await service(f)).id, start: await freeTime(f), ...guest } }),
  },
  'Query.managedCall': {
    document: `query ($token: String!) { managedCall(token: $token) { ${GUEST_CALL} } }`,
    variables: async (f) => ({ token: (await theBooking(f)).token }),
  },
  'Mutation.cancelManagedCall': {
    document: `mutation ($token: String!) { cancelManagedCall(input: { token: $token }) { ${GUEST_CALL} } }`,
    variables: async (f) => ({ token: (await theBooking(f)).token }),
  },
  'Mutation.rescheduleManagedCall': {
    document: `mutation ($token: String!, $start: String!) { rescheduleManagedCall(input: { token: $token, start: $start }) { ${GUEST_CALL} } }`,
    variables: async (f) => ({ token: (await theBooking(f)).token, start: await newTime(f) }),
  },
  'Query.customerCalls': { document: `{ customerCalls { ${GUEST_CALL} } }` },
  'Mutation.bookCallAsCustomer': {
    document: `mutation ($input: CustomerBookCallInput!) { bookCallAsCustomer(input: $input) { call { ${GUEST_CALL} } } }`,
    variables: async (f) => ({ input: { serviceId: (await service(f)).id, start: await freeTime(f), timezone: 'UTC' } }),
  },
};
