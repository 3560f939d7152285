import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/core/graphql/apollo.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Refused before anything runs: a 400 with BAD_USER_INPUT, a message naming the limit, no data. */
function expectRefused(res: Call, message: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(res.body.errors[0].message).toMatch(message);
}

function expectAnswered(res: Call) {
  expect(res.body.errors).toBeUndefined();
  expect(res.status).toBe(200);
  expect(res.body.data).toBeTruthy();
}

/** `__type(name: "User")` is depth 1, each `ofType` one more, the closing `name` one more. */
const typeChain = (depth: number) => `{ __type(name: "User") { ${'ofType { '.repeat(depth - 2)}name${' }'.repeat(depth - 2)} } }`;

describe('GraphQL limits', () => {
  it('are the ones the product promises', () => {
    expect(GRAPHQL_LIMITS).toEqual({ maxDepth: 10, maxAliases: 15, maxTokens: 2000, maxCost: 50000, maxDirectives: 50, maxScans: 4 });
  });

  it(`answers a query ${GRAPHQL_LIMITS.maxDepth} deep and refuses one a level deeper`, async () => {
    const ok = await t.gql(typeChain(GRAPHQL_LIMITS.maxDepth));
    expectAnswered(ok);
    expect(ok.body.data.__type).toEqual({ ofType: null });
    expectRefused(await t.gql(typeChain(GRAPHQL_LIMITS.maxDepth + 1)), /depth limit of 10 exceeded, found 11/i);
  });

  it('counts depth through fragments too', async () => {
    const deep = `{ __type(name: "User") { ...F } }
      fragment F on __Type { ${'ofType { '.repeat(9)}name${' }'.repeat(9)} }`;
    expectRefused(await t.gql(deep), /depth limit/i);
  });

  it("answers the IDE's full introspection query, deeper than 10 under __schema", async () => {
    const res = await t.gql(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expectAnswered(res);
    expect(res.body.data.__schema.types.map((type: { name: string }) => type.name)).toEqual(
      expect.arrayContaining(['User', 'Workspace', 'Query', 'Mutation']),
    );
  });

  it('refuses introspection that cycles through types (fields → type → fields …)', async () => {
    const cycle = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    expectRefused(await t.gql(cycle), /introspection depth/i);
  });

  it(`answers ${GRAPHQL_LIMITS.maxScans} record counts and pages in one request and refuses one more, before anything runs`, async () => {
    const { token } = await t.signUp();
    const portal = await t.rest('POST', '/v1/portal', { token, body: { name: 'Scans' } });
    const collection = await t.rest('POST', '/v1/database', {
      token,
      body: { portalId: portal.body.data.id, name: 'Notes', fields: [{ label: 'Body', type: 'TEXT' }] },
    });
    const id = collection.body.data.id;
    const counts = (n: number) =>
      `query($id: ID!) { ${Array.from({ length: n }, (_, i) => `c${i}: recordCount(collectionId: $id)`).join(' ')} }`;
    const ok = await t.gql(counts(3) + '', { id }, token);
    expectAnswered(ok);
    const four = await t.gql(
      `query($id: ID!) { a: recordCount(collectionId: $id) b: recordCount(collectionId: $id) p: records(collectionId: $id) { edges { node { id } } } q: records(collectionId: $id) { edges { node { id } } } }`,
      { id },
      token,
    );
    expectAnswered(four);
    expectRefused(await t.gql(counts(5), { id }, token), /reads records more than 4 times/);
  });

  it(`answers ${GRAPHQL_LIMITS.maxAliases} aliases and refuses one more`, async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: __type(name: "User") { name }`).join(' ')} }`;
    const ok = await t.gql(aliases(GRAPHQL_LIMITS.maxAliases));
    expectAnswered(ok);
    expect(Object.keys(ok.body.data)).toHaveLength(15);
    expect(ok.body.data.t14).toEqual({ name: 'User' });
    expectRefused(await t.gql(aliases(GRAPHQL_LIMITS.maxAliases + 1)), /aliases limit of 15 exceeded, found 16/i);
  });

  it(`answers a document of ${GRAPHQL_LIMITS.maxTokens} tokens and refuses one token more`, async () => {
    // Many small operations (the client picks one by name) reach the count without repeating a field
    // in one selection, which graphql-js would refuse on its own. `query Qi { __typename }` is 5
    // tokens; the last one, `query Last {` + m × `__typename` + `}`, is m + 4.
    const document = (tokens: number) => {
      const ops = Array.from({ length: 399 }, (_, i) => `query Q${i} { __typename }`);
      const m = tokens - 399 * 5 - 4;
      return `${ops.join('\n')}\nquery Last {${' __typename'.repeat(m)} }`;
    };
    const run = (query: string) => t.rest('POST', '/graphql', { body: { query, operationName: 'Q7' } });
    const ok = await run(document(GRAPHQL_LIMITS.maxTokens));
    expectAnswered(ok);
    expect(ok.body.data).toEqual({ __typename: 'Query' });
    expectRefused(await run(document(GRAPHQL_LIMITS.maxTokens + 1)), /token/i);
  });

  // graphql-armor's cost: a scalar 1; an object 2 + 1.5 × the cost of what it selects (a fragment
  // one level more), times the page size `first`. The limit is set so the largest page the API
  // serves (200) of the portal list as the builder app asks for it fits; two such pages do not.
  const FRAGMENT =
    'fragment P on Portal { id name slug subDomain logoUrl theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail } createdAt updatedAt }';
  const page = (alias: string, first: string) =>
    `${alias}: portals(first: ${first}) { edges { cursor node { ...P } } pageInfo { hasNextPage endCursor } }`;

  it('answers the largest page of every portal field, and refuses two of them, the size written out', async () => {
    const { token } = await t.signUp();
    expectAnswered(await t.gql(`{ ${page('a', '200')} } ${FRAGMENT}`, undefined, token));
    expectRefused(
      await t.gql(`{ ${page('a', '200')} ${page('b', '200')} } ${FRAGMENT}`, undefined, token),
      /cost limit of 50000 exceeded, found \d+/i,
    );
  });

  it('counts a page size sent as a variable the same, with the same words', async () => {
    const { token } = await t.signUp();
    const one = await t.gql(`query ($n: Int) { ${page('a', '$n')} } ${FRAGMENT}`, { n: 200 }, token);
    expectAnswered(one);
    const literal = await t.gql(`{ ${page('a', '200')} ${page('b', '200')} } ${FRAGMENT}`, undefined, token);
    const variable = await t.gql(
      `query ($n: Int, $m: Int) { ${page('a', '$n')} ${page('b', '$m')} } ${FRAGMENT}`,
      { n: 200, m: 200 },
      token,
    );
    expectRefused(variable, /cost limit of 50000 exceeded/i);
    expect(variable.body.errors[0].message).toBe(literal.body.errors[0].message);
    // Small pages by variable stay cheap.
    expectAnswered(await t.gql(`query ($n: Int, $m: Int) { ${page('a', '$n')} ${page('b', '$m')} } ${FRAGMENT}`, { n: 24, m: 24 }, token));
  });

  it(`answers ${GRAPHQL_LIMITS.maxDirectives} directives and refuses one more`, async () => {
    const directives = (n: number) => `{${' __typename @include(if: true)'.repeat(n)} }`;
    const ok = await t.gql(directives(GRAPHQL_LIMITS.maxDirectives));
    expectAnswered(ok);
    expect(ok.body.data).toEqual({ __typename: 'Query' });
    expectRefused(await t.gql(directives(GRAPHQL_LIMITS.maxDirectives + 1)), /directives limit of 50 exceeded, found 51/i);
  });

  it('refuses a batch (a JSON array of operations) and runs none of them', async () => {
    const user = await t.signUp();
    const batch = await t.rest('POST', '/graphql', {
      token: user.token,
      body: [{ query: '{ __typename }' }, { query: 'mutation { updateMe(input: { firstName: "Batched" }) { firstName } }' }],
    });
    expect(batch.status).toBe(400);
    expect(batch.body.errors[0].message).toMatch(/batching/i);
    expect(batch.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.rest('GET', '/v1/user/me', { token: user.token })).body.data.firstName).toBe('Ada');
  });
});
