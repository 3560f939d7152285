import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from './context.js';
import { AppError } from './errors.js';
import { sendError } from './http-errors.js';

/**
 * A tenant cannot hold more than its share of the database while others wait. Each API request
 * (/v1, /graphql) runs under a permit of its tenant — the builder's current workspace, a customer's
 * portal, or an anonymous caller's IP — and a tenant has at most `share` requests running at once;
 * the next ones wait their turn in order (a page's dozen parallel loads just queue for
 * milliseconds), and past `queue` waiting the request is refused with RATE_LIMITED at once. A
 * request holds at most one pool connection at a time, so one tenant never holds more than `share`
 * of the pool's connections, however heavy its requests are.
 */
export interface TenantGateOptions {
  /** Requests of one tenant running at once. */
  share: number;
  /** Requests of one tenant waiting; beyond them RATE_LIMITED. */
  queue: number;
}

interface Lane {
  running: number;
  waiting: Array<() => void>;
}

export function tenantKey(caller: Caller, ip: string): string {
  switch (caller.kind) {
    case 'builder':
      return `workspace:${caller.user.currentWorkspaceId ?? caller.user.id}`;
    case 'customer':
      return `portal:${caller.portalId}`;
    case 'apiKey':
      return `workspace:${caller.workspaceId}`;
    default:
      return `ip:${ip}`;
  }
}

export function registerTenantGate(app: FastifyInstance, options: TenantGateOptions) {
  const lanes = new Map<string, Lane>();
  // The lane of each request holding a permit; deleted when the permit is given back.
  const holding = new WeakMap<FastifyRequest, string>();

  const release = (request: FastifyRequest) => {
    const key = holding.get(request);
    if (key === undefined) return;
    holding.delete(request);
    const lane = lanes.get(key)!;
    const next = lane.waiting.shift();
    if (next) return next(); // the permit passes straight to the next in line
    lane.running--;
    if (lane.running === 0) lanes.delete(key);
  };

  app.addHook('preHandler', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/v1/') && !url.startsWith('/graphql')) return;
    if (url.startsWith('/graphql') && request.method !== 'POST') return; // the IDE's page and files
    const key = tenantKey(await request.ctx.caller(), request.ip);
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { running: 0, waiting: [] }));
    if (lane.running < options.share) {
      lane.running++;
    } else {
      if (lane.waiting.length >= options.queue) {
        const busy = new AppError(
          'RATE_LIMITED',
          'Too many requests at once from your workspace. Wait for the ones running to finish, then try again.',
          undefined,
          1,
        );
        return sendError(busy, request, reply);
      }
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
