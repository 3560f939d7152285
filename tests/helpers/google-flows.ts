import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { loadConfig, type GoogleConfig } from '../../server/core/config.js';
import type { FakeGoogle } from './fake-google.js';

/**
 * What the suite-wide files (the tenancy matrix, openapi.test.ts, parity.test.ts) need to drive the
 * Google flows against a local fake (fake-google.ts), as google.test.ts does.
 */

/**
 * The app's Google settings pointed at a fake, read by loadConfig from the fake's env(), for a test to
 * set on a running app (`t.config.google = …`: the config is read per request). The key-set address
 * carries a query of its own: the server keeps a provider's signing keys per address for an hour and
 * fetches them again at most once a minute, so a fake started later on a port the system hands out
 * again would otherwise be checked against the keys of the one before it (the worker keeps the
 * server's modules, and that cache, from one file to the next).
 */
export function googleConfigFor(fake: FakeGoogle): GoogleConfig {
  return loadConfig({ ...process.env, ...fake.env(), GOOGLE_JWKS_URL: `${fake.jwksUrl}?fake=${randomUUID()}` }).google!;
}

/** The browser's PKCE pair (RFC 7636, S256). */
export function pkce() {
  const codeVerifier = randomBytes(48).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** The browser's trip to Google's consent screen: the code and state Google sends back, and where. */
export async function consent(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status, `Google's consent screen at ${url}`).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}
