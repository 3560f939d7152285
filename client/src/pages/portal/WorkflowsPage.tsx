import { PortalScreen } from '../../app/ui/PortalScreen';

export default function WorkflowsPage() {
  return (
    <PortalScreen title="Workflows" feature="Workflows">
      Here you will build multi-step flows (forms, approvals, payments, bookings) for your customers to run. It is part of a coming release.
    </PortalScreen>
  );
}
