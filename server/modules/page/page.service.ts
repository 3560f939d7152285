import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db, type Tx } from '../../../db/index.js';
import {
  collections,
  memberships,
  portalLayouts,
  portals,
  portalPages,
  services,
  workflows,
  type PageBlock,
  type PortalLayoutData,
  type PortalPageRow,
} from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal, requirePortal } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError, type ConstraintRules } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { checkImage } from '../../core/images.js';
import { ownerFolder } from '../../core/storage.js';
import { fields, parseInput, text } from '../../core/validation.js';
import {
  allBlocks,
  DEFAULT_LAYOUT,
  draftBlocksSchema,
  layoutSchema,
  missingForPublish,
  sanitizeBlocks,
  type Block,
  type LayoutContent,
} from './page.blocks.js';
import { MAX_PAGES, PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX, pathFromTitle, pathProblem } from './page.rules.js';

/** The builder's side of the published portal: the layout, the pages (drafts) and Publish. */

export interface LayoutView {
  portalId: string;
  layout: LayoutContent;
  revision: number;
  publishedAt: Date | null;
  /** Something (the layout or a page) differs from what customers see. */
  unpublishedChanges: boolean;
  updatedAt: Date;
}

export interface PageSummaryView {
  id: string;
  portalId: string;
  title: string;
  path: string;
  description: string;
  visibility: 'PUBLIC' | 'CUSTOMERS';
  position: number;
  revision: number;
  publishedAt: Date | null;
  /** The draft differs from what customers see (or it was never published). */
  unpublishedChanges: boolean;
  updatedAt: Date;
}
export interface PageView extends PageSummaryView {
  blocks: Block[];
  /** What the draft still lacks before Publish accepts it (an image, alt text, an address…), by block. */
  publishProblems: Array<{ path: string; blockId: string | null; message: string }>;
}

const toSummary = (p: PortalPageRow): PageSummaryView => ({
  id: p.id,
  portalId: p.portalId,
  title: p.title,
  path: p.path,
  description: p.description,
  visibility: p.visibility,
  position: p.position,
  revision: p.revision,
  publishedAt: p.publishedAt,
  unpublishedChanges: p.publishedRevision !== p.revision,
  updatedAt: p.updatedAt,
});
const toPage = (p: PortalPageRow): PageView => ({
  ...toSummary(p),
  blocks: p.blocks as Block[],
  publishProblems: publishProblems(p.blocks as Block[]),
});

/** missingForPublish with the id of the block each problem is in (inside columns too). */
function publishProblems(blocks: Block[]): PageView['publishProblems'] {
  return missingForPublish(blocks).map(({ path, message }) => {
    const m = /^blocks\.(\d+)(?:\.props\.columns\.(\d+)\.blocks\.(\d+))?/.exec(path);
    const outer = m ? blocks[Number(m[1])] : undefined;
    const inner = m?.[2] !== undefined && outer?.type === 'COLUMNS' ? outer.props.columns[Number(m[2])]?.blocks[Number(m[3])] : undefined;
    return { path, blockId: (inner ?? outer)?.id ?? null, message };
  });
}

export const portalInput = z.strictObject({ portalId: fields.uuid('the portal id') });
export const idInput = z.strictObject({ id: fields.uuid('the page id') });
const revisionField = z.number('The revision is a number.').int().min(1).max(2_147_483_647);

const titleField = () =>
  text('a title').trim().min(1, 'Give the page a title.').max(PAGE_TITLE_MAX, `A title has at most ${PAGE_TITLE_MAX} characters.`);
const pathField = () =>
  text('a path')
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      const problem = pathProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
const descriptionField = () =>
  text('a description')
    .trim()
    .max(PAGE_DESCRIPTION_MAX, `A description has at most ${PAGE_DESCRIPTION_MAX} characters (search engines show about 160).`);
const visibilityField = () => z.enum(['PUBLIC', 'CUSTOMERS'], 'The visibility is PUBLIC or CUSTOMERS.');

/** A page of a portal the builder may use, with the portal; NOT_FOUND for anyone else's. */
async function requirePage(ctx: Ctx, id: string) {
  return requireInPortal(ctx, 'page', id, pageLoader);
}

const pageLoader = inPortalLoader('require_page', {
  select: { page: portalPages, portal: portals, role: memberships.role },
  from: portalPages,
  portalId: portalPages.portalId,
});

const conflict = (what: string) =>
  new AppError('CONFLICT', `This ${what} was changed in another tab or by a teammate since you opened it — reload to see their version.`, {
    revision: 'Out of date.',
  });

/**
 * What blocks and navigation point at must be in the portal: a collection shared with customers, its
 * fields, a workflow, a page, a service of the portal's workspace. One query per kind, whatever the
 * number of blocks.
 */
async function checkReferences(db: Db | Tx, portalId: string, refs: { blocks?: Block[]; layout?: LayoutContent; prefix?: string }) {
  const errors: Record<string, string> = {};
  const collectionIds = new Set<string>();
  const workflowIds = new Set<string>();
  const pageIds = new Set<string>();
  const serviceIds = new Set<string>();
  const blockPaths = new Map<Block, string>();
  (refs.blocks ?? []).forEach((b, i) => {
    blockPaths.set(b, `blocks.${i}`);
    if (b.type === 'COLUMNS')
      b.props.columns.forEach((c, ci) =>
        c.blocks.forEach((inner, j) => blockPaths.set(inner, `blocks.${i}.props.columns.${ci}.blocks.${j}`)),
      );
  });
  const flat = allBlocks(refs.blocks ?? []);
  for (const b of flat) {
    // A draft's table may have no collection yet: Publish asks for it.
    if ((b.type === 'COLLECTION_TABLE' || b.type === 'FILE_LIST') && b.props.collectionId) collectionIds.add(b.props.collectionId);
    if (b.type === 'WORKFLOW_LIST') b.props.workflowIds.forEach((w) => workflowIds.add(w));
    if (b.type === 'BOOKING' && b.props.serviceId) serviceIds.add(b.props.serviceId);
  }
  for (const item of refs.layout?.navigation ?? []) {
    if (item.kind === 'PAGE' && item.pageId) pageIds.add(item.pageId);
    if (item.kind === 'WORKFLOW' && item.workflowId) workflowIds.add(item.workflowId);
  }
  const [shared, flows, pages, bookable] = await Promise.all([
    collectionIds.size
      ? db
          .select({
            id: collections.id,
            name: collections.name,
            access: collections.customerAccess,
            fields: collections.fields,
            fieldKey: collections.customerFieldKey,
          })
          .from(collections)
          .where(and(eq(collections.portalId, portalId), inArray(collections.id, [...collectionIds])))
      : [],
    workflowIds.size
      ? db
          .select({ id: workflows.id })
          .from(workflows)
          .where(and(eq(workflows.portalId, portalId), inArray(workflows.id, [...workflowIds])))
      : [],
    pageIds.size
      ? db
          .select({ id: portalPages.id })
          .from(portalPages)
          .where(and(eq(portalPages.portalId, portalId), inArray(portalPages.id, [...pageIds])))
      : [],
    // Services belong to the workspace (a host's), not to one portal: any of the portal's workspace may be booked in it.
    serviceIds.size
      ? db
          .select({ id: services.id })
          .from(services)
          .innerJoin(portals, eq(portals.workspaceId, services.workspaceId))
          .where(and(eq(portals.id, portalId), inArray(services.id, [...serviceIds])))
      : [],
  ]);
  const serviceSet = new Set(bookable.map((s) => s.id));
  const flowSet = new Set(flows.map((f) => f.id));
  for (const b of flat) {
    const at = blockPaths.get(b)!;
    if (b.type === 'COLLECTION_TABLE' && b.props.collectionId) {
      const c = shared.find((s) => s.id === b.props.collectionId);
      if (!c) errors[`${at}.props.collectionId`] = 'Choose a collection of this portal.';
      else if (c.access !== 'CUSTOMER_FIELD')
        errors[`${at}.props.collectionId`] =
          `${c.name} is not shared with customers yet: in Database, open ${c.name} and choose who sees which records.`;
      else {
        const unknown = b.props.fields.find((k) => !c.fields.some((f) => f.key === k) || k === c.fieldKey);
        if (unknown !== undefined) errors[`${at}.props.fields`] = `${c.name} has no field “${unknown.slice(0, 40)}” customers may see.`;
      }
    }
    if (b.type === 'FILE_LIST' && b.props.collectionId) {
      const c = shared.find((s) => s.id === b.props.collectionId);
      if (!c) errors[`${at}.props.collectionId`] = 'Choose a collection of this portal.';
      else if (c.access !== 'CUSTOMER_FIELD')
        errors[`${at}.props.collectionId`] =
          `${c.name} is not shared with customers yet: in Database, open ${c.name} and choose who sees which records.`;
      else {
        const file = c.fields.find((f) => f.key === b.props.fileField);
        if (b.props.fileField && file?.type !== 'FILE')
          errors[`${at}.props.fileField`] = c.fields.some((f) => f.type === 'FILE')
            ? `Choose one of ${c.name}’s file fields.`
            : `${c.name} has no file field: add a field of type File in Database first.`;
        const named = b.props.labelField;
        if (named && (named === c.fieldKey || !c.fields.some((f) => f.key === named && f.type !== 'FILE')))
          errors[`${at}.props.labelField`] = `${c.name} has no field “${named.slice(0, 40)}” customers may see to name the files by.`;
      }
    }
    if (b.type === 'WORKFLOW_LIST' && b.props.workflowIds.some((w) => !flowSet.has(w)))
      errors[`${at}.props.workflowIds`] = 'Choose workflows of this portal.';
    if (b.type === 'BOOKING' && b.props.serviceId && !serviceSet.has(b.props.serviceId))
      errors[`${at}.props.serviceId`] = 'Choose one of this workspace’s services.';
  }
  const pageSet = new Set(pages.map((p) => p.id));
  refs.layout?.navigation.forEach((item, i) => {
    if (item.kind === 'PAGE' && item.pageId && !pageSet.has(item.pageId))
      errors[`layout.navigation.${i}.pageId`] = 'Choose a page of this portal.';
    if (item.kind === 'WORKFLOW' && item.workflowId && !flowSet.has(item.workflowId))
      errors[`layout.navigation.${i}.workflowId`] = 'Choose a workflow of this portal.';
  });
  if (Object.keys(errors).length) throw badInput(errors);
}

/**
 * Blocks as stored: checked against the draft contract (complete or not, nothing unsafe), their
 * references against the portal, rich text sanitised.
 */
async function cleanBlocks(db: Db | Tx, portalId: string, raw: unknown): Promise<PageBlock[]> {
  const blocks = parseInput(z.strictObject({ blocks: draftBlocksSchema }), { blocks: raw }).blocks;
  await checkReferences(db, portalId, { blocks });
  return (await sanitizeBlocks(blocks)) as PageBlock[];
}

async function siteHasChanges(db: Db | Tx, portalId: string): Promise<boolean> {
  const [row] = rowsOf<{ changed: boolean }>(
    await db.execute(sql`
    select exists (select 1 from ${portalPages} where ${portalPages.portalId} = ${portalId} and ${portalPages.publishedRevision} is distinct from ${portalPages.revision})
        or exists (select 1 from ${portalLayouts} where ${portalLayouts.portalId} = ${portalId} and ${portalLayouts.publishedRevision} is distinct from ${portalLayouts.revision}) as changed`),
  );
  return Boolean(row?.changed);
}

async function layoutView(db: Db | Tx, portalId: string): Promise<LayoutView> {
  const [row] = await db.select().from(portalLayouts).where(eq(portalLayouts.portalId, portalId)).limit(1);
  return {
    portalId,
    layout: (row?.draft as LayoutContent | undefined) ?? DEFAULT_LAYOUT,
    revision: row?.revision ?? 0,
    publishedAt: row?.publishedAt ?? null,
    unpublishedChanges: await siteHasChanges(db, portalId),
    updatedAt: row?.updatedAt ?? new Date(0),
  };
}

export async function getLayout(ctx: Ctx, input: unknown): Promise<LayoutView> {
  const { portalId } = parseInput(portalInput, input);
  await requirePortal(ctx, { id: portalId });
  return layoutView(ctx.db, portalId);
}

export const layoutInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  layout: layoutSchema,
  /** The revision the change was made from (0 before the first save): a save over a newer one is refused. */
  revision: z.number('The revision is a number.').int().min(0).max(2_147_483_647),
});

/** Saves the layout's draft over the revision it was edited from. */
export async function updateLayout(ctx: Ctx, input: unknown): Promise<LayoutView> {
  const { portalId, layout, revision } = parseInput(layoutInput, input);
  await requirePortal(ctx, { id: portalId });
  await checkReferences(ctx.db, portalId, { layout });
  const draft = layout as PortalLayoutData;
  // Revision 0 is the layout no one has saved yet: no row, or the row a first Publish wrote (revision 0)
  // without the builder's saving anything. Either is taken over; a row someone saved is a conflict.
  const saved =
    revision === 0
      ? await ctx.db
          .insert(portalLayouts)
          .values({ portalId, draft })
          .onConflictDoUpdate({
            target: portalLayouts.portalId,
            set: { draft, revision: 1, updatedAt: new Date() },
            setWhere: eq(portalLayouts.revision, 0),
          })
          .returning({ id: portalLayouts.portalId })
      : await ctx.db
          .update(portalLayouts)
          .set({ draft, revision: sql`${portalLayouts.revision} + 1`, updatedAt: new Date() })
          .where(and(eq(portalLayouts.portalId, portalId), eq(portalLayouts.revision, revision)))
          .returning({ id: portalLayouts.portalId });
  if (saved.length === 0) throw conflict('layout');
  return layoutView(ctx.db, portalId);
}

export async function listPages(ctx: Ctx, input: unknown): Promise<PageSummaryView[]> {
  const { portalId } = parseInput(portalInput, input);
  await requirePortal(ctx, { id: portalId });
  const rows = await ctx.db
    .select()
    .from(portalPages)
    .where(eq(portalPages.portalId, portalId))
    .orderBy(asc(portalPages.position), asc(portalPages.createdAt));
  return rows.map(toSummary);
}

export async function getPage(ctx: Ctx, input: unknown): Promise<PageView> {
  const { id } = parseInput(idInput, input);
  const { page } = await requirePage(ctx, id);
  return toPage(page);
}

export const createInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  title: titleField(),
  /** Made from the title when not given. */
  path: pathField().optional(),
  description: descriptionField().optional(),
  visibility: visibilityField().optional(),
  blocks: z.unknown().optional(),
});

const pathTaken = (path: string): ConstraintRules => ({
  portal_pages_path_idx: {
    field: 'path',
    message: `Another page of this portal already has the path ${path} — choose another.`,
    detail: `${path} is taken by another page.`,
  },
});

export async function createPage(ctx: Ctx, input: unknown): Promise<PageView> {
  const parsed = parseInput(createInput, input);
  await requirePortal(ctx, { id: parsed.portalId });
  const path = parsed.path ?? pathFromTitle(parsed.title);
  const problem = parsed.path === undefined ? pathProblem(path) : null;
  if (problem) throw badInput({ path: problem });
  const blocks = parsed.blocks === undefined ? [] : await cleanBlocks(ctx.db, parsed.portalId, parsed.blocks);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Serialises page creation per portal: the count and the position are then exact.
      await tx.execute(sql`select 1 from ${portals} where ${portals.id} = ${parsed.portalId} for update`);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${portalPages.position}), -1)::int` })
        .from(portalPages)
        .where(eq(portalPages.portalId, parsed.portalId));
      if ((count?.n ?? 0) >= MAX_PAGES)
        throw new AppError('CONFLICT', `A portal has at most ${MAX_PAGES} pages: delete one you no longer need first.`);
      const [row] = await tx
        .insert(portalPages)
        .values({
          portalId: parsed.portalId,
          title: parsed.title,
          path,
          description: parsed.description ?? '',
          visibility: parsed.visibility ?? 'PUBLIC',
          position: (count?.last ?? -1) + 1,
          blocks,
        })
        .returning();
      return toPage(row!);
    });
  } catch (error) {
    throw await dbError(error, pathTaken(path));
  }
}

export const updateInput = z.strictObject({
  id: fields.uuid('the page id'),
  title: titleField().optional(),
  path: pathField().optional(),
  description: descriptionField().optional(),
  visibility: visibilityField().optional(),
  blocks: z.unknown().optional(),
  /** The revision the change was made from: a save over someone else's newer one is refused. */
  revision: revisionField,
});

/** Saves the page's draft (any of its settings and blocks) over the revision it was edited from. */
export async function updatePage(ctx: Ctx, input: unknown): Promise<PageView> {
  const { id, revision, blocks: rawBlocks, ...changes } = parseInput(updateInput, input);
  const { page } = await requirePage(ctx, id);
  const blocks = rawBlocks === undefined ? undefined : await cleanBlocks(ctx.db, page.portalId, rawBlocks);
  try {
    const [row] = await ctx.db
      .update(portalPages)
      .set({ ...changes, ...(blocks ? { blocks } : {}), revision: sql`${portalPages.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(portalPages.id, id), eq(portalPages.revision, revision)))
      .returning();
    if (!row) throw conflict('page');
    return toPage(row);
  } catch (error) {
    throw await dbError(error, pathTaken(changes.path ?? page.path));
  }
}

/** Deletes a page at once, published copy included; navigation items to it stop showing. Answers it as it was. */
export async function deletePage(ctx: Ctx, input: unknown): Promise<PageView> {
  const { id } = parseInput(idInput, input);
  const { page } = await requirePage(ctx, id);
  await ctx.db.delete(portalPages).where(eq(portalPages.id, id));
  return toPage(page);
}

export const reorderInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  ids: z
    .array(fields.uuid('a page id'), 'Send the page ids in their new order.')
    .max(MAX_PAGES, `A portal has at most ${MAX_PAGES} pages.`),
});

/** Puts the pages in the given order (every page of the portal, each once). */
export async function reorderPages(ctx: Ctx, input: unknown): Promise<PageSummaryView[]> {
  const { portalId, ids } = parseInput(reorderInput, input);
  await requirePortal(ctx, { id: portalId });
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: portalPages.id }).from(portalPages).where(eq(portalPages.portalId, portalId)).for('update');
    const have = new Set(rows.map((r) => r.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((i) => !have.has(i)))
      throw badInput({ ids: 'Send every page of the portal exactly once, in the new order.' });
    for (const [position, pageId] of ids.entries()) await tx.update(portalPages).set({ position }).where(eq(portalPages.id, pageId));
    const after = await tx.select().from(portalPages).where(eq(portalPages.portalId, portalId)).orderBy(asc(portalPages.position));
    return after.map(toSummary);
  });
}

export interface SiteStatusView {
  portalId: string;
  publishedAt: Date;
  pages: number;
  unpublishedChanges: boolean;
}

/**
 * Makes the drafts what customers see, all at once: the layout and every page (a page's settings and
 * blocks together), in one transaction. A draft that no longer passes its checks (a collection
 * unshared since) stops the publish with the reason, and nothing changes.
 */
export async function publishSite(ctx: Ctx, input: unknown): Promise<SiteStatusView> {
  const { portalId } = parseInput(portalInput, input);
  await requirePortal(ctx, { id: portalId });
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${portals} where ${portals.id} = ${portalId} for update`);
    const pages = await tx.select().from(portalPages).where(eq(portalPages.portalId, portalId));
    const [layout] = await tx.select().from(portalLayouts).where(eq(portalLayouts.portalId, portalId));
    for (const p of pages) {
      const missing = publishProblems(p.blocks as Block[]);
      if (missing.length)
        throw new AppError(
          'BAD_USER_INPUT',
          `“${p.title}” cannot be published yet: ${missing[0]!.message}${missing.length > 1 ? ` (and ${missing.length - 1} more on that page)` : ''}`,
          { pageId: p.id, ...Object.fromEntries(missing.map((m) => [m.path, m.message])) },
        );
      try {
        await checkReferences(tx, portalId, { blocks: p.blocks as Block[] });
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_USER_INPUT')
          throw new AppError(
            'BAD_USER_INPUT',
            `“${p.title}” cannot be published yet: ${Object.values(error.details ?? {})[0] ?? 'fix its blocks.'}`,
            {
              pageId: p.id,
            },
          );
        throw error;
      }
    }
    if (layout) await checkReferences(tx, portalId, { layout: layout.draft as LayoutContent });
    const now = new Date();
    // Paths are swapped in two steps so that two pages exchanging paths never collide. (A Date inside
    // raw SQL goes as ISO text: postgres.js cannot bind a Date there, PGlite can.)
    await tx.update(portalPages).set({ publishedPath: null }).where(eq(portalPages.portalId, portalId));
    await tx.execute(sql`
      update ${portalPages} set
        published = jsonb_build_object('title', title, 'path', path, 'description', description, 'visibility', visibility, 'blocks', blocks),
        published_path = path, published_revision = revision, published_at = ${now.toISOString()}::timestamptz
      where ${portalPages.portalId} = ${portalId}`);
    if (layout)
      await tx
        .update(portalLayouts)
        .set({ published: layout.draft, publishedRevision: layout.revision, publishedAt: now })
        .where(eq(portalLayouts.portalId, portalId));
    else
      await tx
        .insert(portalLayouts)
        // Revision 0, as the builder's editor knows a layout never saved: its next save is not a conflict.
        .values({ portalId, draft: DEFAULT_LAYOUT, published: DEFAULT_LAYOUT, revision: 0, publishedRevision: 0, publishedAt: now });
    return { portalId, publishedAt: now, pages: pages.length, unpublishedChanges: false };
  });
}

export const imageFields = z.strictObject({ portalId: fields.uuid('the portal id') });

/** An image for an IMAGE block, checked by its bytes (PNG, JPEG, WebP or sanitised SVG) and stored publicly. */
export async function uploadPageImage(ctx: Ctx, input: { fields: Record<string, string>; file: Buffer | null }): Promise<{ url: string }> {
  const { portalId } = parseInput(imageFields, input.fields);
  const { portal } = await requirePortal(ctx, { id: portalId });
  if (!input.file) throw badInput({ file: 'Choose an image to upload.' });
  const image = await checkImage(input.file);
  return { url: await ctx.storage.put(ownerFolder('pages', portal.id), image.bytes, image.extension) };
}
