import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../helpers/global-setup.js';
import { startSmtpPeer } from '../helpers/smtp.js';
import { freePort } from '../helpers/ports.js';
import { dbKind } from '../helpers/test-db.js';

// Mail is a job in the database, not a promise in a process: a server killed outright (SIGKILL, no
// chance to clean up) while a mail waits for its retry sends it once it is started again. Each run
// of `npm start` is a real child process, as in shutdown.test.ts.

/** A loopback port where nothing listens: SMTP connections to it are refused. */
const closedPort = freePort;

function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      APP_URL: 'http://portico.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    exited,
    output: () => output,
    async ready() {
      // Generous: a fresh PGlite folder is created and migrated, on a machine other tests keep busy.
      const deadline = Date.now() + 120_000;
      for (;;) {
        const up = await fetch(`${url}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (up) return;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async mailJobs(): Promise<{ queued: number; active: number; failed: number }> {
      return ((await (await fetch(`${url}/readyz`)).json()) as { jobs: { mail: { queued: number; active: number; failed: number } } }).jobs
        .mail;
    },
  };
}

describe('jobs survive a restart', () => {
  it('sends the verification mail a killed server had queued, once, after the restart', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-jobs-restart-'));
    // On PostgreSQL a database of its own; on PGlite the data folder both runs share.
    const base = process.env.TEST_DATABASE_URL;
    const dbName = `portico_jobs_restart_${process.pid}`;
    const admin = dbKind === 'postgres' && base ? postgres(base, { max: 1, onnotice: () => {} }) : null;
    if (admin) await admin.unsafe(`create database "${dbName}"`);
    const common = { DATABASE_URL: admin ? withDatabase(base!, dbName) : '', DATA_DIR: dataDir };
    const smtp = await startSmtpPeer();
    const servers: Array<ReturnType<typeof startServer>> = [];
    try {
      // First run: the SMTP server is down, so the mail fails its first try and waits for a retry.
      const first = startServer({ ...common, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}?ignoreTLS=true` }, await freePort());
      servers.push(first);
      await first.ready();
      const email = `restart-${Date.now()}@example.com`;
      const registered = await fetch(`${first.url}/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' }),
      });
      expect(registered.status).toBe(201);
      // The mail counts as queued from the moment it is written: wait for its first try to fail first.
      await expect.poll(() => first.output(), { timeout: 60_000 }).toMatch(/failed \(attempt 1 of 6\); it will be retried/);
      await expect.poll(() => first.mailJobs(), { timeout: 60_000 }).toEqual({ queued: 1, active: 0, failed: 0 });

      first.child.kill('SIGKILL');
      await first.exited;
      expect(smtp.received).toEqual([]);

      // Second run, SMTP up: the queued mail goes out without anyone asking again.
      const second = startServer({ ...common, SMTP_URL: smtp.url }, await freePort());
      servers.push(second);
      await second.ready();
      const mail = await smtp.waitFor(email, 60_000);
      expect(mail.raw).toMatch(/^Subject: Confirm your email for Portico/m);
      const token = /http:\/\/portico\.test\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      const verified = await fetch(`${second.url}/v1/auth/verify/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(verified.status).toBe(200);
      await expect.poll(() => second.mailJobs(), { timeout: 30_000 }).toEqual({ queued: 0, active: 0, failed: 0 });
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);

      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);
      expect(second.output()).toContain('job queue stopped');
    } finally {
      for (const s of servers) s.child.kill('SIGKILL');
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (admin) {
        await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
        await admin.end();
      }
    }
  });
});
