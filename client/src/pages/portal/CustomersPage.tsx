import { PortalScreen } from '../../app/ui/PortalScreen';

export default function CustomersPage() {
  return (
    <PortalScreen title="Customer" feature="Customer users">
      Here you will invite the customers who sign in to this portal by magic link, and manage their status. It is part of a coming release.
    </PortalScreen>
  );
}
