import 'reflect-metadata';
import { openDatabase } from '../db/index.js';
import { buildApp } from './app.js';
import { loadConfig } from './core/config.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir + '/pglite',
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Portico is up on ${config.appUrl} (database: ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite in ' + config.dataDir})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
