import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: t.kind });
  });
});
