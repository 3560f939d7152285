import { PortalGate } from '../../features/portals/PortalGate';
import { PortalSettings } from '../../features/portals/settings/PortalSettings';

export default function PortalSettingsPage() {
  return (
    <PortalGate title="Settings" description="Basic info, address, logo and theme of this portal." maxW="5xl">
      {(portal) => <PortalSettings key={portal.id} portal={portal} />}
    </PortalGate>
  );
}
