import { z } from 'zod';
import { text } from '../../../core/validation.js';
import { APPROVAL_INSTRUCTIONS_MAX } from '../workflow.limits.js';
import { defineStep } from './step.js';

/** APPROVAL: a builder approves (the run goes on) or rejects (it ends) in the app, with a comment; the customer waits. */
export const approvalStep = defineStep({
  type: 'APPROVAL',
  label: 'Approval',
  config: z.strictObject({
    instructions: text('the instructions')
      .max(APPROVAL_INSTRUCTIONS_MAX, `Keep the instructions under ${APPROVAL_INSTRUCTIONS_MAX.toLocaleString('en')} characters.`)
      .default(''),
  }),
  actor: 'builder',
  // The instructions are for the team; the customer is told they wait.
  present: () => ({}),
});
