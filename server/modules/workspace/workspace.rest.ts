import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, route } from '../../core/rest.js';
import { workspaceSchema } from './workspace.schema.js';
import * as workspaces from './workspace.service.js';

export async function workspaceRoutes(app: FastifyInstance) {
  route(app, 'GET', '/workspace/list', { summary: 'The workspaces the builder belongs to', data: z.array(workspaceSchema) }, (ctx) =>
    workspaces.listWorkspaces(ctx),
  );
  route(
    app,
    'POST',
    '/workspace/change',
    { summary: 'Make another workspace the current one', input: workspaces.changeInput, data: workspaceSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => workspaces.changeWorkspace(ctx, body(req)),
  );
}
