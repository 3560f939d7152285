import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, workflowRuns } from '../../db/schema/index.js';
import { freshEmail, signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A BOOKING step: the run waits at it, the customer books a call of the workspace's service, the run goes on. */

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let portal: { id: string; slug: string };
let service: { id: string; title: string };
let n = 0;

const every = (ranges: Array<{ start: string; end: string }>) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, ranges]));

async function makeService(token: string, title = 'Kick-off call') {
  await t.rest('PUT', '/v1/services/timezone', { token, body: { timezone: 'Europe/London' } });
  await t.rest('PUT', '/v1/services/availability/default', { token, body: { weekly: every([{ start: '09:00', end: '17:00' }]) } });
  const made = await t.rest('POST', '/v1/services', {
    token,
    body: { title, durationMinutes: 30, location: { kind: 'VIDEO', value: 'https://meet.example.com/kick-off' } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { id: string; title: string };
}

const bookingGraph = (serviceId: string) => ({
  nodes: [
    { id: 'book', type: 'BOOKING', name: 'Book your kick-off', config: { serviceId, title: 'Pick a time for the kick-off' } },
    { id: 'after', type: 'CONTENT', name: 'See you soon', config: { body: 'Thanks — see you on the call.' } },
  ],
  edges: [{ from: 'book', to: 'after' }],
});

async function published(accessType = 'CUSTOMERS') {
  const made = await t.rest('POST', '/v1/workflows', {
    token: owner.token,
    body: { portalId: portal.id, name: `Booking ${n++}`, accessType, graph: bookingGraph(service.id) },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const pub = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: made.body.data.id, published: true } });
  expect(pub.status, JSON.stringify(pub.body)).toBe(200);
  return made.body.data as { id: string };
}

async function offered(index = 0): Promise<string> {
  const zone = 'Europe/London';
  const from = DateTime.now().setZone(zone).plus({ days: 3 }).toISODate()!;
  const to = DateTime.now().setZone(zone).plus({ days: 5 }).toISODate()!;
  const res = await t.rest('GET', `/v1/services/slots?${new URLSearchParams({ serviceId: service.id, from, to, timezone: zone })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.days as Array<{ slots: string[] }>).flatMap((d) => d.slots)[index]!;
}

const start = (token: string, workflowId: string) => t.rest('POST', '/v1/customer/workflows/runs', { token, body: { workflowId } });
const advance = (token: string, runId: string, answers: Record<string, unknown>) =>
  t.rest('POST', '/v1/customer/workflows/runs/advance', { token, body: { runId, stepId: 'book', answers } });
const callCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(calls))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp();
  portal = (await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Booking ${Date.now().toString(36)}` } })).body.data;
  service = await makeService(owner.token);
});
afterAll(() => t.close());

describe('a BOOKING step', () => {
  it('waits for the customer, books the call on submission, and the run moves on', async () => {
    const wf = await published();
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await start(c.token, wf.id)).body.data;
    expect(run).toMatchObject({
      status: 'IN_PROGRESS',
      currentStep: { id: 'book', type: 'BOOKING', content: { serviceId: service.id, title: 'Pick a time for the kick-off' } },
    });
    // Over GraphQL too.
    const gql = await t.gql(`query($id: ID!) { myWorkflowRun(id: $id) { currentStep { type content } } }`, { id: run.id }, c.token);
    expect(gql.body.data.myWorkflowRun.currentStep).toEqual({
      type: 'BOOKING',
      content: { serviceId: service.id, title: 'Pick a time for the kick-off' },
    });

    const at = await offered();
    const moved = await advance(c.token, run.id, { start: at, timezone: 'Europe/London', notes: 'About the launch' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.currentStep.id).toBe('after');
    const answer = moved.body.data.steps[0].answer;
    expect(answer).toMatchObject({ start: new Date(at).toISOString(), service: 'Kick-off call', status: 'CONFIRMED' });

    const upcoming = await t.rest('GET', '/v1/calls/upcoming', { token: owner.token });
    const call = upcoming.body.data.items.find((i: { id: string }) => i.id === answer.callId);
    expect(call, JSON.stringify(upcoming.body)).toBeTruthy();
    expect(call).toMatchObject({ guest: { email: c.email, notes: 'About the launch' } });
    await t.drainJobs();
    expect(t.smtp.received.some((m) => m.to.includes(c.email) && /Kick-off call/.test(m.text))).toBe(true);

    // Submitting the step again (a second tab) books nothing more.
    const before = await callCount();
    const again = await advance(c.token, run.id, { start: await offered(1), timezone: 'Europe/London' });
    expect(again.status).toBe(409);
    expect(await callCount()).toBe(before);
  });

  it('refuses a time not offered as a 400 on start: the run stays at the step and no call is written', async () => {
    const wf = await published();
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await start(c.token, wf.id)).body.data;
    const before = await callCount();
    // 03:00 in London: outside the host's hours.
    const night = DateTime.now().setZone('Europe/London').plus({ days: 3 }).set({ hour: 3, minute: 0, second: 0, millisecond: 0 });
    const cases: Array<Record<string, unknown>> = [
      { start: night.toISO(), timezone: 'Europe/London' },
      { start: 'tomorrow at noon', timezone: 'Europe/London' },
      { timezone: 'Europe/London' },
    ];
    for (const answers of cases) {
      const res = await advance(c.token, run.id, answers);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
      expect(res.body.details['answers.start'], JSON.stringify(res.body)).toBeTruthy();
    }
    expect(await callCount()).toBe(before);
    const [row] = await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, run.id));
    expect(row).toMatchObject({ status: 'IN_PROGRESS', currentStepId: 'book' });
    expect(row!.answers.book).toBeUndefined();
  });

  it('a time just taken is a 409 naming start, and only the first run moves on', async () => {
    const wf = await published();
    const a = await signInCustomer(t, owner.token, portal.id);
    const b = await signInCustomer(t, owner.token, portal.id);
    const runA = (await start(a.token, wf.id)).body.data;
    const runB = (await start(b.token, wf.id)).body.data;
    const at = await offered();
    const [ra, rb] = await Promise.all([
      advance(a.token, runA.id, { start: at, timezone: 'Europe/London' }),
      advance(b.token, runB.id, { start: at, timezone: 'Europe/London' }),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = ra.status === 409 ? ra : rb;
    expect(lost.body.details['answers.start']).toMatch(/choose another time/);
    const lostRun = ra.status === 409 ? runA : runB;
    const [row] = await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, lostRun.id));
    expect(row).toMatchObject({ status: 'IN_PROGRESS', currentStepId: 'book' });
  });

  it('a visitor of a PUBLIC workflow books as a guest under the email they started with', async () => {
    const wf = await published('PUBLIC');
    const email = freshEmail('visitor');
    const started = await t.rest('POST', '/v1/public/workflows/runs', { body: { portalSlug: portal.slug, workflowId: wf.id, email } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const at = await offered(2);
    const moved = await t.rest('POST', '/v1/public/workflows/runs/advance', {
      body: {
        token: started.body.data.resumeToken,
        stepId: 'book',
        answers: { start: at, timezone: 'Europe/London', name: 'Val Visitor' },
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [call] = await t.database.db.select().from(calls).where(eq(calls.id, moved.body.data.steps[0].answer.callId));
    expect(call).toMatchObject({ guestEmail: email, guestName: 'Val Visitor', customerId: null, portalId: portal.id });
  });
});

describe('saving a workflow with a BOOKING step', () => {
  it('refuses a service of another workspace, on the step’s serviceId, and saves nothing', async () => {
    const other = await t.signUp();
    const foreign = await makeService(other.token, 'Not yours');
    const made = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: { portalId: portal.id, name: 'Foreign', graph: bookingGraph(foreign.id) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(400);
    expect(made.body.details['graph.nodes.0.config.serviceId']).toMatch(/not one of this workspace/);

    // Saving a draft over the API (REST and GraphQL) refuses it too, and the draft is unchanged.
    const wf = await t.rest('POST', '/v1/workflows', { token: owner.token, body: { portalId: portal.id, name: 'Mine' } });
    const saved = await t.rest('PATCH', '/v1/workflows', {
      token: owner.token,
      body: { id: wf.body.data.id, graph: bookingGraph(foreign.id), revision: wf.body.data.revision },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(400);
    expect(saved.body.details['graph.nodes.0.config.serviceId']).toBeTruthy();
    const gql = await t.gql(
      `mutation($input: UpdateWorkflowInput!) { updateWorkflow(input: $input) { id } }`,
      { input: { id: wf.body.data.id, graph: bookingGraph(foreign.id), revision: wf.body.data.revision } },
      owner.token,
    );
    expect(gql.body.errors?.[0]?.extensions?.code, JSON.stringify(gql.body)).toBe('BAD_USER_INPUT');
    const read = await t.rest('GET', `/v1/workflows?id=${wf.body.data.id}`, { token: owner.token });
    expect(read.body.data.graph.nodes).toEqual([]);
  });

  it('cannot publish a BOOKING step without a service', async () => {
    const made = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: 'No service',
        graph: { nodes: [{ id: 'b', type: 'BOOKING', name: 'Book', config: {} }], edges: [] },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const pub = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: made.body.data.id, published: true } });
    expect(pub.status).toBe(400);
    expect(pub.body.details['graph.nodes.b']).toMatch(/Choose the service/);
  });
});
