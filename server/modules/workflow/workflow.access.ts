import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import {
  customerUsers,
  portals,
  workflowAssignments,
  workflowRuns,
  workflowVersions,
  workflows,
  type PortalRow,
  type WorkflowGraphData,
  type WorkflowRow,
  type WorkflowRunRow,
} from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal, type Builder, type Customer } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { ownedBy, requireOwn } from '../../core/customer-access.js';
import { AppError, notFound } from '../../core/errors.js';
import { preparedPerDb } from '../../core/prepared.js';
import { hashToken } from '../../core/tokens.js';
import type { RunPerson } from './workflow.runs.js';

/** Who may reach a workflow and its runs: its builders, its customers, and visitors of a PUBLIC one. */

/** A workflow of a portal the builder may use (workflow, portal and membership in one statement), or NOT_FOUND. */
export function requireWorkflow(ctx: Ctx, id: string): Promise<{ builder: Builder; workflow: WorkflowRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'workflow', id, workflowLoader);
}

/** A run of a workflow the builder may use, with both. */
export function requireRun(
  ctx: Ctx,
  id: string,
): Promise<{ builder: Builder; run: WorkflowRunRow; workflow: WorkflowRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'run', id, runLoader);
}

const workflowLoader = inPortalLoader('require_workflow', {
  select: { workflow: workflows, portal: portals },
  from: workflows,
  portalId: workflows.portalId,
});

const runLoader = inPortalLoader('require_workflow_run', {
  select: { run: workflowRuns, workflow: workflows, portal: portals },
  from: workflowRuns,
  through: [[workflows, eq(workflows.id, workflowRuns.workflowId)]],
  portalId: workflowRuns.portalId,
});

/** Open to this customer: PUBLIC and CUSTOMERS to all, ASSIGNED to those assigned (published or not: callers add it). */
export const openTo = (customerId: string | ReturnType<typeof sql.placeholder>) =>
  or(
    inArray(workflows.accessType, ['PUBLIC', 'CUSTOMERS']),
    sql`exists (select 1 from ${workflowAssignments} where ${workflowAssignments.workflowId} = ${workflows.id} and ${workflowAssignments.customerId} = ${customerId})`,
  );

/** Open to visitors, who need no sign-in: published and PUBLIC. */
export const openToVisitors = () => and(eq(workflows.accessType, 'PUBLIC'), isNotNull(workflows.publishedVersion));

/** A workflow of this portal a visitor may start; NOT_FOUND otherwise. */
export async function requirePublicWorkflow(ctx: Ctx, portalId: string, id: string): Promise<WorkflowRow> {
  const [workflow] = await ctx.db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), eq(workflows.portalId, portalId), openToVisitors()))
    .limit(1);
  if (!workflow) throw notFound('workflow');
  return workflow;
}

/** A workflow of the customer's portal open to them, with the portal; NOT_FOUND otherwise. */
export function requireOpenWorkflow(ctx: Ctx, id: string): Promise<{ caller: Customer; workflow: WorkflowRow; portal: PortalRow }> {
  return requireOwn(ctx, 'workflow', id, async (db, q) => (await openWorkflowStatement(db).execute(q))[0]);
}

const openWorkflowStatement = preparedPerDb((db: Db) =>
  db
    .select({ workflow: workflows, portal: portals })
    .from(workflows)
    .innerJoin(portals, eq(portals.id, workflows.portalId))
    .where(
      and(
        eq(workflows.id, sql.placeholder('id')),
        eq(workflows.portalId, sql.placeholder('portalId')),
        openTo(sql.placeholder('customerId')),
      ),
    )
    .limit(1)
    .prepare('open_workflow'),
);

/**
 * A run with everything a step needs in one statement: its workflow and portal, the graph of its
 * version and its customer. Advancing a run reads this once and writes once, whatever the number of
 * steps or runs.
 */
const runWithAll = (db: Db) =>
  db
    .select({
      run: workflowRuns,
      workflow: workflows,
      portal: portals,
      graph: workflowVersions.graph,
      customerName: customerUsers.name,
      customerEmail: customerUsers.email,
      customerContext: customerUsers.context,
    })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .innerJoin(portals, eq(portals.id, workflowRuns.portalId))
    .innerJoin(
      workflowVersions,
      and(eq(workflowVersions.workflowId, workflowRuns.workflowId), eq(workflowVersions.version, workflowRuns.version)),
    )
    .leftJoin(customerUsers, eq(customerUsers.id, workflowRuns.customerId))
    .$dynamic()
    .limit(1);

export type LoadedRun = {
  run: WorkflowRunRow;
  workflow: WorkflowRow;
  portal: PortalRow;
  graph: WorkflowGraphData;
  customer: RunPerson | null;
  context: Record<string, unknown> | null;
};
const loaded = (row: Awaited<ReturnType<ReturnType<typeof runWithAll>['execute']>>[number]): LoadedRun => ({
  run: row.run,
  workflow: row.workflow,
  portal: row.portal,
  graph: row.graph,
  customer: row.run.customerId ? { id: row.run.customerId, name: row.customerName ?? '', email: row.customerEmail ?? '' } : null,
  context: row.customerContext,
});

/** The signed-in customer's own run, in their portal, with all a step needs; anyone else's is NOT_FOUND. */
export async function requireOwnRun(ctx: Ctx, id: string): Promise<LoadedRun> {
  const row = await requireOwn(ctx, 'run', id, async (db, q) => (await ownRunStatement(db).execute(q))[0]);
  return loaded(row);
}

// Every step a customer takes reads this: prepared, planned once per connection.
const ownRunStatement = preparedPerDb((db: Db) =>
  runWithAll(db)
    .where(and(eq(workflowRuns.id, sql.placeholder('id')), ownedBy(workflowRuns)))
    .prepare('own_workflow_run'),
);

/**
 * A visitor's run, by the token of their resumable link; with every use the workflow must still be
 * open to visitors: published and PUBLIC. A link to a workflow the builder since made CUSTOMERS or
 * ASSIGNED, or unpublished, answers as an unknown one (NOT_FOUND), and nothing is read or written.
 */
export async function requireVisitorRun(ctx: Ctx, token: string): Promise<LoadedRun> {
  const [row] = await visitorRunStatement(ctx.db).execute({ tokenHash: hashToken(token) });
  if (!row) throw new AppError('NOT_FOUND', 'That link is not valid — open the link from your email again.');
  return loaded(row);
}

const visitorRunStatement = preparedPerDb((db: Db) =>
  runWithAll(db)
    .where(and(eq(workflowRuns.resumeTokenHash, sql.placeholder('tokenHash')), openToVisitors()))
    .prepare('visitor_workflow_run'),
);
