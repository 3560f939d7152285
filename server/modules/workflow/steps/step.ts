import type { z } from 'zod';

/** A run's answers so far: step id → field key → the value as the database stores it. */
export type Answers = Record<string, Record<string, unknown>>;

/**
 * One kind of workflow step (FORM, CONTENT, APPROVAL, CONDITION; PAYMENT and BOOKING arrive with
 * their issues): how its configuration is checked, the named ways out of it, and what must hold
 * before a workflow with it can be published. The engine knows steps only through this.
 */
export interface StepDefinition<Config = unknown> {
  type: string;
  /** How the builder sees it named. */
  label: string;
  /** The configuration's shape; its messages are the builder's (field path from the config). */
  config: z.ZodType<Config>;
  /** Named ways out (a CONDITION's "yes" and "no"); steps without it have one unnamed way out. */
  branches?(config: Config): string[];
  /** What stops publishing, beyond the shape: "Add at least one field to this form." */
  problems?(config: Config): string[];
  /** Steps whose answers this one reads (a CONDITION's rules): each must come before it. */
  reads?(config: Config): Array<{ stepId: string; fieldKey: string }>;
  /** The answer fields a step collects (a FORM's): what later steps may read. */
  answers?(config: Config): string[];
  /** Which of `branches` a run takes, from the answers so far (step id → field key → value). */
  route?(config: Config, answers: Answers): string;
}

// Methods (not function properties) so that any step is a StepDefinition<unknown> in the registry.
export const defineStep = <Config>(definition: StepDefinition<Config>): StepDefinition<Config> => definition;
