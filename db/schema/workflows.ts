import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { customerUsers } from './customers.js';
import { portals } from './portals.js';
import { users } from './users.js';

export const WORKFLOW_ACCESS_TYPES = ['PUBLIC', 'CUSTOMERS', 'ASSIGNED'] as const;
export type WorkflowAccessType = (typeof WORKFLOW_ACCESS_TYPES)[number];
export const WORKFLOW_RUN_STATUSES = ['IN_PROGRESS', 'WAITING', 'COMPLETED', 'CANCELLED'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

/** The steps as the editor draws them (server/modules/workflow/workflow.graph.ts checks them). */
export interface WorkflowGraphData {
  nodes: Array<{ id: string; type: string; name: string; config?: unknown; position?: { x: number; y: number } }>;
  edges: Array<{ from: string; to: string; branch?: string | null }>;
}

/**
 * A workflow of a portal: its draft graph, edited freely, and (once published) the number of the
 * frozen version new runs start on. `revision` goes up with every saved change of the draft: a save
 * names the revision it was made from, so two tabs cannot overwrite each other unseen, and the list
 * tells "changed since publishing" by `revision` ≠ `publishedRevision`.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    accessType: text('access_type').$type<WorkflowAccessType>().notNull().default('CUSTOMERS'),
    draft: jsonb('draft').$type<WorkflowGraphData>().notNull().default({ nodes: [], edges: [] }),
    revision: integer('revision').notNull().default(1),
    /** The version new runs start on; null while unpublished. */
    publishedVersion: integer('published_version'),
    publishedRevision: integer('published_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Whether a customer who finished it may start it again (off: an onboarding is done once). */
    allowRepeat: boolean('allow_repeat').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workflows_portal_slug_key').on(t.portalId, t.slug), index('workflows_portal_idx').on(t.portalId, t.createdAt)],
);

/** A published graph, frozen: a run keeps the version it started on. */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    // Every tenant row names its portal: the tenancy matrix's "nothing changed" check finds it.
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    graph: jsonb('graph').$type<WorkflowGraphData>().notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.version] })],
);

/** Which customers an ASSIGNED workflow is open to. */
export const workflowAssignments = pgTable(
  'workflow_assignments',
  {
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.customerId] }), index('workflow_assignments_customer_idx').on(t.customerId)],
);

/**
 * One customer's (or, for a PUBLIC workflow, one visitor's, known by email and a resumable link)
 * walk through a published version: where it stands and the answers so far, by step.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: id(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    customerId: uuid('customer_id').references(() => customerUsers.id, { onDelete: 'cascade' }),
    visitorEmail: text('visitor_email'),
    /** The resumable link's token, hashed (visitors only). */
    resumeTokenHash: text('resume_token_hash'),
    status: text('status').$type<WorkflowRunStatus>().notNull().default('IN_PROGRESS'),
    currentStepId: text('current_step_id'),
    answers: jsonb('answers').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** The steps done so far, in order, with when: the customer's "your answers" and the builder's timeline. */
    trail: jsonb('trail').$type<Array<{ stepId: string; at: string }>>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workflow_runs_workflow_idx').on(t.workflowId, t.status, t.updatedAt),
    index('workflow_runs_customer_idx').on(t.customerId, t.updatedAt),
    uniqueIndex('workflow_runs_resume_token_key').on(t.resumeTokenHash),
  ],
);

export type WorkflowRow = typeof workflows.$inferSelect;
export type WorkflowRunRow = typeof workflowRuns.$inferSelect;
