import { invitationWithToken } from '../../helpers/team.js';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of the teammate operations (issue 12); matrix.ts spreads them into REST and
 * GRAPHQL. The lists are of the caller's current workspace (another builder sees their own team);
 * what names one of the owner's teammates or invitations is NOT_FOUND for anyone outside.
 */

const MEMBER = 'userId email firstName lastName role joinedAt you';
const INVITATION = 'id email role invitedBy createdAt expiresAt expired';

/** An invitation from the owner's workspace, for this fixture alone (written directly: see helpers/team.ts). */
const invitation = (f: Fixture) =>
  f.memo('team:invitation', () =>
    invitationWithToken(f.app, {
      workspaceId: f.owner.workspaceId,
      email: `${f.unique('invitee')}@example.com`,
      invitedBy: f.owner.userId,
    }),
  );

/** An invitation to the owner's own address, from a workspace of someone else's (the owner may accept it). */
const invitationForOwner = (f: Fixture) =>
  f.memo('team:invitation-for-owner', async () => {
    const host = await f.app.signUp({ firstName: 'Host' });
    return (await invitationWithToken(f.app, { workspaceId: host.user.currentWorkspaceId, email: f.owner.email, invitedBy: host.user.id }))
      .token;
  });

/** The fresh owner's workspace with a second owner, so the first may leave it or hand it on. */
const coOwned = async (f: Fixture) => {
  await f.teammate('OWNER');
  return f.owner.workspaceId;
};

export const TEAM_REST: Record<string, RestEntry> = {
  'GET /v1/workspace/plan': { request: () => ({}) },
  'GET /v1/workspace/members': { request: () => ({}) },
  'PATCH /v1/workspace/members': {
    request: async (f) => ({ body: { userId: (await f.teammate('MEMBER')).userId, role: 'ADMIN' } }),
  },
  'DELETE /v1/workspace/members': {
    request: async (f) => ({ query: { userId: (await f.teammate('MEMBER')).userId } }),
  },
  'POST /v1/workspace/leave': {
    freshOwner: true,
    request: async (f) => ({ body: { workspaceId: await coOwned(f) } }),
  },
  'POST /v1/workspace/transfer-ownership': {
    freshOwner: true,
    request: async (f) => ({ body: { userId: (await f.teammate('MEMBER')).userId } }),
  },
  'GET /v1/workspace/invitations': { request: () => ({}) },
  'POST /v1/workspace/invitations': {
    request: (f) => ({ body: { email: `${f.unique('invitee')}@example.com`, role: 'MEMBER' } }),
  },
  'DELETE /v1/workspace/invitations': {
    request: async (f) => ({ query: { id: (await invitation(f)).id } }),
  },
  'GET /v1/workspace/invitations/preview': {
    request: async (f) => ({ query: { token: (await invitation(f)).token } }),
  },
  'POST /v1/workspace/invitations/accept': {
    // Only the account with the invited address may accept: anyone else holding the link is refused.
    other: 'CONFLICT',
    freshOwner: true,
    request: async (f) => ({ body: { token: await invitationForOwner(f) } }),
  },
};

export const TEAM_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.workspacePlan': {
    document: '{ workspacePlan { name recordsUsed recordsLimit storageUsedBytes storageLimitBytes } }',
  },
  'Query.workspaceMembers': { document: `{ workspaceMembers { ${MEMBER} } }` },
  'Mutation.changeMemberRole': {
    document: `mutation($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { ${MEMBER} } }`,
    variables: async (f) => ({ input: { userId: (await f.teammate('MEMBER')).userId, role: 'ADMIN' } }),
  },
  'Mutation.removeMember': {
    document: `mutation($userId: ID!) { removeMember(input: { userId: $userId }) { ${MEMBER} } }`,
    variables: async (f) => ({ userId: (await f.teammate('MEMBER')).userId }),
  },
  'Mutation.leaveWorkspace': {
    freshOwner: true,
    document: 'mutation($id: ID) { leaveWorkspace(input: { workspaceId: $id }) { id name role current } }',
    variables: async (f) => ({ id: await coOwned(f) }),
  },
  'Mutation.transferOwnership': {
    freshOwner: true,
    document: `mutation($userId: ID!) { transferOwnership(input: { userId: $userId }) { ${MEMBER} } }`,
    variables: async (f) => ({ userId: (await f.teammate('MEMBER')).userId }),
  },
  'Query.workspaceInvitations': { document: `{ workspaceInvitations { ${INVITATION} } }` },
  'Mutation.inviteTeammate': {
    document: `mutation($input: InviteTeammateInput!) { inviteTeammate(input: $input) { ${INVITATION} } }`,
    variables: (f) => ({ input: { email: `${f.unique('invitee')}@example.com`, role: 'MEMBER' } }),
  },
  'Mutation.cancelInvitation': {
    document: `mutation($id: ID!) { cancelInvitation(input: { id: $id }) { ${INVITATION} } }`,
    variables: async (f) => ({ id: (await invitation(f)).id }),
  },
  'Query.invitationPreview': {
    document: 'query($token: String!) { invitationPreview(token: $token) { workspaceName invitedBy email role expired } }',
    variables: async (f) => ({ token: (await invitation(f)).token }),
  },
  'Mutation.acceptInvitation': {
    other: 'CONFLICT',
    freshOwner: true,
    document: 'mutation($token: String!) { acceptInvitation(input: { token: $token }) { id name role current } }',
    variables: async (f) => ({ token: await invitationForOwner(f) }),
  },
};
