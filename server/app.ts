import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { findRoot, isEmbedded, rowsOf, type Database } from '../db/index.js';
import { recoverImports } from './modules/database/database.import-batches.js';
import { sql } from 'drizzle-orm';
import { useDatabaseZones } from './core/validation.js';
import type { Config } from './core/config.js';
import type { Caller, Ctx, Deps } from './core/context.js';
import { createApollo } from './core/graphql/apollo.js';
import { registerGraphqlRoute } from './core/graphql/fast-path.js';
import { idePage, registerIdeCsp } from './core/graphql/ide.js';
import { loadAllowList } from './core/graphql/persisted.js';
import { registerSchemaDownload } from './core/graphql/sdl.js';
import { buildGraphqlSchema } from './core/graphql/schema.js';
import { sendError } from './core/http-errors.js';
import { startJobQueue, type JobDeps, type JobQueue } from './core/jobs.js';
import type { PageViewBuffer } from './core/page-views.js';
import { pageViewBuffer } from './modules/event/event.views.js';
import { createMailer, mailJob, type Mailer } from './core/mail.js';
import { clientRoutes } from './core/client.routes.js';
import { EMBED_HOSTS } from './modules/page/page.rules.js';
import { siteBoot } from './modules/page/page.site.js';
import { fileRoutes } from './core/files.routes.js';
import { bookingSiteCsp, portalSiteCsp, registerSecurityHeaders } from './core/security-headers.js';
import { registerTenantGate } from './core/tenant-gate.js';
import { registerInputGuard } from './core/input-guard.js';
import { heavyWork } from './core/heavy-work.js';
import { createLocalStorage, type Storage } from './core/storage.js';
import { registerApiKeyLimits } from './core/api-key-usage.js';
import { resolveCaller } from './modules/auth/auth.service.js';
import { jobDefinitions, operations, registerRestApi, resolvers } from './modules/index.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Tests pass their own (a real SMTP peer); otherwise SMTP_URL or the local outbox. */
  mailer?: Mailer;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT = 1024 * 1024;

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Chakra (emotion) inserts style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // A client that never finishes sending (slow headers, a body that stops) is cut off with 408,
    // checked every second; an idle keep-alive connection is closed after 5 s.
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
          keepAliveTimeout: 5_000,
          connectionsCheckingInterval: 1_000,
        },
        handler,
      ),
  });

  // Each route's answer serializer (fast-json-stringify) is compiled on the route's first answer, not
  // at start-up: compiling all of them took a tenth of `npm start` (bench/README.md, "Start-up").
  app.setSerializerCompiler(({ schema }) => {
    let stringify: ((data: unknown) => string) | undefined;
    return (data) => (stringify ??= fastJson(schema as Parameters<typeof fastJson>[0]))(data);
  });

  const jobDeps = {
    // Jobs have no request's time budget (a sort index on a million records takes a while).
    db: database.backgroundDb,
    config,
    log: app.log,
    storage: options.storage ?? createLocalStorage(path.join(config.dataDir, 'files')),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
  };
  // Zones are accepted only when both Node and PostgreSQL know them (core/validation.ts, isTimeZone).
  // Read once at start, without a request's time budget (the catalogue view is slow on a busy machine).
  useDatabaseZones(
    rowsOf<{ name: string }>(await database.backgroundDb.execute(sql`select name from pg_timezone_names`)).map((r) => r.name),
  );
  const jobs = await startJobQueue({ database, deps: jobDeps, definitions: [mailJob, ...jobDefinitions] });
  app.decorate('jobs', jobs);
  (jobDeps as JobDeps).jobs = jobs;
  // Stopped before the database closes (main.ts closes it after app.close()).
  app.addHook('onClose', () => jobs.stop());
  const { mailer: _transport, ...shared } = jobDeps;
  const pageViews = pageViewBuffer(database.db, app.log, 1000, config.pageViews);
  app.decorate('pageViews', pageViews);
  app.addHook('onClose', () => pageViews.stop());
  const deps: Deps = { ...shared, db: database.db, jobs, heavy: heavyWork(config.heavyConcurrency), pageViews };

  // The API speaks JSON (and, later, multipart): a text/plain body is answered 415 → a clear 400.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const token = bearerToken(request.headers.authorization);
    let caller: Promise<Caller> | undefined;
    request.ctx = {
      ...deps,
      log: request.log,
      requestId: request.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      token,
      caller: () => (caller ??= resolveCaller(deps, token)),
      cookie: (name) => request.cookies?.[name],
      setCookie: (name, value, maxAgeSeconds) =>
        void reply.setCookie(name, value, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: maxAgeSeconds,
        }),
    };
  });

  // Cookies: the magic link's verifier (customer/customer.operations.ts) and the builder's known-device mark
  // (auth/auth.device.ts); sessions are bearer tokens.
  await app.register(cookie);
  const helmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: CSP }, crossOriginEmbedderPolicy: false };
  registerSecurityHeaders(app, helmetOptions);
  // GET /graphql from a browser: the GraphQL sandbox (core/graphql/ide.ts), with the policy it needs.
  registerIdeCsp(app, helmetOptions);

  // Answers above 1 kB (JSON, GraphQL, pages) go out brotli- or gzip-compressed when the browser
  // takes it, at a quick level (bench/README.md); the built assets are compressed at build time.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // 2 MB unless a route asks for more: the CSV import (50 MB) and record files (10 MB) pass their own
  // limits to request.parts(), and read the file as a stream.
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });

  await fileRoutes(app, deps.storage);
  registerInputGuard(app);
  registerApiKeyLimits(app);
  registerTenantGate(app, config.tenantGate);

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      // Queued, running and failed-for-good jobs per queue: a growing `queued` means no worker keeps up.
      return { status: 'ready', database: database.kind, jobs: await jobs.counts() };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', reason: 'The database does not answer.' });
    }
  });

  await registerRestApi(app);

  const schema = await buildGraphqlSchema(resolvers, operations);
  // PORTICO_GRAPHQL_VERIFY=1 (the tests): every query is answered both ways and the answers compared.
  const verify = config.graphqlVerify;
  const allowList = config.graphqlAllowList.enabled ? loadAllowList(findRoot(), schema, config.graphqlAllowList.extraFile) : undefined;
  const { apollo, jit, pageCost } = createApollo(schema, { compileOnFirstRun: verify, idePage: idePage(config.clientDir), allowList });
  await apollo.start();
  await app.register(fastifyApolloDrainPlugin, apollo as never);
  registerGraphqlRoute(app, { apollo, jit, pageCost, verify });
  registerSchemaDownload(app, schema);

  await clientRoutes(app, config, database.db, {
    loadSite: siteBoot,
    csp: portalSiteCsp(
      helmetOptions,
      EMBED_HOSTS.map((e) => e.host),
    ),
    bookingCsp: bookingSiteCsp(helmetOptions),
  });
  // The job queue started beside all of the above; no request comes in before it runs (a request
  // that enqueues inside a transaction on the embedded database would wait on pg-boss's start).
  await jobs.ready;
  // An import the last embedded server stopped in the middle of is undone (database.import-batches.ts).
  if (isEmbedded(database.db)) await recoverImports(deps);

  app.addHook('onClose', async () => {
    await apollo.stop().catch(() => {});
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests wait on `app.jobs.drain()`). */
    jobs: JobQueue;
    /** Page views waiting to be written (tests call `app.pageViews.flush()`). */
    pageViews: PageViewBuffer;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
