import { STEP_TYPES } from './steps/index.js';
import type { StepDefinition } from './steps/step.js';

/** A workflow's steps as the editor draws them: nodes, and arrows from one to the next. */
export interface WorkflowNode {
  id: string;
  type: string;
  name: string;
  config?: unknown;
}
export interface WorkflowEdge {
  from: string;
  to: string;
  /** Which way out of a branching step (a CONDITION's "yes" or "no"); none for the others. */
  branch?: string | null;
}
export interface WorkflowGraph {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

/** Something that stops publishing, on the step the editor shows it on (null: the whole graph). */
export interface GraphProblem {
  nodeId: string | null;
  message: string;
}

/**
 * Everything that stops a workflow from being published, each on its step: a step kind that does
 * not exist or a configuration it refuses, arrows to nowhere, not exactly one first step, steps no
 * path reaches, loops with no way out, a branching step without each of its ways out (or a plain
 * step with two), and rules reading answers of a step that does not come before them.
 */
export function graphProblems(graph: WorkflowGraph, steps: ReadonlyMap<string, StepDefinition<unknown>> = STEP_TYPES): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const add = (nodeId: string | null, message: string) => problems.push({ nodeId, message });
  if (graph.nodes.length === 0) {
    add(null, 'Add a first step.');
    return problems;
  }

  const byId = new Map<string, WorkflowNode>();
  for (const node of graph.nodes) {
    if (byId.has(node.id)) add(node.id, 'Two steps have this id: give each its own.');
    byId.set(node.id, node);
  }

  // Each step's own configuration, by its kind's rules.
  const configs = new Map<string, unknown>();
  for (const node of byId.values()) {
    const step = steps.get(node.type);
    if (!step) {
      add(node.id, `"${node.type}" is not a kind of step: use one of ${[...steps.keys()].join(', ')}.`);
      continue;
    }
    const parsed = step.config.safeParse(node.config ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(node.id, issue.message);
      continue;
    }
    configs.set(node.id, parsed.data);
    for (const message of step.problems?.(parsed.data) ?? []) add(node.id, message);
  }

  // Arrows.
  const outgoing = new Map<string, WorkflowEdge[]>();
  const incoming = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!byId.has(edge.from) || !byId.has(edge.to)) {
      add(byId.has(edge.from) ? edge.from : byId.has(edge.to) ? edge.to : null, 'An arrow leads to or from a step that does not exist.');
      continue;
    }
    if (edge.from === edge.to) add(edge.from, 'A step cannot lead to itself.');
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
    incoming.set(edge.to, [...(incoming.get(edge.to) ?? []), edge.from]);
  }

  // The ways out of each step.
  for (const node of byId.values()) {
    const step = steps.get(node.type);
    if (!step) continue;
    const edges = outgoing.get(node.id) ?? [];
    if (step.branches) {
      const config = configs.get(node.id);
      if (config === undefined) continue;
      const names = step.branches(config);
      for (const name of names) {
        const count = edges.filter((e) => e.branch === name).length;
        if (count === 0) add(node.id, `Connect the "${name}" way out to the step that follows it.`);
        if (count > 1) add(node.id, `The "${name}" way out leads to ${count} steps: keep one.`);
      }
      for (const edge of edges)
        if (!names.includes(edge.branch ?? ''))
          add(node.id, `An arrow leaves by "${edge.branch ?? ''}", which is not one of ${names.join(', ')}.`);
    } else {
      if (edges.length > 1) add(node.id, 'A step leads to one next step: add a Condition to branch.');
      if (edges.some((e) => e.branch)) add(node.id, `A ${step.label} step has no named ways out.`);
    }
  }

  // One first step, and every step on a path from it.
  const starts = graph.nodes.filter((n) => !incoming.has(n.id));
  if (starts.length === 0) add(null, 'Every step has an arrow into it: the workflow needs a first step that nothing leads to.');
  for (const extra of starts.slice(1))
    add(extra.id, 'Nothing leads to this step: connect it, or remove it (a workflow has one first step).');
  const start = starts[0];
  if (start) {
    const reached = walk([start.id], (id) => (outgoing.get(id) ?? []).map((e) => e.to));
    for (const node of byId.values()) {
      if (!reached.has(node.id) && !starts.includes(node)) add(node.id, 'No path from the first step reaches this step.');
    }
  }

  // Every step can still reach an end (a step with no way out): no loop without an exit.
  const ends = graph.nodes.filter((n) => !outgoing.has(n.id)).map((n) => n.id);
  if (ends.length === 0) add(null, 'The workflow never ends: at least one step must have no arrow out of it.');
  else {
    const canEnd = walk(ends, (id) => incoming.get(id) ?? []);
    for (const node of byId.values()) {
      if (!canEnd.has(node.id)) add(node.id, 'This step is in a loop with no way out: lead one of its steps to an end.');
    }
  }

  // Rules read answers of steps that come before them, and fields those steps ask for.
  for (const node of byId.values()) {
    const step = steps.get(node.type);
    const config = configs.get(node.id);
    if (!step?.reads || config === undefined) continue;
    const before = walk([node.id], (id) => incoming.get(id) ?? []);
    for (const { stepId, fieldKey } of step.reads(config)) {
      const source = byId.get(stepId);
      const sourceStep = source && steps.get(source.type);
      const sourceConfig = source && configs.get(source.id);
      if (!source || !sourceStep?.answers || sourceConfig === undefined) {
        add(node.id, `A rule reads the answers of a step that is not a form of this workflow.`);
      } else if (source.id === node.id || !before.has(source.id)) {
        add(node.id, `A rule reads "${source.name}", which does not come before this step.`);
      } else if (!sourceStep.answers(sourceConfig).includes(fieldKey)) {
        add(node.id, `A rule reads a field "${source.name}" does not ask for.`);
      }
    }
  }
  return problems;
}

/** The first step: the one nothing leads to (a publishable graph has exactly one). */
export function firstStepId(graph: WorkflowGraph): string | null {
  const targets = new Set(graph.edges.map((e) => e.to));
  return graph.nodes.find((n) => !targets.has(n.id))?.id ?? null;
}

function walk(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  while (queue.length) {
    for (const id of next(queue.pop()!)) {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return seen;
}
