import { NotBuiltYet } from '../../app/ui/NotBuiltYet';
import { PortalGate } from '../../features/portals/PortalGate';

export default function IntegrationsPage() {
  return (
    <PortalGate title="Integrations">
      {() => (
        <NotBuiltYet title="Integrations">
          Here you will connect Google Calendar and other services to this portal. It is part of a coming release.
        </NotBuiltYet>
      )}
    </PortalGate>
  );
}
