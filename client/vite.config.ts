import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Each chunk's static imports, as the build writes them: a dynamic import need not list, among the
 * chunks to fetch beside it, those its importer already loaded (React, React DOM, Chakra's core for
 * the sign-in entry). Listed, they cost the sign-in page bytes for nothing.
 */
const staticImports = new Map<string, string[]>();
function loadedWith(host: string, seen = new Set<string>()): Set<string> {
  for (const dep of staticImports.get(host) ?? []) if (!seen.has(dep)) loadedWith(dep, seen.add(dep));
  return seen;
}

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [
    react(),
    {
      name: 'portico:static-imports',
      enforce: 'pre',
      // Before Vite's own generateBundle writes the preload lists (at renderChunk the names are placeholders).
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') staticImports.set(chunk.fileName, chunk.imports);
      },
    },
    // Brotli and gzip copies beside each text asset above 1 kB; the server sends the one the browser
    // accepts (server/core/client.routes.ts, @fastify/static preCompressed). Source maps stay as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: [/\.(js|mjs|css|html|svg|json)$/], threshold: 1024 }),
  ],
  build: {
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = loadedWith(hostId);
        return deps.filter((d) => !loaded.has(d));
      },
    },
    outDir: path.resolve(import.meta.dirname, '../dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route loads (`npm run bench` sums what /auth/login needs).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Three apps from one build: the builder (index.html), the published portal (portal.html, a bundle of its
      // own) and the GraphQL sandbox at GET /graphql (graphiql.html: GraphiQL and Monaco, loaded by no other page).
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        portal: path.resolve(import.meta.dirname, 'portal.html'),
        // The public booking pages at /book/* (server/core/booking-site.routes.ts): plain React and fetch.
        booking: path.resolve(import.meta.dirname, 'booking.html'),
        graphiql: path.resolve(import.meta.dirname, 'graphiql.html'),
      },
      // Both are pure: Chakra's defineConfig is the identity (without this its unused
      // `defaultThemeConfig` keeps every recipe in the entry chunk, though theme.ts imports only
      // sign-in's), and zag's createAnatomy builds an object (unused anatomies can go).
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      output: {
        // React DOM and React Router in one chunk, as they were before the sandbox (which has no router)
        // became an entry: split in two, the sign-in page and the portal paid about a kilobyte more.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
            // Chakra's Stack and the small utils its recipes use stay in one chunk, as the first screens load
            // them together: left to itself the splitter cut them apart once the services screens used their
            // parts apart, and the sign-in page paid 0.8 kB of chunk overhead. (Emotion is left where the
            // splitter puts it: moving it changed the order styles are inserted in, and a grid menu's clicks.)
            {
              name: 'stack',
              test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](utils[\\/]|components[\\/]stack[\\/])/,
              priority: 1,
            },
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler|react-router[\\/]dist[\\/]\w+[\\/]chunk-)|vite\/(preload-helper|modulepreload-polyfill)|session[\\/]storage/,
              priority: 1,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's files start with "use no memo", a directive only the React Compiler reads: nothing is lost.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API and GraphQL come from the server running beside Vite.
    proxy: {
      '/v1': server,
      // A browser opening /graphql gets the sandbox from Vite (hot reload); its queries go to the server.
      '/graphql': {
        target: server,
        // Only /graphql itself: /graphql/schema.graphql (the SDL) goes to the server even from a browser.
        bypass: (req) =>
          req.method === 'GET' && /^\/graphql\/?(\?|$)/.test(req.url ?? '') && req.headers.accept?.includes('text/html')
            ? '/graphiql.html'
            : undefined,
      },
      '/healthz': server,
      '/readyz': server,
    },
  },
});
