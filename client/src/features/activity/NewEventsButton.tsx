import { Box, Button } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuArrowUp } from 'react-icons/lu';

/** The app's header is sticky and 4rem tall: a row under it is out of sight. */
const HEADER_PX = 64;

/** Floats at the top of the feed while newer events wait above the reader; a click shows them. */
export function NewEventsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Box position="sticky" top="20" zIndex="docked" h="0" display="flex" justifyContent="center" overflow="visible">
      <Button size="sm" borderRadius="full" shadow="md" mt="2" onClick={onClick}>
        <LuArrowUp aria-hidden />
        {label}
      </Button>
    </Box>
  );
}

/** Reports whether the feed's top has scrolled above the viewport (below it, or in view, counts as "at the top"). */
export function FeedTopSentinel({ onScrolledPast }: { onScrolledPast: (past: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onScrolledPast);
  useEffect(() => {
    latest.current = onScrolledPast;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) latest.current(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? HEADER_PX));
      },
      { rootMargin: `-${HEADER_PX}px 0px 0px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <Box ref={ref} h="1px" aria-hidden />;
}
