// `npm test` runs this after vitest: the browser suite when a Chromium is found, a loud skip when not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!!! E2E SKIPPED: no Chromium at ${chromium}.\n!!! Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH; CI installs it.\n${bar}\n`,
  );
  process.exit(0);
}
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', '--silent', 'build']);
run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]);
