// The embedded database under one builder's heaviest work (issue 24): `npm start` without
// DATABASE_URL runs PGlite, one session on its own thread. While one builder imports 100,000 rows,
// counts and pages them with twenty text conditions, asks for fifteen aliased counts six times at
// once and deletes the collection, /healthz and another builder's portal list are asked every 50 ms
// over HTTP; the slowest answer of each must stay within a second. See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';
import type { Kit, Server } from './records.js';
import { whileProbing } from './stall-probe.js';

const RECORDS = 100_000;
const BOUND_MS = 1000;

type Account = { token: string };

async function call(base: string, token: string, method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; message?: string };
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

async function register(base: string, who: string): Promise<Account> {
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${who}-${process.pid}@example.com`,
      password: 'correct horse battery staple',
      firstName: who,
      lastName: 'Bench',
    }),
  });
  const body = (await res.json()) as { data: { token: string } };
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.data.token };
}

/** /healthz and the victim's portal list, asked while `work` runs (stall-probe.ts). */
const whileRunning = (server: Server, victim: Account, work: () => Promise<unknown>) =>
  whileProbing(
    {
      health: async () => (await fetch(`${server.url}/healthz`)).status,
      read: async () => {
        const res = await fetch(`${server.url}/v1/portal/list`, { headers: { authorization: `Bearer ${victim.token}` } });
        await res.arrayBuffer();
        return res.status;
      },
    },
    work,
  );

export async function embeddedBench(kit: Kit & { startEmbedded(): Promise<Server> }): Promise<{ lines: string[]; ok: boolean }> {
  kit.step('Embedded database: starting Portico without DATABASE_URL …');
  const server = await kit.startEmbedded();
  try {
    const heavy = await register(server.url, 'heavy');
    const victim = await register(server.url, 'victim');
    await call(server.url, victim.token, 'POST', '/v1/portal', { name: 'Victim portal' });
    const portal = await call(server.url, heavy.token, 'POST', '/v1/portal', { name: 'Heavy portal' });
    const collection = await call(server.url, heavy.token, 'POST', '/v1/database', {
      portalId: portal.id,
      name: 'Clients',
      fields: [
        { label: 'Name', type: 'TEXT' },
        { label: 'Notes', type: 'LONG_TEXT' },
      ],
    });
    const file = path.join(kit.work, 'embedded-import.csv');
    fs.writeFileSync(
      file,
      'Name,Notes\n' +
        Array.from({ length: RECORDS }, (_, i) => `Client ${i + 1},Met on day ${i % 365} about plan ${(i * 7919) % 10007}`).join('\n'),
    );
    const rows: Array<{ label: string; r: Awaited<ReturnType<typeof whileRunning>> }> = [];
    const measure = async (label: string, work: () => Promise<unknown>) => {
      kit.step(`Embedded database: ${label} …`);
      rows.push({ label, r: await whileRunning(server, victim, work) });
    };

    await measure(`CSV import of ${RECORDS.toLocaleString('en')} rows`, async () => {
      const form = new FormData();
      form.set('collectionId', collection.id);
      form.set(
        'mapping',
        JSON.stringify(Object.fromEntries(collection.fields.map((f: { label: string; key: string }) => [f.label, f.key]))),
      );
      form.set('file', new Blob([fs.readFileSync(file)], { type: 'text/csv' }), 'clients.csv');
      const res = await fetch(`${server.url}/v1/database/records/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${heavy.token}` },
        body: form,
      });
      if (res.status !== 200) throw new Error(`import: ${res.status} ${(await res.text()).slice(0, 300)}`);
    });
    const filter = encodeURIComponent(
      JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ field: 'notes', op: 'not_contains', value: `zz${i}q` }))),
    );
    await measure('two counts with 20 text conditions at once', () =>
      Promise.all(
        [1, 2].map(() => call(server.url, heavy.token, 'GET', `/v1/database/records/count?collectionId=${collection.id}&filter=${filter}`)),
      ),
    );
    await measure('a page with 20 text conditions', () =>
      call(server.url, heavy.token, 'GET', `/v1/database/records?collectionId=${collection.id}&limit=50&sort=name:desc&filter=${filter}`),
    );
    const aliases = Array.from({ length: 15 }, (_, i) => `c${i}: collection(id: $id) { recordCount }`).join(' ');
    await measure('6 GraphQL requests of 15 aliased counts at once', () =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { authorization: `Bearer ${heavy.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ query: `query($id: ID!) { ${aliases} }`, variables: { id: collection.id } }),
          }).then((r) => r.json()),
        ),
      ),
    );
    await measure(`deleting the collection of ${RECORDS.toLocaleString('en')} records`, () =>
      call(server.url, heavy.token, 'DELETE', `/v1/database?id=${collection.id}`),
    );

    const verdicts = rows.map(({ r }) => r.worst.health <= BOUND_MS && r.worst.read <= BOUND_MS && r.failed === 0);
    const lines = [
      `Embedded database (PGlite on its own thread): one builder's heavy work while /healthz and another builder's portal list are asked every 50 ms:`,
      kit.table(
        ['heavy work', 'took s', 'worst /healthz ms', 'worst other read ms', 'asked', `≤ ${BOUND_MS} ms`],
        rows.map(({ label, r }, i) => [
          label,
          r.seconds.toFixed(1),
          r.worst.health.toFixed(0),
          r.worst.read.toFixed(0),
          String(r.asked),
          verdicts[i] ? 'PASS' : 'FAIL',
        ]),
      ),
    ];
    return { lines, ok: verdicts.every(Boolean) };
  } finally {
    await server.stop();
  }
}
