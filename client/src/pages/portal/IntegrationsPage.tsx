import { PortalScreen } from '../../app/ui/PortalScreen';

export default function IntegrationsPage() {
  return (
    <PortalScreen title="Integrations" feature="Integrations">
      Here you will connect Google Calendar and other services to this portal. It is part of a coming release.
    </PortalScreen>
  );
}
