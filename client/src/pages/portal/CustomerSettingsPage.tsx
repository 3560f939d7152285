import { CustomerSectionTabs } from '../../features/customers/CustomerSectionTabs';
import { LoginConfigForm } from '../../features/customers/LoginConfigForm';
import { PortalGate } from '../../features/portals/PortalGate';

export default function CustomerSettingsPage() {
  return (
    <PortalGate title="Customer sign-in">
      {(portal) => (
        <>
          <CustomerSectionTabs portalId={portal.id} portalSlug={portal.slug} />
          <LoginConfigForm key={portal.id} portal={portal} />
        </>
      )}
    </PortalGate>
  );
}
