import { hasUser } from '../../app/session/types';
import { useSession } from '../../app/session/SessionProvider';
import { CustomerSectionTabs } from '../../features/customers/CustomerSectionTabs';
import { PortalGate } from '../../features/portals/PortalGate';
import { TicketList } from '../../features/tickets/TicketList';

export default function TicketsPage() {
  const { state } = useSession();
  return (
    <PortalGate title="Tickets">
      {(portal) => (
        <>
          <CustomerSectionTabs portalId={portal.id} portalSlug={portal.slug} />
          <TicketList key={portal.id} portal={portal} meId={hasUser(state.user) ? state.user.id : null} />
        </>
      )}
    </PortalGate>
  );
}
