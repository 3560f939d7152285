import { eq } from 'drizzle-orm';
import { memberships, users } from '../../../db/schema/index.js';
import type { ParityCase } from '../../helpers/parity.js';
import { invitationWithToken } from '../../helpers/team.js';
import type { TestApp } from '../../helpers/test-app.js';

/** The REST/GraphQL parity cases of the teammate operations (issue 12); parity.test.ts runs them with its own. */

const MEMBER = 'userId email firstName lastName profileImageUrl role joinedAt you';
const INVITATION = 'id email role invitedBy createdAt expiresAt expired';
const WORKSPACE = 'id name role current';

export function teamCases(app: () => TestApp): Array<ParityCase<any>> {
  /** An owner (named after the tag) with a pending invitation for `<tag>-invitee@example.com` (written directly: see helpers/team.ts). */
  const inviting = async (tag: string, role: 'MEMBER' | 'ADMIN' = 'MEMBER') => {
    const t = app();
    const owner = await t.signUp({ email: `${tag}-owner@example.com`, firstName: 'Olive', lastName: 'Owner' });
    const email = `${tag}-invitee@example.com`;
    const { id, token } = await invitationWithToken(t, {
      workspaceId: owner.user.currentWorkspaceId,
      email,
      role,
      invitedBy: owner.user.id,
    });
    return { owner, email, token, invitationId: id };
  };
  /** An owner and a teammate of the role, joined in the database directly (the invitation has cases of its own). */
  const team = async (tag: string, role: 'MEMBER' | 'ADMIN' = 'MEMBER') => {
    const t = app();
    const owner = await t.signUp({ email: `${tag}-owner@example.com`, firstName: 'Olive', lastName: 'Owner' });
    const email = `${tag}-invitee@example.com`;
    const mate = await t.signUp({ email, firstName: 'Mia', lastName: 'Mate' });
    const workspaceId = owner.user.currentWorkspaceId as string;
    await t.database.db.insert(memberships).values({ workspaceId, userId: mate.user.id, role });
    await t.database.db.update(users).set({ currentWorkspaceId: workspaceId }).where(eq(users.id, mate.user.id));
    return { owner, mate, email };
  };

  return [
    {
      name: 'workspacePlan',
      expect: 'ok',
      setup: (tag) => app().signUp({ email: `${tag}-plan@example.com` }),
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/workspace/plan' }),
      graphql: () => ({ document: '{ workspacePlan { name recordsUsed recordsLimit storageUsedBytes storageLimitBytes } }' }),
    },
    {
      name: 'workspaceMembers',
      expect: 'ok',
      setup: (tag) => team(tag),
      token: (s) => s.mate.token,
      rest: () => ({ method: 'GET', url: '/v1/workspace/members' }),
      graphql: () => ({ document: `{ workspaceMembers { ${MEMBER} } }` }),
    },
    {
      name: 'changeMemberRole',
      expect: 'ok',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: (s) => ({ method: 'PATCH', url: '/v1/workspace/members', body: { userId: s.mate.user.id, role: 'ADMIN' } }),
      graphql: (s) => ({
        document: `mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { ${MEMBER} } }`,
        variables: { i: { userId: s.mate.user.id, role: 'ADMIN' } },
      }),
    },
    {
      name: 'changeMemberRole: the last owner',
      expect: 'CONFLICT',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: (s) => ({ method: 'PATCH', url: '/v1/workspace/members', body: { userId: s.owner.user.id, role: 'MEMBER' } }),
      graphql: (s) => ({
        document: `mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { ${MEMBER} } }`,
        variables: { i: { userId: s.owner.user.id, role: 'MEMBER' } },
      }),
      details: { role: /only owner/ },
    },
    {
      name: 'changeMemberRole: a member may not',
      expect: 'FORBIDDEN',
      setup: (tag) => team(tag),
      token: (s) => s.mate.token,
      rest: (s) => ({ method: 'PATCH', url: '/v1/workspace/members', body: { userId: s.mate.user.id, role: 'OWNER' } }),
      graphql: (s) => ({
        document: `mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { ${MEMBER} } }`,
        variables: { i: { userId: s.mate.user.id, role: 'OWNER' } },
      }),
    },
    {
      name: 'removeMember',
      expect: 'ok',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/workspace/members', query: { userId: s.mate.user.id } }),
      graphql: (s) => ({
        document: `mutation($u: ID!) { removeMember(input: { userId: $u }) { ${MEMBER} } }`,
        variables: { u: s.mate.user.id },
      }),
    },
    {
      name: 'removeMember: not a uuid',
      expect: 'BAD_USER_INPUT',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: () => ({ method: 'DELETE', url: '/v1/workspace/members', query: { userId: 'nobody' } }),
      graphql: () => ({ document: 'mutation { removeMember(input: { userId: "nobody" }) { userId } }' }),
      details: { userId: /not valid/ },
    },
    {
      name: 'leaveWorkspace',
      expect: 'ok',
      setup: (tag) => team(tag),
      token: (s) => s.mate.token,
      rest: () => ({ method: 'POST', url: '/v1/workspace/leave', body: {} }),
      graphql: () => ({ document: `mutation { leaveWorkspace(input: {}) { ${WORKSPACE} } }` }),
    },
    {
      name: 'leaveWorkspace: its only owner',
      expect: 'CONFLICT',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: () => ({ method: 'POST', url: '/v1/workspace/leave', body: {} }),
      graphql: () => ({ document: `mutation { leaveWorkspace(input: {}) { ${WORKSPACE} } }` }),
    },
    {
      name: 'transferOwnership',
      expect: 'ok',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: (s) => ({ method: 'POST', url: '/v1/workspace/transfer-ownership', body: { userId: s.mate.user.id } }),
      graphql: (s) => ({
        document: `mutation($u: ID!) { transferOwnership(input: { userId: $u }) { ${MEMBER} } }`,
        variables: { u: s.mate.user.id },
      }),
    },
    {
      name: 'workspaceInvitations',
      expect: 'ok',
      setup: (tag) => inviting(tag, 'ADMIN'),
      token: (s) => s.owner.token,
      rest: () => ({ method: 'GET', url: '/v1/workspace/invitations' }),
      graphql: () => ({ document: `{ workspaceInvitations { ${INVITATION} } }` }),
    },
    {
      name: 'inviteTeammate',
      expect: 'ok',
      setup: (tag) => app().signUp({ email: `${tag}-host@example.com`, firstName: 'Hana', lastName: 'Host' }),
      token: (s) => s.token,
      rest: (_s, tag) => ({ method: 'POST', url: '/v1/workspace/invitations', body: { email: `${tag}-new@example.com`, role: 'ADMIN' } }),
      graphql: (_s, tag) => ({
        document: `mutation($i: InviteTeammateInput!) { inviteTeammate(input: $i) { ${INVITATION} } }`,
        variables: { i: { email: `${tag}-new@example.com`, role: 'ADMIN' } },
      }),
    },
    {
      name: 'inviteTeammate: already a member',
      expect: 'CONFLICT',
      setup: (tag) => team(tag),
      token: (s) => s.owner.token,
      rest: (s) => ({ method: 'POST', url: '/v1/workspace/invitations', body: { email: s.email, role: 'MEMBER' } }),
      graphql: (s) => ({
        document: `mutation($i: InviteTeammateInput!) { inviteTeammate(input: $i) { ${INVITATION} } }`,
        variables: { i: { email: s.email, role: 'MEMBER' } },
      }),
      details: { email: /Already a member/ },
    },
    {
      name: 'inviteTeammate: not an email',
      expect: 'BAD_USER_INPUT',
      setup: (tag) => app().signUp({ email: `${tag}-host@example.com` }),
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/workspace/invitations', body: { email: 'not an email', role: 'MEMBER' } }),
      graphql: () => ({
        document: 'mutation($i: InviteTeammateInput!) { inviteTeammate(input: $i) { id } }',
        variables: { i: { email: 'not an email', role: 'MEMBER' } },
      }),
      details: { email: /./ },
    },
    {
      name: 'cancelInvitation',
      expect: 'ok',
      setup: (tag) => inviting(tag),
      token: (s) => s.owner.token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/workspace/invitations', query: { id: s.invitationId } }),
      graphql: (s) => ({
        document: `mutation($id: ID!) { cancelInvitation(input: { id: $id }) { ${INVITATION} } }`,
        variables: { id: s.invitationId },
      }),
    },
    {
      name: 'invitationPreview',
      expect: 'ok',
      setup: (tag) => inviting(tag),
      rest: (s) => ({ method: 'GET', url: '/v1/workspace/invitations/preview', query: { token: s.token } }),
      graphql: (s) => ({
        document: 'query($t: String!) { invitationPreview(token: $t) { workspaceName invitedBy email role expired } }',
        variables: { t: s.token },
      }),
    },
    {
      name: 'acceptInvitation',
      expect: 'ok',
      setup: async (tag) => {
        const s = await inviting(tag);
        return { ...s, mate: await app().signUp({ email: s.email }) };
      },
      token: (s) => s.mate.token,
      rest: (s) => ({ method: 'POST', url: '/v1/workspace/invitations/accept', body: { token: s.token } }),
      graphql: (s) => ({
        document: `mutation($t: String!) { acceptInvitation(input: { token: $t }) { ${WORKSPACE} } }`,
        variables: { t: s.token },
      }),
    },
    {
      name: 'acceptInvitation: someone else’s',
      expect: 'CONFLICT',
      setup: async (tag) => ({ ...(await inviting(tag)), other: await app().signUp({ email: `${tag}-other@example.com` }) }),
      token: (s) => s.other.token,
      rest: (s) => ({ method: 'POST', url: '/v1/workspace/invitations/accept', body: { token: s.token } }),
      graphql: (s) => ({ document: `mutation($t: String!) { acceptInvitation(input: { token: $t }) { id } }`, variables: { t: s.token } }),
    },
    {
      name: 'acceptInvitation: a link that is not one',
      expect: 'BAD_USER_INPUT',
      setup: (tag) => app().signUp({ email: `${tag}-x@example.com` }),
      token: (s) => s.token,
      rest: () => ({ method: 'POST', url: '/v1/workspace/invitations/accept', body: { token: 'not-a-real-invitation-token' } }),
      graphql: () => ({ document: 'mutation { acceptInvitation(input: { token: "not-a-real-invitation-token" }) { id } }' }),
      details: { token: /not valid any more/ },
    },
  ];
}
