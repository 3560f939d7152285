import { z } from 'zod';
import { text } from '../../../core/validation.js';
import { defineStep } from './step.js';

/**
 * CONDITION: goes on by "yes" or "no" after comparing earlier answers (a FORM step's field), or a
 * key of the customer's context (`stepId: "$customer"`), with a value — a small typed rule list,
 * all or any of which must hold; never free code.
 */
export const CUSTOMER_CONTEXT = '$customer';
export const CONDITION_OPS = ['eq', 'neq', 'contains', 'gt', 'lt', 'is_empty', 'is_not_empty'] as const;

const rule = z.strictObject({
  stepId: text('the step').min(1, 'Choose the step whose answer this rule reads.').max(64),
  fieldKey: text('the field').min(1, 'Choose the field this rule reads.').max(40),
  op: z.enum(CONDITION_OPS, `The comparison is one of ${CONDITION_OPS.join(', ')}.`),
  value: z.union([z.string().max(500, 'Compare with at most 500 characters.'), z.number(), z.boolean(), z.null()]).optional(),
});

export const conditionStep = defineStep({
  type: 'CONDITION',
  label: 'Condition',
  config: z.strictObject({
    match: z.enum(['ALL', 'ANY'], 'Match ALL or ANY of the rules.').default('ALL'),
    rules: z.array(rule, 'Rules are a list.').max(20, 'A condition has at most 20 rules.').default([]),
  }),
  actor: 'auto',
  branches: () => ['yes', 'no'],
  problems: (c) => {
    const out: string[] = [];
    if (c.rules.length === 0) out.push('Add a rule: which answer decides the way on.');
    c.rules.forEach((r, i) => {
      const needsValue = r.op !== 'is_empty' && r.op !== 'is_not_empty';
      if (needsValue && (r.value === undefined || r.value === null || r.value === ''))
        out.push(`Rule ${i + 1}: give the value to compare with.`);
    });
    return out;
  },
  // The customer's context is always there to read; an earlier form's answer must come before.
  reads: (c) => c.rules.filter((r) => r.stepId !== CUSTOMER_CONTEXT).map((r) => ({ stepId: r.stepId, fieldKey: r.fieldKey })),
  route: (c, answers) => {
    const results = c.rules.map((r) => holds(r.op, answers[r.stepId]?.[r.fieldKey], r.value));
    return (c.match === 'ALL' ? results.every(Boolean) : results.some(Boolean)) ? 'yes' : 'no';
  },
});

type Op = (typeof CONDITION_OPS)[number];

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/**
 * One rule against an answer as the database stores it: text without regard to case, numbers as
 * numbers, dates (ISO text) in time order, a MULTI_SELECT's list by its choices.
 */
export function holds(op: Op, answer: unknown, value: unknown): boolean {
  switch (op) {
    case 'is_empty':
      return isEmpty(answer);
    case 'is_not_empty':
      return !isEmpty(answer);
    case 'eq':
      return Array.isArray(answer) ? answer.some((a) => lower(a) === lower(value)) : lower(answer) === lower(value);
    case 'neq':
      return !holds('eq', answer, value);
    case 'contains':
      if (Array.isArray(answer)) return answer.some((a) => lower(a) === lower(value));
      return typeof answer === 'string' && typeof value === 'string' && answer.toLowerCase().includes(value.toLowerCase());
    case 'gt':
    case 'lt': {
      const [a, b] = typeof answer === 'number' ? [answer, typeof value === 'string' ? Number(value) : value] : [answer, value];
      if (typeof a === 'number' && typeof b === 'number') return Number.isFinite(b) && (op === 'gt' ? a > b : a < b);
      if (typeof a === 'string' && typeof b === 'string') return op === 'gt' ? a > b : a < b;
      return false;
    }
  }
}
