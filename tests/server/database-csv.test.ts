import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecords, recordUniqueValues } from '../../db/schema/index.js';
import { HOSTILE_SVG, png } from '../helpers/images.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let token: string;
let portalId: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  ({ token } = await t.signUp());
  const portal = await t.rest('POST', '/v1/portal', { token, body: { name: `Csv ${Date.now()}` } });
  portalId = portal.body.data.id;
});
afterAll(() => t.close());

const FIELDS = [
  { label: 'Name', type: 'TEXT', required: true },
  { label: 'Email', type: 'EMAIL', unique: true },
  { label: 'Amount', type: 'NUMBER' },
  { label: 'Status', type: 'SELECT', choices: ['Open', 'Won', 'Lost'], defaultValue: 'Open' },
  { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] },
];

let n = 0;
async function collection(fields: unknown[] = FIELDS, as = token) {
  const res = await t.rest('POST', '/v1/database', { token: as, body: { portalId, name: `People ${n++}`, fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string; fields: Array<{ key: string; label: string }> };
}

function importCsv(
  collectionId: string,
  mapping: unknown,
  csv: string | Buffer,
  extra: Record<string, string> = {},
  as = token,
): Promise<Call> {
  return t.upload('POST', '/v1/database/records/import', {
    token: as,
    fields: { collectionId, mapping: typeof mapping === 'string' ? mapping : JSON.stringify(mapping), ...extra },
    file: { data: typeof csv === 'string' ? Buffer.from(csv) : csv, filename: 'people.csv', contentType: 'text/csv' },
  });
}

/** Every record of a collection in the grid's default order (creation), through the API. */
async function records(collectionId: string): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  const out = [];
  let cursor = '';
  do {
    const res = await t.rest('GET', `/v1/database/records?collectionId=${collectionId}&limit=200${cursor ? `&cursor=${cursor}` : ''}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data.items);
    cursor = res.body.data.nextCursor ?? '';
  } while (cursor);
  return out;
}

async function stored(collectionId: string) {
  const db = t.database.db;
  const [rows, uniques] = await Promise.all([
    db.select().from(collectionRecords).where(eq(collectionRecords.collectionId, collectionId)),
    db.select().from(recordUniqueValues).where(eq(recordUniqueValues.collectionId, collectionId)),
  ]);
  return { records: rows.length, uniqueValues: uniques.length };
}

const upload = (collectionId: string, data: Buffer, filename: string, contentType = 'application/octet-stream', as = token) =>
  t.upload('POST', '/v1/database/files', { token: as, fields: { collectionId }, file: { data, filename, contentType } });

/** The import with the file sent in pieces, as a browser's upload arrives: the server reads them as they come. */
async function importInPieces(collectionId: string, mapping: unknown, pieces: Buffer[]): Promise<Call> {
  const boundary = '----portico-pieces';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="collectionId"\r\n\r\n${collectionId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/database/records/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from([head, ...pieces, tail]),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

const exportCsv = (collectionId: string, params: Record<string, string> = {}, as = token) =>
  t.rest('GET', `/v1/database/records/export?${new URLSearchParams({ collectionId, ...params })}`, { token: as });
const parseCsv = (text: string) => Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;

describe('CSV import', () => {
  it('imports the mapped columns, reports a bad row by its line and reason, and keeps the others', async () => {
    const c = await collection();
    const csv = [
      'Full name,E-mail,Amount,Stage,Tags,Ignored',
      'Ada,ada@example.com,42,won,"vip, new",x',
      'Bob,bob@example.com,lots,,,y',
      'Cyd,CYD@example.com,"1,250.5",,new,',
      ',dan@example.com,1,,,',
      'Eve,eve@example.com,7,Maybe,,',
    ].join('\n');
    const res = await importCsv(c.id, { 'Full name': 'name', 'E-mail': 'email', Amount: 'amount', Stage: 'status', Tags: 'tags' }, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        inserted: 2,
        updated: 0,
        rejected: 3,
        errors: [
          { row: 3, field: 'amount', message: 'Amount must be a number, like 42 or 3.5.' },
          { row: 5, field: 'name', message: 'Please enter Name.' },
          { row: 6, field: 'status', message: 'Status: "Maybe" is not one of its choices (Open, Won, Lost).' },
        ],
      },
    });
    const rows = await records(c.id);
    // In file order; empty cells take the default; unmapped columns are left out.
    expect(rows.map((r) => r.data)).toEqual([
      { name: 'Ada', email: 'ada@example.com', amount: 42, status: 'Won', tags: ['vip', 'new'] },
      { name: 'Cyd', email: 'cyd@example.com', amount: 1250.5, status: 'Open', tags: ['new'] },
    ]);
    // The unique values were claimed: the API now refuses a second Ada.
    const again = await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: c.id, data: { name: 'Ada 2', email: 'ADA@example.com' } },
    });
    expect(again.status).toBe(409);
  });

  it('upserts on a unique field: a matching row updates its record, empty cells keep the value there', async () => {
    const c = await collection();
    const ada = await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: c.id, data: { name: 'Ada', email: 'ada@example.com', amount: 1, status: 'Won', tags: ['vip'] } },
    });
    expect(ada.status).toBe(201);
    const csv = 'Email,Name,Amount\nADA@example.com,,99\nnew@example.com,Newton,5\nnameless@example.com,,3\n';
    const res = await importCsv(c.id, { Email: 'email', Name: 'name', Amount: 'amount' }, csv, { upsertOn: 'email' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      inserted: 1,
      updated: 1,
      rejected: 1,
      errors: [{ row: 4, field: 'name', message: 'Please enter Name.' }],
    });
    const rows = await records(c.id);
    expect(rows.map((r) => [r.id === ada.body.data.id, r.data])).toEqual([
      [true, { name: 'Ada', email: 'ada@example.com', amount: 99, status: 'Won', tags: ['vip'] }],
      [false, { name: 'Newton', email: 'new@example.com', amount: 5, status: 'Open' }],
    ]);
    // Importing the same file again updates, never duplicates.
    const twice = await importCsv(c.id, { Email: 'email', Name: 'name', Amount: 'amount' }, csv, { upsertOn: 'email' });
    expect(twice.body.data).toMatchObject({ inserted: 0, updated: 2, rejected: 1 });
    expect(await stored(c.id)).toEqual({ records: 2, uniqueValues: 2 });
  });

  it('rejects a unique value repeated within the file or held by another record, naming the row', async () => {
    const c = await collection();
    await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: c.id, data: { name: 'Taken', email: 'taken@example.com' } },
    });
    const csv = 'Name,Email\nA,a@example.com\nB,A@Example.com\nC,taken@example.com\nD,d@example.com\n';
    const res = await importCsv(c.id, { Name: 'name', Email: 'email' }, csv);
    expect(res.body.data).toEqual({
      inserted: 2,
      updated: 0,
      rejected: 2,
      errors: [
        { row: 3, field: 'email', message: 'Email repeats row 2 of this file — Email must be unique.' },
        { row: 4, field: 'email', message: 'Another record already has this Email — Email must be unique.' },
      ],
    });
    expect((await records(c.id)).map((r) => r.data.name)).toEqual(['Taken', 'A', 'D']);
    // With upsert, a second row for the same record is a repeat too, not a second update.
    const upsert = await importCsv(c.id, { Name: 'name', Email: 'email' }, 'Name,Email\nA1,a@example.com\nA2,a@example.com\n', {
      upsertOn: 'email',
    });
    expect(upsert.body.data).toEqual({
      inserted: 0,
      updated: 1,
      rejected: 1,
      errors: [{ row: 3, field: 'email', message: 'Email repeats row 2 of this file — Email must be unique.' }],
    });
  });

  it('checks RELATION cells against the linked collection', async () => {
    const companies = await collection([{ label: 'Company', type: 'TEXT' }]);
    const acme = await t.rest('POST', '/v1/database/records', { token, body: { collectionId: companies.id, data: { company: 'Acme' } } });
    const people = await collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Employer', type: 'RELATION', relationCollectionId: companies.id },
    ]);
    const csv = `Name,Employer\nAda,${acme.body.data.id}\nBob,${crypto.randomUUID()}\nCyd,not-an-id\n`;
    const res = await importCsv(people.id, { Name: 'name', Employer: 'employer' }, csv);
    expect(res.body.data).toEqual({
      inserted: 1,
      updated: 0,
      rejected: 2,
      errors: [
        { row: 3, field: 'employer', message: 'Employer: no record with that id in the linked collection.' },
        { row: 4, field: 'employer', message: 'Employer must be a record id (a UUID).' },
      ],
    });
  });

  it('reads a semicolon CSV with a byte-order mark and quoted semicolons and newlines', async () => {
    const c = await collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Notes', type: 'LONG_TEXT' },
      { label: 'Amount', type: 'NUMBER' },
    ]);
    const csv = '\ufeffName;Notes;Amount\r\n"Ada; Countess";"line one\r\nline two";1.5\r\n"Bob ""B""";plain;2\r\nCyd;;x\r\n';
    const res = await importCsv(c.id, { Name: 'name', Notes: 'notes', Amount: 'amount' }, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Cyd is the fourth row a spreadsheet shows, though the sixth line of the text.
    expect(res.body.data).toEqual({
      inserted: 2,
      updated: 0,
      rejected: 1,
      errors: [{ row: 4, field: 'amount', message: 'Amount must be a number, like 42 or 3.5.' }],
    });
    expect((await records(c.id)).map((r) => r.data)).toEqual([
      { name: 'Ada; Countess', notes: 'line one\r\nline two', amount: 1.5 },
      { name: 'Bob "B"', notes: 'plain', amount: 2 },
    ]);
  });

  it('accepts a file with only a header (nothing to import)', async () => {
    const c = await collection();
    const res = await importCsv(c.id, { Name: 'name' }, 'Name,Email\r\n');
    expect(res.body).toEqual({ success: true, data: { inserted: 0, updated: 0, rejected: 0, errors: [] } });
  });

  it('refuses every bad request with a clear error and writes nothing', async () => {
    const c = await collection();
    const header = 'Name,Email,Amount\nAda,ada@example.com,1\n';
    const cases: Array<{ name: string; call: () => Promise<Call>; status: number; field?: string; message: RegExp }> = [
      {
        name: 'no file',
        call: () => t.upload('POST', '/v1/database/records/import', { token, fields: { collectionId: c.id, mapping: '{"Name":"name"}' } }),
        status: 400,
        field: 'file',
        message: /Choose a CSV file/,
      },
      { name: 'an image', call: () => importCsv(c.id, { Name: 'name' }, png()), status: 400, field: 'file', message: /not a CSV.*PNG/ },
      {
        name: 'a workbook',
        call: () => importCsv(c.id, { Name: 'name' }, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)])),
        status: 400,
        field: 'file',
        message: /not a CSV/,
      },
      {
        name: 'not UTF-8',
        call: () => importCsv(c.id, { Name: 'name' }, Buffer.from('Name\nJos\xe9\n', 'latin1')),
        status: 400,
        field: 'file',
        message: /not UTF-8/,
      },
      { name: 'an empty file', call: () => importCsv(c.id, { Name: 'name' }, ''), status: 400, field: 'file', message: /empty/ },
      {
        name: 'an unknown collection',
        call: () => importCsv(crypto.randomUUID(), { Name: 'name' }, header),
        status: 404,
        message: /does not exist/,
      },
      {
        name: 'a bad collection id',
        call: () => importCsv('nope', { Name: 'name' }, header),
        status: 400,
        field: 'collectionId',
        message: /not valid/,
      },
      {
        name: 'mapping not JSON',
        call: () => importCsv(c.id, '{Name: name', header),
        status: 400,
        field: 'mapping',
        message: /must be JSON/,
      },
      {
        name: 'mapping a list',
        call: () => importCsv(c.id, '["name"]', header),
        status: 400,
        field: 'mapping',
        message: /object from column names/,
      },
      {
        name: 'an unknown field key',
        call: () => importCsv(c.id, { Name: 'name', Email: 'mail' }, header),
        status: 400,
        field: 'mapping',
        message: /"mail", which is not a field/,
      },
      {
        name: 'two columns to one field',
        call: () => importCsv(c.id, { Name: 'name', Email: 'name' }, header),
        status: 400,
        field: 'mapping',
        message: /"Name" and "Email" are both mapped to Name/,
      },
      {
        name: 'a column not in the file',
        call: () => importCsv(c.id, { Name: 'name', Phone: 'email' }, header),
        status: 400,
        field: 'mapping',
        message: /no column "Phone"/,
      },
      {
        name: 'a required field left out',
        call: () => importCsv(c.id, { Email: 'email' }, header),
        status: 400,
        field: 'mapping',
        message: /Map a column to Name: it is required/,
      },
      {
        name: 'upsert on a field that is not unique',
        call: () => importCsv(c.id, { Name: 'name', Amount: 'amount' }, header, { upsertOn: 'amount' }),
        status: 400,
        field: 'upsertOn',
        message: /not a unique field/,
      },
      {
        name: 'upsert on an unknown field',
        call: () => importCsv(c.id, { Name: 'name' }, header, { upsertOn: 'phone' }),
        status: 400,
        field: 'upsertOn',
        message: /not a field/,
      },
      {
        name: 'upsert on an unmapped field',
        call: () => importCsv(c.id, { Name: 'name' }, header, { upsertOn: 'email' }),
        status: 400,
        field: 'upsertOn',
        message: /Map a column to Email/,
      },
      {
        name: 'an unknown form field',
        call: () => importCsv(c.id, { Name: 'name' }, header, { delimiter: ';' }),
        status: 400,
        field: 'delimiter',
        message: /not a field of this request/,
      },
      {
        name: 'JSON instead of a form',
        call: () => t.rest('POST', '/v1/database/records/import', { token, body: { collectionId: c.id } }),
        status: 400,
        field: 'file',
        message: /multipart\/form-data/,
      },
      {
        name: 'more than 50 MB',
        call: () => importCsv(c.id, { Name: 'name' }, Buffer.alloc(52 * 1024 * 1024, 0x61)),
        status: 413,
        field: 'file',
        message: /larger than 50 MB/,
      },
    ];
    for (const k of cases) {
      const res = await k.call();
      expect({ status: res.status, success: res.body.success }, `${k.name}: ${JSON.stringify(res.body)}`).toEqual({
        status: k.status,
        success: false,
      });
      expect(res.body.message, k.name).toMatch(k.message);
      if (k.field) expect(res.body.details?.[k.field], `${k.name}: ${JSON.stringify(res.body)}`).toBeTruthy();
    }
    expect(await stored(c.id)).toEqual({ records: 0, uniqueValues: 0 });
  });

  it('writes nothing when the file turns out bad after the first batches', async () => {
    const c = await collection();
    const pieces = [Buffer.from('Name,Email\n')];
    for (let i = 0; i < 3000; i++) pieces.push(Buffer.from(`Person ${i},p${i}@example.com\n`));
    // Valid rows for several batches, then bytes that are not UTF-8.
    pieces.push(Buffer.from([0xc3, 0x28, 0x0a]));
    const res = await importInPieces(c.id, { Name: 'name', Email: 'email' }, pieces);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details.file).toMatch(/not UTF-8/);
    expect(await stored(c.id)).toEqual({ records: 0, uniqueValues: 0 });
  });

  it('stops at a quote that is never closed instead of reading the rest of the file as one cell', async () => {
    const c = await collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Notes', type: 'LONG_TEXT' },
    ]);
    const rows = Array.from({ length: 250_000 }, (_, i) => `Person ${i},note ${i}`).join('\n');
    const res = await importCsv(c.id, { Name: 'name', Notes: 'notes' }, `Name,Notes\nAda,"never closed\n${rows}\n`);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.details.file).toMatch(/longer than 4 MB — look for a quote/);
    expect(await stored(c.id)).toEqual({ records: 0, uniqueValues: 0 });
  });

  it('imports 20,000 rows in batches, all of them', async () => {
    const c = await collection();
    const lines = ['Name,Email,Amount,Status'];
    for (let i = 1; i <= 20_000; i++) lines.push(`Person ${i},person${i}@example.com,${i},${i % 3 === 0 ? 'Won' : ''}`);
    lines.push('Copy,person1@example.com,1,');
    const started = performance.now();
    const res = await importCsv(c.id, { Name: 'name', Email: 'email', Amount: 'amount', Status: 'status' }, lines.join('\n'));
    const ms = Math.round(performance.now() - started);
    console.log(`[database-csv] 20,000-row import on ${t.kind}: ${ms} ms`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      inserted: 20_000,
      updated: 0,
      rejected: 1,
      errors: [{ row: 20_002, field: 'email', message: 'Email repeats row 2 of this file — Email must be unique.' }],
    });
    const count = await t.rest('GET', `/v1/database/records/count?collectionId=${c.id}`, { token });
    expect(count.body.data.count).toBe(20_000);
    const won = await t.rest(
      'GET',
      `/v1/database/records/count?collectionId=${c.id}&filter=${encodeURIComponent(JSON.stringify([{ field: 'status', op: 'eq', value: 'Won' }]))}`,
      { token },
    );
    expect(won.body.data.count).toBe(6_666);
    const first = await t.rest('GET', `/v1/database/records?collectionId=${c.id}&limit=3`, { token });
    expect(first.body.data.items.map((r: { data: { name: string } }) => r.data.name)).toEqual(['Person 1', 'Person 2', 'Person 3']);
    expect(await stored(c.id)).toEqual({ records: 20_000, uniqueValues: 20_000 });
  }, 120_000);
});

describe('CSV export', () => {
  it('exports the filtered, sorted records as CSV, values as people read them', async () => {
    const c = await collection([...FIELDS, { label: 'Active', type: 'BOOLEAN' }, { label: 'Notes', type: 'LONG_TEXT' }]);
    const data = [
      { name: 'Ada', email: 'ada@example.com', amount: 3.5, status: 'Won', tags: ['vip', 'new'], active: true, notes: 'two\nlines' },
      { name: 'Bob', email: 'bob@example.com', amount: -5, status: 'Won', active: false },
      { name: 'Cyd', email: 'cyd@example.com', amount: 100, status: 'Lost' },
      { name: 'Dan, Jr.', email: 'dan@example.com', amount: 42, status: 'Won', notes: 'say "hi"' },
    ];
    for (const d of data)
      expect((await t.rest('POST', '/v1/database/records', { token, body: { collectionId: c.id, data: d } })).status).toBe(201);
    const res = await exportCsv(c.id, { filter: JSON.stringify([{ field: 'status', op: 'eq', value: 'Won' }]), sort: 'amount:desc' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${c.slug}.csv"`);
    expect(res.body.startsWith('\ufeffName,Email,Amount,Status,Tags,Active,Notes\r\n')).toBe(true);
    expect(parseCsv(res.body)).toEqual([
      ['Name', 'Email', 'Amount', 'Status', 'Tags', 'Active', 'Notes'],
      ['Dan, Jr.', 'dan@example.com', '42', 'Won', '', '', 'say "hi"'],
      ['Ada', 'ada@example.com', '3.5', 'Won', 'vip, new', 'true', 'two\nlines'],
      ['Bob', 'bob@example.com', '-5', 'Won', '', 'false', ''],
    ]);
  });

  it('pages through more records than one page, in order', async () => {
    const c = await collection([{ label: 'N', type: 'NUMBER' }]);
    const csv = ['N', ...Array.from({ length: 2_345 }, (_, i) => String(i))].join('\n');
    expect((await importCsv(c.id, { N: 'n' }, csv)).body.data.inserted).toBe(2_345);
    const res = await exportCsv(c.id, { sort: 'n:desc' });
    const rows = parseCsv(res.body);
    expect(rows.length).toBe(2_346);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(Array.from({ length: 2_345 }, (_, i) => 2_344 - i));
  });

  it('answers a bad filter or sort with the JSON error, not a broken download', async () => {
    const c = await collection();
    const bad = await exportCsv(c.id, { filter: '[{"field":"nope","op":"eq","value":1}]' });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.body).toMatchObject({
      success: false,
      code: 'BAD_USER_INPUT',
      details: { 'filter.0.field': expect.stringMatching(/not a field/) },
    });
    const sort = await exportCsv(c.id, { sort: 'nope:asc' });
    expect(sort.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT', details: { sort: expect.any(String) } });
    const unknown = await exportCsv(crypto.randomUUID());
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('guards cells against formula injection, and the import takes the guard off again', async () => {
    const c = await collection([
      { label: 'Name', type: 'TEXT' },
      { label: '@Score', type: 'NUMBER' },
      { label: 'Notes', type: 'LONG_TEXT' },
    ]);
    const data = [
      { name: '=HYPERLINK("http://evil.example","click")', score: -5, notes: '\tcmd' },
      { name: '+1 555 0100', score: 1, notes: "'=already quoted" },
      { name: '-5', notes: '@SUM(A1)' },
      { name: '-', notes: '\rx' },
    ];
    for (const d of data)
      expect((await t.rest('POST', '/v1/database/records', { token, body: { collectionId: c.id, data: d } })).status).toBe(201);
    const res = await exportCsv(c.id);
    expect(parseCsv(res.body)).toEqual([
      ['Name', "'@Score", 'Notes'],
      ['\'=HYPERLINK("http://evil.example","click")', '-5', "'\tcmd"],
      ["'+1 555 0100", '1', "''=already quoted"],
      ['-5', '', "'@SUM(A1)"],
      ["'-", '', "'\rx"],
    ]);
    const before = (await records(c.id)).map((r) => r.data);
    const ids = (await records(c.id)).map((r) => r.id).join(',');
    expect((await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${c.id}&ids=${ids}`, { token })).body.data.deleted).toBe(4);
    const back = await importCsv(c.id, { Name: 'name', "'@Score": 'score', Notes: 'notes' }, res.body);
    expect(back.body.data).toMatchObject({ inserted: 4, rejected: 0 });
    expect((await records(c.id)).map((r) => r.data)).toEqual(before);
  });

  it('round trip: the exported file imports back into the same collection unchanged', async () => {
    const companies = await collection([{ label: 'Company', type: 'TEXT' }]);
    const acme = await t.rest('POST', '/v1/database/records', { token, body: { collectionId: companies.id, data: { company: 'Acme' } } });
    const c = await collection([
      ...FIELDS,
      { label: 'Due', type: 'DATE' },
      { label: 'Meeting', type: 'DATETIME' },
      { label: 'Active', type: 'BOOLEAN' },
      { label: 'Notes', type: 'LONG_TEXT' },
      { label: 'Site', type: 'URL' },
      { label: 'Contract', type: 'FILE' },
      { label: 'Employer', type: 'RELATION', relationCollectionId: companies.id },
    ]);
    const file = await t.upload('POST', '/v1/database/files', {
      token,
      fields: { collectionId: c.id },
      file: { data: Buffer.from('%PDF-1.4\n% contract\n'), filename: 'Contract 2026.pdf', contentType: 'application/pdf' },
    });
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    const data = [
      {
        name: 'Ada',
        email: 'ada@example.com',
        amount: 1250.75,
        status: 'Won',
        tags: ['vip', 'new'],
        due: '2026-03-31',
        meeting: '2026-03-31T14:30:00.000Z',
        active: true,
        notes: 'line one\nline, two "quoted"',
        site: 'https://ada.example/a?b=1,2',
        contract: file.body.data,
        employer: acme.body.data.id,
      },
      { name: 'Bob', email: 'bob@example.com', amount: -0.5, status: 'Lost', active: false },
      { name: '  padded  notes', notes: '  spaces kept  ', tags: ['new'] },
      { name: 'Ünïcødé 名前 🙂', email: 'uni@example.com', amount: 0 },
    ];
    for (const d of data)
      expect((await t.rest('POST', '/v1/database/records', { token, body: { collectionId: c.id, data: d } })).status).toBe(201);
    const before = await records(c.id);
    const first = await exportCsv(c.id);
    expect(first.status).toBe(200);
    const mapping = Object.fromEntries(c.fields.map((f) => [f.label, f.key]));

    // Into the records it came from (upsert on Email): every row updates its record with what it holds.
    const upsert = await importCsv(c.id, mapping, first.body, { upsertOn: 'email' });
    expect(upsert.body.data).toEqual({ inserted: 1, updated: 3, rejected: 0, errors: [] });
    const ids = (await records(c.id)).map((r) => r.id);
    const withoutEmail = ids[ids.length - 1]!;
    expect((await t.rest('DELETE', `/v1/database/records?id=${withoutEmail}`, { token })).status).toBe(200);
    expect((await records(c.id)).map((r) => ({ id: r.id, data: r.data }))).toEqual(before.map((r) => ({ id: r.id, data: r.data })));

    // Into the emptied collection: the file was deleted with its record, so the row that names it is
    // refused, saying why; the other rows come back as they were.
    await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${c.id}&ids=${before.map((r) => r.id).join(',')}`, { token });
    expect((await t.rest('GET', file.body.data.url)).status).toBe(404);
    const fresh = await importCsv(c.id, mapping, first.body);
    expect(fresh.body.data).toEqual({
      inserted: 3,
      updated: 0,
      rejected: 1,
      errors: [{ row: 2, field: 'contract', message: expect.stringMatching(/not uploaded to this collection/) }],
    });
    expect((await records(c.id)).map((r) => r.data)).toEqual(before.slice(1).map((r) => r.data));
  });
});

describe('files for FILE fields', () => {
  it('stores images, PDFs and text, and serves each safely', async () => {
    const c = await collection();
    const cases = [
      { data: png([1, 2, 3]), filename: 'photo.png', contentType: 'image/png', served: 'image/png', disposition: 'inline' },
      {
        data: Buffer.from('%PDF-1.7\n1 0 obj\n'),
        filename: 'Invoice March.pdf',
        contentType: 'application/pdf',
        served: 'application/pdf',
        disposition: 'attachment',
      },
      {
        data: Buffer.from('hello, world\n'),
        filename: 'notes.txt',
        contentType: 'text/plain',
        served: 'text/plain; charset=utf-8',
        disposition: 'attachment',
      },
      {
        data: Buffer.from('a,b\n1,2\n'),
        filename: 'data.csv',
        contentType: 'text/csv',
        served: 'text/csv; charset=utf-8',
        disposition: 'attachment',
      },
    ];
    // A web page, whatever its name, is refused (issue 25: the files of records, forms and tickets are judged alike).
    const page = await upload(c.id, Buffer.from('<html><script>alert(1)</script></html>'), 'page.png');
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/Web pages and markup cannot be attached/);
    for (const k of cases) {
      const res = await upload(c.id, k.data, k.filename);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // A private file: its url is a signed link to its row, never the storage key.
      expect(res.body.data).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: expect.stringMatching(/^\/files\/private\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/),
        name: k.filename,
        size: k.data.length,
        contentType: k.contentType,
      });
      const served = await t.rest('GET', res.body.data.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(k.served);
      expect(served.headers['content-disposition']).toMatch(new RegExp(`^${k.disposition}; filename=`));
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    }
    const svg = await upload(c.id, Buffer.from(HOSTILE_SVG), 'logo.svg', 'image/svg+xml');
    expect(svg.body.data).toMatchObject({ name: 'logo.svg', contentType: 'image/svg+xml' });
    const served = await t.rest('GET', svg.body.data.url);
    expect(served.body).not.toMatch(/script|onload|onclick|evil\.example|javascript:/);
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    // The value saves in a FILE field as it is.
    const files = await collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Doc', type: 'FILE' },
    ]);
    const pdf = await upload(files.id, Buffer.from('%PDF-1.4\n'), 'a.pdf');
    const saved = await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: files.id, data: { name: 'x', doc: pdf.body.data } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.data.doc).toEqual(pdf.body.data);
  });

  it('refuses other kinds of file, empty and oversized ones', async () => {
    const c = await collection();
    const gif = await upload(c.id, Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'), 'anim.gif', 'image/gif');
    expect(gif.status).toBe(400);
    expect(gif.body.message).toMatch(/PNG, JPEG, WebP or SVG.*PDF.*text or CSV/);
    const exe = await upload(c.id, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]), 'setup.txt', 'text/plain');
    expect(exe.status).toBe(400);
    expect(exe.body.details.file).toMatch(/PDF/);
    const zip = await upload(c.id, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]), 'data.csv', 'text/csv');
    expect(zip.status).toBe(400);
    const empty = await upload(c.id, Buffer.alloc(0), 'empty.txt');
    expect(empty.body).toMatchObject({ code: 'BAD_USER_INPUT', details: { file: 'The file is empty.' } });
    const none = await t.upload('POST', '/v1/database/files', { token, fields: { collectionId: c.id } });
    expect(none.body).toMatchObject({ code: 'BAD_USER_INPUT', details: { file: 'Choose a file to upload.' } });
    const big = await upload(c.id, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]), 'big.pdf');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB. Choose a smaller one.' });
    const huge = await upload(c.id, Buffer.alloc(12 * 1024 * 1024, 0x20), 'huge.txt');
    expect(huge.status).toBe(413);
  });
});

describe('tenancy', () => {
  it("another builder's collection is NOT_FOUND on all three routes, and nothing is written", async () => {
    const c = await collection();
    await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: c.id, data: { name: 'Secret Ada', email: 'secret@example.com' } },
    });
    const other = await t.signUp();
    const before = await stored(c.id);
    const imported = await importCsv(
      c.id,
      { Name: 'name', Email: 'email' },
      'Name,Email\nIntruder,secret@example.com\nX,x@example.com\n',
      { upsertOn: 'email' },
      other.token,
    );
    const exported = await exportCsv(c.id, {}, other.token);
    const file = await upload(c.id, png([9, 9, 9]), 'x.png', 'image/png', other.token);
    for (const [name, res] of Object.entries({ imported, exported, file })) {
      expect({ status: res.status, code: res.body.code }, `${name}: ${JSON.stringify(res.body)}`).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(JSON.stringify(res.body), name).not.toMatch(/Secret|secret@/);
    }
    expect(await stored(c.id)).toEqual(before);
    expect((await records(c.id)).map((r) => r.data.name)).toEqual(['Secret Ada']);
    // And without signing in: UNAUTHENTICATED.
    expect((await importCsv(c.id, { Name: 'name' }, 'Name\nX\n', {}, '')).status).toBe(401);
    expect((await exportCsv(c.id, {}, '')).status).toBe(401);
    expect((await upload(c.id, png(), 'x.png', 'image/png', '')).status).toBe(401);
  });
});
