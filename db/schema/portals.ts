import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { workspaces } from './workspaces.js';

export interface PortalTheme {
  primaryColor: string;
  accentColor: string;
  mode: 'LIGHT' | 'DARK';
  font: 'SYSTEM' | 'SERIF' | 'ROUNDED' | 'MONO';
  radius: 'NONE' | 'SM' | 'MD' | 'LG' | 'FULL';
}

export interface PortalBasicInfo {
  title: string;
  description: string;
  supportEmail: string | null;
}

export const DEFAULT_THEME: PortalTheme = { primaryColor: '#4f46e5', accentColor: '#f59e0b', mode: 'LIGHT', font: 'SYSTEM', radius: 'MD' };

export const portals = pgTable(
  'portals',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    subDomain: text('sub_domain').notNull(),
    logoUrl: text('logo_url'),
    theme: jsonb('theme').$type<PortalTheme>().notNull().default(DEFAULT_THEME),
    basicInfo: jsonb('basic_info').$type<PortalBasicInfo>().notNull().default({ title: '', description: '', supportEmail: null }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness is the database's job, not only a check in the service.
    uniqueIndex('portals_slug_lower_key').on(sql`lower(${t.slug})`),
    uniqueIndex('portals_sub_domain_lower_key').on(sql`lower(${t.subDomain})`),
    index('portals_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
  ],
);

export type PortalRow = typeof portals.$inferSelect;
