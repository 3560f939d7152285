import { z } from 'zod';
import { text } from '../../../core/validation.js';
import { CONTENT_BODY_MAX, CONTENT_BUTTON_MAX } from '../workflow.limits.js';
import { defineStep } from './step.js';

/** CONTENT: text (and images) the customer reads, then confirms to go on. */
export const contentStep = defineStep({
  type: 'CONTENT',
  label: 'Content',
  config: z.strictObject({
    body: text('the text')
      .max(CONTENT_BODY_MAX, `Keep the text under ${CONTENT_BODY_MAX.toLocaleString('en')} characters.`)
      .default(''),
    confirmLabel: text('the button')
      .trim()
      .max(CONTENT_BUTTON_MAX, `Keep the button under ${CONTENT_BUTTON_MAX} characters.`)
      .default('Continue'),
  }),
  actor: 'customer',
  accept: () => ({ answer: { confirmedAt: new Date().toISOString() } }),
  problems: (c) => (c.body.trim() === '' ? ['Write what the customer should read.'] : []),
});
