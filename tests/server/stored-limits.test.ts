import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { databaseState, databaseUser, expectError } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Values PostgreSQL cannot keep (or keeps and then sorts wrong) are refused with the field named,
// on every way in, instead of answering 500 or being stored.
let t: TestApp;
let u: Awaited<ReturnType<typeof databaseUser>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  u = await databaseUser(t);
});
afterAll(() => t.close());

const create = (collectionId: string, data: Record<string, unknown>) =>
  t.rest('POST', '/v1/database/records', { token: u.token, body: { collectionId, data } });

describe('unique values longer than the unique index holds', () => {
  it('1,000 CJK characters in a unique TEXT field: BAD_USER_INPUT on the field, nothing written', async () => {
    const c = await u.collection([{ key: 'code', label: 'Code', type: 'TEXT', unique: true }]);
    const before = await databaseState(t);
    const res = await create(c.id, { code: '漢'.repeat(1000) });
    expectError(res, 'BAD_USER_INPUT', /2,000 bytes/, { 'data.code': /Code must be unique, and a unique value has at most 2,000 bytes/ });
    expect(await databaseState(t)).toEqual(before);
    const gql = await t.gql(
      'mutation($c: ID!, $d: JSONObject!){ createRecord(input: { collectionId: $c, data: $d }){ id } }',
      { c: c.id, d: { code: '漢'.repeat(1000) } },
      u.token,
    );
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { 'data.code': expect.stringMatching(/2,000 bytes/) },
    });
    // 600 of them (1,800 bytes) fit, and stay unique.
    expect((await create(c.id, { code: '漢'.repeat(600) })).status).toBe(201);
    expect((await create(c.id, { code: '漢'.repeat(600) })).status).toBe(409);
  });

  it('making a field unique when a record holds a longer value is a CONFLICT with the reason', async () => {
    const c = await u.collection([{ key: 'code', label: 'Code', type: 'TEXT' }]);
    expect((await create(c.id, { code: '漢'.repeat(1000) })).status).toBe(201);
    const fields = [{ key: 'code', label: 'Code', type: 'TEXT', unique: true }];
    const res = await t.rest('PATCH', '/v1/database', { token: u.token, body: { id: c.id, fields } });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toMatch(
      /1 record has a value that Code \(TEXT\) cannot hold — for example: Code must be unique, and a unique value has at most 2,000 bytes/,
    );
    expect((await t.rest('GET', `/v1/database?id=${c.id}`, { token: u.token })).body.data.fields[0].unique).toBe(false);
  });
});

describe('dates outside the years 1 to 9999', () => {
  it('a createdAt filter of year -1000 or +275760: BAD_USER_INPUT on the filter value', async () => {
    const c = await u.collection([{ key: 'name', label: 'Name', type: 'TEXT' }]);
    for (const value of ['-001000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-12-31T23:00:00Z']) {
      const filter = encodeURIComponent(JSON.stringify([{ field: 'createdAt', op: 'after', value }]));
      for (const url of [
        `/v1/database/records?collectionId=${c.id}&filter=${filter}`,
        `/v1/database/records/count?collectionId=${c.id}&filter=${filter}`,
      ]) {
        expectError(await t.rest('GET', url, { token: u.token }), 'BAD_USER_INPUT', undefined, {
          'filter.0.value': /year 1 to the year 9999|with its zone/,
        });
      }
    }
  });

  it('DATE and DATETIME values, defaults, filters and CSV cells past 9999 or before year 1 are refused', async () => {
    const c = await u.collection([
      { key: 'day', label: 'Day', type: 'DATE' },
      { key: 'at', label: 'At', type: 'DATETIME' },
    ]);
    const before = await databaseState(t);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ day: '0000-01-01' }, 'data.day'],
      [{ at: '9999-12-31T23:00:00-05:00' }, 'data.at'],
      [{ at: '0001-01-01T00:30:00+01:00' }, 'data.at'],
      [{ at: '0000-06-01T00:00:00Z' }, 'data.at'],
    ];
    for (const [data, field] of bad)
      expectError(await create(c.id, data), 'BAD_USER_INPUT', undefined, { [field]: /year 1 to the year 9999/ });
    const made = await t.rest('POST', '/v1/database', {
      token: u.token,
      body: { portalId: u.portalId, name: 'Defaults', fields: [{ key: 'day', label: 'Day', type: 'DATE', defaultValue: '0000-02-01' }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(400);
    expect(JSON.stringify(made.body.details)).toMatch(/year 1 to the year 9999/);
    const filter = encodeURIComponent(JSON.stringify([{ field: 'at', op: 'after', value: '9999-12-31T23:00:00-05:00' }]));
    expectError(
      await t.rest('GET', `/v1/database/records?collectionId=${c.id}&filter=${filter}`, { token: u.token }),
      'BAD_USER_INPUT',
      undefined,
      {
        'filter.0.value': /year 1 to the year 9999/,
      },
    );
    expect(await databaseState(t)).toEqual(before);
    const imported = await t.upload('POST', '/v1/database/records/import', {
      token: u.token,
      fields: { collectionId: c.id, mapping: JSON.stringify({ At: 'at' }) },
      file: { data: Buffer.from('At\n9999-12-31T23:00:00-05:00\n2026-01-01T00:00:00Z\n'), filename: 'a.csv', contentType: 'text/csv' },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({
      inserted: 1,
      rejected: 1,
      errors: [{ row: 2, field: 'at', message: expect.stringMatching(/year 1 to the year 9999/) }],
    });
    // The edges still go in.
    expect((await create(c.id, { day: '0001-01-01', at: '9999-12-31T23:59:59Z' })).status).toBe(201);
  });
});

describe('time zones', () => {
  it('a zone PostgreSQL does not know (US/Pacific-New) is refused by PATCH /v1/user/me; a known one works for analytics', async () => {
    const { token } = await t.signUp();
    const portal = (await t.rest('POST', '/v1/portal', { token, body: { name: `Zones ${Date.now().toString(36)}` } })).body.data;
    const res = await t.rest('PATCH', '/v1/user/me', { token, body: { timezone: 'US/Pacific-New' } });
    expectError(res, 'BAD_USER_INPUT', undefined, { timezone: /Choose a time zone from the list/ });
    const gql = await t.gql('mutation { updateMe(input: { timezone: "US/Pacific-New" }) { timezone } }', undefined, token);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.rest('GET', '/v1/user/me', { token })).body.data.timezone).not.toBe('US/Pacific-New');
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'UTC']) {
      expect((await t.rest('PATCH', '/v1/user/me', { token, body: { timezone: zone } })).status, zone).toBe(200);
      const analytics = await t.rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=7`, { token });
      expect(analytics.status, zone).toBe(200);
      expect(analytics.body.data.timeZone).toBe(zone);
    }
  });

  it('a zone saved before the check (US/Pacific-New) gives analytics in UTC, not a 500', async () => {
    const { token, user } = await t.signUp();
    const portal = (await t.rest('POST', '/v1/portal', { token, body: { name: `Old zone ${Date.now().toString(36)}` } })).body.data;
    await t.database.db
      .update(users)
      .set({ timezone: 'US/Pacific-New' })
      .where(sql`${users.id} = ${user.id}`);
    const analytics = await t.rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=30`, { token });
    expect(analytics.status, JSON.stringify(analytics.body)).toBe(200);
    expect(analytics.body.data.timeZone).toBe('UTC');
  });

  it('a CSV import with a zone PostgreSQL does not know is refused on timeZone', async () => {
    const c = await u.collection([{ key: 'at', label: 'At', type: 'DATETIME' }]);
    const res = await t.upload('POST', '/v1/database/records/import', {
      token: u.token,
      fields: { collectionId: c.id, mapping: JSON.stringify({ At: 'at' }), timeZone: 'US/Pacific-New' },
      file: { data: Buffer.from('At\n2026-01-01 10:00\n'), filename: 'a.csv', contentType: 'text/csv' },
    });
    expectError(res, 'BAD_USER_INPUT', undefined, { timeZone: /time zone/ });
  });
});
