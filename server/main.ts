import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../db/index.js';
import { buildApp } from './app.js';
import { loadConfig } from './core/config.js';

/** Past this, a shutdown that hangs is cut short (exit code 1); in-flight requests and jobs have had their time. */
const SHUTDOWN_LIMIT_MS = 30_000;

let app: FastifyInstance | undefined;
let database: Database | undefined;
let closing: Promise<void> | undefined;

/**
 * SIGINT (Ctrl-C) and SIGTERM: stop taking requests (new ones get 503), let those in flight finish
 * and the job queue hand back its work (app.close), then close the database — PGlite writes its
 * last pages and shuts down — and only then leave. Installed before anything opens, so a signal
 * during start-up also waits for the database to close. A second signal says it is on its way.
 */
function shutdown(signal: string) {
  const log = (message: string, extra: object = {}) =>
    app ? app.log.info({ signal, ...extra }, message) : console.log(`${message} (${signal})`);
  if (closing) return log('already shutting down; waiting for the database to close');
  log('shutting down');
  const force = setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; leaving without waiting further.`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  closing = (async () => {
    let code = 0;
    try {
      await app?.close();
    } catch (error) {
      code = 1;
      console.error('Closing the server failed:', error);
    }
    try {
      await database?.close();
    } catch (error) {
      code = 1;
      console.error('Closing the database failed:', error);
    }
    log('stopped', { code });
    clearTimeout(force);
    process.exit(code);
  })();
}

async function main() {
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const config = loadConfig();
  database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir + '/pglite',
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  if (closing) return;
  await database.migrate();
  if (closing) return;
  app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
  });
  if (closing) return;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Portico is up on ${config.appUrl} (database: ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite in ' + config.dataDir})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
