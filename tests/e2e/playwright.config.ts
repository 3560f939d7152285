import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4810);
const root = path.resolve(import.meta.dirname, '../..');
// Set once in the runner, inherited by the workers: the SMTP peer files the server's mail under it, where the specs read it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portico-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
/** Published portals answer at {subDomain}.portico.test:{PORT}; Chromium maps the names to this machine. */
export const E2E_APP_DOMAIN = `portico.test:${PORT}`;
/** The SMTP peer of global-setup.ts: the server sends every email there, over SMTP. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
/** The fake Stripe of global-setup.ts (tests/helpers/fake-stripe.ts): the server's Stripe calls go there; specs drive it over /__fake/. */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 2);
/** The fake Google of global-setup.ts (tests/helpers/fake-google.ts): OAuth and Calendar; specs drive it over /__fake/. */
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? PORT + 3);
const GOOGLE = `http://127.0.0.1:${E2E_GOOGLE_PORT}`;

export default defineConfig({
  testDir: '.',
  outputDir: process.env.E2E_RESULTS_DIR ?? '.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  globalSetup: './global-setup.ts',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace screenshots every action and snapshots the DOM: a third of the suite's CPU on
    // this 2-core machine. Off unless asked for (E2E_TRACE=retain-on-failure); a failure still leaves
    // its screenshot and the error's call log.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP *.portico.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    // E2E_FROM_SOURCE=1 runs the server from its TypeScript and E2E_CLIENT_DIR serves another client build:
    // several people (or helpers) can then run specs side by side without sharing dist/.
    command: `rm -rf ${dataDir} && ${process.env.E2E_FROM_SOURCE ? 'npx tsx server/main.ts' : 'node dist/server/main.js'}`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${PORT}`,
      APP_DOMAIN: E2E_APP_DOMAIN,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?ignoreTLS=true`,
      STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
      GOOGLE_CLIENT_ID: 'portico-test-client',
      GOOGLE_CLIENT_SECRET: 'portico-test-secret',
      GOOGLE_AUTH_URL: `${GOOGLE}/authorize`,
      GOOGLE_TOKEN_URL: `${GOOGLE}/token`,
      GOOGLE_REVOKE_URL: `${GOOGLE}/revoke`,
      GOOGLE_JWKS_URL: `${GOOGLE}/jwks`,
      GOOGLE_ISSUER: GOOGLE,
      GOOGLE_CALENDAR_API_URL: `${GOOGLE}/`,
      // The webhook receiver a spec starts listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE_URLS: '1',
      // Every spec signs up a builder or two from this one address; the limit itself is tested in tests/server.
      REGISTER_LIMIT_PER_IP: '200',
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
