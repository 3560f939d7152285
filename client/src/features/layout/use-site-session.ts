import { useMemo, useRef, useState } from 'react';

/**
 * What the editors of one portal's site share while the screen is open: the revision each page was
 * last saved at (the block editor and the settings dialog save the same page), the saves waiting to
 * be sent (Publish sends them first), and whether anything was saved since the last Publish.
 */
export interface SiteSession {
  revision(pageId: string): number;
  knowRevision(pageId: string, revision: number): void;
  saved(pageId: string, revision: number): void;
  registerFlush(flush: () => Promise<void>): () => void;
  flushAll(): Promise<void>;
  markChanged(): void;
}

export function useSiteSession(): { session: SiteSession; changedSinceLoad: boolean; resetChanged: () => void } {
  const revisions = useRef(new Map<string, number>());
  const flushes = useRef(new Set<() => Promise<void>>());
  const [changedSinceLoad, setChanged] = useState(false);
  const session = useMemo<SiteSession>(
    () => ({
      revision: (id) => revisions.current.get(id) ?? 0,
      knowRevision: (id, revision) => {
        if ((revisions.current.get(id) ?? -1) < revision) revisions.current.set(id, revision);
      },
      saved: (id, revision) => {
        revisions.current.set(id, revision);
        setChanged(true);
      },
      registerFlush: (flush) => {
        flushes.current.add(flush);
        return () => flushes.current.delete(flush);
      },
      flushAll: async () => {
        await Promise.all([...flushes.current].map((f) => f()));
      },
      markChanged: () => setChanged(true),
    }),
    [],
  );
  return { session, changedSinceLoad, resetChanged: () => setChanged(false) };
}
