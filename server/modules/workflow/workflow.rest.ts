import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPrivateFile } from '../../core/files.routes.js';
import { CUSTOMER_FILES, describeFilePart, openPrivateUpload, PRIVATE_FILE_TYPES } from '../../core/private-files.js';
import { body, query, route, type RestOperation } from '../../core/rest.js';
import { customerSchema } from '../customer/customer.schema.js';
import * as assignments from './workflow.assignments.js';
import * as own from './workflow.customer.service.js';
import * as runFiles from './workflow.files.js';
import * as runs from './workflow.runs.js';
import {
  assignedCustomerSchema,
  assignedWorkflowSchema,
  deletedWorkflowSchema,
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

const exportOperation: RestOperation = {
  summary: 'The answers of every run of a workflow as CSV (a row per run, a column per answered field)',
  input: runs.exportInput,
  produces: 'text/csv',
  errors: ['NOT_FOUND'],
};

const download = (summary: string, access?: 'customer'): RestOperation => ({
  summary,
  input: runFiles.downloadInput,
  produces: PRIVATE_FILE_TYPES,
  ...(access ? { access } : {}),
  errors: ['NOT_FOUND'],
});

export async function workflowRoutes(app: FastifyInstance) {
  const fileUpload = (summary: string, fields: z.ZodType, access: 'customer' | 'public'): RestOperation => ({
    summary,
    access,
    upload: { fields, file: describeFilePart(CUSTOMER_FILES) },
    data: runFileSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
  });
  route(
    app,
    'POST',
    '/customer/workflows/runs/files',
    fileUpload(
      'Upload a file for a FILE question of the form the run stands at; send it back in the answer',
      runFiles.uploadInput,
      'customer',
    ),
    async (ctx, req) => runFiles.uploadRunFile(ctx, await openPrivateUpload(req)),
  );
  route(
    app,
    'POST',
    '/public/workflows/runs/files',
    fileUpload(
      'A visitor uploads a file for a FILE question of their run (the resumable link’s token)',
      runFiles.visitorUploadInput,
      'public',
    ),
    async (ctx, req) => runFiles.uploadVisitorRunFile(ctx, await openPrivateUpload(req)),
  );
  app.get(
    '/workflows/runs/files/download',
    { config: { operation: download('Download a file a customer sent in a run: nosniff, and anything but an image as a download') } },
    async (request, reply) => sendPrivateFile(request.ctx, reply, await runFiles.teamRunFile(request.ctx, query(request))),
  );
  app.get(
    '/customer/workflows/runs/files/download',
    { config: { operation: download('Download a file of one of the customer’s runs', 'customer') } },
    async (request, reply) => sendPrivateFile(request.ctx, reply, await runFiles.customerRunFile(request.ctx, query(request))),
  );

  const detail = (summary: string, input: z.ZodType, errors: RestOperation['errors'] = ['NOT_FOUND']) => ({
    summary,
    input,
    data: workflowDetailSchema,
    errors,
  });

  route(
    app,
    'GET',
    '/workflows/list',
    {
      summary: 'The workflows of a portal, newest first, with their runs counted',
      input: workflows.portalInput,
      data: z.array(workflowSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => workflows.listWorkflows(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/workflows',
    detail('One workflow (by id, or by portal and slug) with its draft and what stops publishing it', workflows.getInput),
    (ctx, req) => workflows.getWorkflow(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/workflows',
    {
      ...detail('Create a workflow (the slug from the name when none is given)', workflows.createInput, [
        'NOT_FOUND',
        'CONFLICT',
        'FORBIDDEN',
      ]),
      status: 201,
    },
    (ctx, req) => workflows.createWorkflow(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/workflows',
    detail('Rename it, or save its draft over the revision it was edited from', workflows.updateInput, ['NOT_FOUND', 'CONFLICT']),
    (ctx, req) => workflows.updateWorkflow(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/workflows',
    {
      summary: 'Delete a workflow with its versions, assignments and runs',
      input: workflows.idInput,
      data: deletedWorkflowSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => workflows.deleteWorkflow(ctx, query(req)),
  );
  route(
    app,
    'PUT',
    '/workflows/slug',
    detail('Change the slug (links to it change)', workflows.slugInput, ['NOT_FOUND', 'CONFLICT']),
    (ctx, req) => workflows.changeSlug(ctx, body(req)),
  );
  route(
    app,
    'PUT',
    '/workflows/accessType',
    detail('Who may run it: PUBLIC, CUSTOMERS or ASSIGNED', workflows.accessTypeInput),
    (ctx, req) => workflows.changeAccessType(ctx, body(req)),
  );
  route(app, 'POST', '/workflows/publish', detail('Publish the draft as a new version, or unpublish', workflows.publishInput), (ctx, req) =>
    workflows.publishWorkflow(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/workflows/duplicate',
    { ...detail('Copy it as “Name (copy)” with a fresh slug, unpublished', workflows.idInput, ['NOT_FOUND', 'FORBIDDEN']), status: 201 },
    (ctx, req) => workflows.duplicateWorkflow(ctx, body(req)),
  );
  route(app, 'PUT', '/workflows/step/node-name', detail('Rename one step of the draft', workflows.stepNameInput), (ctx, req) =>
    workflows.renameStep(ctx, body(req)),
  );

  route(
    app,
    'GET',
    '/workflows/runs',
    {
      summary: 'The runs of a workflow, newest first (status=WAITING: the approval queue)',
      input: runs.listRunsInput,
      data: runPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => runs.listRuns(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/workflows/runs/detail',
    { summary: 'One run with its answers', input: runs.runIdInput, data: runSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => runs.getRun(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/workflows/runs/decide',
    {
      summary: 'Approve (the run goes on) or reject (it ends) a run waiting at an approval; the customer is emailed',
      input: runs.decideInput,
      data: runSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => runs.decideRun(ctx, body(req)),
  );
  app.get('/workflows/runs/export', { config: { operation: exportOperation } }, async (request, reply) => {
    const csv = await runs.exportRuns(request.ctx, query(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="workflow-runs.csv"')
      .header('cache-control', 'no-store')
      .send(`\uFEFF${csv}`);
  });

  route(
    app,
    'GET',
    '/workflows/assignments',
    {
      summary: 'The customers a workflow is assigned to',
      input: assignments.workflowInput,
      data: z.array(assignedCustomerSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => assignments.listAssignments(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/customer/users/workflows',
    {
      summary: 'The workflows assigned to a customer',
      input: assignments.customerInput,
      data: z.array(assignedWorkflowSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => assignments.customerAssignments(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/customer/users/assign-workflow',
    { summary: 'Open an ASSIGNED workflow to a customer', input: assignments.assignInput, data: customerSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => assignments.assignWorkflow(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/customer/users/unassign-workflow',
    {
      summary: 'Stop offering a workflow to a customer (runs under way go on)',
      input: assignments.assignInput,
      data: customerSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => assignments.unassignWorkflow(ctx, body(req)),
  );

  // The customer side.
  route(
    app,
    'GET',
    '/customer/workflows/list',
    {
      summary: 'The workflows open to the signed-in customer, with their latest run of each',
      access: 'customer',
      data: z.array(openWorkflowSchema),
    },
    (ctx) => own.listOpenWorkflows(ctx),
  );
  route(
    app,
    'POST',
    '/customer/workflows/runs',
    {
      summary: 'Start a workflow, or get the run of it already under way',
      access: 'customer',
      input: own.startInput,
      data: runSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => own.startRun(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/customer/workflows/runs',
    {
      summary: 'One of the customer’s runs, where it stands',
      access: 'customer',
      input: own.runIdInput,
      data: runSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => own.getOwnRun(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/customer/workflows/runs/advance',
    {
      summary: 'Answer the step the run stands at and go on',
      access: 'customer',
      input: own.advanceInput,
      data: runSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => own.advanceOwnRun(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/public/workflows/list',
    {
      summary: 'The PUBLIC workflows of a portal, for its visitors',
      access: 'public',
      input: own.publicListInput,
      data: z.array(publicWorkflowSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => own.listPublicWorkflows(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/public/workflows/runs',
    {
      summary: 'A visitor starts a PUBLIC workflow with their email (a resumable link is emailed)',
      access: 'public',
      input: own.visitorStartInput,
      data: visitorRunSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
    },
    (ctx, req) => own.startVisitorRun(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/public/workflows/runs',
    {
      summary: 'A visitor’s run, by the token of their link',
      access: 'public',
      input: own.tokenInput,
      data: runSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => own.getVisitorRun(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/public/workflows/runs/advance',
    {
      summary: 'A visitor answers the step their run stands at',
      access: 'public',
      input: own.visitorAdvanceInput,
      data: runSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => own.advanceVisitorRun(ctx, body(req)),
  );
}
