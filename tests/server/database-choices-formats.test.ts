import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asInput,
  COLLECTION_FIELDS,
  databaseState,
  databaseUser,
  expectBadInput,
  expectError,
  expectGqlError,
  type Collection,
} from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Renaming a choice that records hold (the records follow, in the field change's transaction), and
 * a NUMBER field's display format (checked, stored with the field, answered over REST and GraphQL).
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
});
afterAll(() => t.close());

const stored = async (c: Collection) => (await u.records(c.id)).map((r) => r.data);

async function withRecords(fields: unknown[], rows: Array<Record<string, unknown>>) {
  const c = await u.collection(fields);
  for (const row of rows) await u.record(c.id, row);
  return c;
}

const UPDATE = `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION_FIELDS} fields { key numberFormat { style decimals currency } } } }`;

describe('renaming a choice that records use', () => {
  it('REST: renames it in every record (SELECT and MULTI_SELECT), keeps its colour, and a default follows', async () => {
    const c = await withRecords(
      [
        { label: 'Stage', type: 'SELECT', choices: [{ value: 'Lead', color: 'teal' }, 'Won', 'Lost'], defaultValue: 'Lead' },
        { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new', 'cold'] },
      ],
      [{ stage: 'Won', tags: ['vip', 'new'] }, { tags: ['new'] }, { stage: 'Lost' }],
    );
    expect(await stored(c)).toEqual([{ stage: 'Won', tags: ['vip', 'new'] }, { stage: 'Lead', tags: ['new'] }, { stage: 'Lost' }]);
    const [stage, tags] = asInput(c.fields);
    const res = await u.updateFields(c.id, [
      { ...stage, choices: [{ value: 'Prospect', color: 'teal', renamedFrom: 'Lead' }, 'Won', 'Lost'] },
      // Renamed and moved first: the lists follow the new order of the choices.
      { ...tags, choices: [{ value: 'Fresh', renamedFrom: 'new' }, 'vip', 'cold'] },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [stageAfter, tagsAfter] = res.body.data.fields;
    expect(stageAfter.choices).toEqual([
      { value: 'Prospect', color: 'teal' },
      { value: 'Won', color: expect.any(String) },
      { value: 'Lost', color: expect.any(String) },
    ]);
    expect(stageAfter.defaultValue).toBe('Prospect');
    expect(tagsAfter.choices.map((x: { value: string }) => x.value)).toEqual(['Fresh', 'vip', 'cold']);
    expect(await stored(c)).toEqual([{ stage: 'Won', tags: ['Fresh', 'vip'] }, { stage: 'Prospect', tags: ['Fresh'] }, { stage: 'Lost' }]);
    // The renamed value filters like any other.
    const found = await u.records(c.id, { filter: JSON.stringify([{ field: 'stage', op: 'eq', value: 'Prospect' }]) });
    expect(found).toHaveLength(1);
  });

  it('a saved view that filters on the renamed choice follows it', async () => {
    const c = await withRecords([{ label: 'Stage', type: 'SELECT', choices: ['Lead', 'Won'] }], [{ stage: 'Lead' }, { stage: 'Won' }]);
    const view = await t.rest('POST', '/v1/database/views', {
      token: u.token,
      body: { collectionId: c.id, name: 'Leads', filter: [{ field: 'stage', op: 'eq', value: 'Lead' }] },
    });
    expect(view.status, JSON.stringify(view.body)).toBe(201);
    const [stage] = asInput(c.fields);
    const res = await u.updateFields(c.id, [{ ...stage, choices: [{ value: 'Prospect', renamedFrom: 'Lead' }, 'Won'] }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const views = await t.rest('GET', `/v1/database/views?collectionId=${c.id}`, { token: u.token });
    expect(views.body.data[0].filter).toEqual([{ field: 'stage', op: 'eq', value: 'Prospect' }]);
  });

  it('GraphQL: the same rename, the same records', async () => {
    const c = await withRecords([{ label: 'Phase', type: 'SELECT', choices: ['Open', 'Done'] }], [{ phase: 'Open' }, { phase: 'Done' }]);
    const res = await t.gql(
      UPDATE,
      {
        input: {
          id: c.id,
          fields: [{ key: 'phase', label: 'Phase', type: 'SELECT', choices: [{ value: 'Doing', renamedFrom: 'Open' }, { value: 'Done' }] }],
        },
      },
      u.token,
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect(res.body.data.updateCollection.fields[0].choices.map((x: { value: string }) => x.value)).toEqual(['Doing', 'Done']);
    expect(await stored(c)).toEqual([{ phase: 'Doing' }, { phase: 'Done' }]);
  });

  it('two choices may swap names in one change', async () => {
    const c = await withRecords([{ label: 'Size', type: 'SELECT', choices: ['Small', 'Large'] }], [{ size: 'Small' }, { size: 'Large' }]);
    const res = await u.updateFields(c.id, [
      {
        ...asInput(c.fields)[0],
        choices: [
          { value: 'Large', renamedFrom: 'Small' },
          { value: 'Small', renamedFrom: 'Large' },
        ],
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(c)).toEqual([{ size: 'Large' }, { size: 'Small' }]);
  });

  it('a rename to another existing choice is refused on that choice, over REST and GraphQL, and nothing changes', async () => {
    const c = await withRecords(
      [{ label: 'Stage', type: 'SELECT', choices: ['Lead', 'Won', 'Lost'] }],
      [{ stage: 'Won' }, { stage: 'Lost' }],
    );
    const [stage] = asInput(c.fields);
    const before = await databaseState(t);
    // Won → lost while Lost stays (or is dropped): two choices would become one.
    for (const choices of [
      ['Lead', { value: 'lost', renamedFrom: 'Won' }, 'Lost'],
      ['Lead', { value: 'Lost', renamedFrom: 'Won' }],
    ]) {
      const res = await u.updateFields(c.id, [{ ...stage, choices }]);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.details['fields.0.choices.1'], JSON.stringify(res.body)).toMatch(
        /^Stage already has the choice "Lost" — give "Won" another name\.$/,
      );
    }
    const gql = await t.gql(
      UPDATE,
      { input: { id: c.id, fields: [{ ...stage, choices: [{ value: 'Lead' }, { value: 'Lost', renamedFrom: 'Won' }] }] } },
      u.token,
    );
    expectGqlError(gql, 'BAD_USER_INPUT', { 'fields.0.choices.1': /already has the choice "Lost"/ });
    // renamedFrom must name a current choice, once.
    expectBadInput(await u.updateFields(c.id, [{ ...stage, choices: [{ value: 'Hot', renamedFrom: 'Cold' }, 'Won', 'Lost'] }]), {
      'fields.0.choices.0': /"Cold" is not a choice of Stage/,
    });
    expectBadInput(
      await u.updateFields(c.id, [
        { ...stage, choices: [{ value: 'Hot', renamedFrom: 'Lead' }, { value: 'Warm', renamedFrom: 'Lead' }, 'Won', 'Lost'] },
      ]),
      { 'fields.0.choices.1': /"Lead" is renamed twice/ },
    );
    expect(await databaseState(t)).toEqual(before);
  });

  it('runs in the transaction of the whole change: refused elsewhere, no record is renamed', async () => {
    const c = await withRecords(
      [
        { label: 'Stage', type: 'SELECT', choices: ['Lead', 'Won'] },
        { label: 'Qty', type: 'TEXT' },
      ],
      [{ stage: 'Lead', qty: 'many' }],
    );
    const [stage, qty] = asInput(c.fields);
    const before = await databaseState(t);
    const res = await u.updateFields(c.id, [
      { ...stage, choices: [{ value: 'Prospect', renamedFrom: 'Lead' }, 'Won'] },
      { ...qty, type: 'NUMBER' },
    ]);
    expectError(res, 'CONFLICT', /^1 record has a value that Qty \(NUMBER\) cannot hold/);
    expect(await databaseState(t)).toEqual(before);
    expect(await stored(c)).toEqual([{ stage: 'Lead', qty: 'many' }]);
  });

  it('removing a choice that records hold is still refused, with the count', async () => {
    const c = await withRecords([{ label: 'Stage', type: 'SELECT', choices: ['Lead', 'Won'] }], [{ stage: 'Lead' }, { stage: 'Lead' }]);
    const before = await databaseState(t);
    const res = await u.updateFields(c.id, [{ ...asInput(c.fields)[0], choices: ['Won'] }]);
    expectError(res, 'CONFLICT', /^2 records have values that Stage \(SELECT\) cannot hold/);
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('number formats', () => {
  it('are stored with the field and answered over REST and GraphQL; the values stay raw numbers', async () => {
    const c = await withRecords(
      [
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'usd', decimals: 2 } },
        { label: 'Share', type: 'NUMBER', numberFormat: { style: 'PERCENT' } },
        { label: 'Weight', type: 'NUMBER', numberFormat: { style: 'DECIMAL', decimals: 0 } },
        { label: 'Count', type: 'NUMBER' },
        { label: 'Name', type: 'TEXT', numberFormat: null },
      ],
      [{ fee: '1,234.5', share: 12.5, weight: 3.25 }],
    );
    expect(c.fields.map((f: any) => f.numberFormat)).toEqual([
      { style: 'CURRENCY', decimals: 2, currency: 'USD' },
      { style: 'PERCENT', decimals: null, currency: null },
      { style: 'DECIMAL', decimals: 0, currency: null },
      null,
      null,
    ]);
    expect(await stored(c)).toEqual([{ fee: 1234.5, share: 12.5, weight: 3.25 }]);
    const gql = await t.gql(
      `query($id: ID!) { collection(id: $id) { fields { key numberFormat { style decimals currency } } } }`,
      { id: c.id },
      u.token,
    );
    expect(gql.body.data.collection.fields.map((f: any) => f.numberFormat)).toEqual(c.fields.map((f: any) => f.numberFormat));
    // Kept when the list is saved again with it; changed to JPY over GraphQL.
    const res = await t.gql(
      UPDATE,
      {
        input: {
          id: c.id,
          fields: asInput(c.fields).map((f, i) =>
            i === 0
              ? { ...f, numberFormat: { style: 'CURRENCY', currency: 'JPY' } }
              : { ...f, numberFormat: (c.fields as any[])[i].numberFormat },
          ),
        },
      },
      u.token,
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect(res.body.data.updateCollection.fields.map((f: any) => f.numberFormat)).toEqual([
      { style: 'CURRENCY', decimals: null, currency: 'JPY' },
      { style: 'PERCENT', decimals: null, currency: null },
      { style: 'DECIMAL', decimals: 0, currency: null },
      null,
      null,
    ]);
    // A NUMBER turned into TEXT loses its format (sent without one).
    const retyped = await u.updateFields(c.id, [{ ...asInput(c.fields)[0], type: 'TEXT' }]);
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    expect(retyped.body.data.fields[0].numberFormat).toBeNull();
  });

  it('refuses an unknown currency, 9 decimals, a format on a TEXT field and a currency without CURRENCY, writing nothing', async () => {
    const c = await u.collection([{ label: 'Fee', type: 'NUMBER' }]);
    const before = await databaseState(t);
    const cases: Array<[unknown, Record<string, RegExp>]> = [
      [
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'XYZ' } },
        { 'fields.0.numberFormat.currency': /"XYZ" is not a currency Portico offers/ },
      ],
      [
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'DECIMAL', decimals: 9 } },
        { 'fields.0.numberFormat.decimals': /from 0 to 8/ },
      ],
      [{ label: 'Fee', type: 'NUMBER', numberFormat: { style: 'CURRENCY' } }, { 'fields.0.numberFormat.currency': /Pick the currency/ }],
      [
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'PERCENT', currency: 'EUR' } },
        { 'fields.0.numberFormat.currency': /Only the CURRENCY style/ },
      ],
      [
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'PLAIN', decimals: 2 } },
        { 'fields.0.numberFormat.decimals': /choose the DECIMAL style/ },
      ],
      [
        { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'FANCY' } },
        { 'fields.0.numberFormat.style': /PLAIN, DECIMAL, PERCENT, CURRENCY/ },
      ],
      [
        { label: 'Fee', type: 'TEXT', numberFormat: { style: 'PERCENT' } },
        { 'fields.0.numberFormat': /Only NUMBER fields have a number format/ },
      ],
    ];
    for (const [field, details] of cases) {
      expectBadInput(await u.updateFields(c.id, [{ key: 'fee', ...(field as object) }]), details, JSON.stringify(field));
      const res = await t.rest('POST', '/v1/database', {
        token: u.token,
        body: { portalId: u.portalId, name: 'Formats', fields: [field] },
      });
      expectBadInput(res, details, `create ${JSON.stringify(field)}`);
    }
    const gql = await t.gql(
      UPDATE,
      { input: { id: c.id, fields: [{ key: 'fee', label: 'Fee', type: 'NUMBER', numberFormat: { style: 'DECIMAL', decimals: 9 } }] } },
      u.token,
    );
    expectGqlError(gql, 'BAD_USER_INPUT', { 'fields.0.numberFormat.decimals': /from 0 to 8/ });
    expect(await databaseState(t)).toEqual(before);
  });
});
