import { Arg, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql-types.js';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import * as workspaces from './workspace.service.js';
import * as team from './workspace.team.js';

export enum WorkspaceRole {
  OWNER = 'OWNER',
  ADMIN = 'ADMIN',
  MEMBER = 'MEMBER',
}
registerEnumType(WorkspaceRole, {
  name: 'WorkspaceRole',
  description: "A builder's place in a workspace.",
  valuesConfig: {
    OWNER: {
      description:
        'Owns the workspace: everything an admin may do, and delete portals, change roles, remove admins and hand ownership on. Every builder owns the personal workspace made at registration.',
    },
    ADMIN: { description: 'Everything a member may do, and create portals, change their address, invite and remove members.' },
    MEMBER: {
      description: "Works inside the workspace's portals (database, workflows, customers, tickets, theme); cannot create or delete them.",
    },
  },
});

@ObjectType('Workspace', {
  simpleResolvers: true,
  description: 'A group of portals and the builders who work on them, as the signed-in builder sees it.',
})
export class WorkspaceType {
  @Field(() => ID, { description: "The workspace's id (a UUID)." }) id!: string;
  @Field(() => String, { description: 'Its name, like "Ada\'s workspace".' }) name!: string;
  @Field(() => WorkspaceRole, { description: "The signed-in builder's role in it." }) role!: WorkspaceRole;
  @Field(() => Boolean, { description: 'Whether it is the current workspace (whose portals are shown).' })
  current!: boolean;
}

@ObjectType('WorkspaceMember', { simpleResolvers: true, description: 'A builder of the current workspace, with their role.' })
export class WorkspaceMemberType {
  @Field(() => ID, { description: "The member's user id." }) userId!: string;
  @Field(() => String, { description: 'Their sign-in address.' }) email!: string;
  @Field(() => String, { description: 'First name.' }) firstName!: string;
  @Field(() => String, { description: 'Last name.' }) lastName!: string;
  @Field(() => String, { nullable: true, description: 'Path of their display image under /files/, or null.' })
  profileImageUrl!: string | null;
  @Field(() => WorkspaceRole, { description: 'What they may do in the workspace.' }) role!: WorkspaceRole;
  @Field(() => DateTimeISO, { description: 'When they joined the workspace.' }) joinedAt!: Date;
  @Field(() => Boolean, { description: 'Whether this member is the signed-in builder.' }) you!: boolean;
}

@ObjectType('WorkspaceInvitation', { simpleResolvers: true, description: 'An invitation to the current workspace, not accepted yet.' })
export class WorkspaceInvitationType {
  @Field(() => ID, { description: "The invitation's id." }) id!: string;
  @Field(() => String, { description: 'The address it was sent to; only an account with this email can accept it.' }) email!: string;
  @Field(() => WorkspaceRole, { description: 'The role the invitee gets on accepting.' }) role!: WorkspaceRole;
  @Field(() => String, { nullable: true, description: 'The name of who sent it (null once their account is gone).' })
  invitedBy!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was (last) sent.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When its link stops working (7 days after sending).' }) expiresAt!: Date;
  @Field(() => Boolean, { description: 'Whether the link has expired; inviting the address again sends a fresh one.' }) expired!: boolean;
}

@ObjectType('InvitationPreview', {
  simpleResolvers: true,
  description: 'What an invitation link offers, for the page shown before the invitee signs in or signs up.',
})
export class InvitationPreviewType {
  @Field(() => String, { description: 'The workspace it joins.' }) workspaceName!: string;
  @Field(() => String, { nullable: true, description: 'Who sent it.' }) invitedBy!: string | null;
  @Field(() => String, { description: 'The address it is for: sign in or sign up with it to accept.' }) email!: string;
  @Field(() => WorkspaceRole, { description: 'The role it gives.' }) role!: WorkspaceRole;
  @Field(() => Boolean, { description: 'Whether the link has expired.' }) expired!: boolean;
}

@InputType('ChangeMemberRoleInput', { description: 'A member and their new role (REST PATCH /v1/workspace/members).' })
export class ChangeMemberRoleInput {
  @Field(() => ID, { description: "The member's user id." }) userId!: string;
  @Field(() => WorkspaceRole, { description: 'The new role.' }) role!: WorkspaceRole;
}

@InputType('InviteTeammateInput', {
  description: 'Who to invite to the current workspace, and as what (REST POST /v1/workspace/invitations).',
})
export class InviteTeammateInput {
  @Field(() => String, { description: 'Their email address; the link goes there.' }) email!: string;
  @Field(() => WorkspaceRole, { description: 'The role they get; only owners invite owners.' }) role!: WorkspaceRole;
}

@ObjectType('WorkspacePlan', {
  simpleResolvers: true,
  description: "The current workspace's plan: Portico has one, with no billing; its limits are the deployment's quotas.",
})
export class WorkspacePlanType {
  @Field(() => String, { description: 'The plan\'s name, "Free Plan".' }) name!: string;
  @Field(() => Int, { description: 'Records held in all collections of the workspace.' }) recordsUsed!: number;
  @Field(() => Int, { description: 'The most records the workspace may hold.' }) recordsLimit!: number;
  @Field(() => Float, { description: 'Bytes of uploaded files the workspace holds.' }) storageUsedBytes!: number;
  @Field(() => Float, { description: 'The most bytes of files the workspace may hold.' }) storageLimitBytes!: number;
}

@InputType('ChangeWorkspaceInput', { description: 'The workspace to make current (the body of REST POST /v1/workspace/change).' })
class ChangeWorkspaceInput {
  @Field(() => ID, { description: 'The id of a workspace the builder belongs to.' }) workspaceId!: string;
}

@InputType('RemoveMemberInput', { description: 'The member to remove (the query of REST DELETE /v1/workspace/members).' })
class RemoveMemberInput {
  @Field(() => ID, { description: "The member's user id." }) userId!: string;
}

@InputType('LeaveWorkspaceInput', { description: 'The workspace to leave (the body of REST POST /v1/workspace/leave).' })
class LeaveWorkspaceInput {
  @Field(() => ID, { nullable: true, description: 'The workspace to leave; the current one when omitted.' }) workspaceId?: string | null;
}

@InputType('TransferOwnershipInput', { description: 'The new owner (the body of REST POST /v1/workspace/transfer-ownership).' })
class TransferOwnershipInput {
  @Field(() => ID, { description: "The new owner's user id." }) userId!: string;
}

@InputType('CancelInvitationInput', { description: 'The invitation to cancel (the query of REST DELETE /v1/workspace/invitations).' })
class CancelInvitationInput {
  @Field(() => ID, { description: "The invitation's id." }) id!: string;
}

@InputType('AcceptInvitationInput', { description: 'The invitation to accept (the body of REST POST /v1/workspace/invitations/accept).' })
class AcceptInvitationInput {
  @Field(() => String, { description: "The token from the invitation's link." }) token!: string;
}

@Resolver()
export class WorkspaceResolver {
  @Query(() => [WorkspaceType], {
    description: 'The workspaces the signed-in builder belongs to, in the order they joined them (REST: GET /v1/workspace/list).',
  })
  workspaces(@Ctx() ctx: Context) {
    return workspaces.listWorkspaces(ctx);
  }

  @Mutation(() => WorkspaceType, {
    description:
      "Makes a workspace the signed-in builder's current one (the one `portals` lists) and returns it; NOT_FOUND for a workspace the builder does not belong to (REST: POST /v1/workspace/change).",
  })
  changeWorkspace(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangeWorkspaceInput, {
      description: 'The workspace to make current (the body of REST POST /v1/workspace/change).',
    })
    input: ChangeWorkspaceInput,
  ) {
    return workspaces.changeWorkspace(ctx, serviceInput(input));
  }

  @Query(() => WorkspacePlanType, {
    description: "What the current workspace's plan includes and how much of it is used (REST: GET /v1/workspace/plan).",
  })
  workspacePlan(@Ctx() ctx: Context) {
    return workspaces.getPlan(ctx);
  }

  @Query(() => [WorkspaceMemberType], {
    description: 'The members of the current workspace, owners first (REST: GET /v1/workspace/members).',
  })
  workspaceMembers(@Ctx() ctx: Context) {
    return team.listMembers(ctx);
  }

  @Mutation(() => WorkspaceMemberType, {
    description:
      "Changes a member's role and returns the member; owners only (FORBIDDEN otherwise); CONFLICT for the last owner (REST: PATCH /v1/workspace/members).",
  })
  changeMemberRole(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangeMemberRoleInput, { description: 'The member and the role.' }) input: ChangeMemberRoleInput,
  ) {
    return team.changeMemberRole(ctx, serviceInput(input));
  }

  @Mutation(() => WorkspaceMemberType, {
    description:
      'Removes a member from the current workspace and returns them: admins remove members, owners anyone but the last owner. Their next request no longer reaches the workspace (REST: DELETE /v1/workspace/members).',
  })
  removeMember(
    @Ctx() ctx: Context,
    @Arg('input', () => RemoveMemberInput, { description: 'The member to remove (the query of REST DELETE /v1/workspace/members).' })
    input: RemoveMemberInput,
  ) {
    return team.removeMember(ctx, serviceInput(input, 'query'));
  }

  @Mutation(() => WorkspaceType, {
    description:
      "Leaves a workspace (the current one unless named) and returns the builder's current workspace after it (a fresh one of their own if they have no other); CONFLICT for its only owner or only member (REST: POST /v1/workspace/leave).",
  })
  leaveWorkspace(
    @Ctx() ctx: Context,
    @Arg('input', () => LeaveWorkspaceInput, { description: 'The workspace to leave (the body of REST POST /v1/workspace/leave).' })
    input: LeaveWorkspaceInput,
  ) {
    return team.leaveWorkspace(ctx, serviceInput(input, 'query'));
  }

  @Mutation(() => [WorkspaceMemberType], {
    description:
      'Makes a member an owner and the caller an admin, and returns the members; owners only (REST: POST /v1/workspace/transfer-ownership).',
  })
  transferOwnership(
    @Ctx() ctx: Context,
    @Arg('input', () => TransferOwnershipInput, { description: 'The new owner (the body of REST POST /v1/workspace/transfer-ownership).' })
    input: TransferOwnershipInput,
  ) {
    return team.transferOwnership(ctx, serviceInput(input));
  }

  @Query(() => [WorkspaceInvitationType], {
    description: "The current workspace's invitations not accepted yet, oldest first (REST: GET /v1/workspace/invitations).",
  })
  workspaceInvitations(@Ctx() ctx: Context) {
    return team.listInvitations(ctx);
  }

  @Mutation(() => WorkspaceInvitationType, {
    description:
      'Invites an address to the current workspace with a role and emails the link (valid 7 days); admins and owners, owners alone invite owners; an existing member is CONFLICT; inviting again renews the link (REST: POST /v1/workspace/invitations).',
  })
  inviteTeammate(
    @Ctx() ctx: Context,
    @Arg('input', () => InviteTeammateInput, { description: 'Email and role.' }) input: InviteTeammateInput,
  ) {
    return team.inviteTeammate(ctx, serviceInput(input));
  }

  @Mutation(() => WorkspaceInvitationType, {
    description:
      'Cancels an invitation (its link stops working) and returns it; admins and owners (REST: DELETE /v1/workspace/invitations).',
  })
  cancelInvitation(
    @Ctx() ctx: Context,
    @Arg('input', () => CancelInvitationInput, {
      description: 'The invitation to cancel (the query of REST DELETE /v1/workspace/invitations).',
    })
    input: CancelInvitationInput,
  ) {
    return team.cancelInvitation(ctx, serviceInput(input, 'query'));
  }

  @Query(() => InvitationPreviewType, {
    description:
      'What an invitation link offers, for anyone holding its token (it is the key): BAD_USER_INPUT when it is not valid (REST: GET /v1/workspace/invitations/preview).',
  })
  invitationPreview(
    @Ctx() ctx: Context,
    @Arg('token', () => String, { description: "The token from the invitation's link." }) token: string,
  ) {
    return team.previewInvitation(ctx, serviceInput({ token }, 'query'));
  }

  @Mutation(() => WorkspaceType, {
    description:
      'Accepts an invitation as the signed-in builder (whose email must be the invited one, CONFLICT otherwise) and makes its workspace current (REST: POST /v1/workspace/invitations/accept).',
  })
  acceptInvitation(
    @Ctx() ctx: Context,
    @Arg('input', () => AcceptInvitationInput, {
      description: 'The invitation to accept (the body of REST POST /v1/workspace/invitations/accept).',
    })
    input: AcceptInvitationInput,
  ) {
    return team.acceptInvitation(ctx, serviceInput(input));
  }
}
