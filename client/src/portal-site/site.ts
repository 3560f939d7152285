import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { report } from './api';
import type { Boot, PublishedSite } from './boot';

/** The published site, or null while nothing is published (the portal keeps its standard home and header). */
export const publishedSite = (portal: Boot): PublishedSite | null => (portal.site?.published ? portal.site : null);

/** A path as the server stores a page's: lower-case, no trailing slash ('/' stays '/'). */
export const pagePath = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

export const findPage = (portal: Boot, pathname: string) => {
  const path = pagePath(pathname);
  return publishedSite(portal)?.pages.find((p) => p.path === path);
};

/** The path the HTML was asked for: boot.page is that path's page, valid for the first view only. */
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;
export function bootPageFor(portal: Boot, path: string) {
  const page = portal.page;
  if (!page) return null;
  const first = pagePath(portal.basename && firstPath.startsWith(portal.basename) ? firstPath.slice(portal.basename.length) : firstPath);
  if (page.path ? page.path !== path : first !== path) return null;
  return page;
}

export const portalTitle = (portal: Boot) => portal.basicInfo.title || portal.name;

/**
 * One `page.viewed` per route change (the first load too), sent after the page rendered and never in its
 * way. `entry` marks the first view of this tab's visit to the portal, which is how visits are counted.
 */
export function usePageViews(portal: Boot): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    // Pages of the site set their own title (SitePage); the portal's own routes carry the portal's.
    if (!findPage(portal, pathname)) document.title = portalTitle(portal);
    if (last.current === pathname) return;
    last.current = pathname;
    const key = `portico.visit.${portal.id}`;
    let entry = false;
    try {
      entry = !sessionStorage.getItem(key);
      if (entry) sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): every view counts as part of one visit.
    }
    report('/portal-events', { portalSlug: portal.slug, type: 'page.viewed', path: pathname, entry });
  }, [pathname, portal]);
}
