import { approvalStep } from './approval.step.js';
import { bookingStep } from './booking.step.js';
import { conditionStep } from './condition.step.js';
import { contentStep } from './content.step.js';
import { formStep } from './form.step.js';
import { paymentStep } from '../../payment/payment.step.js';
import type { StepDefinition } from './step.js';

/** The step types a workflow may use. */
export const STEP_TYPES: ReadonlyMap<string, StepDefinition<unknown>> = new Map(
  [formStep, contentStep, approvalStep, conditionStep, bookingStep, paymentStep].map((s) => [s.type, s as StepDefinition<unknown>]),
);
