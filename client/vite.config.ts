import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    // `npm run dev`: the API and GraphQL come from the server running beside Vite.
    proxy: { '/v1': server, '/graphql': server, '/healthz': server, '/readyz': server },
  },
});
