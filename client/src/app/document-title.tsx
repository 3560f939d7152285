import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './router';

export const APP_NAME = 'Portico';

/** "Database · Acme Clients · Portico": the most specific part first, so a browser tab shows it. */
export const documentTitle = (...parts: Array<string | null | undefined>) => [...parts.filter(Boolean), APP_NAME].join(' · ');

export function useDocumentTitle(...parts: Array<string | null | undefined>) {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title the route table gives the deepest matched route. */
export function useRouteTitle(): { title?: string; portalRoute: boolean } {
  const handles = useMatches().map((m) => m.handle as RouteHandle | undefined);
  const handle = handles.reverse().find((h) => h?.title);
  return { title: handle?.title, portalRoute: handle?.nav === 'portalNav' };
}

/**
 * Titles every route from the route table. A portal's routes are left to PortalGate, which
 * knows the portal's name once it has loaded ("Database · Acme Clients · Portico").
 */
export function RouteTitle() {
  const { title, portalRoute } = useRouteTitle();
  return title && !portalRoute ? <TitleOf title={title} /> : null;
}

function TitleOf({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
