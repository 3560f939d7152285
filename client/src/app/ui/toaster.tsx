import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

/** The app's toasts: `toaster.create({...})` anywhere; they show in <Toaster />. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

// The region carries zag's toast machine (~15 kB gzip): a chunk of its own, fetched when <Toaster />
// first renders, so the sign-in screen does not wait for it. Toasts created before it arrives wait
// in `toaster` and show when it does.
const ToasterRegion = lazy(() => import('./toaster-region'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  );
}
