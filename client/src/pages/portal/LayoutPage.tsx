import { LayoutScreen } from '../../features/layout/LayoutScreen';
import { PortalGate } from '../../features/portals/PortalGate';

export default function LayoutPage() {
  return <PortalGate title="Layout">{(portal) => <LayoutScreen key={portal.id} portal={portal} />}</PortalGate>;
}
