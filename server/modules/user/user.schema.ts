import { z } from 'zod';

/** The answers of the user and auth operations as they go over the wire (UserView, times as ISO text). */

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string().nullable(),
    timezone: z.string(),
    profileImageUrl: z.string().nullable(),
    bio: z.string(),
    emailVerified: z.boolean(),
    googleLinked: z.boolean(),
    currentWorkspaceId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User', description: 'A builder: the session user and /user/me. Never the password.' });

export const authPayloadSchema = z
  .object({ token: z.string(), user: userSchema })
  .meta({ id: 'AuthPayload', description: 'A new session: send `token` as `Authorization: Bearer <token>`.' });

export const pageVisitSchema = z
  .object({ page: z.string(), count: z.number().int(), lastVisitedAt: z.iso.datetime() })
  .meta({ id: 'PageVisit', description: 'How often the builder opened a page of the app, latest first.' });

export const displayImageSchema = z
  .object({ profileImageUrl: z.string().nullable() })
  .meta({ id: 'DisplayImage', description: 'Where the uploaded display image is served.' });

export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['QUEUED', 'READY', 'FAILED']),
    sizeBytes: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: 'DataExport',
    description:
      'An export of the builder’s data: QUEUED while the ZIP is built, READY once the download link was emailed (it works until `expiresAt`), FAILED when it could not be built.',
  });

const workspaceRefSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'WorkspaceRef', description: 'A workspace by id and name.' });

export const accountDeletionPreviewSchema = z
  .object({
    deletedWorkspaces: z.array(workspaceRefSchema),
    leftWorkspaces: z.array(workspaceRefSchema),
    blockingWorkspaces: z.array(workspaceRefSchema),
  })
  .meta({
    id: 'AccountDeletionPreview',
    description:
      'What deleting the account would do: the workspaces deleted with everything in them (the builder is their only member), those the builder leaves, and those that stop the deletion (the builder is their only owner and they have other members).',
  });
