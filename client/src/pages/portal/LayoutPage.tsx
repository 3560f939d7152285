import { PortalScreen } from '../../app/ui/PortalScreen';

export default function LayoutPage() {
  return (
    <PortalScreen title="Layout" feature="The page builder">
      Here you will arrange the pages, navigation, header and footer your customers see. It is part of a coming release.
    </PortalScreen>
  );
}
