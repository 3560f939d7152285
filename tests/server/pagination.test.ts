import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../helpers/customers.js';
import { expectBadInput, expectGqlError } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Every list reads its pages through one keyset helper (server/core/pagination.ts): a cursor that
// is not one of its own is BAD_USER_INPUT on `cursor` (`after` over GraphQL), never a 500 or a page.

let t: TestApp;
let owner: string;
let customer: string;
const ids: Record<'portal' | 'customer' | 'collection' | 'workflow', string> = { portal: '', customer: '', collection: '', workflow: '' };

const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const BAD_CURSORS: Array<[string, string]> = [
  ['not a cursor', 'not-a-cursor'],
  ['not a list', cursor({ at: '2026-01-01T00:00:00Z' })],
  ['a time PostgreSQL cannot read', cursor(['0000-01-01T00:00:00.000Z', randomUUID()])],
  ['an id that is not one', cursor(['2026-01-01T00:00:00.000000Z', 'x'.repeat(36)])],
  ['a records-grid cursor', cursor(['createdAt:asc', '2026-01-01T00:00:00.000000Z', randomUUID()])],
];

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signUp()).token;
  const portal = await t.rest('POST', '/v1/portal', { token: owner, body: { name: `Paging ${Date.now().toString(36)}` } });
  ids.portal = portal.body.data.id;
  const signedIn = await signInCustomer(t, owner, ids.portal);
  customer = signedIn.token;
  ids.customer = signedIn.id;
  const collection = await t.rest('POST', '/v1/database', {
    token: owner,
    body: { portalId: ids.portal, name: 'Orders', fields: [{ label: 'Client', type: 'CUSTOMER' }] },
  });
  ids.collection = collection.body.data.id;
  const shared = await t.rest('PUT', '/v1/database/customer-access', {
    token: owner,
    body: { id: ids.collection, mode: 'CUSTOMER_FIELD', fieldKey: collection.body.data.fields[0].key },
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  const workflow = await t.rest('POST', '/v1/workflows', { token: owner, body: { portalId: ids.portal, name: 'Onboarding' } });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  ids.workflow = workflow.body.data.id;
});
afterAll(() => t.close());

const LISTS: Array<{ name: string; rest: () => string; gql?: () => string; as?: 'customer' }> = [
  { name: 'portals', rest: () => '/v1/portal/list?', gql: () => 'portals(after: $after) { edges { cursor } }' },
  {
    name: 'customers',
    rest: () => `/v1/customer/users/list?portalId=${ids.portal}&`,
    gql: () => `customers(portalId: "${ids.portal}", after: $after) { edges { cursor } }`,
  },
  {
    name: 'a customer’s activity',
    rest: () => `/v1/customer/users/activity?id=${ids.customer}&`,
    gql: () => `customerActivity(id: "${ids.customer}", after: $after) { edges { cursor } }`,
  },
  {
    name: 'portal events',
    rest: () => `/v1/portal-events?portalId=${ids.portal}&`,
    gql: () => `portalEvents(portalId: "${ids.portal}", after: $after) { edges { cursor } }`,
  },
  {
    name: 'tickets',
    rest: () => `/v1/tickets/list?portalId=${ids.portal}&`,
    gql: () => `tickets(portalId: "${ids.portal}", after: $after) { edges { cursor } }`,
  },
  {
    name: 'workflow runs',
    rest: () => `/v1/workflows/runs?workflowId=${ids.workflow}&`,
    gql: () => `workflowRuns(workflowId: "${ids.workflow}", after: $after) { edges { cursor } }`,
  },
  {
    name: 'records',
    rest: () => `/v1/database/records?collectionId=${ids.collection}&`,
    gql: () => `records(collectionId: "${ids.collection}", after: $after) { edges { cursor } }`,
  },
  { name: 'a customer’s own tickets', rest: () => '/v1/customer/tickets/list?', as: 'customer' },
  { name: 'a customer’s own records', rest: () => `/v1/customer/collections/records?collectionId=${ids.collection}&`, as: 'customer' },
];

describe('a bad cursor', () => {
  for (const list of LISTS) {
    it(`is refused on ${list.name}, over REST${list.gql ? ' and GraphQL' : ''}; the first page is still there`, async () => {
      const token = list.as === 'customer' ? customer : owner;
      const first = await t.rest('GET', `${list.rest()}limit=1`, { token });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      for (const [what, bad] of BAD_CURSORS) {
        // The records grid's own cursors are refused on the time lists, and theirs on the grid.
        if (list.name === 'records' && what === 'a records-grid cursor') continue;
        const res = await t.rest('GET', `${list.rest()}cursor=${encodeURIComponent(bad)}`, { token });
        expectBadInput(res, { cursor: /not valid/ }, `${list.name}: ${what}`);
        if (list.gql) {
          const gql = await t.gql(`query List($after: String) { ${list.gql()} }`, { after: bad }, token);
          expectGqlError(gql, 'BAD_USER_INPUT', { after: /not valid/ });
        }
      }
    });
  }

  it('of another sort is refused on the records grid, by name', async () => {
    const other = cursor(['createdAt:asc', '2026-01-01T00:00:00.000000Z', randomUUID()]);
    const res = await t.rest('GET', `/v1/database/records?collectionId=${ids.collection}&sort=createdAt:desc&cursor=${other}`, {
      token: owner,
    });
    expectBadInput(res, { cursor: /another sort/ });
  });
});
