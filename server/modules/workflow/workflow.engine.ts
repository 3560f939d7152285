import type { WorkflowGraphData, WorkflowRunStatus } from '../../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { firstStepId } from './workflow.graph.js';
import { CUSTOMER_CONTEXT } from './steps/condition.step.js';
import { STEP_TYPES } from './steps/index.js';
import type { Answers, StepDefinition } from './steps/step.js';

/**
 * The walk through a published graph, with no database: where a run goes after a step, through the
 * steps nobody acts on (conditions), to the next one a customer or a builder must act on, or the end.
 * Steps are known only through their definitions (steps/step.ts).
 */

export type GraphNode = WorkflowGraphData['nodes'][number];

export interface Position {
  status: WorkflowRunStatus;
  currentStepId: string | null;
}

export const stepOf = (node: GraphNode): StepDefinition<unknown> => {
  const step = STEP_TYPES.get(node.type);
  // A published graph was checked; a kind removed since is the team's to fix, not the customer's.
  if (!step) throw new AppError('CONFLICT', 'This workflow uses a step Portico no longer offers — tell the portal’s team.');
  return step;
};

/** A step's configuration as its kind reads it (defaults filled). */
export const configOf = (node: GraphNode): unknown => stepOf(node).config.parse(node.config ?? {});

export function nodeOf(graph: WorkflowGraphData, id: string | null): GraphNode | undefined {
  return id === null ? undefined : graph.nodes.find((n) => n.id === id);
}

/** The step an arrow leads to from `from` (by the branch taken, for a branching step); null: the end. */
export function after(graph: WorkflowGraphData, from: string, branch?: string): string | null {
  const edge = graph.edges.find((e) => e.from === from && (branch === undefined || e.branch === branch));
  return edge?.to ?? null;
}

/** Where a run stands once it reaches `stepId` (null: past the last step) with these answers. */
export function settle(graph: WorkflowGraphData, stepId: string | null, answers: Answers): Position {
  let id = stepId;
  // Each pass decides one condition; more passes than steps is a loop of conditions alone.
  for (let pass = 0; pass <= graph.nodes.length; pass++) {
    const node = nodeOf(graph, id);
    if (!node) return { status: 'COMPLETED', currentStepId: null };
    const step = stepOf(node);
    if (step.actor === 'customer') return { status: 'IN_PROGRESS', currentStepId: node.id };
    if (step.actor === 'builder') return { status: 'WAITING', currentStepId: node.id };
    const branch = step.route ? step.route(configOf(node), answers) : undefined;
    id = after(graph, node.id, branch);
  }
  throw new AppError('CONFLICT', 'This workflow goes round in circles at a condition — tell the portal’s team.');
}

/** What a condition reads: the answers so far, and the customer's context (a visitor has none). */
export const withContext = (answers: Answers, context: Record<string, unknown> | null | undefined): Answers => ({
  ...answers,
  [CUSTOMER_CONTEXT]: context ?? {},
});

export const start = (graph: WorkflowGraphData, context: Record<string, unknown> | null): Position =>
  settle(graph, firstStepId(graph), withContext({}, context));
