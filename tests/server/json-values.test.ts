import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseState, databaseUser } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// JSON that reads as something else than what was sent: 1e400 (JSON.parse gives Infinity, stored as
// null) and nesting past 32 levels are refused with sentences of their own, on both APIs.
let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let collectionId: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await databaseUser(t);
  collectionId = (await u.collection([{ key: 'amount', label: 'Amount', type: 'NUMBER' }])).id;
  customerId = (await u.customer()).id;
});
afterAll(() => t.close());

const INFINITE = /too large to store \(it reads as infinity\)/;
const DEEP = /nested deeper than 32 levels/;
const nested = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: nested(levels - 1) });

function expectRefused(res: { status: number; body: any }, field: string, message: RegExp) {
  expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
  expect(res.body.message).toMatch(message);
  expect(res.body.details).toEqual({ [field]: expect.stringMatching(message) });
}

describe('numbers too large to be finite', () => {
  it('REST: a customer context and a record NUMBER of 1e400 are refused, nothing stored', async () => {
    const before = await databaseState(t);
    const context = await t.rest('PUT', '/v1/customer/users/context', {
      token: u.token,
      rawBody: `{"id":"${customerId}","context":{"plan":"pro","score":1e400}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(context, 'context.score', INFINITE);
    const record = await t.rest('POST', '/v1/database/records', {
      token: u.token,
      rawBody: `{"collectionId":"${collectionId}","data":{"amount":-1e400}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(record, 'data.amount', INFINITE);
    expect(await databaseState(t)).toEqual(before);
    const customer = await t.rest('GET', `/v1/customer/users?portalId=${u.portalId}`, { token: u.token });
    expect(JSON.stringify(customer.body)).not.toMatch(/"score"/);
  });

  it('GraphQL: 1e400 in variables or written in the document is refused', async () => {
    const viaVariables = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      payload: `{"query":"mutation($c: ID!, $d: JSONObject!){ createRecord(input: { collectionId: $c, data: $d }){ id } }","variables":{"c":"${collectionId}","d":{"amount":1e400}}}`,
    });
    const body = JSON.parse(viaVariables.body);
    expect(body.errors[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', details: { 'd.amount': expect.stringMatching(INFINITE) } },
    });
    const literal = await t.gql(
      `mutation { createRecord(input: { collectionId: "${collectionId}", data: { amount: 1e400 } }) { id } }`,
      undefined,
      u.token,
    );
    expect(literal.body.errors[0]).toMatchObject({ message: expect.stringMatching(INFINITE), extensions: { code: 'BAD_USER_INPUT' } });
    const count = await t.rest('GET', `/v1/database/records/count?collectionId=${collectionId}`, { token: u.token });
    expect(count.body.data.count).toBe(0);
  });

  it('a filter value of 1e400 is refused on the filter', async () => {
    const filter = encodeURIComponent(`[{"field":"amount","op":"gt","value":1e400}]`);
    const res = await t.rest('GET', `/v1/database/records?collectionId=${collectionId}&filter=${filter}`, { token: u.token });
    expectRefused(res, 'filter.0.value', INFINITE);
  });
});

describe('JSON nested deeper than 32 levels', () => {
  it('REST and GraphQL say so, instead of "a character that cannot be stored"', async () => {
    const rest = await t.rest('PUT', '/v1/customer/users/context', { token: u.token, body: { id: customerId, context: nested(40) } });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(DEEP);
    expect(rest.body.message).not.toMatch(/cannot be stored/);
    expect(Object.keys(rest.body.details)).toEqual([`context${'.a'.repeat(32)}`]);
    const gql = await t.gql(
      'mutation($c: ID!, $d: JSONObject!){ createRecord(input: { collectionId: $c, data: $d }){ id } }',
      { c: collectionId, d: { amount: nested(40) } },
      u.token,
    );
    expect(gql.body.errors[0].message).toMatch(DEEP);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
