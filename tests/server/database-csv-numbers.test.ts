import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asInput, databaseState, databaseUser, expectBadInput, expectError, type Collection } from '../helpers/database.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

/**
 * Numbers as people write them, read by the CSV import and by the Text → Number field change: a
 * currency symbol or code, thousands separators, the column's decimal mark, percent, negatives in
 * parentheses or with a minus on either side.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
});
afterAll(() => t.close());

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (header: string[], rows: string[][]) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n');

function importCsv(collectionId: string, mapping: unknown, text: string, extra: Record<string, string> = {}): Promise<Call> {
  return t.upload('POST', '/v1/database/records/import', {
    token: u.token,
    fields: { collectionId, mapping: JSON.stringify(mapping), ...extra },
    file: { data: Buffer.from(text), filename: 'clients.csv', contentType: 'text/csv' },
  });
}

const values = async (c: Collection, key: string) => (await u.records(c.id)).map((r) => r.data[key]);

describe('CSV import of numbers', () => {
  it('imports 40 clients with amounts like $1,250.00, dates and notes with commas in one pass, as new fields', async () => {
    const c = await u.collection([{ label: 'Client', type: 'TEXT', required: true }]);
    const rows = Array.from({ length: 40 }, (_, i) => [
      `Client ${i + 1}`,
      i % 2 ? `$${(1000 + i * 25).toLocaleString('en-US')}.00` : `$${100 + i}.00`,
      `03/${String((i % 28) + 1).padStart(2, '0')}/2025`,
      `Met at the fair, wants monthly reports, row ${i + 1}`,
    ]);
    // What the builder app sends for these columns (its preview guesses NUMBER with USD, DATE, TEXT).
    const res = await importCsv(c.id, { Client: 'client' }, csv(['Client', 'Fee', 'Signed', 'Notes'], rows), {
      newFields: JSON.stringify([
        { column: 'Fee', label: 'Fee', type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'USD' } },
        { column: 'Signed', label: 'Signed', type: 'DATE' },
        { column: 'Notes', label: 'Notes', type: 'TEXT' },
      ]),
      dateOrder: JSON.stringify({ Signed: 'MONTH_FIRST' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 40, rejected: 0, errors: [] });
    const after = await u.getCollection(c.id);
    expect(after.fields.find((f) => f.key === 'fee')).toMatchObject({
      type: 'NUMBER',
      numberFormat: { style: 'CURRENCY', currency: 'USD', decimals: null },
    });
    const fees = await values(c, 'fee');
    expect(fees.slice(0, 4)).toEqual([100, 1025, 102, 1075]);
    expect(fees.every((n) => typeof n === 'number')).toBe(true);
    expect((await values(c, 'notes'))[0]).toBe('Met at the fair, wants monthly reports, row 1');
    expect((await values(c, 'signed'))[0]).toBe('2025-03-01');
  });

  it('reads every common spelling of a number into a NUMBER field', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Amount', type: 'NUMBER' },
    ]);
    const cases: Array<[string, number]> = [
      ['$149.00', 149],
      ['$1,250.00', 1250],
      ['USD 1,250.00', 1250],
      ['1,250.00 USD', 1250],
      ['1250USD', 1250],
      ['US$ 99.5', 99.5],
      ['£1,000,000', 1000000],
      ['€12.50', 12.5],
      ['(1,250.00)', -1250],
      ['($75.25)', -75.25],
      ['-$5', -5],
      ['$-5', -5],
      ['42-', -42],
      ['\u22127', -7],
      ['+3', 3],
      ['12%', 12],
      ['12.5 %', 12.5],
      ['1 234 567.89', 1234567.89],
      ["1'234.50", 1234.5],
      ['.5', 0.5],
      ['1e3', 1000],
      ['  7  ', 7],
      ['1,234', 1234],
    ];
    const res = await importCsv(
      c.id,
      { Name: 'name', Amount: 'amount' },
      csv(
        ['Name', 'Amount'],
        cases.map(([cell], i) => [`row ${i}`, cell]),
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: cases.length, rejected: 0 });
    expect(await values(c, 'amount')).toEqual(cases.map(([, n]) => n));
  });

  it('refuses text, malformed groups and a second currency, naming the row, and keeps the rest', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Fee', type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'USD' } },
    ]);
    const res = await importCsv(
      c.id,
      { Name: 'name', Fee: 'fee' },
      csv(
        ['Name', 'Fee'],
        [
          ['ok', '$10.00'],
          ['words', 'about ten'],
          ['groups', '1,2,3'],
          ['euros', '€10.00'],
          ['two signs', '(5)-'],
        ],
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 1, rejected: 4 });
    expect(res.body.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6]);
    expect(res.body.data.errors[0].message).toMatch(/Fee must be a number/);
    expect(res.body.data.errors[2].message).toMatch(/amount in EUR, but Fee holds amounts in USD/);
    expect(await values(c, 'fee')).toEqual([10]);
  });

  it('reads a de-DE column with a decimal comma, settled by the column or by decimalMark', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Betrag', type: 'NUMBER' },
    ]);
    // 1.234,50 settles the column: 1.500 after it is fifteen hundred, not one and a half.
    const settled = await importCsv(
      c.id,
      { Name: 'name', Betrag: 'betrag' },
      csv(
        ['Name', 'Betrag'],
        [
          ['a', '1.234,50 €'],
          ['b', '1.500'],
          ['c', '12,5 %'],
          ['d', '-0,75'],
          ['e', '1 000,00'],
        ],
      ),
    );
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data).toMatchObject({ inserted: 5, rejected: 0 });
    expect(await values(c, 'betrag')).toEqual([1234.5, 1500, 12.5, -0.75, 1000]);

    // Declared: 1.500 in the first row is fifteen hundred too, and a US-style cell is refused.
    const d = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Betrag', type: 'NUMBER' },
    ]);
    const declared = await importCsv(
      d.id,
      { Name: 'name', Betrag: 'betrag' },
      csv(
        ['Name', 'Betrag'],
        [
          ['a', '1.500'],
          ['b', '2,25'],
          ['c', '1,234.50'],
        ],
      ),
      { decimalMark: JSON.stringify({ Betrag: 'COMMA' }) },
    );
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    expect(declared.body.data).toMatchObject({ inserted: 2, rejected: 1 });
    expect(declared.body.data.errors[0]).toMatchObject({ row: 4, field: 'betrag' });
    expect(declared.body.data.errors[0].message).toMatch(/decimal comma/);
    expect(await values(d, 'betrag')).toEqual([1500, 2.25]);
  });

  it('refuses the file when a number read one way is contradicted later, and writes nothing', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Betrag', type: 'NUMBER' },
    ]);
    const before = await databaseState(t);
    const res = await importCsv(
      c.id,
      { Name: 'name', Betrag: 'betrag' },
      csv(
        ['Name', 'Betrag'],
        [
          ['a', '1.500'],
          ['b', '2,25'],
        ],
      ),
    );
    expectBadInput(res, { 'decimalMark.Betrag': /"2,25" .* decimal comma, but "1.500" before it was read with a decimal point/ });
    expect(res.body.message).toMatch(/Choose COMMA or POINT/);
    expect(await databaseState(t)).toEqual(before);
    expectBadInput(await importCsv(c.id, { Betrag: 'betrag' }, 'Betrag\n1', { decimalMark: '{"Betrag": "COMA"}' }), {
      'decimalMark.Betrag': /POINT .* or COMMA/,
    });
    expectBadInput(await importCsv(c.id, { Betrag: 'betrag' }, 'Betrag\n1', { decimalMark: '["COMMA"]' }), {
      decimalMark: /object from column names/,
    });
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('Text → Number', () => {
  it('converts amounts written with their currency into a NUMBER field with a currency format', async () => {
    const c = await u.collection([{ label: 'Fee', type: 'TEXT' }]);
    for (const fee of ['$1,234.50', '$149.00', '(20.00)', '300']) await u.record(c.id, { fee });
    const res = await u.updateFields(c.id, [
      { ...asInput(c.fields)[0], type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'USD', decimals: 2 } },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await values(c, 'fee')).toEqual([1234.5, 149, -20, 300]);
  });

  it('reads a column of decimal commas by all its values', async () => {
    const c = await u.collection([{ label: 'Betrag', type: 'TEXT' }]);
    for (const betrag of ['1.500', '2,25', '1.234,50 €']) await u.record(c.id, { betrag });
    const res = await u.updateFields(c.id, [{ ...asInput(c.fields)[0], type: 'NUMBER' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await values(c, 'betrag')).toEqual([1500, 2.25, 1234.5]);
  });

  it('refuses the change when a value is text or in another currency, and changes nothing', async () => {
    const c = await u.collection([{ label: 'Fee', type: 'TEXT' }]);
    for (const fee of ['$10.00', '€5.00']) await u.record(c.id, { fee });
    const before = await databaseState(t);
    const res = await u.updateFields(c.id, [
      { ...asInput(c.fields)[0], type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'USD' } },
    ]);
    expectError(res, 'CONFLICT', /1 record has a value that Fee \(NUMBER\) cannot hold — for example: "€5.00" is an amount in EUR/);
    expect(await databaseState(t)).toEqual(before);
    await u.record(c.id, { fee: 'ten dollars' });
    const text = await u.updateFields(c.id, [{ ...asInput(c.fields)[0], type: 'NUMBER' }]);
    expectError(text, 'CONFLICT', /1 record has a value that Fee \(NUMBER\) cannot hold — for example: Fee must be a number/);
  });
});

describe('choices an import brings', () => {
  it('get distinct, calm colours: each the next one its field does not use yet', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Stage', type: 'SELECT', choices: [{ value: 'Lead', color: 'blue' }] },
    ]);
    const res = await importCsv(
      c.id,
      { Name: 'name', Stage: 'stage' },
      csv(
        ['Name', 'Stage'],
        [
          ['a', 'Lead'],
          ['b', 'Won'],
          ['c', 'Lost'],
          ['d', 'Paused'],
        ],
      ),
      { addChoices: 'true' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stage = (await u.getCollection(c.id)).fields.find((f) => f.key === 'stage')!;
    expect(stage.choices).toEqual([
      { value: 'Lead', color: 'blue' },
      { value: 'Won', color: 'green' },
      { value: 'Lost', color: 'purple' },
      { value: 'Paused', color: 'teal' },
    ]);
  });
});
