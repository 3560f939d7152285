import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecords, workflowRuns } from '../../db/schema/index.js';
import { freshEmail, signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
let portal: { id: string; slug: string; name: string };
let collection: { id: string; fields: Array<{ key: string; type: string }> };

let n = 0;
const count = async (table: typeof collectionRecords) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

/** form → condition (budget > 1000?) → yes: approval → content; no: content. */
const graph = (collectionId: string | null) => ({
  nodes: [
    {
      id: 'form',
      type: 'FORM',
      name: 'Your project',
      config: {
        fields: [
          { key: 'company', label: 'Company', type: 'TEXT', required: true },
          { key: 'budget', label: 'Budget', type: 'NUMBER', required: true },
        ],
        collectionId,
        customerFieldKey: collectionId ? 'customer' : null,
      },
    },
    {
      id: 'big',
      type: 'CONDITION',
      name: 'Big budget?',
      config: { match: 'ALL', rules: [{ stepId: 'form', fieldKey: 'budget', op: 'gt', value: 1000 }] },
    },
    { id: 'approve', type: 'APPROVAL', name: 'Sales approves', config: { instructions: 'Check the budget.' } },
    { id: 'done', type: 'CONTENT', name: 'Welcome', config: { body: 'Welcome aboard.', confirmLabel: 'Finish' } },
  ],
  edges: [
    { from: 'form', to: 'big' },
    { from: 'big', to: 'approve', branch: 'yes' },
    { from: 'big', to: 'done', branch: 'no' },
    { from: 'approve', to: 'done' },
  ],
});

async function makeWorkflow(body: Record<string, unknown> = {}) {
  const res = await t.rest('POST', '/v1/workflows', {
    token: owner.token,
    body: { portalId: portal.id, name: `Onboarding ${n++}`, graph: graph(collection.id), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string; revision: number };
}

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
  portal = (await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Agency ${Date.now().toString(36)}` } })).body.data;
  const made = await t.rest('POST', '/v1/database', {
    token: owner.token,
    body: {
      portalId: portal.id,
      name: 'Projects',
      fields: [
        { key: 'company', label: 'Company', type: 'TEXT', required: true },
        { key: 'budget', label: 'Budget', type: 'NUMBER' },
        { key: 'customer', label: 'Customer', type: 'CUSTOMER' },
      ],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  collection = made.body.data;
});
afterAll(() => t.close());

describe('a workflow, drawn and published', () => {
  it('is created with a slug from its name, saved over its revision, and refuses a stale save', async () => {
    const wf = await makeWorkflow({ name: 'Client onboarding!' });
    expect(wf.slug).toMatch(/^client-onboarding/);
    const saved = await t.rest('PATCH', '/v1/workflows', {
      token: owner.token,
      body: { id: wf.id, graph: graph(null), revision: wf.revision },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.revision).toBe(wf.revision + 1);
    const stale = await t.rest('PATCH', '/v1/workflows', {
      token: owner.token,
      body: { id: wf.id, graph: graph(collection.id), revision: wf.revision },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/another tab/);
    const now = await t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(now.body.data.graph.nodes[0].config.collectionId).toBeNull();
  });

  it('cannot be published with problems, each named on its step; nothing is published', async () => {
    const broken = graph(null);
    broken.nodes[0]!.config = { fields: [], collectionId: null, customerFieldKey: null };
    broken.edges = broken.edges.filter((e) => e.to !== 'done' || e.from !== 'approve');
    broken.nodes.push({ id: 'lost', type: 'CONTENT', name: 'Lost', config: { body: 'x', confirmLabel: 'Ok' } });
    broken.edges.push({ from: 'lost', to: 'done' });
    const wf = await makeWorkflow({ graph: broken });
    const detail = await t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(detail.body.data.problems.length).toBeGreaterThan(0);
    const res = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    expect(res.status).toBe(400);
    expect(res.body.details['graph.nodes.form']).toMatch(/at least one field/);
    expect(Object.keys(res.body.details).join(' ')).toMatch(/graph/);
    const after = await t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(after.body.data.published).toBe(false);
  });

  it('refuses a draft with unknown steps, arrows to nowhere, NUL text or a bad config, writing nothing', async () => {
    const wf = await makeWorkflow();
    const bad = [
      { nodes: [{ id: 'a', type: 'SCRIPT', name: 'Run code' }], edges: [] },
      { nodes: [{ id: 'a', type: 'CONTENT', name: 'A' }], edges: [{ from: 'a', to: 'zz' }] },
      { nodes: [{ id: 'a', type: 'CONTENT', name: 'A', config: { body: 'x\u0000y' } }], edges: [] },
      { nodes: [{ id: 'a', type: 'FORM', name: 'A', config: { fields: [{ label: 'X', type: 'WEIRD' }] } }], edges: [] },
      { nodes: [{ id: 'a b', type: 'CONTENT', name: 'A' }], edges: [] },
    ];
    for (const g of bad) {
      const res = await t.rest('PATCH', '/v1/workflows', { token: owner.token, body: { id: wf.id, graph: g, revision: wf.revision } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
    }
    const still = await t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(still.body.data.revision).toBe(wf.revision);
  });

  it('duplicates as “Name (copy)”, unpublished, with a fresh slug; the slug is unique per portal', async () => {
    const wf = await makeWorkflow({ name: 'Intake' });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const copy = await t.rest('POST', '/v1/workflows/duplicate', { token: owner.token, body: { id: wf.id } });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'Intake (copy)', published: false, runsInProgress: 0 });
    expect(copy.body.data.slug).not.toBe(wf.slug);
    expect(copy.body.data.graph.nodes).toHaveLength(4);
    const taken = await t.rest('PUT', '/v1/workflows/slug', { token: owner.token, body: { id: copy.body.data.id, slug: wf.slug } });
    expect(taken.status).toBe(409);
    const renamed = await t.rest('PUT', '/v1/workflows/step/node-name', {
      token: owner.token,
      body: { workflowId: wf.id, stepId: 'approve', name: 'Manager approves' },
    });
    expect(renamed.body.data.graph.nodes.find((x: { id: string }) => x.id === 'approve').name).toBe('Manager approves');
    expect(renamed.body.data.changedSincePublish).toBe(true);
    const missing = await t.rest('PUT', '/v1/workflows/step/node-name', {
      token: owner.token,
      body: { workflowId: wf.id, stepId: 'nope', name: 'X' },
    });
    expect(missing.status).toBe(400);
  });

  it('another builder sees none of it', async () => {
    const wf = await makeWorkflow();
    for (const call of [
      t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: stranger.token }),
      t.rest('GET', `/v1/workflows/list?portalId=${portal.id}`, { token: stranger.token }),
      t.rest('POST', '/v1/workflows/publish', { token: stranger.token, body: { id: wf.id, published: true } }),
      t.rest('DELETE', `/v1/workflows?id=${wf.id}`, { token: stranger.token }),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
    }
  });
});

describe('a run, walked by a customer', () => {
  it('form (a record with the customer) → condition → approval (waits, builders mailed) → approved (customer mailed) → content → completed', async () => {
    const wf = await makeWorkflow({ accessType: 'ASSIGNED' });
    expect((await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } })).status).toBe(200);
    const a1 = await signInCustomer(t, owner.token, portal.id, freshEmail('a1'), 'Ada One');
    const a2 = await signInCustomer(t, owner.token, portal.id, freshEmail('a2'), 'Al Two');

    // Not assigned: not offered, cannot be started.
    expect(
      (await t.rest('GET', '/v1/customer/workflows/list', { token: a1.token })).body.data.map((w: { id: string }) => w.id),
    ).not.toContain(wf.id);
    expect((await t.rest('POST', '/v1/customer/workflows/runs', { token: a1.token, body: { workflowId: wf.id } })).status).toBe(404);

    const assigned = await t.rest('POST', '/v1/customer/users/assign-workflow', {
      token: owner.token,
      body: { customerId: a1.id, workflowId: wf.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.id).toBe(a1.id);
    const offered = (await t.rest('GET', '/v1/customer/workflows/list', { token: a1.token })).body.data;
    expect(offered.find((w: { id: string }) => w.id === wf.id)).toMatchObject({ run: null });
    expect(
      (await t.rest('GET', '/v1/customer/workflows/list', { token: a2.token })).body.data.map((w: { id: string }) => w.id),
    ).not.toContain(wf.id);

    const started = await t.rest('POST', '/v1/customer/workflows/runs', { token: a1.token, body: { workflowId: wf.id } });
    expect(started.status).toBe(201);
    const run = started.body.data;
    expect(run).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'form', type: 'FORM' } });
    expect(run.currentStep.content.fields.map((f: { label: string }) => f.label)).toEqual(['Company', 'Budget']);
    // Starting again resumes the same run.
    expect((await t.rest('POST', '/v1/customer/workflows/runs', { token: a1.token, body: { workflowId: wf.id } })).body.data.id).toBe(
      run.id,
    );

    // Answers that break the form's rules: clear errors, nothing written.
    const records = await count(collectionRecords);
    const bad = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a1.token,
      body: { runId: run.id, stepId: 'form', answers: { budget: 'lots' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({
      'answers.company': expect.stringMatching(/Company/),
      'answers.budget': expect.any(String),
    });
    expect(await count(collectionRecords)).toBe(records);
    // Someone else's run, or a step that does not exist.
    expect(
      (
        await t.rest('POST', '/v1/customer/workflows/runs/advance', {
          token: a2.token,
          body: { runId: run.id, stepId: 'form', answers: {} },
        })
      ).status,
    ).toBe(404);
    expect((await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: a2.token })).status).toBe(404);
    const nowhere = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a1.token,
      body: { runId: run.id, stepId: 'nope', answers: {} },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.details.stepId).toBeDefined();

    const mailsBefore = t.smtp.received.length;
    const formDone = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a1.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Acme', budget: 5000 } },
    });
    expect(formDone.status, JSON.stringify(formDone.body)).toBe(200);
    expect(formDone.body.data).toMatchObject({ status: 'WAITING', currentStep: { id: 'approve', type: 'APPROVAL', content: {} } });
    expect(await count(collectionRecords)).toBe(records + 1);
    const [record] = await t.database.db
      .select()
      .from(collectionRecords)
      .where(sql`${collectionRecords.collectionId} = ${collection.id}`);
    expect(record!.data).toMatchObject({ company: 'Acme', budget: 5000, customer: a1.id });

    // The same step twice (another tab), and advancing a waiting run: CONFLICT, nothing written.
    const again = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a1.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Acme', budget: 5000 } },
    });
    expect(again.status).toBe(409);
    expect(await count(collectionRecords)).toBe(records + 1);
    const waiting = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a1.token,
      body: { runId: run.id, stepId: 'approve' },
    });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toMatch(/waiting/);

    await t.drainJobs();
    const ask = t.smtp.received.slice(mailsBefore).find((m) => m.to.includes(owner.email));
    expect(ask?.text).toMatch(/waits for your decision/);

    // The builder's queue, then approval.
    const queue = await t.rest('GET', `/v1/workflows/runs?workflowId=${wf.id}&status=WAITING`, { token: owner.token });
    expect(queue.body.data.items.map((r: { id: string }) => r.id)).toEqual([run.id]);
    expect(queue.body.data.items[0]).toMatchObject({ customer: { id: a1.id, name: 'Ada One' }, currentStep: { name: 'Sales approves' } });
    expect(
      (await t.rest('POST', '/v1/workflows/runs/decide', { token: stranger.token, body: { runId: run.id, decision: 'APPROVE' } })).status,
    ).toBe(404);
    const approved = await t.rest('POST', '/v1/workflows/runs/decide', {
      token: owner.token,
      body: { runId: run.id, decision: 'APPROVE', comment: 'Looks good.' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'done' } });
    expect(
      (await t.rest('POST', '/v1/workflows/runs/decide', { token: owner.token, body: { runId: run.id, decision: 'APPROVE' } })).status,
    ).toBe(409);
    await t.drainJobs();
    const told = t.smtp.received.filter((m) => m.to.includes(a1.email)).pop();
    expect(told?.text).toMatch(/approved/);
    expect(told?.text).toContain(`/p/${portal.slug}/runs/${run.id}`);

    const finished = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a1.token,
      body: { runId: run.id, stepId: 'done' },
    });
    expect(finished.body.data).toMatchObject({ status: 'COMPLETED', currentStep: null });
    expect(finished.body.data.steps.map((s: { id: string }) => s.id)).toEqual(['form', 'approve', 'done']);
    expect(finished.body.data.steps[1].answer).toMatchObject({ decision: 'APPROVED', comment: 'Looks good.' });

    const list = (await t.rest('GET', `/v1/workflows/list?portalId=${portal.id}`, { token: owner.token })).body.data;
    expect(list.find((w: { id: string }) => w.id === wf.id)).toMatchObject({ runsCompleted: 1, runsInProgress: 0, awaitingApproval: 0 });

    const csv = await t.rest('GET', `/v1/workflows/runs/export?workflowId=${wf.id}`, { token: owner.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Your project: Company');
    expect(String(csv.body)).toContain('Acme');

    // A small budget skips the approval.
    await t.rest('POST', '/v1/customer/users/assign-workflow', { token: owner.token, body: { customerId: a2.id, workflowId: wf.id } });
    const small = (await t.rest('POST', '/v1/customer/workflows/runs', { token: a2.token, body: { workflowId: wf.id } })).body.data;
    const skipped = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: a2.token,
      body: { runId: small.id, stepId: 'form', answers: { company: 'Tiny', budget: 10 } },
    });
    expect(skipped.body.data).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'done' } });

    // Deleting answers the workflow as it was, with the runs that went with it.
    const gone = await t.rest('DELETE', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(gone.body.data).toMatchObject({ id: wf.id });
    expect(gone.body.data.runsInProgress + gone.body.data.runsCompleted).toBe(2);
  });

  it('a rejected run ends with the comment; a reject needs a comment', async () => {
    const wf = await makeWorkflow({ accessType: 'CUSTOMERS' });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: c.token, body: { workflowId: wf.id } })).body.data;
    await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: c.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Big', budget: 9999 } },
    });
    const bare = await t.rest('POST', '/v1/workflows/runs/decide', { token: owner.token, body: { runId: run.id, decision: 'REJECT' } });
    expect(bare.status).toBe(400);
    const rejected = await t.rest('POST', '/v1/workflows/runs/decide', {
      token: owner.token,
      body: { runId: run.id, decision: 'REJECT', comment: 'Over budget.' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'CANCELLED', currentStep: null });
    const seen = await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: c.token });
    expect(seen.body.data.steps.pop().answer).toMatchObject({ decision: 'REJECTED', comment: 'Over budget.' });
  });

  it('the customer reads who decided as “Support team”, like ticket replies, never the teammate’s name', async () => {
    const wf = await makeWorkflow({ accessType: 'CUSTOMERS', graph: graph(null) });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: c.token, body: { workflowId: wf.id } })).body.data;
    await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: c.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Big', budget: 9999 } },
    });
    await t.rest('POST', '/v1/workflows/runs/decide', { token: owner.token, body: { runId: run.id, decision: 'APPROVE' } });
    const theirs = await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: c.token });
    expect(theirs.body.data.steps[1].answer).toEqual({ decision: 'APPROVED', comment: '', decidedBy: 'Support team' });
    expect(JSON.stringify(theirs.body)).not.toContain('Olive');
    const gql = await t.gql(`query ($id: ID!) { myWorkflowRun(id: $id) { steps { answer } } }`, { id: run.id }, c.token);
    expect(gql.body.errors, JSON.stringify(gql.body)).toBeUndefined();
    expect(gql.body.data.myWorkflowRun.steps[1].answer.decidedBy).toBe('Support team');
    // The team still sees who it was.
    const ours = await t.rest('GET', `/v1/workflows/runs/detail?id=${run.id}`, { token: owner.token });
    expect(ours.body.data.steps[1].answer.decidedBy).toBe('Olive Owner');

    // A visitor's run, read by its resume link.
    const pub = await makeWorkflow({ accessType: 'PUBLIC', graph: graph(null) });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: pub.id, published: true } });
    const started = await t.rest('POST', '/v1/public/workflows/runs', {
      body: { portalSlug: portal.slug, workflowId: pub.id, email: freshEmail('visitor') },
    });
    const token = started.body.data.resumeToken as string;
    await t.rest('POST', '/v1/public/workflows/runs/advance', { body: { token, stepId: 'form', answers: { company: 'V', budget: 5000 } } });
    const decided = await t.rest('POST', '/v1/workflows/runs/decide', {
      token: owner.token,
      body: { runId: started.body.data.run.id, decision: 'REJECT', comment: 'Not now.' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const visitor = await t.rest('GET', `/v1/public/workflows/runs?token=${encodeURIComponent(token)}`);
    expect(visitor.body.data.steps.pop().answer).toEqual({ decision: 'REJECTED', comment: 'Not now.', decidedBy: 'Support team' });
    expect(JSON.stringify(visitor.body)).not.toContain('Olive');
  });

  it('a run keeps the version it started on when the workflow is published again', async () => {
    const wf = await makeWorkflow({ accessType: 'CUSTOMERS' });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: c.token, body: { workflowId: wf.id } })).body.data;
    await t.rest('PUT', '/v1/workflows/step/node-name', {
      token: owner.token,
      body: { workflowId: wf.id, stepId: 'form', name: 'Renamed' },
    });
    const v2 = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    expect(v2.body.data.publishedVersion).toBe(2);
    const same = await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: c.token });
    expect(same.body.data).toMatchObject({ version: 1, currentStep: { name: 'Your project' } });
  });

  it('a visitor starts a PUBLIC workflow with an email and resumes by the emailed link', async () => {
    const wf = await makeWorkflow({ accessType: 'PUBLIC', graph: graph(null) });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const listed = await t.rest('GET', `/v1/public/workflows/list?portalSlug=${portal.slug}`);
    expect(listed.body.data.map((w: { id: string }) => w.id)).toContain(wf.id);
    const email = freshEmail('visitor');
    const started = await t.rest('POST', '/v1/public/workflows/runs', { body: { portalSlug: portal.slug, workflowId: wf.id, email } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await t.drainJobs();
    const mail = t.smtp.received.filter((m) => m.to.includes(email)).pop()!;
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail.text)![1]!);
    expect(token).toBe(started.body.data.resumeToken);
    const resumed = await t.rest('GET', `/v1/public/workflows/runs?token=${encodeURIComponent(token)}`);
    expect(resumed.body.data).toMatchObject({ id: started.body.data.run.id, visitorEmail: email, currentStep: { id: 'form' } });
    const moved = await t.rest('POST', '/v1/public/workflows/runs/advance', {
      body: { token, stepId: 'form', answers: { company: 'V', budget: 1 } },
    });
    expect(moved.body.data.currentStep.id).toBe('done');
    expect((await t.rest('GET', '/v1/public/workflows/runs?token=not-a-real-token-at-all')).status).toBe(404);
    // A CUSTOMERS workflow is not for visitors.
    const members = await makeWorkflow({ accessType: 'CUSTOMERS', graph: graph(null) });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: members.id, published: true } });
    expect(
      (await t.rest('POST', '/v1/public/workflows/runs', { body: { portalSlug: portal.slug, workflowId: members.id, email } })).status,
    ).toBe(404);
  });

  it('a visitor’s link is checked against the workflow each time: made ASSIGNED or unpublished, it answers NOT_FOUND and writes nothing', async () => {
    // The form writes a record: a refused step must not.
    const wf = await makeWorkflow({ accessType: 'PUBLIC' });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const started = await t.rest('POST', '/v1/public/workflows/runs', {
      body: { portalSlug: portal.slug, workflowId: wf.id, email: freshEmail('visitor') },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { resumeToken: token, run } = started.body.data;
    const read = () => t.rest('GET', `/v1/public/workflows/runs?token=${encodeURIComponent(token)}`);
    const step = () =>
      t.rest('POST', '/v1/public/workflows/runs/advance', { body: { token, stepId: 'form', answers: { company: 'V', budget: 5 } } });
    const upload = () =>
      t.upload('POST', '/v1/public/workflows/runs/files', {
        fields: { token, stepId: 'form', fieldKey: 'company' },
        file: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.pdf', contentType: 'application/pdf' },
      });
    const runRow = async () => (await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, run.id)))[0];
    expect((await read()).status).toBe(200);

    const access = await t.rest('PUT', '/v1/workflows/accessType', { token: owner.token, body: { id: wf.id, accessType: 'ASSIGNED' } });
    expect(access.status, JSON.stringify(access.body)).toBe(200);
    const [records, before] = [await count(collectionRecords), await runRow()];
    for (const refused of [await step(), await read(), await upload()]) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
    expect(await count(collectionRecords)).toBe(records);
    expect(await runRow()).toEqual(before);

    // Unpublished, even PUBLIC again, it is refused the same way.
    await t.rest('PUT', '/v1/workflows/accessType', { token: owner.token, body: { id: wf.id, accessType: 'PUBLIC' } });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: false } });
    expect((await step()).status).toBe(404);
    expect(await runRow()).toEqual(before);

    // Open to visitors again, the same link goes on from where it stood.
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const moved = await step();
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.currentStep.id).toBe('done');
    expect(await count(collectionRecords)).toBe(records + 1);
  });

  it('a condition on the customer’s context routes gold customers one way and the rest the other', async () => {
    const g = {
      nodes: [
        { id: 'hello', type: 'CONTENT', name: 'Hello', config: { body: 'Hi.' } },
        {
          id: 'gold',
          type: 'CONDITION',
          name: 'Gold plan?',
          config: { match: 'ALL', rules: [{ stepId: '$customer', fieldKey: 'plan', op: 'eq', value: 'gold' }] },
        },
        { id: 'vip', type: 'CONTENT', name: 'VIP lounge', config: { body: 'Welcome, gold member.' } },
        { id: 'std', type: 'CONTENT', name: 'Standard', config: { body: 'Welcome.' } },
      ],
      edges: [
        { from: 'hello', to: 'gold' },
        { from: 'gold', to: 'vip', branch: 'yes' },
        { from: 'gold', to: 'std', branch: 'no' },
      ],
    };
    const wf = await makeWorkflow({ accessType: 'CUSTOMERS', graph: g });
    const published = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const gold = await signInCustomer(t, owner.token, portal.id);
    await t.rest('PUT', '/v1/customer/users/context', { token: owner.token, body: { id: gold.id, context: { plan: 'Gold' } } });
    const plain = await signInCustomer(t, owner.token, portal.id);
    for (const [c, expected] of [
      [gold, 'vip'],
      [plain, 'std'],
    ] as const) {
      const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: c.token, body: { workflowId: wf.id } })).body.data;
      const next = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
        token: c.token,
        body: { runId: run.id, stepId: 'hello' },
      });
      expect(next.body.data.currentStep.id).toBe(expected);
    }
  });

  it('refuses answers with NUL characters or out-of-range values, writing nothing', async () => {
    const wf = await makeWorkflow({ accessType: 'CUSTOMERS', graph: graph(null) });
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } });
    const c = await signInCustomer(t, owner.token, portal.id);
    const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: c.token, body: { workflowId: wf.id } })).body.data;
    for (const answers of [
      { company: 'A\u0000B', budget: 1 },
      { company: 'A', budget: Number.POSITIVE_INFINITY },
      { company: 'A', budget: '9'.repeat(400) },
      'not an object',
    ]) {
      const res = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
        token: c.token,
        body: { runId: run.id, stepId: 'form', answers },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    const still = await t.rest('GET', `/v1/customer/workflows/runs?id=${run.id}`, { token: c.token });
    expect(still.body.data).toMatchObject({ status: 'IN_PROGRESS', currentStep: { id: 'form' }, steps: [] });
  });

  it('GraphQL answers the same workflow as REST', async () => {
    const wf = await makeWorkflow();
    const gql = await t.gql(
      'query($id: ID!) { workflow(id: $id) { id slug revision graph { nodes { id type name config position { x y } } edges { from to branch } } problems { nodeId message } } }',
      { id: wf.id },
      owner.token,
    );
    const rest = await t.rest('GET', `/v1/workflows?id=${wf.id}`, { token: owner.token });
    expect(gql.body.data.workflow.graph).toEqual(rest.body.data.graph);
    expect(gql.body.data.workflow.problems).toEqual(rest.body.data.problems);
    const published = await t.gql(
      'mutation($i: PublishWorkflowInput!) { publishWorkflow(input: $i) { published publishedVersion } }',
      { i: { id: wf.id, published: true } },
      owner.token,
    );
    expect(published.body.data.publishWorkflow).toEqual({ published: true, publishedVersion: 1 });
  });
});
