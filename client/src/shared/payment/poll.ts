import { useEffect, useRef } from 'react';

/** How often a page waiting for a payment asks whether it arrived. */
export const PAYMENT_POLL_MS = 3000;

/**
 * Calls `check` every `every` ms while `active`: one call at a time (the next waits for the last to
 * settle), none while the tab is hidden, and one at once when it is shown again. A failed check is
 * tried again at the next tick: a page waiting for a payment keeps waiting through a dropped request.
 */
export function usePoll(check: () => Promise<unknown>, active: boolean, every = PAYMENT_POLL_MS) {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    if (!active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const tick = async () => {
      if (!live || running) return;
      if (document.visibilityState === 'hidden') return schedule();
      running = true;
      try {
        await latest.current();
      } catch {
        // Asked again at the next tick.
      } finally {
        running = false;
        schedule();
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      if (live) timer = setTimeout(() => void tick(), every);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        void tick();
      }
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, every]);
}
