import { isDeepStrictEqual } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRawApp } from '../../bench/servers/raw.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { dbKind } from '../helpers/test-db.js';

/**
 * `npm run bench` compares Portico's portal list with a raw Fastify + postgres.js route (the
 * yardstick). Its ratios mean something only while both do the same work: the same JSON from the
 * same SQL statements. Issue 24 found the yardstick answering less than Portico (a field added to
 * portals since); this keeps it from drifting again unnoticed. PostgreSQL only, like the bench.
 */
const normalizeSql = (s: string) => s.replace(/\s+/g, ' ').trim().replace(/\$\d+/g, '$').toLowerCase();

describe.skipIf(dbKind !== 'postgres')('the bench yardstick does the same work as Portico', () => {
  let t: TestApp;
  let raw: ReturnType<typeof buildRawApp>;
  let rawSql: postgres.Sql;
  let token: string;
  const statements: { portico: string[]; raw: string[] } = { portico: [], raw: [] };
  const write = process.stderr.write.bind(process.stderr);

  beforeAll(async () => {
    // Portico's own statement trace (db/index.ts), read from stderr as the bench reads it.
    process.env.PORTICO_SQL_TRACE = '1';
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      const text = String(chunk);
      if (text.startsWith('[sql] ')) {
        statements.portico.push(text.slice(6));
        return true;
      }
      return write(chunk, ...rest);
    }) as typeof process.stderr.write;
    t = await createTestApp();
    delete process.env.PORTICO_SQL_TRACE;
    rawSql = postgres(t.database.url!, { max: 2, onnotice: () => {}, debug: (_c, query) => void statements.raw.push(query) });
    raw = buildRawApp(rawSql);
    ({ token } = await t.signUp());
    for (const name of ['Acme clients', 'Beta partners', 'Gamma vendors']) {
      const res = await t.rest('POST', '/v1/portal', { token, body: { name } });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    process.stderr.write = write;
    await raw?.close();
    await rawSql?.end({ timeout: 5 });
    await t?.close();
  });

  it('answers the portal list with the same JSON over raw, REST and GraphQL', async () => {
    const rawAnswer = await raw.inject({ method: 'GET', url: '/raw/portal/list', headers: { authorization: `Bearer ${token}` } });
    const rest = await t.rest('GET', '/v1/portal/list', { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data.items).toHaveLength(3);
    expect(rawAnswer.json()).toEqual(rest.body);

    const fields = Object.keys(rest.body.data.items[0]).filter((k) => !['theme', 'basicInfo'].includes(k));
    const gql = await t.gql(
      `query { portals { edges { node { ${fields.join(' ')} theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail } } } pageInfo { hasNextPage endCursor } } }`,
      {},
      token,
    );
    expect(gql.body.errors).toBeUndefined();
    const connection = gql.body.data.portals;
    expect({
      items: connection.edges.map((e: { node: unknown }) => e.node),
      nextCursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
    }).toEqual(rest.body.data);
  });

  it('sends the same SQL statements for it, as many as Portico', async () => {
    statements.portico.length = 0;
    statements.raw.length = 0;
    await t.rest('GET', '/v1/portal/list', { token });
    await raw.inject({ method: 'GET', url: '/raw/portal/list', headers: { authorization: `Bearer ${token}` } });
    expect(statements.portico.length).toBeGreaterThan(0);
    const same = isDeepStrictEqual(statements.raw.map(normalizeSql), statements.portico.map(normalizeSql));
    expect(same, `raw:\n${statements.raw.join('\n')}\nportico:\n${statements.portico.join('\n')}`).toBe(true);
  });
});
