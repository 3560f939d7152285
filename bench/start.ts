// `npm start` on an unchanged tree, until /readyz answers (issue 10: ≤ 2 s). The first start may
// build (it is not counted); then three starts on the embedded database are timed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const START_TARGET_MS = 2000;

async function timedStart(root: string, port: number, dataDir: string): Promise<number> {
  const started = performance.now();
  // Its own process group: npm runs the server in a shell under it, and the signal must reach all of them.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
      if (performance.now() - started > 300_000) throw new Error('npm start did not get ready in 5 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    // Stopped when the port no longer answers (the server, not only npm, has gone).
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => true,
        () => false,
      );
      if (!up) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export async function startBench(root: string, port: number, step: (message: string) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-start-'));
  try {
    step('npm start: a first start (builds what changed) …');
    const first = await timedStart(root, port, dataDir);
    const times: number[] = [];
    for (let i = 1; i <= 3; i++) {
      step(`npm start on an unchanged tree, ${i}/3 …`);
      times.push(await timedStart(root, port, dataDir));
    }
    const median = [...times].sort((a, b) => a - b)[1]!;
    const ok = median <= START_TARGET_MS;
    return {
      ok,
      lines: [
        `npm start until /readyz (embedded PGlite): first start ${(first / 1000).toFixed(1)} s; on an unchanged tree ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s, median ${(median / 1000).toFixed(2)} s, target ≤ ${START_TARGET_MS / 1000} s: ${ok ? 'PASS' : 'FAIL'}`,
      ],
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
