import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from './context.js';
import { AppError } from './errors.js';
import { sendError } from './http-errors.js';

/**
 * A tenant cannot hold more than its share of the database while others wait. Each API request
 * (/v1, /graphql) runs under a permit of its tenant — the builder's current workspace, a customer's
 * portal, or an anonymous caller's IP. While any other tenant has a request running or waiting, a
 * tenant has at most `share` requests running at once; alone on the server it may run up to
 * `burst`, so a single busy tenant keeps every core and connection working (the gate conserves
 * work). The next ones wait their turn in order (a page's dozen parallel loads just queue for
 * milliseconds), and past `queue` waiting the request is refused with RATE_LIMITED at once. When
 * another tenant arrives, the busy one gets no new permit until it is back under its share: a
 * request holds at most one pool connection at a time, so from then on it never holds more than
 * `share` of the pool's connections, however heavy its requests are. And while another tenant is
 * active, a tenant's requests beyond the one it has in flight are paced (`pace`): after a burst,
 * one start per interval, so that a flood of cheap requests cannot take the cores from a tenant
 * reading one page after another.
 */
export interface TenantGateOptions {
  /** Requests of one tenant running at once while other tenants are active. */
  share: number;
  /** Requests of one tenant running at once while it is the only active tenant (at least `share`). */
  burst?: number;
  /** Requests of one tenant waiting; beyond them RATE_LIMITED. */
  queue: number;
  /**
   * While another tenant is active, the requests one tenant may start per second, after a burst of
   * `pace.burst` at once (a page's dozen loads never wait); the next wait for their time. Unset: no pacing.
   */
  pace?: { perSecond: number; burst: number };
}

interface Lane {
  running: number;
  waiting: Array<() => void>;
  /** Requests waiting for their paced start time. */
  paced: number;
  /** When the tenant's next paced request may start (GCRA's theoretical arrival time), in ms. */
  tat: number;
  /** When its last request ended, while none runs or waits (0 while busy). */
  idleSince: number;
}

/**
 * A tenant counts as active for this long after its last request ended: someone reading a page
 * sends one request after another, and is still there between them.
 */
const LINGER_MS = 500;

const tooMany = () =>
  new AppError(
    'RATE_LIMITED',
    'Too many requests at once from your workspace. Wait for the ones running to finish, then try again.',
    undefined,
    1,
  );

export function tenantKey(caller: Caller, ip: string): string {
  switch (caller.kind) {
    case 'builder':
      return `workspace:${caller.user.currentWorkspaceId ?? caller.user.id}`;
    case 'customer':
      return `portal:${caller.portalId}`;
    default:
      return `ip:${ip}`;
  }
}

export function registerTenantGate(app: FastifyInstance, options: TenantGateOptions) {
  const lanes = new Map<string, Lane>();
  // Lanes idle for longer than LINGER_MS go; until then they count as active tenants.
  const sweep = setInterval(() => {
    const before = performance.now() - LINGER_MS;
    let gone = false;
    for (const [key, lane] of lanes) {
      if (lane.idleSince !== 0 && lane.idleSince < before) gone = lanes.delete(key);
    }
    // A tenant left alone may run up to its burst again.
    if (gone) pump();
  }, LINGER_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const burst = Math.max(options.share, options.burst ?? options.share);
  // The lane of each request holding a permit; deleted when the permit is given back.
  const holding = new WeakMap<FastifyRequest, string>();
  // Active lanes (running, waiting, or idle for under LINGER_MS): another tenant is active when there are two or more.
  const limit = () => (lanes.size > 1 ? options.share : burst);
  // Lanes with requests waiting (few: a lane waits only past its share).
  const queued = new Set<Lane>();

  // Pacing as GCRA: one start per `interval` ms, with `tolerance` ms of credit (the burst).
  const pace = options.pace && {
    interval: 1000 / options.pace.perSecond,
    tolerance: (1000 / options.pace.perSecond) * Math.max(0, options.pace.burst - 1),
  };
  const paceWait = (lane: Lane): number => {
    const now = performance.now();
    const at = Math.max(lane.tat, now);
    lane.tat = at + pace!.interval;
    return at - pace!.tolerance - now;
  };

  const release = (request: FastifyRequest) => {
    const key = holding.get(request);
    if (key === undefined) return;
    holding.delete(request);
    const lane = lanes.get(key)!;
    lane.running--;
    if (lane.running === 0 && lane.waiting.length === 0 && lane.paced === 0) lane.idleSince = performance.now();
    pump();
  };

  // Permits pass straight to the next in line, up to each lane's limit.
  const pump = () => {
    const max = limit();
    for (const other of queued) {
      while (other.waiting.length > 0 && other.running < max) {
        other.running++;
        other.waiting.shift()!();
      }
      if (other.waiting.length === 0) queued.delete(other);
    }
  };

  app.addHook('preHandler', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/v1/') && !url.startsWith('/graphql')) return;
    if (url.startsWith('/graphql') && request.method !== 'POST') return; // the IDE's page and files
    const key = tenantKey(await request.ctx.caller(), request.ip);
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { running: 0, waiting: [], paced: 0, tat: 0, idleSince: 0 }));
    lane.idleSince = 0;
    // Paced: a tenant with requests already in flight while another tenant is active. One request
    // at a time (someone reading page after page) is never paced: it cannot hold more than one turn.
    const busy = lane.running + lane.waiting.length + lane.paced > 0;
    const wait = pace && busy && lanes.size > 1 ? paceWait(lane) : 0;
    if (wait > 0) {
      if (lane.paced + lane.waiting.length >= options.queue) {
        lane.tat -= pace!.interval;
        return sendError(tooMany(), request, reply);
      }
      lane.paced++;
      await new Promise((resolve) => setTimeout(resolve, wait));
      lane.paced--;
    }
    if (lane.running < limit()) {
      lane.running++;
    } else {
      if (lane.paced + lane.waiting.length >= options.queue) return sendError(tooMany(), request, reply);
      queued.add(lane);
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    }
    holding.set(request, key);
    // The client may have gone while it waited: give the permit on at once.
    if (request.raw.destroyed) release(request);
  });
  // Whichever comes first: the answer is sent, or the client goes away.
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
