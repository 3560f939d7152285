import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { dbKind } from '../helpers/test-db.js';
import { withDatabase } from '../helpers/global-setup.js';

// `npm start` in a terminal: Ctrl-C (SIGINT) or a process manager's SIGTERM must stop the server
// cleanly, the embedded database closed (flushed), within seconds. Apollo's own signal handler once
// left SIGTERM hanging for good.
describe('shutdown', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops on ${signal} with exit code 0`, { timeout: 60_000 }, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-shutdown-'));
      const port = 47000 + Math.floor(Math.random() * 900);
      // On PostgreSQL a database of its own, migrated by the server at start-up.
      const base = process.env.TEST_DATABASE_URL;
      const dbName = `portico_shutdown_${process.pid}_${signal.toLowerCase()}`;
      const admin = dbKind === 'postgres' && base ? postgres(base, { max: 1, onnotice: () => {} }) : null;
      if (admin) await admin.unsafe(`create database "${dbName}"`);
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: admin ? withDatabase(base!, dbName) : '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c));
      child.stderr.on('data', (c: Buffer) => (output += c));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        for (let i = 0; ; i++) {
          const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.status === 200,
            () => false,
          );
          if (up) break;
          if (i > 400 || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        child.kill(signal);
        const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running after 10 s'), 10_000))]);
        expect(code, output).toBe(0);
        expect(output).toContain('shutting down');
      } finally {
        child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (admin) {
          await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
          await admin.end();
        }
      }
    });
  }
});
