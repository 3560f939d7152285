import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecords, recordUniqueValues } from '../../db/schema/index.js';
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
 * Changing the fields of a collection that already holds records: values follow the change, or the
 * change is refused with how many records block it, and then nothing at all has changed.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
});
afterAll(() => t.close());

/** The stored data of a collection's records, in creation order. */
const stored = async (c: Collection) => (await u.records(c.id)).map((r) => r.data);
const uniqueValuesOf = async (c: Collection) =>
  (await t.database.db.select().from(recordUniqueValues).where(eq(recordUniqueValues.collectionId, c.id)))
    .map((v) => `${v.fieldKey}=${v.value}`)
    .sort();

async function withRecords(fields: unknown[], rows: Array<Record<string, unknown>>) {
  const c = await u.collection(fields);
  for (const row of rows) await u.record(c.id, row);
  return c;
}

/** Expects the change refused with CONFLICT on `fields.<i>.<prop>`, saying the count, and nothing changed. */
async function expectRefused(c: Collection, fields: unknown[], detail: string, message: RegExp) {
  const before = await databaseState(t);
  const res = await u.updateFields(c.id, fields);
  expectError(res, 'CONFLICT', message, { [detail]: message });
  expect(await databaseState(t)).toEqual(before);
}

describe('adding, renaming, reordering and removing fields', () => {
  it("refuses a field list made from an older read, so a colleague's new field is not deleted", async () => {
    const c = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'Ada' }]);
    // A colleague adds Phone and fills it in.
    const theirs = await t.rest('PATCH', '/v1/database', {
      token: u.token,
      body: { id: c.id, ifUpdatedAt: c.updatedAt, fields: [...asInput(c.fields), { label: 'Phone', type: 'TEXT' }] },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const [record] = await u.records(c.id);
    await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: record!.id, data: { phone: '555-0100' } } });
    // This screen still holds the list without Phone, and the updatedAt it read.
    const before = await databaseState(t);
    const stale = await t.rest('PATCH', '/v1/database', {
      token: u.token,
      body: { id: c.id, ifUpdatedAt: c.updatedAt, fields: [...asInput(c.fields), { label: 'Email', type: 'EMAIL' }] },
    });
    expectError(stale, 'CONFLICT', /Someone else changed .* since you opened it/, { ifUpdatedAt: /changed since you read it/ });
    expect(await databaseState(t)).toEqual(before);
    const gql = await t.gql(
      'mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }',
      { input: { id: c.id, ifUpdatedAt: c.updatedAt, fields: [{ key: 'name', label: 'Name', type: 'TEXT' }] } },
      u.token,
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // With the updatedAt it answered, the same change goes through and Phone stays.
    const ok = await t.rest('PATCH', '/v1/database', {
      token: u.token,
      body: {
        id: c.id,
        ifUpdatedAt: theirs.body.data.updatedAt,
        fields: [...asInput(theirs.body.data.fields), { label: 'Email', type: 'EMAIL' }],
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await stored(c)).toEqual([{ name: 'Ada', phone: '555-0100' }]);
    expectBadInput(
      await t.rest('PATCH', '/v1/database', { token: u.token, body: { id: c.id, ifUpdatedAt: 'yesterday', fields: asInput(c.fields) } }),
      { ifUpdatedAt: /updatedAt/ },
    );
  });

  it('adds a field: records keep their values; a required one with a default fills every record', async () => {
    const c = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'Ada' }, { name: 'Grace' }]);
    const res = await u.updateFields(c.id, [
      ...asInput(c.fields),
      { label: 'Score', type: 'NUMBER' },
      { label: 'Stage', type: 'SELECT', choices: ['New', 'Old'], required: true, defaultValue: 'New' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.fields.map((f: any) => [f.key, f.type, f.required])).toEqual([
      ['name', 'TEXT', false],
      ['score', 'NUMBER', false],
      ['stage', 'SELECT', true],
    ]);
    expect(await stored(c)).toEqual([
      { name: 'Ada', stage: 'New' },
      { name: 'Grace', stage: 'New' },
    ]);
  });

  it('refuses a new required field without a default when records exist, saying how many', async () => {
    const c = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'Ada' }, { name: 'Grace' }]);
    await expectRefused(
      c,
      [...asInput(c.fields), { label: 'Phone', type: 'TEXT', required: true }],
      'fields.1.required',
      /2 records have no Phone/,
    );
    // On an empty collection it is fine.
    const empty = await u.collection([{ label: 'Name', type: 'TEXT' }]);
    expect((await u.updateFields(empty.id, [...asInput(empty.fields), { label: 'Phone', type: 'TEXT', required: true }])).status).toBe(200);
  });

  it('renames a field: the key and every value stay (REST and GraphQL)', async () => {
    const c = await withRecords(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Mail', type: 'EMAIL', unique: true },
      ],
      [{ name: 'Ada', mail: 'ada@example.com' }],
    );
    const fields = asInput(c.fields);
    fields[1]!.label = 'Work email';
    const res = await u.updateFields(c.id, fields);
    expect(res.body.data.fields.map((f: any) => [f.key, f.label])).toEqual([
      ['name', 'Name'],
      ['mail', 'Work email'],
    ]);
    const gql = await t.gql(
      `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION_FIELDS} } }`,
      {
        input: { id: c.id, fields: [{ ...fields[0], label: 'Full name' }, fields[1]] },
      },
      u.token,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.updateCollection.fields.map((f: any) => [f.key, f.label])).toEqual([
      ['name', 'Full name'],
      ['mail', 'Work email'],
    ]);
    expect(await stored(c)).toEqual([{ name: 'Ada', mail: 'ada@example.com' }]);
    // Still unique under its new name.
    expectError(
      await t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: c.id, data: { mail: 'ADA@example.com' } } }),
      'CONFLICT',
      /Work email must be unique/,
    );
  });

  it('reorders fields: the new order is kept, values untouched, and the first field becomes the link label', async () => {
    const c = await withRecords(
      [
        { label: 'Code', type: 'TEXT' },
        { label: 'Name', type: 'TEXT' },
        { label: 'Amount', type: 'NUMBER' },
      ],
      [{ code: 'A-1', name: 'Ada', amount: 3 }],
    );
    const linker = await u.collection([
      { label: 'Title', type: 'TEXT' },
      { label: 'Person', type: 'RELATION', relationCollectionId: c.id },
    ]);
    const [target] = await u.records(c.id);
    await u.record(linker.id, { title: 'x', person: target!.id });
    const [code, name, amount] = asInput(c.fields);
    const res = await u.updateFields(c.id, [name, amount, code]);
    expect(res.body.data.fields.map((f: any) => f.key)).toEqual(['name', 'amount', 'code']);
    expect((await u.getCollection(c.id)).fields.map((f) => f.key)).toEqual(['name', 'amount', 'code']);
    expect(await stored(c)).toEqual([{ code: 'A-1', name: 'Ada', amount: 3 }]);
    expect((await u.records(linker.id))[0]!.links[0]!.label).toBe('Ada');
  });

  it('removes a field: its values leave every record, and its unique values are freed', async () => {
    const c = await withRecords(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Email', type: 'EMAIL', unique: true },
        { label: 'Age', type: 'NUMBER' },
      ],
      [
        { name: 'Ada', email: 'ada@example.com', age: 36 },
        { name: 'Grace', email: 'grace@example.com' },
      ],
    );
    expect(await uniqueValuesOf(c)).toEqual(['email=ada@example.com', 'email=grace@example.com']);
    const [name, , age] = asInput(c.fields);
    const res = await u.updateFields(c.id, [name, age]);
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(collectionRecords).where(eq(collectionRecords.collectionId, c.id));
    expect(rows.map((r) => r.data).sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual([
      { name: 'Ada', age: 36 },
      { name: 'Grace' },
    ]);
    expect(await uniqueValuesOf(c)).toEqual([]);
    // A new field with the old label starts empty: nothing old comes back, and the old values are free.
    const again = await u.updateFields(c.id, [name, age, { label: 'Email', type: 'EMAIL', unique: true }]);
    expect(again.body.data.fields.map((f: any) => f.key)).toEqual(['name', 'age', 'email']);
    expect(await stored(c)).toEqual([{ name: 'Ada', age: 36 }, { name: 'Grace' }]);
    await u.record(c.id, { name: 'Alan', email: 'ada@example.com' });
  });

  it('two field changes in flight at once: one wins, the other is told to reload instead of undoing it', async () => {
    const c = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'Ada' }]);
    const change = (label: string) => u.updateFields(c.id, [...asInput(c.fields), { label, type: 'TEXT' }]);
    let answers: Array<Awaited<ReturnType<typeof change>>>;
    if (t.kind === 'postgres') {
      // Both read the fields, then wait at the collection's lock (held here) until both are waiting.
      answers = await t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select id from collections where id = ${c.id} for share`);
          const pending = Promise.all([change('Phone'), change('Score')]);
          for (let i = 0; i < 100; i++) {
            const waiting = await t.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            );
            if ((rowsOf<{ n: number }>(waiting)[0]?.n ?? 0) >= 2) break;
            await new Promise((r) => setTimeout(r, 20));
          }
          return { pending };
        })
        .then(({ pending }) => pending);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expectError(
        answers.find((a) => a.status === 409)!,
        'CONFLICT',
        /changed the fields of this collection just now/,
      );
    } else {
      // PGlite runs one statement at a time, the requests' statements in turn: the second change
      // either reads the fields before the first one's transaction (and is refused) or after it.
      answers = await Promise.all([change('Phone'), change('Score')]);
      expect(['200,200', '200,409']).toContain(
        answers
          .map((a) => a.status)
          .sort()
          .join(),
      );
    }
    const won = answers.filter((a) => a.status === 200).at(-1)!;
    expect((await u.getCollection(c.id)).fields).toEqual(won.body.data.fields);
  });

  it('refuses the same key twice in one field list, writing nothing', async () => {
    const c = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'Ada' }]);
    const before = await databaseState(t);
    expectBadInput(
      await u.updateFields(c.id, [
        { key: 'name', label: 'Name', type: 'TEXT' },
        { key: 'name', label: 'Nickname', type: 'NUMBER' },
      ]),
      { 'fields.1.key': /used twice/ },
    );
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('changing a field type converts values, or refuses with the count', () => {
  it('TEXT → NUMBER converts "42" and "1,000"', async () => {
    const c = await withRecords(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Qty', type: 'TEXT' },
      ],
      [{ name: 'a', qty: '42' }, { name: 'b', qty: ' 1,000 ' }, { name: 'c' }],
    );
    const [name, qty] = asInput(c.fields);
    const res = await u.updateFields(c.id, [name, { ...qty, type: 'NUMBER' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(c)).toEqual([{ name: 'a', qty: 42 }, { name: 'b', qty: 1000 }, { name: 'c' }]);
    // Sorted as numbers now: 42 before 1000.
    expect((await u.records(c.id, { sort: 'qty:asc' })).map((r) => r.data.name)).toEqual(['a', 'b', 'c']);
  });

  it('TEXT → NUMBER with one "abc" is refused: CONFLICT saying "1 record", nothing changed', async () => {
    const c = await withRecords(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Qty', type: 'TEXT' },
      ],
      [
        { name: 'a', qty: '42' },
        { name: 'b', qty: 'abc' },
      ],
    );
    const [name, qty] = asInput(c.fields);
    await expectRefused(c, [name, { ...qty, type: 'NUMBER' }], 'fields.1.type', /^1 record has a value that Qty \(NUMBER\) cannot hold/);
    expect(await stored(c)).toEqual([
      { name: 'a', qty: '42' },
      { name: 'b', qty: 'abc' },
    ]);
    expect((await u.getCollection(c.id)).fields[1]!.type).toBe('TEXT');
  });

  it('NUMBER → TEXT, SELECT → MULTI_SELECT and MULTI_SELECT → SELECT (single values) convert', async () => {
    const c = await withRecords(
      [
        { label: 'Amount', type: 'NUMBER' },
        { label: 'Stage', type: 'SELECT', choices: ['Lead', 'Client'] },
        { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] },
      ],
      [{ amount: 1.5, stage: 'Lead', tags: ['vip'] }, { amount: 2 }],
    );
    const [amount, stage, tags] = asInput(c.fields);
    const res = await u.updateFields(c.id, [
      { ...amount, type: 'TEXT' },
      { ...stage, type: 'MULTI_SELECT' },
      { ...tags, type: 'SELECT' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(c)).toEqual([{ amount: '1.5', stage: ['Lead'], tags: 'vip' }, { amount: '2' }]);
    // Two tags do not fit one SELECT.
    await u.record(c.id, { tags: 'new' });
    const again = await withRecords(
      [{ label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] }],
      [{ tags: ['vip', 'new'] }, { tags: ['new'] }],
    );
    await expectRefused(
      again,
      [{ ...asInput(again.fields)[0], type: 'SELECT' }],
      'fields.0.type',
      /^1 record has a value that Tags \(SELECT\) cannot hold/,
    );
  });

  it('TEXT → RELATION keeps only ids of records in the target collection, else refuses', async () => {
    const people = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'Ada' }]);
    const [ada] = await u.records(people.id);
    const c = await withRecords(
      [
        { label: 'Title', type: 'TEXT' },
        { label: 'Who', type: 'TEXT' },
      ],
      [
        { title: 'a', who: ada!.id },
        { title: 'b', who: people.id },
      ],
    );
    const [title, who] = asInput(c.fields);
    await expectRefused(
      c,
      [title, { ...who, type: 'RELATION', relationCollectionId: people.id }],
      'fields.1.type',
      /^1 record has a value that Who \(RELATION\) cannot hold/,
    );
    await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: (await u.records(c.id))[1]!.id, data: { who: null } } });
    const res = await u.updateFields(c.id, [title, { ...who, type: 'RELATION', relationCollectionId: people.id }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await u.records(c.id))[0]!.links).toEqual([{ fieldKey: 'who', recordId: ada!.id, collectionId: people.id, label: 'Ada' }]);
  });

  it('pointing a RELATION at another collection is refused while records link into the old one', async () => {
    const a = await withRecords([{ label: 'Name', type: 'TEXT' }], [{ name: 'In A' }]);
    const b = await u.collection([{ label: 'Name', type: 'TEXT' }]);
    const [inA] = await u.records(a.id);
    const c = await withRecords(
      [
        { label: 'Title', type: 'TEXT' },
        { label: 'Link', type: 'RELATION', relationCollectionId: a.id },
      ],
      [{ title: 'x', link: inA!.id }, { title: 'y' }],
    );
    const [title, link] = asInput(c.fields);
    await expectRefused(
      c,
      [title, { ...link, relationCollectionId: b.id }],
      'fields.1.relationCollectionId',
      /^1 record links to a record/,
    );
  });

  it('a unique field cannot become a type that cannot be unique', async () => {
    const c = await withRecords([{ label: 'Code', type: 'TEXT', unique: true }], [{ code: 'a' }]);
    const before = await databaseState(t);
    expectBadInput(await u.updateFields(c.id, [{ ...asInput(c.fields)[0], type: 'LONG_TEXT' }]), {
      'fields.0.unique': /LONG_TEXT field cannot be unique/,
    });
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('choices', () => {
  it('removing a choice in use is refused with the count; an unused one goes; renaming its case converts the values', async () => {
    const c = await withRecords(
      [
        { label: 'Status', type: 'SELECT', choices: ['Open', 'Won', 'Lost', 'Spare'] },
        { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] },
      ],
      [{ status: 'Won', tags: ['vip'] }, { status: 'Won', tags: ['vip', 'new'] }, { status: 'Open' }],
    );
    const [status, tags] = asInput(c.fields);
    await expectRefused(
      c,
      [{ ...status, choices: ['Open', 'Lost', 'Spare'] }, tags],
      'fields.0.choices',
      /^2 records have values that Status \(SELECT\) cannot hold — for example: Status: "Won" is not one of its choices/,
    );
    await expectRefused(c, [status, { ...tags, choices: ['new'] }], 'fields.1.choices', /^2 records have values that Tags/);
    const ok = await u.updateFields(c.id, [{ ...status, choices: ['OPEN', 'Won', 'Lost'] }, tags]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.fields[0].choices.map((x: any) => x.value)).toEqual(['OPEN', 'Won', 'Lost']);
    expect(await stored(c)).toEqual([{ status: 'Won', tags: ['vip'] }, { status: 'Won', tags: ['vip', 'new'] }, { status: 'OPEN' }]);
  });

  it('reordering MULTI_SELECT choices re-orders the stored lists to match', async () => {
    const c = await withRecords([{ label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] }], [{ tags: ['new', 'vip'] }]);
    expect(await stored(c)).toEqual([{ tags: ['vip', 'new'] }]);
    await u.updateFields(c.id, [{ ...asInput(c.fields)[0], choices: ['new', 'vip'] }]);
    expect(await stored(c)).toEqual([{ tags: ['new', 'vip'] }]);
    // So "contains" and equal sets still match.
    expect((await u.records(c.id, { filter: JSON.stringify([{ field: 'tags', op: 'contains', value: 'vip' }]) })).length).toBe(1);
  });
});

describe('required and unique on a field that holds data', () => {
  it('making a field required is refused while records lack it, with the count; with a default it fills only the missing ones', async () => {
    const c = await withRecords(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Stage', type: 'TEXT' },
      ],
      [{ name: 'a', stage: 'Lead' }, { name: 'b' }, { name: 'c' }],
    );
    const [name, stage] = asInput(c.fields);
    await expectRefused(c, [name, { ...stage, required: true }], 'fields.1.required', /^2 records have no Stage/);
    const res = await u.updateFields(c.id, [name, { ...stage, required: true, defaultValue: 'New' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(c)).toEqual([
      { name: 'a', stage: 'Lead' },
      { name: 'b', stage: 'New' },
      { name: 'c', stage: 'New' },
    ]);
    // Now required: it cannot be cleared, and a new record takes the default.
    const [first] = await u.records(c.id);
    expectBadInput(await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: first!.id, data: { stage: null } } }), {
      'data.stage': /Please enter Stage/,
    });
    expect((await u.record(c.id, { name: 'd' })).data).toEqual({ name: 'd', stage: 'New' });
  });

  it('making a field unique is refused while values repeat (any case), with the count; then it blocks duplicates', async () => {
    const c = await withRecords(
      [
        { label: 'Name', type: 'TEXT' },
        { label: 'Code', type: 'TEXT' },
      ],
      [{ name: 'a', code: 'X-1' }, { name: 'b', code: 'x-1' }, { name: 'c', code: 'Y' }, { name: 'd' }, { name: 'e' }],
    );
    const [name, code] = asInput(c.fields);
    await expectRefused(c, [name, { ...code, unique: true }], 'fields.1.unique', /^2 records share their Code with another record/);
    const [, b] = await u.records(c.id);
    await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: b!.id, data: { code: 'X-2' } } });
    const res = await u.updateFields(c.id, [name, { ...code, unique: true }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await uniqueValuesOf(c)).toEqual(['code=x-1', 'code=x-2', 'code=y']);
    expectError(
      await t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: c.id, data: { code: 'x-1' } } }),
      'CONFLICT',
      /Code must be unique/,
      { 'data.code': /unique/ },
    );
    expectError(
      await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: b!.id, data: { code: 'y' } } }),
      'CONFLICT',
      /Code must be unique/,
      { 'data.code': /unique/ },
    );
    // And unique off again: repeats are allowed, and the values are no longer held.
    const off = await u.updateFields(c.id, [name, { ...code, unique: false }]);
    expect(off.status).toBe(200);
    expect(await uniqueValuesOf(c)).toEqual([]);
    expect((await u.record(c.id, { code: 'Y' })).data).toEqual({ code: 'Y' });
  });

  it('records saved while a field is made unique can never leave two records with one value', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await withRecords([{ label: 'Code', type: 'TEXT' }], [{ code: 'A' }]);
      const [code] = asInput(c.fields);
      // Saves spread over the few milliseconds the change takes, each with its own value.
      const save = (i: number) =>
        new Promise<Awaited<ReturnType<TestApp['rest']>>>((resolve) =>
          setTimeout(
            () =>
              resolve(
                t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId: c.id, data: { code: i % 2 ? 'B' : 'b' } } }),
              ),
            i,
          ),
        );
      const [change, ...saves] = await Promise.all([
        u.updateFields(c.id, [{ ...code, unique: true }]),
        ...Array.from({ length: 12 }, (_, i) => save(i)),
      ]);
      for (const a of [change!, ...saves]) expect([200, 201, 409], JSON.stringify(a.body)).toContain(a.status);
      const codes = (await stored(c)).map((d) => String(d.code).toLowerCase());
      if ((await u.getCollection(c.id)).fields[0]!.unique) {
        expect(change!.status).toBe(200);
        expect(new Set(codes).size, JSON.stringify(codes)).toBe(codes.length);
        expect(await uniqueValuesOf(c)).toEqual([...new Set(codes)].map((v) => `code=${v}`).sort());
      } else {
        expectError(change!, 'CONFLICT', /share their Code/);
        expect(await uniqueValuesOf(c)).toEqual([]);
      }
    }
  });

  it('three records sharing one value are counted as three', async () => {
    const c = await withRecords(
      [{ label: 'Email', type: 'EMAIL' }],
      [{ email: 'a@example.com' }, { email: 'A@example.com' }, { email: 'a@example.com' }, { email: 'b@example.com' }],
    );
    await expectRefused(c, [{ ...asInput(c.fields)[0], unique: true }], 'fields.0.unique', /^3 records share their Email/);
  });

  it('the same refusals over GraphQL carry the same details', async () => {
    const c = await withRecords([{ label: 'Qty', type: 'TEXT' }], [{ qty: 'abc' }]);
    const before = await databaseState(t);
    const res = await t.gql(
      `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }`,
      { input: { id: c.id, fields: [{ ...asInput(c.fields)[0], type: 'NUMBER' }] } },
      u.token,
    );
    expectGqlError(res, 'CONFLICT', { 'fields.0.type': /^1 record has a value/ });
    expect(await databaseState(t)).toEqual(before);
  });
});
