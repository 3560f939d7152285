import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pgError } from '../../../db/index.js';
import { portals, type PortalRow } from '../../../db/schema/index.js';
import { requireBuilder, requirePortal } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { checkImage } from '../../core/images.js';
import { decodeCursor, pageInput, toPage, type Page } from '../../core/pagination.js';
import { fields as common, parseInput, text } from '../../core/validation.js';
import { basicInfoInput, nameField, RESERVED_SLUGS, RESERVED_SUB_DOMAINS, slugField, slugify, subDomainField, themeInput } from './portal.rules.js';
import { toPortalView, toPublicPortalView, type PortalView, type PublicPortalView } from './portal.view.js';

export interface Availability {
  available: boolean;
  reason: string | null;
}

const listInput = z.strictObject(pageInput);

/** The portals of the builder's current workspace, newest first. */
export async function listPortals(ctx: Ctx, input: unknown): Promise<Page<PortalView>> {
  const { user } = await requireBuilder(ctx);
  const { limit, cursor } = parseInput(listInput, input);
  const after = decodeCursor(cursor);
  if (!user.currentWorkspaceId) return { items: [], nextCursor: null };
  const rows = await ctx.db
    .select()
    .from(portals)
    .where(
      and(
        eq(portals.workspaceId, user.currentWorkspaceId),
        after ? or(lt(portals.createdAt, after.createdAt), and(eq(portals.createdAt, after.createdAt), lt(portals.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(portals.createdAt), desc(portals.id))
    .limit(limit + 1);
  return toPage(rows, limit, toPortalView);
}

const getInput = z.union([z.strictObject({ slug: text('a slug').min(1, 'Please enter a slug.') }), z.strictObject({ id: common.uuid('the portal id') })], {
  error: 'Send the portal slug (or id).',
});

export async function getPortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const target = parseInput(getInput, input);
  const { portal } = await requirePortal(ctx, target);
  return toPortalView(portal);
}

const createInput = z.strictObject({ name: nameField(), slug: slugField().optional(), subDomain: subDomainField().optional() });

export async function createPortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { user } = await requireBuilder(ctx);
  const data = parseInput(createInput, input);
  if (!user.currentWorkspaceId) throw new AppError('CONFLICT', 'Choose a workspace first.');
  const slug = data.slug ?? (await firstFree(ctx, 'slug', slugify(data.name)));
  const subDomain = data.subDomain ?? (await firstFree(ctx, 'subDomain', slug));
  const row = await writeUnique(ctx, { slug, subDomain }, () =>
    ctx.db.insert(portals).values({ workspaceId: user.currentWorkspaceId!, name: data.name, slug, subDomain, basicInfo: { title: data.name, description: '', supportEmail: null } }).returning(),
  );
  return toPortalView(row);
}

const updateInput = z.strictObject({ id: common.uuid('the portal id'), name: nameField().optional(), slug: slugField().optional() });

export async function updatePortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { id, ...patch } = parseInput(updateInput, input);
  const { portal } = await requirePortal(ctx, { id });
  if (Object.keys(patch).length === 0) return toPortalView(portal);
  const row = await writeUnique(ctx, patch, () => ctx.db.update(portals).set(patch).where(eq(portals.id, portal.id)).returning());
  return toPortalView(row);
}

const idInput = z.strictObject({ id: common.uuid('the portal id') });

/** Deletes the portal; its children go with it through ON DELETE CASCADE, its files here. */
export async function deletePortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { id } = parseInput(idInput, input);
  const { portal } = await requirePortal(ctx, { id });
  await ctx.db.delete(portals).where(eq(portals.id, portal.id));
  await ctx.storage.remove(portal.logoUrl).catch((err: unknown) => ctx.log.warn({ err }, 'portal logo not removed'));
  return toPortalView(portal);
}

const subDomainCheck = z.strictObject({ subDomain: z.unknown(), portalId: common.uuid('the portal id').optional() });

export async function isSubDomainAvailable(ctx: Ctx, input: unknown): Promise<Availability> {
  await requireBuilder(ctx);
  const { subDomain, portalId } = parseInput(subDomainCheck, input);
  if (subDomain === undefined || subDomain === '') throw badInput({ subDomain: 'Please enter a sub-domain.' });
  return availability(ctx, 'subDomain', subDomainField().safeParse(subDomain), portalId);
}

const slugCheck = z.strictObject({ slug: z.unknown(), portalId: common.uuid('the portal id').optional() });

export async function isSlugAvailable(ctx: Ctx, input: unknown): Promise<Availability> {
  await requireBuilder(ctx);
  const { slug, portalId } = parseInput(slugCheck, input);
  if (slug === undefined || slug === '') throw badInput({ slug: 'Please enter a slug.' });
  return availability(ctx, 'slug', slugField().safeParse(slug), portalId);
}

const subDomainInput = z.strictObject({ portalId: common.uuid('the portal id'), subDomain: subDomainField() });

export async function updateSubDomain(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId, subDomain } = parseInput(subDomainInput, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const row = await writeUnique(ctx, { subDomain }, () => ctx.db.update(portals).set({ subDomain }).where(eq(portals.id, portal.id)).returning());
  return toPortalView(row);
}

const themeUpdate = z.strictObject({ portalId: common.uuid('the portal id'), theme: themeInput });

export async function updateTheme(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId, theme } = parseInput(themeUpdate, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db.update(portals).set({ theme }).where(eq(portals.id, portal.id)).returning();
  return toPortalView(row!);
}

const basicInfoUpdate = z.strictObject({ portalId: common.uuid('the portal id'), basicInfo: basicInfoInput });

export async function updateBasicInfo(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId, basicInfo } = parseInput(basicInfoUpdate, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db.update(portals).set({ basicInfo }).where(eq(portals.id, portal.id)).returning();
  return toPortalView(row!);
}

const logoInput = z.strictObject({ portalId: common.uuid('the portal id') });

/** Stores the checked image, points the portal at it, then drops the previous file. */
export async function uploadLogo(ctx: Ctx, input: { fields: Record<string, string>; file: Buffer | null }): Promise<{ logoUrl: string | null }> {
  const { portalId } = parseInput(logoInput, input.fields);
  const { portal } = await requirePortal(ctx, { id: portalId });
  if (!input.file) throw badInput({ file: 'Choose an image to upload.' });
  const image = await checkImage(input.file);
  const logoUrl = await ctx.storage.put(`portal-${portal.id}`, image.bytes, image.extension);
  await ctx.db.update(portals).set({ logoUrl }).where(eq(portals.id, portal.id));
  if (portal.logoUrl && portal.logoUrl !== logoUrl) await ctx.storage.remove(portal.logoUrl);
  return { logoUrl };
}

export async function removeLogo(ctx: Ctx, input: unknown): Promise<{ logoUrl: string | null }> {
  const { portalId } = parseInput(logoInput, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  await ctx.db.update(portals).set({ logoUrl: null }).where(eq(portals.id, portal.id));
  await ctx.storage.remove(portal.logoUrl);
  return { logoUrl: null };
}

const publicInput = z.strictObject({ slug: text('a slug').trim().min(1, 'Please enter a slug.').max(63, 'That portal does not exist.') });

/** No sign-in: what the published portal needs to brand itself. */
export async function getPublicPortalInfo(ctx: Ctx, input: unknown): Promise<PublicPortalView> {
  const { slug } = parseInput(publicInput, input);
  const [row] = await ctx.db.select().from(portals).where(sql`lower(${portals.slug}) = lower(${slug})`).limit(1);
  if (!row) throw notFound('portal');
  return toPublicPortalView(row);
}

type UniqueField = 'slug' | 'subDomain';
const LABEL: Record<UniqueField, string> = { slug: 'slug', subDomain: 'sub-domain' };

async function availability(ctx: Ctx, field: UniqueField, parsed: z.ZodSafeParseResult<string>, portalId?: string): Promise<Availability> {
  if (!parsed.success) return { available: false, reason: parsed.error.issues[0]!.message };
  const value = parsed.data;
  const [holder] = await ctx.db
    .select({ id: portals.id })
    .from(portals)
    .where(sql`lower(${field === 'slug' ? portals.slug : portals.subDomain}) = ${value}`)
    .limit(1);
  if (!holder) return { available: true, reason: null };
  if (holder.id === portalId) return { available: true, reason: `This is the portal's current ${LABEL[field]}.` };
  return { available: false, reason: `That ${LABEL[field]} is taken — try ${await firstFree(ctx, field, value)}.` };
}

/** `base`, or the first of base-2, base-3… that no portal uses (and that is not reserved). */
async function firstFree(ctx: Ctx, field: UniqueField, base: string): Promise<string> {
  const column = field === 'slug' ? portals.slug : portals.subDomain;
  const stem = base.slice(0, field === 'slug' ? 44 : 59);
  const rows = await ctx.db
    .select({ value: sql<string>`lower(${column})` })
    .from(portals)
    .where(or(sql`lower(${column}) = ${base}`, sql`lower(${column}) like ${`${stem}-%`}`));
  const used = new Set(rows.map((r) => r.value));
  const reserved = field === 'slug' ? RESERVED_SLUGS : RESERVED_SUB_DOMAINS;
  if (!used.has(base) && !reserved.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** Runs a write whose slug or sub-domain may collide; the database decides, and says which. */
async function writeUnique(ctx: Ctx, values: Partial<Record<UniqueField, string>>, write: () => Promise<PortalRow[]>): Promise<PortalRow> {
  try {
    const [row] = await write();
    if (!row) throw notFound('portal');
    return row;
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code !== '23505') throw error;
    const field: UniqueField = constraint?.includes('sub_domain') ? 'subDomain' : 'slug';
    const suggestion = await firstFree(ctx, field, values[field] ?? '');
    throw new AppError('CONFLICT', `That ${LABEL[field]} is taken — try ${suggestion}.`, { [field]: `That ${LABEL[field]} is taken.` });
  }
}
