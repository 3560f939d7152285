import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import {
  collections,
  collectionViews,
  type CollectionField,
  type CollectionViewRow,
  type ViewFilter,
  type ViewSort,
} from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError, type ConstraintRules } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { fields as common, parseInput, text } from '../../core/validation.js';
import { requireCollection } from './database.access.js';
import { filterSql, readFilter } from './database.query.js';
import { VIEW_NAME_MAX } from './database.rules.js';
import { readSorts } from './database.sorts.js';

/**
 * Saved views of a collection's grid: a name, a filter, sort levels, hidden and ordered columns
 * (and optionally their widths), shared by every builder of the workspace. Fields are named by key;
 * a field deleted since a view was saved is left out when it is read, never an error.
 */

export const MAX_VIEWS = 50;
const MAX_FIELDS = 100;
/** The grid without a saved view: a saved one may not take its name. */
export const DEFAULT_VIEW_NAME = 'All records';

export interface CollectionViewView {
  id: string;
  collectionId: string;
  name: string;
  filter: ViewFilter[];
  sorts: ViewSort[];
  hiddenFields: string[];
  fieldOrder: string[];
  columnWidths: Record<string, number>;
  position: number;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const SYSTEM = new Set(['createdAt', 'updatedAt']);

/** The view as it reads today: conditions, sorts and columns of fields that are gone are left out. */
function toView(row: CollectionViewRow, fields: CollectionField[]): CollectionViewView {
  const keys = new Set(fields.map((f) => f.key));
  const known = (k: string) => keys.has(k);
  const sortable = (k: string) => SYSTEM.has(k) || fields.some((f) => f.key === k && f.type !== 'FILE');
  return {
    id: row.id,
    collectionId: row.collectionId,
    name: row.name,
    filter: row.filter.filter((c) => SYSTEM.has(c.field) || known(c.field)),
    sorts: row.sorts.filter((s) => sortable(s.field)),
    hiddenFields: row.hiddenFields.filter(known),
    fieldOrder: row.fieldOrder.filter(known),
    columnWidths: Object.fromEntries(Object.entries(row.columnWidths).filter(([k]) => known(k))),
    position: row.position,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const nameField = () =>
  text('a name')
    .trim()
    .min(1, 'Give the view a name.')
    .max(VIEW_NAME_MAX, `A view name has at most ${VIEW_NAME_MAX} characters.`)
    .refine(
      (v) => v.toLowerCase() !== DEFAULT_VIEW_NAME.toLowerCase(),
      `“${DEFAULT_VIEW_NAME}” is the grid without a view — choose another name.`,
    );
const keyList = (what: string) =>
  z.array(z.string(`Each of ${what} is a field key.`), `${what} is a list of field keys.`).max(MAX_FIELDS, `At most ${MAX_FIELDS} fields.`);
const widthsField = () =>
  z
    .record(
      z.string(),
      z.number('A column width is a number of pixels.').int('A column width is a whole number of pixels.').min(60).max(2000),
      'Column widths are an object of field key → pixels, like {"name": 240}.',
    )
    .refine((w) => Object.keys(w).length <= MAX_FIELDS, `At most ${MAX_FIELDS} widths.`);

const settings = {
  filter: z.unknown().optional(),
  sorts: z.unknown().optional(),
  hiddenFields: keyList('hiddenFields').optional(),
  fieldOrder: keyList('fieldOrder').optional(),
  columnWidths: widthsField().optional(),
};

export const listInput = z.strictObject({ collectionId: common.uuid('the collection id') });
export const idInput = z.strictObject({ id: common.uuid('the view id') });
export const createInput = z.strictObject({ collectionId: common.uuid('the collection id'), name: nameField(), ...settings });
export const updateInput = z.strictObject({ id: common.uuid('the view id'), name: nameField().optional(), ...settings });
export const reorderInput = z.strictObject({
  collectionId: common.uuid('the collection id'),
  ids: z
    .array(common.uuid('a view id'), 'Send the view ids in their new order.')
    .max(MAX_VIEWS, `A collection has at most ${MAX_VIEWS} views.`),
});

type Settings = Partial<Pick<CollectionViewRow, 'filter' | 'sorts' | 'hiddenFields' | 'fieldOrder' | 'columnWidths'>>;

/**
 * The settings checked against the collection's fields with the records list's own readers: a view
 * saves only what the grid could show. Errors name the setting (`filter.0.field`, `sorts`, `hiddenFields.1`).
 */
function checkSettings(fields: CollectionField[], input: z.output<typeof updateInput> | z.output<typeof createInput>): Settings {
  const out: Settings = {};
  if (input.filter !== undefined) {
    const filter = readFilter(input.filter);
    filterSql(fields, filter);
    out.filter = filter.map((c) => ({ field: c.field, op: c.op, ...(c.value !== undefined ? { value: c.value } : {}) }));
  }
  if (input.sorts !== undefined) {
    const empty = input.sorts === null || input.sorts === '' || (Array.isArray(input.sorts) && input.sorts.length === 0);
    try {
      out.sorts = empty ? [] : readSorts(fields, input.sorts).map((s) => ({ field: s.field, direction: s.direction }));
    } catch (error) {
      if (error instanceof AppError && error.details?.sort) throw badInput({ sorts: error.details.sort });
      throw error;
    }
  }
  const keys = new Set(fields.map((f) => f.key));
  const errors: Record<string, string> = {};
  const checkKeys = (name: 'hiddenFields' | 'fieldOrder', list: string[] | undefined) => {
    if (!list) return;
    list.forEach((k, i) => {
      if (!keys.has(k)) errors[`${name}.${i}`] = `${k.slice(0, 40)} is not a field of this collection.`;
    });
    if (new Set(list).size !== list.length) errors[name] = 'Name each field once.';
  };
  checkKeys('hiddenFields', input.hiddenFields);
  checkKeys('fieldOrder', input.fieldOrder);
  for (const k of Object.keys(input.columnWidths ?? {}))
    if (!keys.has(k)) errors[`columnWidths.${k.slice(0, 40)}`] = `${k.slice(0, 40)} is not a field of this collection.`;
  if (Object.keys(errors).length) throw badInput(errors);
  if (input.hiddenFields) out.hiddenFields = input.hiddenFields;
  if (input.fieldOrder) out.fieldOrder = input.fieldOrder;
  if (input.columnWidths) out.columnWidths = input.columnWidths;
  return out;
}

const nameTaken = (name: string): ConstraintRules => ({
  collection_views_name_key: {
    field: 'name',
    message: `This collection already has a view called “${name}” — choose another name.`,
    detail: `“${name}” is taken by another view.`,
  },
});

/** A view of a collection the builder may see, with that collection; NOT_FOUND for anyone else's. */
async function requireView(ctx: Ctx, id: string) {
  return requireInPortal(ctx, 'view', id, viewLoader);
}

const viewLoader = inPortalLoader('require_view', {
  select: { view: collectionViews, collection: collections },
  from: collectionViews,
  through: [[collections, eq(collections.id, collectionViews.collectionId)]],
  portalId: collections.portalId,
});

const ordered = (db: Ctx['db'] | Tx, collectionId: string) =>
  db
    .select()
    .from(collectionViews)
    .where(eq(collectionViews.collectionId, collectionId))
    .orderBy(asc(collectionViews.position), asc(collectionViews.createdAt), asc(collectionViews.id));

export async function listViews(ctx: Ctx, input: unknown): Promise<CollectionViewView[]> {
  const { collectionId } = parseInput(listInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  return (await ordered(ctx.db, collectionId)).map((r) => toView(r, collection.fields));
}

export async function createView(ctx: Ctx, input: unknown): Promise<CollectionViewView> {
  const parsed = parseInput(createInput, input);
  const { collection, builder } = await requireCollection(ctx, parsed.collectionId);
  const values = checkSettings(collection.fields, parsed);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Serialises view creation per collection: the count and the position are then exact.
      await tx.execute(sql`select 1 from ${collections} where ${collections.id} = ${collection.id} for update`);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${collectionViews.position}), -1)::int` })
        .from(collectionViews)
        .where(eq(collectionViews.collectionId, collection.id));
      if ((count?.n ?? 0) >= MAX_VIEWS)
        throw new AppError('CONFLICT', `A collection has at most ${MAX_VIEWS} views: delete one you no longer need first.`);
      const [row] = await tx
        .insert(collectionViews)
        .values({
          collectionId: collection.id,
          name: parsed.name,
          ...values,
          position: (count?.last ?? -1) + 1,
          createdBy: builder.user.id,
        })
        .returning();
      return toView(row!, collection.fields);
    });
  } catch (error) {
    throw await dbError(error, nameTaken(parsed.name));
  }
}

/** Changes what is sent (the name and/or any setting); the rest stays as saved. */
export async function updateView(ctx: Ctx, input: unknown): Promise<CollectionViewView> {
  const parsed = parseInput(updateInput, input);
  const { view, collection } = await requireView(ctx, parsed.id);
  const values = checkSettings(collection.fields, parsed);
  try {
    const [row] = await ctx.db
      .update(collectionViews)
      .set({ ...(parsed.name !== undefined ? { name: parsed.name } : {}), ...values, updatedAt: new Date() })
      .where(eq(collectionViews.id, view.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'That view was deleted meanwhile — reload to see the views of this collection.');
    return toView(row, collection.fields);
  } catch (error) {
    throw await dbError(error, nameTaken(parsed.name ?? view.name));
  }
}

/** Deletes a view (the records stay) and answers it as it was. */
export async function deleteView(ctx: Ctx, input: unknown): Promise<CollectionViewView> {
  const { id } = parseInput(idInput, input);
  const { view, collection } = await requireView(ctx, id);
  await ctx.db.delete(collectionViews).where(eq(collectionViews.id, id));
  return toView(view, collection.fields);
}

/** Puts the views in the given order (every view of the collection, each once). */
export async function reorderViews(ctx: Ctx, input: unknown): Promise<CollectionViewView[]> {
  const { collectionId, ids } = parseInput(reorderInput, input);
  const { collection } = await requireCollection(ctx, collectionId);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: collectionViews.id })
      .from(collectionViews)
      .where(eq(collectionViews.collectionId, collectionId))
      .for('update');
    const have = new Set(rows.map((r) => r.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((i) => !have.has(i)))
      throw badInput({ ids: 'Send every view of the collection exactly once, in the new order.' });
    for (const [position, viewId] of ids.entries())
      await tx
        .update(collectionViews)
        .set({ position })
        .where(and(eq(collectionViews.id, viewId), eq(collectionViews.collectionId, collectionId)));
    return (await ordered(tx, collectionId)).map((r) => toView(r, collection.fields));
  });
}
