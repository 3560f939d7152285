import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users, workspaces } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WORKSPACES = '{ workspaces { id name role current } }';
const CHANGE = 'mutation($id: ID!) { changeWorkspace(input: { workspaceId: $id }) { id name role current } }';

async function currentWorkspaceId(userId: string) {
  const [row] = await t.database.db.select({ id: users.currentWorkspaceId }).from(users).where(eq(users.id, userId));
  return row!.id;
}

/** A workspace owned by someone else, that `memberId` is added to as MEMBER. */
async function shareWorkspace(memberId: string) {
  const owner = await t.signUp({ firstName: 'Owner' });
  await t.database.db.insert(memberships).values({ workspaceId: owner.user.currentWorkspaceId, userId: memberId, role: 'MEMBER' });
  return owner;
}

describe('workspace list', () => {
  it('shows the personal workspace as OWNER and current, on REST and GraphQL', async () => {
    const account = await t.signUp({ firstName: 'Mary' });
    const expected = [{ id: account.user.currentWorkspaceId, name: "Mary's workspace", role: 'OWNER', current: true }];
    const rest = await t.rest('GET', '/v1/workspace/list', { token: account.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, data: expected });
    expect((await t.gql(WORKSPACES, undefined, account.token)).body).toEqual({ data: { workspaces: expected } });
  });

  it('does not show workspaces of other builders', async () => {
    const account = await t.signUp();
    await t.signUp({ firstName: 'Stranger' });
    const list = await t.rest('GET', '/v1/workspace/list', { token: account.token });
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('Stranger');
  });

  it('needs a signed-in builder', async () => {
    const rest = await t.rest('GET', '/v1/workspace/list');
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
    const gql = await t.gql(WORKSPACES);
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('change workspace', () => {
  it("answers 404 for another builder's workspace, tells nothing about it, and keeps the current one", async () => {
    const account = await t.signUp();
    const other = await t.signUp({ firstName: 'Secretive' });
    const theirs = other.user.currentWorkspaceId as string;

    const res = await t.rest('POST', '/v1/workspace/change', { token: account.token, body: { workspaceId: theirs } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'That workspace does not exist or you do not have access to it.',
    });
    expect(JSON.stringify(res.body)).not.toContain('Secretive');

    // The same answer as for a workspace that does not exist at all: nothing to probe.
    const missing = await t.rest('POST', '/v1/workspace/change', { token: account.token, body: { workspaceId: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(res.body);

    const gql = await t.gql(CHANGE, { id: theirs }, account.token);
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors[0]).toMatchObject({ message: res.body.message, extensions: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(gql.body)).not.toContain('Secretive');

    expect(await currentWorkspaceId(account.user.id)).toBe(account.user.currentWorkspaceId);
    expect((await t.rest('GET', '/v1/workspace/list', { token: account.token })).body.data).toHaveLength(1);
  });

  it('answers 400 for an id that is not a UUID, and for a missing one', async () => {
    const account = await t.signUp();
    for (const [body, message] of [
      [{ workspaceId: 'not-a-uuid' }, 'That workspace id is not valid.'],
      [{ workspaceId: "1' or '1'='1" }, 'That workspace id is not valid.'],
      [{}, 'Please enter the workspace id.'],
    ] as const) {
      const res = await t.rest('POST', '/v1/workspace/change', { token: account.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'BAD_USER_INPUT', message, details: { workspaceId: message } });
    }
    const gql = await t.gql(CHANGE, { id: 'not-a-uuid' }, account.token);
    expect(gql.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', details: { workspaceId: 'That workspace id is not valid.' } });
    expect(await currentWorkspaceId(account.user.id)).toBe(account.user.currentWorkspaceId);
  });

  it('switches to a workspace the builder is a MEMBER of, and me.currentWorkspaceId follows', async () => {
    const account = await t.signUp({ firstName: 'Member' });
    const personal = account.user.currentWorkspaceId as string;
    const owner = await shareWorkspace(account.user.id);
    const shared = owner.user.currentWorkspaceId as string;

    const before = await t.rest('GET', '/v1/workspace/list', { token: account.token });
    expect(before.body.data).toEqual([
      { id: personal, name: "Member's workspace", role: 'OWNER', current: true },
      { id: shared, name: "Owner's workspace", role: 'MEMBER', current: false },
    ]);

    const res = await t.rest('POST', '/v1/workspace/change', { token: account.token, body: { workspaceId: shared } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: shared, name: "Owner's workspace", role: 'MEMBER', current: true } });

    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data.currentWorkspaceId).toBe(shared);
    expect((await t.gql('{ me { currentWorkspaceId } }', undefined, account.token)).body.data.me.currentWorkspaceId).toBe(shared);
    expect((await t.rest('GET', '/v1/auth/session', { token: account.token })).body.data.currentWorkspaceId).toBe(shared);
    const after = await t.gql(WORKSPACES, undefined, account.token);
    expect(after.body.data.workspaces).toEqual([
      { id: personal, name: "Member's workspace", role: 'OWNER', current: false },
      { id: shared, name: "Owner's workspace", role: 'MEMBER', current: true },
    ]);
    // The owner's own current workspace is untouched.
    expect(await currentWorkspaceId(owner.user.id)).toBe(shared);

    // And back, through GraphQL.
    const back = await t.gql(CHANGE, { id: personal }, account.token);
    expect(back.body).toEqual({ data: { changeWorkspace: { id: personal, name: "Member's workspace", role: 'OWNER', current: true } } });
    expect((await t.rest('GET', '/v1/user/me', { token: account.token })).body.data.currentWorkspaceId).toBe(personal);
  });

  it('refuses a workspace the builder was removed from', async () => {
    const account = await t.signUp();
    const owner = await shareWorkspace(account.user.id);
    const shared = owner.user.currentWorkspaceId as string;
    await t.database.db.delete(memberships).where(and(eq(memberships.userId, account.user.id), eq(memberships.workspaceId, shared)));
    const [stillThere] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, shared));
    expect(stillThere).toBeTruthy();
    const res = await t.rest('POST', '/v1/workspace/change', { token: account.token, body: { workspaceId: shared } });
    expect(res.status).toBe(404);
  });

  it('needs a signed-in builder', async () => {
    const res = await t.rest('POST', '/v1/workspace/change', { body: { workspaceId: randomUUID() } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(CHANGE, { id: randomUUID() })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
