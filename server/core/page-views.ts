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
  /** Queues a view; false when too many wait and it was dropped. */
  add(view: PageView): boolean;
  /** Writes what is pending now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}
