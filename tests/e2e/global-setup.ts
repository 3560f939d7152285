import path from 'node:path';
import { E2E_SMTP_PORT } from './playwright.config';
import { startSmtpPeer } from './smtp-peer';

/** Starts the SMTP peer the server sends through (see smtp-peer.ts); Playwright stops it after the run. */
export default async function globalSetup() {
  const stop = await startSmtpPeer(E2E_SMTP_PORT, path.join(process.env.E2E_DATA_DIR!, 'outbox'));
  return stop;
}
