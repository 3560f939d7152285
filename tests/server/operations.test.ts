import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../../server/core/operations.js';
import { domains, operations } from '../../server/modules/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The operation layer (server/core/operations.ts), from the declarations themselves: the caller is
 * checked before the input, on every route and every GraphQL field, whatever the input holds.
 */

let t: TestApp;
let builder: Awaited<ReturnType<TestApp['signUp']>>;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  builder = await t.signUp();
  const portal = (await t.rest('POST', '/v1/portal', { token: builder.token, body: { name: 'Gate' } })).body.data;
  customerToken = (await signInCustomer(t, builder.token, portal.id)).token;
});
afterAll(() => t.close());

const routes = operations.filter((o) => o.rest);
/** A body or query no operation accepts: a wrong type for a common field, and a key nobody declares. */
const junk = { portalId: 12, id: ['x'], name: { deep: true }, notAField: 'x' };
const urlOf = (path: string, readsQuery: boolean) =>
  `/v1${path.split(' ')[1]}${readsQuery ? `?${new URLSearchParams({ portalId: '12', id: 'x', notAField: 'x' })}` : ''}`;

describe('who is asking comes first', () => {
  it('every builder route answers 401 without a token and 403 to a customer, before it reads a bad input', async () => {
    const checked: string[] = [];
    for (const operation of routes.filter((o) => o.access.kind === 'builder')) {
      const [method] = operation.rest!.split(' ') as [string];
      const readsQuery = method === 'GET' || method === 'DELETE';
      const url = urlOf(operation.rest!, readsQuery);
      const body = readsQuery ? undefined : junk;
      const anonymous = await t.rest(method, url, { body });
      expect(anonymous.status, `${operation.rest} without a token: ${JSON.stringify(anonymous.body)}`).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      const customer = await t.rest(method, url, { body, token: customerToken });
      expect(customer.status, `${operation.rest} as a customer: ${JSON.stringify(customer.body)}`).toBe(403);
      expect(customer.body.message).toMatch(/builder/);
      checked.push(operation.rest!);
    }
    // The routes the API fuzzer found answering 400 before 401 are among them.
    for (const route of ['POST /customer/users', 'PATCH /customer/users', 'PUT /customer/users/context', 'POST /pages', 'PATCH /pages'])
      expect(checked).toContain(route);
    for (const route of ['PUT /portal/basic-info', 'GET /portal', 'POST /tickets', 'POST /database/records/import'])
      expect(checked).toContain(route);
  });

  it('every customer route answers 401 without a token and to a builder, before it reads a bad input', async () => {
    const customerRoutes = routes.filter((o) => o.access.kind === 'customer');
    expect(customerRoutes.length).toBeGreaterThan(5);
    for (const operation of customerRoutes) {
      const [method] = operation.rest!.split(' ') as [string];
      const readsQuery = method === 'GET' || method === 'DELETE';
      const url = urlOf(operation.rest!, readsQuery);
      const body = readsQuery ? undefined : junk;
      for (const token of [undefined, builder.token]) {
        const res = await t.rest(method, url, { body, token });
        expect(res.status, `${operation.rest} as ${token ? 'a builder' : 'nobody'}: ${JSON.stringify(res.body)}`).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('a GraphQL field is behind the same check: a customer’s token on a builder’s mutation is FORBIDDEN', async () => {
    const res = await t.gql('mutation { createPortal(input: { name: "From a customer" }) { id } }', {}, customerToken);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await t.rest('GET', '/v1/portal/list', { token: builder.token });
    expect(mine.body.data.items.map((p: { name: string }) => p.name)).not.toContain('From a customer');
  });
});

describe('the declarations', () => {
  it('name each route once and each GraphQL field once', () => {
    const rest = routes.map((o) => o.rest!);
    expect(new Set(rest).size).toBe(rest.length);
    const graphql = operations.filter((o) => o.graphql).map((o) => o.graphql!);
    expect(new Set(graphql).size).toBe(graphql.length);
  });

  it('give every builder operation inside a portal an API-key scope, except the webhooks; none to the workspace’s people and keys', () => {
    for (const operation of operations) {
      const scope = scopeOf(operation);
      const name = operation.rest ?? operation.graphql ?? '';
      // Webhook endpoints send a portal's data elsewhere: people (admins) only, never a key.
      if (operation.access.kind === 'builder' && operation.access.over === 'portal' && !/webhook/i.test(name))
        expect(scope, name).toMatch(/^[a-z]+:(read|write)$/);
      if (operation.access.kind === 'builder' && operation.access.over === 'workspace') expect(scope, name).toBeNull();
      if (/^(GET|POST|DELETE) \/workspace\/(api-keys|members|invitations)/.test(name)) expect(scope, name).toBeNull();
      if (operation.access.kind !== 'builder') expect(scope, name).toBeNull();
    }
    expect(scopeOf(operations.find((o) => o.rest === 'GET /database/list')!)).toBe('database:read');
    expect(scopeOf(operations.find((o) => o.rest === 'POST /database/records')!)).toBe('database:write');
  });

  it('say why each public operation is safe', () => {
    for (const operation of operations.filter((o) => o.access.kind === 'public'))
      expect((operation.access as { reason: string }).reason.length, operation.rest ?? operation.graphql).toBeGreaterThan(20);
  });

  it('come from one list of domains, each named once', () => {
    const names = domains.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
