import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db, type Tx } from '../../../db/index.js';
import { dataExports, portals, uploadedFiles, users, workspaces } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { escapeHtml, inertName } from '../../core/email-text.js';
import { AppError, badInput, unauthenticated } from '../../core/errors.js';
import { deleteFileRows, removeUnusedBlobs } from '../../core/files.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { verifyPassword } from '../../core/passwords.js';
import { hitRateLimits } from '../../core/rate-limit.js';
import { parseInput } from '../../core/validation.js';
import { removeExportBlobs } from './user.export.js';
import { toUserView, type UserView } from './user.view.js';

/**
 * Deleting a builder's account (GDPR art. 17). Workspaces where the builder is the only member go
 * with everything in them (portals, collections, records, files, customers, tickets, workflows: all
 * cascade from the workspace by foreign keys); memberships elsewhere, sessions, tokens and exports
 * cascade from the user row. A workspace whose only owner is the builder but which has other members
 * must get another owner first: deleting it would take the teammates' work, and keeping it would
 * leave it without anyone who can manage it.
 */

export interface WorkspaceRef {
  id: string;
  name: string;
}

export interface AccountDeletionPreview {
  /** Workspaces where the builder is the only member: deleted with everything in them. */
  deletedWorkspaces: WorkspaceRef[];
  /** Workspaces the builder leaves; the others keep them. */
  leftWorkspaces: WorkspaceRef[];
  /** Workspaces that stop the deletion: the builder is their only owner and they have other members. */
  blockingWorkspaces: WorkspaceRef[];
}

interface MembershipFacts extends WorkspaceRef {
  role: 'OWNER' | 'ADMIN' | 'MEMBER';
  members: number;
  owners: number;
}

/** The builder's workspaces with their member and owner counts; `lock` holds them until the transaction ends. */
async function membershipFacts(db: Db | Tx, userId: string, lock = false): Promise<MembershipFacts[]> {
  const rows = rowsOf<{ id: string; name: string; role: MembershipFacts['role']; members: number; owners: number }>(
    await db.execute(sql`
      select w.id, w.name, m.role,
        (select count(*) from memberships x join users xu on xu.id = x.user_id and xu.kind = 'PERSON' where x.workspace_id = w.id)::int as members,
        (select count(*) from memberships x where x.workspace_id = w.id and x.role = 'OWNER')::int as owners
      from memberships m join workspaces w on w.id = m.workspace_id
      where m.user_id = ${userId}
      order by w.id
      ${lock ? sql`for update of w` : sql``}`),
  );
  return rows.map((r) => ({ ...r, members: Number(r.members), owners: Number(r.owners) }));
}

function classify(facts: MembershipFacts[]): AccountDeletionPreview {
  const ref = ({ id, name }: MembershipFacts) => ({ id, name });
  const byName = (a: WorkspaceRef, b: WorkspaceRef) => a.name.localeCompare(b.name);
  return {
    deletedWorkspaces: facts
      .filter((f) => f.members <= 1)
      .map(ref)
      .sort(byName),
    leftWorkspaces: facts
      .filter((f) => f.members > 1 && !(f.role === 'OWNER' && f.owners <= 1))
      .map(ref)
      .sort(byName),
    blockingWorkspaces: facts
      .filter((f) => f.members > 1 && f.role === 'OWNER' && f.owners <= 1)
      .map(ref)
      .sort(byName),
  };
}

/** What deleting the account would do now: the confirmation dialog shows it. */
export async function accountDeletionPreview(ctx: Ctx): Promise<AccountDeletionPreview> {
  const { user } = await requireBuilder(ctx);
  return classify(await membershipFacts(ctx.db, user.id));
}

export const deleteAccountInput = z.strictObject({
  email: z
    .string('Type your email address to confirm.')
    .trim()
    .min(1, 'Type your email address to confirm.')
    .max(254, 'That is not your email address.'),
  password: z.string('Please enter your password.').min(1, 'Please enter your password.').max(128, 'That password is not right.'),
});

const WRONG_EMAIL = 'That is not the email address of your account — type the address you sign in with.';
const WRONG_PASSWORD = 'That password is not right — type the password you sign in with.';

/**
 * Deletes the signed-in builder's account after they typed their email and password (both refused
 * as BAD_USER_INPUT on the field, never 401: the client treats 401 as "signed out"). Stored files go
 * after the commit; the goodbye email is queued inside it. Answers the account as it was.
 */
export async function deleteAccount(ctx: Ctx, input: unknown): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  const { email, password } = parseInput(deleteAccountInput, input);
  if (email.toLowerCase() !== user.email.toLowerCase()) throw badInput({ email: WRONG_EMAIL });
  // A stolen session must not become a way to guess the password.
  const { windowSeconds, loginPerEmail } = ctx.config.rateLimits;
  await hitRateLimits(ctx.db, [
    {
      key: `delete-account:user:${user.id}`,
      max: loginPerEmail,
      windowSeconds,
      message: 'Too many attempts to confirm with your password.',
    },
  ]);
  if (!user.passwordHash)
    throw badInput(
      { password: 'Your account has no password (you sign in with Google). Set one with “Forgot password?” on the sign-in page first.' },
      'Your account has no password yet.',
    );
  if (!(await verifyPassword(user.passwordHash, password))) throw badInput({ password: WRONG_PASSWORD });

  const done = await ctx.db.transaction(async (tx) => {
    // The user row and the builder's workspaces are locked: a second delete, or a member joining or
    // leaving meanwhile, waits for this one and then sees the outcome.
    const [me] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!me) throw unauthenticated();
    const plan = classify(await membershipFacts(tx, user.id, true));
    const blocking = plan.blockingWorkspaces[0];
    if (blocking)
      throw new AppError(
        'CONFLICT',
        `You are the only owner of “${blocking.name}”, which has other members. Make another member an owner of “${blocking.name}” or remove its members first.`,
      );
    const doomed = plan.deletedWorkspaces.map((w) => w.id);
    const files = doomed.length ? await deleteFileRows(tx, inArray(uploadedFiles.workspaceId, doomed)) : { storageKeys: [] };
    const logos = doomed.length
      ? (await tx.select({ url: portals.logoUrl }).from(portals).where(inArray(portals.workspaceId, doomed))).map((p) => p.url)
      : [];
    const exports = (await tx.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, user.id))).map(
      (e) => e.key,
    );
    if (doomed.length) await tx.delete(workspaces).where(inArray(workspaces.id, doomed));
    // Memberships, sessions, one-time tokens and exports cascade from the user row.
    await tx.delete(users).where(eq(users.id, user.id));
    await queueMail(ctx, { to: me.email, ...goodbyeEmail(me.firstName, plan.deletedWorkspaces) }, { tx });
    return { files, logos, exports, profileImageUrl: me.profileImageUrl, was: toUserView(me) };
  });
  ctx.jobs.wake(mailJob);
  // What is stored goes after the commit; a failure is logged: the account is gone either way.
  await removeUnusedBlobs(ctx, done.files);
  for (const url of [...done.logos, done.profileImageUrl])
    await ctx.storage.remove(url).catch((err: unknown) => ctx.log.warn({ err }, 'file of a deleted account not removed'));
  await removeExportBlobs(ctx, done.exports);
  return done.was;
}

function goodbyeEmail(name: string, deleted: WorkspaceRef[]) {
  const firstName = inertName(name);
  const gone = deleted.length
    ? `We deleted your account and ${deleted.length === 1 ? 'the workspace' : 'the workspaces'} ${deleted.map((w) => `“${inertName(w.name)}”`).join(', ')} with everything in ${deleted.length === 1 ? 'it' : 'them'}.`
    : 'We deleted your account.';
  const after = 'You can no longer sign in with this address. You are welcome to sign up again at any time.';
  return {
    subject: 'Your Portico account was deleted',
    text: `Hi ${firstName},\n\n${gone}\n\n${after}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(gone)}</p><p>${escapeHtml(after)}</p>`,
  };
}
