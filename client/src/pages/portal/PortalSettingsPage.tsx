import { PortalScreen } from '../../app/ui/PortalScreen';

export default function PortalSettingsPage() {
  return (
    <PortalScreen title="Settings" feature="Portal settings">
      Here you will set this portal's name, slug, sub-domain, logo and theme, with a live preview. It is part of the next release.
    </PortalScreen>
  );
}
