import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

/**
 * The CSV import that creates what the file needs: fields from columns that match none, choices
 * from values not seen yet, dates as people write them. One transaction: what it adds to the
 * collection stays only with the records it imports.
 */

let t: TestApp;
let token: string;
let portalId: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', QUOTA_RECORDS: '20' });
  ({ token } = await t.signUp());
  const portal = await t.rest('POST', '/v1/portal', { token, body: { name: `Import create ${Date.now()}` } });
  portalId = portal.body.data.id;
});
afterAll(() => t.close());

interface FieldView {
  key: string;
  label: string;
  type: string;
  choices: Array<{ value: string; color: string }>;
}

let n = 0;
async function collection(fields: unknown[] = [], as = { token, portalId }) {
  const res = await t.rest('POST', '/v1/database', { token: as.token, body: { portalId: as.portalId, name: `Imported ${n++}`, fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; fields: FieldView[]; updatedAt: string };
}

async function read(id: string, as = token) {
  const res = await t.rest('GET', `/v1/database?id=${id}`, { token: as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { fields: FieldView[]; recordCount: number; updatedAt: string };
}

async function records(id: string): Promise<Array<Record<string, unknown>>> {
  const res = await t.rest('GET', `/v1/database/records?collectionId=${id}&limit=200`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items.map((r: { data: Record<string, unknown> }) => r.data);
}

function importCsv(collectionId: string, csv: string, fields: Record<string, unknown>, as = token): Promise<Call> {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return t.upload('POST', '/v1/database/records/import', {
    token: as,
    fields: { collectionId, mapping: '{}', ...text },
    file: { data: Buffer.from(csv), filename: 'clients.csv', contentType: 'text/csv' },
  });
}

const CLIENTS = [
  'Client,Budget,Stage,Signed on,Tags',
  'Acme,1200,Lead,15/03/2025,"web, seo"',
  'Globex,"2,500.50",Won,03/04/2025,seo',
  'Initech,300,Lead,28/02/2025,',
].join('\n');

describe('import into an empty collection', () => {
  it('creates the typed fields with their choices and imports the records, dates read day first', async () => {
    const c = await collection();
    const res = await importCsv(c.id, CLIENTS, {
      newFields: [
        { column: 'Client', label: 'Client', type: 'TEXT' },
        { column: 'Budget', label: 'Budget (EUR)', type: 'NUMBER' },
        { column: 'Stage', label: 'Stage', type: 'SELECT' },
        { column: 'Signed on', label: 'Signed on', type: 'DATE' },
        { column: 'Tags', label: 'Tags', type: 'MULTI_SELECT' },
      ],
      dateOrder: { 'Signed on': 'DAY_FIRST' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      inserted: 3,
      updated: 0,
      rejected: 0,
      errors: [],
      createdFields: [
        { key: 'client', label: 'Client', type: 'TEXT' },
        { key: 'budget_eur', label: 'Budget (EUR)', type: 'NUMBER' },
        { key: 'stage', label: 'Stage', type: 'SELECT' },
        { key: 'signed_on', label: 'Signed on', type: 'DATE' },
        { key: 'tags', label: 'Tags', type: 'MULTI_SELECT' },
      ],
    });
    const after = await read(c.id);
    expect(after.fields.map((f) => [f.label, f.type, f.choices.map((ch) => ch.value)])).toEqual([
      ['Client', 'TEXT', []],
      ['Budget (EUR)', 'NUMBER', []],
      ['Stage', 'SELECT', ['Lead', 'Won']],
      ['Signed on', 'DATE', []],
      ['Tags', 'MULTI_SELECT', ['web', 'seo']],
    ]);
    // Each choice gets its own colour, like the field editor gives them.
    expect(new Set(after.fields[4]!.choices.map((ch) => ch.color)).size).toBe(2);
    expect(after.recordCount).toBe(3);
    expect(await records(c.id)).toEqual([
      { client: 'Acme', budget_eur: 1200, stage: 'Lead', signed_on: '2025-03-15', tags: ['web', 'seo'] },
      { client: 'Globex', budget_eur: 2500.5, stage: 'Won', signed_on: '2025-04-03', tags: ['seo'] },
      { client: 'Initech', budget_eur: 300, stage: 'Lead', signed_on: '2025-02-28' },
    ]);
  });

  it('reads month-first, dotted, year-first and month-name dates, and date-times in the zone sent', async () => {
    const c = await collection();
    const csv = [
      'US,Dotted,Year first,Named,Meeting',
      '03/04/2025,15.03.2025,2025/03/15,"Mar 15, 2025",03/30/2025 2:30 PM',
      '12/31/2025,01.12.2025,2025/12/01,15 March 2025,2025-06-01T09:00:00Z',
    ].join('\n');
    const res = await importCsv(c.id, csv, {
      newFields: [
        { column: 'US', label: 'US', type: 'DATE' },
        { column: 'Dotted', label: 'Dotted', type: 'DATE' },
        { column: 'Year first', label: 'Year first', type: 'DATE' },
        { column: 'Named', label: 'Named', type: 'DATE' },
        { column: 'Meeting', label: 'Meeting', type: 'DATETIME' },
      ],
      dateOrder: { US: 'MONTH_FIRST', Meeting: 'MONTH_FIRST' },
      timeZone: 'Europe/Paris',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.inserted).toBe(2);
    expect(await records(c.id)).toEqual([
      { us: '2025-03-04', dotted: '2025-03-15', year_first: '2025-03-15', named: '2025-03-15', meeting: '2025-03-30T12:30:00.000Z' },
      { us: '2025-12-31', dotted: '2025-12-01', year_first: '2025-12-01', named: '2025-03-15', meeting: '2025-06-01T09:00:00.000Z' },
    ]);
  });

  it('refuses a column of dates that read two ways without a day order, naming the column, and creates nothing', async () => {
    const c = await collection();
    const csv = ['Client,Signed on', 'Acme,03/04/2025', 'Globex,05/06/2025'].join('\n');
    const res = await importCsv(c.id, csv, {
      newFields: [
        { column: 'Client', label: 'Client', type: 'TEXT' },
        { column: 'Signed on', label: 'Signed on', type: 'DATE' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.message).toContain('The column "Signed on" has dates like 03/04/2025 that read as two different days');
    expect(Object.keys(res.body.details)).toEqual(['dateOrder.Signed on']);
    const after = await read(c.id);
    expect(after.fields).toEqual([]);
    expect(after.recordCount).toBe(0);
  });

  it('rejects a date that is not in the order chosen, by its row', async () => {
    const c = await collection();
    const csv = ['Client,Signed on', 'Acme,03/04/2025', 'Globex,03/15/2025'].join('\n');
    const res = await importCsv(c.id, csv, {
      newFields: [
        { column: 'Client', label: 'Client', type: 'TEXT' },
        { column: 'Signed on', label: 'Signed on', type: 'DATE' },
      ],
      dateOrder: { 'Signed on': 'DAY_FIRST' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      inserted: 1,
      rejected: 1,
      errors: [{ row: 3, field: 'signed_on', message: 'Signed on: 03/15/2025 is not a date written day first, like 15/03/2025.' }],
    });
  });
});

describe('new choices for existing fields', () => {
  it('adds the values a kept row uses (addChoices), not those of a refused row, and says which', async () => {
    const c = await collection([
      { label: 'Name', type: 'TEXT', required: true },
      { label: 'Status', type: 'SELECT', choices: ['Open', 'Won'] },
      { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip'] },
    ]);
    const csv = ['Name,Status,Tags', 'Ada,won,"vip; new"', 'Bob,Paused,', ',Lost,gold', 'Cyd,Paused,new'].join('\n');
    const res = await importCsv(c.id, csv, { mapping: { Name: 'name', Status: 'status', Tags: 'tags' }, addChoices: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      inserted: 3,
      updated: 0,
      rejected: 1,
      errors: [{ row: 4, field: 'name', message: 'Please enter Name.' }],
      addedChoices: [
        { field: 'status', values: ['Paused'] },
        { field: 'tags', values: ['new'] },
      ],
    });
    const after = await read(c.id);
    expect(after.fields.map((f) => f.choices.map((ch) => ch.value))).toEqual([[], ['Open', 'Won', 'Paused'], ['vip', 'new']]);
    expect((await records(c.id)).map((r) => [r.status, r.tags])).toEqual([
      ['Won', ['vip', 'new']],
      ['Paused', undefined],
      ['Paused', ['new']],
    ]);
  });

  it('without addChoices a value that is no choice still refuses its row, as before', async () => {
    const c = await collection([{ label: 'Status', type: 'SELECT', choices: ['Open'] }]);
    const res = await importCsv(c.id, 'Status\nOpen\nPaused\n', { mapping: { Status: 'status' } });
    expect(res.body.data).toEqual({
      inserted: 1,
      updated: 0,
      rejected: 1,
      errors: [{ row: 3, field: 'status', message: 'Status: "Paused" is not one of its choices (Open).' }],
    });
    expect((await read(c.id)).fields[0]!.choices.map((ch) => ch.value)).toEqual(['Open']);
  });

  it('refuses the row whose value cannot become a choice: too long, or past the 100 choices a field holds', async () => {
    const many = Array.from({ length: 100 }, (_, i) => `c${i}`);
    const c = await collection([
      { label: 'Full', type: 'SELECT', choices: many },
      { label: 'Kind', type: 'SELECT', choices: ['a'] },
    ]);
    const csv = ['Full,Kind', 'c1,b', `c101,a`, `c2,${'x'.repeat(61)}`].join('\n');
    const res = await importCsv(c.id, csv, { mapping: { Full: 'full', Kind: 'kind' }, addChoices: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.inserted).toBe(1);
    expect(res.body.data.errors).toEqual([
      {
        row: 3,
        field: 'full',
        message: 'Full already has 100 choices, its most — "c101" cannot be added. Use its existing choices in the file.',
      },
      { row: 4, field: 'kind', message: `Kind: "${'x'.repeat(40)}" cannot become a choice. A choice has at most 60 characters.` },
    ]);
    expect((await read(c.id)).fields.map((f) => f.choices.length)).toEqual([100, 2]);
  });
});

describe('what a refused import leaves behind', () => {
  it('checks new fields like the field editor, per entry, before reading a row', async () => {
    const c = await collection([{ label: 'Name', type: 'TEXT' }]);
    const before = await read(c.id);
    const csv = 'Name,Budget,Owner,Notes,File\nAda,1,x,y,z\n';
    const cases: Array<[unknown, Record<string, string>]> = [
      [[{ column: 'Budget', label: 'x'.repeat(61), type: 'NUMBER' }], { 'newFields.0.label': 'A field name has at most 60 characters.' }],
      [[{ column: 'Budget', label: '  ', type: 'NUMBER' }], { 'newFields.0.label': 'Please enter a field name.' }],
      [
        [{ column: 'Owner', label: 'name', type: 'TEXT' }],
        { 'newFields.0.label': 'A field called "Name" already exists — import the column into it, or give the new field another name.' },
      ],
      [
        [
          { column: 'Budget', label: 'Money', type: 'NUMBER' },
          { column: 'Notes', label: 'money', type: 'TEXT' },
        ],
        { 'newFields.1.label': 'Two fields are called "money" — give each its own name.' },
      ],
      [
        [{ column: 'File', label: 'File', type: 'FILE' }],
        {
          'newFields.0.type':
            'A field made from a column is one of TEXT, LONG_TEXT, NUMBER, BOOLEAN, DATE, DATETIME, EMAIL, URL, SELECT, MULTI_SELECT.',
        },
      ],
      [[{ column: 'Name', label: 'Name 2', type: 'TEXT' }], {}],
      ['not json', { newFields: 'newFields must be JSON, like [{"column": "Stage", "label": "Stage", "type": "SELECT"}].' }],
    ];
    for (const [newFields, details] of cases) {
      const res = await importCsv(c.id, csv, { mapping: { Name: 'name' }, newFields });
      expect(res.status, JSON.stringify(newFields)).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
      if (Object.keys(details).length) expect(res.body.details).toEqual(details);
      else expect(res.body.details).toEqual({ 'newFields.0.column': expect.stringContaining('is mapped to a field already') });
    }
    const after = await read(c.id);
    expect(after.fields).toEqual(before.fields);
    expect(after.recordCount).toBe(0);
  });

  it('creates no field when every row is refused, and no field or choice when the quota stops the file', async () => {
    const c = await collection([{ label: 'Status', type: 'SELECT', choices: ['Open'] }]);
    const before = await read(c.id);
    const bad = await importCsv(c.id, 'Status,Budget\nPaused,lots\nHeld,many\n', {
      mapping: { Status: 'status' },
      addChoices: 'true',
      newFields: [{ column: 'Budget', label: 'Budget', type: 'NUMBER' }],
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(bad.body.data).toMatchObject({ inserted: 0, rejected: 2 });
    expect(bad.body.data.createdFields).toBeUndefined();
    expect(await read(c.id)).toEqual(before);

    // A workspace holds at most 20 records here: a file of 25 rows stops at the quota, after the fields were made.
    const other = await t.signUp();
    const portal = await t.rest('POST', '/v1/portal', { token: other.token, body: { name: `Quota ${Date.now()}` } });
    const full = await collection([{ label: 'Status', type: 'SELECT', choices: ['Open'] }], {
      token: other.token,
      portalId: portal.body.data.id,
    });
    const fullBefore = await read(full.id, other.token);
    const rows = Array.from({ length: 25 }, (_, i) => `New ${i},${i}`);
    const over = await importCsv(
      full.id,
      ['Status,Budget', ...rows].join('\n'),
      {
        mapping: { Status: 'status' },
        addChoices: 'true',
        newFields: [{ column: 'Budget', label: 'Budget', type: 'NUMBER' }],
      },
      other.token,
    );
    expect(over.status, JSON.stringify(over.body)).toBe(403);
    expect(over.body.code).toBe('FORBIDDEN');
    expect(await read(full.id, other.token)).toEqual(fullBefore);
  });
});
