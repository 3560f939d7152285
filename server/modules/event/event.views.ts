import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../../../db/index.js';
import { portalEvents } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import type { PageView, PageViewBuffer } from '../../core/page-views.js';
import { RecentKeys, TokenBuckets } from '../../core/token-buckets.js';

/**
 * Page views are the one event not written in the request: they are cheap and many, so the request
 * only queues them here and answers; a timer writes what gathered in one multi-row INSERT (which the
 * roll-up trigger turns into one upsert per portal and hour). Bounded: past MAX_PENDING views the
 * newest are dropped and counted in the log, never held in memory without end. Nothing here stores
 * the visitor's IP address.
 */

const MAX_PENDING = 10_000;
const BATCH = 1_000;
/** Addresses (and customers) remembered per portal at once, in each of the two maps; portals in theirs. */
const MAX_VISITORS = 50_000;
const MAX_PORTALS = 10_000;
const PRUNE_BATCH = 5_000;
const HOUR = 3_600_000;

/*
 * Abuse: anyone may report views, so one address could inflate a portal's figures and fill the table.
 * Each address may report PAGE_VIEW_LIMIT_PER_VISITOR views a minute to one portal (and ten times that
 * to all portals together, so made-up slugs cost no more database work), each portal take
 * PAGE_VIEW_LIMIT_PER_PORTAL a minute from everyone (both per process, after as many at once); more
 * are answered `accepted: false` and dropped, never an error a visitor would see. A visit is counted
 * at most once per visitor (the customer, else the address) and portal per VISIT_WINDOW_MINUTES,
 * however often the app's `entry` flag says one began. Raw views older than PAGE_VIEW_RETENTION_DAYS are deleted hourly; the
 * hourly and daily roll-ups behind the analytics are kept. The addresses live only in these maps.
 */
export function pageViewBuffer(db: Db, log: FastifyBaseLogger, intervalMs: number, limits: Config['pageViews']): PageViewBuffer {
  let pending: PageView[] = [];
  let dropped = 0;
  let limited = 0;
  let writing: Promise<void> = Promise.resolve();
  const visitors = new TokenBuckets(limits.perVisitorPerMinute, limits.perVisitorPerMinute, MAX_VISITORS);
  // One address over all portals (slugs made up to dodge the first limit): ten portals' worth.
  const addresses = new TokenBuckets(limits.perVisitorPerMinute * 10, limits.perVisitorPerMinute * 10, MAX_VISITORS);
  const portals = new TokenBuckets(limits.perPortalPerMinute, limits.perPortalPerMinute, MAX_PORTALS);
  const visits = new RecentKeys(limits.visitWindowMinutes * 60_000, MAX_VISITORS);

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
    if (limited) {
      log.info({ limited }, 'page views dropped: over the limit of an address or a portal');
      limited = 0;
    }
  };
  const flush = () => (writing = writing.then(write));
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  // Batches of the oldest rows per portal (the (portal_id, type, at) index), so no statement runs long.
  const prune = async () => {
    let total = 0;
    for (;;) {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          delete from ${portalEvents} e
           using (select old.id
                    from portals p
                   cross join lateral (
                         select v.id from ${portalEvents} v
                          where v.portal_id = p.id and v.type = 'page.viewed'
                            and v.at < now() - make_interval(days => ${limits.retentionDays})
                          order by v.at limit ${PRUNE_BATCH}) old
                   limit ${PRUNE_BATCH}) doomed
           where e.id = doomed.id
          returning e.id`),
      );
      total += rows.length;
      if (rows.length < PRUNE_BATCH) return total;
    }
  };
  const pruneSafely = () =>
    prune()
      .then((n) => n && log.info({ deleted: n, retentionDays: limits.retentionDays }, 'old page views deleted'))
      .catch((error: unknown) => log.warn({ err: error }, 'old page views could not be deleted'));
  // A minute after start, then hourly; every process may run it (the deletes do not conflict).
  const firstPrune = setTimeout(() => void pruneSafely(), 60_000);
  firstPrune.unref();
  const pruneTimer = setInterval(() => void pruneSafely(), HOUR);
  pruneTimer.unref();

  return {
    admitVisitor(ip, portalKey) {
      if (visitors.take(`${ip} ${portalKey.toLowerCase()}`) && addresses.take(ip)) return true;
      limited++;
      return false;
    },
    admitPortal(portalId) {
      if (portals.take(portalId)) return true;
      limited++;
      return false;
    },
    newVisit: (visitor, portalId) => visits.fresh(`${visitor} ${portalId}`),
    prune,
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
      clearInterval(pruneTimer);
      clearTimeout(firstPrune);
      await flush();
    },
  };
}
