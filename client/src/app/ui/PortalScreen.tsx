import type { ReactNode } from 'react';
import { PortalGate } from '../../features/portals/PortalGate';
import { NotBuiltYet } from './NotBuiltYet';

/** A portal screen whose feature is still to come: its heading and an honest empty state, for a portal the builder can see. */
export function PortalScreen({ title, feature, children }: { title: string; feature: string; children: ReactNode }) {
  return <PortalGate title={title}>{() => <NotBuiltYet title={feature}>{children}</NotBuiltYet>}</PortalGate>;
}
