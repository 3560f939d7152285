import { z } from 'zod';
import { text } from '../../../core/validation.js';
import { defineStep } from './step.js';

/** CONTENT: text (and images) the customer reads, then confirms to go on. */
export const contentStep = defineStep({
  type: 'CONTENT',
  label: 'Content',
  config: z.strictObject({
    body: text('the text').max(20_000, 'Keep the text under 20,000 characters.').default(''),
    confirmLabel: text('the button').trim().max(40, 'Keep the button under 40 characters.').default('Continue'),
  }),
  actor: 'customer',
  accept: () => ({ answer: { confirmedAt: new Date().toISOString() } }),
  problems: (c) => (c.body.trim() === '' ? ['Write what the customer should read.'] : []),
});
