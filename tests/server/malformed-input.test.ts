import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Text PostgreSQL cannot store (a NUL character, half of a surrogate pair) is refused at the edge,
// on every route of both APIs, signed in or not, with BAD_USER_INPUT naming the field; nothing is written.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '100000', LOGIN_LIMIT_PER_IP: '100000' });
  ({ token } = await t.signUp());
});
afterAll(() => t.close());

const NUL = 'bad\u0000text';
const HALF_EMOJI = 'bad\uD83Dtext';

async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'portals',
    'collections',
    'collection_records',
    'customer_users',
    'tickets',
    'uploaded_files',
    'ticket_messages',
  ];
  const out: Record<string, number> = {};
  for (const table of tables) {
    const result = (await t.database.db.execute(`select count(*)::int as n from ${table}` as never)) as unknown;
    const rows = Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows;
    out[table] = Number(rows[0].n);
  }
  return out;
}

function expectRefused(res: { status: number; body: any }, field: string, label: string) {
  expect({ label, status: res.status, code: res.body?.code }).toEqual({ label, status: 400, code: 'BAD_USER_INPUT' });
  expect(res.body.details, label).toEqual({ [field]: expect.stringMatching(/cannot be stored/) });
}

describe('REST: every route', () => {
  it('refuses a NUL in the query string and NUL or half an emoji in a JSON body, signed in or not, writing nothing', async () => {
    const before = await rowCounts();
    const routes = t.routes().filter((r) => r.url.startsWith('/v1/') && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      for (const as of [undefined, token]) {
        const label = `${route.method} ${route.url} ${as ? 'signed in' : 'anonymous'}`;
        expectRefused(await t.rest(route.method, `${url}?probe=${encodeURIComponent(NUL)}`, { token: as }), 'probe', label);
        if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
          for (const value of [NUL, HALF_EMOJI]) {
            expectRefused(
              await t.rest(route.method, url, { token: as, body: { name: 'Fine', nested: { list: ['ok', value] } } }),
              'nested.list.1',
              label,
            );
          }
          expectRefused(await t.rest(route.method, url, { token: as, body: { [`key${NUL}`]: 'value' } }), `key${NUL}`, label);
        }
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('names the field a service knows: a portal name with half an emoji', async () => {
    const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Acme ${HALF_EMOJI}` } });
    expectRefused(res, 'name', 'create portal');
    const fine = await t.rest('POST', '/v1/portal', { token, body: { name: 'Acme 😀 clients' } });
    expect(fine.status).toBe(201);
    expect(fine.body.data.name).toBe('Acme 😀 clients');
  });

  it('refuses NUL in a multipart text field', async () => {
    const res = await t.upload('POST', '/v1/database/records/import', {
      token,
      fields: { collectionId: '00000000-0000-4000-8000-000000000000', mapping: `{"a${NUL}":"b"}` },
      file: { data: Buffer.from('a\n1\n'), filename: 'x.csv', contentType: 'text/csv' },
    });
    expectRefused(res, 'mapping', 'import');
  });

  it('answers a cursor whose time PostgreSQL cannot read with BAD_USER_INPUT, not a 500', async () => {
    const cursor = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const res = await t.rest('GET', `/v1/portal/list?cursor=${cursor}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ cursor: expect.stringMatching(/not valid/) });
  });
});

/** A value of an input type for a document, with `text` wherever a string goes. */
function literal(type: GraphQLInputType, text: string, depth = 0): string {
  if (isNonNullType(type)) return literal(type.ofType, text, depth);
  if (isListType(type)) return `[${literal(type.ofType, text, depth)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 3) return 'null';
    const fields = Object.values(type.getFields()).filter((f: GraphQLInputField) => isNonNullType(f.type) || depth === 0);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type, text, depth + 1)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return '1';
    if (type.name === 'Boolean') return 'true';
    if (type.name === 'JSONObject') return `{ note: ${JSON.stringify(text)} }`;
    return JSON.stringify(text);
  }
  return 'null';
}

const hasText = (type: GraphQLInputType, depth = 0): boolean => {
  const named = getNamedType(type);
  if (isScalarType(named)) return !['Int', 'Float', 'Boolean'].includes(named.name);
  if (isInputObjectType(named) && depth < 3) return Object.values(named.getFields()).some((f) => hasText(f.type, depth + 1));
  return false;
};

describe('GraphQL: every query and mutation that takes text', () => {
  const schema = buildSchema(fs.readFileSync('schema/schema.graphql', 'utf8'));
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;

  it('refuses a NUL written in the document and sent as a variable, signed in or not', async () => {
    const before = await rowCounts();
    let checked = 0;
    let guarded = 0;
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) || hasText(a.type));
        if (!args.some((a) => hasText(a.type))) continue;
        const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
        const written = `${kind} { ${field.name}(${args.map((a) => `${a.name}: ${literal(a.type, NUL)}`).join(', ')})${selection} }`;
        for (const as of [undefined, token]) {
          const res = await t.gql(written, undefined, as);
          const label = `${kind} ${field.name} ${as ? 'signed in' : 'anonymous'}`;
          expect({ label, status: res.status, code: res.body.errors?.[0]?.extensions?.code }).toEqual({
            label,
            status: 400,
            code: 'BAD_USER_INPUT',
          });
          // A value the field's type cannot take at all (a date) is refused by validation, before the guard.
          if (res.body.errors[0].extensions.graphqlCode === 'GRAPHQL_VALIDATION_FAILED') continue;
          expect(res.body.errors[0].message, label).toMatch(/cannot be stored/);
          guarded++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(guarded).toBeGreaterThan(2 * 40);

    const create = 'mutation($input: CreatePortalInput!) { createPortal(input: $input) { id } }';
    for (const value of [NUL, HALF_EMOJI]) {
      const res = await t.gql(create, { input: { name: `Acme ${value}` } }, token);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: { 'input.name': expect.stringMatching(/cannot be stored/) },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
