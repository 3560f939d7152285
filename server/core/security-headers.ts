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
  return withStripe({
    ...options,
    contentSecurityPolicy: { ...csp, directives: { ...csp.directives, imgSrc: [...imgSrc, 'https:'], frameSrc } },
  });
}

/**
 * Pages that take card payments (the booking pages, the published portal) load Stripe.js and its
 * Payment Element: the sources Stripe's documentation lists for its script, frames and API.
 */
export function withStripe(options: Readonly<HelmetOptions>): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (!csp || csp === true || !csp.directives) return options;
  const d = csp.directives as Record<string, string[]>;
  const add = (name: string, sources: string[]) => [...new Set([...(d[name] ?? ["'self'"]), ...sources])];
  return {
    ...options,
    contentSecurityPolicy: {
      ...csp,
      directives: {
        ...csp.directives,
        scriptSrc: add('scriptSrc', ['https://js.stripe.com', 'https://*.js.stripe.com']),
        frameSrc: add('frameSrc', ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']),
        connectSrc: add('connectSrc', ['https://api.stripe.com']),
      },
    },
  };
}

/** The booking pages' Content-Security-Policy header (booking-site.routes.ts): the builder's, with Stripe's sources. */
export const bookingSiteCsp = (options: Readonly<HelmetOptions>) => securityHeaders(withStripe(options))['content-security-policy'];

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
