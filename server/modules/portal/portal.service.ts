import { count, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fixedQuery } from '../../../db/index.js';
import { collectionRecords, collections, memberships, portals, uploadedFiles, type PortalRow } from '../../../db/schema/index.js';
import { memberOfPortal, requireBuilder, requirePortal, requireRole, requireWorkspace } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { badInput, notFound } from '../../core/errors.js';
import { deleteFileRows, removeUnusedBlobs } from '../../core/files.js';
import { checkImage } from '../../core/images.js';
import { giveRecords } from '../../core/quotas.js';
import { ownerFolder } from '../../core/storage.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page } from '../../core/pagination.js';
import { portalBySlug } from '../../core/portal-lookup.js';
import { fields as common, parseInput, text } from '../../core/validation.js';
import {
  basicInfoInput,
  nameField,
  RESERVED_SLUGS,
  RESERVED_SUB_DOMAINS,
  slugField,
  slugify,
  subDomainField,
  themeInput,
} from './portal.rules.js';
import { subDomainUrl, toPortalView, toPublicPortalView, type PortalView, type PublicPortalView } from './portal.view.js';

export interface Availability {
  available: boolean;
  reason: string | null;
}

export const listInput = z.strictObject(pageInput);

/** The portals of the builder's current workspace, newest first. */
export async function listPortals(ctx: Ctx, input: unknown): Promise<Page<PortalView>> {
  const { user } = await requireBuilder(ctx);
  const workspaceId = user.currentWorkspaceId;
  return keysetPage(
    parseInput(listInput, input),
    BY_CREATED,
    async (after, limit) => {
      if (!workspaceId) return [];
      // The membership is part of the statement (as requireWorkspace checks it, without its round trip):
      // a current workspace the builder has left lists nothing.
      const scope = { userId: user.id, workspaceId, limit };
      return after ? LIST_AFTER(ctx.db, { ...scope, afterAt: after.at, afterId: after.id }) : LIST_FIRST(ctx.db, scope);
    },
    (rows) => rows.map((row) => toListView(row, ctx.config)),
  );
}

// The list is the builder's home screen: read straight on the driver (queryRows: prepared, no
// Drizzle row mapping), times as toISOString writes them and created_at to the microsecond for the
// cursor (JavaScript dates stop at milliseconds), all made by PostgreSQL.
const iso = (column: typeof portals.createdAt | typeof portals.updatedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const LIST_COLUMNS = sql.join(
  [
    sql`${portals.id} as "id"`,
    sql`${portals.workspaceId} as "workspaceId"`,
    sql`${portals.name} as "name"`,
    sql`${portals.slug} as "slug"`,
    sql`${portals.subDomain} as "subDomain"`,
    sql`${portals.logoUrl} as "logoUrl"`,
    sql`${portals.theme} as "theme"`,
    sql`${portals.basicInfo} as "basicInfo"`,
    sql`${iso(portals.createdAt)} as "createdAt"`,
    sql`${iso(portals.updatedAt)} as "updatedAt"`,
    sql`${cursorAt(portals.createdAt)} as "cursorAt"`,
  ],
  sql`, `,
);

const listQuery = (after: boolean) =>
  fixedQuery<ListRow>(
    sql`select ${LIST_COLUMNS} from ${portals} inner join ${memberships} on ${memberOfPortal(sql.placeholder('userId'))}
      where ${portals.workspaceId} = ${sql.placeholder('workspaceId')}${
        after
          ? sql` and ${olderThan(portals.createdAt, portals.id, { at: sql.placeholder('afterAt'), id: sql.placeholder('afterId') })}`
          : sql``
      }
      order by ${portals.createdAt} desc, ${portals.id} desc limit ${sql.placeholder('limit')}`,
  );
const LIST_FIRST = listQuery(false);
const LIST_AFTER = listQuery(true);

type ListRow = Omit<PortalView, 'subDomainUrl'> & { createdAt: string; updatedAt: string; cursorAt: string };
const BY_CREATED = newestFirst<ListRow>((row) => [row.cursorAt, row.id]);

/** A list row as the view: its times are already ISO text, which both APIs send as they are. */
const toListView = ({ cursorAt: _cursor, ...view }: ListRow, config: Ctx['config']): PortalView => ({
  ...view,
  subDomainUrl: subDomainUrl(config, view),
});

export const getInput = z.union(
  [z.strictObject({ slug: text('a slug').min(1, 'Please enter a slug.') }), z.strictObject({ id: common.uuid('the portal id') })],
  {
    error: 'Send the portal slug (or id).',
  },
);

export async function getPortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const target = parseInput(getInput, input);
  const { portal } = await requirePortal(ctx, target);
  return toPortalView(portal, ctx.config);
}

export const createInput = z.strictObject({ name: nameField(), slug: slugField().optional(), subDomain: subDomainField().optional() });

export async function createPortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { workspace } = await requireWorkspace(ctx);
  requireRole(workspace.role, 'ADMIN', 'create portals');
  const data = parseInput(createInput, input);
  const slug = data.slug ?? (await firstFree(ctx, 'slug', slugify(data.name)));
  const subDomain = data.subDomain ?? (await firstFree(ctx, 'subDomain', slug));
  const row = await writeUnique(ctx, { slug, subDomain }, () =>
    ctx.db
      .insert(portals)
      .values({
        workspaceId: workspace.id,
        name: data.name,
        slug,
        subDomain,
        basicInfo: { title: data.name, description: '', supportEmail: null },
      })
      .returning(),
  );
  return toPortalView(row, ctx.config);
}

export const updateInput = z.strictObject({ id: common.uuid('the portal id'), name: nameField().optional(), slug: slugField().optional() });

export async function updatePortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { id, ...patch } = parseInput(updateInput, input);
  const { portal, role } = await requirePortal(ctx, { id });
  // The address is what customers' links and bookmarks hold: changing it is an admin's call.
  if (patch.slug !== undefined && patch.slug !== portal.slug) requireRole(role, 'ADMIN', 'change a portal’s address');
  if (Object.keys(patch).length === 0) return toPortalView(portal, ctx.config);
  const row = await writeUnique(ctx, patch, () => ctx.db.update(portals).set(patch).where(eq(portals.id, portal.id)).returning());
  return toPortalView(row, ctx.config);
}

export const idInput = z.strictObject({ id: common.uuid('the portal id') });

/**
 * Deletes the portal; its children go with it through ON DELETE CASCADE. Its private files' rows go
 * in the same transaction (counted off the workspace's quota), their bytes and the logo after it.
 */
export async function deletePortal(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { id } = parseInput(idInput, input);
  const { portal, role } = await requirePortal(ctx, { id });
  requireRole(role, 'OWNER', 'delete portals');
  const files = await ctx.db.transaction(async (tx) => {
    const files = await deleteFileRows(tx, eq(uploadedFiles.portalId, portal.id));
    const [held] = await tx
      .select({ n: count() })
      .from(collectionRecords)
      .innerJoin(collections, eq(collections.id, collectionRecords.collectionId))
      .where(eq(collections.portalId, portal.id));
    await tx.delete(portals).where(eq(portals.id, portal.id));
    await giveRecords(tx, portal.workspaceId, held?.n ?? 0);
    return files;
  });
  await removeUnusedBlobs(ctx, files);
  await ctx.storage.remove(portal.logoUrl).catch((err: unknown) => ctx.log.warn({ err }, 'portal logo not removed'));
  return toPortalView(portal, ctx.config);
}

// Required: missing is "Please enter …"; any text is then judged by the field's rules and answered (available or not, and why).
export const subDomainCheck = z.strictObject({
  subDomain: text('a sub-domain'),
  portalId: common.uuid('the portal id').optional(),
});

export async function isSubDomainAvailable(ctx: Ctx, input: unknown): Promise<Availability> {
  await requireBuilder(ctx);
  const { subDomain, portalId } = parseInput(subDomainCheck, input);
  if (subDomain === undefined || subDomain === '') throw badInput({ subDomain: 'Please enter a sub-domain.' });
  return availability(ctx, 'subDomain', subDomainField().safeParse(subDomain), portalId);
}

export const slugCheck = z.strictObject({ slug: text('a slug'), portalId: common.uuid('the portal id').optional() });

export async function isSlugAvailable(ctx: Ctx, input: unknown): Promise<Availability> {
  await requireBuilder(ctx);
  const { slug, portalId } = parseInput(slugCheck, input);
  if (slug === undefined || slug === '') throw badInput({ slug: 'Please enter a slug.' });
  return availability(ctx, 'slug', slugField().safeParse(slug), portalId);
}

export const subDomainInput = z.strictObject({ portalId: common.uuid('the portal id'), subDomain: subDomainField() });

export async function updateSubDomain(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId, subDomain } = parseInput(subDomainInput, input);
  const { portal, role } = await requirePortal(ctx, { id: portalId });
  if (subDomain !== portal.subDomain) requireRole(role, 'ADMIN', 'change a portal’s address');
  const row = await writeUnique(ctx, { subDomain }, () =>
    ctx.db.update(portals).set({ subDomain }).where(eq(portals.id, portal.id)).returning(),
  );
  return toPortalView(row, ctx.config);
}

export const themeUpdate = z.strictObject({ portalId: common.uuid('the portal id'), theme: themeInput });

export async function updateTheme(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId, theme } = parseInput(themeUpdate, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db.update(portals).set({ theme }).where(eq(portals.id, portal.id)).returning();
  return toPortalView(row!, ctx.config);
}

export const basicInfoUpdate = z.strictObject({ portalId: common.uuid('the portal id'), basicInfo: basicInfoInput });

export async function updateBasicInfo(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId, basicInfo } = parseInput(basicInfoUpdate, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db.update(portals).set({ basicInfo }).where(eq(portals.id, portal.id)).returning();
  return toPortalView(row!, ctx.config);
}

export const logoInput = z.strictObject({ portalId: common.uuid('the portal id') });

/** Stores the checked image, points the portal at it, then drops the previous file. */
export async function uploadLogo(
  ctx: Ctx,
  input: { fields: Record<string, string>; file: Buffer | null },
): Promise<{ logoUrl: string | null }> {
  const { portalId } = parseInput(logoInput, input.fields);
  const { portal } = await requirePortal(ctx, { id: portalId });
  if (!input.file) throw badInput({ file: 'Choose an image to upload.' });
  const image = await checkImage(input.file);
  const logoUrl = await ctx.storage.put(ownerFolder('portal', portal.id), image.bytes, image.extension);
  await ctx.db.update(portals).set({ logoUrl }).where(eq(portals.id, portal.id));
  if (portal.logoUrl && portal.logoUrl !== logoUrl) await ctx.storage.remove(portal.logoUrl);
  return { logoUrl };
}

/** Answers the portal without its logo, as GraphQL's removePortalLogo does. */
export async function removeLogo(ctx: Ctx, input: unknown): Promise<PortalView> {
  const { portalId } = parseInput(logoInput, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db.update(portals).set({ logoUrl: null }).where(eq(portals.id, portal.id)).returning();
  await ctx.storage.remove(portal.logoUrl);
  return toPortalView(row!, ctx.config);
}

export const publicInput = z.strictObject({
  slug: text('a slug').trim().min(1, 'Please enter a slug.').max(63, 'That portal does not exist.'),
});

/** No sign-in: what the published portal needs to brand itself. */
export async function getPublicPortalInfo(ctx: Ctx, input: unknown): Promise<PublicPortalView> {
  const { slug } = parseInput(publicInput, input);
  return toPublicPortalView(await portalBySlug(ctx.db, slug));
}

type UniqueField = 'slug' | 'subDomain';
const LABEL: Record<UniqueField, string> = { slug: 'slug', subDomain: 'sub-domain' };

async function availability(ctx: Ctx, field: UniqueField, parsed: z.ZodSafeParseResult<string>, portalId?: string): Promise<Availability> {
  // "The portal's current value" only for a portal the caller may see: another tenant's id is NOT_FOUND.
  if (portalId) await requirePortal(ctx, { id: portalId });
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
  // Cut to leave room for "-NN", and never end on a hyphen: "acme--2" is not a valid slug.
  const stem = base.slice(0, field === 'slug' ? 44 : 59).replace(/-+$/, '');
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
    const taken = (field: UniqueField) => ({
      field,
      message: async () => `That ${LABEL[field]} is taken — try ${await firstFree(ctx, field, values[field] ?? '')}.`,
      detail: `That ${LABEL[field]} is taken.`,
    });
    throw await dbError(error, { portals_slug_lower_key: taken('slug'), portals_sub_domain_lower_key: taken('subDomain') });
  }
}
