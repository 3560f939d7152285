import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Config } from './config.js';
import type { HeavyWork } from './heavy-work.js';
import type { JobQueue } from './jobs.js';
import type { PageViewBuffer } from './page-views.js';
import type { Storage } from './storage.js';

/**
 * Who is asking, resolved from the bearer token (auth.service.ts resolveCaller; a customer's token,
 * known by its prefix, in customer/customer.auth.ts resolveCustomer). Each access helper decides for
 * every kind:
 * - builder: a signed-in member of workspaces (core/access.ts);
 * - customer: someone signed in to one portal, never a builder (core/customer-access.ts);
 * - a builder with `key`: a workspace's API key (modules/apikey). It acts through a user row of its
 *   own (kind API_KEY), a member of that one workspace, so every tenancy check holds for it as for
 *   a teammate; what it may call is limited by its scopes, checked where each operation declares
 *   its access (core/operations.ts checkCaller), never in a handler.
 */
export type Caller =
  /** `staleKey`: the token was an API key that no longer works (revoked, expired, or never issued). */
  | { kind: 'anonymous'; staleKey?: true }
  | { kind: 'builder'; user: UserRow; sessionId: string; sessionExpiresAt: Date; key?: ApiKeyGrant }
  | { kind: 'customer'; portalId: string; workspaceId: string; customerId: string; sessionId: string; sessionExpiresAt: Date };

/** What an API key may do: its workspace, its scopes (`database:read` …) and its per-minute limits. */
export interface ApiKeyGrant {
  id: string;
  name: string;
  workspaceId: string;
  scopes: readonly string[];
  requestsPerMinute: number;
  costPerMinute: number;
}

export type CallerKind = Caller['kind'];

/** What the server shares with every service call. */
export interface Deps {
  db: Db;
  config: Config;
  /** Work that outlives the request (mail goes only this way: core/mail.ts queueMail). */
  jobs: JobQueue;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Whole-collection reads take turns (core/heavy-work.ts). */
  heavy: HeavyWork;
  /** Page views gathered and written in batches (modules/event/event.views.ts). */
  pageViews: PageViewBuffer;
}

/**
 * The first argument of every service function: the dependencies, the request's facts and the
 * caller (resolved from the bearer token once per request, on first use).
 */
export interface Ctx extends Deps {
  requestId: string;
  ip: string;
  userAgent?: string;
  token?: string;
  caller(): Promise<Caller>;
  /** A cookie of this request (HTTP requests only, REST and GraphQL alike). */
  cookie?(name: string): string | undefined;
  /** Sets an HttpOnly, SameSite=Lax cookie on the answer, for the whole site (HTTP requests only). */
  setCookie?(name: string, value: string, maxAgeSeconds: number): void;
}

const readsOfRequest = new WeakMap<Ctx, Map<string, Promise<unknown>>>();

/**
 * A read asked several times in one request (a GraphQL query aliasing the same field fifteen times)
 * is made once and its answer shared. Only for queries: a mutation may change what was read.
 */
export function oncePerRequest<T>(ctx: Ctx, key: string, read: () => Promise<T>): Promise<T> {
  let reads = readsOfRequest.get(ctx);
  if (!reads) readsOfRequest.set(ctx, (reads = new Map()));
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) reads.set(key, (pending = read()));
  return pending;
}
