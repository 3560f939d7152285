import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Config } from './config.js';
import { bookingSiteRoutes } from './booking-site.routes.js';
import { portalSiteRoutes, type SiteLoader } from './portal-site.routes.js';

/**
 * The built client (dist/client) and the answer to every unknown path: a page route of the client
 * gets index.html (the client's router takes over), anything else a 404 in the API's shape.
 */
export async function clientRoutes(
  app: FastifyInstance,
  config: Config,
  db: Db,
  published: { loadSite?: SiteLoader; csp?: string; bookingCsp?: string } = {},
): Promise<void> {
  const site = await portalSiteRoutes(app, config, db, published);
  await bookingSiteRoutes(app, config, published.bookingCsp);
  app.setNotFoundHandler((request, reply) => {
    // On a portal's sub-domain every page is the published portal's, never the builder's.
    const subDomain = site.forHost(request.headers.host);
    if (subDomain && wantsPage(request)) return site.serve(reply, subDomain, request.url);
    return notFound(request, reply, config);
  });
  if (fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (client/vite.config.ts): sent as they are,
      // found beside the file each request asks for (no routes of their own: fewer to set up at start).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
}

function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0]!;
  return (
    request.method === 'GET' && !url.startsWith('/v1/') && !url.startsWith('/assets/') && !url.startsWith('/files/') && !path.extname(url)
  );
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function notFound(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const url = request.url.split('?')[0]!;
  if (wantsPage(request)) {
    if (fs.existsSync(path.join(config.clientDir, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.clientDir);
    }
    return reply
      .code(503)
      .type('text/plain')
      .send('The Portico client is not built yet. Run `npm run build` (npm start does it for you), or `npm run dev` for hot reload.');
  }
  // A /v1 path that exists under other methods: 405 with the methods it has (RFC 9110 §15.5.6).
  const allowed: string[] = url.startsWith('/v1/') ? METHODS.filter((method) => request.server.hasRoute({ method, url })) : [];
  if (allowed.length) {
    if (allowed.includes('GET')) allowed.push('HEAD');
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({
        success: false,
        code: 'BAD_USER_INPUT',
        message: `${url} does not take ${request.method}: use ${allowed.filter((m) => m !== 'HEAD').join(', ')}.`,
      });
  }
  return reply.code(404).send({
    success: false,
    code: 'NOT_FOUND',
    message: `There is no ${request.method} ${url}. Check the path and the method.`,
  });
}
