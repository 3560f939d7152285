import fs from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/index.js';
import { withDatabase } from './global-setup.js';

export const dbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

let counter = 0;

/** A fresh, migrated database for one test file: PGlite from the dump, or a PostgreSQL copy of the template. */
export async function openTestDatabase(options: { statementTimeoutMs?: number } = {}): Promise<Database> {
  if (dbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `portico_t_${process.ppid}_${process.pid}_${counter++}_${Date.now() % 100000}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    // Copying a template fails while another copy of it is being made; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.unsafe(`create database "${name}" template "${inject('postgresTemplate')}"`);
        break;
      } catch (error) {
        if (attempt > 40 || !String((error as Error).message).includes('being accessed')) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const database = await openDatabase({ url: withDatabase(url, name), poolMax: 5, ...options });
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
    return database;
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}
