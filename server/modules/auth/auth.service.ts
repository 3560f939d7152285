import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/index.js';
import { emailVerifications, sessions, users } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import { preparedPerDb } from '../../core/prepared.js';
import type { Caller, Ctx, Deps } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../core/passwords.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { countHit, hitRateLimits, overLimit } from '../../core/rate-limit.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { fields, parseInput } from '../../core/validation.js';
import { toUserView, type UserView } from '../user/user.view.js';
import { createPersonalWorkspace } from '../workspace/workspace.service.js';
import { knownDevice, rememberDevice } from './auth.device.js';
import { verificationEmail } from './auth.emails.js';
import { CUSTOMER_TOKEN_PREFIX, resolveCustomer } from '../customer/customer.auth.js';
import { resolveApiKey } from '../apikey/apikey.caller.js';
import { API_KEY_PREFIX } from '../apikey/apikey.token.js';

export interface AuthPayload {
  token: string;
  user: UserView;
}

const WRONG_PAIR = 'That email and password do not match. Check them and try again.';
const VERIFICATION_TTL_MS = 48 * 3600 * 1000;
/** last_seen_at is written at most this often, so a busy session does not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export const registerInput = z.strictObject({
  email: fields.email(),
  password: fields.password(),
  firstName: fields.name('first name'),
  lastName: fields.name('last name'),
});

export async function register(ctx: Ctx, input: unknown): Promise<AuthPayload> {
  const data = parseInput(registerInput, input);
  const { windowSeconds, registerPerIp } = ctx.config.rateLimits;
  await hitRateLimits(ctx.db, [
    { key: `register:ip:${ctx.ip}`, max: registerPerIp, windowSeconds, message: 'Too many accounts were created from this network.' },
  ]);
  const passwordHash = await hashPassword(data.password);
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: data.email, passwordHash, firstName: data.firstName, lastName: data.lastName })
        .returning();
      const workspaceId = await createPersonalWorkspace(tx, row!);
      return { ...row!, currentWorkspaceId: workspaceId };
    });
  } catch (error) {
    throw await dbError(error, {
      users_email_lower_key: {
        field: 'email',
        message: 'An account with that email already exists — sign in instead.',
        detail: 'An account with that email already exists.',
      },
    });
  }
  const token = await startSession(ctx, user.id);
  rememberDevice(ctx, user.id);
  await sendVerification(ctx, user);
  return { token, user: toUserView(user) };
}

export const loginInput = z.strictObject({
  email: fields.email(),
  password: z.string('Please enter your password.').min(1, 'Please enter your password.').max(128, WRONG_PAIR),
});

/**
 * Sign-in limits that an attacker cannot turn against the owner: attempts are counted per network
 * (LOGIN_LIMIT_PER_IP) and per network and email together (LOGIN_LIMIT_PER_EMAIL), so hammering an
 * address from one place locks out only that place. Failed passwords for an email are also counted
 * across all networks (LOGIN_LIMIT_PER_EMAIL_WIDE); past that, only a network the account already
 * has a session from, or a browser that signed in to it before (the known-device cookie), may still
 * try, which stops a spread-out guess without locking the owner out.
 */
export async function login(ctx: Ctx, input: unknown): Promise<AuthPayload> {
  const { email, password } = parseInput(loginInput, input);
  const { windowSeconds, loginPerEmail, loginPerEmailWide, loginPerIp } = ctx.config.rateLimits;
  await hitRateLimits(ctx.db, [
    { key: `login:ip:${ctx.ip}`, max: loginPerIp, windowSeconds, message: 'Too many sign-in attempts from this network.' },
    { key: `login:pair:${ctx.ip}:${email}`, max: loginPerEmail, windowSeconds, message: 'Too many sign-in attempts for this account.' },
  ]);
  const wide = {
    key: `login:failed:${email}`,
    max: loginPerEmailWide,
    windowSeconds,
    message:
      'Too many failed sign-in attempts for this account from different networks. Sign in from a browser or network you used before.',
  };
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  // A browser that signed in to this account before (its signed cookie, auth.device.ts) has a small
  // limit of its own and gets past the wide one: attackers elsewhere cannot lock the owner out.
  const device = user ? knownDevice(ctx, user.id) : null;
  if (device) {
    await hitRateLimits(ctx.db, [
      {
        key: `login:device:${device.deviceId}:${email}`,
        max: loginPerEmail,
        windowSeconds,
        message: 'Too many sign-in attempts for this account from this browser.',
      },
    ]);
  }
  const spread = await overLimit(ctx.db, wide);
  if (spread && !device && !(user && (await signedInFrom(ctx, user.id)))) throw spread;
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    await countHit(ctx.db, wide.key, windowSeconds);
    throw new AppError('UNAUTHENTICATED', WRONG_PAIR);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countHit(ctx.db, wide.key, windowSeconds);
    throw new AppError('UNAUTHENTICATED', WRONG_PAIR);
  }
  const token = await startSession(ctx, user.id);
  rememberDevice(ctx, user.id);
  return { token, user: toUserView(user) };
}

/** Whether the account has a session (still kept) started from this caller's network. */
async function signedInFrom(ctx: Ctx, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ctx.ip)))
    .limit(1);
  return Boolean(row);
}

export async function startSession(ctx: Ctx, userId: string): Promise<string> {
  const token = newToken();
  // A new sign-in is a good moment to forget this user's sessions that have expired.
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
    userAgent: ctx.userAgent?.slice(0, 300),
    ip: ctx.ip,
  });
  return token;
}

/** Revokes only the session of this token. Signing out twice is not an error. */
export async function logout(ctx: Ctx): Promise<boolean> {
  if (ctx.token) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(ctx.token)));
  return true;
}

export const sessionInput = z.strictObject({
  refresh: z
    .union([z.boolean(), z.enum(['true', 'false'])], 'refresh is true or false.')
    .optional()
    .transform((v) => v === true || v === 'true'),
});

/** The session user; with refresh, the session's expiry slides forward by the full lifetime. */
export async function getSession(ctx: Ctx, input: unknown): Promise<UserView> {
  const { refresh } = parseInput(sessionInput, input);
  const caller = await requireBuilder(ctx);
  if (refresh) {
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs), lastSeenAt: new Date() })
      .where(eq(sessions.id, caller.sessionId));
  }
  return toUserView(caller.user);
}

/** Looks the bearer token up: one indexed join, and a rare write of last_seen_at. */
export async function resolveCaller(deps: Deps, token: string | undefined): Promise<Caller> {
  if (!token || token.length > 200) return { kind: 'anonymous' };
  // A customer's token (customer/customer.auth.ts) never reads the builders' sessions, and the other way round.
  if (token.startsWith(CUSTOMER_TOKEN_PREFIX)) return resolveCustomer(deps, token);
  // A workspace's API key (apikey/apikey.caller.ts): its own lookup, which also counts the request against its limit.
  if (token.startsWith(API_KEY_PREFIX)) return resolveApiKey(deps, token);
  const [row] = await sessionLookup(deps.db).execute({ tokenHash: hashToken(token) });
  if (!row) return { kind: 'anonymous' };
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  return { kind: 'builder', user: row.user, sessionId: row.sessionId, sessionExpiresAt: row.expiresAt };
}

// Every request runs it: built once per database and sent as a named prepared statement, so the
// server plans it once per connection and each call is one round trip (see STACK.md, API speed).
const sessionLookup = preparedPerDb((db: Db) =>
  db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('resolve_caller'),
);

async function sendVerification(ctx: Ctx, user: { id: string; email: string; firstName: string }): Promise<void> {
  const token = newToken();
  const link = `${ctx.config.appUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  // The link and its mail are kept together: both or neither. The mail job retries a failing SMTP
  // server; the banner in the app offers to send a new link meanwhile.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(emailVerifications).values({
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
    });
    await queueMail(ctx, { to: user.email, ...verificationEmail(user.firstName, link) }, { tx });
  });
  ctx.jobs.wake(mailJob);
}

export const verifyInput = z.strictObject({ token: fields.token() });

export async function verifyEmail(ctx: Ctx, input: unknown): Promise<UserView> {
  const { token } = parseInput(verifyInput, input);
  const invalid = () => badInput({ token: 'This verification link is not valid or has expired — sign in and ask for a new one.' });
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!link) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`))
      .returning();
    if (!user) throw invalid();
    return toUserView(user);
  });
}

export async function resendVerification(ctx: Ctx): Promise<boolean> {
  const { user } = await requireBuilder(ctx);
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email is already verified.');
  await hitRateLimits(ctx.db, [
    { key: `verify:user:${user.id}`, max: 5, windowSeconds: 3600, message: 'We already sent several verification emails.' },
  ]);
  await sendVerification(ctx, user);
  return true;
}
