import type { Config } from './config.js';

/**
 * Where a portal's customers reach it: its sub-domain when APP_DOMAIN is set, /p/{slug} otherwise.
 * Every link to the published portal (magic links, ticket notifications) is made here.
 */
export function portalUrl(config: Pick<Config, 'appUrl' | 'appDomain'>, portal: { slug: string; subDomain: string }, path = ''): string {
  const suffix = path && !path.startsWith('/') ? `/${path}` : path;
  if (config.appDomain) {
    const protocol = new URL(config.appUrl).protocol;
    return `${protocol}//${portal.subDomain.toLowerCase()}.${config.appDomain}${suffix}`;
  }
  return `${config.appUrl}/p/${encodeURIComponent(portal.slug)}${suffix}`;
}

/** The sub-domain a Host header names under APP_DOMAIN (`acme.portico.test:3000` → `acme`), or undefined. */
export function subDomainOfHost(config: Pick<Config, 'appDomain'>, host: string | undefined): string | undefined {
  if (!config.appDomain || !host) return undefined;
  const h = host.toLowerCase();
  const suffix = `.${config.appDomain}`;
  if (!h.endsWith(suffix)) return undefined;
  const label = h.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : undefined;
}
