import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/index.js';
import { portalLayouts, portalPages, type PageBlock, type PublishedPage } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { customerIn } from '../../core/customer-access.js';
import { AppError, notFound } from '../../core/errors.js';
import { portalBySlug } from '../../core/portal-lookup.js';
import type { SiteBoot } from '../../core/portal-site.routes.js';
import { preparedPerDb } from '../../core/prepared.js';
import { parseInput, text } from '../../core/validation.js';
import { usableWorkflows } from '../workflow/workflow.customer.service.js';
import { DEFAULT_LAYOUT, type LayoutContent } from './page.blocks.js';

/** The published portal's side: what Publish made visible, read without a builder. */

export interface SiteNavItem {
  label: string;
  /** A path inside the portal (/pricing, /workflows/onboarding) or an outside address. */
  href: string;
  external: boolean;
  visibility: 'EVERYONE' | 'CUSTOMERS';
}
export interface PublishedSite {
  /** Nothing published yet: the portal shows its standard home. */
  published: boolean;
  header: LayoutContent['header'];
  footer: LayoutContent['footer'];
  navigation: SiteNavItem[];
  /** The pages customers may open, in the builder's order (no blocks). */
  pages: Array<{ id: string; title: string; path: string; visibility: 'PUBLIC' | 'CUSTOMERS' }>;
}
export interface SitePage extends PublishedPage {
  id: string;
}

const sitePages = preparedPerDb((db: Db) =>
  db
    .select({ id: portalPages.id, published: portalPages.published })
    .from(portalPages)
    .where(and(eq(portalPages.portalId, sql.placeholder('portalId')), isNotNull(portalPages.publishedPath)))
    .orderBy(asc(portalPages.position), asc(portalPages.createdAt))
    .prepare('site_pages'),
);
const siteLayout = preparedPerDb((db: Db) =>
  db
    .select({ published: portalLayouts.published })
    .from(portalLayouts)
    .where(eq(portalLayouts.portalId, sql.placeholder('portalId')))
    .limit(1)
    .prepare('site_layout'),
);
const pageByPath = preparedPerDb((db: Db) =>
  db
    .select({ id: portalPages.id, published: portalPages.published })
    .from(portalPages)
    .where(and(eq(portalPages.portalId, sql.placeholder('portalId')), eq(portalPages.publishedPath, sql.placeholder('path'))))
    .limit(1)
    .prepare('site_page_by_path'),
);

/**
 * The published layout with its navigation resolved to addresses (items to deleted pages left out).
 * A workflow's item shows only to whom may start it (`customerId`: the signed-in customer, null for
 * anyone else): not to a customer it is not assigned to, nor while it is unpublished.
 */
export async function publishedSite(db: Db, portalId: string, customerId: string | null = null): Promise<PublishedSite> {
  const [[layoutRow], pageRows] = await Promise.all([siteLayout(db).execute({ portalId }), sitePages(db).execute({ portalId })]);
  const layout = (layoutRow?.published as LayoutContent | null | undefined) ?? null;
  const pages = pageRows.map((p) => ({
    id: p.id,
    title: p.published!.title,
    path: p.published!.path,
    visibility: p.published!.visibility,
  }));
  const nav = layout?.navigation ?? [];
  const workflowIds = nav.filter((n) => n.kind === 'WORKFLOW' && n.workflowId).map((n) => n.workflowId!);
  const usable = await usableWorkflows(db, portalId, workflowIds, customerId);
  const navigation: SiteNavItem[] = [];
  for (const item of nav) {
    let href: string | undefined;
    if (item.kind === 'PAGE') href = pages.find((p) => p.id === item.pageId)?.path;
    else if (item.kind === 'WORKFLOW') {
      const workflow = item.workflowId ? usable.get(item.workflowId) : undefined;
      href = workflow && `/workflows/${workflow.slug}`;
    } else href = item.url ?? undefined;
    if (href)
      navigation.push({ label: item.label, href, external: item.kind === 'URL' && !href.startsWith('/'), visibility: item.visibility });
  }
  const base = layout ?? DEFAULT_LAYOUT;
  return { published: layout !== null, header: base.header, footer: base.footer, navigation, pages };
}

/**
 * What a visitor who is not this portal's signed-in customer may know of the site: navigation shown to
 * EVERYONE and PUBLIC pages. Customers-only items (a private document's address, a page's title and
 * path) come only with the customer's token (`GET /v1/public/site`). An item the builder shows to
 * EVERYONE stays, even to a page for customers: its link then leads to the sign-in.
 */
export function publicPartOf(site: PublishedSite): PublishedSite {
  return {
    ...site,
    navigation: site.navigation.filter((n) => n.visibility === 'EVERYONE'),
    pages: site.pages.filter((p) => p.visibility === 'PUBLIC'),
  };
}

/** A published page by its path, or undefined. */
export async function publishedPage(db: Db, portalId: string, path: string): Promise<SitePage | undefined> {
  if (path.length > 150) return undefined;
  const [row] = await pageByPath(db).execute({ portalId, path: path.toLowerCase() });
  return row?.published ? { id: row.id, ...row.published } : undefined;
}

const portalSlugField = () => text('the portal').trim().min(1, 'Please enter the portal.').max(63, 'That portal does not exist.');

export const publicSiteInput = z.strictObject({ portalSlug: portalSlugField() });

/**
 * The published layout and pages as the caller may see them: all of it for a customer signed in to
 * this portal, the public part (as in the portal's HTML) for anyone else.
 */
export async function getPublicSite(ctx: Ctx, input: unknown): Promise<PublishedSite> {
  const { portalSlug } = parseInput(publicSiteInput, input);
  const portal = await portalBySlug(ctx.db, portalSlug);
  const customerId = await customerIn(ctx, portal.id);
  const site = await publishedSite(ctx.db, portal.id, customerId);
  return customerId ? site : publicPartOf(site);
}

export const publicPageInput = z.strictObject({
  portalSlug: portalSlugField(),
  path: text('a path').trim().min(1, 'Please enter a path.').max(150, 'That page does not exist.'),
});

export interface PublicPageView {
  id: string;
  title: string;
  path: string;
  description: string;
  visibility: 'PUBLIC' | 'CUSTOMERS';
  blocks: PageBlock[];
}

/**
 * A published page for the customer app's navigation between pages. A CUSTOMERS page answers only a
 * customer signed in to this portal: anyone else gets UNAUTHENTICATED (the app shows the sign-in).
 */
export async function getPublicPage(ctx: Ctx, input: unknown): Promise<PublicPageView> {
  const { portalSlug, path } = parseInput(publicPageInput, input);
  const portal = await portalBySlug(ctx.db, portalSlug);
  const page = await publishedPage(ctx.db, portal.id, path);
  if (!page) throw notFound('page');
  // Anyone else learns only that the address needs a sign-in (the app then shows it), not the page's title.
  if (page.visibility === 'CUSTOMERS' && (await customerIn(ctx, portal.id)) === null)
    throw new AppError('UNAUTHENTICATED', 'Sign in to see this page.');
  return page;
}

/**
 * What the published portal's HTML carries for a path. The HTML is the same for everyone (the customer's
 * token is not sent with it), so it carries the public part of the site, and of a CUSTOMERS page only
 * that this address needs a sign-in: no title, description or blocks.
 */
export async function siteBoot(db: Db, portalId: string, path: string): Promise<SiteBoot> {
  const [site, page] = await Promise.all([publishedSite(db, portalId), publishedPage(db, portalId, path)]);
  return {
    site: publicPartOf(site),
    page: !page
      ? null
      : page.visibility === 'PUBLIC'
        ? page
        : { path: page.path, visibility: page.visibility, title: '', description: '', blocks: null },
  };
}
