import { z } from 'zod';
import { CUSTOMER_STATUSES, WORKFLOW_ACCESS_TYPES, WORKFLOW_RUN_STATUSES } from '../../../db/schema/index.js';

/** The answers of the workflow operations as they go over the wire. */

const accessType = z.enum(WORKFLOW_ACCESS_TYPES);
const runStatus = z.enum(WORKFLOW_RUN_STATUSES);
const json = z.record(z.string(), z.unknown());

export const workflowSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    name: z.string(),
    slug: z.string(),
    accessType,
    allowRepeat: z.boolean(),
    published: z.boolean(),
    publishedVersion: z.number().int().nullable(),
    publishedAt: z.iso.datetime().nullable(),
    changedSincePublish: z.boolean(),
    revision: z.number().int(),
    stepCount: z.number().int(),
    runsInProgress: z.number().int(),
    runsCompleted: z.number().int(),
    awaitingApproval: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Workflow', description: 'A workflow of a portal: what its customers do in it, drawn as steps.' });

export const workflowDetailSchema = workflowSchema
  .extend({
    graph: z
      .object({
        nodes: z.array(
          z
            .object({
              id: z.string(),
              type: z.string(),
              name: z.string(),
              config: json,
              position: z.object({ x: z.number(), y: z.number() }).nullable(),
            })
            .meta({ id: 'WorkflowStep', description: 'One step of the draft.' }),
        ),
        edges: z.array(
          z
            .object({ from: z.string(), to: z.string(), branch: z.string().nullable() })
            .meta({ id: 'WorkflowEdge', description: 'An arrow from a step to the next (a branch’s name for a CONDITION).' }),
        ),
      })
      .meta({ id: 'WorkflowGraph', description: 'The steps and arrows of the draft.' }),
    problems: z.array(
      z
        .object({ nodeId: z.string().nullable(), message: z.string() })
        .meta({ id: 'WorkflowProblem', description: 'What stops publishing, on its step (null: the whole workflow).' }),
    ),
  })
  .meta({ id: 'WorkflowDetail', description: 'A workflow with its draft graph and what stops publishing it.' });

const person = z
  .object({ id: z.uuid(), name: z.string(), email: z.string() })
  .meta({ id: 'RunCustomer', description: 'The customer walking a run.' });

export const runSchema = z
  .object({
    id: z.uuid(),
    workflowId: z.uuid(),
    workflowName: z.string(),
    version: z.number().int(),
    status: runStatus,
    customer: person.nullable(),
    visitorEmail: z.string().nullable(),
    currentStep: z
      .object({ id: z.string(), name: z.string(), type: z.string(), content: json })
      .nullable()
      .meta({ id: 'RunCurrentStep', description: 'Where the run stands, with what its actor needs.' }),
    steps: z.array(
      z
        .object({
          id: z.string(),
          name: z.string(),
          type: z.string(),
          answer: json,
          questions: z.array(
            z
              .object({ key: z.string(), label: z.string(), type: z.string(), value: z.unknown() })
              .meta({ id: 'RunQuestion', description: 'A question of a form as it was asked, with its answer (null: left empty).' }),
          ),
          at: z.string(),
        })
        .meta({ id: 'RunStep', description: 'A step done, with its answer.' }),
    ),
    lastDecision: z
      .object({
        stepName: z.string(),
        decision: z.enum(['APPROVED', 'REJECTED']),
        comment: z.string(),
        decidedBy: z.string(),
        at: z.string(),
      })
      .nullable()
      .meta({
        id: 'RunLastDecision',
        description: 'The latest approval’s decision when it has a comment: the next step’s actor reads it.',
      }),
    repeatable: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WorkflowRun', description: 'One walk of a customer (or a visitor) through a published version.' });

export const runPageSchema = z
  .object({ items: z.array(runSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'WorkflowRunPage', description: 'One page of runs, newest first.' });

export const openWorkflowSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    accessType,
    repeatable: z.boolean(),
    run: z.object({ id: z.uuid(), status: runStatus, updatedAt: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'OpenWorkflow', description: 'A workflow the signed-in customer may run, with their latest run of it.' });

export const publicWorkflowSchema = z
  .object({ id: z.uuid(), name: z.string(), slug: z.string(), accessType })
  .meta({ id: 'PublicWorkflow', description: 'A PUBLIC workflow a visitor may start with their email.' });

export const visitorRunSchema = z
  .object({ run: runSchema, resumeToken: z.string() })
  .meta({ id: 'VisitorRun', description: 'The visitor’s new run and the token of their resumable link (also emailed).' });

export const assignedCustomerSchema = z
  .object({ customerId: z.uuid(), name: z.string(), email: z.string(), status: z.enum(CUSTOMER_STATUSES), assignedAt: z.iso.datetime() })
  .meta({ id: 'WorkflowAssignment', description: 'A customer an ASSIGNED workflow is open to.' });

export const assignedWorkflowSchema = z
  .object({ workflowId: z.uuid(), name: z.string(), slug: z.string(), accessType, assignedAt: z.iso.datetime() })
  .meta({ id: 'CustomerWorkflowAssignment', description: 'A workflow assigned to a customer.' });

export const runFileSchema = z
  .object({ id: z.uuid(), url: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() })
  .meta({
    id: 'RunFile',
    description:
      'A file uploaded for a FILE question of a run’s form: send it (or its id) in the question’s answer, a list of at most 10. `url` is a signed link that works for about an hour.',
  });
