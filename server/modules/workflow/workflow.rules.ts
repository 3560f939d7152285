import { z } from 'zod';
import { WORKFLOW_ACCESS_TYPES, type WorkflowGraphData } from '../../../db/schema/index.js';
import { badInput, type FieldErrors } from '../../core/errors.js';
import { slugWords } from '../../core/slug.js';
import { text } from '../../core/validation.js';
import { STEP_TYPES } from './steps/index.js';
import { STEP_NAME_MAX, WORKFLOW_NAME_MAX, WORKFLOW_SLUG_MAX } from './workflow.limits.js';

/** The rules of a workflow's name, slug, access and draft graph, shared by every operation. */

export const MAX_WORKFLOWS = 200;
export const MAX_STEPS = 500;
export const MAX_EDGES = 1_000;

const noNul = (v: string) => !v.includes('\u0000');

export const nameField = () =>
  text('a name')
    .trim()
    .min(1, 'Please enter a name.')
    .max(WORKFLOW_NAME_MAX, `A workflow name has at most ${WORKFLOW_NAME_MAX} characters.`)
    .refine(noNul, 'The name cannot contain NUL characters.');

export const SLUG_MAX = WORKFLOW_SLUG_MAX;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = () =>
  text('a slug')
    .trim()
    .toLowerCase()
    .min(2, 'A slug has at least 2 characters.')
    .max(SLUG_MAX, `A slug has at most ${SLUG_MAX} characters.`)
    .regex(SLUG, 'A slug uses a–z, 0–9 and single hyphens between them, like client-onboarding.');

export const accessTypeField = () =>
  z.enum(WORKFLOW_ACCESS_TYPES, 'Access is PUBLIC (anyone with the link), CUSTOMERS (every signed-in customer) or ASSIGNED.');

/** "Client onboarding!" → "client-onboarding". */
export const slugFromName = (name: string) => slugWords(name, '-', 50) || 'workflow';

const stepId = () => text('the step id').regex(/^[A-Za-z0-9_-]{1,64}$/, 'A step id uses letters, digits, _ and - (at most 64).');

export const stepNameField = () =>
  text('the step name')
    .trim()
    .min(1, 'Give the step a name.')
    .max(STEP_NAME_MAX, `A step name has at most ${STEP_NAME_MAX} characters.`)
    .refine(noNul, 'The step name cannot contain NUL characters.');

const coordinate = z.number('A position is a number.').finite().min(-1_000_000).max(1_000_000);

export const graphInput = z.strictObject({
  nodes: z
    .array(
      z.strictObject({
        id: stepId(),
        type: text('the step type').max(40),
        name: stepNameField(),
        config: z.unknown().optional(),
        position: z.strictObject({ x: coordinate, y: coordinate }).optional(),
      }),
      'Steps are a list.',
    )
    .max(MAX_STEPS, `A workflow has at most ${MAX_STEPS} steps.`),
  edges: z
    .array(
      z.strictObject({
        from: stepId(),
        to: stepId(),
        branch: text('the branch').max(40).nullable().optional(),
      }),
      'Arrows are a list.',
    )
    .max(MAX_EDGES, `A workflow has at most ${MAX_EDGES} arrows.`),
});

/**
 * A draft as it may be saved: steps of known kinds with configurations of their shape (a form
 * without fields is fine while drawing; publishing asks for what is missing), arrows between steps
 * that exist. Each step's configuration is stored as its kind reads it (defaults filled, keys given).
 */
export function checkDraft(graph: z.output<typeof graphInput>): WorkflowGraphData {
  const errors: FieldErrors = {};
  const ids = new Set<string>();
  const nodes = graph.nodes.map((node, i) => {
    if (ids.has(node.id)) errors[`graph.nodes.${i}.id`] = `Two steps have the id ${node.id}.`;
    ids.add(node.id);
    const step = STEP_TYPES.get(node.type);
    if (!step) {
      errors[`graph.nodes.${i}.type`] = `"${node.type}" is not a kind of step: use one of ${[...STEP_TYPES.keys()].join(', ')}.`;
      return node;
    }
    const parsed = step.config.safeParse(node.config ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[`graph.nodes.${i}.config.${issue.path.join('.')}`.replace(/\.$/, '')] ??= issue.message;
      return node;
    }
    return { ...node, config: step.prepare ? step.prepare(parsed.data) : parsed.data };
  });
  const seen = new Set<string>();
  graph.edges.forEach((edge, i) => {
    if (!ids.has(edge.from) || !ids.has(edge.to)) errors[`graph.edges.${i}`] = 'This arrow joins a step that does not exist.';
    if (edge.from === edge.to) errors[`graph.edges.${i}`] = 'A step cannot lead to itself.';
    const key = `${edge.from}>${edge.to}>${edge.branch ?? ''}`;
    if (seen.has(key)) errors[`graph.edges.${i}`] = 'This arrow is drawn twice.';
    seen.add(key);
  });
  if (JSON.stringify(graph).includes('\\u0000')) errors.graph = 'Text in a workflow cannot contain NUL characters.';
  if (Object.keys(errors).length) throw badInput(errors);
  return { nodes, edges: graph.edges.map((e) => ({ from: e.from, to: e.to, branch: e.branch ?? null })) };
}
