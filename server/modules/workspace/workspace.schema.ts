import { z } from 'zod';

export const workspaceSchema = z
  .object({ id: z.uuid(), name: z.string(), role: z.enum(['OWNER', 'ADMIN', 'MEMBER']), current: z.boolean() })
  .meta({ id: 'Workspace', description: 'A workspace the builder belongs to; `current` is the one their portals come from.' });

const role = z.enum(['OWNER', 'ADMIN', 'MEMBER']);

export const memberSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    role,
    joinedAt: z.iso.datetime(),
    you: z.boolean(),
  })
  .meta({ id: 'WorkspaceMember', description: 'A builder of the current workspace, with their role; `you` is the caller.' });

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role,
    invitedBy: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    expired: z.boolean(),
  })
  .meta({ id: 'WorkspaceInvitation', description: 'An invitation not accepted yet; `expired` ones can be sent again.' });

export const invitationPreviewSchema = z
  .object({ workspaceName: z.string(), invitedBy: z.string().nullable(), email: z.string(), role, expired: z.boolean() })
  .meta({ id: 'InvitationPreview', description: 'What an invitation link offers, shown before signing in.' });

export const planSchema = z
  .object({
    name: z.string(),
    recordsUsed: z.number().int(),
    recordsLimit: z.number().int(),
    storageUsedBytes: z.number(),
    storageLimitBytes: z.number(),
  })
  .meta({ id: 'WorkspacePlan', description: "The current workspace's plan (one, no billing) and its use." });
