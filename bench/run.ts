// `npm run bench`: how fast the portal list is over REST and GraphQL next to a raw Fastify +
// postgres.js route, how many SQL statements one request sends, and how much JavaScript the
// sign-in screen loads. See bench/README.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import postgres from 'postgres';
import { openDatabase } from '../db/index.js';
import { LOGIN_BUDGET, LOGIN_PAGE, PORTAL_BUDGET, PORTAL_ENTRY, routeBundle } from './bundle.js';
import { lighthouseLines, runLighthouse, type LighthouseResult } from './lighthouse.js';
import { recordsBench, type Kit } from './records.js';
import { startBench } from './start.js';
import { pagesBench } from './pages.js';
import { servicesBench } from './services.js';
import { paymentsBench } from './payments.js';
import { embeddedBench } from './embedded.js';
import { workflowsBench } from './workflows.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const POOL_MAX = 10;
const PORTALS = 200;
// Issue 10's targets.
const TARGETS = { rest: 0.9, graphql: 0.8, p99: 1.5 };
// Two cores: the servers on one, the load generator on the other (PostgreSQL floats).
const SERVER_CPU = process.env.BENCH_SERVER_CPU ?? '0';
const LOAD_CPU = process.env.BENCH_LOAD_CPU ?? '1';
/** `portals`, `records`, `workflows`, `pages`, `services`, `payments`, `import`, `fairness`, `sorts`, `embedded`, `start`, `lighthouse`, or all (the default). */
const ONLY = process.env.BENCH_ONLY ?? 'all';

const PORTAL_FIELDS =
  'id workspaceId name slug subDomain subDomainUrl logoUrl theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail } createdAt updatedAt';
const portalsQuery = (limit?: number) =>
  JSON.stringify({
    query: `query Portals { portals${limit ? `(first: ${limit})` : ''} { edges { cursor node { ${PORTAL_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
  });

const work = path.join(ROOT, '.tmp', `bench-${process.pid}`);
/** An API key's meter (server/core/api-key-usage.ts): its batched writes of the counts, not any one request's. */
const METER_WRITES = /^(insert into rate_limits|update api_keys set last_used_at)/i;
const children = new Set<ChildProcess>();
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  fs.mkdirSync(work, { recursive: true });
  const env = `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()})`;
  console.log(`Portico bench — ${env}${process.env.BENCH_PORTICO_ENV ? `; Portico with ${process.env.BENCH_PORTICO_ENV}` : ''}\n`);

  step('Compiling the server and bench/servers (tsc, the server build config) …');
  run(bin('tsc'), ['-p', 'bench/tsconfig.json', '--outDir', path.join(work, 'build')]);
  step('Building the client with a manifest …');
  run(bin('vite'), [
    'build',
    '--config',
    'client/vite.config.ts',
    '--outDir',
    path.join(work, 'client'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  const bundle = routeBundle(path.join(work, 'client'), LOGIN_PAGE);
  const portalBundle = routeBundle(path.join(work, 'client'), null, PORTAL_ENTRY);

  const dbName = `portico_bench_${process.pid}`;
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
  const pgVersion = (await admin`show server_version`)[0]!.server_version as string;
  await admin.unsafe(`create database ${dbName}`);
  const url = withDatabase(BASE_URL, dbName);
  const db = postgres(url, { max: 2, onnotice: () => {} });
  try {
    step(`Database ${dbName} on PostgreSQL ${pgVersion}: migrating …`);
    const database = await openDatabase({ url, poolMax: 1 });
    await database.migrate();
    await database.close();

    const signInServer = await startPortico(url, false);
    const auth = await signIn(signInServer.url);
    await signInServer.stop();
    const lines: string[] = [];
    let failed = false;
    if (ONLY === 'all' || ONLY === 'portals') {
      const result = await portalsBench(url, db, auth, bundle, portalBundle, env, pgVersion);
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'start') {
      const result = await startBench(ROOT, await freePort(), step);
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'lighthouse') {
      const result = await lighthouseBench(url, auth);
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    // What the workflow and records parts share: the database, the builder, the servers, the tools.
    const kit: Kit = {
      db,
      work,
      token: auth.token,
      startPortico: (trace, env) => startPortico(url, trace, env),
      startRaw: (trace) => startRaw(url, trace),
      cannon,
      latency,
      countStatements,
      step,
      table,
      median,
      normalizeSql,
      settings: { duration: DURATION, warmup: WARMUP, rounds: ROUNDS },
    };
    if (ONLY === 'all' || ONLY === 'workflows') {
      const result = await workflowsBench(kit);
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'pages') {
      const result = await pagesBench(kit, path.join(work, 'client'));
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'services') {
      const result = await servicesBench(kit);
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'payments') {
      const result = await paymentsBench(kit);
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'embedded') {
      const result = await embeddedBench({ ...kit, startEmbedded });
      lines.push(...result.lines, '');
      failed ||= !result.ok;
    }
    if (ONLY === 'all' || ONLY === 'records' || ONLY === 'import' || ONLY === 'fairness' || ONLY === 'sorts') {
      const result = await recordsBench(kit);
      lines.push(...result.lines);
      failed ||= !result.ok;
    }
    console.log('\n' + lines.join('\n'));
    process.exitCode = failed ? 1 : 0;
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await db.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end({ timeout: 5 });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The portal list: raw vs REST vs GraphQL throughput and p99, statements per request, the sign-in bundle. */
async function portalsBench(
  url: string,
  db: postgres.Sql,
  auth: { token: string; userId: string },
  bundle: ReturnType<typeof routeBundle>,
  portalBundle: ReturnType<typeof routeBundle>,
  env: string,
  pgVersion: string,
) {
  const lines: string[] = [];
  // --- statements per request, with the statement trace on (PORTICO_SQL_TRACE) ---
  step('Counting SQL statements per request …');
  let portico = await startPortico(url, true);
  let raw = await startRaw(url, true);
  const [user] = await db<{ workspace: string }[]>`select current_workspace_id as workspace from users where id = ${auth.userId}`;
  const workspace = user!.workspace;
  await seedPortals(db, workspace, 1, 50);

  // An API key of the workspace (issue 30), its limits raised past what the load can spend, so
  // the key's rows measure its cost (a lookup that also counts the request), not its refusals.
  const madeKey = await fetch(`${portico.url}/v1/workspace/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['portals:read'] }),
  });
  if (madeKey.status !== 201) throw new Error(`POST /v1/workspace/api-keys: ${madeKey.status} ${await madeKey.text()}`);
  const apiKey = ((await madeKey.json()) as { data: { secret: string } }).data.secret;
  await db`update api_keys set requests_per_minute = 1000000000, cost_per_minute = 2000000000 where workspace_id = ${workspace}`;
  const requests = {
    raw: () => get(`${raw.url}/raw/portal/list`, auth.token),
    rest: (limit?: number) => get(`${portico.url}/v1/portal/list${limit ? `?limit=${limit}` : ''}`, auth.token),
    graphql: (limit?: number) => post(`${portico.url}/graphql`, auth.token, portalsQuery(limit)),
  };
  const counts: { label: string; rest: number; graphql: number; restKey: number; graphqlKey: number; items: number }[] = [];
  const count = async (label: string, limit?: number) => {
    const rest = await countStatements(portico, () => requests.rest(limit));
    const graphql = await countStatements(portico, () => requests.graphql(limit));
    const restKey = await countStatements(
      portico,
      () => get(`${portico.url}/v1/portal/list${limit ? `?limit=${limit}` : ''}`, apiKey),
      METER_WRITES,
    );
    const graphqlKey = await countStatements(portico, () => post(`${portico.url}/graphql`, apiKey, portalsQuery(limit)), METER_WRITES);
    const items = ((await requests.rest(limit)) as { data: { items: unknown[] } }).data.items.length;
    counts.push({ label, rest: rest.count, graphql: graphql.count, restKey: restKey.count, graphqlKey: graphqlKey.count, items });
    return rest.statements;
  };
  const restStatements = await count('50 portals');
  const rawStatements = (await countStatements(raw, () => requests.raw())).statements;
  await seedPortals(db, workspace, 51, PORTALS);
  await count(`${PORTALS} portals`);
  await count(`${PORTALS} portals, limit 200`, 200);

  // The three answer the same thing.
  const [a, b, c] = [await requests.raw(), await requests.rest(), await requests.graphql()] as [any, any, any];
  const sameRest = isDeepStrictEqual(a.data, b.data);
  // The connection as REST pages it: the nodes, and the next page's cursor.
  const connection = c.data?.portals;
  const sameGraphql =
    connection &&
    isDeepStrictEqual(
      {
        items: connection.edges.map((e: any) => e.node),
        nextCursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
      },
      b.data,
    );
  const sameSql = isDeepStrictEqual(rawStatements.map(normalizeSql), restStatements.map(normalizeSql));
  await portico.stop();
  await raw.stop();

  // --- throughput and latency, trace off ---
  portico = await startPortico(url, false);
  raw = await startRaw(url, false);
  const targets = [
    { key: 'raw', label: '(a) raw Fastify + postgres.js', args: [`${raw.url}/raw/portal/list`] },
    { key: 'rest', label: '(b) GET /v1/portal/list', args: [`${portico.url}/v1/portal/list`] },
    {
      key: 'graphql',
      label: '(c) GraphQL portals',
      args: ['-m', 'POST', '-H', 'content-type=application/json', '-b', portalsQuery(), `${portico.url}/graphql`],
    },
    { key: 'restKey', label: '(d) as (b), with an API key', args: [`${portico.url}/v1/portal/list`] },
    {
      key: 'graphqlKey',
      label: '(e) as (c), with an API key',
      args: ['-m', 'POST', '-H', 'content-type=application/json', '-b', portalsQuery(), `${portico.url}/graphql`],
    },
  ] as const;
  const headerOf = (key: string) => ['-H', `authorization=Bearer ${key.endsWith('Key') ? apiKey : auth.token}`];
  for (const t of targets) {
    step(`Warming up ${t.label} (${WARMUP} s) …`);
    await cannon([...headerOf(t.key), ...t.args], WARMUP);
  }
  const samples: Record<string, Sample[]> = { raw: [], rest: [], graphql: [], restKey: [], graphqlKey: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      step(`Round ${round}/${ROUNDS}: ${t.label}, ${CONNECTIONS} connections, ${DURATION} s …`);
      samples[t.key]!.push(await cannon([...headerOf(t.key), ...t.args], DURATION));
    }
  }
  await portico.stop();
  await raw.stop();

  // --- report ---
  // Each round runs (a), (b), (c) back to back: ratios are taken within a round, where the
  // machine's other load is most alike, and the median round's ratio is reported.
  const keys = ['raw', 'rest', 'graphql', 'restKey', 'graphqlKey'] as const;
  const med = Object.fromEntries(keys.map((k) => [k, medianSample(samples[k]!)])) as Record<(typeof keys)[number], Sample>;
  const perRound = (key: 'rest' | 'graphql', field: 'rps' | 'p99') => samples[key]!.map((s, i) => s[field] / samples.raw![i]![field]);
  const out = (line = '') => lines.push(line);
  out(`Portal list, ${PORTALS} portals in the workspace, 50 per page; ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds;`);
  out(
    `servers pinned to CPU ${SERVER_CPU} (node ${NODE_FLAGS.join(' ') || 'without flags'}, as npm start), autocannon to CPU ${LOAD_CPU}; PostgreSQL ${pgVersion}, pool max ${POOL_MAX}; ${env}`,
  );
  out();
  out(
    table(
      ['server (median of rounds)', 'req/s', 'p50 ms', 'p99 ms', 'req/s by round', 'errors'],
      targets.map((t) => {
        const s = med[t.key];
        return [
          t.label,
          s.rps.toFixed(0),
          s.p50.toFixed(1),
          s.p99.toFixed(1),
          samples[t.key]!.map((x) => x.rps.toFixed(0)).join(' / '),
          String(samples[t.key]!.reduce((n, x) => n + x.errors, 0)),
        ];
      }),
    ),
  );
  out();
  const checks: [string, number[], string, (v: number) => boolean][] = [
    ['REST throughput b/a', perRound('rest', 'rps'), `≥ ${TARGETS.rest}`, (v) => v >= TARGETS.rest],
    ['GraphQL throughput c/a', perRound('graphql', 'rps'), `≥ ${TARGETS.graphql}`, (v) => v >= TARGETS.graphql],
    ['REST p99 b/a', perRound('rest', 'p99'), `≤ ${TARGETS.p99}`, (v) => v <= TARGETS.p99],
    ['GraphQL p99 c/a', perRound('graphql', 'p99'), `≤ ${TARGETS.p99}`, (v) => v <= TARGETS.p99],
  ];
  // Issue 30: a request with an API key costs no more than one with a session (its own rounds'
  // session figures; ±5 % is the spread of one server's rounds against each other on this machine).
  const byKey = (key: 'restKey' | 'graphqlKey', base: 'rest' | 'graphql', field: 'rps' | 'p99') =>
    samples[key]!.map((s, i) => s[field] / samples[base]![i]![field]);
  checks.push(
    ['API key REST req/s d/b', byKey('restKey', 'rest', 'rps'), '≥ 0.95', (v) => v >= 0.95],
    ['API key GraphQL req/s e/c', byKey('graphqlKey', 'graphql', 'rps'), '≥ 0.95', (v) => v >= 0.95],
  );
  const verdicts = checks.map(([, values, , ok]) => ok(median(values)));
  out(
    table(
      ['ratio', 'median', 'by round', 'target', ''],
      checks.map(([name, values, target], i) => [
        name,
        median(values).toFixed(2),
        values.map((v) => v.toFixed(2)).join(' / '),
        target,
        verdicts[i] ? 'PASS' : 'FAIL',
      ]),
    ),
  );
  out();
  const flat = counts.every((x) => x.rest === counts[0]!.rest && x.graphql === counts[0]!.graphql);
  // A key's request: one statement to find the key and count it, as a session's finds the session.
  const keySame = counts.every((x) => x.restKey === x.rest && x.graphqlKey === x.graphql);
  out(
    table(
      ['SQL statements per request', 'items', '(b) REST', '(c) GraphQL', '(d) REST, key', '(e) GraphQL, key'],
      counts.map((x) => [x.label, String(x.items), String(x.rest), String(x.graphql), String(x.restKey), String(x.graphqlKey)]),
    ),
  );
  out(
    `an API key's request sends as many statements as a session's: ${keySame ? 'PASS' : 'FAIL'} (its meter's writes, once per key per 100 ms, are not the request's)`,
  );
  out(
    `statements do not grow with the portals: ${flat ? 'PASS' : 'FAIL'}; (a) raw sends ${rawStatements.length}, ${sameSql ? 'the same SQL as (b)' : 'DIFFERENT SQL from (b)'}`,
  );
  for (const s of restStatements) out(`  ${s.length > 150 ? s.slice(0, 147) + '…' : s}`);
  out(`same JSON: (a) = (b) ${sameRest ? 'yes' : 'NO'}, (c) = (b) ${sameGraphql ? 'yes' : 'NO'}`);
  out();
  out(`JavaScript /auth/login loads before it is usable (gzip, entry + its imports + the LoginPage chunk + its imports):`);
  for (const f of bundle.js) out(`  ${f.file.padEnd(52)} ${kb(f.gzip).padStart(9)}`);
  const bundleOk = bundle.jsGzip <= LOGIN_BUDGET;
  out(
    `  ${'total'.padEnd(52)} ${kb(bundle.jsGzip).padStart(9)}   target ≤ ${kb(LOGIN_BUDGET)}: ${bundleOk ? 'PASS' : 'FAIL'}${bundle.css.length ? `   (+ CSS ${kb(bundle.cssGzip)})` : ''}`,
  );

  // The home page of the published portal is in its entry chunk (not lazy): the entry and its imports.
  out();
  out(`JavaScript /p/{slug} loads before it is usable (gzip, portal.html's entry + its imports; no builder code):`);
  for (const f of portalBundle.js) out(`  ${f.file.padEnd(52)} ${kb(f.gzip).padStart(9)}`);
  const portalOk = portalBundle.jsGzip <= PORTAL_BUDGET;
  out(
    `  ${'total'.padEnd(52)} ${kb(portalBundle.jsGzip).padStart(9)}   target ≤ ${kb(PORTAL_BUDGET)}: ${portalOk ? 'PASS' : 'FAIL'}${portalBundle.css.length ? `   (+ CSS ${kb(portalBundle.cssGzip)})` : ''}`,
  );

  const failed = !verdicts.every(Boolean) || !flat || !keySame || !bundleOk || !portalOk || !sameRest || !sameGraphql;
  return { lines, ok: !failed };
}

/**
 * Lighthouse's performance score (mobile defaults) for the sign-in page, a published portal and a booking page,
 * served by the built server; the median of LIGHTHOUSE_RUNS runs each (one run varies by ±10).
 */
async function lighthouseBench(url: string, auth: { token: string }) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const server = await startPortico(url, false);
  try {
    const res = await fetch(`${server.url}/v1/portal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Lighthouse ${process.pid}` }),
    });
    const portal = ((await res.json()) as { data: { slug: string } }).data;
    // A host's booking page (issue 27): the builder gets a username and a service.
    const send = async (method: string, path: string, body: unknown) => {
      const answer = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: any }).data;
    };
    const username = `lighthouse${process.pid}`;
    await send('POST', '/v1/auth/change/username', { username });
    const service = await send('POST', '/v1/services', { title: 'Strategy session', durationMinutes: 30, description: 'Half an hour.' });
    const results: Array<{ route: string; result: LighthouseResult }> = [];
    for (const route of ['/auth/login', `/p/${portal.slug}`, `/book/${username}/${service.slug}`]) {
      const samples: LighthouseResult[] = [];
      for (let i = 1; i <= runs; i++) {
        step(`Lighthouse ${route}, run ${i}/${runs} …`);
        samples.push(await runLighthouse(server.url + route));
      }
      samples.sort((a, b) => a.score - b.score);
      const result = samples[Math.floor(samples.length / 2)]!;
      results.push({
        route: `${route.startsWith('/p/') ? '/p/{slug}' : route.startsWith('/book/') ? '/book/{username}/{service}' : route} (median of ${runs}: ${samples.map((r) => r.score).join(', ')})`,
        result,
      });
    }
    return lighthouseLines(results);
  } finally {
    await server.stop();
  }
}

// --- servers -------------------------------------------------------------------------------------

interface Server {
  url: string;
  /** The server's node process (taskset execs it), for its memory. */
  pid: number;
  /** stderr lines, for the statement trace. */
  lines: string[];
  stop(): Promise<void>;
}

async function startPortico(databaseUrl: string, trace: boolean, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  return startServer(path.join(work, 'build/server/main.js'), port, {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: String(POOL_MAX),
    PORT: String(port),
    HOST: '127.0.0.1',
    // Request logs off on both sides: the bench compares the request path, not pino.
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, 'data'),
    ...(trace ? { PORTICO_SQL_TRACE: '1' } : {}),
    ...env,
    // Experiments: BENCH_PORTICO_ENV="TENANT_CONCURRENCY=2 HEAVY_CONCURRENCY=1" (printed with the figures).
    ...Object.fromEntries(
      (process.env.BENCH_PORTICO_ENV ?? '')
        .split(/\s+/)
        .filter(Boolean)
        // At the first "=" only: a value may hold one (NODE_OPTIONS=--require=./hook.cjs).
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string]),
    ),
  });
}

/** Portico on the embedded database (no DATABASE_URL), in a data folder of its own. */
async function startEmbedded(): Promise<Server> {
  const port = await freePort();
  return startServer(path.join(work, 'build/server/main.js'), port, {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, 'embedded-data'),
  });
}

async function startRaw(databaseUrl: string, trace: boolean): Promise<Server> {
  const port = await freePort();
  return startServer(path.join(work, 'build/bench/servers/raw.js'), port, {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: String(POOL_MAX),
    PORT: String(port),
    ...(trace ? { PORTICO_SQL_TRACE: '1' } : {}),
  });
}

/**
 * The V8 flags `npm start` gives Node (package.json's start script, e.g. a larger young generation):
 * both Portico and the raw yardstick run with them, so the ratios compare the request paths alone.
 */
const NODE_FLAGS: string[] = (() => {
  const start = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
})();

async function startServer(script: string, port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn('taskset', ['-c', SERVER_CPU, process.execPath, ...NODE_FLAGS, script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  let pending = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop()!;
    lines.push(...parts);
  });
  child.stdout!.resume();
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited (${code}):\n${lines.slice(-20).join('\n')}`))),
  );
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(url + '/healthz');
        if (res.status < 500) return;
      } catch {
        /* not yet */
      }
      await sleep(100);
    }
    throw new Error(`${script} did not start on ${url}`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    url,
    pid: child.pid!,
    lines,
    stop: async () => {
      child.removeAllListeners('exit');
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      children.delete(child);
    },
  };
}

/** Statements the server sent for one request: the `[sql]` trace lines it wrote meanwhile. */
async function countStatements(
  server: Server,
  request: () => Promise<unknown>,
  /** Statements not of the request itself (an API key's meter writes its counts once per 100 ms, whatever the requests). */
  exclude?: RegExp,
): Promise<{ count: number; statements: string[] }> {
  await request(); // the first one may also prepare, warm caches
  let seen: string[] | undefined;
  for (let i = 0; i < 3; i++) {
    await sleep(50);
    const before = server.lines.length;
    await request();
    await sleep(100);
    const statements = server.lines
      .slice(before)
      .filter((l) => l.startsWith('[sql] '))
      .map((l) => l.slice(6))
      .filter((l) => !exclude?.test(l));
    if (seen && seen.length !== statements.length)
      throw new Error(`Statement counts differ between identical requests: ${seen.length} vs ${statements.length}`);
    seen = statements;
  }
  return { count: seen!.length, statements: seen! };
}

// --- load ----------------------------------------------------------------------------------------

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(args: string[], seconds: number, connections = CONNECTIONS): Promise<Sample> {
  const script = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
  const r = (await loadClient(script, ['-c', String(connections), '-d', String(seconds), '-j', '-n', ...args])) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function latency(url: string, method: string, body: string, authorization: string, seconds: number): Promise<Sample> {
  return (await loadClient(path.join(work, 'build/bench/servers/latency.js'), [
    url,
    method,
    body,
    authorization,
    String(seconds),
  ])) as Sample;
}

/** Runs a load client pinned to the load core and returns the JSON it prints. */
async function loadClient(script: string, args: string[]): Promise<unknown> {
  const child = spawn('taskset', ['-c', LOAD_CPU, process.execPath, script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c));
  child.stderr!.on('data', (c: Buffer) => (stderr += c));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  children.delete(child);
  if (code !== 0) throw new Error(`${path.basename(script)} failed (${code}): ${stderr}`);
  return JSON.parse(stdout);
}

/** Each measure's median over the rounds. */
function medianSample(samples: Sample[]): Sample {
  return {
    rps: median(samples.map((s) => s.rps)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    errors: samples.reduce((n, s) => n + s.errors, 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// --- data ----------------------------------------------------------------------------------------

async function signIn(baseUrl: string): Promise<{ token: string; userId: string }> {
  const credentials = { email: `bench-${process.pid}@example.com`, password: 'correct horse battery staple' };
  const registered = await fetch(`${baseUrl}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, firstName: 'Bench', lastName: 'Builder' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const res = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await res.json()) as { data: { token: string; user: { id: string } } };
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.data.token, userId: body.data.user.id };
}

/** Portals `from`..`to` of the workspace, one minute apart, newest first by number. */
async function seedPortals(db: postgres.Sql, workspaceId: string, from: number, to: number) {
  await db`
    insert into portals (workspace_id, name, slug, sub_domain, basic_info, created_at, updated_at)
    select ${workspaceId}, 'Portal ' || n, 'bench-portal-' || n, 'bench-portal-' || n,
           jsonb_build_object('title', 'Portal ' || n, 'description', 'Where clients of team ' || n || ' find their work.', 'supportEmail', 'help' || n || '@example.com'),
           now() - n * interval '1 minute', now() - n * interval '1 minute'
    from generate_series(${from}::int, ${to}::int) as n`;
}

async function get(url: string, token: string): Promise<unknown> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function post(url: string, token: string, body: string): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  if (res.status !== 200) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { errors?: unknown };
  if (json.errors) throw new Error(`POST ${url}: ${JSON.stringify(json.errors)}`);
  return json;
}

// --- helpers -------------------------------------------------------------------------------------

const normalizeSql = (s: string) => s.replace(/\$\d+/g, '$').toLowerCase();

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function bin(name: string): string {
  return path.join(ROOT, 'node_modules/.bin', name);
}

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${result.status})`);
}

function step(message: string) {
  console.log(`· ${message}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  for (const child of children) child.kill('SIGKILL');
  process.exitCode = 1;
});
