import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [
    react(),
    // Brotli and gzip copies beside each text asset above 1 kB; the server sends the one the browser
    // accepts (server/core/client.routes.ts, @fastify/static preCompressed). Source maps stay as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: [/\.(js|mjs|css|html|svg|json)$/], threshold: 1024 }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route loads (`npm run bench` sums what /auth/login needs).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Two apps from one build: the builder (index.html) and the published portal (portal.html, a bundle of its own).
      input: { main: path.resolve(import.meta.dirname, 'index.html'), portal: path.resolve(import.meta.dirname, 'portal.html') },
      // Both are pure: Chakra's defineConfig is the identity (without this its unused
      // `defaultThemeConfig` keeps every recipe in the entry chunk, though theme.ts imports only
      // sign-in's), and zag's createAnatomy builds an object (unused anatomies can go).
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API and GraphQL come from the server running beside Vite.
    proxy: { '/v1': server, '/graphql': server, '/healthz': server, '/readyz': server },
  },
});
