import { PortalScreen } from '../../app/ui/PortalScreen';

export default function CustomerPage() {
  return (
    <PortalScreen title="Customer" feature="The customer detail">
      Here you will see one customer's status, context and assigned workflows. It is part of a coming release.
    </PortalScreen>
  );
}
