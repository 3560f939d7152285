import { useLayoutEffect, useState } from 'react';

const MIN_HEIGHT = 440;

/**
 * The height that takes an element from where it starts to the bottom of the window (less `gap`),
 * so the grid scrolls inside the page instead of the page scrolling. Measured, because what sits
 * above it (the header, a banner, the screen's title) varies; recomputed when the window or the
 * page above changes size. A callback ref: the element may appear after the first render (once
 * its data has loaded), and is measured then.
 */
export function useFillViewport(gap: number) {
  const [el, ref] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState<number>(MIN_HEIGHT);
  useLayoutEffect(() => {
    if (!el) return;
    const update = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - gap)));
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [gap, el]);
  return [ref, height] as const;
}
