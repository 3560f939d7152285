import path from 'node:path';
import { startFakeStripe } from '../helpers/fake-stripe';
import { E2E_SMTP_PORT, E2E_STRIPE_PORT } from './playwright.config';
import { startSmtpPeer } from './smtp-peer';

/**
 * Starts the SMTP peer the server sends through (see smtp-peer.ts) and the fake Stripe its payments go
 * to (tests/helpers/fake-stripe.ts), so the suite needs no internet; Playwright stops both after the run.
 */
export default async function globalSetup() {
  const stop = await startSmtpPeer(E2E_SMTP_PORT, path.join(process.env.E2E_DATA_DIR!, 'outbox'));
  const stripe = await startFakeStripe({ port: E2E_STRIPE_PORT }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return async () => {
    await Promise.all([stop(), stripe.close()]);
  };
}
