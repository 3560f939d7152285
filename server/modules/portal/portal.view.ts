import type { PortalBasicInfo, PortalRow, PortalTheme } from '../../../db/schema/index.js';

export interface PortalView {
  id: string;
  workspaceId: string;
  name: string;
  slug: string;
  subDomain: string;
  logoUrl: string | null;
  theme: PortalTheme;
  basicInfo: PortalBasicInfo;
  /** A Date, or ISO 8601 text as toISOString writes it (the list reads it so from PostgreSQL). */
  createdAt: Date | string;
  updatedAt: Date | string;
}

export const toPortalView = (row: PortalRow): PortalView => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  slug: row.slug,
  subDomain: row.subDomain,
  logoUrl: row.logoUrl,
  theme: row.theme,
  basicInfo: row.basicInfo,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** What anyone may see of a portal, signed in or not: its face, nothing about its owner. */
export type PublicPortalView = Omit<PortalView, 'id' | 'workspaceId' | 'createdAt' | 'updatedAt'>;

export const toPublicPortalView = (row: PortalRow): PublicPortalView => ({
  name: row.name,
  slug: row.slug,
  subDomain: row.subDomain,
  logoUrl: row.logoUrl,
  theme: row.theme,
  basicInfo: row.basicInfo,
});
