import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import {
  customerUsers,
  workflowRuns,
  workflows,
  type PortalRow,
  type WorkflowAccessType,
  type WorkflowRow,
  type WorkflowRunRow,
  type WorkflowRunStatus,
} from '../../../db/schema/index.js';
import { requireCustomer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { portalBrand } from '../../core/mail-layout.js';
import { portalBySlug } from '../../core/portal-lookup.js';
import { portalUrl } from '../../core/portal-urls.js';
import { hitRateLimits } from '../../core/rate-limit.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { fields, parseInput, text } from '../../core/validation.js';
import {
  openTo,
  openToVisitors,
  requireOpenWorkflow,
  requirePublicWorkflow,
  requireOwnRun,
  requireVisitorRun,
  type LoadedRun,
} from './workflow.access.js';
import { resumeLinkEmail } from './workflow.emails.js';
import { after, configOf, nodeOf, settle, start, stepOf, withContext } from './workflow.engine.js';
import { askForApproval, customerOf, describeRun, moveRun, runCompleted, runEvent, versionGraphs, type RunView } from './workflow.runs.js';

/**
 * Runs as their customers walk them in the published portal: the workflows open to them, starting
 * (or resuming) one, and each step's answer checked and saved on the server. A PUBLIC workflow is
 * also open to visitors, who give an email and keep a resumable link (a token stored hashed).
 */

export interface OpenWorkflow {
  id: string;
  name: string;
  slug: string;
  accessType: WorkflowAccessType;
  /** Whether a finished run may be followed by a new one (the builder's setting). */
  repeatable: boolean;
  /** The customer's latest run of it (null: never started). */
  run: { id: string; status: WorkflowRunStatus; updatedAt: Date } | null;
}

/**
 * Of these workflows of the portal, the ones the viewer may start, with their slugs: published and
 * PUBLIC for anyone; CUSTOMERS for any customer signed in; ASSIGNED for the customers assigned. The
 * portal's navigation links only to these (page.site.ts), so nobody follows a link to "Not available".
 */
export async function usableWorkflows(
  db: Db,
  portalId: string,
  ids: string[],
  customerId: string | null,
): Promise<Map<string, { slug: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: workflows.id, slug: workflows.slug })
    .from(workflows)
    .where(
      and(
        eq(workflows.portalId, portalId),
        inArray(workflows.id, [...new Set(ids)]),
        sql`${workflows.publishedVersion} is not null`,
        customerId ? openTo(customerId) : eq(workflows.accessType, 'PUBLIC'),
      ),
    );
  return new Map(rows.map((r) => [r.id, { slug: r.slug }]));
}

export async function listOpenWorkflows(ctx: Ctx): Promise<OpenWorkflow[]> {
  const caller = await requireCustomer(ctx);
  const latest = sql`latest`;
  const rows = await ctx.db
    .select({
      workflow: {
        id: workflows.id,
        name: workflows.name,
        slug: workflows.slug,
        accessType: workflows.accessType,
        repeatable: workflows.allowRepeat,
      },
      runId: sql<string | null>`${latest}.id`,
      runStatus: sql<WorkflowRunStatus | null>`${latest}.status`,
      runUpdatedAt: sql<string | null>`${latest}.updated_at`,
    })
    .from(workflows)
    .leftJoin(
      sql`lateral (select ${workflowRuns.id} as id, ${workflowRuns.status} as status, ${workflowRuns.updatedAt} as updated_at from ${workflowRuns}
        where ${workflowRuns.workflowId} = ${workflows.id} and ${workflowRuns.customerId} = ${caller.customerId}
        order by ${workflowRuns.createdAt} desc limit 1) latest`,
      sql`true`,
    )
    .where(and(eq(workflows.portalId, caller.portalId), sql`${workflows.publishedVersion} is not null`, openTo(caller.customerId)))
    .orderBy(workflows.name);
  return rows.map((r) => ({
    ...r.workflow,
    run: r.runId ? { id: r.runId, status: r.runStatus!, updatedAt: new Date(r.runUpdatedAt!) } : null,
  }));
}

export const publicListInput = z.strictObject({ portalSlug: text('the portal').trim().max(63) });

/** What a visitor of the published portal may start without signing in. */
export async function listPublicWorkflows(ctx: Ctx, input: unknown): Promise<Array<Omit<OpenWorkflow, 'run' | 'repeatable'>>> {
  const { portalSlug } = parseInput(publicListInput, input);
  const portal = await portalBySlug(ctx.db, portalSlug);
  return ctx.db
    .select({ id: workflows.id, name: workflows.name, slug: workflows.slug, accessType: workflows.accessType })
    .from(workflows)
    .where(and(eq(workflows.portalId, portal.id), openToVisitors()))
    .orderBy(workflows.name);
}

export const startInput = z.strictObject({
  workflowId: fields.uuid('the workflow id'),
  /** A new run after a finished one: only where the builder allows repeats. */
  again: z.boolean('Say true to start it again.').optional(),
});

const FINISHED: WorkflowRunStatus[] = ['COMPLETED', 'CANCELLED'];

/**
 * The customer's run of the workflow: the one under way; else the one they finished (its answers
 * to read), unless they ask to start `again` where the builder allows it; else a new one.
 */
export async function startRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { workflowId, again } = parseInput(startInput, input);
  const row = await requireOpenWorkflow(ctx, workflowId);
  const { caller } = row;
  const [latest] = await ctx.db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.workflowId, workflowId), eq(workflowRuns.customerId, caller.customerId)))
    .orderBy(desc(workflowRuns.createdAt))
    .limit(1);
  if (latest && !FINISHED.includes(latest.status)) return view(ctx, latest, row.workflow);
  if (latest && !again) return view(ctx, latest, row.workflow);
  if (latest && !row.workflow.allowRepeat)
    throw new AppError(
      'CONFLICT',
      'You have already done this — it can be done once. Ask the portal’s team if you need to change something.',
    );
  const run = await begin(ctx, row.workflow, row.portal, { customerId: caller.customerId });
  return view(ctx, run, row.workflow);
}

async function begin(
  ctx: Ctx,
  workflow: WorkflowRow,
  portal: PortalRow,
  who: { customerId?: string; visitorEmail?: string; tokenHash?: string },
) {
  if (workflow.publishedVersion === null)
    throw new AppError('CONFLICT', 'This workflow is not open right now — the portal’s team unpublished it.');
  const graph = (await versionGraphs(ctx.db, workflow.id, [workflow.publishedVersion])).get(workflow.publishedVersion)!;
  const [customer] = who.customerId
    ? await ctx.db.select({ context: customerUsers.context }).from(customerUsers).where(eq(customerUsers.id, who.customerId))
    : [];
  const position = start(graph, customer?.context ?? null);
  const run = await ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(workflowRuns)
      .values({
        workflowId: workflow.id,
        portalId: workflow.portalId,
        version: workflow.publishedVersion!,
        customerId: who.customerId ?? null,
        visitorEmail: who.visitorEmail ?? null,
        resumeTokenHash: who.tokenHash ?? null,
        status: position.status,
        currentStepId: position.currentStepId,
        completedAt: position.status === 'COMPLETED' ? new Date() : null,
      })
      .returning();
    await runEvent(tx, run!, 'workflow.started', workflow);
    if (position.status === 'WAITING') await askForApproval(ctx, tx, portal, workflow, run!, graph);
    if (position.status === 'COMPLETED') await runCompleted(ctx, tx, run!, workflow);
    return run!;
  });
  if (position.status === 'WAITING') ctx.jobs.wake(mailJob);
  return run;
}

async function view(ctx: Ctx, run: WorkflowRunRow, workflow: Pick<WorkflowRow, 'id' | 'name' | 'allowRepeat'>): Promise<RunView> {
  const graph = (await versionGraphs(ctx.db, workflow.id, [run.version])).get(run.version)!;
  return describeRun(run, graph, workflow, await customerOf(ctx.db, run.customerId), 'customer', ctx.config);
}

const describe = (ctx: Ctx, l: LoadedRun) => describeRun(l.run, l.graph, l.workflow, l.customer, 'customer', ctx.config);

export const runIdInput = z.strictObject({ id: fields.uuid('the run id') });

export async function getOwnRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { id } = parseInput(runIdInput, input);
  return describe(ctx, await requireOwnRun(ctx, id));
}

const answersField = z.record(z.string().max(40), z.unknown(), 'Send answers as an object keyed by field key.').optional();

export const advanceInput = z.strictObject({
  runId: fields.uuid('the run id'),
  stepId: text('the step id').max(64),
  answers: answersField,
});

export async function advanceOwnRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { runId, stepId, answers } = parseInput(advanceInput, input);
  const row = await requireOwnRun(ctx, runId);
  return advance(ctx, row, stepId, answers ?? {});
}

const STANDING: Record<Exclude<WorkflowRunStatus, 'IN_PROGRESS'>, string> = {
  WAITING: 'This is waiting for the portal’s team to approve it — you will get an email when it moves on.',
  COMPLETED: 'This is already complete.',
  CANCELLED: 'This was closed by the portal’s team and cannot go on.',
};

/**
 * One step done: the answer checked by the step's own rules, then in one transaction the step's
 * effect (a FORM's record) and the run's move, which holds only if the run still stands at that step.
 */
async function advance(ctx: Ctx, loadedRun: LoadedRun, stepId: string, input: Record<string, unknown>): Promise<RunView> {
  const { run, workflow, portal, graph } = loadedRun;
  const node = nodeOf(graph, stepId);
  if (!node) throw badInput({ stepId: 'That step is not in this workflow — reload to see where you are.' });
  if (run.status !== 'IN_PROGRESS') throw new AppError('CONFLICT', STANDING[run.status]);
  if (run.currentStepId !== stepId) throw new AppError('CONFLICT', 'That step is already done — reload to see where you are.');
  const step = stepOf(node);
  const config = configOf(node);
  const accepted = step.accept ? step.accept(config, input) : { answer: {} };
  if ('errors' in accepted) throw badInput(accepted.errors, undefined, accepted.more);
  const answers = withContext({ ...run.answers, [stepId]: accepted.answer }, loadedRun.context);
  const position = settle(graph, after(graph, stepId), answers);
  const writes = Boolean(step.complete) && (step.writes?.(config) ?? true);
  const move = async (tx: Db | Tx) => {
    const done = writes
      ? await step.complete!(
          {
            tx: tx as Tx,
            ctx,
            config: ctx.config,
            portalId: portal.id,
            workspaceId: portal.workspaceId,
            customerId: run.customerId,
            customer: loadedRun.customer,
            visitorEmail: run.visitorEmail,
            runId: run.id,
            stepId,
          },
          config,
          accepted.answer,
        )
      : undefined;
    // A step's write may name what it made (a BOOKING's call): that is the answer the run keeps.
    const row = await moveRun(tx, run, stepId, 'IN_PROGRESS', done ?? accepted.answer, position);
    if (!row) throw new AppError('CONFLICT', 'That step was just saved from another tab — reload to see where you are.');
    if (position.status === 'WAITING') await askForApproval(ctx, tx as Tx, portal, workflow, row, graph);
    if (position.status === 'COMPLETED') await runCompleted(ctx, tx as Tx, row, workflow);
    return row;
  };
  let moved: WorkflowRunRow;
  try {
    // The common step (answers kept, the run moved on) is one conditional UPDATE; a step that also
    // writes (a record, an event, a mail) does it all in one transaction.
    moved = writes || position.status !== 'IN_PROGRESS' ? await ctx.db.transaction(move) : await move(ctx.db);
  } catch (error) {
    throw await dbError(error, {
      record_unique_values_pkey: { message: 'Someone already sent an answer that must be unique here — check your answers.' },
    });
  }
  // A step's write may queue mail too (a BOOKING's call): sent once the transaction is in.
  if (writes || position.status === 'WAITING') ctx.jobs.wake(mailJob);
  return describe(ctx, { ...loadedRun, run: moved });
}

// Visitors of a PUBLIC workflow.

export const visitorStartInput = z.strictObject({
  portalSlug: text('the portal').trim().max(63),
  workflowId: fields.uuid('the workflow id'),
  email: fields.email(),
});

/** A visitor starts a PUBLIC workflow: a run of their own and a link to resume it, also emailed. */
export async function startVisitorRun(ctx: Ctx, input: unknown): Promise<{ run: RunView; resumeToken: string }> {
  const { portalSlug, workflowId, email } = parseInput(visitorStartInput, input);
  const portal = await portalBySlug(ctx.db, portalSlug);
  const workflow = await requirePublicWorkflow(ctx, portal.id, workflowId);
  await hitRateLimits(ctx.db, [
    {
      key: `workflow:ip:${ctx.ip}`,
      max: ctx.config.rateLimits.loginPerIp,
      windowSeconds: ctx.config.rateLimits.windowSeconds,
      message: 'Too many workflows were started from this network.',
    },
  ]);
  const token = newToken();
  const run = await begin(ctx, workflow, portal, { visitorEmail: email, tokenHash: hashToken(token) });
  const link = portalUrl(ctx.config, portal, `/runs/resume?token=${encodeURIComponent(token)}`);
  await queueMail(ctx, { to: email, ...resumeLinkEmail(portalBrand(ctx.config, portal), workflow.name, link) });
  ctx.jobs.wake(mailJob);
  return { run: await view(ctx, run, workflow), resumeToken: token };
}

export const tokenInput = z.strictObject({ token: fields.token() });

export async function getVisitorRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { token } = parseInput(tokenInput, input);
  return describe(ctx, await requireVisitorRun(ctx, token));
}

export const visitorAdvanceInput = z.strictObject({ token: fields.token(), stepId: text('the step id').max(64), answers: answersField });

export async function advanceVisitorRun(ctx: Ctx, input: unknown): Promise<RunView> {
  const { token, stepId, answers } = parseInput(visitorAdvanceInput, input);
  return advance(ctx, await requireVisitorRun(ctx, token), stepId, answers ?? {});
}
