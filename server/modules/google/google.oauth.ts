import { createHash, createPublicKey, randomBytes, type JsonWebKey } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { CodeChallengeMethod, OAuth2Client, type Credentials, type TokenPayload } from 'google-auth-library';
import type { Db, Tx } from '../../../db/index.js';
import { oauthCodeUses, oauthStates, type OAuthPurpose } from '../../../db/schema/index.js';
import type { Config, GoogleConfig } from '../../core/config.js';
import { AppError, badInput } from '../../core/errors.js';
import { hashToken } from '../../core/tokens.js';
import { text } from '../../core/validation.js';

/**
 * Google's OAuth 2.0 for Portico: the client (google-auth-library, its endpoints from configuration so
 * tests use a local provider), the round trip's `state` and PKCE kept server-side and used once, codes
 * refused the second time whatever the provider does, and ID tokens checked by the library (signature
 * against the provider's published keys, audience, issuer, expiry).
 */
export const NOT_CONFIGURED_MESSAGE =
  'Google is not set up on this Portico server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (an OAuth client of a Google Cloud project) and restart.';

/** openid and email say who the account is; the calendar scopes read calendars and busy times and write the calls' events. */
export const CALENDAR_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'];

/** Google's answers wait this long at most: a slow Google never holds a request (or a booking) longer. */
export const GOOGLE_TIMEOUT_MS = 8000;
const STATE_TTL_MS = 10 * 60_000;

export function requireGoogle(config: Config): GoogleConfig {
  if (!config.google) throw new AppError('NOT_CONFIGURED', NOT_CONFIGURED_MESSAGE);
  return config.google;
}

/**
 * The library asks its transport to retry token requests (POST included) up to three times: a code is
 * single-use, and a slow Google would hold a booking four timeouts long. Every request it makes goes
 * out once, with the timeout.
 */
export function oauthClient(google: GoogleConfig, redirectUri?: string): OAuth2Client {
  const client = new OAuth2Client({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri,
    endpoints: { oauth2AuthBaseUrl: google.authUrl, oauth2TokenUrl: google.tokenUrl, oauth2RevokeUrl: google.revokeUrl },
    transporterOptions: { timeout: GOOGLE_TIMEOUT_MS, retry: false },
  });
  client.transporter.interceptors.request.add({
    resolved: async (options) => {
      // gaxios retries whenever a retryConfig is present, whatever `retry` says: its count is what stops it.
      options.retry = false;
      options.retryConfig = { ...options.retryConfig, retry: 0, noResponseRetries: 0 };
      options.timeout = GOOGLE_TIMEOUT_MS;
      return options;
    },
  });
  return client;
}

/** Where Google sends the browser back: the app's /oauthCallback route, one path per flow. */
export const redirectUriOf = (config: Config, flow: 'google' | 'calendar') => `${config.appUrl}/oauthCallback/${flow}`;

/** The S256 code challenge of a PKCE verifier (RFC 7636). */
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A round trip begun: its state (random, kept hashed) and what it is for. Old ones of anybody go at
 * the same time, so the table holds ten minutes of starts at most.
 */
export async function beginRoundTrip(
  db: Db,
  values: { purpose: OAuthPurpose; userId: string | null; redirectUri: string; codeVerifier?: string; codeChallenge?: string },
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.insert(oauthStates).values({
    stateHash: hashToken(state),
    purpose: values.purpose,
    userId: values.userId,
    redirectUri: values.redirectUri,
    codeVerifier: values.codeVerifier ?? null,
    codeChallenge: values.codeChallenge ?? null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return state;
}

const STALE = 'This Google sign-in was already used or has expired (10 minutes). Start again.';

/**
 * The round trip this state began, for this purpose and (where it has one) this builder, deleted as
 * it is read: a state works once. Anything else is the same 400 on `state`.
 */
export async function takeRoundTrip(db: Db | Tx, state: string, purposes: OAuthPurpose[], userId: string | null) {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hashToken(state)),
        gt(oauthStates.expiresAt, sql`now()`),
        inArray(oauthStates.purpose, purposes),
        // Another builder's trip is not theirs to use up.
        userId === null ? isNull(oauthStates.userId) : or(isNull(oauthStates.userId), eq(oauthStates.userId, userId)),
      ),
    )
    .returning();
  if (!row) throw badInput({ state: STALE }, STALE);
  return row;
}

/** A code is traded once: the second time is refused here, before Google is asked. */
export async function spendCode(db: Db, code: string): Promise<void> {
  await db.delete(oauthCodeUses).where(lt(oauthCodeUses.usedAt, sql`now() - interval '1 day'`));
  const used = await db
    .insert(oauthCodeUses)
    .values({ codeHash: hashToken(code) })
    .onConflictDoNothing()
    .returning({ codeHash: oauthCodeUses.codeHash });
  if (used.length === 0)
    throw badInput(
      { code: 'This Google authorization was already used. Start again.' },
      'This Google authorization was already used. Start again.',
    );
}

/** A value Google's return address carries (a code, a state): text, 1 to 4096 characters. */
export const oauthText = (what: string) =>
  text(what)
    .min(1, `Send ${what} from Google’s return address.`)
    .max(4096, `${what[0]!.toUpperCase()}${what.slice(1)} is at most 4096 characters.`);

/** The authorization URL for a flow (PKCE S256; offline access where a refresh token is needed). */
export function authorizationUrl(
  google: GoogleConfig,
  options: { redirectUri: string; state: string; codeChallenge: string; scopes: string[]; offline: boolean; loginHint?: string },
): string {
  return oauthClient(google, options.redirectUri).generateAuthUrl({
    scope: options.scopes,
    state: options.state,
    code_challenge: options.codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    include_granted_scopes: true,
    ...(options.offline ? { access_type: 'offline', prompt: 'consent' } : { prompt: 'select_account' }),
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
  });
}

/** What Google answered an HTTP call with, read from google-auth-library's (gaxios's) error. */
export function googleAnswer(error: unknown): { status: number | null; code: string | null; message: string } {
  const e = error as { status?: number; code?: string; response?: { status?: number; data?: unknown }; message?: string };
  const status = e.response?.status ?? (typeof e.status === 'number' ? e.status : null);
  const data = e.response?.data as { error?: string | { status?: string; message?: string }; error_description?: string } | undefined;
  const code = typeof data?.error === 'string' ? data.error : (data?.error?.status ?? (typeof e.code === 'string' ? e.code : null));
  const message = (typeof data?.error === 'object' ? data.error.message : undefined) ?? data?.error_description ?? e.message ?? 'no answer';
  return { status, code, message };
}

/** No answer at all (a timeout, a refused connection): a 503 the caller may try again. */
const unreachable = () => new AppError('TIMEOUT', 'Google did not answer in time. Try again in a moment.');

/** The code traded for tokens. A code Google refuses (used, expired, for another client) is a 400 on `code`. */
export async function tradeCode(google: GoogleConfig, code: string, codeVerifier: string, redirectUri: string): Promise<Credentials> {
  try {
    const { tokens } = await oauthClient(google, redirectUri).getToken({ code, codeVerifier, redirect_uri: redirectUri });
    return tokens;
  } catch (error) {
    const answer = googleAnswer(error);
    if (answer.status === null || answer.status >= 500) throw unreachable();
    const message = `Google refused this authorization (${answer.code ?? answer.status}). Start again.`;
    throw badInput({ code: message }, message);
  }
}

/** The provider's signing keys (its JWKS, as PEM for the library), an hour at a time; a new key id fetches again. */
const keyCache = new Map<string, { at: number; certs: Record<string, string> }>();

async function signingKeys(google: GoogleConfig, fresh = false): Promise<Record<string, string>> {
  const cached = keyCache.get(google.jwksUrl);
  if (cached && !fresh && Date.now() - cached.at < 3_600_000) return cached.certs;
  if (cached && fresh && Date.now() - cached.at < 60_000) return cached.certs;
  let keys: Array<JsonWebKey & { kid?: string }>;
  try {
    const response = await fetch(google.jwksUrl, { signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(String(response.status));
    keys = ((await response.json()) as { keys: Array<JsonWebKey & { kid?: string }> }).keys ?? [];
  } catch {
    throw unreachable();
  }
  const certs: Record<string, string> = {};
  for (const key of keys)
    if (key.kid) certs[key.kid] = createPublicKey({ key, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
  keyCache.set(google.jwksUrl, { at: Date.now(), certs });
  return certs;
}

const kidOf = (jwt: string): string | undefined => {
  try {
    return (JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: string }).kid;
  } catch {
    return undefined;
  }
};

/**
 * The ID token's claims, once google-auth-library has checked its signature with the provider's keys,
 * its audience (this client), its issuer and its expiry. Anything else is 401 with the reason.
 */
export async function verifyIdToken(google: GoogleConfig, idToken: string | null | undefined): Promise<TokenPayload> {
  if (!idToken) throw new AppError('UNAUTHENTICATED', 'Google did not say who signed in (no ID token). Start again.');
  let certs = await signingKeys(google);
  const kid = kidOf(idToken);
  if (kid && !certs[kid]) certs = await signingKeys(google, true);
  try {
    const ticket = await oauthClient(google).verifySignedJwtWithCertsAsync(idToken, certs, google.clientId, google.issuers);
    const payload = ticket.getPayload();
    if (!payload?.sub) throw new Error('no subject');
    return payload;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unreadable';
    throw new AppError('UNAUTHENTICATED', `Google’s answer could not be trusted (${reason}). Start again.`);
  }
}

/** Revoke a token at Google (best effort: a token Google no longer knows is gone already). */
export async function revokeAtGoogle(google: GoogleConfig, token: string): Promise<void> {
  try {
    await oauthClient(google).revokeToken(token);
  } catch {
    // Already revoked, or Google is away: the token is deleted here either way.
  }
}
