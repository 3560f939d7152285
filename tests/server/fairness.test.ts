import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../server/core/context.js';
import { sendError } from '../../server/core/http-errors.js';
import { heavyWork } from '../../server/core/heavy-work.js';
import { registerTenantGate } from '../../server/core/tenant-gate.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A request that runs until the test lets it finish. */
function slowApp(share: number, queue: number, burst?: number, pace?: { perSecond: number; burst: number }) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const gates: Array<() => void> = [];
  let started = 0;
  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (request) => {
    request.ctx = { caller: async () => ({ kind: 'anonymous' }) } as unknown as Ctx;
  });
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  registerTenantGate(app, { share, queue, burst, pace });
  const quick: number[] = [];
  app.get('/v1/quick', async () => {
    quick.push(performance.now());
    return { success: true, data: null };
  });
  app.get('/v1/slow', async () => {
    started++;
    await new Promise<void>((resolve) => gates.push(resolve));
    return { success: true, data: null };
  });
  const call = (ip: string) => app.inject({ method: 'GET', url: '/v1/slow', remoteAddress: ip });
  const settle = () => new Promise((r) => setTimeout(r, 30));
  const callQuick = (ip: string) => app.inject({ method: 'GET', url: '/v1/quick', remoteAddress: ip });
  return { app, gates, call, callQuick, quick, settle, started: () => started };
}

describe('tenant gate', () => {
  it('runs at most `share` requests of one tenant at once; the next wait their turn, in order', async () => {
    const { app, gates, call, settle, started } = slowApp(2, 10);
    const answers = [call('10.0.0.1'), call('10.0.0.1'), call('10.0.0.1')];
    await settle();
    expect(started()).toBe(2);
    gates.shift()!();
    await settle();
    expect(started()).toBe(3); // the waiting one took the freed permit
    gates.splice(0).forEach((go) => go());
    expect((await Promise.all(answers)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });

  it('lets another tenant run while one tenant is at its share', async () => {
    const { app, gates, call, settle, started } = slowApp(1, 10);
    const flood = [call('10.0.0.1'), call('10.0.0.1'), call('10.0.0.1')];
    await settle();
    expect(started()).toBe(1);
    const other = call('10.0.0.2');
    await settle();
    expect(started()).toBe(2); // not behind the flood
    gates.splice(1, 1)[0]!();
    expect((await other).statusCode).toBe(200);
    while (gates.length || started() < 3) {
      gates.splice(0).forEach((go) => go());
      await settle();
    }
    expect((await Promise.all(flood)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });

  it('lets a tenant alone on the server run up to its burst, and back under its share once another arrives', async () => {
    const { app, gates, call, settle, started } = slowApp(1, 10, 3);
    const flood = [call('10.0.0.1'), call('10.0.0.1'), call('10.0.0.1'), call('10.0.0.1')];
    await settle();
    expect(started()).toBe(3); // alone: its burst, the fourth waits
    const other = call('10.0.0.2');
    await settle();
    expect(started()).toBe(4); // the newcomer runs at once
    gates.shift()!(); // one of the flood's ends: with another tenant active, the flood is over its share
    await settle();
    expect(started()).toBe(4);
    gates.splice(2, 1)[0]!(); // the newcomer's ends: after a moment without it, the flood is alone again
    expect((await other).statusCode).toBe(200);
    await settle();
    expect(started()).toBe(4);
    for (let i = 0; i < 40 && started() < 5; i++) await settle();
    expect(started()).toBe(5);
    gates.splice(0).forEach((go) => go());
    expect((await Promise.all(flood)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await app.close();
  });

  it('paces a tenant while another is active: a burst at once, then one start per interval; alone, none', async () => {
    const { app, gates, call, callQuick, quick, settle } = slowApp(10, 10, 10, { perSecond: 20, burst: 2 });
    let t0 = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => callQuick('10.0.0.1')));
    expect(quick.every((t) => t - t0 < 40)).toBe(true); // alone on the server: no pacing
    quick.length = 0;
    const other = call('10.0.0.2'); // another tenant now has a request running
    const holder = call('10.0.0.3'); // and this one too: its next requests are paced
    await settle();
    t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: 4 }, () => callQuick('10.0.0.3')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const offsets = quick.map((t) => t - t0).sort((a, b) => a - b);
    expect(offsets[1]).toBeLessThan(30); // the burst of two starts at once
    expect(offsets[2]).toBeGreaterThanOrEqual(45); // then one per 50 ms
    expect(offsets[3]).toBeGreaterThanOrEqual(95);
    gates.splice(0).forEach((go) => go());
    expect((await other).statusCode).toBe(200);
    expect((await holder).statusCode).toBe(200);
    // One request at a time is never paced, however fast they follow each other.
    const other2 = call('10.0.0.2');
    await settle();
    quick.length = 0;
    t0 = performance.now();
    for (let i = 0; i < 6; i++) await callQuick('10.0.0.4');
    expect(quick[5]! - t0).toBeLessThan(40);
    gates.splice(0).forEach((go) => go());
    expect((await other2).statusCode).toBe(200);
    await app.close();
  });

  it('refuses at once with RATE_LIMITED and Retry-After when its queue is full', async () => {
    const { app, gates, call, settle } = slowApp(1, 1);
    const running = call('10.0.0.1');
    const waiting = call('10.0.0.1');
    await settle();
    const refused = await call('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringMatching(/at once/) });
    gates.shift()!();
    await settle();
    gates.shift()!();
    expect((await running).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    await app.close();
  });

  it('gives the permit back when a client goes away', async () => {
    const { app, gates, call, settle, started } = slowApp(1, 10);
    const abort = new AbortController();
    // A real socket, so that the client can hang up mid-request.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/v1/slow`;
    const first = fetch(url, { signal: abort.signal }).catch(() => null);
    await settle();
    abort.abort();
    await first;
    await settle();
    gates.shift()!(); // the abandoned handler ends
    await settle();
    const next = call('127.0.0.1');
    await settle();
    expect(started()).toBe(2);
    gates.shift()!();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });
});

describe('whole-collection reads', () => {
  it('run one at a time per tenant and `limit` at a time in all, the next tenant first', async () => {
    const heavy = heavyWork(2);
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const work = (tenant: string, name: string) =>
      heavy.run(tenant, async () => {
        started.push(name);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        return name;
      });
    const settle = () => new Promise((r) => setTimeout(r, 10));
    const runs = [work('a', 'a1'), work('a', 'a2'), work('a', 'a3'), work('b', 'b1'), work('c', 'c1')];
    await settle();
    expect(started).toEqual(['a1', 'b1']); // a2 waits for a1; c1 for a free slot
    gates.get('a1')!();
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2']); // a's next one came first
    gates.get('b1')!();
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2', 'c1']); // a3 is skipped while a2 runs
    gates.get('a2')!();
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2', 'c1', 'a3']);
    gates.get('c1')!();
    gates.get('a3')!();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
  });

  it('frees its turn when the work fails', async () => {
    const heavy = heavyWork(1);
    await expect(heavy.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await heavy.run('a', async () => 'next')).toBe('next');
  });
});

// PostgreSQL stops a statement at the request's budget; PGlite cannot (it runs in this thread).
describe.runIf(process.env.TEST_DB === 'postgres')('statement time budget (PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  let collectionId: string;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_STATEMENT_TIMEOUT_SECONDS: '0.05' });
    ({ token } = await t.signUp());
    const portal = await t.rest('POST', '/v1/portal', { token, body: { name: 'Heavy' } });
    const collection = await t.rest('POST', '/v1/database', {
      token,
      body: { portalId: portal.body.data.id, name: 'Notes', fields: [{ label: 'Body', type: 'LONG_TEXT' }] },
    });
    collectionId = collection.body.data.id;
    // 200,000 records of 1,000 characters, written past the API (and its budget).
    await t.database.backgroundDb.execute(
      `insert into collection_records (collection_id, data) select '${collectionId}', jsonb_build_object('body', repeat(md5(n::text), 31)) from generate_series(1, 200000) n` as never,
    );
  }, 120_000);
  afterAll(() => t?.close());

  const heavy = JSON.stringify([{ field: 'body', op: 'contains', value: 'no record has this text' }]);

  it('answers a request that runs past it with TIMEOUT (503), over REST and GraphQL', async () => {
    const rest = await t.rest('GET', `/v1/database/records/count?collectionId=${collectionId}&filter=${encodeURIComponent(heavy)}`, {
      token,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(503);
    expect(rest.body).toEqual({ success: false, code: 'TIMEOUT', message: expect.stringMatching(/took too long.*Narrow the filter/) });
    const gql = await t.gql(
      'query Count($collectionId: ID!, $filter: [RecordFilterInput!]) { recordCount(collectionId: $collectionId, filter: $filter) }',
      { collectionId, filter: [{ field: 'body', op: 'CONTAINS', value: 'no record has this text' }] },
      token,
    );
    expect(gql.body.errors[0].extensions.code).toBe('TIMEOUT');
    expect(gql.body.data).toBeNull();
    // The next request of the same builder is answered as usual.
    const list = await t.rest('GET', '/v1/portal/list', { token });
    expect(list.status).toBe(200);
  });
});
