import { CustomerList } from '../../features/customers/CustomerList';
import { CustomerSectionTabs } from '../../features/customers/CustomerSectionTabs';
import { PortalGate } from '../../features/portals/PortalGate';

export default function CustomersPage() {
  return (
    <PortalGate title="Customers">
      {(portal) => (
        <>
          <CustomerSectionTabs portalId={portal.id} portalSlug={portal.slug} />
          <CustomerList key={portal.id} portal={portal} />
        </>
      )}
    </PortalGate>
  );
}
