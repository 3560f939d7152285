import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/index.js';
import { portalEvents } from '../../../db/schema/index.js';
import type { PageView, PageViewBuffer } from '../../core/page-views.js';

/**
 * Page views are the one event not written in the request: they are cheap and many, so the request
 * only queues them here and answers; a timer writes what gathered in one multi-row INSERT (which the
 * roll-up trigger turns into one upsert per portal and hour). Bounded: past MAX_PENDING views the
 * newest are dropped and counted in the log, never held in memory without end. Nothing here stores
 * the visitor's IP address.
 */

const MAX_PENDING = 10_000;
const BATCH = 1_000;

export function pageViewBuffer(db: Db, log: FastifyBaseLogger, intervalMs: number): PageViewBuffer {
  let pending: PageView[] = [];
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    while (pending.length) {
      const batch = pending.slice(0, BATCH);
      pending = pending.slice(BATCH);
      try {
        await db.insert(portalEvents).values(
          batch.map((v) => ({
            portalId: v.portalId,
            customerId: v.customerId,
            type: 'page.viewed',
            data: { path: v.path, ...(v.pageId ? { pageId: v.pageId } : {}), ...(v.entry ? { entry: true } : {}) },
            at: v.at,
          })),
        );
      } catch (error) {
        // A portal deleted meanwhile fails the batch's foreign key: the views of that batch are lost, not retried forever.
        log.warn({ err: error, views: batch.length }, 'page views could not be written');
      }
    }
    if (dropped) {
      log.warn({ dropped }, 'page views dropped: more arrived than could be written');
      dropped = 0;
    }
  };
  const flush = () => (writing = writing.then(write));
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    add(view) {
      if (pending.length >= MAX_PENDING) {
        dropped++;
        return false;
      }
      pending.push(view);
      return true;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
