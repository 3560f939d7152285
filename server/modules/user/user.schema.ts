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
