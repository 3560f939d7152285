import { useEffect, type RefObject } from 'react';

/**
 * Puck 0.23 draws two controls without an accessible name: its loading spinner (an aria-label on a
 * plain span) and the preview's zoom select. Until Puck names them, they are named here, in the
 * editor's own container only, as Puck (re)draws them.
 */
export function usePuckAccessibleNames(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const name = () => {
      for (const el of root.querySelectorAll('span[aria-label="loading"]:not([role])')) el.setAttribute('role', 'status');
      for (const el of root.querySelectorAll(
        '[class*="ViewportControls-zoomSelect"]:not([aria-label]), [class*="ViewportControls"] select:not([aria-label])',
      ))
        el.setAttribute('aria-label', 'Preview zoom');
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
