import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route } from '../../core/rest.js';
import { invitationPreviewSchema, invitationSchema, memberSchema, planSchema, workspaceSchema } from './workspace.schema.js';
import * as workspaces from './workspace.service.js';
import * as team from './workspace.team.js';

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
  route(
    app,
    'GET',
    '/workspace/plan',
    { summary: 'What the current workspace’s plan includes and how much of it is used', data: planSchema },
    (ctx) => workspaces.getPlan(ctx),
  );

  // Teammates of the current workspace (workspace.team.ts says what each role may do).
  route(
    app,
    'GET',
    '/workspace/members',
    { summary: 'The members of the current workspace and their roles', data: z.array(memberSchema) },
    (ctx) => team.listMembers(ctx),
  );
  route(
    app,
    'PATCH',
    '/workspace/members',
    {
      summary: 'Change a member’s role (owners only; the last owner stays an owner)',
      input: team.changeRoleInput,
      data: memberSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => team.changeMemberRole(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/workspace/members',
    {
      summary: 'Remove a member (admins remove members; owners anyone but the last owner); their sessions lose the workspace at once',
      input: team.removeInput,
      data: memberSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => team.removeMember(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/workspace/leave',
    {
      summary: 'Leave the current workspace (or the one named); answers the workspace now current',
      input: team.leaveInput,
      data: workspaceSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => team.leaveWorkspace(ctx, body(req) ?? {}),
  );
  route(
    app,
    'POST',
    '/workspace/transfer-ownership',
    {
      summary: 'Make a member the owner; the caller becomes an admin',
      input: team.transferInput,
      data: z.array(memberSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => team.transferOwnership(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/workspace/invitations',
    { summary: 'The current workspace’s invitations not accepted yet', data: z.array(invitationSchema) },
    (ctx) => team.listInvitations(ctx),
  );
  route(
    app,
    'POST',
    '/workspace/invitations',
    {
      summary: 'Invite someone by email with a role (admins and owners; owners alone invite owners); inviting again sends a new link',
      input: team.inviteInput,
      data: invitationSchema,
      status: 201,
      errors: ['CONFLICT', 'RATE_LIMITED'],
    },
    (ctx, req) => team.inviteTeammate(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/workspace/invitations',
    { summary: 'Cancel an invitation', input: team.cancelInput, data: invitationSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => team.cancelInvitation(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/workspace/invitations/preview',
    {
      summary: 'What an invitation link offers (workspace, inviter, address, role), for the page shown before signing in',
      access: 'public',
      input: team.tokenInput,
      data: invitationPreviewSchema,
    },
    (ctx, req) => team.previewInvitation(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/workspace/invitations/accept',
    {
      summary: 'Accept an invitation as the signed-in builder whose email it was sent to; the workspace becomes current',
      input: team.tokenInput,
      data: workspaceSchema,
      errors: ['CONFLICT'],
    },
    (ctx, req) => team.acceptInvitation(ctx, body(req)),
  );
}
