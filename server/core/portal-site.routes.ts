import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import type { PortalRow } from '../../db/schema/index.js';
import type { Config } from './config.js';
import { findPortal } from './portal-lookup.js';
import { portalUrl, subDomainOfHost } from './portal-urls.js';

/**
 * The published portal's pages: /p/{slug}/… and, with APP_DOMAIN, every page of {subDomain}.{APP_DOMAIN}.
 * The server answers the customer app's HTML (dist/client/portal.html, its own small bundle) with the
 * portal's title, description, colours and public info already in it, so the first paint is branded and
 * needs no request; a portal that does not exist gets a plain 404 page, never the builder's app.
 */

/** Without a built client (tests, a fresh clone before `npm run build`): the same document, minus the app. */
const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
  '<title>Portal</title></head><body><div id="root"></div></body></html>';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that cannot close its <script> element or start a comment inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Reads what was published for a path (modules/page/page.site.ts `siteBoot`; app.ts hands it in). */
export type SiteLoader = (db: Db, portalId: string, path: string) => Promise<SiteBoot>;

export interface SiteBoot {
  /** The published layout, navigation resolved (modules/page/page.site.ts). */
  site: unknown;
  /**
   * The published page at the requested path. Of a CUSTOMERS page only that it is one (title and
   * description empty, blocks null): the rest comes with the customer's token.
   */
  page: { title: string; description: string; path?: string; visibility: string; blocks: unknown[] | null } | null;
}

export function portalPage(
  portal: PortalRow,
  template: string,
  basename: string,
  published: SiteBoot = { site: null, page: null },
  /** For link previews and search engines: where the page lives (its one address) and the app's origin. */
  address?: { config: Pick<Config, 'appUrl' | 'appDomain'>; path: string },
): string {
  const portalTitle = portal.basicInfo.title || portal.name;
  const { page } = published;
  // A page behind sign-in is named by the portal alone, whatever the loader handed in: the HTML is the same for everyone.
  const shown = page && page.visibility === 'PUBLIC' ? page : null;
  const title = shown?.title ? `${shown.title} · ${portalTitle}` : portalTitle;
  const description = shown?.description || portal.basicInfo.description || `${portal.name} — client portal`;
  const boot = {
    id: portal.id,
    name: portal.name,
    slug: portal.slug,
    subDomain: portal.subDomain,
    logoUrl: portal.logoUrl,
    theme: portal.theme,
    basicInfo: portal.basicInfo,
    basename,
    site: published.site,
    page,
  };
  const head =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}" />` +
    `<meta property="og:title" content="${escapeHtml(title)}" />` +
    `<meta property="og:description" content="${escapeHtml(description)}" />` +
    `<meta property="og:site_name" content="${escapeHtml(portalTitle)}" />` +
    `<meta property="og:type" content="website" />` +
    `<meta name="twitter:card" content="summary" />` +
    (address ? linkPreviewTags(portal, address.config, address.path) : '') +
    // A page behind sign-in is no search result: its address leads to a sign-in card.
    (page?.visibility === 'CUSTOMERS' ? `<meta name="robots" content="noindex" />` : '') +
    `<meta name="theme-color" content="${escapeHtml(portal.theme.primaryColor)}" />` +
    `<script id="portal-boot" type="application/json">${scriptJson(boot)}</script>`;
  const html = template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  return insertBefore(
    insertAfter(html, '<html lang="en"', ` data-mode="${portal.theme.mode === 'DARK' ? 'dark' : 'light'}"`),
    '</head>',
    head,
  );
}

/*
 * Text put into the template by position, never as a String.prototype.replace replacement: there
 * `$&`, `$'`, `` $` `` and `$$` in what the builder typed (a portal's name) would be read as patterns.
 */
function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at);
}
function insertAfter(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at + marker.length) + text + html.slice(at + marker.length);
}

/**
 * The page's one address (the sub-domain's with APP_DOMAIN, else /p/{slug}; however it was reached) as
 * canonical and og:url, and the logo as og:image (absolute: previews are fetched from elsewhere).
 */
function linkPreviewTags(portal: PortalRow, config: Pick<Config, 'appUrl' | 'appDomain'>, path: string): string {
  const url = portalUrl(config, portal, path === '/' ? '' : path);
  const logo = portal.logoUrl ? new URL(portal.logoUrl, `${config.appUrl}/`).toString() : null;
  return (
    `<link rel="canonical" href="${escapeHtml(url)}" />` +
    `<meta property="og:url" content="${escapeHtml(url)}" />` +
    (logo ? `<meta property="og:image" content="${escapeHtml(logo)}" />` : '')
  );
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>Portal not found</title><meta name="robots" content="noindex" />
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:28rem;padding:2.5rem;text-align:center;background:#fff;border:1px solid #e2e8f0;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5;margin:0}</style></head>
<body><main><h1>This portal does not exist</h1><p>Check the address you were given. If it came from an email, ask the team that sent it for a new link.</p></main></body></html>`;
}

export async function portalSiteRoutes(
  app: FastifyInstance,
  config: Config,
  db: Db,
  published: { loadSite?: SiteLoader; csp?: string } = {},
): Promise<{
  forHost: (host: string | undefined) => string | undefined;
  serve: (reply: FastifyReply, subDomain: string, url: string) => Promise<FastifyReply>;
}> {
  const templatePath = path.join(config.clientDir, 'portal.html');
  // Read once: the built file does not change while the server runs.
  const template = fs.existsSync(templatePath) ? fs.readFileSync(templatePath, 'utf8') : FALLBACK_TEMPLATE;

  const send = async (reply: FastifyReply, portal: PortalRow | undefined, basename: string, rest: string) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!portal) return reply.code(404).send(notFoundPage());
    // A page's EMBED frames and https images: the published portal's policy, not the builder's.
    if (published.csp) reply.header('content-security-policy', published.csp);
    const { loadSite } = published;
    // The published layout and the page of this path go into the HTML: titles for link previews and
    // search engines, and blocks the app renders without a request.
    const path = `/${rest.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '')}`;
    const site = loadSite ? await loadSite(db, portal.id, path) : undefined;
    return reply.send(portalPage(portal, template, basename, site, { config, path: path.toLowerCase() }));
  };

  const bySlugPage = async (slug: string, rest: string, reply: FastifyReply) => {
    const portal = await findPortal(db, { slug });
    return send(reply, portal, portal ? `/p/${portal.slug}` : '', rest);
  };
  app.get<{ Params: { slug: string } }>('/p/:slug', (request, reply) => bySlugPage(request.params.slug, '', reply));
  app.get<{ Params: { slug: string; '*': string } }>('/p/:slug/*', (request, reply) =>
    bySlugPage(request.params.slug, request.params['*'] ?? '', reply),
  );

  return {
    forHost: (host) => subDomainOfHost(config, host),
    async serve(reply, subDomain, url) {
      return send(reply, await findPortal(db, { subDomain }), '', url);
    },
  };
}
