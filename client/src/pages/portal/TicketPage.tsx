import { useParams } from 'react-router-dom';
import { CustomerSectionTabs } from '../../features/customers/CustomerSectionTabs';
import { PortalGate } from '../../features/portals/PortalGate';
import { TicketDetail } from '../../features/tickets/TicketDetail';

export default function TicketPage() {
  const { ticketId = '' } = useParams();
  return (
    <PortalGate title="Ticket">
      {(portal) => (
        <>
          <CustomerSectionTabs portalId={portal.id} portalSlug={portal.slug} />
          <TicketDetail key={ticketId} portal={portal} ticketId={ticketId} />
        </>
      )}
    </PortalGate>
  );
}
