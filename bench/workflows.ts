// The workflows part of `npm run bench`: "advance a run by one step" over REST and GraphQL next to
// raw SQL making the same writes, one request at a time, and the editor's load of a published
// workflow of 200 steps; SQL statements per request at 8 and at 200 steps. See bench/README.md.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Kit, Server } from './records.js';

const STEPS = 200;
// A short chain to compare with (long enough that the counted requests never complete a run).
const SMALL = 8;
const OTHER_RUNS = 10_000;
const REQUESTS = 300;
const WARMUP = 100;

/** A chain of `n` steps, FORM (one required text field) and CONTENT in turn. */
function chain(n: number) {
  const nodes = Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? {
          id: `s${i}`,
          type: 'FORM',
          name: `Question ${i}`,
          config: { fields: [{ key: 'answer', label: 'Answer', type: 'TEXT', required: true }] },
        }
      : { id: `s${i}`, type: 'CONTENT', name: `Page ${i}`, config: { body: `Read this, page ${i}.` } },
  );
  const edges = nodes.slice(1).map((node, i) => ({ from: nodes[i]!.id, to: node.id }));
  return { nodes, edges };
}

const RUN_FIELDS = 'id status currentStep { id name type content } steps { id name type answer at } createdAt updatedAt completedAt';
const LOAD_QUERY = (id: string) =>
  JSON.stringify({
    query: `query($id: ID!) { workflow(id: $id) { id name revision graph { nodes { id type name config position { x y } } edges { from to branch } } problems { nodeId message } } }`,
    variables: { id },
  });

/** Runs `next` n times, one at a time; the durations in ms, sorted. */
export async function timeAll(next: () => Promise<unknown>, n: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await next();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
}
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

export async function workflowsBench(kit: Kit): Promise<{ lines: string[]; ok: boolean }> {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  let portico = await kit.startPortico(true);
  const api = async (method: string, url: string, body?: unknown, token = kit.token) => {
    const res = await fetch(portico.url + url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: any };
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };

  kit.step(`Workflows: publishing ${STEPS} steps and ${SMALL} steps, seeding ${OTHER_RUNS.toLocaleString('en')} runs …`);
  const portal = await api('POST', '/v1/portal', { name: `Workflows bench ${process.pid}` });
  const make = async (n: number) => {
    const w = await api('POST', '/v1/workflows', { portalId: portal.id, name: `Chain of ${n}`, accessType: 'CUSTOMERS', graph: chain(n) });
    await api('POST', '/v1/workflows/publish', { id: w.id, published: true });
    return w.id as string;
  };
  const big = await make(STEPS);
  const small = await make(SMALL);

  /** A customer with a session made here (the token is the bench's, its hash in customer_sessions). */
  const customer = async (name: string) => {
    const c = await api('POST', '/v1/customer/users', {
      portalId: portal.id,
      email: `${name}-${process.pid}@example.com`,
      name,
      sendInvite: false,
    });
    const token = `pcs_${randomBytes(32).toString('base64url')}`; // the customer token's prefix (customer.auth.ts)
    await kit.db`insert into customer_sessions (portal_id, customer_id, token_hash, expires_at)
      values (${portal.id}, ${c.id}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '1 day')`;
    return { id: c.id as string, token };
  };
  const seed = await customer('seed');
  await kit.db`insert into workflow_runs (workflow_id, portal_id, version, customer_id, status, current_step_id)
    select ${big}, ${portal.id}, 1, ${seed.id}, 'IN_PROGRESS', 's' || (g % ${STEPS}) from generate_series(1, ${OTHER_RUNS}) g`;

  /** One customer walking runs of a workflow: each call answers the next step, starting a new run when one completes. */
  const walker = async (
    name: string,
    workflowId: string,
    send: (token: string, runId: string, stepId: string, answers?: object) => Promise<void>,
  ) => {
    const who = await customer(name);
    let runId = '';
    let step = 0;
    const steps = workflowId === big ? STEPS : SMALL;
    return async () => {
      if (!runId || step >= steps) {
        runId = (await api('POST', '/v1/customer/workflows/runs', { workflowId }, who.token)).id;
        step = 0;
      }
      const stepId = `s${step++}`;
      await send(who.token, runId, stepId, step % 2 === 1 ? { answer: 'Yes' } : undefined);
    };
  };
  const post = async (base: string, url: string, token: string, body: unknown) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { errors?: unknown };
    if (res.status !== 200 || json.errors) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  };
  const senders = (server: () => Server) => ({
    raw: (token: string, runId: string, stepId: string, answers?: object) =>
      post(server().url, '/raw/workflows/advance', token, { runId, stepId, answers }),
    rest: (token: string, runId: string, stepId: string, answers?: object) =>
      post(server().url, '/v1/customer/workflows/runs/advance', token, { runId, stepId, answers }),
    graphql: (token: string, runId: string, stepId: string, answers?: object) =>
      post(server().url, '/graphql', token, {
        query: `mutation($i: AdvanceMyWorkflowRunInput!) { advanceMyWorkflowRun(input: $i) { ${RUN_FIELDS} } }`,
        variables: { i: { runId, stepId, answers } },
      }),
  });

  // --- statements per request, trace on ---
  let raw = await kit.startRaw(true);
  const traced = senders(() => portico);
  const rawSend = senders(() => raw).raw;
  const counts = {
    restBig: (await kit.countStatements(portico, await walker('count-rest-200', big, traced.rest))).count,
    restSmall: (await kit.countStatements(portico, await walker('count-rest-4', small, traced.rest))).count,
    graphqlBig: (await kit.countStatements(portico, await walker('count-gql-200', big, traced.graphql))).count,
    graphqlSmall: (await kit.countStatements(portico, await walker('count-gql-4', small, traced.graphql))).count,
    raw: (await kit.countStatements(raw, await walker('count-raw', big, rawSend))).count,
    loadBig: (await kit.countStatements(portico, () => api('GET', `/v1/workflows?id=${big}`))).count,
    loadSmall: (await kit.countStatements(portico, () => api('GET', `/v1/workflows?id=${small}`))).count,
    loadGraphql: (await kit.countStatements(portico, () => post(portico.url, '/graphql', kit.token, JSON.parse(LOAD_QUERY(big))))).count,
  };
  await portico.stop();
  await raw.stop();

  // --- one request at a time, trace off ---
  portico = await kit.startPortico(false);
  raw = await kit.startRaw(false);
  const live = { ...senders(() => portico), raw: senders(() => raw).raw };
  const targets = [
    { key: 'raw', label: '(a) raw Fastify + postgres.js', next: await walker('raw', big, live.raw) },
    { key: 'rest', label: '(b) POST /v1/customer/workflows/runs/advance', next: await walker('rest', big, live.rest) },
    { key: 'graphql', label: '(c) GraphQL advanceMyWorkflowRun', next: await walker('graphql', big, live.graphql) },
  ];
  const loads = [
    { key: 'load-rest', label: 'GET /v1/workflows?id= (200 steps)', next: () => api('GET', `/v1/workflows?id=${big}`) },
    {
      key: 'load-graphql',
      label: 'GraphQL workflow(id) (200 steps)',
      next: () => post(portico.url, '/graphql', kit.token, JSON.parse(LOAD_QUERY(big))),
    },
  ];
  for (const t of [...targets, ...loads]) {
    kit.step(`Warming up ${t.label} (${WARMUP} requests) …`);
    await timeAll(t.next, WARMUP);
  }
  const p50s: Record<string, number[]> = {};
  const p99s: Record<string, number[]> = {};
  for (let round = 1; round <= kit.settings.rounds; round++) {
    for (const t of [...targets, ...loads]) {
      kit.step(`Round ${round}/${kit.settings.rounds}: ${t.label}, ${REQUESTS} requests one at a time …`);
      const sorted = await timeAll(t.next, REQUESTS);
      (p50s[t.key] ??= []).push(pct(sorted, 50));
      (p99s[t.key] ??= []).push(pct(sorted, 99));
    }
  }
  await portico.stop();
  await raw.stop();

  const med = (key: string) => kit.median(p50s[key]!);
  const constant = counts.restBig === counts.restSmall && counts.graphqlBig === counts.graphqlSmall && counts.loadBig === counts.loadSmall;
  out(
    `Workflows: a published workflow of ${STEPS} steps (FORM and CONTENT in turn) with ${OTHER_RUNS.toLocaleString('en')} other runs; a run advanced one step per request, one at a time, ${REQUESTS} requests × ${kit.settings.rounds} rounds`,
  );
  out();
  out(
    kit.table(
      ['advance a run (median of rounds)', 'p50 ms', 'p99 ms', 'p50 by round', 'p50 / raw'],
      targets.map((t) => [
        t.label,
        med(t.key).toFixed(2),
        kit.median(p99s[t.key]!).toFixed(2),
        p50s[t.key]!.map((v) => v.toFixed(2)).join(' / '),
        (med(t.key) / med('raw')).toFixed(2),
      ]),
    ),
  );
  out();
  out(
    kit.table(
      ['load for the editor (median of rounds)', 'p50 ms', 'p99 ms', 'p50 by round'],
      loads.map((t) => [
        t.label,
        med(t.key).toFixed(2),
        kit.median(p99s[t.key]!).toFixed(2),
        p50s[t.key]!.map((v) => v.toFixed(2)).join(' / '),
      ]),
    ),
  );
  out();
  out(
    kit.table(
      ['SQL statements per request', `${STEPS} steps`, `${SMALL} steps`],
      [
        ['advance, REST', String(counts.restBig), String(counts.restSmall)],
        ['advance, GraphQL', String(counts.graphqlBig), String(counts.graphqlSmall)],
        ['advance, raw', String(counts.raw), '—'],
        ['editor load, REST', String(counts.loadBig), String(counts.loadSmall)],
        ['editor load, GraphQL', String(counts.loadGraphql), '—'],
      ],
    ),
  );
  out(`statements constant in the number of steps (and of runs: ${OTHER_RUNS.toLocaleString('en')} others): ${constant ? 'PASS' : 'FAIL'}`);
  return { lines, ok: constant };
}
