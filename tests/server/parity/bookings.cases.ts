import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

/** The REST/GraphQL parity cases of booking and calls (issue 27). */
export function bookingsCases(app: () => TestApp): Array<ParityCase<any>> {
  const all = [{ start: '00:00', end: '24:00' }];
  const hostWithService = async (service: Record<string, unknown> = {}) => {
    const b = await app().signUp();
    await app().rest('PUT', '/v1/services/availability/default', {
      token: b.token,
      body: { weekly: { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all } },
    });
    const made = await app().rest('POST', '/v1/services', {
      token: b.token,
      body: { title: 'Parity call', durationMinutes: 30, ...service },
    });
    return { ...b, serviceId: made.body.data.id as string };
  };
  const at = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const guest = { timezone: 'Asia/Kolkata', name: 'Guest', email: 'guest@example.com' };
  const connection = (data: any) => ({ items: data.edges.map((e: { node: unknown }) => e.node), nextCursor: data.pageInfo.endCursor });
  const listCase = (field: string, path: string): ParityCase<any> => ({
    name: `${field}: a new host has none`,
    setup: () => app().signUp(),
    token: (s) => s.token,
    rest: () => ({ method: 'GET', url: `/v1/calls/${path}` }),
    graphql: () => ({ document: `{ ${field} { edges { node { id } } pageInfo { endCursor } } }` }),
    map: connection,
    expect: 'ok',
  });
  const NIL = '00000000-0000-4000-8000-000000000000';
  const booked = async (service: Record<string, unknown> = {}, days = 9) => {
    const h = await hostWithService(service);
    const res = await app().rest('POST', '/v1/calls/book', { body: { serviceId: h.serviceId, start: at(days, 9), ...guest } });
    return { ...h, id: res.body.data.call.id as string, manage: res.body.data.manageToken as string };
  };
  const bookDoc = 'mutation ($input: BookCallInput!) { bookCall(input: $input) { call { id status } } }';
  const asked = { questions: [{ label: 'Team size', type: 'SELECT', choices: ['Solo', 'Team'], required: true }] };
  return [
    {
      name: 'bookCall: an answer the service’s question refuses is named on the question',
      setup: () => hostWithService(asked),
      rest: (s) => ({
        method: 'POST',
        url: '/v1/calls/book',
        body: { serviceId: s.serviceId, start: at(6, 9), ...guest, answers: { team_size: 'Crowd' } },
      }),
      graphql: (s) => ({
        document: bookDoc,
        variables: { input: { serviceId: s.serviceId, start: at(6, 9), ...guest, answers: { team_size: 'Crowd' } } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { 'answers.team_size': /Solo/ },
    },
    {
      name: 'bookCall: a past time is refused on start, with the reason',
      setup: () => hostWithService(),
      rest: (s) => ({ method: 'POST', url: '/v1/calls/book', body: { serviceId: s.serviceId, start: '2020-01-06T10:00:00Z', ...guest } }),
      graphql: (s) => ({ document: bookDoc, variables: { input: { serviceId: s.serviceId, start: '2020-01-06T10:00:00Z', ...guest } } }),
      expect: 'BAD_USER_INPUT',
      details: { start: /passed/ },
    },
    {
      name: 'bookCall: a time another guest booked first is a CONFLICT',
      setup: async () => {
        const h = await hostWithService();
        await app().rest('POST', '/v1/calls/book', { body: { serviceId: h.serviceId, start: at(5, 9), ...guest } });
        return h;
      },
      rest: (s) => ({ method: 'POST', url: '/v1/calls/book', body: { serviceId: s.serviceId, start: at(5, 9), ...guest } }),
      graphql: (s) => ({ document: bookDoc, variables: { input: { serviceId: s.serviceId, start: at(5, 9), ...guest } } }),
      expect: 'CONFLICT',
    },
    {
      name: 'bookCall: a service that asks the guest where needs the place',
      setup: () => hostWithService({ location: { kind: 'ASK_GUEST' } }),
      rest: (s) => ({ method: 'POST', url: '/v1/calls/book', body: { serviceId: s.serviceId, start: at(6, 9), ...guest } }),
      graphql: (s) => ({ document: bookDoc, variables: { input: { serviceId: s.serviceId, start: at(6, 9), ...guest } } }),
      expect: 'BAD_USER_INPUT',
      details: { location: /where to call you/ },
    },
    {
      name: 'acceptCall: another host’s call is not found',
      setup: async () => {
        const h = await hostWithService({ requiresApproval: true });
        const booked = await app().rest('POST', '/v1/calls/book', { body: { serviceId: h.serviceId, start: at(7, 9), ...guest } });
        return { other: await app().signUp(), id: booked.body.data.call.id as string };
      },
      token: (s) => s.other.token,
      rest: (s) => ({ method: 'POST', url: '/v1/calls/accept', body: { id: s.id } }),
      graphql: (s) => ({ document: 'mutation ($id: ID!) { acceptCall(input: { id: $id }) { id } }', variables: { id: s.id } }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'declineCall: a reason over 1,000 characters is refused on reason',
      setup: async () => {
        const h = await hostWithService({ requiresApproval: true });
        const booked = await app().rest('POST', '/v1/calls/book', { body: { serviceId: h.serviceId, start: at(8, 9), ...guest } });
        return { ...h, id: booked.body.data.call.id as string };
      },
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/calls/decline', body: { id: s.id, reason: 'x'.repeat(1001) } }),
      graphql: (s) => ({
        document: 'mutation ($id: ID!, $r: String) { declineCall(input: { id: $id, reason: $r }) { id } }',
        variables: { id: s.id, r: 'x'.repeat(1001) },
      }),
      expect: 'BAD_USER_INPUT',
      details: { reason: /1000 characters/ },
    },
    {
      name: 'managedCall: a wrong token is not found',
      rest: () => ({ method: 'GET', url: `/v1/calls/manage?token=${'x'.repeat(43)}` }),
      graphql: () => ({ document: `{ managedCall(token: "${'x'.repeat(43)}") { id } }` }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'upcomingCalls: a new host has none',
      setup: () => app().signUp(),
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/calls/upcoming' }),
      graphql: () => ({ document: '{ upcomingCalls { edges { node { id } } pageInfo { endCursor } } }' }),
      map: connection,
      expect: 'ok',
    },
    listCase('callRequests', 'requests'),
    listCase('pastCalls', 'past'),
    listCase('pendingPaymentCalls', 'pending-payments'),
    listCase('withdrawablePaymentCalls', 'withdrawable-payments'),
    {
      name: 'callsBetween: a range over 42 days is refused on to',
      setup: () => app().signUp(),
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: `/v1/calls/range?from=${at(1, 0)}&to=${at(60, 0)}` }),
      graphql: () => ({ document: `{ callsBetween(from: "${at(1, 0)}", to: "${at(60, 0)}") { id } }` }),
      expect: 'BAD_USER_INPUT',
      details: { to: /42 days/ },
    },
    {
      name: 'call: an unknown call is not found',
      setup: () => app().signUp(),
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: `/v1/calls?id=${NIL}` }),
      graphql: () => ({ document: `{ call(id: "${NIL}") { id } }` }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'cancelCall: another host’s call is not found',
      setup: async () => ({ ...(await booked({}, 10)), other: await app().signUp() }),
      token: (s) => s.other.token,
      rest: (s) => ({ method: 'POST', url: '/v1/calls/cancel', body: { id: s.id } }),
      graphql: (s) => ({ document: 'mutation ($id: ID!) { cancelCall(input: { id: $id }) { id } }', variables: { id: s.id } }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'rescheduleCall: a past time is refused on start',
      setup: () => booked({}, 11),
      token: (s) => s.token,
      rest: (s) => ({ method: 'POST', url: '/v1/calls/reschedule', body: { id: s.id, start: '2021-03-01T10:00:00Z' } }),
      graphql: (s) => ({
        document: 'mutation ($id: ID!) { rescheduleCall(input: { id: $id, start: "2021-03-01T10:00:00Z" }) { id } }',
        variables: { id: s.id },
      }),
      expect: 'BAD_USER_INPUT',
      details: { start: /passed/ },
    },
    {
      name: 'callFeed: a new host has no feed',
      setup: () => app().signUp(),
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/calls/feed' }),
      graphql: () => ({ document: '{ callFeed { active createdAt } }' }),
      expect: 'ok',
    },
    {
      name: 'rotateCallFeed: needs a builder',
      rest: () => ({ method: 'POST', url: '/v1/calls/feed' }),
      graphql: () => ({ document: 'mutation { rotateCallFeed { url } }' }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'revokeCallFeed: nothing to revoke',
      setup: () => app().signUp(),
      token: (s) => s.token,
      rest: () => ({ method: 'DELETE', url: '/v1/calls/feed' }),
      graphql: () => ({ document: 'mutation { revokeCallFeed { revoked } }' }),
      expect: 'ok',
    },
    {
      name: 'cancelManagedCall: a wrong link is not found',
      rest: () => ({ method: 'POST', url: '/v1/calls/manage/cancel', body: { token: 'y'.repeat(43) } }),
      graphql: () => ({ document: `mutation { cancelManagedCall(input: { token: "${'y'.repeat(43)}" }) { id } }` }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'rescheduleManagedCall: a time outside the host’s hours is refused on start',
      setup: async () => {
        const h = await app().signUp();
        const made = await app().rest('POST', '/v1/services', { token: h.token, body: { title: 'Weekdays', durationMinutes: 30 } });
        // Default hours: weekdays 9 to 5 UTC; a Saturday is a day off.
        const d = new Date(Date.now() + 14 * 86_400_000);
        while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
        d.setUTCHours(10, 0, 0, 0);
        const res = await app().rest('POST', '/v1/calls/book', {
          body: { serviceId: made.body.data.id, start: d.toISOString(), ...guest },
        });
        const saturday = new Date(d.getTime() + 5 * 86_400_000).toISOString();
        return { manage: res.body.data.manageToken as string, saturday };
      },
      rest: (s) => ({ method: 'POST', url: '/v1/calls/manage/reschedule', body: { token: s.manage, start: s.saturday } }),
      graphql: (s) => ({
        document: 'mutation ($t: String!, $s: String!) { rescheduleManagedCall(input: { token: $t, start: $s }) { id } }',
        variables: { t: s.manage, s: s.saturday },
      }),
      expect: 'BAD_USER_INPUT',
      details: { start: /Saturdays/ },
    },
    {
      name: 'customerCalls: a builder is not a customer',
      setup: () => app().signUp(),
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/customer/calls' }),
      graphql: () => ({ document: '{ customerCalls { id } }' }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'bookCallAsCustomer: needs a signed-in customer',
      rest: () => ({ method: 'POST', url: '/v1/customer/calls', body: { serviceId: NIL, start: at(3, 9), timezone: 'UTC' } }),
      graphql: () => ({
        document: `mutation { bookCallAsCustomer(input: { serviceId: "${NIL}", start: "${at(3, 9)}", timezone: "UTC" }) { manageToken } }`,
      }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'serviceAvailability: a service follows the default hours until it has its own',
      setup: () => hostWithService(),
      token: (s) => s.token,
      rest: (s) => ({ method: 'GET', url: '/v1/services/availability', query: { serviceId: s.serviceId } }),
      graphql: (s) => ({
        document:
          'query ($s: ID!) { serviceAvailability(serviceId: $s) { timezone isDefault weekly { mon { start end } tue { start end } wed { start end } thu { start end } fri { start end } sat { start end } sun { start end } } dateOverrides { date ranges { start end } } } }',
        variables: { s: s.serviceId },
      }),
      expect: 'ok',
    },
    {
      name: 'updateServiceAvailability: hours or followDefault are needed',
      setup: () => hostWithService(),
      token: (s) => s.token,
      rest: (s) => ({ method: 'PUT', url: '/v1/services/availability', body: { serviceId: s.serviceId } }),
      graphql: (s) => ({
        document: 'mutation ($s: ID!) { updateServiceAvailability(input: { serviceId: $s }) { isDefault } }',
        variables: { s: s.serviceId },
      }),
      expect: 'BAD_USER_INPUT',
      details: { weekly: /followDefault/ },
    },
    {
      name: 'publicServices: an unknown username is not found',
      rest: () => ({ method: 'GET', url: '/v1/services/public?username=nobody-at-all' }),
      graphql: () => ({ document: '{ publicServices(username: "nobody-at-all") { id } }' }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'publicService: an unknown service is not found',
      rest: () => ({ method: 'GET', url: `/v1/services/public/one?id=${NIL}` }),
      graphql: () => ({ document: `{ publicService(id: "${NIL}") { id } }` }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'publicProfile: a username that breaks the rules is refused on username',
      rest: () => ({ method: 'GET', url: '/v1/profile/public?username=9lives' }),
      graphql: () => ({ document: '{ publicProfile(username: "9lives") { username } }' }),
      expect: 'BAD_USER_INPUT',
      details: { username: /starts with a letter/ },
    },
  ];
}
