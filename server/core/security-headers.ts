import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start-up and set on every answer by one hook.
 * @fastify/helmet calls `helmet(options)` for each request, which parses the CSP directives again
 * every time (about 2 % of a request's CPU on the portal list, bench/README.md). Our options do not
 * depend on the request (no nonces, no per-route settings), so the headers are constants.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The published portal's pages (/p/{slug}/… and the portal sub-domains) show a page's blocks: EMBED
 * frames from the allow-listed hosts (modules/page/page.rules.ts EMBED_HOSTS, handed in by app.ts;
 * sub-domains included) and IMAGE blocks from any https address. Only those pages get the wider
 * frame-src and img-src; the builder keeps the strict policy.
 */
export function portalSiteOptions(options: Readonly<HelmetOptions>, embedHosts: readonly string[]): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (!csp || csp === true || !csp.directives) return options;
  const imgSrc = (csp.directives.imgSrc ?? ["'self'"]) as string[];
  const frameSrc = [...new Set(embedHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]))];
  return { ...options, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, imgSrc: [...imgSrc, 'https:'], frameSrc } } };
}

/** The published portal's Content-Security-Policy header (portal-site.routes.ts sends it with the page). */
export const portalSiteCsp = (options: Readonly<HelmetOptions>, embedHosts: readonly string[]) =>
  securityHeaders(portalSiteOptions(options, embedHosts))['content-security-policy'];

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
