import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastPathStats } from '../../server/core/graphql/fast-path.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The whole suite runs with PORTICO_GRAPHQL_VERIFY=1 (vitest.config.ts): every query is answered by
// Apollo and by the fast path and the answers must match. Here the app runs as in production.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ PORTICO_GRAPHQL_VERIFY: '0' });
  ({ token } = await t.signUp());
  for (const name of ['Acme clients', 'Globex partners', 'Initech team']) {
    const res = await t.rest('POST', '/v1/portal', { body: { name }, token });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

const PORTALS = `query Portals($first: Int) { portals(first: $first) { edges { node { id name slug createdAt theme { mode } } } pageInfo { hasNextPage endCursor } } }`;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
}

describe('GraphQL fast path', () => {
  it('answers a query it has seen before byte for byte as Apollo did, without Apollo', async () => {
    const first = await post({ query: PORTALS, variables: { first: 2 } }); // Apollo
    await post({ query: PORTALS, variables: { first: 2 } }); // Apollo again (compiled now)
    const before = fastPathStats.answered;
    const third = await post({ query: PORTALS, variables: { first: 2 } });
    expect(fastPathStats.answered).toBe(before + 1);
    expect(third).toEqual(first);
    expect(JSON.parse(third.body).data.portals.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Initech team',
      'Globex partners',
    ]);
  });

  it('keeps the content type Apollo negotiates from Accept', async () => {
    const accept = { accept: 'application/graphql-response+json, application/json;q=0.9' };
    for (let i = 0; i < 3; i++) {
      const res = await post({ query: PORTALS }, accept);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/graphql-response+json; charset=utf-8');
    }
    const refused = await post({ query: PORTALS }, { accept: 'text/csv' });
    expect(refused.status).toBe(406);
  });

  it('leaves a page-size variable over the cost limit to Apollo, which refuses it with the same words as a written one', async () => {
    const big = await post({ query: PORTALS, variables: { first: 100_000 } });
    expect(big.status).toBe(400);
    const written = await post({ query: PORTALS.replace('($first: Int)', '').replace('$first', '100000') });
    expect(JSON.parse(big.body).errors[0].message).toBe(JSON.parse(written.body).errors[0].message);
  });

  it('leaves errors to Apollo: a bad variable and a signed-out caller get Apollo’s answers', async () => {
    const bad = await post({ query: PORTALS, variables: { first: 'many' } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PORTALS }),
    });
    expect(JSON.parse(anonymous.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.parse(anonymous.body).data).toBeNull();
  });

  it('never takes a mutation the short way', async () => {
    const create = `mutation Create($input: CreatePortalInput!) { createPortal(input: $input) { name } }`;
    const before = fastPathStats.answered;
    for (const name of ['One more', 'And another', 'And a third']) {
      const res = await post({ query: create, variables: { input: { name } } });
      expect(JSON.parse(res.body)).toEqual({ data: { createPortal: { name } } });
    }
    expect(fastPathStats.answered).toBe(before);
  });
});
