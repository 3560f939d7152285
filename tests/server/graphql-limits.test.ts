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
    expect(GRAPHQL_LIMITS).toEqual({ maxDepth: 10, maxAliases: 15, maxTokens: 2000, maxCost: 5000, maxDirectives: 50 });
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

  it(`answers a query of cost ${GRAPHQL_LIMITS.maxCost} or less and refuses one just over`, async () => {
    // graphql-armor's cost: a scalar 1; an object 2 + 1.5 × the cost of what it selects; the
    // operation the plain sum of its fields. A branch is __type then 8 nested ofType, each level also
    // selecting name, over 4 scalars at depth 10. Aliased branches, then top-level __typename (1 each)
    // up to the limit. (Repeating one field hundreds of times trips graphql-js's own merge budget.)
    const branch = `__type(name: "Query") { ${'name ofType { '.repeat(8)}kind name description specifiedByURL${' }'.repeat(8)} }`;
    let branchCost = 2 + 1.5 * 4;
    for (let level = 0; level < 8; level++) branchCost = 2 + 1.5 * (1 + branchCost);
    const count = Math.floor(GRAPHQL_LIMITS.maxCost / branchCost);
    const padding = Math.floor(GRAPHQL_LIMITS.maxCost - count * branchCost);
    expect(count).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases);
    const branches = Array.from({ length: count }, (_, i) => `b${i}: ${branch}`).join(' ');
    const query = (extra: number) => `{ ${branches}${' __typename'.repeat(extra)} }`;

    const ok = await t.gql(query(padding));
    expectAnswered(ok);
    expect(ok.body.data.b0).toEqual({ name: 'Query', ofType: null });
    expectRefused(await t.gql(query(padding + 1)), /cost limit of 5000 exceeded/i);
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
