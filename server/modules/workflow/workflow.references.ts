import type { Db, Tx } from '../../../db/index.js';
import type { WorkflowGraphData } from '../../../db/schema/index.js';
import { badInput } from '../../core/errors.js';
import { STEP_TYPES } from './steps/index.js';
import type { GraphProblem } from './workflow.graph.js';

type Scope = { portalId: string; workspaceId: string };

/**
 * What each step's configuration names that only the database can vouch for (a BOOKING's service of
 * the portal's workspace), by step index and configuration field. One read per step that names
 * something; a step whose configuration does not parse is left to checkDraft's messages.
 */
async function referenceErrors(db: Db | Tx, scope: Scope, graph: WorkflowGraphData) {
  const found: Array<{ index: number; nodeId: string; field: string; message: string }> = [];
  for (const [index, node] of graph.nodes.entries()) {
    const step = STEP_TYPES.get(node.type);
    if (!step?.references) continue;
    const parsed = step.config.safeParse(node.config ?? {});
    if (!parsed.success) continue;
    for (const [field, message] of Object.entries(await step.references(db, scope, parsed.data)))
      found.push({ index, nodeId: node.id, field, message });
  }
  return found;
}

/** A draft is saved only if what it names is the portal's: a 400 on the step's field otherwise. */
export async function checkReferences(db: Db | Tx, scope: Scope, graph: WorkflowGraphData): Promise<void> {
  const found = await referenceErrors(db, scope, graph);
  if (found.length)
    throw badInput(
      Object.fromEntries(found.map((f) => [`graph.nodes.${f.index}.config.${f.field}`, f.message])),
      found.length === 1 ? found[0]!.message : undefined,
    );
}

/** The same as problems that stop publishing (a service deleted since the draft was saved). */
export async function referenceProblems(db: Db | Tx, scope: Scope, graph: WorkflowGraphData): Promise<GraphProblem[]> {
  return (await referenceErrors(db, scope, graph)).map((f) => ({ nodeId: f.nodeId, message: f.message }));
}
