import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Tx } from '../../../db/index.js';
import { memberships, users, workspaceInvitations, workspaces } from '../../../db/schema/index.js';
import { requireBuilder, requireRole, requireWorkspace, type WorkspaceRole } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { hitRateLimits } from '../../core/rate-limit.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { fields, parseInput } from '../../core/validation.js';
import { invitationEmail, removedEmail } from './workspace.emails.js';
import { createPersonalWorkspace, type WorkspaceView } from './workspace.service.js';

/**
 * Teammates: the members of the caller's current workspace, their roles, and invitations by email.
 * Roles (core/access.ts requireRole): MEMBER works inside portals; ADMIN also invites and removes
 * members and cancels invitations; OWNER also changes roles, removes admins and owners, and hands
 * ownership on. A workspace never loses its last owner.
 */

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
const roleField = z.enum(['OWNER', 'ADMIN', 'MEMBER'], 'Choose a role: OWNER, ADMIN or MEMBER.');
const ROLE_WORD: Record<WorkspaceRole, string> = { OWNER: 'an owner', ADMIN: 'an admin', MEMBER: 'a member' };

export interface MemberView {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: WorkspaceRole;
  joinedAt: Date;
  you: boolean;
}

export interface InvitationView {
  id: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

export async function listMembers(ctx: Ctx): Promise<MemberView[]> {
  const { builder, workspace } = await requireWorkspace(ctx);
  const rows = await ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    // An API key's own user row (apikey/apikey.service.ts) is a member for tenancy only: not a person here.
    .where(and(eq(memberships.workspaceId, workspace.id), eq(users.kind, 'PERSON')))
    .orderBy(sql`case ${memberships.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`, asc(memberships.createdAt));
  return rows.map((r) => ({ ...r, you: r.userId === builder.user.id }));
}

/** A member of the workspace, read for a change (locked in `tx`); NOT_FOUND for anyone else. */
async function memberOf(tx: Tx, workspaceId: string, userId: string) {
  if (!isUuid(userId)) throw notFound('member');
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId), eq(users.kind, 'PERSON')))
    .for('update', { of: memberships });
  if (!row) throw notFound('member');
  return row;
}

/** Owners other than `userId` (locked: two owners demoting each other at once cannot leave none). */
async function otherOwners(tx: Tx, workspaceId: string, userId: string): Promise<number> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'OWNER'), ne(memberships.userId, userId)))
    .for('update');
  return rows.length;
}

const lastOwner = () =>
  new AppError('CONFLICT', 'A workspace needs an owner — make another member an owner first.', {
    role: 'This is the workspace’s only owner.',
  });

export const changeRoleInput = z.strictObject({ userId: fields.uuid('the member id'), role: roleField });

export async function changeMemberRole(ctx: Ctx, input: unknown): Promise<MemberView> {
  const { builder, workspace } = await requireWorkspace(ctx);
  const { userId, role } = parseInput(changeRoleInput, input);
  requireRole(workspace.role, 'OWNER', 'change roles');
  const row = await ctx.db.transaction(async (tx) => {
    const member = await memberOf(tx, workspace.id, userId);
    if (member.role === role) return member;
    if (member.role === 'OWNER' && (await otherOwners(tx, workspace.id, userId)) === 0) throw lastOwner();
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.workspaceId, workspace.id), eq(memberships.userId, userId)));
    return { ...member, role };
  });
  return { ...row, you: row.userId === builder.user.id };
}

export const removeInput = z.strictObject({ userId: fields.uuid('the member id') });

/** Removes a teammate; their next request no longer reaches the workspace (every request checks membership). */
export async function removeMember(ctx: Ctx, input: unknown): Promise<MemberView> {
  const { builder, workspace } = await requireWorkspace(ctx);
  const { userId } = parseInput(removeInput, input);
  requireRole(workspace.role, 'ADMIN', 'remove members');
  if (userId === builder.user.id)
    throw badInput(
      { userId: 'To leave this workspace yourself, use “Leave workspace”.' },
      'You cannot remove yourself — leave the workspace instead.',
    );
  const removed = await ctx.db.transaction(async (tx) => {
    const member = await memberOf(tx, workspace.id, userId);
    // An admin manages members; only an owner removes an admin or another owner.
    if (member.role !== 'MEMBER') requireRole(workspace.role, 'OWNER', `remove ${ROLE_WORD[member.role]}`);
    if (member.role === 'OWNER' && (await otherOwners(tx, workspace.id, userId)) === 0) throw lastOwner();
    await dropMembership(tx, workspace.id, member);
    await queueMail(ctx, { to: member.email, ...removedEmail(member.firstName, workspace.name) }, { tx });
    return member;
  });
  ctx.jobs.wake(mailJob);
  return { ...removed, you: false };
}

/**
 * The membership goes; a current workspace that pointed at it moves to another of theirs. Someone
 * left with no workspace at all (they had handed their own on) gets a fresh one of their own, as at
 * registration: a builder always has somewhere to work.
 */
async function dropMembership(tx: Tx, workspaceId: string, user: { userId: string; firstName: string }): Promise<void> {
  const { userId } = user;
  await tx.delete(memberships).where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  const [next] = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!next) {
    await createPersonalWorkspace(tx, { id: userId, firstName: user.firstName });
    return;
  }
  await tx
    .update(users)
    .set({ currentWorkspaceId: next.workspaceId })
    .where(and(eq(users.id, userId), eq(users.currentWorkspaceId, workspaceId)));
}

export const leaveInput = z.strictObject({ workspaceId: fields.uuid('the workspace id').optional() });

/** Leaves the workspace (the current one unless named); answers the builder's current workspace after it. */
export async function leaveWorkspace(ctx: Ctx, input: unknown): Promise<WorkspaceView> {
  const { workspaceId } = parseInput(leaveInput, input);
  const { builder, workspace } = await requireWorkspace(ctx, workspaceId);
  await ctx.db.transaction(async (tx) => {
    const me = await memberOf(tx, workspace.id, builder.user.id);
    const [others] = await tx
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, and(eq(users.id, memberships.userId), eq(users.kind, 'PERSON')))
      .where(and(eq(memberships.workspaceId, workspace.id), ne(memberships.userId, builder.user.id)));
    if (!others?.n)
      throw new AppError(
        'CONFLICT',
        'You are the only member of this workspace, so leaving would strand its portals. Invite someone and make them an owner first, or delete your account.',
      );
    if (workspace.role === 'OWNER' && (await otherOwners(tx, workspace.id, builder.user.id)) === 0)
      throw new AppError('CONFLICT', 'You are this workspace’s only owner — make another member an owner (or transfer ownership) first.');
    await dropMembership(tx, workspace.id, me);
  });
  const [now] = await ctx.db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.workspaceId, users.currentWorkspaceId)))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(users.id, builder.user.id));
  // dropMembership always leaves the builder a current workspace.
  return { ...now!, current: true };
}

export const transferInput = z.strictObject({ userId: fields.uuid('the member id') });

/** The named member becomes an owner and the caller an admin, in one transaction. */
export async function transferOwnership(ctx: Ctx, input: unknown): Promise<MemberView[]> {
  const { builder, workspace } = await requireWorkspace(ctx);
  const { userId } = parseInput(transferInput, input);
  requireRole(workspace.role, 'OWNER', 'transfer ownership');
  if (userId === builder.user.id) throw badInput({ userId: 'Choose another member: you own this workspace already.' });
  await ctx.db.transaction(async (tx) => {
    await memberOf(tx, workspace.id, userId);
    await memberOf(tx, workspace.id, builder.user.id);
    await tx
      .update(memberships)
      .set({ role: 'OWNER' })
      .where(and(eq(memberships.workspaceId, workspace.id), eq(memberships.userId, userId)));
    await tx
      .update(memberships)
      .set({ role: 'ADMIN' })
      .where(and(eq(memberships.workspaceId, workspace.id), eq(memberships.userId, builder.user.id)));
  });
  return listMembers(ctx);
}

// Invitations

const invitationColumns = {
  id: workspaceInvitations.id,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  createdAt: workspaceInvitations.createdAt,
  expiresAt: workspaceInvitations.expiresAt,
  invitedBy: sql<
    string | null
  >`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${workspaceInvitations.invitedBy})`,
};
const toInvitation = (r: Omit<InvitationView, 'expired'>): InvitationView => ({ ...r, expired: r.expiresAt.getTime() <= Date.now() });

export async function listInvitations(ctx: Ctx): Promise<InvitationView[]> {
  const { workspace } = await requireWorkspace(ctx);
  const rows = await ctx.db
    .select(invitationColumns)
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspace.id), isNull(workspaceInvitations.acceptedAt)))
    .orderBy(asc(workspaceInvitations.createdAt));
  return rows.map(toInvitation);
}

export const inviteInput = z.strictObject({ email: fields.email(), role: roleField });

/**
 * Invites an address with a role and emails the link. Inviting an address again (a pending one)
 * sends a fresh link for the same invitation; an existing member is CONFLICT.
 */
export async function inviteTeammate(ctx: Ctx, input: unknown): Promise<InvitationView> {
  const { builder, workspace } = await requireWorkspace(ctx);
  const { email, role } = parseInput(inviteInput, input);
  requireRole(workspace.role, 'ADMIN', 'invite teammates');
  if (role === 'OWNER') requireRole(workspace.role, 'OWNER', 'invite owners');
  await hitRateLimits(ctx.db, [
    {
      key: `invite:workspace:${workspace.id}`,
      max: 50,
      windowSeconds: 3600,
      message: 'Too many invitations were sent from this workspace.',
    },
  ]);
  const token = newToken();
  const link = `${ctx.config.appUrl}/invitations/accept?token=${encodeURIComponent(token)}`;
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, workspace.id), sql`lower(${users.email}) = ${email}`));
    if (existing)
      throw new AppError('CONFLICT', `${email} is already a member of this workspace.`, { email: 'Already a member of this workspace.' });
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    // The partial unique index keeps one open invitation per address: asking again renews it.
    const [saved] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${workspaceInvitations} (workspace_id, email, role, token_hash, invited_by, expires_at)
        values (${workspace.id}, ${email}, ${role}, ${hashToken(token)}, ${builder.user.id}, ${expiresAt.toISOString()})
        on conflict (workspace_id, lower(email)) where accepted_at is null
        do update set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
          expires_at = excluded.expires_at, created_at = now()
        returning id`),
    );
    const inviter = `${builder.user.firstName} ${builder.user.lastName}`.trim();
    await queueMail(ctx, { to: email, ...invitationEmail(inviter, workspace.name, ROLE_WORD[role], link) }, { tx });
    const [view] = await tx.select(invitationColumns).from(workspaceInvitations).where(eq(workspaceInvitations.id, saved!.id));
    return view!;
  });
  ctx.jobs.wake(mailJob);
  return toInvitation(row);
}

export const cancelInput = z.strictObject({ id: fields.uuid('the invitation id') });

export async function cancelInvitation(ctx: Ctx, input: unknown): Promise<InvitationView> {
  const { workspace } = await requireWorkspace(ctx);
  const { id } = parseInput(cancelInput, input);
  requireRole(workspace.role, 'ADMIN', 'cancel invitations');
  const [row] = await ctx.db
    .delete(workspaceInvitations)
    .where(
      and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspaceId, workspace.id), isNull(workspaceInvitations.acceptedAt)),
    )
    .returning();
  if (!row) throw notFound('invitation');
  return toInvitation({ ...row, invitedBy: null });
}

export const tokenInput = z.strictObject({ token: fields.token() });

export interface InvitationPreview {
  workspaceName: string;
  invitedBy: string | null;
  email: string;
  role: WorkspaceRole;
  expired: boolean;
}

const NOT_VALID = 'This invitation link is not valid any more — ask the person who invited you for a new one.';
const notValid = () => badInput({ token: NOT_VALID });
/** The workspace (or the account) went while the invitation was being accepted. */
const GONE = { field: 'token', message: NOT_VALID, code: 'BAD_USER_INPUT' } as const;

/** What the accept page shows before anyone signs in: the token is the key, and it names only this. */
export async function previewInvitation(ctx: Ctx, input: unknown): Promise<InvitationPreview> {
  const { token } = parseInput(tokenInput, input);
  const [row] = await ctx.db
    .select({ workspaceName: workspaces.name, ...invitationColumns })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(and(eq(workspaceInvitations.tokenHash, hashToken(token)), isNull(workspaceInvitations.acceptedAt)));
  if (!row) throw notValid();
  return {
    workspaceName: row.workspaceName,
    invitedBy: row.invitedBy,
    email: row.email,
    role: row.role,
    expired: toInvitation(row).expired,
  };
}

/**
 * Joins the workspace of the invitation and makes it current. The signed-in account's email must be
 * the invited one: the link went to that mailbox, and a forwarded link must not let someone else in.
 */
export async function acceptInvitation(ctx: Ctx, input: unknown): Promise<WorkspaceView> {
  const { user } = await requireBuilder(ctx);
  const { token } = parseInput(tokenInput, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.tokenHash, hashToken(token)),
            isNull(workspaceInvitations.acceptedAt),
            gt(workspaceInvitations.expiresAt, sql`now()`),
          ),
        )
        .for('update');
      if (!invitation) throw notValid();
      if (invitation.email.toLowerCase() !== user.email.toLowerCase())
        throw new AppError(
          'CONFLICT',
          `This invitation was sent to another email address than yours (${user.email}). Sign in with the address it was sent to, or create an account with it, to accept.`,
        );
      await tx.update(workspaceInvitations).set({ acceptedAt: new Date() }).where(eq(workspaceInvitations.id, invitation.id));
      await tx
        .insert(memberships)
        .values({ workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role })
        .onConflictDoNothing();
      // Opening the link proved the address: an account made on the way needs no second email.
      await tx
        .update(users)
        .set({ currentWorkspaceId: invitation.workspaceId, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, user.id));
      const [view] = await tx
        .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
        .from(memberships)
        .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
        .where(and(eq(memberships.workspaceId, invitation.workspaceId), eq(memberships.userId, user.id)));
      return { ...view!, current: true };
    });
  } catch (error) {
    throw await dbError(error, { memberships_workspace_id_workspaces_id_fk: GONE, memberships_user_id_users_id_fk: GONE });
  }
}
