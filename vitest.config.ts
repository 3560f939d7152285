import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// graphql 16 has no `exports`: without this Node and Vite load two copies (STACK.md pitfall 3).
const alias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    // Every GraphQL query is answered through Apollo and through the fast path, and the two compared.
    env: { TEST_DB: db, PORTICO_GRAPHQL_VERIFY: '1' },
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks' as const,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.warn('\n!!! TEST_DATABASE_URL is not set: server tests run on the embedded PGlite only, not on PostgreSQL. !!!\n');
}

export default defineConfig({
  test: {
    projects: [
      serverProject('server:pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server:postgres', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
    ],
  },
});
