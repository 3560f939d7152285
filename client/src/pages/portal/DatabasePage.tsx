import { PortalScreen } from '../../app/ui/PortalScreen';

export default function DatabasePage() {
  return (
    <PortalScreen title="Database" feature="The database">
      Here you will define collections with typed fields and edit their records in a grid. It is part of a coming release.
    </PortalScreen>
  );
}
