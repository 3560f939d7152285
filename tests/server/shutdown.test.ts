import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports.js';
import { dbKind } from '../helpers/test-db.js';
import { withDatabase } from '../helpers/global-setup.js';

// `npm start` in a terminal: Ctrl-C (SIGINT) or a process manager's SIGTERM must stop the server
// cleanly within seconds: the requests in flight answered, the embedded database closed (flushed).
// The proof: every write answered with success before the signal is there after a restart.

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c));
  child.stderr!.on('data', (c: Buffer) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 600 || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => output, exited };
}

async function json(res: Response) {
  return (await res.json()) as { data?: any };
}

describe('shutdown', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(
      `on ${signal}: answers what is in flight, closes the database, exits 0, and keeps every write it confirmed`,
      { timeout: 120_000 },
      async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-shutdown-'));
        const port = String(await freePort());
        // On PostgreSQL a database of its own, migrated by the server at start-up.
        const base = process.env.TEST_DATABASE_URL;
        const dbName = `portico_shutdown_${process.pid}_${signal.toLowerCase()}`;
        const admin = dbKind === 'postgres' && base ? postgres(base, { max: 1, onnotice: () => {} }) : null;
        if (admin) await admin.unsafe(`create database "${dbName}"`);
        const env = { DATABASE_URL: admin ? withDatabase(base!, dbName) : '', PORT: port, DATA_DIR: dataDir };
        const servers: Server[] = [];
        try {
          const first = await start(env);
          servers.push(first);
          const credentials = { email: `shutdown-${signal.toLowerCase()}@example.com`, password: 'correct horse battery staple' };
          const registered = await fetch(`${first.url}/v1/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...credentials, firstName: 'Shut', lastName: 'Down' }),
          });
          expect(registered.status).toBe(201);
          const { token } = (await json(registered)).data;

          // Eight clients write portals as fast as they can; the signal comes in the middle of it.
          const confirmed: string[] = [];
          let stop = false;
          let n = 0;
          const writer = async () => {
            while (!stop) {
              try {
                const res = await fetch(`${first.url}/v1/portal`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                  body: JSON.stringify({ name: `Load ${++n}` }),
                });
                if (res.status === 201) confirmed.push((await json(res)).data.id);
                else await res.arrayBuffer();
              } catch {
                await new Promise((r) => setTimeout(r, 5)); // refused: the server is going
              }
            }
          };
          const writers = Array.from({ length: 8 }, writer);
          await new Promise((r) => setTimeout(r, 800));
          first.child.kill(signal);
          const code = await Promise.race([first.exited, new Promise((r) => setTimeout(() => r('still running after 30 s'), 30_000))]);
          stop = true;
          await Promise.all(writers);
          expect(code, first.output()).toBe(0);
          expect(first.output()).toContain('shutting down');
          expect(confirmed.length).toBeGreaterThan(5);

          const second = await start(env);
          servers.push(second);
          const login = await fetch(`${second.url}/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          });
          const again = (await json(login)).data.token as string;
          const stored = new Set<string>();
          let cursor: string | null = null;
          do {
            const page: { data?: any } = await json(
              await fetch(`${second.url}/v1/portal/list?limit=200${cursor ? `&cursor=${cursor}` : ''}`, {
                headers: { authorization: `Bearer ${again}` },
              }),
            );
            for (const portal of page.data.items) stored.add(portal.id);
            cursor = page.data.nextCursor;
          } while (cursor);
          expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
        } finally {
          for (const server of servers) server.child.kill('SIGKILL');
          fs.rmSync(dataDir, { recursive: true, force: true });
          if (admin) {
            await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
            await admin.end();
          }
        }
      },
    );
  }
});
