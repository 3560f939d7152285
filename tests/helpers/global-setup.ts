import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/index.js';
import { installJobSchema } from '../../server/core/jobs.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run: a PGlite dump (loading one takes ~1 s against ~6 s for a
 * fresh instance), or on PostgreSQL a template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  // One template per project (server:postgres and server:postgres:timing each make their own).
  const suffix = project.name.replace(/\W+/g, '_');
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `portico_tpl_${process.pid}_${suffix}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.unsafe(`create database "${template}"`);
    const database = await openDatabase({ url: withDatabase(url, template), poolMax: 1 });
    await database.migrate();
    await installJobSchema(database);
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      const leftovers = await admin<
        { datname: string }[]
      >`select datname from pg_database where datname like ${`portico_t_${process.pid}_%`}`;
      for (const { datname } of leftovers) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      await admin.unsafe(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await installJobSchema(database);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(os.tmpdir(), `portico-pglite-template-${process.pid}-${suffix}.tgz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
