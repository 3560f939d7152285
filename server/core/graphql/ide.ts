import fs from 'node:fs/promises';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Ctx } from '../context.js';
import { securityHeaders } from '../security-headers.js';

/**
 * `GET /graphql` from a browser: Portico's GraphQL sandbox, GraphiQL 5 hosted in a page of our own
 * (client/graphiql.html and client/src/graphiql/, a third entry of the client's Vite build). It runs
 * the builder's queries with the session the app keeps (an `Authorization` header typed in its Headers
 * tab wins: that is how a developer tries an API key, `Bearer pk_…`), offers the app's own operations as
 * examples, and loads nothing from another host (Monaco and its workers are files of the build).
 *
 * Why not Altair any more: it keeps its own state and headers in IndexedDB (a stale token there would
 * shadow the builder's session), has accounts and an AI assistant to configure away, and renders as an
 * app of its own; GraphiQL is the GraphQL Foundation's IDE, a React component we can give our banner,
 * fetcher, examples, title and lang.
 */
export const IDE_PAGE = 'graphiql.html';

/** Without a built client (server tests, a fresh clone): a page that says so; POST /graphql works all the same. */
export const IDE_NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>GraphQL sandbox · Portico</title><meta name="robots" content="noindex" />
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:30rem;padding:2.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px}h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5;margin:0 0 .5rem}</style></head>
<body><main><h1>The GraphQL sandbox is not built yet</h1><p>Run <code>npm run build</code> (<code>npm start</code> does it for you), or <code>npm run dev</code> and open it through Vite.</p>
<p>The API itself answers at <code>POST /graphql</code>.</p></main></body></html>`;

/** With GRAPHQL_ALLOW_LIST=1 only registered operations run: no introspection, so no sandbox. */
export const IDE_OFF = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>GraphQL sandbox · Portico</title><meta name="robots" content="noindex" />
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:30rem;padding:2.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px}h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5;margin:0 0 .5rem}</style></head>
<body><main><h1>The GraphQL sandbox is off on this server</h1><p>It runs only registered operations (<code>GRAPHQL_ALLOW_LIST=1</code>): the Portico app's own and those its operator added. Introspection is off too.</p>
<p>The schema is at <a href="/graphql/schema.graphql">/graphql/schema.graphql</a>; the REST API's reference at <a href="/v1/docs">/v1/docs</a>.</p></main></body></html>`;

/** The sandbox page from the built client, read on its first visit (the build does not change while the server runs). */
export function idePage(clientDir: string): () => Promise<string> {
  let page: string | undefined;
  return async () => (page ??= await fs.readFile(path.join(clientDir, IDE_PAGE), 'utf8').catch(() => undefined)) ?? IDE_NOT_BUILT;
}

/** Apollo answers a browser's `GET /graphql` (it prefers text/html) with its landing page: ours. */
export function idePlugin(page: () => Promise<string> = async () => IDE_NOT_BUILT): ApolloServerPlugin<Ctx> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: page };
        },
      };
    },
  };
}

/**
 * The sandbox's Content-Security-Policy: the builder's, with Monaco's web workers (editor, JSON, GraphQL:
 * files of this build, so 'self'; without them Monaco runs their work on the page's thread) named
 * explicitly. Its style elements are already allowed (Chakra needs them too). Still no eval, no blob:
 * or other host, no frames: tests/e2e/graphql-ide.spec.ts fails on any refusal the browser reports.
 */
export function ideCsp(options: Readonly<HelmetOptions>): string {
  const csp = options.contentSecurityPolicy;
  const directives = csp && csp !== true ? csp.directives : undefined;
  const sandbox = {
    ...options,
    contentSecurityPolicy: { ...(csp === true ? {} : csp), directives: { ...directives, workerSrc: ["'self'"] } },
  };
  return securityHeaders(sandbox)['content-security-policy']!;
}

/** The sandbox page, and only it, goes out with its own policy (every other answer keeps the strict one). */
export function registerIdeCsp(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const policy = ideCsp(options);
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === '/graphql' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', policy);
    }
  });
}
