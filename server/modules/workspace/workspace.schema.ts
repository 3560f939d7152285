import { z } from 'zod';

export const workspaceSchema = z
  .object({ id: z.uuid(), name: z.string(), role: z.enum(['OWNER', 'ADMIN', 'MEMBER']), current: z.boolean() })
  .meta({ id: 'Workspace', description: 'A workspace the builder belongs to; `current` is the one their portals come from.' });
