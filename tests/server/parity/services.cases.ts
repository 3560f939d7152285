import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

const AVAILABILITY =
  'timezone isDefault weekly { mon { start end } tue { start end } wed { start end } thu { start end } fri { start end } sat { start end } sun { start end } } dateOverrides { date ranges { start end } }';
const HOURS = {
  weekly: {
    mon: [
      { start: '13:00', end: '17:00' },
      { start: '09:00', end: '12:00' },
    ],
    tue: [{ start: '09:00', end: '24:00' }],
    wed: [],
    thu: [],
    fri: [{ start: '08:30', end: '12:30' }],
    sat: [],
    sun: [],
  },
  dateOverrides: [
    { date: '2027-12-25', ranges: [] },
    { date: '2027-01-02', ranges: [{ start: '10:00', end: '11:00' }] },
  ],
};

const SERVICE =
  'id title slug description durationMinutes price { amount currency } requiresApproval payBeforeBooking bufferBeforeMinutes bufferAfterMinutes minimumNoticeMinutes bookingWindowDays dailyLimit location { kind value } questions { key label type required choices } active createdAt updatedAt';
const NEW_SERVICE = {
  title: 'Portfolio review — 60 min',
  durationMinutes: 60,
  price: { amount: 12_000, currency: 'INR' },
  requiresApproval: true,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 240,
  dailyLimit: 3,
  location: { kind: 'PHONE', value: '+91 98765 43210' },
  questions: [
    { label: 'Your portfolio link', type: 'URL', required: true },
    { label: 'Medium', type: 'MULTI_SELECT', choices: ['Print', 'Web', 'Motion'] },
  ],
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Three days from a week ahead, in New York. */
const slotQuery = (serviceId: string) => ({ serviceId, from: day(7), to: day(9), timezone: 'America/New_York' });
/** Noon UTC on the second Sunday from now. */
const sunday = () => {
  const d = new Date(Date.now() + 8 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
  return `${d.toISOString().slice(0, 10)}T12:00:00Z`;
};

/** The REST/GraphQL parity cases of the services domain (issue 27). */
export function servicesCases(app: () => TestApp): Array<ParityCase<any>> {
  const builder = () => app().signUp();
  const token = (b: { token: string }) => b.token;
  return [
    {
      name: 'defaultAvailability: the starting hours of a new builder',
      setup: builder,
      token,
      rest: () => ({ method: 'GET', url: '/v1/services/availability/default' }),
      graphql: () => ({ document: `{ defaultAvailability { ${AVAILABILITY} } }` }),
      expect: 'ok',
    },
    {
      name: 'updateDefaultAvailability: saved in order (ranges by start, overrides by date)',
      setup: builder,
      token,
      rest: () => ({ method: 'PUT', url: '/v1/services/availability/default', body: HOURS }),
      graphql: () => ({
        document: `mutation ($input: HostAvailabilityInput!) { updateDefaultAvailability(input: $input) { ${AVAILABILITY} } }`,
        variables: { input: HOURS },
      }),
      expect: 'ok',
    },
    {
      name: 'updateDefaultAvailability: overlapping ranges are refused on the range that overlaps',
      setup: builder,
      token,
      rest: () => ({ method: 'PUT', url: '/v1/services/availability/default', body: overlapping }),
      graphql: () => ({
        document: `mutation ($input: HostAvailabilityInput!) { updateDefaultAvailability(input: $input) { isDefault } }`,
        variables: { input: overlapping },
      }),
      expect: 'BAD_USER_INPUT',
      details: { 'weekly.mon.1.start': /overlap on Mondays/ },
    },
    {
      name: 'myServices: the host’s services by title',
      setup: async () => {
        const b = await builder();
        for (const title of ['Review', 'Intro'])
          await app().rest('POST', '/v1/services', {
            token: b.token,
            body: { title, durationMinutes: 30, price: { amount: 4999, currency: 'EUR' } },
          });
        return b;
      },
      token,
      rest: () => ({ method: 'GET', url: '/v1/services/all' }),
      graphql: () => ({ document: `{ myServices { ${SERVICE} } }` }),
      expect: 'ok',
    },
    {
      name: 'createService: the defaults and a slug from the title',
      setup: builder,
      token,
      rest: () => ({ method: 'POST', url: '/v1/services', body: NEW_SERVICE }),
      graphql: () => ({
        document: `mutation ($input: CreateServiceInput!) { createService(input: $input) { ${SERVICE} } }`,
        variables: { input: NEW_SERVICE },
      }),
      expect: 'ok',
    },
    {
      name: 'createService: a call of 10,000 minutes is refused on durationMinutes',
      setup: builder,
      token,
      rest: () => ({ method: 'POST', url: '/v1/services', body: { title: 'Marathon', durationMinutes: 10_000 } }),
      graphql: () => ({ document: 'mutation { createService(input: { title: "Marathon", durationMinutes: 10000 }) { id } }' }),
      expect: 'BAD_USER_INPUT',
      details: { durationMinutes: /at most 720 minutes/ },
    },
    {
      name: 'updateService: another host’s service is not found',
      setup: async () => {
        const owner = await builder();
        const made = await app().rest('POST', '/v1/services', { token: owner.token, body: { title: 'Theirs', durationMinutes: 30 } });
        return { other: await builder(), id: made.body.data.id as string };
      },
      token: (s: { other: { token: string } }) => s.other.token,
      rest: (s: { id: string }) => ({ method: 'PATCH', url: '/v1/services', body: { id: s.id, title: 'Mine now' } }),
      graphql: (s: { id: string }) => ({
        document: 'mutation ($input: UpdateServiceInput!) { updateService(input: $input) { id } }',
        variables: { input: { id: s.id, title: 'Mine now' } },
      }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'deleteService: answers the service as it was',
      setup: async () => {
        const b = await builder();
        const made = await app().rest('POST', '/v1/services', { token: b.token, body: NEW_SERVICE });
        return { ...b, id: made.body.data.id as string };
      },
      token,
      rest: (s: { id: string }) => ({ method: 'DELETE', url: '/v1/services', query: { id: s.id } }),
      graphql: (s: { id: string }) => ({
        document: `mutation ($input: ServiceIdInput!) { deleteService(input: $input) { ${SERVICE} } }`,
        variables: { input: { id: s.id } },
      }),
      expect: 'ok',
    },
    {
      name: 'serviceSlots: a host in Kolkata, a guest in New York',
      setup: async () => {
        const b = await builder();
        await app().rest('PUT', '/v1/services/timezone', { token: b.token, body: { timezone: 'Asia/Kolkata' } });
        const made = await app().rest('POST', '/v1/services', { token: b.token, body: { title: 'Intro', durationMinutes: 60 } });
        return { id: made.body.data.id as string };
      },
      rest: (s: { id: string }) => ({ method: 'GET', url: '/v1/services/slots', query: slotQuery(s.id) }),
      graphql: (s: { id: string }) => ({
        document:
          'query ($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) { serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) { timezone days { date slots } } }',
        variables: slotQuery(s.id),
      }),
      expect: 'ok',
    },
    {
      name: 'serviceSlotCheck: a Sunday is a day off',
      setup: async () => {
        const b = await builder();
        const made = await app().rest('POST', '/v1/services', { token: b.token, body: { title: 'Intro', durationMinutes: 60 } });
        return { id: made.body.data.id as string };
      },
      rest: (s: { id: string }) => ({ method: 'GET', url: '/v1/services/slots/check', query: { serviceId: s.id, start: sunday() } }),
      graphql: (s: { id: string }) => ({
        document: 'query ($s: ID!, $t: String!) { serviceSlotCheck(serviceId: $s, start: $t) { offered code reason } }',
        variables: { s: s.id, t: sunday() },
      }),
      expect: 'ok',
    },
    {
      name: 'serviceSlots: an unknown service is not found',
      rest: () => ({ method: 'GET', url: '/v1/services/slots', query: slotQuery('00000000-0000-4000-8000-000000000000') }),
      graphql: () => ({
        document:
          'query ($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) { serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) { timezone } }',
        variables: slotQuery('00000000-0000-4000-8000-000000000000'),
      }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'defaultAvailability: signed out',
      rest: () => ({ method: 'GET', url: '/v1/services/availability/default' }),
      graphql: () => ({ document: '{ defaultAvailability { isDefault } }' }),
      expect: 'UNAUTHENTICATED',
    },
  ];
}

const overlapping = {
  weekly: {
    ...HOURS.weekly,
    mon: [
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ],
  },
};
