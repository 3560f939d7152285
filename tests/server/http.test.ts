import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const header = (res: Call, name: string) => String(res.headers[name] ?? '');

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return Number(row!.n);
}

describe('security headers', () => {
  it('are on a page, an API answer and an error answer alike', async () => {
    const page = await t.rest('GET', '/', { headers: { accept: 'text/html' } });
    const api = await t.rest('GET', '/healthz');
    const denied = await t.rest('GET', '/v1/user/me');
    expect(api.status).toBe(200);
    expect(denied.status).toBe(401);
    for (const res of [page, api, denied]) {
      const csp = header(res, 'content-security-policy');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(header(res, 'x-content-type-options')).toBe('nosniff');
      expect(header(res, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set([page, api, denied].map((r) => header(r, 'x-request-id'))).size).toBe(3);
  });

  it('echo the x-request-id the caller sends', async () => {
    const api = await t.rest('GET', '/healthz', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(header(api, 'x-request-id')).toBe('trace-abc-123');
    const error = await t.rest('GET', '/v1/nope', { headers: { 'x-request-id': 'trace-def-456' } });
    expect(header(error, 'x-request-id')).toBe('trace-def-456');
  });
});

describe('request size', () => {
  it('answers a 1.1 MB JSON body with 413 PAYLOAD_TOO_LARGE and writes nothing', async () => {
    const before = await userCount();
    const big = { email: 'big@example.com', password: 'a long enough secret', firstName: 'Big', lastName: 'x'.repeat(1_100_000) };
    const res = await t.rest('POST', '/v1/auth/register', { body: big });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 1 MB. Send less data in one request.',
    });
    expect(await userCount()).toBe(before);
  });

  it('answers a 1.1 MB GraphQL request with 413 and PAYLOAD_TOO_LARGE', async () => {
    const res = await t.rest('POST', '/graphql', { body: { query: '{ __typename }', variables: { padding: 'x'.repeat(1_100_000) } } });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under 1 MB (then judges its content)', async () => {
    const res = await t.rest('POST', '/v1/auth/login', { body: { email: 'a@example.com', password: 'x'.repeat(1_000_000) } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404 NOT_FOUND envelope under /v1', async () => {
    const res = await t.rest('GET', '/v1/no/such/thing?x=1');
    expect(res.status).toBe(404);
    expect(header(res, 'content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'There is no GET /v1/no/such/thing. Check the path and the method.',
    });
  });

  it('answer 405 with Allow for a known path with the wrong method', async () => {
    const res = await t.rest('DELETE', '/v1/auth/register');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual({ success: false, code: 'BAD_USER_INPUT', message: '/v1/auth/register does not take DELETE: use POST.' });
  });
});

describe('GraphQL sandbox (GET /graphql in a browser)', () => {
  it('is a page of its own, with a policy that adds only web workers to the builder’s', async () => {
    const res = await t.rest('GET', '/graphql', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(header(res, 'content-type')).toMatch(/^text\/html/);
    const html = String(res.body);
    // No client build in these tests: the page that says how to build it, in English, with the product's name.
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>GraphQL sandbox · Portico</title>');
    expect(html).toContain('npm run build');
    expect(html).not.toMatch(/altair/i);
    // The builder's policy (no eval, no other host, no frames), plus Monaco's workers from this origin.
    const builder = header(await t.rest('GET', '/portals', { headers: { accept: 'text/html' } }), 'content-security-policy');
    expect(builder).not.toContain('worker-src');
    expect(builder).not.toContain('unsafe-eval');
    expect(header(res, 'content-security-policy')).toBe(`${builder};worker-src 'self'`);
  });

  it('serves the built sandbox page when the client is built, for a query string too', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-sandbox-'));
    const built =
      '<!doctype html><html lang="en"><head><title>GraphQL sandbox · Portico</title></head><body><div id="root"></div></body></html>';
    fs.writeFileSync(path.join(clientDir, 'graphiql.html'), built);
    const other = await createTestApp({ CLIENT_DIR: clientDir });
    try {
      for (const url of ['/graphql', '/graphql?tab=2']) {
        const res = await other.rest('GET', url, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(200);
        expect(String(res.body)).toBe(built);
        expect(header(res, 'content-security-policy')).toContain("worker-src 'self'");
      }
    } finally {
      await other.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('GET /graphql with an API accept header is GraphQL, not the page', async () => {
    const res = await t.rest('GET', '/graphql?query=%7B__typename%7D', {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
    expect(header(res, 'content-security-policy')).not.toContain('worker-src');
  });

  it('POST /graphql answers GraphQL, with the session the sandbox sends', async () => {
    const anonymous = await t.gql('{ me { email } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const account = await t.signUp();
    const me = await t.gql('{ me { email } workspaces { name current } }', undefined, account.token);
    expect(me.body.data.me).toEqual({ email: account.email });
    expect(me.body.data.workspaces).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('malformed GraphQL requests', () => {
  it.each([
    ['a body that is not JSON', { rawBody: '{"query": ', headers: { 'content-type': 'application/json' } }, /not valid JSON/],
    ['an empty JSON object', { body: {} }, /missing|no keys|query/i],
    ['a syntax error', { body: { query: '{ me { id ' } }, /Syntax Error/],
    ['an unknown field', { body: { query: '{ nope }' } }, /Cannot query field "nope"/],
    ['an unknown operation name', { body: { query: 'query A { __typename }', operationName: 'B' } }, /Unknown operation named "B"/],
    [
      'a variable of the wrong type',
      { body: { query: 'query($u: String!) { usernameAvailability(username: $u) { available } }', variables: { u: 5 } } },
      /\$u/,
    ],
    ['a GET without a preflight header (CSRF)', { method: 'GET', url: '/graphql?query=%7B__typename%7D' }, /Cross-Site Request Forgery/],
  ] as const)('%s answers 400 BAD_USER_INPUT', async (_label, request, message) => {
    const {
      method = 'POST',
      url = '/graphql',
      ...options
    } = request as { method?: string; url?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };
    const res = await t.rest(method, url, options);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(message);
  });

  it('a mutation over GET is refused and not run', async () => {
    const account = await t.signUp();
    const res = await t.rest('GET', `/graphql?query=${encodeURIComponent('mutation { updateMe(input: { firstName: "Get" }) { id } }')}`, {
      token: account.token,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(405);
    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data.firstName).toBe('Ada');
  });
});

describe('unexpected errors', () => {
  // A broken database is the most likely unexpected error: the answer must not leak its SQL.
  it('answer 500 INTERNAL with the request id, and no stack or SQL, on REST and GraphQL', async () => {
    const account = await t.signUp();
    await t.database.db.execute(sql`alter table memberships rename to memberships_moved`);
    try {
      const rest = await t.rest('GET', '/v1/workspace/list', { token: account.token, headers: { 'x-request-id': 'support-ticket-42' } });
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong on our side. If it keeps happening, quote request id support-ticket-42.',
        requestId: 'support-ticket-42',
      });
      expect(header(rest, 'x-request-id')).toBe('support-ticket-42');

      const gql = await t.gql('{ workspaces { id } }', undefined, account.token);
      expect(gql.body.data).toBeNull();
      const [error] = gql.body.errors;
      expect(error.extensions).toEqual({ code: 'INTERNAL', requestId: header(gql, 'x-request-id') });
      expect(error.message).toBe(
        `Something went wrong on our side. If it keeps happening, quote request id ${header(gql, 'x-request-id')}.`,
      );

      for (const body of [JSON.stringify(rest.body), JSON.stringify(gql.body)]) {
        expect(body).not.toMatch(/memberships|relation|select|stack|\bat \S+:\d+|\.ts\b|\.js\b/i);
      }
    } finally {
      await t.database.db.execute(sql`alter table memberships_moved rename to memberships`);
    }
    expect((await t.rest('GET', '/v1/workspace/list', { token: account.token })).status).toBe(200);
  });
});
