// The payments part of `npm run bench` (issue 28): the builder's money over 10,000 payments (the list a
// page at a time, over REST and GraphQL, and the balances), and Stripe delivering webhooks: one event
// ten times at once, and distinct events one after another. See bench/README.md.
import Stripe from 'stripe';
import type { Kit } from './records.js';
import { pct, timeAll } from './workflows.js';

const PAYMENTS = 10_000;
const REQUESTS = 200;
const WARMUP = 30;
const DUPLICATES = 10;
const EVENTS = 100;
/** Targets chosen for issue 28 (it names none): a page of the money screen and its balances, p50 on the server. */
const LIST_TARGET_MS = 15;
const BALANCE_TARGET_MS = 40;
const SECRET = 'whsec_benchbenchbenchbenchbench';

export async function paymentsBench(kit: Kit): Promise<{ lines: string[]; ok: boolean }> {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const portico = await kit.startPortico(true);
  const api = async (server: { url: string }, method: string, url: string, body?: unknown) => {
    const res = await fetch(server.url + url, {
      method,
      headers: { authorization: `Bearer ${kit.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: any };
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };

  kit.step(`Payments: ${PAYMENTS} payments, webhooks …`);
  const me = await api(portico, 'GET', '/v1/user/me');
  const workspace = me.currentWorkspaceId as string;
  await api(portico, 'PUT', '/v1/payments/settings', { stripeWebhookSecret: SECRET, holdDays: 7 });
  // Card and UPI payments over two currencies: pending, paid long ago (withdrawable), paid lately, refunded.
  await kit.db`
    insert into payments (workspace_id, method, amount, currency, refunded_amount, status, description, payer_name, payer_email,
                          attempt, idempotency_key, provider_ref, reference, paid_at, created_at)
    select ${workspace}::uuid,
           case when g % 3 = 0 then 'UPI' else 'CARD' end,
           1000 + g % 50 * 100,
           case when g % 3 = 0 then 'INR' else 'USD' end,
           case when g % 10 = 4 then 500 else 0 end,
           case g % 10 when 0 then 'PENDING' when 1 then 'FAILED' when 4 then 'PARTIALLY_REFUNDED' else 'PAID' end,
           'Bench payment ' || g, 'Payer ' || g, 'payer' || g || '@example.com',
           1, 'bench:' || ${process.pid}::text || ':' || g, 'pi_bench_' || ${process.pid}::text || '_' || g,
           'PTB' || ${process.pid}::text || 'X' || g,
           case when g % 10 in (0, 1) then null else now() - ((g % 30) || ' days')::interval end,
           now() - ((g % 400) || ' hours')::interval
      from generate_series(1, ${PAYMENTS}::int) g`;
  await kit.db`vacuum analyze payments`;

  const list = '/v1/payments?limit=50';
  const query = JSON.stringify({
    query:
      'query Payments { payments(first: 50) { edges { node { id method status amount currency refundedAmount description payerName payerEmail reference providerRef failureReason paidAt createdAt withdrawable } } pageInfo { hasNextPage endCursor } } }',
  });
  const statements = await kit.countStatements(portico, () => api(portico, 'GET', list));
  const small = await kit.countStatements(portico, () => api(portico, 'GET', '/v1/payments?limit=5'));
  await portico.stop();

  const quiet = await kit.startPortico(false);
  const get = async (url: string) => {
    const res = await fetch(quiet.url + url, { headers: { authorization: `Bearer ${kit.token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  };
  const graphql = async () => {
    const res = await fetch(`${quiet.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kit.token}`, 'content-type': 'application/json' },
      body: query,
    });
    const body = (await res.json()) as { errors?: unknown };
    if (res.status !== 200 || body.errors) throw new Error(`graphql payments: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  };
  await timeAll(() => get(list), WARMUP);
  const rest = await timeAll(() => get(list), REQUESTS);
  await timeAll(graphql, WARMUP);
  const gql = await timeAll(graphql, REQUESTS);
  await timeAll(() => get('/v1/payments/balance'), WARMUP);
  const balance = await timeAll(() => get('/v1/payments/balance'), REQUESTS);

  // Stripe's deliveries: a pending card payment paid by one event sent ten times at once.
  const pending = await kit.db<{ id: string; amount: number; provider_ref: string }[]>`
    select id, amount, provider_ref from payments where workspace_id = ${workspace} and status = 'PENDING' and method = 'CARD'
    order by created_at limit ${EVENTS + 1}`;
  const stripe = new Stripe('sk_test_bench');
  const deliver = async (eventId: string, row: { amount: number; provider_ref: string }) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: row.provider_ref, object: 'payment_intent', amount: row.amount, amount_received: row.amount, currency: 'usd' },
      },
    });
    const res = await fetch(`${quiet.url}/v1/payments/webhooks/stripe?workspace=${workspace}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as { data?: { duplicate?: boolean } } };
  };
  const first = pending[0]!;
  const burst = await Promise.all(Array.from({ length: DUPLICATES }, () => deliver(`evt_bench_dup_${process.pid}`, first)));
  const fresh = burst.filter((r) => r.status === 200 && r.body.data?.duplicate === false).length;
  const duplicates = burst.filter((r) => r.status === 200 && r.body.data?.duplicate === true).length;
  let n = 0;
  const accept = await timeAll(async () => {
    const row = pending[1 + (n % EVENTS)]!;
    const res = await deliver(`evt_bench_${process.pid}_${n++}`, row);
    if (res.status !== 200) throw new Error(`webhook: ${res.status}`);
  }, EVENTS);
  // The jobs process what was stored: wait until every stored event is processed (or 60 s).
  const deadline = Date.now() + 60_000;
  let left = 1;
  while (left > 0 && Date.now() < deadline) {
    const [row] = await kit.db<{ left: number }[]>`
      select count(*)::int as left from payment_events where workspace_id = ${workspace} and processed_at is null`;
    left = row?.left ?? 0;
    if (left > 0) await new Promise((r) => setTimeout(r, 200));
  }
  const [paidOnce] = await kit.db<{ status: string; events: number; receipts: number }[]>`
    select p.status,
           (select count(*)::int from payment_events e where e.workspace_id = p.workspace_id and e.event_id = ${`evt_bench_dup_${process.pid}`}) as events,
           (select count(*)::int from portal_events) as receipts
      from payments p where p.id = ${first.id}`;
  const [processed] = await kit.db<{ paid: number }[]>`
    select count(*)::int as paid from payments where id in ${kit.db(pending.slice(1).map((p) => p.id))} and status = 'PAID'`;
  await quiet.stop();

  const listOk = pct(rest, 50) <= LIST_TARGET_MS;
  const balanceOk = pct(balance, 50) <= BALANCE_TARGET_MS;
  const constant = statements.count === small.count;
  const onceOk = fresh === 1 && duplicates === DUPLICATES - 1 && paidOnce?.status === 'PAID' && paidOnce.events === 1;
  const allOk = left === 0 && processed?.paid === EVENTS;
  out(`## Payments (issue 28): the money screen over ${PAYMENTS.toLocaleString('en')} payments, Stripe's webhooks`);
  out();
  out(
    kit.table(
      ['figure', 'p50', 'p99', 'target', ''],
      [
        [
          'GET /v1/payments, a page of 50',
          `${pct(rest, 50).toFixed(2)} ms`,
          `${pct(rest, 99).toFixed(2)} ms`,
          `≤ ${LIST_TARGET_MS} ms p50`,
          listOk ? 'PASS' : 'FAIL',
        ],
        ['GraphQL payments(first: 50)', `${pct(gql, 50).toFixed(2)} ms`, `${pct(gql, 99).toFixed(2)} ms`, '', ''],
        [
          'GET /v1/payments/balance (2 currencies)',
          `${pct(balance, 50).toFixed(2)} ms`,
          `${pct(balance, 99).toFixed(2)} ms`,
          `≤ ${BALANCE_TARGET_MS} ms p50`,
          balanceOk ? 'PASS' : 'FAIL',
        ],
        ['SQL statements, a page of 50 / of 5', `${statements.count} / ${small.count}`, '', 'the same', constant ? 'PASS' : 'FAIL'],
        [
          `one event delivered ${DUPLICATES} times at once: new / duplicate / stored`,
          `${fresh} / ${duplicates} / ${paidOnce?.events ?? 0}`,
          '',
          `1 / ${DUPLICATES - 1} / 1, paid once`,
          onceOk ? 'PASS' : 'FAIL',
        ],
        [
          `${EVENTS} webhooks one after another: accepted (signature, stored, queued)`,
          `${pct(accept, 50).toFixed(2)} ms`,
          `${pct(accept, 99).toFixed(2)} ms`,
          `all ${EVENTS} paid by the jobs`,
          allOk ? 'PASS' : `FAIL (${processed?.paid ?? 0} paid, ${left} unprocessed)`,
        ],
      ],
    ),
  );
  return { lines, ok: listOk && balanceOk && constant && onceOk && allOk };
}
