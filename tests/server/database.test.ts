import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let token: string;
let portalId: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  ({ token } = await t.signUp());
  const portal = await t.rest('POST', '/v1/portal', { token, body: { name: `Db ${Date.now()}` } });
  portalId = portal.body.data.id;
});
afterAll(() => t.close());

const FIELDS = [
  { label: 'Name', type: 'TEXT', required: true },
  { label: 'Email', type: 'EMAIL', unique: true },
  { label: 'Amount', type: 'NUMBER' },
  { label: 'Status', type: 'SELECT', choices: ['Open', 'Won', 'Lost'], defaultValue: 'Open' },
  { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] },
  { label: 'Due', type: 'DATE' },
  { label: 'Active', type: 'BOOLEAN' },
];

async function collection(fields: unknown[] = FIELDS) {
  const res = await t.rest('POST', '/v1/database', { token, body: { portalId, name: 'Deals', fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; fields: Array<{ key: string }> };
}

describe('collections and records', () => {
  it('creates, filters, sorts and pages records', async () => {
    const c = await collection();
    expect(c.fields.map((f) => f.key)).toEqual(['name', 'email', 'amount', 'status', 'tags', 'due', 'active']);
    for (let i = 0; i < 7; i++) {
      const res = await t.rest('POST', '/v1/database/records', { token, body: { collectionId: c.id, data: { name: `Deal ${i}`, email: `D${i}@Example.com`, amount: i * 10, status: i % 2 ? 'won' : undefined, tags: i % 3 ? ['vip'] : [], due: `2026-01-0${i + 1}` } } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const page = await t.rest('GET', `/v1/database/records?collectionId=${c.id}&sort=amount:desc&limit=3&filter=${encodeURIComponent(JSON.stringify([{ field: 'status', op: 'eq', value: 'Open' }]))}`, { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.items.map((r: any) => r.data.amount)).toEqual([60, 40, 20]);
    const next = await t.rest('GET', `/v1/database/records?collectionId=${c.id}&sort=amount:desc&limit=3&cursor=${page.body.data.nextCursor}&filter=${encodeURIComponent(JSON.stringify([{ field: 'status', op: 'eq', value: 'Open' }]))}`, { token });
    expect(next.body.data.items.map((r: any) => r.data.amount)).toEqual([0]);
    expect(next.body.data.nextCursor).toBeNull();
    const gql = await t.gql(`query($id: ID!) { records(collectionId: $id, sort: {field: "due", direction: DESC}, filter: [{field: "tags", op: CONTAINS, value: "vip"}], limit: 2) { items { data } nextCursor } recordCount(collectionId: $id, filter: [{field: "tags", op: CONTAINS, value: "vip"}]) }`, { id: c.id }, token);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.records.items.map((r: any) => r.data.due)).toEqual(['2026-01-06', '2026-01-05']);
    expect(gql.body.data.recordCount).toBe(4);
  });
});
