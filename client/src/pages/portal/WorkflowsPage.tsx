import { PortalGate } from '../../features/portals/PortalGate';
import { WorkflowList } from '../../features/workflows/WorkflowList';

export default function WorkflowsPage() {
  return <PortalGate title="Workflows">{(portal) => <WorkflowList key={portal.id} portal={portal} />}</PortalGate>;
}
