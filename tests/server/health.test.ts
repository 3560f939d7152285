import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // One retry a second after a failure, so a refused mail fails for good within the test.
  t = await createTestApp({ JOBS_RETRY_LIMIT: '1', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    const idle = { queued: 0, active: 0, failed: 0 };
    expect(ready.body).toEqual({
      status: 'ready',
      database: t.kind,
      jobs: {
        mail: idle,
        'sort-index': idle,
        'data-export': idle,
        'call-reminder': idle,
        'call-complete': idle,
        'call-release-unpaid': idle,
        'payment-stripe-event': idle,
        'calendar-sync': idle,
        'webhook-delivery': idle,
      },
    });
  });

  it('counts the mail a sign-up queues in /readyz until it is sent', async () => {
    // The SMTP peer holds the message: the mail job stays active until it lets go.
    const hold = t.smtp.hold();
    await t.signUp();
    await expect.poll(async () => (await t.rest('GET', '/readyz')).body.jobs.mail).toEqual({ queued: 0, active: 1, failed: 0 });
    hold.release();
    await t.drainJobs();
    expect((await t.rest('GET', '/readyz')).body.jobs.mail).toEqual({ queued: 0, active: 0, failed: 0 });
  });

  it('counts a mail the SMTP server refuses as queued while it waits for its retry, then as failed', async () => {
    const email = `refused-${Date.now()}@example.com`;
    t.smtp.refuse(email);
    await t.signUp({ email });
    const mail = async () => (await t.rest('GET', '/readyz')).body.jobs.mail;
    await expect.poll(mail, { timeout: 10_000 }).toEqual({ queued: 1, active: 0, failed: 0 });
    await expect.poll(mail, { timeout: 10_000 }).toEqual({ queued: 0, active: 0, failed: 1 });
    expect(t.smtp.received.filter((m) => m.to.includes(email))).toEqual([]);
  });
});
