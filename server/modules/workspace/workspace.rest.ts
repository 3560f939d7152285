import type { FastifyInstance } from 'fastify';
import { body, route } from '../../core/rest.js';
import * as workspaces from './workspace.service.js';

export async function workspaceRoutes(app: FastifyInstance) {
  route(app, 'GET', '/workspace/list', (ctx) => workspaces.listWorkspaces(ctx));
  route(app, 'POST', '/workspace/change', (ctx, req) => workspaces.changeWorkspace(ctx, body(req)));
}
