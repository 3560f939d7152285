import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import {
  customerUsers,
  memberships,
  portalEvents,
  users,
  WORKFLOW_RUN_STATUSES,
  workflowRuns,
  workflowVersions,
  type PortalRow,
  type WorkflowGraphData,
  type WorkflowRow,
  type WorkflowRunRow,
  type WorkflowRunStatus,
} from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { portalBrand } from '../../core/mail-layout.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page, type TimeKey } from '../../core/pagination.js';
import { portalUrl } from '../../core/portal-urls.js';
import { preparedPerDb } from '../../core/prepared.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { TEAM_LABEL_FOR_CUSTOMERS } from '../customer/customer.rules.js';
import { requireRun, requireWorkflow } from './workflow.access.js';
import { DECISION_COMMENT_MAX } from './workflow.limits.js';
import { formStep, presentedFields } from './steps/form.step.js';
import { approvalNeededEmail, decisionEmail } from './workflow.emails.js';
import { withRunFileUrls } from './workflow.files.js';
import { after, configOf, nodeOf, settle, stepOf, withContext, type Position } from './workflow.engine.js';
import { emitWebhookEvent, runData } from '../webhook/webhook.emit.js';

/** Runs as the builders see them: the list per workflow, the approval queue, decisions, the CSV. */

export interface RunPerson {
  id: string;
  name: string;
  email: string;
}

/** One question of a form as it was asked, with its answer (null: left empty). */
export interface RunQuestionView {
  key: string;
  label: string;
  type: string;
  value: unknown;
}

export interface RunStepView {
  id: string;
  name: string;
  type: string;
  /** What was answered (a form's values, an approval's decision and comment, a confirmation). */
  answer: Record<string, unknown>;
  /** A form's questions in the order it asked them, with their answers; empty for other steps. */
  questions: RunQuestionView[];
  at: string;
}

/** An approval's decision, carried to the step after it: its actor reads why. */
export interface RunDecisionView {
  stepName: string;
  decision: 'APPROVED' | 'REJECTED';
  comment: string;
  decidedBy: string;
  at: string;
}

export interface RunView {
  id: string;
  workflowId: string;
  workflowName: string;
  version: number;
  status: WorkflowRunStatus;
  customer: RunPerson | null;
  visitorEmail: string | null;
  /** The step the run stands at, with what its actor needs (a form's fields; the builder sees everything). */
  currentStep: { id: string; name: string; type: string; content: Record<string, unknown> } | null;
  /** The steps done, in order. */
  steps: RunStepView[];
  /** The latest approval's decision when it has a comment: what the next step's actor (and the history) shows. */
  lastDecision: RunDecisionView | null;
  /** Whether the customer may start the workflow again once this run has ended (the workflow's setting). */
  repeatable: boolean;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export type Audience = 'builder' | 'customer';

/** A run as its builder (everything) or its customer (what each step presents) reads it. */
export function describeRun(
  run: WorkflowRunRow,
  graph: WorkflowGraphData,
  workflow: Pick<WorkflowRow, 'name' | 'allowRepeat'>,
  customer: RunPerson | null,
  audience: Audience,
  /** Given: each file of a FILE answer gets a signed link (for a caller who may read the run). */
  config?: Config,
): RunView {
  const current = nodeOf(graph, run.currentStepId);
  let content: Record<string, unknown> = {};
  if (current) {
    const step = stepOf(current);
    const config = configOf(current);
    content = (audience === 'customer' && step.present ? step.present(config) : config) as Record<string, unknown>;
  }
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const steps = run.trail.map((t): RunStepView => {
    const node = byId.get(t.stepId);
    const answer = run.answers[t.stepId] ?? {};
    return {
      id: t.stepId,
      name: node?.name ?? t.stepId,
      type: node?.type ?? 'UNKNOWN',
      answer: audience === 'customer' ? forCustomer(answer) : answer,
      questions: node?.type === 'FORM' ? questionsOf(node, answer) : [],
      at: t.at,
    };
  });
  const decided = [...steps].reverse().find((s) => s.type === 'APPROVAL');
  const view: RunView = {
    id: run.id,
    workflowId: run.workflowId,
    workflowName: workflow.name,
    version: run.version,
    status: run.status,
    customer,
    visitorEmail: run.visitorEmail,
    currentStep: current ? { id: current.id, name: current.name, type: current.type, content } : null,
    steps,
    lastDecision:
      decided && typeof decided.answer.comment === 'string' && decided.answer.comment
        ? {
            stepName: decided.name,
            decision: decided.answer.decision === 'REJECTED' ? 'REJECTED' : 'APPROVED',
            comment: decided.answer.comment,
            decidedBy: String(decided.answer.decidedBy ?? ''),
            at: decided.at,
          }
        : null,
    repeatable: workflow.allowRepeat,
    createdAt: run.createdAt,
    updatedAt: run.updatedAt,
    completedAt: run.completedAt,
  };
  return config ? withRunFileUrls(config, view) : view;
}

/** A form's questions as the run's version asked them, each with its answer, in the form's order. */
function questionsOf(node: WorkflowGraphData['nodes'][number], answer: Record<string, unknown>): RunQuestionView[] {
  const fields = presentedFields(formStep.config.parse(node.config ?? {}));
  return fields.map((f) => ({ key: f.key, label: f.label, type: f.type, value: answer[f.key] ?? null }));
}

/** An answer as the customer may read it: an approval names the team, never the teammate who decided. */
function forCustomer(answer: Record<string, unknown>): Record<string, unknown> {
  return 'decidedBy' in answer ? { ...answer, decidedBy: TEAM_LABEL_FOR_CUSTOMERS } : answer;
}

/** The graphs of the given versions of one workflow, in one statement. */
export async function versionGraphs(db: Db | Tx, workflowId: string, versions: number[]): Promise<Map<number, WorkflowGraphData>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .select({ version: workflowVersions.version, graph: workflowVersions.graph })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflowId), inArray(workflowVersions.version, [...new Set(versions)])));
  return new Map(rows.map((r) => [r.version, r.graph]));
}

export async function customerOf(db: Db | Tx, id: string | null): Promise<RunPerson | null> {
  if (!id) return null;
  const [c] = await db
    .select({ id: customerUsers.id, name: customerUsers.name, email: customerUsers.email })
    .from(customerUsers)
    .where(eq(customerUsers.id, id));
  return c ?? null;
}

const BY_CREATED = newestFirst<{ run: { id: string }; cursorAt: string }>((r) => [r.cursorAt, r.run.id]);

const statusField = z.enum(WORKFLOW_RUN_STATUSES, 'The status is IN_PROGRESS, WAITING, COMPLETED or CANCELLED.');

export const listRunsInput = z.strictObject({
  workflowId: fields.uuid('the workflow id'),
  status: statusField.optional(),
  ...pageInput,
});

/** The runs of a workflow, newest first; `status: WAITING` is its approval queue. */
export async function listRuns(ctx: Ctx, input: unknown): Promise<Page<RunView>> {
  const { workflowId, status, ...page } = parseInput(listRunsInput, input);
  const { workflow } = await requireWorkflow(ctx, workflowId);
  const where: SQL[] = [eq(workflowRuns.workflowId, workflowId)];
  if (status) where.push(eq(workflowRuns.status, status));
  const read = (after: TimeKey | undefined, limit: number) =>
    ctx.db
      .select({
        run: workflowRuns,
        cursorAt: cursorAt(workflowRuns.createdAt),
        customerName: customerUsers.name,
        customerEmail: customerUsers.email,
      })
      .from(workflowRuns)
      .leftJoin(customerUsers, eq(customerUsers.id, workflowRuns.customerId))
      .where(and(...where, olderThan(workflowRuns.createdAt, workflowRuns.id, after)))
      .orderBy(desc(workflowRuns.createdAt), desc(workflowRuns.id))
      .limit(limit);
  return keysetPage(page, BY_CREATED, read, async (rows) => {
    const graphs = await versionGraphs(
      ctx.db,
      workflowId,
      rows.map((r) => r.run.version),
    );
    return rows.map((r) =>
      describeRun(
        r.run,
        graphs.get(r.run.version) ?? { nodes: [], edges: [] },
        workflow,
        r.run.customerId ? { id: r.run.customerId, name: r.customerName ?? '', email: r.customerEmail ?? '' } : null,
        'builder',
        ctx.config,
      ),
    );
  });
}

export const runIdInput = z.strictObject({ id: fields.uuid('the run id') });

export async function getRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { id } = parseInput(runIdInput, input);
  const { run, workflow } = await requireRun(ctx, id);
  const graphs = await versionGraphs(ctx.db, workflow.id, [run.version]);
  return describeRun(run, graphs.get(run.version)!, workflow, await customerOf(ctx.db, run.customerId), 'builder', ctx.config);
}

export const decideInput = z.strictObject({
  runId: fields.uuid('the run id'),
  decision: z.enum(['APPROVE', 'REJECT'], 'The decision is APPROVE or REJECT.'),
  comment: text('a comment')
    .trim()
    .max(DECISION_COMMENT_MAX, `A comment has at most ${DECISION_COMMENT_MAX.toLocaleString('en')} characters.`)
    .refine((v) => !v.includes('\u0000'), 'The comment cannot contain NUL characters.')
    .optional(),
});

/**
 * A builder approves (the run goes on to its next step) or rejects (it ends, CANCELLED, with the
 * comment as the reason). The customer is emailed either way. Only a run waiting at an approval.
 */
export async function decideRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { runId, decision, comment } = parseInput(decideInput, input);
  const { builder, run, workflow, portal } = await requireRun(ctx, runId);
  if (decision === 'REJECT' && !comment)
    throw new AppError('BAD_USER_INPUT', 'Say why it is rejected: the customer reads it.', { comment: 'Say why.' });
  if (run.status !== 'WAITING' || !run.currentStepId)
    throw new AppError('CONFLICT', 'This run is not waiting for an approval — someone may have decided already. Reload to see it.');
  const graph = (await versionGraphs(ctx.db, workflow.id, [run.version])).get(run.version)!;
  const stepId = run.currentStepId;
  const by = `${builder.user.firstName ?? ''} ${builder.user.lastName ?? ''}`.trim() || builder.user.email;
  const answer = { decision: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', comment: comment ?? '', decidedBy: by };
  // The customer once: their context for the conditions ahead, their address, their name in the answer.
  const [customer] = run.customerId
    ? await ctx.db
        .select({ id: customerUsers.id, name: customerUsers.name, email: customerUsers.email, context: customerUsers.context })
        .from(customerUsers)
        .where(eq(customerUsers.id, run.customerId))
    : [];
  const answers = withContext({ ...run.answers, [stepId]: answer }, customer?.context);
  const position: Position =
    decision === 'APPROVE' ? settle(graph, after(graph, stepId), answers) : { status: 'CANCELLED', currentStepId: null };
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await moveRun(tx, run, stepId, 'WAITING', answer, position);
    if (!row) throw new AppError('CONFLICT', 'Someone decided on this run just now — reload to see it.');
    await runEvent(tx, row, decision === 'APPROVE' ? 'workflow.approved' : 'workflow.rejected', workflow, { comment: comment ?? '' });
    if (position.status === 'COMPLETED') await runCompleted(ctx, tx, row, workflow);
    if (position.status === 'WAITING') await askForApproval(ctx, tx, portal, workflow, row, graph);
    const email = customer ? customer.email : row.visitorEmail;
    if (email) {
      const link = row.customerId ? portalUrl(ctx.config, portal, `/runs/${row.id}`) : null;
      await queueMail(
        ctx,
        {
          to: email,
          ...decisionEmail(portalBrand(ctx.config, portal), workflow.name, decision === 'APPROVE', comment ?? '', position.status, link),
        },
        { tx },
      );
    }
    return row;
  });
  ctx.jobs.wake(mailJob);
  return describeRun(
    updated,
    graph,
    workflow,
    customer ? { id: customer.id, name: customer.name, email: customer.email } : null,
    'builder',
    ctx.config,
  );
}

/**
 * Moves a run past `stepId` in one statement that also checks it still stands there with `status`:
 * two submissions of one step (two tabs, a double click) cannot both pass. Null when it moved meanwhile.
 */
export async function moveRun(
  tx: Db | Tx,
  run: WorkflowRunRow,
  stepId: string,
  status: WorkflowRunStatus,
  answer: Record<string, unknown>,
  to: Position,
): Promise<WorkflowRunRow | null> {
  const now = new Date();
  const [row] = await moveStatement(tx as Db).execute({
    answer: JSON.stringify({ [stepId]: answer }),
    trail: JSON.stringify([{ stepId, at: now.toISOString() }]),
    status: to.status,
    currentStepId: to.currentStepId,
    completedAt: to.status === 'COMPLETED' || to.status === 'CANCELLED' ? now.toISOString() : null,
    id: run.id,
    from: status,
    stepId,
  });
  return row ?? null;
}

// The one write of a step: prepared (on the connection of the transaction it runs in, when it does).
const moveStatement = preparedPerDb((db: Db) =>
  db
    .update(workflowRuns)
    .set({
      answers: sql`${workflowRuns.answers} || ${sql.placeholder('answer')}::jsonb`,
      trail: sql`${workflowRuns.trail} || ${sql.placeholder('trail')}::jsonb`,
      status: sql`${sql.placeholder('status')}`,
      currentStepId: sql`${sql.placeholder('currentStepId')}`,
      completedAt: sql`${sql.placeholder('completedAt')}::timestamptz`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(workflowRuns.id, sql.placeholder('id')),
        eq(workflowRuns.status, sql.placeholder('from')),
        eq(workflowRuns.currentStepId, sql.placeholder('stepId')),
      ),
    )
    .returning()
    .prepare('move_workflow_run'),
);

export const runEvent = (
  tx: Tx,
  run: WorkflowRunRow,
  type: string,
  workflow: Pick<WorkflowRow, 'id' | 'name'>,
  extra: Record<string, unknown> = {},
) =>
  tx.insert(portalEvents).values({
    portalId: run.portalId,
    customerId: run.customerId,
    type,
    data: {
      workflowId: workflow.id,
      workflowName: workflow.name,
      runId: run.id,
      ...(run.visitorEmail ? { visitorEmail: run.visitorEmail } : {}),
      ...extra,
    },
  });

/** A run ended: the portal's activity says so, and its webhooks hear of it (workflow_run.completed). */
export async function runCompleted(ctx: Pick<Ctx, 'db' | 'jobs'>, tx: Tx, run: WorkflowRunRow, workflow: Pick<WorkflowRow, 'id' | 'name'>) {
  await runEvent(tx, run, 'workflow.completed', workflow);
  await emitWebhookEvent(ctx, { portalId: run.portalId, type: 'workflow_run.completed', data: runData(run, workflow) }, { tx });
}

/** A run reached an approval: the workspace's members hear of it (their queue is in the app). */
export async function askForApproval(
  ctx: Pick<Ctx, 'config' | 'jobs'>,
  tx: Tx,
  portal: PortalRow,
  workflow: WorkflowRow,
  run: WorkflowRunRow,
  graph: WorkflowGraphData,
) {
  const customer = await customerOf(tx, run.customerId);
  const who = customer ? customer.name || customer.email : (run.visitorEmail ?? 'A visitor');
  const step = nodeOf(graph, run.currentStepId)?.name ?? 'Approval';
  const link = `${ctx.config.appUrl}/${portal.slug}/workflows/${workflow.slug}/runs?status=WAITING`;
  const members = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, portal.workspaceId), eq(users.kind, 'PERSON')));
  for (const m of members)
    await queueMail(ctx, { to: m.email, ...approvalNeededEmail(portal.name, workflow.name, step, who, link) }, { tx });
}

export const exportInput = z.strictObject({ workflowId: fields.uuid('the workflow id') });
const EXPORT_MAX = 10_000;

/**
 * The answers of every run as CSV, a row per run and a column per answered field ("Step: Field"),
 * newest first. Cells that a spreadsheet would run as a formula are quoted (a leading ').
 */
export async function exportRuns(ctx: Ctx, input: unknown): Promise<string> {
  const { workflowId } = parseInput(exportInput, input);
  await requireWorkflow(ctx, workflowId);
  const rows = await ctx.db
    .select({ run: workflowRuns, customerName: customerUsers.name, customerEmail: customerUsers.email })
    .from(workflowRuns)
    .leftJoin(customerUsers, eq(customerUsers.id, workflowRuns.customerId))
    .where(eq(workflowRuns.workflowId, workflowId))
    .orderBy(desc(workflowRuns.createdAt))
    .limit(EXPORT_MAX);
  const graphs = await versionGraphs(
    ctx.db,
    workflowId,
    rows.map((r) => r.run.version),
  );
  const columns = new Map<string, string>();
  const records = rows.map((r) => {
    const graph = graphs.get(r.run.version) ?? { nodes: [], edges: [] };
    const out: Record<string, string> = {
      Run: r.run.id,
      Customer: r.customerName ?? '',
      Email: r.customerEmail ?? r.run.visitorEmail ?? '',
      Status: r.run.status,
      Step: nodeOf(graph, r.run.currentStepId)?.name ?? '',
      Started: r.run.createdAt.toISOString(),
      Updated: r.run.updatedAt.toISOString(),
    };
    for (const t of r.run.trail) {
      const node = nodeOf(graph, t.stepId);
      for (const [key, value] of Object.entries(r.run.answers[t.stepId] ?? {})) {
        const fieldLabel = (node && fieldLabelOf(node, key)) ?? key;
        const column = `${node?.name ?? t.stepId}: ${fieldLabel}`;
        columns.set(column, column);
        // A FILE question's answer is its files: their names (the links expire; the run page gives fresh ones).
        const item = (v: unknown) =>
          typeof v === 'object' && v !== null && 'name' in v ? String((v as { name: unknown }).name) : String(v);
        out[column] = Array.isArray(value) ? value.map(item).join(', ') : value === null || value === undefined ? '' : String(value);
      }
    }
    return out;
  });
  const header = ['Run', 'Customer', 'Email', 'Status', 'Step', 'Started', 'Updated', ...columns.keys()];
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  return Papa.unparse({ fields: header, data: records.map((r) => header.map((h) => safe(r[h] ?? ''))) });
}

function fieldLabelOf(node: WorkflowGraphData['nodes'][number], key: string): string | undefined {
  const config = node.config as { fields?: Array<{ key?: string; label?: string }> } | undefined;
  return config?.fields?.find((f) => f.key === key)?.label;
}
