import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import { accountTokens, sessions, users, type UserRow } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { hashPassword, verifyPassword } from '../../core/passwords.js';
import { countHit, hitRateLimits, overLimit, returnAttempt, takeAttempt } from '../../core/rate-limit.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { toUserView, type UserView } from '../user/user.view.js';
import { knownDevice } from './auth.device.js';
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from './auth.emails.js';

/**
 * The builder's account security (issue 12): a forgotten password reset by an emailed link, a
 * password or email changed while signed in. Links are random tokens stored hashed, single use and
 * short-lived; a link and its mail are written in one transaction (both or neither).
 */

const RESET_TTL_MS = 30 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
/** Unused reset links one account may have at once. */
const MAX_OUTSTANDING_RESETS = 3;
const RESET_INVALID = 'This reset link is not valid or has expired — ask for a new one.';
const CHANGE_INVALID = 'This confirmation link is not valid or has expired — ask for a new one in Settings.';
const EMAIL_TAKEN = 'Another account already uses that email — choose another address.';

type Purpose = 'PASSWORD_RESET' | 'EMAIL_CHANGE';

/** A password as typed to prove who one is: only its presence is checked here, the hash decides. */
const typedPassword = (label: string) =>
  text(label).min(1, `Please enter ${label}.`).max(128, 'That is not your current password — check it and try again.');

export const forgotPasswordInput = z.strictObject({ email: fields.email() });

/**
 * Always true, whether or not an account has this address, so the answer tells nothing about who has
 * an account. The limits count per address and per network, for known and unknown addresses alike.
 */
export async function requestPasswordReset(ctx: Ctx, input: unknown): Promise<true> {
  const { email } = parseInput(forgotPasswordInput, input);
  const { windowSeconds, passwordResetPerEmail, passwordResetPerEmailWide, passwordResetPerIp } = ctx.config.rateLimits;
  const sentSeveral = 'We already sent several reset links to this address.';
  // Per network, and per network and address: a stranger asking for someone's address from elsewhere
  // locks out only their own network. All networks together have a wide limit per address, past which
  // only a browser that signed in to the account before (auth.device.ts) may ask.
  await hitRateLimits(ctx.db, [
    {
      key: `reset:ip:${ctx.ip}`,
      max: passwordResetPerIp,
      windowSeconds,
      message: 'Too many password resets were asked from this network.',
    },
    { key: `reset:pair:${ctx.ip}:${email}`, max: passwordResetPerEmail, windowSeconds, message: sentSeveral },
  ]);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const wide = { key: `reset:email:${email}`, max: passwordResetPerEmailWide, windowSeconds, message: sentSeveral };
  const spread = await overLimit(ctx.db, wide);
  if (spread && !(user && knownDevice(ctx, user.id))) throw spread;
  await countHit(ctx.db, wide.key, windowSeconds);
  // An API key's own row (apikey/apikey.service.ts) has no password to reset: answered as for nobody.
  if (!user || user.kind !== 'PERSON') return true;
  await issueToken(ctx, user, 'PASSWORD_RESET', user.email, RESET_TTL_MS, (tx, link) =>
    queueMail(ctx, { to: user.email, ...passwordResetEmail(user.firstName, link) }, { tx }),
  );
  return true;
}

export const resetPasswordInput = z.strictObject({ token: fields.token(), password: fields.password() });

/** Sets the new password and signs the account out everywhere: whoever knew the old one is out. */
export async function resetPassword(ctx: Ctx, input: unknown): Promise<true> {
  const { token, password } = parseInput(resetPasswordInput, input);
  // Hashed before the transaction: argon2 takes tens of milliseconds, no row needs to wait for it.
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const link = await useToken(tx, token, 'PASSWORD_RESET');
    if (!link) throw badInput({ token: RESET_INVALID });
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        // The link came to this address, so the address is proven the owner's.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, case when lower(${users.email}) = lower(${link.email}) then now() end)`,
      })
      .where(eq(users.id, link.userId))
      .returning();
    if (!user) throw badInput({ token: RESET_INVALID });
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Whoever knew the old password may have asked for links (an email change to their address above
    // all): none of them outlives the reset.
    await voidAccountLinks(tx, user.id);
    await queueMail(ctx, { to: user.email, ...passwordChangedEmail(user.firstName, 'reset') }, { tx });
  });
  ctx.jobs.wake(mailJob);
  return true;
}

export const changePasswordInput = z.strictObject({
  currentPassword: typedPassword('your current password'),
  newPassword: fields.password(),
});

/** Changes the password; every other session of the builder ends, the caller's stays. */
export async function changePassword(ctx: Ctx, input: unknown): Promise<true> {
  const { user, sessionId } = await requireBuilder(ctx);
  const data = parseInput(changePasswordInput, input);
  await checkPassword(ctx, user, data.currentPassword, 'currentPassword');
  if (data.newPassword === data.currentPassword)
    throw badInput({ newPassword: 'Choose a new password that differs from the current one.' });
  const passwordHash = await hashPassword(data.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
    await voidAccountLinks(tx, user.id);
    await queueMail(ctx, { to: user.email, ...passwordChangedEmail(user.firstName, 'changed') }, { tx });
  });
  ctx.jobs.wake(mailJob);
  return true;
}

export const changeEmailInput = z.strictObject({ email: fields.email(), password: typedPassword('your password') });

/**
 * Sends a link to the new address (the change waits for it) and tells the old one. Nothing about the
 * account changes yet: an address the builder cannot read never becomes their sign-in.
 */
export async function changeEmail(ctx: Ctx, input: unknown): Promise<true> {
  const { user } = await requireBuilder(ctx);
  const { email, password } = parseInput(changeEmailInput, input);
  if (email === user.email.toLowerCase()) throw badInput({ email: 'That is already your email — enter the new address.' });
  await checkPassword(ctx, user, password, 'password');
  await hitRateLimits(ctx.db, [
    // Each request mails an address the builder types: not a way to send Portico mail to anyone, many times.
    { key: `email-change:user:${user.id}`, max: 5, windowSeconds: 3600, message: 'We already sent several confirmation links.' },
  ]);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN, { email: 'Another account already uses that email.' });
  await issueToken(ctx, user, 'EMAIL_CHANGE', email, EMAIL_CHANGE_TTL_MS, async (tx, link) => {
    await queueMail(ctx, { to: email, ...emailChangeConfirmEmail(user.firstName, link) }, { tx });
    await queueMail(ctx, { to: user.email, ...emailChangeRequestedEmail(user.firstName, email) }, { tx });
  });
  return true;
}

export const confirmEmailChangeInput = z.strictObject({ token: fields.token() });

/** The link from the new address: the change takes effect, and the old address is told. */
export async function confirmEmailChange(ctx: Ctx, input: unknown): Promise<UserView> {
  const { token } = parseInput(confirmEmailChangeInput, input);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const link = await useToken(tx, token, 'EMAIL_CHANGE');
      if (!link) throw badInput({ token: CHANGE_INVALID });
      const [before] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
      if (!before) throw badInput({ token: CHANGE_INVALID });
      const [after] = await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: new Date() })
        .where(eq(users.id, link.userId))
        .returning();
      // Reset links went to the old address, which no longer speaks for the account; other pending
      // changes of address are void too (one address wins, the owner asks again for another).
      await voidAccountLinks(tx, link.userId);
      await queueMail(ctx, { to: before.email, ...emailChangedEmail(before.firstName, link.email) }, { tx });
      return after!;
    });
    ctx.jobs.wake(mailJob);
    return toUserView(user);
  } catch (error) {
    // The address was free when asked for, and someone signed up with it since. The link stays
    // unused (the transaction rolled back): it works if the address is freed within its lifetime.
    throw await dbError(error, {
      users_email_lower_key: { field: 'email', message: EMAIL_TAKEN, detail: 'Another account already uses that email.' },
    });
  }
}

/**
 * The builder's current password, checked. Wrong ones are counted per builder (a stolen session must
 * not be a way to guess the password), and a wrong one is BAD_USER_INPUT on `field`, never
 * UNAUTHENTICATED: the builder is signed in, and the client takes 401 as "signed out".
 */
async function checkPassword(ctx: Ctx, user: UserRow, password: string, field: string): Promise<void> {
  const { windowSeconds, passwordCheckPerUser } = ctx.config.rateLimits;
  const limit = {
    key: `password-check:user:${user.id}`,
    max: passwordCheckPerUser,
    windowSeconds,
    message: 'Too many wrong passwords were entered for this account.',
  };
  if (!user.passwordHash) {
    throw badInput({ [field]: 'Your account has no password yet — set one with “Forgot password?” on the sign-in page.' });
  }
  // Taken before the comparison: however many guesses arrive at once, at most `max` are compared.
  await takeAttempt(ctx.db, limit);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badInput({ [field]: 'That is not your current password — check it and try again.' });
  }
  await returnAttempt(ctx.db, limit.key);
}

/** A new link of this purpose, mailed in the same transaction (both or neither). */
async function issueToken(
  ctx: Ctx,
  user: UserRow,
  purpose: Purpose,
  email: string,
  ttlMs: number,
  mail: (tx: Tx, link: string) => Promise<unknown>,
): Promise<void> {
  const token = newToken();
  const page = purpose === 'PASSWORD_RESET' ? 'reset-password' : 'confirm-email';
  const link = `${ctx.config.appUrl}/auth/${page}?token=${encodeURIComponent(token)}`;
  await ctx.db.transaction(async (tx) => {
    // A newer email change replaces the older one (only the latest address counts). Reset links all
    // go to the owner's own address: a newer one (perhaps asked for by someone else) must not void the
    // one the owner is about to open, so the few newest stay good until used or expired.
    if (purpose === 'EMAIL_CHANGE') await expireTokens(tx, user.id, purpose);
    else await keepNewest(tx, user.id, purpose, MAX_OUTSTANDING_RESETS - 1);
    await tx
      .insert(accountTokens)
      .values({ userId: user.id, purpose, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    await mail(tx, link);
  });
  ctx.jobs.wake(mailJob);
}

/**
 * Every outstanding link about the account (password resets, email changes) stops working. Called
 * wherever the owner takes the account back (password reset or change, "sign out everywhere"): a
 * link asked for by someone who knew the old password, or held a session, must not outlive that.
 */
export async function voidAccountLinks(tx: Tx | Db, userId: string): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/** Leaves at most `keep` unused links of this purpose (the newest); the older ones stop working. */
async function keepNewest(tx: Tx, userId: string, purpose: Purpose, keep: number): Promise<void> {
  await tx.execute(sql`
    update account_tokens set used_at = now()
    where id in (
      select id from account_tokens
      where user_id = ${userId} and purpose = ${purpose} and used_at is null
      order by created_at desc, id desc
      offset ${keep}
    )`);
}

async function expireTokens(tx: Tx, userId: string, purpose: Purpose): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Marks the link used if it is still good (one statement, so two clicks cannot both win). */
async function useToken(tx: Tx, token: string, purpose: Purpose) {
  const [link] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return link;
}
