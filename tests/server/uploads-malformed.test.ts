import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../helpers/customers.js';
import { databaseUser, SENTENCE } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// A multipart body that busboy cannot read (a part without headers, a body cut short) is the
// caller's mistake: 400 BAD_USER_INPUT with a sentence, or 401 before it is read — never a 500.
let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
let collectionId: string;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await databaseUser(t);
  customerToken = (await signInCustomer(t, u.token, u.portalId)).token;
  collectionId = (
    await u.collection([
      { key: 'name', label: 'Name', type: 'TEXT' },
      { key: 'doc', label: 'Doc', type: 'FILE' },
    ])
  ).id;
});
afterAll(() => t.close());

const ROUTES = [
  '/v1/portal/logo',
  '/v1/user/me/displayImage',
  '/v1/pages/images',
  '/v1/database/records/import',
  '/v1/database/files',
  '/v1/tickets/attachments',
  '/v1/customer/tickets/attachments',
  '/v1/customer/workflows/runs/files',
  '/v1/public/workflows/runs/files',
];
/** Routes that check their text fields before they read the file (a body cut off inside the file answers the missing fields). */
const FIELDS_FIRST = ['/v1/database/', '/v1/tickets/attachments', '/v1/customer/workflows/', '/v1/public/workflows/'];
/** Whose token a signed-in call carries: the customer's on the customer routes. */
const tokenFor = (url: string) => (url.startsWith('/v1/customer/') ? customerToken : u.token);

const BODIES: Record<string, string> = {
  'a part without headers': '--XYZ\r\nnull--XYZ--',
  'a file cut off before its end':
    '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
  'fields then a part header cut off': `--XYZ\r\nContent-Disposition: form-data; name="collectionId"\r\n\r\nx\r\n--XYZ\r\nContent-Disp`,
  'no closing boundary': '--XYZ\r\nContent-Disposition: form-data; name="portalId"\r\n\r\nabc',
};

async function send(url: string, body: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'multipart/form-data; boundary=XYZ', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: Buffer.from(body, 'latin1'),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('malformed multipart bodies', () => {
  it('every upload route the document lists is in the list', async () => {
    const doc = (await t.rest('GET', '/v1/openapi.json')).body;
    const uploads = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.values(item).some((op) => op?.requestBody?.content?.['multipart/form-data']) ? [path] : [],
    );
    expect(uploads.sort()).toEqual([...ROUTES].sort());
  });

  for (const [what, body] of Object.entries(BODIES)) {
    it(`${what}: 400 with a sentence on every upload route, signed in or not`, async () => {
      for (const url of ROUTES) {
        const signedIn = await send(url, body, tokenFor(url));
        expect({ url, status: signedIn.status, code: signedIn.body.code }, JSON.stringify(signedIn.body)).toEqual({
          url,
          status: 400,
          code: 'BAD_USER_INPUT',
        });
        expect(signedIn.body.message).toMatch(SENTENCE);
        // A body cut off inside the file: the database routes refuse their missing fields first (next test).
        if (what !== 'a file cut off before its end' || !FIELDS_FIRST.some((prefix) => url.startsWith(prefix))) {
          expect(signedIn.body.message, url).toMatch(/^The upload could not be read: the multipart body is malformed or cut short/);
        }
        const anonymous = await send(url, body);
        expect([400, 401], `${url} anonymous: ${JSON.stringify(anonymous.body)}`).toContain(anonymous.status);
      }
    });
  }

  it('a CSV import or a record file with good fields and the file cut off: 400, nothing imported', async () => {
    const fields = (values: Record<string, string>) =>
      Object.entries(values)
        .map(([name, value]) => `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('');
    const cut = (name: string) =>
      `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\nname\r\nAda\r\nGrace`;
    for (const [url, values, name] of [
      ['/v1/database/records/import', { collectionId, mapping: '{"name":"name"}' }, 'people.csv'],
      ['/v1/database/files', { collectionId }, 'notes.txt'],
    ] as const) {
      const res = await send(url, fields(values) + cut(name), u.token);
      expect({ url, status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({
        url,
        status: 400,
        code: 'BAD_USER_INPUT',
      });
      expect(res.body.message).toMatch(/^The upload could not be read: the multipart body is malformed or cut short/);
    }
  });

  it('nothing was written', async () => {
    const files = await t.rest('GET', `/v1/database/records/count?collectionId=${collectionId}`, { token: u.token });
    expect(files.body.data.count).toBe(0);
  });
});
