/**
 * "The stored values of this collection changed on the server": a field change that rewrote them
 * (a choice renamed, a type converted, choices reordered) says so, and the grid's pages, which are
 * kept apart from Apollo's cache (use-records.ts), load again.
 */
const listeners = new Set<(collectionId: string) => void>();

export function onRecordsStale(listener: (collectionId: string) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function markRecordsStale(collectionId: string) {
  for (const listener of listeners) listener(collectionId);
}
