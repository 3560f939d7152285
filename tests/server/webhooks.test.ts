import dns from 'node:dns';
import { count, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { isPublicAddress, sendOutgoing } from '../../server/core/outgoing-http.js';
import { WEBHOOK_ENDPOINTS_MAX } from '../../server/modules/webhook/webhook.rules.js';
import { freshEmail, mailedLink, signInCustomer } from '../helpers/customers.js';
import { databaseUser, expectBadInput, expectError, expectGqlError } from '../helpers/database.js';
import { invitationWithToken } from '../helpers/team.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * Outgoing webhooks (issue 30) against a real receiver on 127.0.0.1 (the app runs with
 * WEBHOOK_ALLOW_PRIVATE_URLS=1 to reach it, and a fast schedule: an attempt at once, then two more
 * 50 ms apart; an endpoint is disabled after 2 deliveries failed in a row). Every signature the
 * receiver gets is checked with the standardwebhooks package's Webhook.verify.
 */
let t: TestApp;
let hooks: WebhookReceiver;
let owner: Awaited<ReturnType<typeof databaseUser>> & { email: string };

const ALL_EVENTS = ['record.created', 'record.updated', 'record.deleted', 'customer.signed_up', 'ticket.raised', 'ticket.answered'];

beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE_URLS: '1',
    WEBHOOK_RETRY_DELAYS_MS: '0,50,50',
    WEBHOOK_DISABLE_AFTER_FAILURES: '2',
    WEBHOOK_TIMEOUT_MS: '2000',
    JOBS_POLL_SECONDS: '0.5',
    REGISTER_LIMIT_PER_IP: '1000',
  });
  hooks = await startWebhookReceiver();
  const made = await databaseUser(t);
  const me = await t.rest('GET', '/v1/user/me', { token: made.token });
  owner = { ...made, email: me.body.data.email as string };
});
afterAll(async () => {
  await hooks?.close();
  await t?.close();
});

let paths = 0;
const newPath = (name: string) => `/hooks/${name}-${++paths}`;

async function createEndpoint(body: Record<string, unknown>, token = owner.token) {
  return t.rest('POST', '/v1/webhooks', { token, body });
}

/** An endpoint of the owner's portal at a fresh path of the receiver: its id, path and secret. */
async function endpoint(events: string[] = ALL_EVENTS, portalId = owner.portalId, token = owner.token) {
  const path = newPath('e');
  const res = await createEndpoint({ portalId, url: `${hooks.url}${path}`, description: 'CRM sync', events }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.endpoint.id as string, path, secret: res.body.data.secret as string };
}

/** Until no delivery is pending (retries wait 50 ms, which the queue's drain does not wait for). */
async function settle(timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.drainJobs();
    const [row] = await t.database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'PENDING'));
    if (Number(row!.n) === 0) return;
    if (Date.now() > deadline) throw new Error('webhook deliveries still pending');
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** The request verified with the secret(s): its parsed payload (Webhook.verify throws on a bad signature). */
function verified(secret: string, request: { headers: Record<string, string>; body: string }) {
  return new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: any };
}

const endpointRows = async () => Number((await t.database.db.select({ n: count() }).from(webhookEndpoints))[0]!.n);
const deliveriesOf = (endpointId: string) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.createdAt);

const FIELDS = [
  { label: 'Name', type: 'TEXT', required: true },
  { label: 'Email', type: 'EMAIL' },
];

describe('endpoints', () => {
  it('shows the secret once, seals it at rest, and lists the endpoint without it', async () => {
    const url = `${hooks.url}${newPath('made')}`;
    const res = await createEndpoint({ portalId: owner.portalId, url, description: 'Zapier', events: ['ticket.raised', 'record.created'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { endpoint: made, secret } = res.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // Events come back in the list's order, whatever order they were sent in.
    expect(made).toMatchObject({ url, description: 'Zapier', events: ['record.created', 'ticket.raised'], status: 'ACTIVE' });
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, made.id));
    expect(row!.secretSealed).not.toContain(secret.slice(6));
    const list = await t.rest('GET', `/v1/webhooks/list?portalId=${owner.portalId}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: string }) => e.id)).toContain(made.id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const one = await t.rest('GET', `/v1/webhooks?id=${made.id}`, { token: owner.token });
    expect(one.body.data).toEqual(made);
    expect(JSON.stringify(one.body)).not.toContain(secret);
  });

  it('refuses bad input with the field, and writes nothing', async () => {
    const good = { portalId: owner.portalId, url: `${hooks.url}/hooks/bad`, events: ['record.created'] };
    const before = await endpointRows();
    const cases: Array<[Record<string, unknown>, Record<string, RegExp>]> = [
      [{ ...good, url: `https://example.com/${'a'.repeat(2000)}` }, { url: /at most 2000 characters/ }],
      [{ ...good, url: 'ftp://example.com/hook' }, { url: /http:\/\/ or https:\/\// }],
      [{ ...good, url: 'not a url' }, { url: /full address/ }],
      [{ ...good, url: 'https://user:pass@example.com/hook' }, { url: /user name and password/ }],
      [{ ...good, url: '' }, { url: /enter the endpoint/ }],
      [{ ...good, events: [] }, { events: /at least one event/ }],
      [{ ...good, events: ['record.created', 'record.exploded'] }, { 'events.1': /record\.exploded is not an event/ }],
      [{ ...good, events: 'record.created' }, { events: /list of event names/ }],
      [{ ...good, description: 'x'.repeat(501) }, { description: /at most 500 characters/ }],
      [{ ...good, description: 'nul \u0000 byte' }, { description: /cannot be stored/ }],
      [{ ...good, url: 'https://example.com/\u0000' }, { url: /cannot be stored/ }],
      [{ ...good, portalId: 'nope' }, { portalId: /not valid/ }],
      [{ ...good, secret: 'mine' }, { secret: /./ }],
    ];
    for (const [body, details] of cases) expectBadInput(await createEndpoint(body), details, JSON.stringify(body).slice(0, 80));
    // GraphQL refuses alike.
    const gql = await t.gql(
      'mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }',
      { i: { ...good, events: ['nope'] } },
      owner.token,
    );
    expectGqlError(gql, 'BAD_USER_INPUT', { 'events.0': /nope is not an event/ });
    const { id } = await endpoint(['record.created']);
    const patched = await t.rest('PATCH', '/v1/webhooks', { token: owner.token, body: { id, url: 'gopher://example.com' } });
    expectBadInput(patched, { url: /http:\/\/ or https:\/\// });
    expectBadInput(await t.rest('PATCH', '/v1/webhooks', { token: owner.token, body: { id } }), { _: /Send a url/ });
    expect(await endpointRows()).toBe(before + 1);
  });

  it('refuses an endpoint on 127.0.0.1, localhost or a private network without WEBHOOK_ALLOW_PRIVATE_URLS', async () => {
    const strict = await createTestApp({});
    try {
      const { token } = await strict.signUp();
      const portal = await strict.rest('POST', '/v1/portal', { token, body: { name: 'Strict' } });
      const portalId = portal.body.data.id;
      const rows = async () => Number((await strict.database.db.select({ n: count() }).from(webhookEndpoints))[0]!.n);
      for (const url of [
        `${hooks.url}/hooks/strict`,
        'http://localhost:8080/hook',
        'http://10.1.2.3/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/hook',
        'http://[::ffff:127.0.0.1]/hook',
        'http://100.64.0.1/hook',
      ]) {
        const res = await strict.rest('POST', '/v1/webhooks', { token, body: { portalId, url, events: ['record.created'] } });
        expectBadInput(res, { url: /this server itself|private or reserved address/ }, url);
      }
      expect(await rows()).toBe(0);
      const ok = await strict.rest('POST', '/v1/webhooks', {
        token,
        body: { portalId, url: 'https://hooks.example.com/in', events: ['record.created'] },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('caps a portal at the endpoint limit', async () => {
    const b = await databaseUser(t);
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) await endpoint(['record.created'], b.portalId, b.token);
    const before = await endpointRows();
    const res = await createEndpoint({ portalId: b.portalId, url: `${hooks.url}/hooks/one-too-many`, events: ['record.created'] }, b.token);
    expectError(res, 'CONFLICT', /at most 20 webhook endpoints/);
    expect(await endpointRows()).toBe(before);
  });

  it('another workspace’s endpoint is NOT_FOUND, and a MEMBER is FORBIDDEN', async () => {
    const mine = await endpoint(['record.created']);
    const stranger = await t.signUp();
    const before = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, mine.id));
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v1/webhooks?id=${mine.id}`],
      ['GET', `/v1/webhooks/list?portalId=${owner.portalId}`],
      ['PATCH', '/v1/webhooks', { id: mine.id, description: 'taken over' }],
      ['DELETE', `/v1/webhooks?id=${mine.id}`],
      ['POST', '/v1/webhooks/rotate-secret', { id: mine.id }],
      ['GET', `/v1/webhooks/deliveries?endpointId=${mine.id}`],
      ['POST', '/v1/webhooks/test', { endpointId: mine.id }],
      ['POST', '/v1/webhooks', { portalId: owner.portalId, url: `${hooks.url}/hooks/x`, events: ['record.created'] }],
    ];
    for (const [method, url, body] of calls) expectError(await t.rest(method, url, { token: stranger.token, body }), 'NOT_FOUND');
    expectGqlError(await t.gql('query($id: ID!) { webhookEndpoint(id: $id) { id url } }', { id: mine.id }, stranger.token), 'NOT_FOUND');

    const workspaces = await t.rest('GET', '/v1/workspace/list', { token: owner.token });
    const workspaceId = workspaces.body.data.find((w: { current: boolean }) => w.current).id as string;
    const mate = await t.signUp();
    const { token } = await invitationWithToken(t, { workspaceId, email: mate.email, role: 'MEMBER' });
    expect((await t.rest('POST', '/v1/workspace/invitations/accept', { token: mate.token, body: { token } })).status).toBe(200);
    for (const [method, url, body] of calls) {
      const res = await t.rest(method, url, { token: mate.token, body });
      expect({ status: res.status, code: res.body.code }, `${method} ${url}`).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(res.body.message).toMatch(/admin or owner/);
    }
    expect(await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, mine.id))).toEqual(before);
  });
});

describe('delivery', () => {
  it('sends a signed record.created when a record is made, and nothing to an endpoint that did not ask for it', async () => {
    const wants = await endpoint(['record.created', 'record.updated', 'record.deleted']);
    const other = await endpoint(['ticket.raised']);
    const people = await owner.collection(FIELDS, 'People');
    const record = await owner.record(people.id, { name: 'Ada', email: 'ada@example.com' });
    await settle();
    const [got] = hooks.at(wants.path);
    expect(got, 'the receiver got nothing').toBeTruthy();
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    expect(Number(got!.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const payload = verified(wants.secret, got!);
    expect(payload.type).toBe('record.created');
    expect(payload.data).toMatchObject({ id: record.id, collectionId: people.id, data: record.data });
    expect(() => verified(other.secret, got!)).toThrow();
    expect(hooks.at(other.path)).toEqual([]);

    await t.rest('PATCH', '/v1/database/records', { token: owner.token, body: { id: record.id, data: { name: 'Ada L.' } } });
    await t.rest('DELETE', `/v1/database/records?id=${record.id}`, { token: owner.token });
    await settle();
    const types = hooks.at(wants.path).map((r) => verified(wants.secret, r).type);
    expect(types).toEqual(['record.created', 'record.updated', 'record.deleted']);
    expect(verified(wants.secret, hooks.at(wants.path)[1]!).data.data).toMatchObject({ [people.fields[0]!.key]: 'Ada L.' });
    const log = await t.rest('GET', `/v1/webhooks/deliveries?endpointId=${wants.id}`, { token: owner.token });
    expect(log.body.data.items.map((d: any) => [d.eventType, d.status, d.attemptCount, d.responseStatus])).toEqual([
      ['record.deleted', 'SUCCEEDED', 1, 200],
      ['record.updated', 'SUCCEEDED', 1, 200],
      ['record.created', 'SUCCEEDED', 1, 200],
    ]);
    expect(log.body.data.items[0].attempts[0]).toMatchObject({ attempt: 1, responseStatus: 200, error: null, responseExcerpt: 'thanks' });
  });

  it('costs one read and writes nothing when the portal has no endpoint for the event', async () => {
    const b = await databaseUser(t);
    const c = await b.collection(FIELDS);
    const before = Number((await t.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n);
    await b.record(c.id, { name: 'Nobody listens' });
    expect(Number((await t.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n)).toBe(before);
  });

  it('tells of a ticket raised by a customer, the team’s answer, and a customer’s self sign-up', async () => {
    const hook = await endpoint(['ticket.raised', 'ticket.answered', 'customer.signed_up']);
    const customer = await signInCustomer(t, owner.token, owner.portalId);
    const raised = await t.rest('POST', '/v1/customer/tickets', {
      token: customer.token,
      body: { subject: 'Invoice', body: 'Where is it?' },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    const ticketId = raised.body.data.id;
    const internal = await t.rest('POST', '/v1/tickets/messages', { token: owner.token, body: { ticketId, body: 'Note', internal: true } });
    expect(internal.status).toBe(201);
    const reply = await t.rest('POST', '/v1/tickets/messages', { token: owner.token, body: { ticketId, body: 'Sent today.' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);

    const portal = await t.rest('GET', `/v1/portal?id=${owner.portalId}`, { token: owner.token });
    await t.rest('PUT', '/v1/customer/users/config', {
      token: owner.token,
      body: { portalId: owner.portalId, selfSignup: true, allowedEmailDomains: ['example.com'], magicLinkTtlMinutes: 15 },
    });
    const newcomer = freshEmail('self');
    const asked = await t.rest('POST', '/v1/customer/users/login/send-magic-link', {
      body: { portalSlug: portal.body.data.slug, email: newcomer },
    });
    const cookie = String(asked.headers['set-cookie']).split(';')[0]!;
    const { code } = await mailedLink(t, newcomer);
    const signedUp = await t.rest('POST', '/v1/customer/auth/verify', {
      body: { portalSlug: portal.body.data.slug, email: newcomer, code },
      headers: { cookie },
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);

    await settle();
    const events = hooks.at(hook.path).map((r) => verified(hook.secret, r));
    expect(events.map((e) => e.type)).toEqual(['ticket.raised', 'ticket.answered', 'customer.signed_up']);
    expect(events[0]!.data).toMatchObject({
      id: ticketId,
      customerId: customer.id,
      subject: 'Invoice',
      message: { body: 'Where is it?', authorType: 'CUSTOMER' },
    });
    expect(events[1]!.data).toMatchObject({ id: ticketId, status: 'IN_PROGRESS', message: { body: 'Sent today.', authorType: 'USER' } });
    expect(events[2]!.data).toMatchObject({ email: newcomer, portalId: owner.portalId });
  });

  it('tells of a workflow run completed (and the record its form wrote), a call booked and cancelled', async () => {
    const hook = await endpoint(['workflow_run.completed', 'record.created', 'call.booked', 'call.cancelled']);
    const leads = await owner.collection(FIELDS, 'Leads');
    const graph = {
      nodes: [
        {
          id: 'form',
          type: 'FORM',
          name: 'Form',
          config: { collectionId: leads.id, fields: [{ key: 'name', label: 'Name', type: 'TEXT', required: true }] },
        },
        { id: 'done', type: 'CONTENT', name: 'Done', config: { body: 'Thanks.' } },
      ],
      edges: [{ from: 'form', to: 'done' }],
    };
    const flow = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: { portalId: owner.portalId, name: 'Intake', accessType: 'CUSTOMERS', graph },
    });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const published = await t.rest('POST', '/v1/workflows/publish', {
      token: owner.token,
      body: { id: flow.body.data.id, published: true },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const customer = await signInCustomer(t, owner.token, owner.portalId);
    const run = await t.rest('POST', '/v1/customer/workflows/runs', { token: customer.token, body: { workflowId: flow.body.data.id } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const runId = run.body.data.id;
    const advance = (stepId: string, answers?: unknown) =>
      t.rest('POST', '/v1/customer/workflows/runs/advance', {
        token: customer.token,
        body: { runId, stepId, ...(answers ? { answers } : {}) },
      });
    expect((await advance('form', { name: 'From the form' })).status).toBe(200);
    const done = await advance('done');
    expect(done.body.data?.status, JSON.stringify(done.body)).toBe('COMPLETED');

    const all = [{ start: '00:00', end: '24:00' }];
    const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, all]));
    expect((await t.rest('PUT', '/v1/services/availability/default', { token: owner.token, body: { weekly: week } })).status).toBe(200);
    const service = await t.rest('POST', '/v1/services', { token: owner.token, body: { title: 'Intro call', durationMinutes: 15 } });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    const start = new Date(Date.now() + 20 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const booked = await t.rest('POST', '/v1/customer/calls', {
      token: customer.token,
      body: { serviceId: service.body.data.id, start: start.toISOString(), timezone: 'UTC' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const callId = booked.body.data.call.id;
    const cancelled = await t.rest('POST', '/v1/calls/cancel', { token: owner.token, body: { id: callId, reason: 'Double-booked' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    await settle();
    const events = hooks.at(hook.path).map((r) => verified(hook.secret, r));
    expect(events.map((e) => e.type)).toEqual(['record.created', 'workflow_run.completed', 'call.booked', 'call.cancelled']);
    expect(events[0]!.data).toMatchObject({ collectionId: leads.id, data: { name: 'From the form' } });
    expect(events[1]!.data).toMatchObject({
      id: runId,
      workflowId: flow.body.data.id,
      workflowName: 'Intake',
      status: 'COMPLETED',
      customerId: customer.id,
    });
    expect(events[2]!.data).toMatchObject({ id: callId, status: 'CONFIRMED', customerId: customer.id, startAt: start.toISOString() });
    expect(events[3]!.data).toMatchObject({ id: callId, status: 'CANCELLED' });
  });

  it('tells of a payment received (a UPI payment marked received), and of the call it booked', async () => {
    const b = await databaseUser(t);
    const hook = await endpoint(['payment.received', 'call.booked'], b.portalId, b.token);
    const all = [{ start: '00:00', end: '24:00' }];
    const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, all]));
    await t.rest('PUT', '/v1/services/availability/default', { token: b.token, body: { weekly: week } });
    expect(
      (await t.rest('PUT', '/v1/payments/settings', { token: b.token, body: { upiVpa: 'studio@okbank', upiPayeeName: 'Studio' } })).status,
    ).toBe(200);
    const service = await t.rest('POST', '/v1/services', {
      token: b.token,
      body: { title: 'Paid call', durationMinutes: 15, price: { amount: 149900, currency: 'INR' } },
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    const customer = await signInCustomer(t, b.token, b.portalId);
    const start = new Date(Date.now() + 21 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const booked = await t.rest('POST', '/v1/customer/calls', {
      token: customer.token,
      body: { serviceId: service.body.data.id, start: start.toISOString(), timezone: 'UTC' },
    });
    expect(booked.body.data?.call.status, JSON.stringify(booked.body)).toBe('AWAITING_PAYMENT');
    const pay = await t.rest('POST', '/v1/customer/calls/payment', {
      token: customer.token,
      body: { callId: booked.body.data.call.id, method: 'UPI' },
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    await settle();
    // Waiting for its payment, the call is not booked yet.
    expect(hooks.at(hook.path)).toEqual([]);
    const paid = await t.rest('POST', '/v1/payments/upi/received', {
      token: b.token,
      body: { id: pay.body.data.paymentId, utr: `${Date.now()}42` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await settle();
    const events = hooks.at(hook.path).map((r) => verified(hook.secret, r));
    expect(events.map((e) => e.type).sort()).toEqual(['call.booked', 'payment.received']);
    const payment = events.find((e) => e.type === 'payment.received')!;
    expect(payment.data).toMatchObject({
      id: pay.body.data.paymentId,
      method: 'UPI',
      status: 'PAID',
      amount: 149900,
      currency: 'INR',
      callId: booked.body.data.call.id,
      customerId: customer.id,
    });
  });

  it('tries again after a 500 and succeeds; a redirect is a failure that says so', async () => {
    const hook = await endpoint(['record.created']);
    hooks.answer(hook.path, (n) => (n === 1 ? 500 : n === 2 ? 302 : 200));
    const c = await owner.collection(FIELDS);
    await owner.record(c.id, { name: 'Retry me' });
    await settle();
    const got = hooks.at(hook.path);
    expect(got).toHaveLength(3);
    // The same message each time: one webhook-id, the same bytes.
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got) verified(hook.secret, r);
    const [delivery] = (await t.rest('GET', `/v1/webhooks/deliveries?endpointId=${hook.id}`, { token: owner.token })).body.data.items;
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attemptCount: 3, responseStatus: 200 });
    expect(delivery.attempts.map((a: any) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 302],
      [3, 200],
    ]);
    expect(delivery.attempts[0].error).toBe('The endpoint answered 500.');
    expect(delivery.attempts[1].error).toMatch(/redirect to http:\/\/example.com\/elsewhere: redirects are not followed/);
    expect(delivery.attempts.every((a: any) => Number.isInteger(a.durationMs) && a.durationMs >= 0)).toBe(true);
  });

  it('disables the endpoint after the last attempt of two deliveries in a row fails, and emails the owner', async () => {
    const hook = await endpoint(['record.created']);
    hooks.answer(hook.path, 500);
    const c = await owner.collection(FIELDS);
    await owner.record(c.id, { name: 'First' });
    await settle();
    expect(hooks.at(hook.path)).toHaveLength(3);
    let [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row).toMatchObject({ status: 'ACTIVE', failureStreak: 1 });
    await owner.record(c.id, { name: 'Second' });
    await settle();
    expect(hooks.at(hook.path)).toHaveLength(6);
    [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row).toMatchObject({ status: 'DISABLED', failureStreak: 2 });
    const shown = (await t.rest('GET', `/v1/webhooks?id=${hook.id}`, { token: owner.token })).body.data;
    expect(shown.disabledReason).toMatch(/Disabled after 2 deliveries in a row failed every attempt \(the last: HTTP 500\)/);
    expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(['FAILED', 'FAILED']);
    await t.drainJobs();
    const mail = await t.smtp.waitFor(owner.email, 10_000, 'stopped sending');
    expect(mail.text).toMatch(/Subject: A webhook endpoint of .* was disabled/);
    expect(mail.text).toContain('/integrations/webhooks');

    // Disabled: a new event is not delivered there.
    await owner.record(c.id, { name: 'Third' });
    await settle();
    expect(hooks.at(hook.path)).toHaveLength(6);
    // Turned back on, with a working receiver: it gets the next one.
    hooks.answer(hook.path, 200);
    const on = await t.rest('PATCH', '/v1/webhooks', { token: owner.token, body: { id: hook.id, enabled: true } });
    expect(on.body.data).toMatchObject({ status: 'ACTIVE', disabledReason: null, failureStreak: 0 });
    await owner.record(c.id, { name: 'Fourth' });
    await settle();
    expect(verified(hook.secret, hooks.at(hook.path)[6]!).data.data).toMatchObject({ [c.fields[0]!.key]: 'Fourth' });
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const hook = await endpoint(['record.created']);
    const rotated = await t.rest('POST', '/v1/webhooks/rotate-secret', { token: owner.token, body: { id: hook.id } });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const secret = rotated.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    const until = new Date(rotated.body.data.endpoint.previousSecretExpiresAt).getTime();
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const c = await owner.collection(FIELDS);
    await owner.record(c.id, { name: 'Rotated' });
    await settle();
    const [got] = hooks.at(hook.path);
    expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(secret, got!).type).toBe('record.created');
    expect(verified(hook.secret, got!).type).toBe('record.created');

    // Past the overlap, only the new secret signs.
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, hook.id));
    await owner.record(c.id, { name: 'Later' });
    await settle();
    const later = hooks.at(hook.path)[1]!;
    expect(later.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verified(secret, later).type).toBe('record.created');
    expect(() => verified(hook.secret, later)).toThrow();
  });

  it('sends a test event, and sends a delivery again (the same message) on request', async () => {
    const hook = await endpoint(['record.deleted']);
    const sent = await t.rest('POST', '/v1/webhooks/test', { token: owner.token, body: { endpointId: hook.id } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ eventType: 'webhook.test', status: 'PENDING', attemptCount: 0 });
    await settle();
    const [got] = hooks.at(hook.path);
    const payload = verified(hook.secret, got!);
    expect(payload).toMatchObject({ type: 'webhook.test', data: { endpointId: hook.id, portalId: owner.portalId } });
    expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);

    const again = await t.rest('POST', '/v1/webhooks/deliveries/retry', { token: owner.token, body: { deliveryId: sent.body.data.id } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'PENDING', attemptCount: 1 });
    // Still being tried: a second "send again" waits.
    const twice = await t.rest('POST', '/v1/webhooks/deliveries/retry', { token: owner.token, body: { deliveryId: sent.body.data.id } });
    if (twice.status !== 200) expectError(twice, 'CONFLICT', /still being tried/);
    await settle();
    const both = hooks.at(hook.path);
    expect(both.length).toBeGreaterThanOrEqual(2);
    expect(both[1]!.headers['webhook-id']).toBe(got!.headers['webhook-id']);
    expect(both[1]!.body).toBe(got!.body);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED' });
    expect(delivery!.attempts).toBe(both.length);
    const attempts = await t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempts.map((a) => a.attempt).sort()).toEqual(both.map((_, i) => i + 1));

    // GraphQL twins: the log as a connection.
    const gql = await t.gql(
      'query($e: ID!) { webhookDeliveries(endpointId: $e, first: 1) { edges { node { id eventType status attemptCount attempts { attempt responseStatus } } } pageInfo { hasNextPage } } }',
      { e: hook.id },
      owner.token,
    );
    expect(gql.body.data.webhookDeliveries.edges[0].node).toMatchObject({ eventType: 'webhook.test', status: 'SUCCEEDED' });
  });

  it('deleting an endpoint deletes its log', async () => {
    const hook = await endpoint(['record.created']);
    await t.rest('POST', '/v1/webhooks/test', { token: owner.token, body: { endpointId: hook.id } });
    await settle();
    const ids = (await deliveriesOf(hook.id)).map((d) => d.id);
    expect(ids).toHaveLength(1);
    const gone = await t.rest('DELETE', `/v1/webhooks?id=${hook.id}`, { token: owner.token });
    expect(gone.body.data.id).toBe(hook.id);
    expect(await t.database.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids))).toEqual([]);
    expectError(await t.rest('GET', `/v1/webhooks?id=${hook.id}`, { token: owner.token }), 'NOT_FOUND');
  });
});

describe('outgoing requests (server/core/outgoing-http.ts)', () => {
  it('judges addresses: only public unicast passes', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('checks the addresses a name resolves to when it connects (no rebinding past it)', async () => {
    const path = newPath('dns');
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((host: string, options: unknown, callback: (...a: unknown[]) => void) => {
      if (host === 'rebind.example') return callback(null, [{ address: '127.0.0.1', family: 4 }]);
      return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    }) as never);
    try {
      const refused = await sendOutgoing({
        url: `http://rebind.example:${hooks.port}${path}`,
        body: '{}',
        timeoutMs: 2000,
        allowPrivate: false,
      });
      expect(refused).toMatchObject({
        status: null,
        error: 'rebind.example resolves to 127.0.0.1, a private or reserved address: Portico does not send there.',
      });
      expect(hooks.at(path)).toEqual([]);
      // Allowed, the socket goes where the checked lookup said.
      const allowed = await sendOutgoing({
        url: `http://rebind.example:${hooks.port}${path}`,
        body: '{}',
        timeoutMs: 2000,
        allowPrivate: true,
      });
      expect(allowed).toMatchObject({ status: 200, error: null, body: 'thanks' });
      expect(hooks.at(path)).toHaveLength(1);
      const unknown = await sendOutgoing({ url: 'https://nowhere.example/x', timeoutMs: 2000, allowPrivate: false });
      expect(unknown.error).toBe('nowhere.example could not be found (DNS).');
    } finally {
      lookup.mockRestore();
    }
  });

  it('stops at the timeout and reads at most the cap of an answer', async () => {
    const http = await import('node:http');
    const slow = http.createServer((req, res) => {
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
      res.writeHead(200);
      res.end('x'.repeat(200_000));
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const port = (slow.address() as { port: number }).port;
    try {
      const late = await sendOutgoing({ url: `http://127.0.0.1:${port}/slow`, timeoutMs: 300, allowPrivate: true });
      expect(late).toMatchObject({ status: null, error: 'No answer within 300 ms.' });
      expect(late.durationMs).toBeLessThan(1500);
      const big = await sendOutgoing({ url: `http://127.0.0.1:${port}/big`, timeoutMs: 2000, allowPrivate: true });
      expect(big).toMatchObject({ status: 200, error: null });
      expect(big.body).toHaveLength(1024);
      const refused = await sendOutgoing({ url: `http://127.0.0.1:${port}/big`, timeoutMs: 2000, allowPrivate: false });
      expect(refused.error).toBe('127.0.0.1 is a private or reserved address — use a public address.');
    } finally {
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });
});
