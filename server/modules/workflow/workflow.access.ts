import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import {
  memberships,
  portals,
  workflowRuns,
  workflows,
  type PortalRow,
  type WorkflowRow,
  type WorkflowRunRow,
} from '../../../db/schema/index.js';
import { memberOfPortal, requireInPortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { preparedPerDb } from '../../core/prepared.js';

/** A workflow of a portal the builder may use (workflow, portal and membership in one statement), or NOT_FOUND. */
export function requireWorkflow(ctx: Ctx, id: string): Promise<{ builder: Builder; workflow: WorkflowRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'workflow', id, async (db, q) => (await workflowStatement(db).execute(q))[0]);
}

/** A run of a workflow the builder may use, with both. */
export function requireRun(
  ctx: Ctx,
  id: string,
): Promise<{ builder: Builder; run: WorkflowRunRow; workflow: WorkflowRow; portal: PortalRow }> {
  return requireInPortal(ctx, 'run', id, async (db, q) => (await runStatement(db).execute(q))[0]);
}

const workflowStatement = preparedPerDb((db: Db) =>
  db
    .select({ workflow: workflows, portal: portals })
    .from(workflows)
    .innerJoin(portals, eq(portals.id, workflows.portalId))
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(workflows.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_workflow'),
);

const runStatement = preparedPerDb((db: Db) =>
  db
    .select({ run: workflowRuns, workflow: workflows, portal: portals })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .innerJoin(portals, eq(portals.id, workflowRuns.portalId))
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(workflowRuns.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_workflow_run'),
);
