import { graphql } from '../../gql';

export const TeamMemberFields = graphql(`
  fragment TeamMemberFields on WorkspaceMember {
    userId
    email
    firstName
    lastName
    profileImageUrl
    role
    joinedAt
    you
  }
`);

export const TeamInvitationFields = graphql(`
  fragment TeamInvitationFields on WorkspaceInvitation {
    id
    email
    role
    invitedBy
    createdAt
    expiresAt
    expired
  }
`);

export const TeamQuery = graphql(`
  query Team {
    workspaces {
      id
      name
      role
      current
    }
    workspaceMembers {
      ...TeamMemberFields
    }
    workspaceInvitations {
      ...TeamInvitationFields
    }
  }
`);

export const InviteTeammateMutation = graphql(`
  mutation InviteTeammate($input: InviteTeammateInput!) {
    inviteTeammate(input: $input) {
      ...TeamInvitationFields
    }
  }
`);

export const CancelInvitationMutation = graphql(`
  mutation CancelInvitation($id: ID!) {
    cancelInvitation(input: { id: $id }) {
      id
    }
  }
`);

export const ChangeMemberRoleMutation = graphql(`
  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      ...TeamMemberFields
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveMember($userId: ID!) {
    removeMember(input: { userId: $userId }) {
      userId
    }
  }
`);

export const TransferOwnershipMutation = graphql(`
  mutation TransferOwnership($userId: ID!) {
    transferOwnership(input: { userId: $userId }) {
      ...TeamMemberFields
    }
  }
`);

export const LeaveWorkspaceMutation = graphql(`
  mutation LeaveWorkspace {
    leaveWorkspace(input: {}) {
      id
      name
      role
      current
    }
  }
`);

export const InvitationPreviewQuery = graphql(`
  query InvitationPreview($token: String!) {
    invitationPreview(token: $token) {
      workspaceName
      invitedBy
      email
      role
      expired
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(input: { token: $token }) {
      id
      name
      role
      current
    }
  }
`);
