import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

/**
 * The app's toasts: `toaster.create({...})` anywhere; they show in <Toaster />. At the top centre,
 * below the 4rem header (layout/Header.tsx): in its corner they covered the header's profile button,
 * and a pointer resting on a toast pauses its timer, so the button stayed covered. Measured at 1280
 * and 390 px over the builder's screens (a record's side panel and the workflow editor included),
 * that spot covers no control, where the corners and the bottom cover page or panel buttons.
 */
export const toaster = createToaster({
  placement: 'top',
  offsets: { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
});

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
