import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { buildSchema, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalListDocument } from '../../client/src/gql/graphql.js';
import { fastPathStats } from '../../server/core/graphql/fast-path.js';
import { loadAllowList, MANIFEST_FILE, manifestOf, manifestText, operationKey } from '../../server/core/graphql/persisted.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Automatic persisted queries (on everywhere), the allow-list mode (GRAPHQL_ALLOW_LIST=1: only the
 * client's operations and a deployment's own run) and the SDL at GET /graphql/schema.graphql.
 * Both apps run as in production (no PORTICO_GRAPHQL_VERIFY): the fast path answers hot queries.
 */
let open: TestApp;
let locked: TestApp;
let openToken: string;
let lockedToken: string;
const extraDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-allow-list-'));
const EXTRA_QUERY = 'query PortalNames { portals(first: 5) { edges { node { id name } } } }';

beforeAll(async () => {
  fs.writeFileSync(path.join(extraDir, 'operations.graphql'), `# A deployment's own dashboard.\n${EXTRA_QUERY}\n`);
  [open, locked] = await Promise.all([
    createTestApp({ PORTICO_GRAPHQL_VERIFY: '0' }),
    createTestApp({
      PORTICO_GRAPHQL_VERIFY: '0',
      GRAPHQL_ALLOW_LIST: '1',
      GRAPHQL_ALLOW_LIST_EXTRA: path.join(extraDir, 'operations.graphql'),
    }),
  ]);
  ({ token: openToken } = await open.signUp());
  ({ token: lockedToken } = await locked.signUp());
  for (const name of ['Acme clients', 'Globex partners']) {
    expect((await open.rest('POST', '/v1/portal', { body: { name }, token: openToken })).status).toBe(201);
    expect((await locked.rest('POST', '/v1/portal', { body: { name }, token: lockedToken })).status).toBe(201);
  }
});
afterAll(async () => {
  await Promise.all([open?.close(), locked?.close()]);
  fs.rmSync(extraDir, { recursive: true, force: true });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

async function post(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function get(t: TestApp, token: string, params: Record<string, unknown>) {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const res = await t.app.inject({
    method: 'GET',
    url: `/graphql?${search}`,
    // Apollo's CSRF prevention wants a header a simple cross-site request cannot set.
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** What Apollo Client 4 sends for a typed document of the app (it adds `__typename` on the way), through the app. */
function apolloClient(t: TestApp, token: string, sent: string[]) {
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(String(init?.body));
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: String(init?.body),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
  };
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch, headers: { authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
  });
}

describe('automatic persisted queries', () => {
  it('POST: an unknown hash is PERSISTED_QUERY_NOT_FOUND, the query with it registers it, then the hash alone runs it', async () => {
    const query = 'query ApqPost { portals(first: 10) { edges { node { name } } } }';
    const unknown = await post(open, openToken, { extensions: persisted(query) });
    // 200, as Apollo answers it: Apollo Client's persisted-queries link then sends the query.
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.body.data).toBeUndefined();

    const registered = await post(open, openToken, { query, extensions: persisted(query) });
    expect(registered.status).toBe(200);
    expect(registered.body.data.portals.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Globex partners',
      'Acme clients',
    ]);

    const byHash = await post(open, openToken, { extensions: persisted(query) });
    expect(byHash).toEqual(registered);
  });

  it('GET works the same way (a hash fits in a URL where the query may not)', async () => {
    const query = 'query ApqGet { portals(first: 1) { edges { node { name } } } }';
    const unknown = await get(open, openToken, { extensions: persisted(query) });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await get(open, openToken, { query, extensions: persisted(query) });
    expect(registered.body).toEqual({ data: { portals: { edges: [{ node: { name: 'Globex partners' } }] } } });
    expect(await get(open, openToken, { extensions: persisted(query) })).toEqual(registered);
  });

  it('refuses a hash that is not the query’s', async () => {
    const res = await post(open, openToken, {
      query: '{ portals(first: 1) { edges { cursor } } }',
      extensions: persisted('{ me { id } }'),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_USER_INPUT' } });
    const version = await post(open, openToken, {
      query: '{ me { id } }',
      extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } },
    });
    expect(version.status).toBe(400);
    expect(version.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('allow-list mode (GRAPHQL_ALLOW_LIST=1)', () => {
  it('runs the client’s own operation as Apollo Client sends it, __typename and fragments included', async () => {
    const sent: string[] = [];
    const client = apolloClient(locked, lockedToken, sent);
    const { data, error } = await client.query({ query: PortalListDocument, variables: { first: 10 } });
    expect(error).toBeUndefined();
    expect(data?.portals.edges.map((e) => e.node.name)).toEqual(['Globex partners', 'Acme clients']);
    // What made the normalization necessary: the text on the wire is not the one codegen registered.
    const query = JSON.parse(sent[0]!).query as string;
    expect(query).toContain('__typename');
    expect(query).toContain('fragment PortalFields on Portal');
  });

  it('refuses an ad-hoc query with PERSISTED_QUERY_NOT_ALLOWED every time: it never becomes a hot query of the fast path', async () => {
    const adHoc = '{ portals(first: 10) { edges { node { id name slug } } } }';
    const before = fastPathStats.answered;
    for (let i = 0; i < 3; i++) {
      const res = await post(locked, lockedToken, { query: adHoc });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
      expect(res.body.errors[0].message).toMatch(/runs only registered operations .* GRAPHQL_ALLOW_LIST_EXTRA/);
    }
    expect(fastPathStats.answered).toBe(before);

    // Nor does APQ register it: the hash alone stays unknown.
    expect((await post(locked, lockedToken, { query: adHoc, extensions: persisted(adHoc) })).body.errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_ALLOWED',
    );
    expect((await post(locked, lockedToken, { extensions: persisted(adHoc) })).body.errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
  });

  it('a registered query still takes the fast path once Apollo has run it', async () => {
    const before = fastPathStats.answered;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(locked, lockedToken, { query: EXTRA_QUERY }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[2]).toEqual(answers[0]);
    expect(fastPathStats.answered).toBe(before + 1);
  });

  it('runs a deployment’s own operations (GRAPHQL_ALLOW_LIST_EXTRA), whatever their layout or __typename', async () => {
    const relaid = `query PortalNames {
      portals(first: 5) { __typename edges { __typename node { __typename id name } } }
    }`;
    const res = await post(locked, lockedToken, { query: relaid });
    expect(res.status).toBe(200);
    expect(res.body.data.portals.edges).toHaveLength(2);
    // One field more is another operation.
    const more = await post(locked, lockedToken, { query: EXTRA_QUERY.replace('id name', 'id name slug') });
    expect(more.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
  });

  it('turns introspection and the sandbox off, and points to the SDL', async () => {
    const res = await post(locked, lockedToken, { query: '{ __schema { queryType { name } } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_ALLOWED');
    expect(res.body.errors[0].message).toContain('GET /graphql/schema.graphql');

    const page = await locked.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The GraphQL sandbox is off on this server');
    const sdl = await locked.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(sdl.statusCode).toBe(200);
  });

  it('refuses to start with an extra file that does not fit the schema, saying which setting and why', () => {
    const schema = buildSchema(fs.readFileSync('schema/schema.graphql', 'utf8'));
    const file = path.join(extraDir, 'wrong.graphql');
    fs.writeFileSync(file, 'query Wrong { portals(first: 5) { edges { node { colour } } } }');
    expect(() => loadAllowList(process.cwd(), schema, file)).toThrow(
      /^GRAPHQL_ALLOW_LIST_EXTRA: .*wrong\.graphql does not fit the schema: .*colour/,
    );
    fs.writeFileSync(file, 'query Broken { portals(');
    expect(() => loadAllowList(process.cwd(), schema, file)).toThrow(/^GRAPHQL_ALLOW_LIST_EXTRA: cannot read .* as GraphQL operations/);
  });

  it('without the mode, introspection runs (the sandbox reads the schema with it)', async () => {
    const res = await post(open, openToken, { query: '{ __schema { queryType { name } } }' });
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('the manifest of the client’s operations (schema/persisted-operations.json)', () => {
  it('is current: made again from client/src/gql/graphql.ts it is the same file', () => {
    const generated = fs.readFileSync('client/src/gql/graphql.ts', 'utf8');
    const file = fs.readFileSync(MANIFEST_FILE, 'utf8');
    expect(manifestText(manifestOf(generated))).toBe(file);
  });

  it('has each typed document the client imports, with the key of the document itself', async () => {
    const generated = (await import('../../client/src/gql/graphql.js')) as Record<string, unknown>;
    const { operations } = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as { operations: Record<string, string> };
    const documents = Object.values(generated).filter(
      (v): v is DocumentNode => typeof v === 'object' && v !== null && (v as DocumentNode).kind === 'Document',
    );
    let checked = 0;
    for (const document of documents) {
      for (const definition of document.definitions) {
        if (definition.kind !== 'OperationDefinition') continue;
        expect(operations[definition.name!.value], definition.name!.value).toBe(operationKey(document, definition));
        checked++;
      }
    }
    expect(checked).toBe(Object.keys(operations).length);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('GET /graphql/schema.graphql', () => {
  it('answers the running schema’s SDL: the committed schema/schema.graphql', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="schema.graphql"');
    expect(res.body).toBe(fs.readFileSync('schema/schema.graphql', 'utf8'));
  });

  it('is the SDL for a browser too, while /graphql stays the sandbox and other paths under it are not found', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const sdl = await open.app.inject({ method: 'GET', url: '/graphql/schema.graphql', headers: html });
    expect(sdl.body).toMatch(/^"""|^type |^schema |^scalar |^enum |^input /m);
    expect(sdl.headers['content-type']).toBe('text/plain; charset=utf-8');
    const sandbox = await open.app.inject({ method: 'GET', url: '/graphql', headers: html });
    expect(sandbox.headers['content-type']).toMatch(/^text\/html/);
    const other = await open.app.inject({ method: 'GET', url: '/graphql/schema.json' });
    expect(other.statusCode).toBe(404);
  });
});
