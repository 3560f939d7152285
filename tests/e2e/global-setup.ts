import path from 'node:path';
import { startFakeGoogle } from '../helpers/fake-google';
import { startFakeStripe } from '../helpers/fake-stripe';
import { E2E_GOOGLE_PORT, E2E_SMTP_PORT, E2E_STRIPE_PORT } from './playwright.config';
import { startSmtpPeer } from './smtp-peer';

/**
 * Starts the SMTP peer the server sends through (see smtp-peer.ts) and the fake Stripe its payments go
 * to (tests/helpers/fake-stripe.ts) and the fake Google its OAuth and Calendar calls go to
 * (tests/helpers/fake-google.ts), so the suite needs no internet; Playwright stops them after the run.
 */
export default async function globalSetup() {
  const stop = await startSmtpPeer(E2E_SMTP_PORT, path.join(process.env.E2E_DATA_DIR!, 'outbox'));
  const stripe = await startFakeStripe({ port: E2E_STRIPE_PORT }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const google = await startFakeGoogle({ port: E2E_GOOGLE_PORT }).catch(async (error: unknown) => {
    await Promise.all([stop(), stripe.close()]);
    throw error;
  });
  return async () => {
    await Promise.all([stop(), stripe.close(), google.close()]);
  };
}
