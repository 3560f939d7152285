import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { portals, type PortalRow } from '../../db/schema/index.js';
import type { Config } from './config.js';
import { subDomainOfHost } from './portal-urls.js';
import { preparedPerDb } from './prepared.js';

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

const bySlug = preparedPerDb((db: Db) =>
  db
    .select()
    .from(portals)
    .where(sql`lower(${portals.slug}) = lower(${sql.placeholder('key')})`)
    .limit(1)
    .prepare('portal_site_by_slug'),
);
const bySubDomain = preparedPerDb((db: Db) =>
  db
    .select()
    .from(portals)
    .where(sql`lower(${portals.subDomain}) = lower(${sql.placeholder('key')})`)
    .limit(1)
    .prepare('portal_site_by_sub_domain'),
);

export function portalPage(portal: PortalRow, template: string, basename: string): string {
  const title = portal.basicInfo.title || portal.name;
  const boot = {
    id: portal.id,
    name: portal.name,
    slug: portal.slug,
    subDomain: portal.subDomain,
    logoUrl: portal.logoUrl,
    theme: portal.theme,
    basicInfo: portal.basicInfo,
    basename,
  };
  const head =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(portal.basicInfo.description || `${portal.name} — client portal`)}" />` +
    `<meta name="theme-color" content="${escapeHtml(portal.theme.primaryColor)}" />` +
    `<script id="portal-boot" type="application/json">${scriptJson(boot)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head}</head>`)
    .replace('<html lang="en"', `<html lang="en" data-mode="${portal.theme.mode === 'DARK' ? 'dark' : 'light'}"`);
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
): Promise<{
  forHost: (host: string | undefined) => string | undefined;
  serve: (reply: FastifyReply, subDomain: string) => Promise<FastifyReply>;
}> {
  const templatePath = path.join(config.clientDir, 'portal.html');
  // Read once: the built file does not change while the server runs.
  const template = fs.existsSync(templatePath) ? fs.readFileSync(templatePath, 'utf8') : FALLBACK_TEMPLATE;

  const send = (reply: FastifyReply, portal: PortalRow | undefined, basename: string) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!portal) return reply.code(404).send(notFoundPage());
    return reply.send(portalPage(portal, template, basename));
  };

  const bySlugPage = async (slug: string, reply: FastifyReply) => {
    const [portal] = slug.length <= 63 ? await bySlug(db).execute({ key: slug }) : [];
    return send(reply, portal, portal ? `/p/${portal.slug}` : '');
  };
  app.get<{ Params: { slug: string } }>('/p/:slug', (request, reply) => bySlugPage(request.params.slug, reply));
  app.get<{ Params: { slug: string } }>('/p/:slug/*', (request, reply) => bySlugPage(request.params.slug, reply));

  return {
    forHost: (host) => subDomainOfHost(config, host),
    async serve(reply, subDomain) {
      const [portal] = await bySubDomain(db).execute({ key: subDomain });
      return send(reply, portal, '');
    },
  };
}
