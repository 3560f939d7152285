import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import {
  collections,
  uploadedFiles,
  workflowRuns,
  workflows,
  workflowVersions,
  type WorkflowAccessType,
  type WorkflowGraphData,
  type WorkflowRow,
} from '../../../db/schema/index.js';
import { requirePortal } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { deleteFileRows, removeUnusedBlobs } from '../../core/files.js';
import { freeSlug } from '../../core/slug.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { requireWorkflow } from './workflow.access.js';
import { graphProblems, type GraphProblem } from './workflow.graph.js';
import { checkReferences, referenceProblems } from './workflow.references.js';
import {
  accessTypeField,
  checkDraft,
  graphInput,
  MAX_WORKFLOWS,
  nameField,
  slugField,
  SLUG_MAX,
  slugFromName,
  stepNameField,
} from './workflow.rules.js';

/** Workflows as their builders make them: the draft graph, its checks, publishing, access. */

export interface WorkflowStepView {
  id: string;
  type: string;
  name: string;
  config: Record<string, unknown>;
  position: { x: number; y: number } | null;
}

export interface WorkflowView {
  id: string;
  portalId: string;
  name: string;
  slug: string;
  accessType: WorkflowAccessType;
  /** Whether a customer who finished it may start it again. */
  allowRepeat: boolean;
  published: boolean;
  publishedVersion: number | null;
  publishedAt: Date | null;
  changedSincePublish: boolean;
  revision: number;
  stepCount: number;
  runsInProgress: number;
  runsCompleted: number;
  awaitingApproval: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface WorkflowDetail extends WorkflowView {
  graph: { nodes: WorkflowStepView[]; edges: Array<{ from: string; to: string; branch: string | null }> };
  /** What stops publishing now, each on its step (null: the whole graph). */
  problems: GraphProblem[];
}

// The run counts of each workflow in one grouped read beside the rows: one statement for a list.
const runCounts = (where: SQL) =>
  sql`(select ${workflowRuns.workflowId} as workflow_id,
        count(*) filter (where ${workflowRuns.status} in ('IN_PROGRESS', 'WAITING'))::int as active,
        count(*) filter (where ${workflowRuns.status} = 'COMPLETED')::int as completed,
        count(*) filter (where ${workflowRuns.status} = 'WAITING')::int as waiting
      from ${workflowRuns} where ${where} group by ${workflowRuns.workflowId})`;

async function selectWorkflows(db: Db | Tx, where: SQL, runsWhere: SQL) {
  const counts = sql`counts`;
  return db
    .select({
      workflow: getTableColumns(workflows),
      active: sql<number>`coalesce(${counts}.active, 0)`,
      completed: sql<number>`coalesce(${counts}.completed, 0)`,
      waiting: sql<number>`coalesce(${counts}.waiting, 0)`,
    })
    .from(workflows)
    .leftJoin(sql`${runCounts(runsWhere)} counts`, sql`${counts}.workflow_id = ${workflows.id}`)
    .where(where)
    .orderBy(desc(workflows.createdAt), desc(workflows.id));
}

type Counted = Awaited<ReturnType<typeof selectWorkflows>>[number];

function toView({ workflow: w, active, completed, waiting }: Counted): WorkflowView {
  return {
    id: w.id,
    portalId: w.portalId,
    name: w.name,
    slug: w.slug,
    accessType: w.accessType,
    allowRepeat: w.allowRepeat,
    published: w.publishedVersion !== null,
    publishedVersion: w.publishedVersion,
    publishedAt: w.publishedAt,
    changedSincePublish: w.publishedVersion !== null && w.publishedRevision !== w.revision,
    revision: w.revision,
    stepCount: w.draft.nodes.length,
    runsInProgress: Number(active),
    runsCompleted: Number(completed),
    awaitingApproval: Number(waiting),
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
}

function toDetail(row: Counted): WorkflowDetail {
  const graph = row.workflow.draft;
  return {
    ...toView(row),
    graph: {
      nodes: graph.nodes.map((n) => ({
        id: n.id,
        type: n.type,
        name: n.name,
        config: (n.config ?? {}) as Record<string, unknown>,
        position: n.position ?? null,
      })),
      edges: graph.edges.map((e) => ({ from: e.from, to: e.to, branch: e.branch ?? null })),
    },
    problems: graphProblems(graph),
  };
}

async function loadDetail(db: Db | Tx, id: string): Promise<WorkflowDetail> {
  const [row] = await selectWorkflows(db, eq(workflows.id, id), sql`${workflowRuns.workflowId} = ${id}`);
  if (!row) throw notFound('workflow');
  return toDetail(row);
}

/** The one place a unique slug's violation becomes the sentence a builder can act on. */
async function slugWrite<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw await dbError(error, {
      workflows_portal_slug_key: {
        field: 'slug',
        message: `Another workflow of this portal uses the slug ${slug} — choose another.`,
        detail: 'Taken in this portal.',
      },
    });
  }
}

export const portalInput = z.strictObject({ portalId: fields.uuid('the portal id') });

export async function listWorkflows(ctx: Ctx, input: unknown): Promise<WorkflowView[]> {
  const { portalId } = parseInput(portalInput, input);
  await requirePortal(ctx, { id: portalId });
  const rows = await selectWorkflows(ctx.db, eq(workflows.portalId, portalId), sql`${workflowRuns.portalId} = ${portalId}`);
  return rows.map(toView);
}

export const getInput = z.union(
  [
    z.strictObject({ id: fields.uuid('the workflow id') }),
    z.strictObject({ portalId: fields.uuid('the portal id'), slug: text('a slug').trim().toLowerCase().max(SLUG_MAX) }),
  ],
  'Send the workflow’s id, or the portal’s id and the workflow’s slug.',
);

/** One workflow with its draft graph and what stops publishing it. */
export async function getWorkflow(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const target = parseInput(getInput, input);
  if ('id' in target) {
    await requireWorkflow(ctx, target.id);
    return loadDetail(ctx.db, target.id);
  }
  await requirePortal(ctx, { id: target.portalId });
  const [row] = await ctx.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.portalId, target.portalId), eq(workflows.slug, target.slug)))
    .limit(1);
  if (!row) throw notFound('workflow');
  return loadDetail(ctx.db, row.id);
}

export const createInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  name: nameField(),
  slug: slugField().optional(),
  accessType: accessTypeField().optional(),
  graph: graphInput.optional(),
});

export async function createWorkflow(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const data = parseInput(createInput, input);
  const { portal } = await requirePortal(ctx, { id: data.portalId });
  const draft = data.graph ? checkDraft(data.graph) : { nodes: [], edges: [] };
  await checkReferences(ctx.db, { portalId: portal.id, workspaceId: portal.workspaceId }, draft);
  const taken = await ctx.db.select({ slug: workflows.slug }).from(workflows).where(eq(workflows.portalId, data.portalId));
  if (taken.length >= MAX_WORKFLOWS)
    throw new AppError('FORBIDDEN', `A portal has at most ${MAX_WORKFLOWS} workflows — delete one you no longer use.`);
  const slug = data.slug ?? freeSlug(slugFromName(data.name), new Set(taken.map((t) => t.slug)), SLUG_MAX);
  const [row] = await slugWrite(slug, () =>
    ctx.db
      .insert(workflows)
      .values({ portalId: data.portalId, name: data.name, slug, accessType: data.accessType ?? 'CUSTOMERS', draft })
      .returning({ id: workflows.id }),
  );
  return loadDetail(ctx.db, row!.id);
}

export const updateInput = z
  .strictObject({
    id: fields.uuid('the workflow id'),
    name: nameField().optional(),
    graph: graphInput.optional(),
    /** The revision the change was made from: a save over someone else's newer one is refused. */
    revision: z.number('The revision is a number.').int().min(1).max(2_147_483_647).optional(),
    /** Whether a customer who finished it may start it again (a setting: no revision needed). */
    allowRepeat: z.boolean('Say true or false: may customers run it again?').optional(),
  })
  // What the service requires beyond the shape (updateWorkflow), said in the document.
  .meta({
    anyOf: [{ required: ['name'] }, { required: ['graph'] }, { required: ['allowRepeat'] }],
    dependentRequired: { graph: ['revision'] },
  });

/**
 * Saves the draft (and/or the name). A graph is saved only over the revision it was made from:
 * another tab's or a teammate's newer save is never overwritten unseen.
 */
export async function updateWorkflow(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const { id, name, graph, revision, allowRepeat } = parseInput(updateInput, input);
  const { portal } = await requireWorkflow(ctx, id);
  if (name === undefined && graph === undefined && allowRepeat === undefined)
    throw badInput({ _: 'Send a name, a graph or allowRepeat to change.' });
  if (graph && revision === undefined) throw badInput({ revision: 'Send the revision the graph was edited from.' });
  const draft = graph ? checkDraft(graph) : undefined;
  if (draft) await checkReferences(ctx.db, { portalId: portal.id, workspaceId: portal.workspaceId }, draft);
  const where = draft ? and(eq(workflows.id, id), eq(workflows.revision, revision!)) : eq(workflows.id, id);
  const changed = await ctx.db
    .update(workflows)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(allowRepeat !== undefined ? { allowRepeat } : {}),
      ...(draft ? { draft, revision: sql`${workflows.revision} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(where)
    .returning({ id: workflows.id });
  if (changed.length === 0)
    throw new AppError(
      'CONFLICT',
      'This workflow was changed in another tab or by a teammate since you opened it — reload to see their version.',
      { revision: 'Out of date.' },
    );
  return loadDetail(ctx.db, id);
}

export const idInput = z.strictObject({ id: fields.uuid('the workflow id') });

/** Deletes a workflow with its versions, assignments and runs, and answers it as it was (its run counts too). */
export async function deleteWorkflow(ctx: Ctx, input: unknown): Promise<WorkflowView> {
  const { id } = parseInput(idInput, input);
  await requireWorkflow(ctx, id);
  const { done, files } = await ctx.db.transaction(async (tx) => {
    const [before] = await selectWorkflows(tx, eq(workflows.id, id), sql`${workflowRuns.workflowId} = ${id}`);
    if (!before) throw notFound('workflow');
    // The runs' files first: the foreign key would delete their rows unseen (uncounted, blobs kept).
    const files = await deleteFileRows(
      tx,
      sql`${uploadedFiles.runId} in (select ${workflowRuns.id} from ${workflowRuns} where ${workflowRuns.workflowId} = ${id})`,
    );
    await tx.delete(workflowRuns).where(eq(workflowRuns.workflowId, id));
    await tx.delete(workflows).where(eq(workflows.id, id));
    return { done: toView(before), files };
  });
  await removeUnusedBlobs(ctx, files);
  return done;
}

export const slugInput = z.strictObject({ id: fields.uuid('the workflow id'), slug: slugField() });

export async function changeSlug(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const { id, slug } = parseInput(slugInput, input);
  await requireWorkflow(ctx, id);
  await slugWrite(slug, () => ctx.db.update(workflows).set({ slug, updatedAt: new Date() }).where(eq(workflows.id, id)));
  return loadDetail(ctx.db, id);
}

export const accessTypeInput = z.strictObject({ id: fields.uuid('the workflow id'), accessType: accessTypeField() });

export async function changeAccessType(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const { id, accessType } = parseInput(accessTypeInput, input);
  await requireWorkflow(ctx, id);
  await ctx.db.update(workflows).set({ accessType, updatedAt: new Date() }).where(eq(workflows.id, id));
  return loadDetail(ctx.db, id);
}

export const publishInput = z.strictObject({
  id: fields.uuid('the workflow id'),
  published: z.boolean('published is true or false.'),
});

/**
 * Publishing freezes the draft as a new version (new runs start on it; runs under way keep theirs).
 * Only a graph without problems is published; each problem is named on its step. Unpublishing stops
 * new runs and leaves those under way to finish.
 */
export async function publishWorkflow(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const { id, published } = parseInput(publishInput, input);
  const { builder, workflow, portal } = await requireWorkflow(ctx, id);
  if (!published) {
    await ctx.db
      .update(workflows)
      .set({ publishedVersion: null, publishedRevision: null, updatedAt: new Date() })
      .where(eq(workflows.id, id));
    return loadDetail(ctx.db, id);
  }
  const problems = [
    ...graphProblems(workflow.draft),
    ...(await collectionProblems(ctx.db, workflow)),
    ...(await referenceProblems(ctx.db, { portalId: portal.id, workspaceId: portal.workspaceId }, workflow.draft)),
  ];
  if (problems.length) {
    const details: Record<string, string> = {};
    for (const p of problems) {
      const key = p.nodeId ? `graph.nodes.${p.nodeId}` : 'graph';
      details[key] = details[key] ? `${details[key]} ${p.message}` : p.message;
    }
    throw badInput(
      details,
      `This workflow cannot be published yet: ${problems.length === 1 ? problems[0]!.message : `${problems.length} problems, each shown on its step.`}`,
    );
  }
  await ctx.db.transaction(async (tx) => {
    // The row is locked, so two publishes in a row make two versions, never one number twice.
    const [locked] = await tx
      .select({ revision: workflows.revision, draft: workflows.draft })
      .from(workflows)
      .where(eq(workflows.id, id))
      .for('update');
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${workflowVersions.version}), 0)::int` })
      .from(workflowVersions)
      .where(eq(workflowVersions.workflowId, id));
    const version = Number(last?.version ?? 0) + 1;
    await tx
      .insert(workflowVersions)
      .values({ workflowId: id, portalId: workflow.portalId, version, graph: locked!.draft, publishedBy: builder.user.id });
    await tx
      .update(workflows)
      .set({ publishedVersion: version, publishedRevision: locked!.revision, publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(workflows.id, id));
  });
  return loadDetail(ctx.db, id);
}

/**
 * What only the database can tell: a FORM's collection is of this portal, its customer field is a
 * CUSTOMER field there, and every required field of the collection is asked by the form.
 */
async function collectionProblems(db: Db, workflow: WorkflowRow): Promise<GraphProblem[]> {
  const forms = workflow.draft.nodes.flatMap((n) => {
    if (n.type !== 'FORM') return [];
    const c = n.config as { collectionId?: string | null; customerFieldKey?: string | null; fields?: Array<{ key?: string }> } | undefined;
    return c?.collectionId ? [{ node: n, config: c, collectionId: c.collectionId }] : [];
  });
  if (forms.length === 0) return [];
  const rows = await db
    .select({ id: collections.id, name: collections.name, fields: collections.fields })
    .from(collections)
    .where(and(eq(collections.portalId, workflow.portalId), inArray(collections.id, [...new Set(forms.map((f) => f.collectionId))])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: GraphProblem[] = [];
  for (const { node, config, collectionId } of forms) {
    const collection = byId.get(collectionId);
    if (!collection) {
      problems.push({ nodeId: node.id, message: 'The collection this form saves into is not in this portal any more — choose another.' });
      continue;
    }
    const asked = new Set((config.fields ?? []).map((f) => f.key));
    if (config.customerFieldKey) {
      const field = collection.fields.find((f) => f.key === config.customerFieldKey);
      if (field?.type !== 'CUSTOMER')
        problems.push({ nodeId: node.id, message: `Choose a customer field of ${collection.name} for the customer.` });
      else asked.add(field.key);
    }
    const missing = collection.fields.filter((f) => f.required && f.defaultValue === null && !asked.has(f.key));
    if (missing.length)
      problems.push({
        nodeId: node.id,
        message: `${collection.name} requires ${missing.map((f) => f.label).join(', ')}: add ${missing.length === 1 ? 'it' : 'them'} to the form.`,
      });
  }
  return problems;
}

/** "Onboarding (copy)", a fresh slug, the same draft, unpublished, no runs. */
export async function duplicateWorkflow(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const { id } = parseInput(idInput, input);
  const { workflow } = await requireWorkflow(ctx, id);
  const taken = await ctx.db.select({ slug: workflows.slug }).from(workflows).where(eq(workflows.portalId, workflow.portalId));
  if (taken.length >= MAX_WORKFLOWS)
    throw new AppError('FORBIDDEN', `A portal has at most ${MAX_WORKFLOWS} workflows — delete one you no longer use.`);
  const name = `${workflow.name.slice(0, 73)} (copy)`;
  const slug = freeSlug(`${workflow.slug.slice(0, 50).replace(/-+$/, '')}-copy`, new Set(taken.map((t) => t.slug)), SLUG_MAX);
  const [row] = await slugWrite(slug, () =>
    ctx.db
      .insert(workflows)
      .values({ portalId: workflow.portalId, name, slug, accessType: workflow.accessType, draft: workflow.draft })
      .returning({ id: workflows.id }),
  );
  return loadDetail(ctx.db, row!.id);
}

export const stepNameInput = z.strictObject({
  workflowId: fields.uuid('the workflow id'),
  stepId: text('the step id').max(64),
  name: stepNameField(),
});

/** Renames one step of the draft (a new revision, like any change of the draft). */
export async function renameStep(ctx: Ctx, input: unknown): Promise<WorkflowDetail> {
  const { workflowId, stepId, name } = parseInput(stepNameInput, input);
  await requireWorkflow(ctx, workflowId);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ draft: workflows.draft }).from(workflows).where(eq(workflows.id, workflowId)).for('update');
    const draft: WorkflowGraphData = row!.draft;
    if (!draft.nodes.some((n) => n.id === stepId)) throw badInput({ stepId: 'That step is not in this workflow — reload the editor.' });
    const nodes = draft.nodes.map((n) => (n.id === stepId ? { ...n, name } : n));
    await tx
      .update(workflows)
      .set({ draft: { ...draft, nodes }, revision: sql`${workflows.revision} + 1`, updatedAt: new Date() })
      .where(eq(workflows.id, workflowId));
  });
  return loadDetail(ctx.db, workflowId);
}
