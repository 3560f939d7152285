import { z } from 'zod';
import { text } from '../../core/validation.js';
import { currencyField } from '../service/service.service.js';
import { defineStep } from '../workflow/steps/step.js';
import { STEP_AMOUNT_MAX, STEP_DESCRIPTION_MAX } from './payment.rules.js';

const config = z.strictObject({
  // 0 while drawing; publishing asks for an amount (problems).
  amount: z
    .number('Send the amount in the currency’s smallest unit (cents), a whole number.')
    .int('Send the amount in the currency’s smallest unit (cents), a whole number.')
    .min(0, 'An amount cannot be negative.')
    .max(STEP_AMOUNT_MAX, 'That amount is too large: at most 1,000,000.00.')
    .default(0),
  currency: currencyField().default('USD'),
  description: text('the description')
    .trim()
    .max(STEP_DESCRIPTION_MAX, `Keep the description under ${STEP_DESCRIPTION_MAX} characters.`)
    .default(''),
});

export type PaymentStepConfig = z.output<typeof config>;

/**
 * PAYMENT: the customer pays the step's amount by card or UPI (payment.charge.ts); the run stands at
 * the step until the payment is in (a Stripe webhook, or the builder marking a UPI payment received),
 * and then moves on by itself (payment.settle.ts). Sending the step as an answer does nothing.
 */
export const paymentStep = defineStep({
  type: 'PAYMENT',
  label: 'Payment',
  config,
  actor: 'customer',
  present: (c: PaymentStepConfig) => ({ amount: c.amount, currency: c.currency, description: c.description }),
  problems: (c) => (c.amount > 0 ? [] : ['Set the amount to pay.']),
  accept: () => ({ errors: { _: 'Pay with a card or UPI to go on: the step moves on by itself once the payment is in.' } }),
});
