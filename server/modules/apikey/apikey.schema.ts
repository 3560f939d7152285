import { z } from 'zod';
import type { ApiResource } from '../../core/operations.js';

/** What a key's scopes name, with what each lets a third party do (the settings screen shows these words). */
export const API_RESOURCES: Record<ApiResource, { label: string; reads: string; writes: string }> = {
  portals: { label: 'Portals', reads: 'list portals and read their settings', writes: 'create portals and change their settings' },
  database: {
    label: 'Database',
    reads: 'read collections, records and saved views',
    writes: 'create, change and delete collections and records',
  },
  customers: { label: 'Customers', reads: 'read customer users', writes: 'add, change, block and remove customer users' },
  tickets: { label: 'Tickets', reads: 'read tickets and their messages', writes: 'answer, change and close tickets' },
  workflows: { label: 'Workflows', reads: 'read workflows and their runs', writes: 'create, change and publish workflows, move runs on' },
  pages: { label: 'Pages', reads: 'read the layout and pages', writes: 'change the layout and pages' },
  events: { label: 'Events', reads: 'read portal events and analytics', writes: 'record portal events' },
  services: { label: 'Services', reads: 'read services and availability', writes: 'create and change services and availability' },
  calls: { label: 'Calls', reads: 'read calls', writes: 'confirm, decline, move and cancel calls' },
  payments: { label: 'Payments', reads: 'read payments and payouts', writes: 'refund payments and record payouts' },
};

export const API_SCOPES = Object.keys(API_RESOURCES).flatMap((r) => [`${r}:read`, `${r}:write`]);

export const API_KEY_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.string()),
    status: z.enum(API_KEY_STATUSES),
    requestsPerMinute: z.number().int(),
    costPerMinute: z.number().int(),
    createdByName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: 'ApiKey',
    description:
      'A workspace’s key for the public API: its name, the start of its secret, its scopes and limits, and when it was last used.',
  });

export const createdApiKeySchema = z
  .object({ key: apiKeySchema, secret: z.string() })
  .meta({ id: 'CreatedApiKey', description: 'A new key and its secret, shown this once: Portico keeps only its hash.' });

export const apiScopeSchema = z
  .object({ scope: z.string(), resource: z.string(), label: z.string(), access: z.enum(['read', 'write']), description: z.string() })
  .meta({ id: 'ApiScope', description: 'One scope a key can be given, and what it lets a third party do.' });
