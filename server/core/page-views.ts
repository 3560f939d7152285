/**
 * Where the published portal's page views wait to be written in batches (modules/event/event.views.ts
 * implements it; app.ts makes one per server). Here so that the request context can carry it.
 */
export interface PageView {
  portalId: string;
  customerId: string | null;
  path: string;
  pageId: string | null;
  entry: boolean;
  at: Date;
}

export interface PageViewBuffer {
  /**
   * Whether one more view may be counted now: from this address to this portal (`portalKey`, its slug
   * as asked, checked before any database work), then for the portal from everyone. Per process,
   * bounded in memory (core/token-buckets.ts).
   */
  admitVisitor(ip: string, portalKey: string): boolean;
  admitPortal(portalId: string): boolean;
  /** Whether a visit `visitor` (a customer id, or an address) began counts: at most once per VISIT_WINDOW_MINUTES. */
  newVisit(visitor: string, portalId: string): boolean;
  /** Queues a view; false when too many wait and it was dropped. */
  add(view: PageView): boolean;
  /** Writes what is pending now (tests, shutdown). */
  flush(): Promise<void>;
  /** Deletes page views older than the retention (the roll-ups stay); answers how many. Runs hourly. */
  prune(): Promise<number>;
  stop(): Promise<void>;
}
