import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/index.js';
import { workspaceInvitations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Teammates (issue 12): invitations by email, roles enforced in the services, removal taking effect
 * at once, leaving and handing ownership on — through REST, with GraphQL where a screen uses it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let n = 0;
const fresh = (tag: string) => `${tag}-${Date.now().toString(36)}${(n++).toString(36)}@example.com`;

/** The token of the last invitation mailed to `email`. */
async function invitationLink(email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, 20_000, 'invitations/accept');
  return /invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

async function invite(by: Account, email: string, role: string) {
  return t.rest('POST', '/v1/workspace/invitations', { token: by.token, body: { email, role } });
}

/** A team: an owner with a portal, and a teammate of the role who accepted the owner's invitation. */
async function team(role: 'ADMIN' | 'MEMBER' | 'OWNER') {
  const owner = await t.signUp({ firstName: 'Olive' });
  const portal = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Client hub' } });
  expect(portal.status).toBe(201);
  const email = fresh(role.toLowerCase());
  expect((await invite(owner, email, role)).status).toBe(201);
  const token = await invitationLink(email);
  const mate = await t.signUp({ email, firstName: 'Mia' });
  const accepted = await t.rest('POST', '/v1/workspace/invitations/accept', { token: mate.token, body: { token } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { owner, mate, portal: portal.body.data as { id: string; slug: string }, workspaceId: owner.user.currentWorkspaceId as string };
}

const portalsOf = async (a: Account) =>
  (await t.rest('GET', '/v1/portal/list', { token: a.token })).body.data.items as Array<{ id: string }>;

describe('invitations', () => {
  it('an owner invites by email; the invitee signs up on the way, accepts, and works in the workspace', async () => {
    const owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
    const portal = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: 'Agency portal' } });
    const email = fresh('Newcomer').toUpperCase();
    const sent = await invite(owner, email, 'MEMBER');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ email: email.toLowerCase(), role: 'MEMBER', invitedBy: 'Olive Owner', expired: false });
    const mail = await t.smtp.waitFor(email.toLowerCase(), 20_000, 'invited you');
    expect(mail.text).toContain('Olive Owner invited you to join the workspace');
    const token = await invitationLink(email.toLowerCase());

    // Before signing in: what the link offers.
    const preview = await t.rest('GET', `/v1/workspace/invitations/preview?token=${token}`);
    expect(preview.body.data).toEqual({
      workspaceName: "Olive's workspace",
      invitedBy: 'Olive Owner',
      email: email.toLowerCase(),
      role: 'MEMBER',
      expired: false,
    });

    const mate = await t.signUp({ email: email.toLowerCase(), firstName: 'Nia' });
    const accepted = await t.gql(
      'mutation($t: String!) { acceptInvitation(input: { token: $t }) { id name role current } }',
      { t: token },
      mate.token,
    );
    expect(accepted.body.data.acceptInvitation).toEqual({
      id: owner.user.currentWorkspaceId,
      name: "Olive's workspace",
      role: 'MEMBER',
      current: true,
    });
    expect((await portalsOf(mate)).map((p) => p.id)).toEqual([portal.body.data.id]);
    // Opening the link proved the address.
    expect((await t.rest('GET', '/v1/user/me', { token: mate.token })).body.data.emailVerified).toBe(true);

    const members = await t.rest('GET', '/v1/workspace/members', { token: mate.token });
    expect(members.body.data.map((m: { firstName: string; role: string; you: boolean }) => [m.firstName, m.role, m.you])).toEqual([
      ['Olive', 'OWNER', false],
      ['Nia', 'MEMBER', true],
    ]);
    expect((await t.rest('GET', '/v1/workspace/invitations', { token: owner.token })).body.data).toEqual([]);
    // The link works once.
    const again = await t.rest('POST', '/v1/workspace/invitations/accept', { token: mate.token, body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.details.token).toMatch(/not valid any more/);
  });

  it('refuses inviting a member, renews a pending invitation, and keeps the link to the invited address', async () => {
    const { owner, mate } = await team('MEMBER');
    const before = await t.rest('GET', '/v1/workspace/invitations', { token: owner.token });
    const dup = await invite(owner, mate.email.toUpperCase(), 'ADMIN');
    expect(dup.status).toBe(409);
    expect(dup.body.details.email).toBe('Already a member of this workspace.');
    expect((await t.rest('GET', '/v1/workspace/invitations', { token: owner.token })).body.data).toEqual(before.body.data);

    const email = fresh('twice');
    await invite(owner, email, 'MEMBER');
    const first = await invitationLink(email);
    t.smtp.received.splice(0);
    const second = await invite(owner, email, 'ADMIN');
    expect(second.status).toBe(201);
    const renewed = await invitationLink(email);
    const open = (await t.rest('GET', '/v1/workspace/invitations', { token: owner.token })).body.data;
    expect(open.map((i: { email: string; role: string }) => [i.email, i.role])).toEqual([[email, 'ADMIN']]);
    expect((await t.rest('GET', `/v1/workspace/invitations/preview?token=${first}`)).status).toBe(400);

    // Someone else signed in with the link: refused, and the invitation still waits.
    const stranger = await t.signUp();
    const wrong = await t.rest('POST', '/v1/workspace/invitations/accept', { token: stranger.token, body: { token: renewed } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain(`This invitation was sent to another email address than yours (${stranger.email})`);
    expect(await portalsOf(stranger)).toEqual([]);
    expect((await t.rest('GET', '/v1/workspace/invitations', { token: owner.token })).body.data).toHaveLength(1);

    // Expired: refused; cancelled: refused.
    await t.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.email, email));
    expect((await t.rest('GET', `/v1/workspace/invitations/preview?token=${renewed}`)).body.data.expired).toBe(true);
    const invitee = await t.signUp({ email });
    expect((await t.rest('POST', '/v1/workspace/invitations/accept', { token: invitee.token, body: { token: renewed } })).status).toBe(400);
    const cancelled = await t.rest('DELETE', `/v1/workspace/invitations?id=${open[0].id}`, { token: owner.token });
    expect(cancelled.status).toBe(200);
    expect((await t.rest('GET', '/v1/workspace/invitations', { token: owner.token })).body.data).toEqual([]);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const owner = await t.signUp();
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from workspace_invitations where workspace_id = ${owner.user.currentWorkspaceId}`,
        ),
      )[0]!.n;
    for (const body of [
      { email: 'not an email', role: 'MEMBER' },
      { email: 'a\u0000b@example.com', role: 'MEMBER' },
      { email: `${'x'.repeat(10_000)}@example.com`, role: 'MEMBER' },
      { email: 'ok@example.com', role: 'KING' },
      { email: 'ok@example.com' },
    ]) {
      const res = await t.rest('POST', '/v1/workspace/invitations', { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.details ?? {}).length, JSON.stringify(res.body)).toBeGreaterThan(0);
    }
    expect(await count()).toBe(0);
    for (const token of ['', 'x'.repeat(5000), 'abc\u0000def'])
      expect((await t.rest('POST', '/v1/workspace/invitations/accept', { token: owner.token, body: { token } })).status).toBe(400);
  });
});

describe('roles, enforced in the services', () => {
  it('a MEMBER works inside portals but cannot create or delete them, change their address or manage the team', async () => {
    const { owner, mate, portal } = await team('MEMBER');
    const renamed = await t.rest('PATCH', '/v1/portal', { token: mate.token, body: { id: portal.id, name: 'Renamed by a member' } });
    expect(renamed.status).toBe(200);
    const collection = await t.rest('POST', '/v1/database', {
      token: mate.token,
      body: { portalId: portal.id, name: 'Leads', fields: [{ label: 'Name', type: 'TEXT' }] },
    });
    expect(collection.status).toBe(201);

    const refusals = [
      await t.rest('DELETE', `/v1/portal?id=${portal.id}`, { token: mate.token }),
      await t.rest('POST', '/v1/portal', { token: mate.token, body: { name: 'Mine' } }),
      await t.rest('PATCH', '/v1/portal', { token: mate.token, body: { id: portal.id, slug: 'moved-by-member' } }),
      await t.rest('POST', '/v1/portal/update-subDomain', {
        token: mate.token,
        body: { portalId: portal.id, subDomain: 'moved-by-member' },
      }),
      await invite(mate, fresh('friend'), 'MEMBER'),
      await t.rest('PATCH', '/v1/workspace/members', { token: mate.token, body: { userId: mate.user.id, role: 'OWNER' } }),
      await t.rest('DELETE', `/v1/workspace/members?userId=${owner.user.id}`, { token: mate.token }),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.body.message).toMatch(/^Only (an owner|an admin or owner) of this workspace can .+ — ask one of its owners\.$/);
    }
    const deleted = await t.gql('mutation($id: ID!) { deletePortal(input: { id: $id }) { id } }', { id: portal.id }, mate.token);
    expect(deleted.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const list = await portalsOf(owner);
    expect(list.map((p) => p.id)).toEqual([portal.id]);
  });

  it('an ADMIN creates portals and manages members, but cannot delete portals, invite owners or remove an owner', async () => {
    const { owner, mate: admin, portal } = await team('ADMIN');
    expect((await t.rest('POST', '/v1/portal', { token: admin.token, body: { name: 'Made by admin' } })).status).toBe(201);
    expect((await t.rest('DELETE', `/v1/portal?id=${portal.id}`, { token: admin.token })).status).toBe(403);
    expect((await invite(admin, fresh('boss'), 'OWNER')).status).toBe(403);
    const memberEmail = fresh('helper');
    expect((await invite(admin, memberEmail, 'MEMBER')).status).toBe(201);
    const member = await t.signUp({ email: memberEmail });
    await t.rest('POST', '/v1/workspace/invitations/accept', { token: member.token, body: { token: await invitationLink(memberEmail) } });
    expect((await t.rest('DELETE', `/v1/workspace/members?userId=${owner.user.id}`, { token: admin.token })).status).toBe(403);
    expect(
      (await t.rest('PATCH', '/v1/workspace/members', { token: admin.token, body: { userId: member.user.id, role: 'ADMIN' } })).status,
    ).toBe(403);
    const removed = await t.rest('DELETE', `/v1/workspace/members?userId=${member.user.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ userId: member.user.id, role: 'MEMBER' });
  });

  it('removal takes effect at once: the teammate no longer sees the portals, and is back in their own workspace', async () => {
    const { owner, mate, portal } = await team('MEMBER');
    expect((await portalsOf(mate)).map((p) => p.id)).toEqual([portal.id]);
    const removed = await t.gql(
      'mutation($u: ID!) { removeMember(input: { userId: $u }) { userId role } }',
      { u: mate.user.id },
      owner.token,
    );
    expect(removed.body.data.removeMember).toEqual({ userId: mate.user.id, role: 'MEMBER' });
    expect(await portalsOf(mate)).toEqual([]);
    expect((await t.rest('GET', `/v1/portal?id=${portal.id}`, { token: mate.token })).status).toBe(404);
    expect((await t.rest('GET', '/v1/user/me', { token: mate.token })).body.data.currentWorkspaceId).toBe(mate.user.currentWorkspaceId);
    expect((await t.smtp.waitFor(mate.email, 20_000, 'You are no longer a member')).text).toContain(
      'of the workspace "Olive\'s workspace"',
    );
    // Removing them again, or someone of another workspace: NOT_FOUND.
    expect((await t.rest('DELETE', `/v1/workspace/members?userId=${mate.user.id}`, { token: owner.token })).status).toBe(404);
    const stranger = await t.signUp();
    expect((await t.rest('DELETE', `/v1/workspace/members?userId=${stranger.user.id}`, { token: owner.token })).status).toBe(404);
    expect((await t.rest('DELETE', '/v1/workspace/members?userId=not-a-uuid', { token: owner.token })).status).toBe(400);
  });

  it('a workspace keeps an owner: the last one cannot be demoted, removed or leave; ownership can be handed on', async () => {
    const { owner, mate, portal } = await team('MEMBER');
    const demote = await t.rest('PATCH', '/v1/workspace/members', { token: owner.token, body: { userId: owner.user.id, role: 'ADMIN' } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('A workspace needs an owner — make another member an owner first.');
    const leave = await t.rest('POST', '/v1/workspace/leave', { token: owner.token, body: {} });
    expect(leave.status).toBe(409);
    expect(leave.body.message).toMatch(/only owner/);
    expect((await t.rest('DELETE', `/v1/workspace/members?userId=${owner.user.id}`, { token: owner.token })).status).toBe(400);

    const handed = await t.rest('POST', '/v1/workspace/transfer-ownership', { token: owner.token, body: { userId: mate.user.id } });
    expect(handed.status).toBe(200);
    expect(handed.body.data.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [mate.user.id, 'OWNER'],
      [owner.user.id, 'ADMIN'],
    ]);
    // The former owner is an admin now: no more deleting portals.
    expect((await t.rest('DELETE', `/v1/portal?id=${portal.id}`, { token: owner.token })).status).toBe(403);
    // And can leave: having handed on the only workspace they had, they get a fresh one of their own.
    const left = await t.rest('POST', '/v1/workspace/leave', { token: owner.token, body: {} });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ name: "Olive's workspace", role: 'OWNER', current: true });
    expect(left.body.data.id).not.toBe(owner.user.currentWorkspaceId);
    expect(await portalsOf(owner)).toEqual([]);
    expect((await portalsOf(mate)).map((p) => p.id)).toEqual([portal.id]);
  });

  it('the only member of a workspace cannot leave it', async () => {
    const solo = await t.signUp();
    const res = await t.rest('POST', '/v1/workspace/leave', { token: solo.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/only member of this workspace/);
  });
});
