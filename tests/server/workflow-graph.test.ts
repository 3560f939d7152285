import { describe, expect, it } from 'vitest';
import { conditionStep } from '../../server/modules/workflow/steps/condition.step.js';
import { firstStepId, graphProblems, type WorkflowGraph } from '../../server/modules/workflow/workflow.graph.js';

// What stops a workflow from being published, each problem on the step the editor shows it on.
const form = (id: string, fields = [{ label: 'Budget', type: 'NUMBER' }]) => ({ id, type: 'FORM', name: `Form ${id}`, config: { fields } });
const content = (id: string, body = 'Welcome aboard') => ({ id, type: 'CONTENT', name: `Content ${id}`, config: { body } });
const approval = (id: string) => ({ id, type: 'APPROVAL', name: `Approval ${id}`, config: {} });
const condition = (id: string, stepId = 'f', fieldKey = 'budget') => ({
  id,
  type: 'CONDITION',
  name: `Condition ${id}`,
  config: { rules: [{ stepId, fieldKey, op: 'gt', value: 1000 }] },
});
const problems = (graph: WorkflowGraph) => graphProblems(graph).map((p) => `${p.nodeId ?? '*'}: ${p.message}`);

// form → condition → (yes) approval → content, (no) content
const good: WorkflowGraph = {
  nodes: [form('f'), condition('c'), approval('a'), content('done')],
  edges: [
    { from: 'f', to: 'c' },
    { from: 'c', to: 'a', branch: 'yes' },
    { from: 'c', to: 'done', branch: 'no' },
    { from: 'a', to: 'done' },
  ],
};

describe('workflow graph checks', () => {
  it('finds nothing wrong with a form → condition → approval → content workflow, and knows its first step', () => {
    expect(problems(good)).toEqual([]);
    expect(firstStepId(good)).toBe('f');
  });

  it('wants a first step, and exactly one', () => {
    expect(problems({ nodes: [], edges: [] })).toEqual(['*: Add a first step.']);
    const two = { nodes: [...good.nodes, content('stray')], edges: good.edges };
    expect(problems(two)).toEqual(['stray: Nothing leads to this step: connect it, or remove it (a workflow has one first step).']);
    const circle = {
      nodes: [content('x'), content('y')],
      edges: [
        { from: 'x', to: 'y' },
        { from: 'y', to: 'x' },
      ],
    };
    expect(problems(circle)).toContain('*: Every step has an arrow into it: the workflow needs a first step that nothing leads to.');
  });

  it('finds steps no path reaches and loops with no way out', () => {
    const loop: WorkflowGraph = {
      nodes: [content('start'), content('p'), content('q'), content('end')],
      edges: [
        { from: 'start', to: 'p' },
        { from: 'p', to: 'q' },
        { from: 'q', to: 'p' },
      ],
    };
    expect(problems(loop)).toEqual([
      'end: Nothing leads to this step: connect it, or remove it (a workflow has one first step).',
      'start: This step is in a loop with no way out: lead one of its steps to an end.',
      'p: This step is in a loop with no way out: lead one of its steps to an end.',
      'q: This step is in a loop with no way out: lead one of its steps to an end.',
    ]);
    // A loop back with an exit is allowed: "ask again until it is right".
    const retry: WorkflowGraph = {
      nodes: [form('f'), condition('c'), content('done')],
      edges: [
        { from: 'f', to: 'c' },
        { from: 'c', to: 'f', branch: 'no' },
        { from: 'c', to: 'done', branch: 'yes' },
      ],
    };
    expect(problems(retry)).toContain('*: Every step has an arrow into it: the workflow needs a first step that nothing leads to.');
  });

  it('wants each form to ask something and each step kind to exist, with its configuration checked by its own rules', () => {
    const graph: WorkflowGraph = {
      nodes: [form('f', []), { id: 'x', type: 'SCRIPT', name: 'Run code', config: {} }, content('c', '  ')],
      edges: [
        { from: 'f', to: 'x' },
        { from: 'x', to: 'c' },
      ],
    };
    expect(problems(graph)).toEqual([
      'f: Add at least one field to this form.',
      'x: "SCRIPT" is not a kind of step: use one of FORM, CONTENT, APPROVAL, CONDITION, BOOKING, PAYMENT.',
      'c: Write what the customer should read.',
    ]);
    // The database's own field rules: a unique LONG_TEXT, two fields of one name.
    const fields = [
      { label: 'Notes', type: 'LONG_TEXT', unique: true },
      { label: 'notes', type: 'TEXT' },
    ];
    expect(problems({ nodes: [form('f', fields)], edges: [] })).toEqual([
      expect.stringMatching(/^f: A LONG_TEXT field cannot be unique; unique works for TEXT, /),
      'f: Two fields are called "notes" — give each its own name.',
    ]);
  });

  it('wants a condition to have both ways out, plain steps one, and arrows between steps that exist', () => {
    const graph: WorkflowGraph = {
      nodes: [form('f'), condition('c'), content('a'), content('b')],
      edges: [
        { from: 'f', to: 'c' },
        { from: 'c', to: 'a', branch: 'yes' },
        { from: 'c', to: 'b', branch: 'maybe' },
        { from: 'a', to: 'ghost' },
      ],
    };
    expect(problems(graph)).toEqual([
      'a: An arrow leads to or from a step that does not exist.',
      'c: Connect the "no" way out to the step that follows it.',
      'c: An arrow leaves by "maybe", which is not one of yes, no.',
    ]);
    const twoNext: WorkflowGraph = {
      nodes: [content('s'), content('a'), content('b')],
      edges: [
        { from: 's', to: 'a' },
        { from: 's', to: 'b' },
      ],
    };
    expect(problems(twoNext)).toEqual(['s: A step leads to one next step: add a Condition to branch.']);
  });

  it("wants a condition's rules to read a field of a form that comes before it", () => {
    const after: WorkflowGraph = {
      nodes: [content('s'), condition('c', 'f'), form('f'), content('end')],
      edges: [
        { from: 's', to: 'c' },
        { from: 'c', to: 'f', branch: 'yes' },
        { from: 'c', to: 'end', branch: 'no' },
        { from: 'f', to: 'end' },
      ],
    };
    expect(problems(after)).toEqual(['c: A rule reads "Form f", which does not come before this step.']);
    const unknownField = { ...good, nodes: [form('f'), condition('c', 'f', 'colour'), approval('a'), content('done')] };
    expect(problems(unknownField)).toEqual(['c: A rule reads a field "Form f" does not ask for.']);
    const noRules = { ...good, nodes: [form('f'), { ...condition('c'), config: { rules: [] } }, approval('a'), content('done')] };
    expect(problems(noRules)).toEqual(['c: Add a rule: which answer decides the way on.']);
  });
});

describe('a condition step', () => {
  const route = (rules: unknown[], answers: Record<string, Record<string, unknown>>, match = 'ALL') => {
    const config = conditionStep.config.parse({ match, rules });
    return conditionStep.route!(config, answers);
  };
  const answers = { f: { budget: 2500, company: 'Acme Corp', tags: ['vip', 'new'], start: '2026-03-31', notes: '' } };

  it('goes "yes" or "no" by the answers of earlier steps: numbers as numbers, text without regard to case, lists by choice, dates in order', () => {
    expect(route([{ stepId: 'f', fieldKey: 'budget', op: 'gt', value: 1000 }], answers)).toBe('yes');
    expect(route([{ stepId: 'f', fieldKey: 'budget', op: 'gt', value: '10000' }], answers)).toBe('no');
    expect(route([{ stepId: 'f', fieldKey: 'company', op: 'contains', value: 'acme' }], answers)).toBe('yes');
    expect(route([{ stepId: 'f', fieldKey: 'company', op: 'eq', value: 'ACME CORP' }], answers)).toBe('yes');
    expect(route([{ stepId: 'f', fieldKey: 'tags', op: 'contains', value: 'VIP' }], answers)).toBe('yes');
    expect(route([{ stepId: 'f', fieldKey: 'start', op: 'lt', value: '2026-04-01' }], answers)).toBe('yes');
    expect(route([{ stepId: 'f', fieldKey: 'notes', op: 'is_empty' }], answers)).toBe('yes');
    expect(route([{ stepId: 'f', fieldKey: 'missing', op: 'is_not_empty' }], answers)).toBe('no');
    // A number compared with text that is not a number is never true.
    expect(route([{ stepId: 'f', fieldKey: 'budget', op: 'lt', value: 'lots' }], answers)).toBe('no');
  });

  it('needs all rules, or any with match ANY', () => {
    const rules = [
      { stepId: 'f', fieldKey: 'budget', op: 'gt', value: 1000 },
      { stepId: 'f', fieldKey: 'company', op: 'eq', value: 'Globex' },
    ];
    expect(route(rules, answers)).toBe('no');
    expect(route(rules, answers, 'ANY')).toBe('yes');
  });
});
