import { z } from 'zod';
import { body, query } from '../../core/rest.js';
import { anyone, builderSelf, inWorkspace, defineDomain, type Operation } from '../../core/operations.js';
import { WorkspaceResolver } from './workspace.graphql.js';

import { invitationPreviewSchema, invitationSchema, memberSchema, planSchema, workspaceSchema } from './workspace.schema.js';
import * as workspaces from './workspace.service.js';
import * as team from './workspace.team.js';

export const workspaceOperations: Operation[] = [
  {
    rest: 'GET /workspace/list',
    graphql: 'Query.workspaces',
    access: builderSelf(),
    summary: 'The workspaces the builder belongs to',
    data: z.array(workspaceSchema),
    handle: (ctx) => workspaces.listWorkspaces(ctx),
  },
  {
    rest: 'POST /workspace/change',
    graphql: 'Mutation.changeWorkspace',
    access: inWorkspace(),
    summary: 'Make another workspace the current one',
    input: workspaces.changeInput,
    data: workspaceSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => workspaces.changeWorkspace(ctx, body(req)),
  },
  {
    rest: 'GET /workspace/plan',
    graphql: 'Query.workspacePlan',
    access: builderSelf(undefined, 'MEMBER'),
    summary: 'What the current workspace’s plan includes and how much of it is used',
    data: planSchema,
    handle: (ctx) => workspaces.getPlan(ctx),
  },
  {
    rest: 'GET /workspace/members',
    graphql: 'Query.workspaceMembers',
    access: builderSelf(undefined, 'MEMBER'),
    summary: 'The members of the current workspace and their roles',
    data: z.array(memberSchema),
    handle: (ctx) => team.listMembers(ctx),
  },
  {
    rest: 'PATCH /workspace/members',
    graphql: 'Mutation.changeMemberRole',
    access: inWorkspace('OWNER'),
    summary: 'Change a member’s role (owners only; the last owner stays an owner)',
    input: team.changeRoleInput,
    data: memberSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => team.changeMemberRole(ctx, body(req)),
  },
  {
    rest: 'DELETE /workspace/members',
    graphql: 'Mutation.removeMember',
    access: inWorkspace('ADMIN'),
    summary: 'Remove a member (admins remove members; owners anyone but the last owner); their sessions lose the workspace at once',
    input: team.removeInput,
    data: memberSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => team.removeMember(ctx, query(req)),
  },
  {
    rest: 'POST /workspace/leave',
    graphql: 'Mutation.leaveWorkspace',
    access: inWorkspace(),
    summary: 'Leave the current workspace (or the one named); answers the workspace now current',
    input: team.leaveInput,
    data: workspaceSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => team.leaveWorkspace(ctx, body(req) ?? {}),
  },
  {
    rest: 'POST /workspace/transfer-ownership',
    graphql: 'Mutation.transferOwnership',
    access: inWorkspace('OWNER'),
    summary: 'Make a member the owner; the caller becomes an admin',
    input: team.transferInput,
    data: z.array(memberSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => team.transferOwnership(ctx, body(req)),
  },
  {
    rest: 'GET /workspace/invitations',
    graphql: 'Query.workspaceInvitations',
    access: builderSelf(undefined, 'MEMBER'),
    summary: 'The current workspace’s invitations not accepted yet',
    data: z.array(invitationSchema),
    handle: (ctx) => team.listInvitations(ctx),
  },
  {
    rest: 'POST /workspace/invitations',
    graphql: 'Mutation.inviteTeammate',
    access: builderSelf(undefined, 'ADMIN'),
    summary: 'Invite someone by email with a role (admins and owners; owners alone invite owners); inviting again sends a new link',
    input: team.inviteInput,
    data: invitationSchema,
    status: 201,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    handle: (ctx, req) => team.inviteTeammate(ctx, body(req)),
  },
  {
    rest: 'DELETE /workspace/invitations',
    graphql: 'Mutation.cancelInvitation',
    access: inWorkspace('ADMIN'),
    summary: 'Cancel an invitation',
    input: team.cancelInput,
    data: invitationSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => team.cancelInvitation(ctx, query(req)),
  },
  {
    rest: 'GET /workspace/invitations/preview',
    graphql: 'Query.invitationPreview',
    access: anyone(
      'The invitation link’s token is the key: it shows the workspace’s name, the inviter and the invited address, to that person.',
    ),
    summary: 'What an invitation link offers (workspace, inviter, address, role), for the page shown before signing in',
    input: team.tokenInput,
    data: invitationPreviewSchema,
    handle: (ctx, req) => team.previewInvitation(ctx, query(req)),
  },
  {
    rest: 'POST /workspace/invitations/accept',
    graphql: 'Mutation.acceptInvitation',
    access: builderSelf(),
    summary: 'Accept an invitation as the signed-in builder whose email it was sent to; the workspace becomes current',
    input: team.tokenInput,
    data: workspaceSchema,
    errors: ['CONFLICT'],
    handle: (ctx, req) => team.acceptInvitation(ctx, body(req)),
  },
];

export const workspaceDomain = defineDomain({
  name: 'workspace',
  operations: [...workspaceOperations],
  resolvers: [WorkspaceResolver],
});
