import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

/**
 * The REST/GraphQL parity cases of payments (issue 28). A payment begun answers a reference made anew
 * each time, so the cases that start or change one compare their errors; the reads compare data.
 */
export function paymentCases(app: () => TestApp): Array<ParityCase<any>> {
  const NIL = '00000000-0000-4000-8000-000000000000';
  const WRONG = 'x'.repeat(43);
  const builder = () => app().signUp();
  const connection = (data: any) => ({ items: data.edges.map((e: { node: unknown }) => e.node), nextCursor: data.pageInfo.endCursor });
  const all = [{ start: '00:00', end: '24:00' }];
  /** A free call of a new host's, booked by a guest: its id and manage token. */
  const freeCall = async () => {
    const b = await app().signUp();
    await app().rest('PUT', '/v1/services/availability/default', {
      token: b.token,
      body: { weekly: { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all } },
    });
    const made = await app().rest('POST', '/v1/services', { token: b.token, body: { title: 'Free call', durationMinutes: 30 } });
    const start = new Date(Date.now() + 6 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const booked = await app().rest('POST', '/v1/calls/book', {
      body: { serviceId: made.body.data.id, start: start.toISOString(), timezone: 'UTC', name: 'Guest', email: 'guest@example.com' },
    });
    return { callId: booked.body.data.call.id as string, token: booked.body.data.manageToken as string };
  };
  const SETTINGS =
    'stripe { configured secretKeyMasked publishableKey webhookSecretSet accountName webhookUrl } upi { vpa payeeName callbackSecretSet callbackUrl } holdDays currency';
  const PAYMENT =
    'id method status amount currency refundedAmount description payerName payerEmail reference providerRef failureReason callId runId portalId payoutId paidAt createdAt withdrawable';
  const START = 'paymentId method amount currency reference description clientSecret publishableKey upiUri qrSvg';

  return [
    {
      name: 'paymentSettings: a new workspace takes no payments yet',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/payments/settings' }),
      graphql: () => ({ document: `{ paymentSettings { ${SETTINGS} } }` }),
      expect: 'ok',
    },
    {
      name: 'updatePaymentSettings: UPI and the hold are saved, the rest kept',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'PUT', url: '/v1/payments/settings', body: { upiVpa: 'studio@okbank', upiPayeeName: 'Studio', holdDays: 3 } }),
      graphql: () => ({
        document: `mutation ($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { ${SETTINGS} } }`,
        variables: { i: { upiVpa: 'studio@okbank', upiPayeeName: 'Studio', holdDays: 3 } },
      }),
      expect: 'ok',
    },
    {
      name: 'updatePaymentSettings: a UPI address that is not name@bank is refused on upiVpa',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'PUT', url: '/v1/payments/settings', body: { upiVpa: 'not an address', upiPayeeName: 'Studio' } }),
      graphql: () => ({
        document: 'mutation ($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { holdDays } }',
        variables: { i: { upiVpa: 'not an address', upiPayeeName: 'Studio' } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { upiVpa: /name@bank/ },
    },
    {
      name: 'payments: a new workspace has none',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/payments', query: { status: 'PAID' } }),
      graphql: () => ({ document: `{ payments(status: PAID) { edges { node { ${PAYMENT} } } pageInfo { endCursor } } }` }),
      map: connection,
      expect: 'ok',
    },
    {
      name: 'payment: an unknown payment is not found',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/payments/detail', query: { id: NIL } }),
      graphql: () => ({ document: `{ payment(id: "${NIL}") { id } }` }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'paymentBalances: a new workspace has none',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/payments/balance' }),
      graphql: () => ({ document: '{ paymentBalances { currency pending paid withdrawable paidOut refunded } }' }),
      expect: 'ok',
    },
    {
      name: 'refundPayment: a refund of nothing is refused on amount',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/payments/refund', body: { id: NIL, amount: 0 } }),
      graphql: () => ({ document: `mutation { refundPayment(input: { id: "${NIL}", amount: 0 }) { ${PAYMENT} } }` }),
      expect: 'BAD_USER_INPUT',
      details: { amount: /more than 0/ },
    },
    {
      name: 'markUpiPaymentReceived: a UTR with spaces is refused on utr',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/payments/upi/received', body: { id: NIL, utr: '4123 4567 8901' } }),
      graphql: () => ({
        document: `mutation { markUpiPaymentReceived(input: { id: "${NIL}", utr: "4123 4567 8901" }) { id } }`,
      }),
      expect: 'BAD_USER_INPUT',
      details: { utr: /UTR/ },
    },
    {
      name: 'payouts: a new workspace has none',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/payouts' }),
      graphql: () => ({ document: '{ payouts { id currency amount payments note createdAt } }' }),
      expect: 'ok',
    },
    {
      name: 'createPayout: nothing withdrawable is a CONFLICT',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/payouts', body: { currency: 'EUR' } }),
      graphql: () => ({ document: 'mutation { createPayout(input: { currency: "EUR" }) { id amount } }' }),
      expect: 'CONFLICT',
    },
    {
      name: 'createPayout: a currency code nobody uses is refused on currency',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/payouts', body: { currency: 'XYZ' } }),
      graphql: () => ({ document: 'mutation { createPayout(input: { currency: "XYZ" }) { id } }' }),
      expect: 'BAD_USER_INPUT',
      details: { currency: /currency code/ },
    },
    {
      name: 'createCallPaymentIntent: a wrong manage token is not found',
      rest: () => ({ method: 'POST', url: '/v1/payments/create-payment-intent', body: { callId: NIL, token: WRONG } }),
      graphql: () => ({
        document: `mutation { createCallPaymentIntent(input: { callId: "${NIL}", token: "${WRONG}" }) { ${START} } }`,
      }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'createCallUpiPayment: a free call has nothing to pay',
      setup: freeCall,
      rest: (s) => ({ method: 'POST', url: '/v1/payments/upi', body: { callId: s.callId, token: s.token } }),
      graphql: (s) => ({
        document: `mutation ($i: CallPaymentInput!) { createCallUpiPayment(input: $i) { ${START} } }`,
        variables: { i: { callId: s.callId, token: s.token } },
      }),
      expect: 'CONFLICT',
    },
    {
      name: 'customerPayments: a builder is not a customer',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/customer/payments' }),
      graphql: () => ({ document: '{ customerPayments { id status amount currency } }' }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'payOwnCall: needs a signed-in customer',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/customer/calls/payment', body: { callId: NIL, method: 'UPI' } }),
      graphql: () => ({ document: `mutation { payOwnCall(input: { callId: "${NIL}", method: UPI }) { ${START} } }` }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'payRunStep: needs a signed-in customer',
      setup: builder,
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/customer/workflows/runs/payment', body: { runId: NIL, method: 'UPI' } }),
      graphql: () => ({ document: `mutation { payRunStep(input: { runId: "${NIL}", method: UPI }) { ${START} } }` }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'payVisitorRunStep: a wrong link is not found',
      rest: () => ({ method: 'POST', url: '/v1/public/workflows/runs/payment', body: { token: WRONG, method: 'CARD' } }),
      graphql: () => ({ document: `mutation { payVisitorRunStep(input: { token: "${WRONG}", method: CARD }) { ${START} } }` }),
      expect: 'NOT_FOUND',
    },
  ];
}
