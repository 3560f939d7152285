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
