import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PagePreviewSourcesQuery, PortalSiteQuery } from '../../layout/layout.documents';
import { TicketsQuery } from '../../tickets/tickets.documents';
import type { ThemePreviewContent } from './ThemePreview';

interface NavItem {
  label?: string;
  visibility?: string;
}

/**
 * What the theme preview shows: the portal's navigation (as its layout has it), its published
 * workflows and its two latest tickets — read with the queries the Layout and Tickets screens use, so
 * they are usually cached already.
 */
export function useThemePreviewContent(portalId: string): ThemePreviewContent | null {
  const site = useQuery(PortalSiteQuery, { variables: { portalId }, fetchPolicy: 'cache-first' });
  const sources = useQuery(PagePreviewSourcesQuery, { variables: { portalId }, fetchPolicy: 'cache-first' });
  const tickets = useQuery(TicketsQuery, { variables: { portalId, first: 2 }, fetchPolicy: 'cache-first' });
  return useMemo(() => {
    if (!site.data || !sources.data || !tickets.data) return null;
    const navigation = ((site.data.portalLayout.layout as { navigation?: NavItem[] }).navigation ?? [])
      .map((n) => n.label ?? '')
      .filter(Boolean);
    return {
      navigation,
      workflows: sources.data.workflows.filter((w) => w.published).map((w) => w.name),
      tickets: tickets.data.tickets.edges.map((e) => ({ number: e.node.number, subject: e.node.subject, status: e.node.status })),
    };
  }, [site.data, sources.data, tickets.data]);
}
