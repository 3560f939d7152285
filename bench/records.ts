// The database part of `npm run bench`: a filtered, sorted first page of a 100,000-record
// collection over REST and GraphQL next to the same SQL run raw, and a 50,000-row CSV import
// (rows per second, and the server's memory while it runs). See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type postgres from 'postgres';
import { fairnessBench } from './fairness.js';
import { pct, timeAll } from './workflows.js';

export interface Server {
  url: string;
  pid: number;
  lines: string[];
  stop(): Promise<void>;
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Kit {
  db: postgres.Sql;
  work: string;
  token: string;
  /** `env`: more of Portico's settings (the services part points Google at a local fake). */
  startPortico(trace: boolean, env?: Record<string, string>): Promise<Server>;
  startRaw(trace: boolean): Promise<Server>;
  cannon(args: string[], seconds: number, connections?: number): Promise<Sample>;
  /** Sequential requests timed to the microsecond (bench/servers/latency.ts). */
  latency(url: string, method: string, body: string, authorization: string, seconds: number): Promise<Sample>;
  countStatements(server: Server, request: () => Promise<unknown>): Promise<{ count: number; statements: string[] }>;
  step(message: string): void;
  table(head: string[], rows: string[][]): string;
  median(values: number[]): number;
  normalizeSql(s: string): string;
  settings: { duration: number; warmup: number; rounds: number };
}

export const RECORDS = 100_000;
export const IMPORT_ROWS = 50_000;
const IMPORT_WARMUP_ROWS = 1_000;
/** Latency is measured one request at a time (what a person waits); throughput at 10 at once. */
const LATENCY_CONNECTIONS = 1;
const CONNECTIONS = 10;
const TARGET = 1.3;

export const FIELDS = [
  { label: 'Name', type: 'TEXT', required: true },
  { label: 'Email', type: 'EMAIL', unique: true },
  { label: 'Amount', type: 'NUMBER' },
  { label: 'Status', type: 'SELECT', choices: ['Open', 'Won', 'Lost', 'Paused'] },
  { label: 'Tags', type: 'MULTI_SELECT', choices: ['new', 'vip'] },
  { label: 'Due', type: 'DATE' },
  { label: 'Active', type: 'BOOLEAN' },
  { label: 'Notes', type: 'LONG_TEXT' },
];

/** The grid's question: deals won, largest first, first page of 50. */
export const FILTER = [{ field: 'status', op: 'eq', value: 'Won' }];
export const SORT = 'amount:desc';
const RECORD_FIELDS =
  'id collectionId data links { fieldKey recordId collectionId label } customers { fieldKey customerId name email } createdAt updatedAt';
const recordsQuery = (collectionId: string) =>
  JSON.stringify({
    query: `query Records($id: ID!) { records(collectionId: $id, filter: [{field: "status", op: EQ, value: "Won"}], sort: {field: "amount", direction: DESC}, first: 50) { edges { cursor node { ${RECORD_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
    variables: { id: collectionId },
  });

export async function recordsBench(kit: Kit): Promise<{ lines: string[]; ok: boolean }> {
  const { db, step } = kit;
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  let ok = true;

  let portico = await kit.startPortico(true);
  const api = (method: string, url: string, body?: unknown) => call(portico.url, kit.token, method, url, body);
  const portal = (await api('POST', '/v1/portal', { name: `Records bench ${process.pid}` })) as { id: string };
  const collection = (await api('POST', '/v1/database', { portalId: portal.id, name: 'Deals', fields: FIELDS })) as { id: string };
  const neighbour = (await api('POST', '/v1/database', { portalId: portal.id, name: 'Leads', fields: FIELDS })) as { id: string };
  if (process.env.BENCH_ONLY === 'import') {
    // Only the CSV import (BENCH_ONLY=import): a quick look at its memory.
    await portico.stop();
    return { lines, ok: await importSection(kit, portal.id, out) };
  }
  step(`Seeding ${RECORDS.toLocaleString('en')} records of ${FIELDS.length} fields, and as many in a second collection …`);
  await seedRecords(db, neighbour.id, RECORDS);
  await seedRecords(db, collection.id, RECORDS);

  const restUrl = `/v1/database/records?collectionId=${collection.id}&limit=50&sort=${SORT}&filter=${encodeURIComponent(JSON.stringify(FILTER))}`;
  await api('GET', restUrl); // first sort by amount: the sort index is built in the background
  step('Waiting for the sort index on Amount …');
  const index = await waitForSortIndex(db, collection.id);
  const queryMs = await pageQueryTimes(db, collection.id, index);
  if (process.env.BENCH_ONLY === 'sorts') {
    // Only the grid's sorts (BENCH_ONLY=sorts): one level against several.
    const sorted = await sortsSection(kit, collection.id, api);
    await portico.stop();
    return { lines: sorted.lines, ok: sorted.ok };
  }
  if (process.env.BENCH_ONLY === 'fairness') {
    // Only the fairness scenario (BENCH_ONLY=fairness).
    await portico.stop();
    portico = await kit.startPortico(false);
    const fairness = await fairnessBench(kit, portico, collection.id);
    await portico.stop();
    return { lines: fairness.lines, ok: fairness.ok };
  }

  let raw = await kit.startRaw(true);
  const requests = {
    raw: () => call(raw.url, kit.token, 'GET', `/raw/database/records?collectionId=${collection.id}`, undefined, true),
    rest: () => call(portico.url, kit.token, 'GET', restUrl, undefined, true),
    graphql: () => call(portico.url, kit.token, 'POST', '/graphql', JSON.parse(recordsQuery(collection.id)), true),
  };
  const rest = await kit.countStatements(portico, requests.rest);
  const graphql = await kit.countStatements(portico, requests.graphql);
  const rawCount = await kit.countStatements(raw, requests.raw);
  const [a, b, c] = (await Promise.all([requests.raw(), requests.rest(), requests.graphql()])) as [any, any, any];
  const sameRest = isDeepStrictEqual(a.data, b.data);
  // The connection as REST pages it: the nodes, and the next page's cursor.
  const connection = c.data?.records;
  const sameGraphql = isDeepStrictEqual(
    connection && {
      items: connection.edges.map((e: any) => e.node),
      nextCursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
    },
    b.data,
  );
  const sameSql = isDeepStrictEqual(rawCount.statements.map(kit.normalizeSql), rest.statements.map(kit.normalizeSql));
  const firstAmounts = (b.data.items as Array<{ data: { amount: number; status: string } }>)
    .slice(0, 3)
    .map((r) => `${r.data.amount} ${r.data.status}`);
  await portico.stop();
  await raw.stop();

  portico = await kit.startPortico(false);
  raw = await kit.startRaw(false);
  const header = ['-H', `authorization=Bearer ${kit.token}`];
  const targets = [
    {
      key: 'raw',
      label: '(a) raw Fastify + postgres.js',
      args: [`${raw.url}/raw/database/records?collectionId=${collection.id}`],
      one: [`${raw.url}/raw/database/records?collectionId=${collection.id}`, 'GET', ''],
    },
    {
      key: 'rest',
      label: '(b) GET /v1/database/records',
      args: [`${portico.url}${restUrl}`],
      one: [`${portico.url}${restUrl}`, 'GET', ''],
    },
    {
      key: 'graphql',
      label: '(c) GraphQL records',
      args: ['-m', 'POST', '-H', 'content-type=application/json', '-b', recordsQuery(collection.id), `${portico.url}/graphql`],
      one: [`${portico.url}/graphql`, 'POST', recordsQuery(collection.id)],
    },
  ] as const;
  for (const t of targets) {
    step(`Warming up ${t.label} (${kit.settings.warmup} s) …`);
    await kit.cannon([...header, ...t.args], kit.settings.warmup, CONNECTIONS);
  }
  const latency: Record<string, Sample[]> = { raw: [], rest: [], graphql: [] };
  const load: Record<string, Sample[]> = { raw: [], rest: [], graphql: [] };
  for (let round = 1; round <= kit.settings.rounds; round++) {
    for (const t of targets) {
      step(
        `Round ${round}/${kit.settings.rounds}: ${t.label}, ${LATENCY_CONNECTIONS} connection then ${CONNECTIONS}, ${kit.settings.duration} s each …`,
      );
      latency[t.key]!.push(await kit.latency(t.one[0], t.one[1], t.one[2], `Bearer ${kit.token}`, kit.settings.duration));
      load[t.key]!.push(await kit.cannon([...header, ...t.args], kit.settings.duration, CONNECTIONS));
    }
  }
  await raw.stop();

  out(
    `Records: one collection of ${RECORDS.toLocaleString('en')} records × ${FIELDS.length} fields (next to another of ${RECORDS.toLocaleString('en')});`,
  );
  out(
    `filter status = Won (a quarter), sort amount desc, first page of 50; ${kit.settings.duration} s per run × ${kit.settings.rounds} rounds`,
  );
  out(`first rows: ${firstAmounts.join(' | ')}`);
  out();
  const med = (set: Record<string, Sample[]>, key: string, f: keyof Sample) => kit.median(set[key]!.map((s) => s[f]));
  const errors = (key: string) => String([...latency[key]!, ...load[key]!].reduce((n, s) => n + s.errors, 0));
  out(
    kit.table(
      [
        'server (median of rounds)',
        `p50 ms (${LATENCY_CONNECTIONS} conn.)`,
        'p99 ms',
        'p50 by round',
        `req/s (${CONNECTIONS} conn.)`,
        'p50 ms',
        'p99 ms',
        'errors',
      ],
      targets.map((t) => [
        t.label,
        med(latency, t.key, 'p50').toFixed(2),
        med(latency, t.key, 'p99').toFixed(2),
        latency[t.key]!.map((s) => s.p50.toFixed(2)).join(' / '),
        med(load, t.key, 'rps').toFixed(0),
        med(load, t.key, 'p50').toFixed(1),
        med(load, t.key, 'p99').toFixed(1),
        errors(t.key),
      ]),
    ),
  );
  out();
  const ratio = (set: Record<string, Sample[]>, key: 'rest' | 'graphql', f: 'p50' | 'p99' | 'rps') =>
    set[key]!.map((s, i) => s[f] / Math.max(set.raw![i]![f], 0.001));
  const checks: Array<[string, number[], boolean]> = [
    ['REST p50 b/a', ratio(latency, 'rest', 'p50'), true],
    ['REST p99 b/a', ratio(latency, 'rest', 'p99'), true],
    ['GraphQL p50 c/a', ratio(latency, 'graphql', 'p50'), true],
    ['GraphQL p99 c/a', ratio(latency, 'graphql', 'p99'), true],
    [`REST req/s b/a at ${CONNECTIONS} conn.`, ratio(load, 'rest', 'rps'), false],
    [`GraphQL req/s c/a at ${CONNECTIONS} conn.`, ratio(load, 'graphql', 'rps'), false],
  ];
  out(
    kit.table(
      ['ratio', 'median', 'by round', 'target', ''],
      checks.map(([name, values, gated]) => {
        const pass = kit.median(values) <= TARGET;
        if (gated) ok &&= pass;
        return [
          name,
          kit.median(values).toFixed(2),
          values.map((v) => v.toFixed(2)).join(' / '),
          gated ? `≤ ${TARGET}` : '(shown)',
          gated ? (pass ? 'PASS' : 'FAIL') : '',
        ];
      }),
    ),
  );
  out();
  out(
    `SQL statements per request: REST ${rest.count}, GraphQL ${graphql.count}; (a) raw sends ${rawCount.count}, ${sameSql ? 'the same SQL as (b)' : 'DIFFERENT SQL from (b)'}`,
  );
  for (const s of rest.statements) out(`  ${s.length > 160 ? s.slice(0, 157) + '…' : s}`);
  out(
    `same JSON: (a) = (b) ${sameRest ? 'yes' : `NO (${firstDifference(a.data, b.data)})`}, (c) = (b) ${sameGraphql ? 'yes' : `NO (${firstDifference(c.data?.records, b.data)})`}`,
  );
  out(
    `the page query in PostgreSQL (EXPLAIN ANALYZE, median of 5): ${queryMs.indexed.toFixed(2)} ms with the sort index ${index}, ${queryMs.unindexed.toFixed(2)} ms without it`,
  );
  ok &&= sameRest && sameGraphql && sameSql;

  // --- sorting by several fields -------------------------------------------------------------------
  const sorted = await sortsSection(kit, collection.id, (method, url) => call(portico.url, kit.token, method, url));
  out();
  lines.push(...sorted.lines);
  ok &&= sorted.ok;

  // --- fairness between tenants -------------------------------------------------------------------
  const fairness = await fairnessBench(kit, portico, collection.id);
  out();
  lines.push(...fairness.lines);
  ok &&= fairness.ok;

  // --- CSV import ------------------------------------------------------------------------------
  if (process.env.BENCH_IMPORT === '0') {
    await portico.stop();
    return { lines, ok };
  }
  await portico.stop();
  const imported = await importSection(kit, portal.id, out); // runs even when an earlier check failed
  ok &&= imported;
  return { lines, ok };
}

/** Three imports: 50,000 rows, 150,000, and 150,000 again (the figure must repeat within 10 %). */
async function importSection(kit: Kit, portalId: string, out: (line?: string) => void): Promise<boolean> {
  const runs = [];
  // Each import on a server just started and warmed by a small import (the CSV reader and the
  // import's code loaded, its first statements prepared): what came before — the floods above, an
  // earlier import's garbage that V8 has not yet returned — is not in the figure.
  for (const rows of [IMPORT_ROWS, IMPORT_ROWS * 3, IMPORT_ROWS * 3]) {
    const portico = await kit.startPortico(false);
    await importRun(kit, portico, portalId, IMPORT_WARMUP_ROWS);
    runs.push(await importRun(kit, portico, portalId, rows));
    await portico.stop();
  }
  const [base, triple, again] = runs as [ImportRun, ImportRun, ImportRun];
  out();
  out(`CSV import (${FIELDS.length} columns, one of them unique, into a new collection, through POST /v1/database/records/import):`);
  out(
    kit.table(
      ['rows', 'MB', 'seconds', 'rows/s', 'inserted', 'server RSS before', 'peak', 'growth'],
      runs.map((r) => [
        r.rows.toLocaleString('en'),
        (r.bytes / 1e6).toFixed(1),
        r.seconds.toFixed(1),
        r.rate.toFixed(0),
        r.inserted.toLocaleString('en'),
        mb(r.rssBefore),
        mb(r.rssPeak),
        mb(r.rssPeak - r.rssBefore),
      ]),
    ),
  );
  // Streamed and batched, three times the rows must not take three times the memory.
  const growth = (r: ImportRun) => r.rssPeak - r.rssBefore;
  const flat = growth(triple) <= 1.5 * growth(base) + 16 * 1024 * 1024;
  const steady = Math.abs(growth(again) - growth(triple)) <= 0.1 * Math.max(growth(triple), 16 * 1024 * 1024);
  out(
    `memory stays flat (RSS growth at ${triple.rows.toLocaleString('en')} rows ≤ 1.5× the growth at ${base.rows.toLocaleString('en')} + 16 MB): ${flat ? 'PASS' : 'FAIL'}`,
  );
  out(
    `the figure repeats (the second ${triple.rows.toLocaleString('en')}-row import within 10 % of the first, or 1.6 MB): ${steady ? 'PASS' : 'FAIL'}`,
  );
  return flat && steady && runs.every((r) => r.inserted === r.rows);
}

/** 100,000 records in one statement, values spread so that sorts and filters have work to do. */
export async function seedRecords(db: postgres.Sql, collectionId: string, n: number) {
  await db`
    insert into collection_records (collection_id, data, created_at, updated_at)
    select ${collectionId}, jsonb_build_object(
      'name', 'Deal ' || i, 'email', 'deal' || i || '@example.com', 'amount', (i * 7919) % 100000 / 10.0,
      'status', (array['Open','Won','Lost','Paused'])[1 + i % 4],
      'tags', case when i % 3 = 0 then '["vip"]'::jsonb else '["new","vip"]'::jsonb end,
      'due', to_char(date '2026-01-01' + (i % 365), 'YYYY-MM-DD'), 'active', i % 2 = 0,
      'notes', 'Called on ' || to_char(date '2026-01-01' + (i % 365), 'FMMonth DD') || '; follow up about the renewal.'),
      now() - i * interval '1 second', now()
    from generate_series(1, ${n}::int) as i`;
  await db`
    insert into record_unique_values (collection_id, field_key, value, record_id)
    select collection_id, 'email', data ->> 'email', id from collection_records where collection_id = ${collectionId}`;
  await db`analyze collection_records`;
}

/**
 * The name of the collection's sort index (`crs_…`), trigram search index (`crt_…`) or composite
 * sort index (`crm_…`) once it is built; `except` the ones already known.
 */
export async function waitForSortIndex(db: postgres.Sql, collectionId: string, prefix = 'crs_', except: string[] = []): Promise<string> {
  for (let i = 0; i < 1200; i++) {
    const rows = await db<{ name: string }[]>`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'collection_records'::regclass and i.indisvalid and c.relname like ${`${prefix}%`}
        and pg_get_expr(i.indpred, i.indrelid) like ${`%${collectionId}%`}`;
    const found = rows.find((r) => !except.includes(r.name));
    if (found) return found.name;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the index ${prefix}… was not built within 120 s`);
}

/** The page query's own time in PostgreSQL, with the sort index and (in a rolled-back transaction) without. */
async function pageQueryTimes(db: postgres.Sql, collectionId: string, index: string) {
  const q = `explain (analyze, format json) select id, data from collection_records where collection_id = '${collectionId}'::uuid and data @> '{"status":"Won"}' and (data -> 'amount') is not null order by (data -> 'amount') desc, id desc limit 51`;
  const time = async (sql: postgres.Sql | postgres.TransactionSql) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [row] = await sql.unsafe(q);
      times.push((row!['QUERY PLAN'] as Array<{ 'Execution Time': number }>)[0]!['Execution Time']);
    }
    return times.sort((x, y) => x - y)[2]!;
  };
  const indexed = await time(db);
  let unindexed = 0;
  await db
    .begin(async (tx) => {
      await tx.unsafe(`drop index ${index}`);
      unindexed = await time(tx);
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return { indexed, unindexed };
}

type ImportRun = Awaited<ReturnType<typeof importRun>>;

async function importRun(kit: Kit, portico: Server, portalId: string, rows: number) {
  kit.step(`CSV import of ${rows.toLocaleString('en')} rows …`);
  const collection = (await call(portico.url, kit.token, 'POST', '/v1/database', { portalId, name: `Import ${rows}`, fields: FIELDS })) as {
    id: string;
    fields: Array<{ key: string; label: string }>;
  };
  const file = path.join(kit.work, `import-${rows}.csv`);
  writeCsv(file, rows);
  const mapping = Object.fromEntries(collection.fields.map((f) => [f.label, f.key]));
  const form = new FormData();
  form.set('collectionId', collection.id);
  form.set('mapping', JSON.stringify(mapping));
  form.set('file', new Blob([fs.readFileSync(file)], { type: 'text/csv' }), path.basename(file));
  await new Promise((r) => setTimeout(r, 500));
  const rssBefore = rss(portico.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss(portico.pid))), 50);
  const started = performance.now();
  const res = await fetch(`${portico.url}/v1/database/records/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${kit.token}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const body = (await res.json()) as { data?: { inserted: number; rejected: number }; message?: string };
  if (res.status !== 200 || !body.data) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { rows, bytes: fs.statSync(file).size, seconds, rate: rows / seconds, inserted: body.data.inserted, rssBefore, rssPeak };
}

function writeCsv(file: string, rows: number) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, FIELDS.map((f) => f.label).join(',') + '\n');
  const statuses = ['Open', 'Won', 'Lost', 'Paused'];
  let chunk = '';
  for (let i = 1; i <= rows; i++) {
    const due = new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
    chunk += `Import ${i},import${i}@example.com,${((i * 7919) % 100000) / 10},${statuses[i % 4]},"${i % 3 ? 'new, vip' : 'vip'}",${due},${i % 2 === 0},"Met on ${due}, wants a quote"\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
}

/** Resident memory of a process, from /proc (Linux). */
function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Where two JSON values first differ, as a path with both values. */
function firstDifference(x: unknown, y: unknown, at = '$'): string {
  if (isDeepStrictEqual(x, y)) return '';
  if (x && y && typeof x === 'object' && typeof y === 'object') {
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const d = firstDifference((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${at}.${k}`);
      if (d) return d;
    }
  }
  return `${at}: ${JSON.stringify(x)?.slice(0, 80)} vs ${JSON.stringify(y)?.slice(0, 80)}`;
}

/**
 * Where the grid's saved views may take it: the first and the next page under one sort level and under
 * three. No issue sets a target for sorts; this holds them to the p50 ≤ 50 ms issue 13 set for the
 * builder's other lists, and a miss is reported as FAIL, not hidden. A sort by several fields is
 * measured once its composite index is built (a job the first request queues, as the one-level
 * sort's index): how long that took is shown, and a page 100 pages in (deep inside the first level's
 * 25,000 ties), which the target does not gate.
 */
const SORT_TARGET_MS = 50;
async function sortsSection(kit: Kit, collectionId: string, api: (method: string, url: string) => Promise<unknown>) {
  const lines: string[] = [];
  let ok = true;
  const page = (sort: string, cursor?: string) =>
    `/v1/database/records?collectionId=${collectionId}&limit=50&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const cases = [
    ['one level: amount desc (the sort index)', 'amount:desc'],
    ['two levels: status asc, amount desc', 'status:asc,amount:desc'],
    ['three levels: status asc, due desc, name asc', 'status:asc,due:desc,name:asc'],
  ] as const;
  const rows: string[][] = [];
  const composite: string[] = [];
  for (const [label, sort] of cases) {
    const asked = performance.now();
    const first = (await api('GET', page(sort))) as { nextCursor: string };
    let built = '(per field)';
    if (sort.includes(',')) {
      composite.push(await waitForSortIndex(kit.db, collectionId, 'crm_', composite));
      built = `${((performance.now() - asked) / 1000).toFixed(1)} s`;
    }
    for (let i = 0; i < 20; i++) await api('GET', page(sort)); // warm-up
    const firstMs = await timeAll(() => api('GET', page(sort)), 200);
    const nextMs = await timeAll(() => api('GET', page(sort, first.nextCursor)), 200);
    let deep = first.nextCursor;
    for (let i = 1; i < 100; i++) deep = ((await api('GET', page(sort, deep))) as { nextCursor: string }).nextCursor;
    const deepMs = await timeAll(() => api('GET', page(sort, deep)), 50);
    const pass = pct(firstMs, 50) <= SORT_TARGET_MS && pct(nextMs, 50) <= SORT_TARGET_MS;
    ok &&= pass;
    rows.push([
      label,
      pct(firstMs, 50).toFixed(2),
      pct(firstMs, 99).toFixed(2),
      pct(nextMs, 50).toFixed(2),
      pct(nextMs, 99).toFixed(2),
      pct(deepMs, 50).toFixed(2),
      built,
      pass ? 'PASS' : 'FAIL',
    ]);
  }
  lines.push(
    `Sorts: first and next page of 50 of the ${RECORDS.toLocaleString('en')} records, no filter, REST, one request at a time (200 each); target p50 ≤ ${SORT_TARGET_MS} ms`,
  );
  lines.push(kit.table(['sort', 'first p50 ms', 'p99', 'next p50 ms', 'p99', 'page 101 p50', 'index ready after', ''], rows));
  return { lines, ok };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function call(base: string, token: string, method: string, url: string, body?: unknown, whole = false): Promise<unknown> {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data?: unknown; errors?: unknown };
  if (res.status >= 300 || json.errors) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return whole ? json : json.data;
}
