import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail } from '../helpers/customers.js';
import { databaseUser } from '../helpers/database.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

// An input with tens of thousands of unknown keys is refused in milliseconds with a short answer:
// the first few problems and how many more, never an error per key that repeats the whole value.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const manyKeys = (n: number, base: Record<string, unknown> = {}) => {
  const value: Record<string, unknown> = { ...base };
  for (let i = 0; i < n; i++) value[`f${i.toString(36)}`] = 0;
  return value;
};

/** Runs the request while /healthz is asked too, and returns both answers and their times. */
async function timed(send: () => Promise<Call>) {
  const started = performance.now();
  const pending = send().then((res) => ({ res, ms: performance.now() - started }));
  // Asked while the big request is being handled: it must not wait for it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const health = t.rest('GET', '/healthz').then((res) => ({ res, ms: performance.now() - started }));
  const [answer, healthz] = await Promise.all([pending, health]);
  return { ...answer, size: JSON.stringify(answer.res.body).length, healthMs: healthz.ms, healthStatus: healthz.res.status };
}

function expectShortRefusal(got: Awaited<ReturnType<typeof timed>>, more: RegExp, label: string, status = 400) {
  const summary = { label, status: got.res.status, fast: got.ms < 1000, small: got.size < 16_000, healthy: got.healthMs < 1000 };
  expect(summary, `${label}: ${Math.round(got.ms)} ms, ${got.size} bytes, healthz after ${Math.round(got.healthMs)} ms`).toEqual({
    label,
    status,
    fast: true,
    small: true,
    healthy: true,
  });
  expect(got.healthStatus).toBe(200);
  const message: string = got.res.body.message ?? got.res.body.errors?.[0]?.message;
  expect(message, label).toMatch(more);
}

describe('tens of thousands of unknown keys', () => {
  it('GraphQL login with 60,000 unknown input fields: the first five and how many more, in milliseconds', async () => {
    const input = manyKeys(60_000, { email: 'a@example.com', password: 'correct horse battery' });
    const got = await timed(() => t.gql('mutation($i: LoginInput!){ login(input:$i){ token } }', { i: input }));
    expectShortRefusal(got, /and 59,995 more/, 'graphql login');
    const error = got.res.body.errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error.extensions.details)).toHaveLength(5);
    expect(error.extensions.details['i.f0']).toMatch(/not a field/);
    expect(got.res.body.errors).toHaveLength(1);
  });

  it('REST login with 40,000 unknown keys', async () => {
    const body = manyKeys(40_000, { email: 'a@example.com', password: 'correct horse battery' });
    const got = await timed(() => t.rest('POST', '/v1/auth/login', { body }));
    expectShortRefusal(got, /40,002 fields; at most 1,000/, 'rest login');
    expect(got.res.body.code).toBe('BAD_USER_INPUT');
    expect(got.res.body.details).toEqual({ _: expect.stringMatching(/40,002 fields/) });
  });

  it('a public workflow advanced with 75,000 unknown answer keys', async () => {
    const owner = await t.signUp();
    const portal = (await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Amp ${Date.now().toString(36)}` } })).body.data;
    const made = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: 'Sign up',
        accessType: 'PUBLIC',
        graph: {
          nodes: [
            {
              id: 'form',
              type: 'FORM',
              name: 'You',
              config: {
                fields: [{ key: 'company', label: 'Company', type: 'TEXT', required: true }],
                collectionId: null,
                customerFieldKey: null,
              },
            },
            { id: 'done', type: 'CONTENT', name: 'Thanks', config: { body: 'Thanks.', confirmLabel: 'Finish' } },
          ],
          edges: [{ from: 'form', to: 'done' }],
        },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: made.body.data.id, published: true } });
    const started = await t.rest('POST', '/v1/public/workflows/runs', {
      body: { portalSlug: portal.slug, workflowId: made.body.data.id, email: freshEmail('amp') },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const token = started.body.data.resumeToken;
    const answers = manyKeys(75_000, { company: 'Acme' });
    const got = await timed(() => t.rest('POST', '/v1/public/workflows/runs/advance', { body: { token, stepId: 'form', answers } }));
    expectShortRefusal(got, /75,001 fields; at most 1,000/, 'workflow advance');
    expect(got.res.body.details).toEqual({ answers: expect.stringMatching(/75,001 fields/) });
    const run = await t.rest('GET', `/v1/public/workflows/runs?token=${encodeURIComponent(token)}`);
    expect(run.body.data.currentStep.id).toBe('form');
  });

  it('a record created with 50,000 unknown data keys', async () => {
    const u = await databaseUser(t);
    const c = await u.collection([{ key: 'name', label: 'Name', type: 'TEXT' }]);
    const data = manyKeys(50_000, { name: 'Ada' });
    const got = await timed(() => t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: c.id, data } }));
    expectShortRefusal(got, /50,001 fields; at most 1,000/, 'record create');
    expect(got.res.body.details).toEqual({ data: expect.stringMatching(/50,001 fields/) });
    const list = await t.rest('GET', `/v1/database/records?collectionId=${c.id}`, { token: u.token });
    expect(list.body.data.records ?? list.body.data.edges ?? list.body.data.items).toHaveLength(0);
  });

  it('a public booking with 60,000 unknown answer keys, and one with 900 (under the edge’s limit)', async () => {
    const host = await t.signUp();
    const made = await t.rest('POST', '/v1/services', {
      token: host.token,
      body: { title: 'Intro', durationMinutes: 30, questions: [{ label: 'Topic', type: 'TEXT' }] },
    });
    const book = (answers: Record<string, unknown>) => ({
      serviceId: made.body.data.id,
      start: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timezone: 'UTC',
      name: 'Grace',
      email: 'grace@example.com',
      answers,
    });
    const flood = await timed(() => t.rest('POST', '/v1/calls/book', { body: book(manyKeys(60_000)) }));
    expectShortRefusal(flood, /60,000 fields; at most 1,000/, 'booking');
    const some = await timed(() => t.rest('POST', '/v1/calls/book', { body: book(manyKeys(900, { topic: 'Hi' })) }));
    expectShortRefusal(some, /answers/, 'booking with 900 answers');
    expect((await t.rest('GET', '/v1/calls/upcoming', { token: host.token })).body.data.items).toEqual([]);
  });
});

describe('fewer unknown keys than the edge refuses outright: still a short answer', () => {
  it('REST login with 500 unknown keys names five and counts the rest', async () => {
    const body = manyKeys(500, { email: 'a@example.com', password: 'correct horse battery' });
    const got = await timed(() => t.rest('POST', '/v1/auth/login', { body }));
    expectShortRefusal(got, /and 495 more unknown fields/, 'rest login 500');
    expect(Object.keys(got.res.body.details)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
    expect(got.res.body.details.f0).toBe('f0 is not a field of this request — remove it.');
  });

  it('a record created over GraphQL with 900 unknown data keys names five and counts the rest, writing nothing', async () => {
    const u = await databaseUser(t);
    const c = await u.collection([{ key: 'name', label: 'Name', type: 'TEXT' }]);
    const data = manyKeys(900, { name: 'Ada' });
    const got = await timed(() =>
      t.gql(
        'mutation($c: ID!, $d: JSONObject!){ createRecord(input: { collectionId: $c, data: $d }){ id } }',
        { c: c.id, d: data },
        u.token,
      ),
    );
    expectShortRefusal(got, /and 895 more/, 'graphql record create 900', 200);
    expect(Object.keys(got.res.body.errors[0].extensions.details)).toHaveLength(5);
    expect(got.res.body.errors[0].extensions.details['data.f0']).toMatch(/not a field of this collection/);
    const count = await t.rest('GET', `/v1/database/records/count?collectionId=${c.id}`, { token: u.token });
    expect(count.body.data.count).toBe(0);
  });

  it('GraphQL: 500 unknown fields written in the document give at most ten errors', async () => {
    const extra = Array.from({ length: 500 }, (_, i) => `f${i}: 0`).join(' ');
    const got = await timed(() =>
      t.gql(`mutation { login(input: { email: "a@example.com", password: "correct horse", ${extra} }) { token } }`),
    );
    expectShortRefusal(got, /not defined by type "LoginInput"/, 'graphql literal 500');
    expect(got.res.body.errors).toHaveLength(10);
    expect(got.res.body.errors[9].message).toMatch(/^… and \d+ more errors/);
  });

  it('GraphQL: an unknown field with a 300,000-character name is not echoed whole', async () => {
    const name = 'f'.repeat(300_000);
    const got = await timed(() =>
      t.gql(`mutation { login(input: { email: "a@example.com", password: "correct horse", ${name}: 0 }) { token } }`),
    );
    expectShortRefusal(got, /^Field "f{80}…" is not defined by type "LoginInput"/, 'graphql long name');
  });

  it('a record filter with 5,000 keys in a condition is refused in one short answer', async () => {
    const u = await databaseUser(t);
    const c = await u.collection([{ key: 'name', label: 'Name', type: 'TEXT' }]);
    const filter = encodeURIComponent(JSON.stringify([manyKeys(5000, { field: 'name', op: 'eq', value: 'x' })]));
    const got = await timed(() => t.rest('GET', `/v1/database/records?collectionId=${c.id}&filter=${filter}`, { token: u.token }));
    expectShortRefusal(got, /5,003 fields; at most 1,000/, 'filter keys');
    expect(got.res.body.details).toEqual({ 'filter.0': expect.stringMatching(/5,003 fields/) });
  });

  it('a collection with 25 required fields left empty: 20 fields named in details, five in the message, the rest counted', async () => {
    const u = await databaseUser(t);
    const fields = Array.from({ length: 25 }, (_, i) => ({ key: `f${i}`, label: `Field ${i}`, type: 'TEXT', required: true }));
    const c = await u.collection(fields);
    const res = await t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: c.id, data: {} } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details)).toHaveLength(20);
    expect(res.body.details['data.f0']).toBe('Please enter Field 0.');
    expect(res.body.message).toBe('Please fix 25 fields: data.f0, data.f1, data.f2, data.f3, data.f4 and 20 more.');
  });
});
