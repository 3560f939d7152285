import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { hitRateLimits } from '../../core/rate-limit.js';
import { parseInput, text } from '../../core/validation.js';
import { toUserView, type UserView } from '../user/user.view.js';
import { createPersonalWorkspace } from '../workspace/workspace.service.js';
import { rememberDevice } from '../auth/auth.device.js';
import { startSession, type AuthPayload } from '../auth/auth.service.js';
import {
  authorizationUrl,
  oauthText,
  beginRoundTrip,
  challengeOf,
  redirectUriOf,
  requireGoogle,
  SIGN_IN_SCOPES,
  spendCode,
  takeRoundTrip,
  tradeCode,
  verifyIdToken,
} from './google.oauth.js';

/**
 * "Continue with Google" for builders. The browser holds the PKCE verifier (it sends the challenge
 * here first and the verifier with the code); the server keeps the state, so a return it did not
 * begin is refused. Google's ID token, checked by google-auth-library, names the account: its `sub`
 * signs in the builder it is linked to; a verified address nobody has makes a new account; an address
 * that an account has already is never taken over — its owner signs in and links Google themselves.
 */
const NAME_MAX = 100;

export const startInput = z.strictObject({
  codeChallenge: text('the code challenge').regex(
    /^[A-Za-z0-9_-]{43}$/,
    'Send the S256 code challenge of your PKCE verifier (43 base64url characters).',
  ),
});

export const connectInput = z.strictObject({
  code: oauthText('the code'),
  codeVerifier: text('the code verifier').regex(
    /^[A-Za-z0-9._~-]{43,128}$/,
    'A PKCE code verifier is 43 to 128 characters of A–Z, a–z, 0–9 and -._~.',
  ),
  redirectUri: oauthText('the redirect address'),
  state: oauthText('the state'),
});

async function start(ctx: Ctx, raw: unknown, purpose: 'SIGN_IN' | 'LINK', userId: string | null, loginHint?: string) {
  const google = requireGoogle(ctx.config);
  const { codeChallenge } = parseInput(startInput, raw);
  const redirectUri = redirectUriOf(ctx.config, 'google');
  const state = await beginRoundTrip(ctx.db, { purpose, userId, redirectUri, codeChallenge });
  return {
    url: authorizationUrl(google, { redirectUri, state, codeChallenge, scopes: SIGN_IN_SCOPES, offline: false, loginHint }),
    state,
    redirectUri,
  };
}

/** The address of Google's sign-in for this browser's PKCE challenge, and the state to expect back. */
export async function startSignIn(ctx: Ctx, raw: unknown) {
  const { windowSeconds, loginPerIp } = ctx.config.rateLimits;
  await hitRateLimits(ctx.db, [
    { key: `google:ip:${ctx.ip}`, max: loginPerIp, windowSeconds, message: 'Too many sign-in attempts from this network.' },
  ]);
  return start(ctx, raw, 'SIGN_IN', null);
}

/** The same for a signed-in builder linking Google to their account. */
export async function startLink(ctx: Ctx, raw: unknown) {
  const { user } = await requireBuilder(ctx);
  return start(ctx, raw, 'LINK', user.id, user.email);
}

/** The checked round trip and Google's word on who signed in. */
async function finish(ctx: Ctx, raw: unknown, purposes: Array<'SIGN_IN' | 'LINK'>, userId: string | null) {
  const google = requireGoogle(ctx.config);
  const input = parseInput(connectInput, raw);
  const trip = await takeRoundTrip(ctx.db, input.state, purposes, userId);
  if (trip.redirectUri !== input.redirectUri)
    throw badInput({ redirectUri: 'That is not the address this sign-in began with. Start again.' });
  if (challengeOf(input.codeVerifier) !== trip.codeChallenge)
    throw badInput({ codeVerifier: 'That verifier does not match the challenge this sign-in began with. Start again.' });
  await spendCode(ctx.db, input.code);
  const tokens = await tradeCode(google, input.code, input.codeVerifier, trip.redirectUri);
  const who = await verifyIdToken(google, tokens.id_token);
  if (!who.email || who.email_verified !== true)
    throw new AppError(
      'UNAUTHENTICATED',
      'Google has not verified this account’s email address: verify it with Google, or register with a password.',
    );
  return { trip, who: { ...who, email: who.email.toLowerCase() } };
}

const clean = (name: string | undefined) =>
  (name ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, NAME_MAX);

const TAKEN =
  'An account with this email already exists. Sign in with your password, then link Google in Settings → Profile & account to use it next time.';

/** POST /auth/google-connect: sign in (or create an account) with Google. */
export async function googleConnect(ctx: Ctx, raw: unknown): Promise<AuthPayload> {
  const { windowSeconds, registerPerIp } = ctx.config.rateLimits;
  const { trip, who } = await finish(ctx, raw, ['SIGN_IN', 'LINK'], null);
  if (trip.purpose === 'LINK')
    throw new AppError('CONFLICT', 'This Google return was for linking an account: finish it in Settings → Profile & account.');
  const [linked] = await ctx.db.select().from(users).where(eq(users.googleSubject, who.sub));
  if (linked) {
    const token = await startSession(ctx, linked.id);
    rememberDevice(ctx, linked.id);
    return { token, user: toUserView(linked) };
  }
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${who.email}`);
  if (existing) throw new AppError('CONFLICT', TAKEN, { email: TAKEN });
  await hitRateLimits(ctx.db, [
    { key: `register:ip:${ctx.ip}`, max: registerPerIp, windowSeconds, message: 'Too many accounts were created from this network.' },
  ]);
  const [first, ...rest] = clean(who.name).split(/\s+/);
  const firstName = clean(who.given_name) || first || who.email.split('@')[0]!.slice(0, NAME_MAX);
  const lastName = clean(who.family_name) || rest.join(' ');
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: who.email, passwordHash: null, firstName, lastName, googleSubject: who.sub, emailVerifiedAt: new Date() })
        .returning();
      const workspaceId = await createPersonalWorkspace(tx, row!);
      return { ...row!, currentWorkspaceId: workspaceId };
    });
  } catch (error) {
    throw await dbError(error, {
      users_email_lower_key: { field: 'email', message: TAKEN, detail: TAKEN },
      users_google_subject_key: {
        field: 'code',
        message: 'This Google account was just linked. Sign in again.',
        detail: 'Linked already.',
      },
    });
  }
  const token = await startSession(ctx, user.id);
  rememberDevice(ctx, user.id);
  return { token, user: toUserView(user) };
}

/** POST /auth/google/link: the signed-in builder links the Google account they just chose. */
export async function linkGoogle(ctx: Ctx, raw: unknown): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  const { who } = await finish(ctx, raw, ['LINK'], user.id);
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.googleSubject, who.sub), ne(users.id, user.id)));
  if (other) throw new AppError('CONFLICT', 'This Google account signs in to another Portico account already.');
  const [row] = await ctx.db.update(users).set({ googleSubject: who.sub, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return toUserView(row!);
}

/** DELETE /auth/google/link: Google no longer signs in to the account (only when it has a password to sign in with). */
export async function unlinkGoogle(ctx: Ctx): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row?.passwordHash)
    throw new AppError(
      'CONFLICT',
      'Google is how you sign in: set a password first (“Forgot password?” on the sign-in page), then unlink Google.',
    );
  const [saved] = await ctx.db.update(users).set({ googleSubject: null, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return toUserView(saved!);
}
