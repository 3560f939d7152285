import type { PortalBasicInfo, PortalRow, PortalTheme } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { portalUrl } from '../../core/portal-urls.js';

export interface PortalView {
  id: string;
  workspaceId: string;
  name: string;
  slug: string;
  subDomain: string;
  /** {protocol}//{subDomain}.{APP_DOMAIN}, or null when this Portico has no APP_DOMAIN (customers then use /p/{slug}). */
  subDomainUrl: string | null;
  logoUrl: string | null;
  theme: PortalTheme;
  basicInfo: PortalBasicInfo;
  /** A Date, or ISO 8601 text as toISOString writes it (the list reads it so from PostgreSQL). */
  createdAt: Date | string;
  updatedAt: Date | string;
}

type UrlConfig = Pick<Config, 'appUrl' | 'appDomain'>;

/** The sub-domain address builders show their customers; only the server knows APP_DOMAIN. */
export const subDomainUrl = (config: UrlConfig, portal: { slug: string; subDomain: string }): string | null =>
  config.appDomain ? portalUrl(config, portal) : null;

export const toPortalView = (row: PortalRow, config: UrlConfig): PortalView => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  slug: row.slug,
  subDomain: row.subDomain,
  subDomainUrl: subDomainUrl(config, row),
  logoUrl: row.logoUrl,
  theme: row.theme,
  basicInfo: row.basicInfo,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** What anyone may see of a portal, signed in or not: its face, nothing about its owner. */
export type PublicPortalView = Omit<PortalView, 'id' | 'workspaceId' | 'subDomainUrl' | 'createdAt' | 'updatedAt'>;

export const toPublicPortalView = (row: PortalRow): PublicPortalView => ({
  name: row.name,
  slug: row.slug,
  subDomain: row.subDomain,
  logoUrl: row.logoUrl,
  theme: row.theme,
  basicInfo: row.basicInfo,
});
