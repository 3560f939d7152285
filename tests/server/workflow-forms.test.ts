import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRuns } from '../../db/schema/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 25: the customer's workflow forms. Every field type a FORM offers is presented with its
 * label and choices and checked as a customer answers; a finished run is shown, not restarted; the
 * approver's comment reaches the next step; the portal's navigation links a workflow only for those
 * who may start it.
 */

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let portal: { id: string; slug: string };
let n = 0;

// Choices as the builder's editor sends them: plain text.
const EVERY_TYPE = [
  { key: 'company', label: 'Company', type: 'TEXT', required: true },
  { key: 'about', label: 'About you', type: 'LONG_TEXT' },
  { key: 'seats', label: 'Seats', type: 'NUMBER' },
  { key: 'email', label: 'Billing email', type: 'EMAIL' },
  { key: 'site', label: 'Website', type: 'URL' },
  { key: 'start', label: 'Start date', type: 'DATE' },
  { key: 'call', label: 'Kick-off call', type: 'DATETIME' },
  { key: 'terms', label: 'I accept the terms', type: 'BOOLEAN' },
  { key: 'plan', label: 'Plan', type: 'SELECT', required: true, choices: ['Starter', 'Growth', 'Scale'] },
  { key: 'services', label: 'Services', type: 'MULTI_SELECT', required: true, choices: ['Design', 'Build', 'Host', 'Support'] },
];

const formThenApprovalThenForm = () => ({
  nodes: [
    { id: 'intake', type: 'FORM', name: 'Tell us about you', config: { fields: EVERY_TYPE } },
    { id: 'check', type: 'APPROVAL', name: 'We check it', config: {} },
    { id: 'more', type: 'FORM', name: 'A few more details', config: { fields: [{ key: 'notes', label: 'Notes', type: 'LONG_TEXT' }] } },
  ],
  edges: [
    { from: 'intake', to: 'check' },
    { from: 'check', to: 'more' },
  ],
});

async function published(body: Record<string, unknown>) {
  const made = await t.rest('POST', '/v1/workflows', {
    token: owner.token,
    body: { portalId: portal.id, name: `Onboarding ${n++}`, graph: formThenApprovalThenForm(), ...body },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const pub = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: made.body.data.id, published: true } });
  expect(pub.status, JSON.stringify(pub.body)).toBe(200);
  return made.body.data as { id: string; slug: string };
}

const start = (token: string, workflowId: string, again?: boolean) =>
  t.rest('POST', '/v1/customer/workflows/runs', { token, body: { workflowId, ...(again === undefined ? {} : { again }) } });
const advance = (token: string, runId: string, stepId: string, answers: Record<string, unknown> = {}) =>
  t.rest('POST', '/v1/customer/workflows/runs/advance', { token, body: { runId, stepId, answers } });
const runsOf = async (workflowId: string, customerId: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(workflowRuns)
        .where(and(eq(workflowRuns.workflowId, workflowId), eq(workflowRuns.customerId, customerId)))
    )[0]!.n,
  );

const GOOD = {
  company: 'Acme',
  about: 'We make rockets.\nAnd roller skates.',
  seats: 12,
  email: 'billing@acme.test',
  site: 'https://acme.test',
  start: '2026-03-31',
  call: '2026-04-02T14:30:00.000Z',
  terms: true,
  plan: 'Growth',
  services: ['Host', 'Design'],
};

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp();
  portal = (await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Forms ${Date.now().toString(36)}` } })).body.data;
});
afterAll(() => t.close());

describe('a FORM step as the customer answers it', () => {
  it('presents every field type with its label, and each choice by its value', async () => {
    const wf = await published({ accessType: 'CUSTOMERS' });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await start(c.token, wf.id)).body.data;
    const fields = run.currentStep.content.fields;
    expect(fields.map((f: { label: string; type: string }) => `${f.label}:${f.type}`)).toEqual(
      EVERY_TYPE.map((f) => `${f.label}:${f.type}`),
    );
    expect(fields.find((f: { key: string }) => f.key === 'services').choices).toEqual([
      { value: 'Design' },
      { value: 'Build' },
      { value: 'Host' },
      { value: 'Support' },
    ]);
    expect(fields.find((f: { key: string }) => f.key === 'plan')).toMatchObject({
      required: true,
      choices: [{ value: 'Starter' }, { value: 'Growth' }, { value: 'Scale' }],
    });
    // GraphQL presents the same.
    const gql = await t.gql(`query($id: ID!) { myWorkflowRun(id: $id) { currentStep { content } } }`, { id: run.id }, c.token);
    expect(gql.body.data.myWorkflowRun.currentStep.content.fields).toEqual(fields);
  });

  it('checks choices: one of them for a Single select, a list of them for a Multiple select; the reason is on the field and nothing moves', async () => {
    const wf = await published({ accessType: 'CUSTOMERS' });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await start(c.token, wf.id)).body.data;
    const cases: Array<[Record<string, unknown>, Record<string, RegExp>]> = [
      [{ plan: 'Enterprise' }, { 'answers.plan': /"Enterprise" is not one of its choices \(Starter, Growth, Scale\)/ }],
      [{ plan: '' }, { 'answers.plan': /Please enter Plan/ }],
      [{ services: [] }, { 'answers.services': /Please enter Services/ }],
      [{ services: ['Design', 'Gardening'] }, { 'answers.services': /"Gardening" is not one of its choices/ }],
      // What the blank checkboxes sent: values without a name.
      [{ services: [null, null] }, { 'answers.services': /Services must be a list of its choices/ }],
      [{ seats: 'a dozen' }, { 'answers.seats': /must be a number/ }],
      [{ start: '31/03/2026' }, { 'answers.start': /date like 2026-03-31/ }],
      [{ call: '2026-04-02T14:30' }, { 'answers.call': /with its zone/ }],
      [{ email: 'not-an-address' }, { 'answers.email': /email address/ }],
    ];
    for (const [change, errors] of cases) {
      const res = await advance(c.token, run.id, 'intake', { ...GOOD, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      for (const [key, message] of Object.entries(errors)) expect(res.body.details[key], JSON.stringify(change)).toMatch(message);
    }
    const still = (await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: c.token })).body.data;
    expect(still).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'intake' }, steps: [] });

    // Choices match whatever the case; stored as the choice is written, in the choices' order.
    const ok = await advance(c.token, run.id, 'intake', { ...GOOD, plan: 'growth', services: ['support', 'Design'] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.steps[0].answer).toMatchObject({ plan: 'Growth', services: ['Design', 'Support'], terms: true, seats: 12 });
  });

  it('answers read back as the form asked them: every question in its order, empty ones as null', async () => {
    const wf = await published({ accessType: 'CUSTOMERS' });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await start(c.token, wf.id)).body.data;
    const { about: _about, site: _site, ...some } = GOOD;
    const done = await advance(c.token, run.id, 'intake', some);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const questions = done.body.data.steps[0].questions;
    expect(questions.map((q: { label: string }) => q.label)).toEqual(EVERY_TYPE.map((f) => f.label));
    expect(questions.find((q: { key: string }) => q.key === 'about')).toEqual({
      key: 'about',
      label: 'About you',
      type: 'LONG_TEXT',
      value: null,
    });
    expect(questions.find((q: { key: string }) => q.key === 'call')).toMatchObject({ type: 'DATETIME', value: '2026-04-02T14:30:00.000Z' });
    // The builder reads the same, over GraphQL too.
    const builder = await t.rest('GET', `/v1/workflows/runs/detail?id=${run.id}`, { token: owner.token });
    expect(builder.body.data.steps[0].questions).toEqual(questions);
    const gql = await t.gql(
      `query($id: ID!) { workflowRun(id: $id) { steps { questions { key label type value } } } }`,
      { id: run.id },
      owner.token,
    );
    expect(gql.body.data.workflowRun.steps[0].questions).toEqual(questions);
  });
});

describe('after an approval', () => {
  it('the approver’s comment reaches the next step’s customer and stays in the history', async () => {
    const wf = await published({ accessType: 'CUSTOMERS' });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await start(c.token, wf.id)).body.data;
    expect((await advance(c.token, run.id, 'intake', GOOD)).body.data.status).toBe('WAITING');
    const decided = await t.rest('POST', '/v1/workflows/runs/decide', {
      token: owner.token,
      body: { runId: run.id, decision: 'APPROVE', comment: 'Use the Growth plan’s onboarding pack.' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.lastDecision).toMatchObject({
      stepName: 'We check it',
      decision: 'APPROVED',
      comment: 'Use the Growth plan’s onboarding pack.',
    });
    const seen = (await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: c.token })).body.data;
    expect(seen).toMatchObject({
      status: 'IN_PROGRESS',
      currentStep: { id: 'more' },
      lastDecision: { decision: 'APPROVED', comment: 'Use the Growth plan’s onboarding pack.', decidedBy: 'Support team' },
    });
  });
});

describe('a finished run', () => {
  async function finish(token: string, workflowId: string) {
    const run = (await start(token, workflowId)).body.data;
    await advance(token, run.id, 'intake', GOOD);
    await t.rest('POST', '/v1/workflows/runs/decide', { token: owner.token, body: { runId: run.id, decision: 'APPROVE' } });
    const done = await advance(token, run.id, 'more', { notes: 'Thanks' });
    expect(done.body.data.status).toBe('COMPLETED');
    return run.id as string;
  }

  it('is what the workflow’s link answers afterwards, not a new blank run; starting again is refused unless the builder allows repeats', async () => {
    const wf = await published({ accessType: 'CUSTOMERS' });
    const c = await signInCustomer(t, owner.token, portal.id);
    const runId = await finish(c.token, wf.id);
    const again = await start(c.token, wf.id);
    expect(again.body.data).toMatchObject({ id: runId, status: 'COMPLETED', repeatable: false });
    expect(again.body.data.completedAt).toBeTruthy();
    const listed = (await t.rest('GET', '/v1/customer/workflows/list', { token: c.token })).body.data.find(
      (w: { id: string }) => w.id === wf.id,
    );
    expect(listed).toMatchObject({ repeatable: false, run: { id: runId, status: 'COMPLETED' } });
    const refused = await start(c.token, wf.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/can be done once/);
    expect(await runsOf(wf.id, c.id)).toBe(1);
  });

  it('may be followed by a new run where the builder allows repeats (a setting, off by default, over REST and GraphQL)', async () => {
    const wf = await published({ accessType: 'CUSTOMERS' });
    const detail = await t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(detail.body.data.allowRepeat).toBe(false);
    const c = await signInCustomer(t, owner.token, portal.id);
    const first = await finish(c.token, wf.id);
    const bad = await t.rest('PATCH', '/v1/workflows', { token: owner.token, body: { id: wf.id, allowRepeat: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.allowRepeat).toMatch(/true or false/);
    const set = await t.gql(
      `mutation($input: UpdateWorkflowInput!) { updateWorkflow(input: $input) { allowRepeat changedSincePublish } }`,
      { input: { id: wf.id, allowRepeat: true } },
      owner.token,
    );
    // A setting, not a change to the published steps.
    expect(set.body.data.updateWorkflow).toEqual({ allowRepeat: true, changedSincePublish: false });
    expect((await start(c.token, wf.id)).body.data).toMatchObject({ id: first, repeatable: true });
    const second = await start(c.token, wf.id, true);
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'intake' } });
    expect(second.body.data.id).not.toBe(first);
    // Under way: asking again answers the same run, never a third.
    expect((await start(c.token, wf.id, true)).body.data.id).toBe(second.body.data.id);
    expect(await runsOf(wf.id, c.id)).toBe(2);
  });
});

describe('the portal’s navigation', () => {
  it('links a workflow only for whom may start it: PUBLIC for all, CUSTOMERS for customers, ASSIGNED for the assigned; never while unpublished', async () => {
    const open = await published({ accessType: 'PUBLIC', name: 'Open form' });
    const customers = await published({ accessType: 'CUSTOMERS', name: 'Customers form' });
    const assigned = await published({ accessType: 'ASSIGNED', name: 'Assigned form' });
    const draft = (
      await t.rest('POST', '/v1/workflows', {
        token: owner.token,
        body: { portalId: portal.id, name: 'Draft form', graph: formThenApprovalThenForm(), accessType: 'CUSTOMERS' },
      })
    ).body.data;
    const item = (w: { id: string }, label: string, visibility: 'EVERYONE' | 'CUSTOMERS') => ({
      id: `n-${label.toLowerCase().replace(/\W+/g, '-')}`,
      label,
      kind: 'WORKFLOW',
      workflowId: w.id,
      visibility,
    });
    const layout = await t.rest('GET', `/v1/layout?portalId=${portal.id}`, { token: owner.token });
    const saved = await t.rest('PUT', '/v1/layout', {
      token: owner.token,
      body: {
        portalId: portal.id,
        revision: layout.body.data.revision,
        layout: {
          navigation: [
            item(open, 'Open', 'EVERYONE'),
            item(customers, 'Customers', 'EVERYONE'),
            item(assigned, 'Assigned', 'CUSTOMERS'),
            item(draft, 'Draft', 'CUSTOMERS'),
          ],
          header: { title: 'Hub' },
          footer: { text: '' },
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.rest('POST', '/v1/layout/publish', { token: owner.token, body: { portalId: portal.id } })).status).toBe(200);

    const allowed = await signInCustomer(t, owner.token, portal.id);
    const other = await signInCustomer(t, owner.token, portal.id);
    await t.rest('POST', '/v1/customer/users/assign-workflow', {
      token: owner.token,
      body: { customerId: allowed.id, workflowId: assigned.id },
    });
    const labels = async (token?: string) =>
      (await t.rest('GET', `/v1/public/site?portalSlug=${portal.slug}`, { token })).body.data.navigation.map(
        (i: { label: string }) => i.label,
      );
    expect(await labels()).toEqual(['Open']);
    expect(await labels(other.token)).toEqual(['Open', 'Customers']);
    expect(await labels(allowed.token)).toEqual(['Open', 'Customers', 'Assigned']);
    // The published HTML (the same for everyone) carries only the public part.
    const html = await t.app.inject({ method: 'GET', url: `/p/${portal.slug}`, headers: { host: 'localhost' } });
    expect(html.body).toContain(`/workflows/${open.slug}`);
    expect(html.body).not.toContain(`/workflows/${customers.slug}`);
  });
});
