import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import { memberships, users, workspaces, workspaceUsage } from '../../../db/schema/index.js';
import { requireBuilder, requireWorkspace, type WorkspaceRole } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { fields, parseInput } from '../../core/validation.js';

export interface WorkspaceView {
  id: string;
  name: string;
  role: WorkspaceRole;
  current: boolean;
}

/** Made inside the registration transaction: the new user's own workspace, made current. */
export async function createPersonalWorkspace(tx: Tx, user: { id: string; firstName: string }): Promise<string> {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: `${user.firstName}'s workspace` })
    .returning({ id: workspaces.id });
  await tx.insert(memberships).values({ workspaceId: workspace!.id, userId: user.id, role: 'OWNER' });
  await tx.update(users).set({ currentWorkspaceId: workspace!.id }).where(eq(users.id, user.id));
  return workspace!.id;
}

export async function listWorkspaces(ctx: Ctx): Promise<WorkspaceView[]> {
  const { user } = await requireBuilder(ctx);
  const rows = await ctx.db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.createdAt), asc(workspaces.name));
  return rows.map((r) => ({ ...r, current: r.id === user.currentWorkspaceId }));
}

export const changeInput = z.strictObject({ workspaceId: fields.uuid('the workspace id') });

export async function changeWorkspace(ctx: Ctx, input: unknown): Promise<WorkspaceView> {
  await requireBuilder(ctx);
  const { workspaceId } = parseInput(changeInput, input);
  const { builder, workspace } = await requireWorkspace(ctx, workspaceId);
  await ctx.db.update(users).set({ currentWorkspaceId: workspace.id }).where(eq(users.id, builder.user.id));
  return { ...workspace, current: true };
}

export interface PlanView {
  name: string;
  recordsUsed: number;
  recordsLimit: number;
  storageUsedBytes: number;
  storageLimitBytes: number;
}

/**
 * What the current workspace's plan includes and how much of it is used. Portico has one plan, with
 * no billing: its limits are the deployment's quotas (QUOTA_*), shown as they are enforced.
 */
export async function getPlan(ctx: Ctx): Promise<PlanView> {
  const { workspace } = await requireWorkspace(ctx);
  const [usage] = await ctx.db
    .select({ records: workspaceUsage.records, storageBytes: workspaceUsage.storageBytes })
    .from(workspaceUsage)
    .where(eq(workspaceUsage.workspaceId, workspace.id));
  return {
    name: 'Free Plan',
    recordsUsed: Number(usage?.records ?? 0),
    recordsLimit: ctx.config.quotas.records,
    storageUsedBytes: Number(usage?.storageBytes ?? 0),
    storageLimitBytes: ctx.config.quotas.storageBytes,
  };
}
