import { z } from 'zod';

/** The answers of the account-security operations (issue 12) as they go over the wire (times as ISO text). */

export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    device: z.string(),
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({
    id: 'AccountSession',
    description: 'A signed-in browser of the builder: `device` is readable ("Chrome on macOS"), `current` the one asking.',
  });

export const revokedSessionsSchema = z
  .object({ revoked: z.number().int() })
  .meta({ id: 'RevokedSessions', description: 'How many sessions were signed out.' });

export const accepted = z.literal(true).meta({ description: 'Always true when the request was taken.' });
