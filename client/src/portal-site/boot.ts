import type { components } from '../gql/rest';

export type PublicPortal = components['schemas']['PublicPortal'];
export type SitePage = components['schemas']['PublicSitePage'];

/**
 * What Publish made visible (server/modules/page/page.site.ts PublishedSite), navigation resolved to
 * addresses. The HTML carries its public part; a signed-in customer's comes from GET /v1/public/site.
 */
export type PublishedSite = components['schemas']['PublishedSite'];

export interface Boot extends PublicPortal {
  id: string;
  /** '/p/{slug}', or '' on the portal's own sub-domain. */
  basename: string;
  /** null (or absent) from a server that has no published site to tell. */
  site?: PublishedSite | null;
  /**
   * The published page of the path the HTML was asked for. A CUSTOMERS page only says it is one (title
   * and description empty, blocks null): the rest is fetched with the customer's token.
   */
  page?: (Omit<SitePage, 'blocks' | 'id' | 'path'> & Partial<Pick<SitePage, 'id' | 'path'>> & { blocks: SitePage['blocks'] | null }) | null;
}

/** The portal the server put into the page (server/core/portal-site.routes.ts): no request before the first paint. */
export function readBoot(): Boot | null {
  const element = document.getElementById('portal-boot');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Boot;
  } catch {
    return null;
  }
}
