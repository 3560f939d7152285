import { DatabaseScreen } from '../../features/database/DatabaseScreen';
import { PortalGate } from '../../features/portals/PortalGate';

export default function DatabasePage() {
  return <PortalGate title="Database">{(portal) => <DatabaseScreen key={portal.id} portal={portal} />}</PortalGate>;
}
