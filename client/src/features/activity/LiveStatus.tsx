import { Status, VisuallyHidden } from '@chakra-ui/react';
import { ago } from '../customers/format';
import type { LiveStatus as Live } from './use-live-events';

const LOOK: Record<Live, { palette: string; text: (updatedAt: number) => string }> = {
  live: { palette: 'green', text: (updatedAt) => `Live · updated ${ago(new Date(updatedAt))}` },
  paused: { palette: 'gray', text: () => 'Paused' },
  failing: { palette: 'orange', text: () => 'Couldn’t refresh — retrying' },
};

/** The quiet line under the feed's heading: live, paused while the tab is hidden, or retrying a failed check. */
export function LiveStatus({ status, updatedAt }: { status: Live; updatedAt: number }) {
  return (
    <Status.Root size="sm" colorPalette={LOOK[status].palette} color="fg.muted" minH="5">
      <Status.Indicator />
      {LOOK[status].text(updatedAt)}
    </Status.Root>
  );
}

/** Says "2 new events" to a screen reader when a check finds some; silent on the checks that find none. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
