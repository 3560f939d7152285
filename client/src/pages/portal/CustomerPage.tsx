import { useParams } from 'react-router-dom';
import { CustomerDetail } from '../../features/customers/CustomerDetail';
import { CustomerSectionTabs } from '../../features/customers/CustomerSectionTabs';
import { PortalGate } from '../../features/portals/PortalGate';

export default function CustomerPage() {
  const { customerId = '' } = useParams();
  return (
    <PortalGate title="Customer">
      {(portal) => (
        <>
          <CustomerSectionTabs portalId={portal.id} portalSlug={portal.slug} />
          <CustomerDetail key={customerId} portal={portal} customerId={customerId} />
        </>
      )}
    </PortalGate>
  );
}
