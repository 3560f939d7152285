import os from 'node:os';

/**
 * Statements that read a whole collection (a count, a text search that no index can serve) keep a
 * core busy for as long as they run. Of those, each tenant runs one at a time, and the server as a
 * whole `limit` at a time (HEAVY_CONCURRENCY, by default one less than the cores, at least one), so
 * that however one tenant floods them, the cores stay free for everyone else's ordinary requests.
 * Waiting ones start in the order they came, skipping a tenant that already has one running.
 */
export interface HeavyWork {
  run<T>(tenant: string, work: () => Promise<T>): Promise<T>;
}

export function heavyWork(limit = Math.max(1, os.cpus().length - 1)): HeavyWork {
  const busy = new Set<string>();
  const waiting: Array<{ tenant: string; start: () => void }> = [];

  const next = () => {
    while (busy.size < limit) {
      const index = waiting.findIndex((w) => !busy.has(w.tenant));
      if (index < 0) return;
      const [turn] = waiting.splice(index, 1);
      busy.add(turn!.tenant);
      turn!.start();
    }
  };

  return {
    async run(tenant, work) {
      if (busy.size >= limit || busy.has(tenant)) {
        await new Promise<void>((start) => waiting.push({ tenant, start }));
      } else {
        busy.add(tenant);
      }
      try {
        return await work();
      } finally {
        busy.delete(tenant);
        next();
      }
    },
  };
}
