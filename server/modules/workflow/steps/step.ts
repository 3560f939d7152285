import type { z } from 'zod';
import type { Db, Tx } from '../../../../db/index.js';
import type { Config as AppConfig } from '../../../core/config.js';
import type { Ctx } from '../../../core/context.js';

/** A run's answers so far: step id → field key → the value as the database stores it; under "$customer", the customer's context. */
export type Answers = Record<string, Record<string, unknown>>;

/**
 * One kind of workflow step (FORM, CONTENT, APPROVAL, CONDITION, BOOKING, PAYMENT): how its
 * configuration is checked, the named ways out of it, and what must hold before a workflow with it can be published. The engine knows steps only through this.
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
  /**
   * Who moves a run past this step: the customer (a form, a text to confirm), a builder (an
   * approval: the run waits), or nobody (a condition, decided at once from the answers).
   */
  actor: 'customer' | 'builder' | 'auto';
  /** The configuration as it is saved in a draft (a FORM's new fields get their lasting keys). */
  prepare?(config: Config): Config;
  /** What the customer is shown of the configuration (an approval's instructions are the team's). */
  present?(config: Config): unknown;
  /** The customer's input checked into the step's answer, or the errors by field (`answers.<key>`). */
  accept?(config: Config, input: unknown): { answer: Record<string, unknown> } | { errors: Record<string, string>; more?: number };
  /**
   * What the step does in the transaction that completes it (a FORM writes its record; a BOOKING
   * books its call). What it returns, if anything, is the answer the run keeps (the call's id).
   */
  complete?(env: StepEnv, config: Config, answer: Record<string, unknown>): Promise<Record<string, unknown> | void>;
  /**
   * What only the database can tell about the configuration (a BOOKING's service is of the portal's
   * workspace): messages by configuration field, checked when the draft is saved and published.
   */
  references?(db: Db | Tx, scope: { portalId: string; workspaceId: string }, config: Config): Promise<Record<string, string>>;
  /** Whether `complete` writes anything for this configuration; without a write the run moves in one statement, no transaction. */
  writes?(config: Config): boolean;
}

/** What a step's `complete` may use: the transaction, and whose run it is. */
export interface StepEnv {
  tx: Tx;
  config: AppConfig;
  portalId: string;
  workspaceId: string;
  /** The customer walking the run; null for a visitor of a PUBLIC workflow. */
  customerId: string | null;
  /** Who walks the run: the customer, or the email a visitor started it with. */
  customer?: { name: string; email: string } | null;
  visitorEmail?: string | null;
  /** The request (a BOOKING's mails go through its job queue). */
  ctx: Ctx;
  /** The run and the step completing (a FORM's FILE questions name uploads of the run). */
  runId?: string;
  stepId?: string;
}

// Methods (not function properties) so that any step is a StepDefinition<unknown> in the registry.
export const defineStep = <Config>(definition: StepDefinition<Config>): StepDefinition<Config> => definition;
