import { AppLayout, type RouteNav } from '../app/layout/AppLayout';
import type { NavType } from '../app/route-table';
import { PortalNavMenu, PortalSideNav } from '../features/portals/PortalSideNav';

const NAVS: Record<NavType, RouteNav> = { portalNav: { Side: PortalSideNav, Menu: PortalNavMenu } };

/** The frame of every signed-in screen, with the portal's navigation on the routes that ask for it. */
export default function SignedInLayout() {
  return <AppLayout navs={NAVS} />;
}
