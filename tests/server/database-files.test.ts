import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles, workspaceUsage } from '../../db/schema/index.js';
import { signedFileUrl } from '../../server/core/file-urls.js';
import { createLocalStorage } from '../../server/core/storage.js';
import { existingSortIndexes } from '../../server/modules/database/database.indexes.js';
import { databaseState, databaseUser, expectBadInput } from '../helpers/database.js';
import { png } from '../helpers/images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Private files: served by signed link (or to a member's bearer token), never through the public
 * /files/ route; a FILE value names an upload of its own collection; files go with what owns them;
 * each workspace's quotas (records, storage, sort indexes).
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let seq = 0;
const image = () => ({ data: png([seq++ % 256, 7, 9]), filename: 'scan.png', contentType: 'image/png' });

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
});
afterAll(() => t.close());

async function withFile(user = u) {
  const c = await user.collection([
    { label: 'Name', type: 'TEXT' },
    { label: 'Scan', type: 'FILE' },
  ]);
  const file = await user.upload(c.id, image());
  const record = await user.record(c.id, { name: 'Ada', scan: file });
  return { c, file, record };
}
const status = async (url: string, token?: string) => (await t.rest('GET', url, { token })).status;

describe('serving a private file', () => {
  it('answers a signed link, private and never cached; the record read gives the same link', async () => {
    const { file, record } = await withFile();
    expect(record.data.scan).toEqual(file);
    const res = await t.rest('GET', file.url);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline; filename="scan.png"; filename*=UTF-8\'\'scan.png');
  });

  it('refuses a tampered or expired link (403), an id without one (401), another builder (404), the storage key (404)', async () => {
    const { file } = await withFile();
    const tampered = file.url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    const wrongFile = file.url.replace(file.id, randomUUID());
    for (const url of [tampered, wrongFile, file.url.replace(/expires=\d+/, 'expires=99999999999')]) {
      const res = await t.rest('GET', url);
      expect({ status: res.status, code: res.body.code }, url).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(res.body.message).toMatch(/not valid/);
    }
    const expired = signedFileUrl(t.config, file.id, Date.now() - 3 * t.config.fileUrlTtlSeconds * 1000);
    const old = await t.rest('GET', expired);
    expect({ status: old.status, code: old.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(old.body.message).toMatch(/expired — reload the page/);

    const bare = `/files/private/${file.id}`;
    expect(await status(bare)).toBe(401);
    expect(await status(bare, u.token)).toBe(200);
    const stranger = await databaseUser(t);
    const refused = await t.rest('GET', bare, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(file.id);

    // The bytes' own key is not a public URL: record files are never served by /files/<key>.
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    expect(row!.storageKey).toMatch(/^records-[0-9a-f]{32}\/[0-9a-f]{64}\.png$/);
    expect(await status(`/files/${row!.storageKey}`)).toBe(404);
    expect(await status(`/files/${row!.storageKey}`, u.token)).toBe(404);
  });

  it('answers 404 for ids that are not ids, NUL bytes included', async () => {
    for (const id of ['nope', '%00', `${randomUUID()}%00`, '1'.repeat(400)])
      expect(await status(`/files/private/${id}`, u.token), id).toBe(404);
    expect(await status(`/files/private/${randomUUID()}`, u.token)).toBe(404);
  });
});

describe('FILE values', () => {
  it('take name, size and type from the upload, never from the client', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Scan', type: 'FILE' },
    ]);
    const file = await u.upload(c.id, image());
    const lie = {
      id: file.id,
      url: 'https://evil.example/x.exe',
      name: 'invoice.exe',
      size: 1e308,
      contentType: 'application/x-msdownload',
    };
    const saved = await u.record(c.id, { name: 'x', scan: lie });
    expect(saved.data.scan).toEqual(file);
    // The link the API gave names the file too (what the client sends back when it keeps a value).
    const other = await u.upload(c.id, image());
    const byUrl = await u.record(c.id, { name: 'y', scan: { url: other.url } });
    expect(byUrl.data.scan).toEqual(other);
  });

  it('refuses a file of another collection, of another tenant, or of another record, writing nothing', async () => {
    const { c, file } = await withFile();
    const sibling = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Scan', type: 'FILE' },
    ]);
    const siblingFile = await u.upload(sibling.id, image());
    const stranger = await databaseUser(t);
    const theirs = await stranger.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Scan', type: 'FILE' },
    ]);
    const theirFile = await stranger.upload(theirs.id, image());
    const before = await databaseState(t);
    for (const [value, message] of [
      [siblingFile, /not uploaded to this collection/],
      [theirFile, /not uploaded to this collection/],
      [{ id: randomUUID() }, /not uploaded to this collection/],
      [file, /belongs to another record/],
      [{ size: 12 }, /uploaded to Portico/],
    ] as const) {
      const res = await t.rest('POST', '/v1/database/records', {
        token: u.token,
        body: { collectionId: c.id, data: { name: 'x', scan: value } },
      });
      expectBadInput(res, { 'data.scan': message }, JSON.stringify(value));
    }
    // A NUL is refused at the edge, with the exact place named.
    for (const [value, at] of [
      [{ id: `${file.id}\u0000` }, 'data.scan.id'],
      [{ url: `/files/private/${file.id}\u0000` }, 'data.scan.url'],
    ] as const) {
      const res = await t.rest('POST', '/v1/database/records', {
        token: u.token,
        body: { collectionId: c.id, data: { name: 'x', scan: value } },
      });
      expectBadInput(res, { [at]: /cannot be stored/ }, JSON.stringify(value));
    }
    // And the stranger cannot take the owner's file into their own collection.
    const res = await t.rest('POST', '/v1/database/records', {
      token: stranger.token,
      body: { collectionId: theirs.id, data: { name: 'x', scan: file } },
    });
    expectBadInput(res, { 'data.scan': /not uploaded to this collection/ });
    expect(await databaseState(t)).toEqual(before);
  });

  it('refuses bad upload fields (NUL bytes, not an id) with 400, storing nothing', async () => {
    const before = await databaseState(t);
    for (const collectionId of ['c\u0000', 'x'.repeat(5000), '']) {
      const res = await t.upload('POST', '/v1/database/files', { token: u.token, fields: { collectionId }, file: image() });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
    }
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('files go with what owns them', () => {
  it('a replaced or cleared value, a deleted record', async () => {
    const { file, record } = await withFile();
    const next = await u.upload(record.collectionId, image());
    expect((await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: record.id, data: { scan: next } } })).status).toBe(
      200,
    );
    expect(await status(file.url)).toBe(404);
    expect(await status(next.url)).toBe(200);
    expect((await t.rest('PATCH', '/v1/database/records', { token: u.token, body: { id: record.id, data: { scan: null } } })).status).toBe(
      200,
    );
    expect(await status(next.url)).toBe(404);

    const second = await withFile();
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, second.file.id));
    const storage = createLocalStorage(path.join(t.config.dataDir, 'files'));
    expect(await storage.read(row!.storageKey)).not.toBeNull();
    expect((await t.rest('DELETE', `/v1/database/records?id=${second.record.id}`, { token: u.token })).status).toBe(200);
    expect(await status(second.file.url)).toBe(404);
    // No other upload has these bytes: they are gone from storage too.
    expect(await storage.read(row!.storageKey)).toBeNull();
    const third = await withFile();
    expect(
      (await t.rest('DELETE', `/v1/database/records/bulk?collectionId=${third.c.id}&ids=${third.record.id}`, { token: u.token })).status,
    ).toBe(200);
    expect(await status(third.file.url)).toBe(404);
    expect(await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, third.file.id))).toEqual([]);
  });

  it('a removed FILE field, a deleted collection, a deleted portal', async () => {
    const { c, file } = await withFile();
    const name = c.fields[0]!;
    expect((await u.updateFields(c.id, [{ key: name.key, label: name.label, type: name.type }])).status).toBe(200);
    expect(await status(file.url)).toBe(404);

    const second = await withFile();
    expect((await t.rest('DELETE', `/v1/database?id=${second.c.id}`, { token: u.token })).status).toBe(200);
    expect(await status(second.file.url)).toBe(404);

    const owner = await databaseUser(t);
    const third = await withFile(owner);
    const loose = await owner.upload(third.c.id, image());
    expect((await t.rest('DELETE', `/v1/portal?id=${owner.portalId}`, { token: owner.token })).status).toBe(200);
    expect(await status(third.file.url)).toBe(404);
    expect(await status(loose.url)).toBe(404);
  });

  it('keeps a blob another upload shares, and counts each upload', async () => {
    const c = await u.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Scan', type: 'FILE' },
    ]);
    const same = image();
    const a = await u.upload(c.id, same);
    const b = await u.upload(c.id, same);
    const ra = await u.record(c.id, { name: 'a', scan: a });
    await u.record(c.id, { name: 'b', scan: b });
    expect((await t.rest('DELETE', `/v1/database/records?id=${ra.id}`, { token: u.token })).status).toBe(200);
    expect(await status(a.url)).toBe(404);
    const kept = await t.rest('GET', b.url);
    expect(kept.status).toBe(200);
  });
});

describe('quotas', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await createTestApp({
      REGISTER_LIMIT_PER_IP: '1000',
      QUOTA_RECORDS: '3',
      QUOTA_STORAGE_BYTES: '2000',
      QUOTA_SORT_INDEXES: '1',
      SORT_INDEX_MIN_RECORDS: '2',
    });
  });
  afterAll(() => q.close());

  it('records: the one past the quota is FORBIDDEN with what to do; deleting frees a place; an import over it imports nothing', async () => {
    const w = await databaseUser(q);
    const c = await w.collection([{ label: 'Name', type: 'TEXT' }]);
    for (const name of ['a', 'b', 'c']) await w.record(c.id, { name });
    const before = await databaseState(q);
    const refused = await q.rest('POST', '/v1/database/records', { token: w.token, body: { collectionId: c.id, data: { name: 'd' } } });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(refused.body.message).toMatch(/already holds 3 records, the most it may — delete records you no longer need/);
    const gql = await q.gql(
      'mutation($id: ID!) { createRecord(input: { collectionId: $id, data: {name: "d"} }) { id } }',
      { id: c.id },
      w.token,
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await databaseState(q)).toEqual(before);

    const first = (await w.records(c.id))[0]!;
    expect((await q.rest('DELETE', `/v1/database/records?id=${first.id}`, { token: w.token })).status).toBe(200);
    const csv = { data: Buffer.from('Name\nx\ny\n'), filename: 'two.csv', contentType: 'text/csv' };
    const imported = await q.upload('POST', '/v1/database/records/import', {
      token: w.token,
      fields: { collectionId: c.id, mapping: JSON.stringify({ Name: 'name' }) },
      file: csv,
    });
    expect({ status: imported.status, code: imported.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await w.records(c.id)).toHaveLength(2);
    await w.record(c.id, { name: 'fits' });
    const [usage] = await q.database.db
      .select()
      .from(workspaceUsage)
      .where(eq(workspaceUsage.workspaceId, (await q.rest('GET', '/v1/user/me', { token: w.token })).body.data.currentWorkspaceId));
    expect(usage!.records).toBe(3);
  });

  it('storage: an upload past the quota is FORBIDDEN and stores nothing; removing a file frees its bytes', async () => {
    const w = await databaseUser(q);
    const c = await w.collection([
      { label: 'Name', type: 'TEXT' },
      { label: 'Doc', type: 'FILE' },
    ]);
    const doc = (n: number) => ({ data: Buffer.from(`${'x'.repeat(n - 1)}\n`), filename: 'a.txt', contentType: 'text/plain' });
    const first = await w.upload(c.id, doc(1500));
    const before = await databaseState(q);
    const refused = await q.upload('POST', '/v1/database/files', { token: w.token, fields: { collectionId: c.id }, file: doc(600) });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(refused.body.message).toMatch(/files already take .*, the most it may — remove files you no longer need/);
    expect(await databaseState(q)).toEqual(before);
    const r = await w.record(c.id, { name: 'a', doc: first });
    expect((await q.rest('DELETE', `/v1/database/records?id=${r.id}`, { token: w.token })).status).toBe(200);
    await w.upload(c.id, doc(600));
  });

  it('sort indexes: past the quota the sort still answers, and no index is built', async () => {
    const w = await databaseUser(q);
    const c = await w.collection([
      { label: 'A', type: 'NUMBER' },
      { label: 'B', type: 'NUMBER' },
    ]);
    await w.record(c.id, { a: 1, b: 2 });
    await w.record(c.id, { a: 2, b: 1 });
    expect((await w.records(c.id, { sort: 'a:desc' })).map((r) => r.data.a)).toEqual([2, 1]);
    await q.drainJobs();
    expect(await existingSortIndexes(q.database.db, c.id, ['a'])).toHaveLength(1);
    expect((await w.records(c.id, { sort: 'b:asc' })).map((r) => r.data.b)).toEqual([1, 2]);
    await q.drainJobs();
    expect(await existingSortIndexes(q.database.db, c.id, ['b'])).toEqual([]);
    // Dropping the first (its field removed) gives the place back.
    const [, b] = (await w.getCollection(c.id)).fields;
    expect((await w.updateFields(c.id, [{ key: b!.key, label: b!.label, type: b!.type }])).status).toBe(200);
    expect(await existingSortIndexes(q.database.db, c.id, ['a'])).toEqual([]);
  });
});
