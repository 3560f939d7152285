import { z } from 'zod';
import { sendPrivateFile } from '../../core/files.routes.js';
import { CUSTOMER_FILES, describeFilePart, openPrivateUpload, PRIVATE_FILE_TYPES } from '../../core/private-files.js';
import { body, query } from '../../core/rest.js';
import type { RestContract } from '../../core/rest.js';
import { anyone, customerOwn, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { WorkflowResolver } from './workflow.graphql.js';

import { customerSchema } from '../customer/customer.schema.js';
import * as assignments from './workflow.assignments.js';
import * as own from './workflow.customer.service.js';
import * as runFiles from './workflow.files.js';
import * as runs from './workflow.runs.js';
import {
  assignedCustomerSchema,
  assignedWorkflowSchema,
  openWorkflowSchema,
  publicWorkflowSchema,
  runPageSchema,
  runFileSchema,
  runSchema,
  visitorRunSchema,
  workflowDetailSchema,
  workflowSchema,
} from './workflow.schema.js';
import * as workflows from './workflow.service.js';

const exportOperation: RestContract = {
  summary: 'The answers of every run of a workflow as CSV (a row per run, a column per answered field)',
  input: runs.exportInput,
  produces: 'text/csv',
  errors: ['NOT_FOUND'],
};

const download = (summary: string): RestContract => ({
  summary,
  input: runFiles.downloadInput,
  produces: PRIVATE_FILE_TYPES,
  errors: ['NOT_FOUND'],
});

const detail = (summary: string, input: z.ZodType, errors: RestContract['errors'] = ['NOT_FOUND']) => ({
  summary,
  input,
  data: workflowDetailSchema,
  errors,
});

const fileUpload = (summary: string, fields: z.ZodType): RestContract => ({
  summary,
  upload: { fields, file: describeFilePart(CUSTOMER_FILES) },
  data: runFileSchema,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
});

export const workflowOperations: Operation[] = [
  {
    rest: 'POST /customer/workflows/runs/files',
    access: customerOwn(),
    ...fileUpload('Upload a file for a FILE question of the form the run stands at; send it back in the answer', runFiles.uploadInput),
    handle: async (ctx, req) => runFiles.uploadRunFile(ctx, await openPrivateUpload(req)),
  },
  {
    rest: 'POST /public/workflows/runs/files',
    access: anyone(
      'The resumable link’s token is the key (random, stored hashed): only the visitor’s own run, at its form, takes the file.',
    ),
    ...fileUpload('A visitor uploads a file for a FILE question of their run (the resumable link’s token)', runFiles.visitorUploadInput),
    handle: async (ctx, req) => runFiles.uploadVisitorRunFile(ctx, await openPrivateUpload(req)),
  },
  {
    rest: 'GET /workflows/runs/files/download',
    access: inPortal('workflows'),
    ...download('Download a file a customer sent in a run: nosniff, and anything but an image as a download'),
    handle: async (ctx, request, reply) => sendPrivateFile(request.ctx, reply, await runFiles.teamRunFile(request.ctx, query(request))),
  },
  {
    rest: 'GET /customer/workflows/runs/files/download',
    access: customerOwn(),
    ...download('Download a file of one of the customer’s runs'),
    handle: async (ctx, request, reply) => sendPrivateFile(request.ctx, reply, await runFiles.customerRunFile(request.ctx, query(request))),
  },
  {
    rest: 'GET /workflows/list',
    graphql: 'Query.workflows',
    access: inPortal('workflows'),
    summary: 'The workflows of a portal, newest first, with their runs counted',
    input: workflows.portalInput,
    data: z.array(workflowSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => workflows.listWorkflows(ctx, query(req)),
  },
  {
    rest: 'GET /workflows',
    graphql: 'Query.workflow',
    access: inPortal('workflows'),
    ...detail('One workflow (by id, or by portal and slug) with its draft and what stops publishing it', workflows.getInput),
    handle: (ctx, req) => workflows.getWorkflow(ctx, query(req)),
  },
  {
    rest: 'POST /workflows',
    graphql: 'Mutation.createWorkflow',
    access: inPortal('workflows'),
    ...detail('Create a workflow (the slug from the name when none is given)', workflows.createInput, [
      'NOT_FOUND',
      'CONFLICT',
      'FORBIDDEN',
    ]),
    status: 201,
    handle: (ctx, req) => workflows.createWorkflow(ctx, body(req)),
  },
  {
    rest: 'PATCH /workflows',
    graphql: 'Mutation.updateWorkflow',
    access: inPortal('workflows'),
    ...detail('Rename it, or save its draft over the revision it was edited from', workflows.updateInput, ['NOT_FOUND', 'CONFLICT']),
    handle: (ctx, req) => workflows.updateWorkflow(ctx, body(req)),
  },
  {
    rest: 'DELETE /workflows',
    graphql: 'Mutation.deleteWorkflow',
    access: inPortal('workflows'),
    summary: 'Delete a workflow with its versions, assignments and runs',
    input: workflows.idInput,
    data: workflowSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => workflows.deleteWorkflow(ctx, query(req)),
  },
  {
    rest: 'PUT /workflows/slug',
    graphql: 'Mutation.changeWorkflowSlug',
    access: inPortal('workflows'),
    ...detail('Change the slug (links to it change)', workflows.slugInput, ['NOT_FOUND', 'CONFLICT']),
    handle: (ctx, req) => workflows.changeSlug(ctx, body(req)),
  },
  {
    rest: 'PUT /workflows/accessType',
    graphql: 'Mutation.changeWorkflowAccessType',
    access: inPortal('workflows'),
    ...detail('Who may run it: PUBLIC, CUSTOMERS or ASSIGNED', workflows.accessTypeInput),
    handle: (ctx, req) => workflows.changeAccessType(ctx, body(req)),
  },
  {
    rest: 'POST /workflows/publish',
    graphql: 'Mutation.publishWorkflow',
    access: inPortal('workflows'),
    ...detail('Publish the draft as a new version, or unpublish', workflows.publishInput),
    handle: (ctx, req) => workflows.publishWorkflow(ctx, body(req)),
  },
  {
    rest: 'POST /workflows/duplicate',
    graphql: 'Mutation.duplicateWorkflow',
    access: inPortal('workflows'),
    ...detail('Copy it as “Name (copy)” with a fresh slug, unpublished', workflows.idInput, ['NOT_FOUND', 'FORBIDDEN']),
    status: 201,
    handle: (ctx, req) => workflows.duplicateWorkflow(ctx, body(req)),
  },
  {
    rest: 'PUT /workflows/step/node-name',
    graphql: 'Mutation.renameWorkflowStep',
    access: inPortal('workflows'),
    ...detail('Rename one step of the draft', workflows.stepNameInput),
    handle: (ctx, req) => workflows.renameStep(ctx, body(req)),
  },
  {
    rest: 'GET /workflows/runs',
    graphql: 'Query.workflowRuns',
    access: inPortal('workflows'),
    summary: 'The runs of a workflow, newest first (status=WAITING: the approval queue)',
    input: runs.listRunsInput,
    data: runPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => runs.listRuns(ctx, query(req)),
  },
  {
    rest: 'GET /workflows/runs/detail',
    graphql: 'Query.workflowRun',
    access: inPortal('workflows'),
    summary: 'One run with its answers',
    input: runs.runIdInput,
    data: runSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => runs.getRun(ctx, query(req)),
  },
  {
    rest: 'POST /workflows/runs/decide',
    graphql: 'Mutation.decideWorkflowRun',
    access: inPortal('workflows'),
    summary: 'Approve (the run goes on) or reject (it ends) a run waiting at an approval; the customer is emailed',
    input: runs.decideInput,
    data: runSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => runs.decideRun(ctx, body(req)),
  },
  {
    rest: 'GET /workflows/runs/export',
    access: inPortal('workflows'),
    ...exportOperation,
    handle: async (ctx, request, reply) => {
      const csv = await runs.exportRuns(request.ctx, query(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="workflow-runs.csv"')
        .header('cache-control', 'no-store')
        .send(`\uFEFF${csv}`);
    },
  },
  {
    rest: 'GET /workflows/assignments',
    graphql: 'Query.workflowAssignments',
    access: inPortal('workflows'),
    summary: 'The customers a workflow is assigned to',
    input: assignments.workflowInput,
    data: z.array(assignedCustomerSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => assignments.listAssignments(ctx, query(req)),
  },
  {
    rest: 'GET /customer/users/workflows',
    graphql: 'Query.customerWorkflowAssignments',
    access: inPortal('workflows'),
    summary: 'The workflows assigned to a customer',
    input: assignments.customerInput,
    data: z.array(assignedWorkflowSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => assignments.customerAssignments(ctx, query(req)),
  },
  {
    rest: 'POST /customer/users/assign-workflow',
    graphql: 'Mutation.assignWorkflow',
    access: inPortal('workflows'),
    summary: 'Open an ASSIGNED workflow to a customer',
    input: assignments.assignInput,
    data: customerSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => assignments.assignWorkflow(ctx, body(req)),
  },
  {
    rest: 'POST /customer/users/unassign-workflow',
    graphql: 'Mutation.unassignWorkflow',
    access: inPortal('workflows'),
    summary: 'Stop offering a workflow to a customer (runs under way go on)',
    input: assignments.assignInput,
    data: customerSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => assignments.unassignWorkflow(ctx, body(req)),
  },
  {
    rest: 'GET /customer/workflows/list',
    graphql: 'Query.myWorkflows',
    access: customerOwn('own-list'),
    summary: 'The workflows open to the signed-in customer, with their latest run of each',
    data: z.array(openWorkflowSchema),
    handle: (ctx) => own.listOpenWorkflows(ctx),
  },
  {
    rest: 'POST /customer/workflows/runs',
    graphql: 'Mutation.startMyWorkflowRun',
    access: customerOwn(),
    summary: 'Start a workflow, or get the run of it already under way',
    input: own.startInput,
    data: runSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => own.startRun(ctx, body(req)),
  },
  {
    rest: 'GET /customer/workflows/runs',
    graphql: 'Query.myWorkflowRun',
    access: customerOwn(),
    summary: 'One of the customer’s runs, where it stands',
    input: own.runIdInput,
    data: runSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => own.getOwnRun(ctx, query(req)),
  },
  {
    rest: 'POST /customer/workflows/runs/advance',
    graphql: 'Mutation.advanceMyWorkflowRun',
    access: customerOwn(),
    summary: 'Answer the step the run stands at and go on',
    input: own.advanceInput,
    data: runSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => own.advanceOwnRun(ctx, body(req)),
  },
  {
    rest: 'GET /public/workflows/list',
    access: anyone('The PUBLIC, published workflows of a portal: what its published site offers every visitor.'),
    summary: 'The PUBLIC workflows of a portal, for its visitors',
    input: own.publicListInput,
    data: z.array(publicWorkflowSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => own.listPublicWorkflows(ctx, query(req)),
  },
  {
    rest: 'POST /public/workflows/runs',
    access: anyone('Starts a PUBLIC workflow for a visitor, who keeps the emailed link; only PUBLIC, published ones; rate-limited per IP.'),
    summary: 'A visitor starts a PUBLIC workflow with their email (a resumable link is emailed)',
    input: own.visitorStartInput,
    data: visitorRunSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
    handle: (ctx, req) => own.startVisitorRun(ctx, body(req)),
  },
  {
    rest: 'GET /public/workflows/runs',
    access: anyone('The link’s token is the credential: random, stored hashed, known only to the visitor’s inbox.'),
    summary: 'A visitor’s run, by the token of their link',
    input: own.tokenInput,
    data: runSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => own.getVisitorRun(ctx, query(req)),
  },
  {
    rest: 'POST /public/workflows/runs/advance',
    access: anyone('The link’s token is the credential, as for reading the run.'),
    summary: 'A visitor answers the step their run stands at',
    input: own.visitorAdvanceInput,
    data: runSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => own.advanceVisitorRun(ctx, body(req)),
  },
];

export const workflowDomain = defineDomain({
  name: 'workflow',
  operations: [...workflowOperations],
  resolvers: [WorkflowResolver],
});
