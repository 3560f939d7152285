import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/helpers/sequencer.js';

// graphql 16 has no `exports`: without this Node and Vite load two copies (STACK.md pitfall 3).
const alias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

/**
 * Three files at once on this 2-core machine: a file waits on PostgreSQL, on a timer or on a child
 * process for much of its time, and vitest's default (one less than the cores) left a core idle.
 */
const WORKERS = Number(process.env.VITEST_WORKERS ?? 3);

/**
 * Files that measure time (a request's wait, a drain's deadline, a killed server's restart): they run
 * after the rest, two at a time, so the suite's own files do not crowd them. Their assertions allow
 * for a busy machine; running them apart keeps the margins wide.
 */
const TIMING = [
  'tests/server/fairness.test.ts',
  'tests/server/embedded-stall.test.ts',
  'tests/server/http-timeouts.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/jobs-restart.test.ts',
  'tests/server/token-buckets.test.ts',
  // A 50,000-row import beside another tenant's reads, which must answer within a second.
  'tests/server/import-batches.test.ts',
];
/**
 * The tenancy matrix in full on PostgreSQL; on PGlite one part of three (tenancy/harness.ts deals the
 * operations round-robin, so the part spans every domain): the statements are the same on both, and
 * the full matrix on the embedded database cost two minutes of every run. MATRIX_FULL=1 runs it all,
 * and the API-layer files below.
 */
const PGLITE_SKIPS = process.env.MATRIX_FULL
  ? []
  : [
      'tests/server/tenancy-matrix-2.test.ts',
      'tests/server/tenancy-matrix-3.test.ts',
      // The two APIs compared with each other, and each route against its contract: what they check is
      // the API layer, the same over either database (the statements beneath run on PGlite in the
      // domains' own files). A minute and a half of every run on the embedded database.
      'tests/server/parity.test.ts',
      'tests/server/openapi.test.ts',
    ];

const serverProject = (name: string, db: 'pglite' | 'postgres', part: 'main' | 'timing') => ({
  resolve: { alias },
  test: {
    name: part === 'main' ? name : `${name}:timing`,
    include: part === 'main' ? ['tests/server/**/*.test.ts'] : TIMING,
    exclude: part === 'main' ? [...TIMING, ...(db === 'pglite' ? PGLITE_SKIPS : [])] : [],
    environment: 'node',
    // Every GraphQL query is answered through Apollo and through the fast path, and the two compared.
    env: { TEST_DB: db, PORTICO_GRAPHQL_VERIFY: '1' },
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks' as const,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { groupOrder: part === 'main' ? 0 : 1 },
    // A worker keeps the server's modules loaded from one file to the next (each file still builds its
    // own app on its own database): re-importing them per file was a third of the suite's CPU. The
    // timing files, which start and kill servers, keep a fresh worker each.
    isolate: part === 'timing',
    // Two timing files at once, against three files of the rest.
    maxWorkers: part === 'timing' ? 2 : WORKERS,
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.warn('\n!!! TEST_DATABASE_URL is not set: server tests run on the embedded PGlite only, not on PostgreSQL. !!!\n');
}

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFirst },
    projects: [
      serverProject('server:pglite', 'pglite', 'main'),
      ...(withPostgres ? [serverProject('server:postgres', 'postgres', 'main')] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          // As the server's: a file's first test pays for its imports, slow on a busy machine.
          testTimeout: 60_000,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      serverProject('server:pglite', 'pglite', 'timing'),
      ...(withPostgres ? [serverProject('server:postgres', 'postgres', 'timing')] : []),
    ],
  },
});
