import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, memberships, portals, users, workspaces } from '../../db/schema/index.js';
import { expectBadInput, expectError, expectGqlError } from '../helpers/database.js';
import { png } from '../helpers/images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 12, part C: a builder exports their data (a ZIP by email) and deletes their account. */

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

let n = 0;
const tag = () => `${Date.now().toString(36)}${n++}`;
const LINK = /(http:\/\/portico\.test\/v1\/user\/me\/export\/download\?token=([A-Za-z0-9_-]{43}))/;

/** The newest export link mailed to the address, once the queue is idle. */
async function exportLink(email: string): Promise<{ url: string; token: string }> {
  await t.drainJobs();
  const mail = [...t.smtp.received].reverse().find((m) => m.to.includes(email) && LINK.test(m.text));
  expect(mail, `no export mail to ${email}`).toBeTruthy();
  const [, url, token] = LINK.exec(mail!.text)!;
  return { url: url!, token: token! };
}

/** The download, as bytes (the REST helper reads bodies as text). */
const download = (query: string) => t.app.inject({ method: 'GET', url: `/v1/user/me/export/download${query}` });

/** A portal with a collection of two records, a customer and a ticket. */
async function portalWithData(a: Account) {
  const token = a.token;
  const portal = (await t.rest('POST', '/v1/portal', { token, body: { name: `Export ${tag()}` } })).body.data;
  const c = await t.rest('POST', '/v1/database', {
    token,
    body: {
      portalId: portal.id,
      name: 'Contacts',
      fields: [
        { label: 'Name', type: 'TEXT', required: true },
        { label: 'Email', type: 'EMAIL' },
      ],
    },
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  for (const data of [
    { name: 'Ada', email: 'ada@example.com' },
    { name: '=1+2', email: 'formula@example.com' },
  ])
    expect((await t.rest('POST', '/v1/database/records', { token, body: { collectionId: c.body.data.id, data } })).status).toBe(201);
  const customer = await t.rest('POST', '/v1/customer/users', {
    token,
    body: { portalId: portal.id, email: `cleo-${tag()}@example.com`, name: 'Cleo', sendInvite: false },
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const ticket = await t.rest('POST', '/v1/tickets', {
    token,
    body: { portalId: portal.id, customerId: customer.body.data.id, subject: 'Printer on fire', body: 'Smoke everywhere.' },
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  return { portal, collection: c.body.data, customer: customer.body.data };
}

describe('data export', () => {
  it('builds a ZIP of the owned portals, emails a link and serves it for 7 days', async () => {
    const a = await t.signUp({ firstName: 'Exporter' });
    const other = await t.signUp({ firstName: 'Other' });
    const { portal, collection, customer } = await portalWithData(a);

    // Two clicks at once queue one export.
    const [first, second] = await Promise.all([
      t.rest('POST', '/v1/user/me/export', { token: a.token }),
      t.gql('mutation { requestDataExport { id status } }', {}, a.token),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'QUEUED', sizeBytes: null, finishedAt: null, expiresAt: null });
    expect(second.body.data.requestDataExport.id).toBe(first.body.data.id);

    const { url, token } = await exportLink(a.email);
    expect(url).toContain('/v1/user/me/export/download?token=');
    const list = await t.rest('GET', '/v1/user/me/exports', { token: a.token });
    expect(list.body.data).toHaveLength(1);
    const ready = list.body.data[0];
    expect(ready).toMatchObject({ id: first.body.data.id, status: 'READY' });
    expect(ready.sizeBytes).toBeGreaterThan(100);
    const days = (Date.parse(ready.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Only the hash of the token is stored.
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(row!.tokenHash).not.toContain(token);

    // Another builder sees none of it.
    const theirs = await t.rest('GET', '/v1/user/me/exports', { token: other.token });
    expect(theirs.body.data).toEqual([]);
    expect((await t.gql('{ myDataExports { id } }', {}, other.token)).body.data.myDataExports).toEqual([]);

    const res = await download(`?token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="portico-export-\d{4}-\d\d-\d\d\.zip"$/);
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBe(ready.sizeBytes);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const dir = `portals/${portal.slug}`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'account.json',
        ...['collections/contacts.csv', 'customers.csv', 'portal.json', 'tickets.json', 'workflows.json'].map((f) => `${dir}/${f}`),
      ].sort(),
    );
    const text = (name: string) => strFromU8(files[name]!);
    const account = JSON.parse(text('account.json'));
    expect(account).toMatchObject({ id: a.user.id, email: a.email, firstName: 'Exporter' });
    expect(text('account.json')).not.toMatch(/password|argon2/i);
    expect(JSON.parse(text(`${dir}/portal.json`))).toMatchObject({ id: portal.id, name: portal.name, slug: portal.slug });
    const csv = text(`${dir}/collections/contacts.csv`)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv).toEqual(['Name,Email', 'Ada,ada@example.com', "'=1+2,formula@example.com"]);
    expect(collection.slug).toBe('contacts');
    expect(text(`${dir}/customers.csv`)).toContain(`${customer.email},Cleo,`);
    const tickets = JSON.parse(text(`${dir}/tickets.json`));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ subject: 'Printer on fire', customer: { email: customer.email } });
    expect(tickets[0].messages.map((m: { body: string }) => m.body)).toEqual(['Smoke everywhere.']);
    expect(JSON.parse(text(`${dir}/workflows.json`))).toEqual([]);

    // A bad, malformed, missing or expired token is one answer: not found.
    for (const query of ['?token=nope', `?token=${token.slice(0, -1)}x`, '', `?token=${token}&extra=1`])
      expect((await download(query)).statusCode, query).toBe(404);
    // A NUL byte is refused before any service runs (core/input-guard.ts), like everywhere else.
    expect((await download(`?token=%00${token}`)).statusCode).toBe(400);
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    expect((await download(`?token=${token}`)).statusCode).toBe(404);
    // The expired ZIP goes from storage with the next request.
    const stored = path.join(t.config.dataDir, 'files', row!.storageKey!);
    expect(fs.existsSync(stored)).toBe(true);
    expect((await t.rest('POST', '/v1/user/me/export', { token: a.token })).status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
    await t.drainJobs();
  });

  it('a second click after the ZIP is already ready answers that export and sends no second mail', async () => {
    const a = await t.signUp();
    const first = await t.rest('POST', '/v1/user/me/export', { token: a.token });
    await t.drainJobs();
    const again = await t.rest('POST', '/v1/user/me/export', { token: a.token });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, status: 'READY' });
    await t.drainJobs();
    expect(t.smtp.received.filter((m) => m.to.includes(a.email) && LINK.test(m.text))).toHaveLength(1);
    expect((await t.rest('GET', '/v1/user/me/exports', { token: a.token })).body.data).toHaveLength(1);
  });

  it('exports a builder with no portals: the account alone', async () => {
    const a = await t.signUp();
    expect((await t.rest('POST', '/v1/user/me/export', { token: a.token })).status).toBe(200);
    const { token } = await exportLink(a.email);
    const files = unzipSync(new Uint8Array((await download(`?token=${token}`)).rawPayload));
    expect(Object.keys(files)).toEqual(['account.json']);
  });

  it('leaves out portals of workspaces the builder is not an owner of', async () => {
    const owner = await t.signUp();
    const { portal } = await portalWithData(owner);
    const member = await t.signUp();
    await t.database.db.insert(memberships).values({ workspaceId: owner.user.currentWorkspaceId, userId: member.user.id, role: 'ADMIN' });
    await t.rest('POST', '/v1/user/me/export', { token: member.token });
    const { token } = await exportLink(member.email);
    const files = unzipSync(new Uint8Array((await download(`?token=${token}`)).rawPayload));
    expect(Object.keys(files)).toEqual(['account.json']);
    expect(JSON.parse(strFromU8(files['account.json']!)).workspaces).toContainEqual(expect.objectContaining({ role: 'ADMIN' }));
    expect(strFromU8(files['account.json']!)).not.toContain(portal.slug);
  });

  it('needs a signed-in builder', async () => {
    expectError(await t.rest('POST', '/v1/user/me/export'), 'UNAUTHENTICATED');
    expectError(await t.rest('GET', '/v1/user/me/exports'), 'UNAUTHENTICATED');
  });
});

describe('account deletion', () => {
  const remove = (a: Account, body: unknown) => t.rest('DELETE', '/v1/user/me', { token: a.token, body });
  const exists = async (a: Account) => (await t.database.db.select().from(users).where(eq(users.id, a.user.id))).length === 1;

  it('is refused while the builder is the only owner of a workspace with other members', async () => {
    const a = await t.signUp();
    const mate = await t.signUp();
    const workspaceId = a.user.currentWorkspaceId as string;
    await t.database.db.update(workspaces).set({ name: 'Acme agency' }).where(eq(workspaces.id, workspaceId));
    await t.database.db.insert(memberships).values({ workspaceId, userId: mate.user.id, role: 'MEMBER' });
    const preview = await t.rest('GET', '/v1/user/me/deletion-preview', { token: a.token });
    expect(preview.body.data).toEqual({
      deletedWorkspaces: [],
      leftWorkspaces: [],
      blockingWorkspaces: [{ id: workspaceId, name: 'Acme agency' }],
    });
    expectError(
      await remove(a, { email: a.email, password: a.password }),
      'CONFLICT',
      /Make another member an owner of “Acme agency” or remove its members first\./,
    );
    expect(await exists(a)).toBe(true);
    // Once the teammate is an owner too, the builder may go; the workspace stays with the teammate.
    await t.database.db.update(memberships).set({ role: 'OWNER' }).where(eq(memberships.userId, mate.user.id));
    expect((await remove(a, { email: a.email.toUpperCase(), password: a.password })).body).toEqual({
      success: true,
      data: expect.objectContaining({ id: a.user.id, email: a.email }),
    });
    expect(await t.database.db.select().from(workspaces).where(eq(workspaces.id, workspaceId))).toHaveLength(1);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.workspaceId, workspaceId))).toHaveLength(1);
  });

  it('refuses a wrong email or password with the field named, and deletes nothing', async () => {
    const a = await t.signUp();
    const other = await t.signUp();
    const cases: Array<[unknown, Record<string, RegExp>]> = [
      [{ email: other.email, password: a.password }, { email: /not the email address of your account/ }],
      [{ email: a.email, password: 'wrong horse battery' }, { password: /password is not right/ }],
      [{ email: a.email, password: `${a.password}\u0000` }, { password: /cannot be stored/ }],
      [{ email: `${a.email}\u0000`, password: a.password }, { email: /cannot be stored/ }],
      [
        { email: '', password: '' },
        { email: /Type your email/, password: /enter your password/ },
      ],
      [{ email: a.email }, { password: /enter your password/ }],
    ];
    for (const [body, details] of cases) expectBadInput(await remove(a, body), details, JSON.stringify(body));
    // Another builder who knows the owner's email and password deletes nothing of theirs.
    expectBadInput(await remove(other, { email: a.email, password: a.password }), { email: /not the email address/ });
    expectGqlError(
      await t.gql(
        'mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { id email } }',
        { input: { email: a.email, password: 'nope nope' } },
        a.token,
      ),
      'BAD_USER_INPUT',
      { password: /password is not right/ },
    );
    expect(await exists(a)).toBe(true);
    expect(await exists(other)).toBe(true);
    expect((await t.rest('GET', '/v1/user/me', { token: a.token })).status).toBe(200);
  });

  it('deletes the account, its own workspace with everything in it, and its stored files', async () => {
    const a = await t.signUp({ firstName: 'Leaving' });
    const team = await t.signUp({ firstName: 'Team' });
    const bystander = await t.signUp();
    const { portal } = await portalWithData(a);
    const logo = await t.upload('POST', '/v1/portal/logo', {
      token: a.token,
      fields: { portalId: portal.id },
      file: { data: png([9, 9, 9]), filename: 'logo.png', contentType: 'image/png' },
    });
    expect(logo.status).toBe(200);
    // A teammate workspace where the builder is one of two owners survives.
    const teamWorkspace = team.user.currentWorkspaceId as string;
    await t.database.db.insert(memberships).values({ workspaceId: teamWorkspace, userId: a.user.id, role: 'OWNER' });
    const theirs = await portalWithData(bystander);
    await t.rest('POST', '/v1/user/me/export', { token: a.token });
    await exportLink(a.email);
    const [exported] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, a.user.id));
    const zip = path.join(t.config.dataDir, 'files', exported!.storageKey!);
    expect(fs.existsSync(zip)).toBe(true);

    const preview = await t.gql(
      '{ accountDeletionPreview { deletedWorkspaces { id } leftWorkspaces { id } blockingWorkspaces { id } } }',
      {},
      a.token,
    );
    expect(preview.body.data.accountDeletionPreview).toEqual({
      deletedWorkspaces: [{ id: a.user.currentWorkspaceId }],
      leftWorkspaces: [{ id: teamWorkspace }],
      blockingWorkspaces: [],
    });
    // The answer is the account as it was.
    const res = await remove(a, { email: a.email, password: a.password });
    expect(res.body).toEqual({ success: true, data: expect.objectContaining({ id: a.user.id, email: a.email }) });

    expectError(await t.rest('GET', '/v1/user/me', { token: a.token }), 'UNAUTHENTICATED');
    expectError(await remove(a, { email: a.email, password: a.password }), 'UNAUTHENTICATED');
    expectError(await t.rest('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } }), 'UNAUTHENTICATED');
    expect(await exists(a)).toBe(false);
    expect(await t.database.db.select().from(workspaces).where(eq(workspaces.id, a.user.currentWorkspaceId))).toHaveLength(0);
    expect(await t.database.db.select().from(portals).where(eq(portals.id, portal.id))).toHaveLength(0);
    expect((await t.rest('GET', logo.body.data.logoUrl)).status).toBe(404);
    expect(fs.existsSync(zip)).toBe(false);
    // The slug is free again.
    const again = await t.rest('POST', '/v1/portal', { token: bystander.token, body: { name: 'Again', slug: portal.slug } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    // The teammate workspace and the bystander's data are untouched.
    expect(await t.database.db.select().from(memberships).where(eq(memberships.workspaceId, teamWorkspace))).toEqual([
      expect.objectContaining({ userId: team.user.id, role: 'OWNER' }),
    ]);
    const records = await t.rest('GET', `/v1/database/records?collectionId=${theirs.collection.id}`, { token: bystander.token });
    expect(records.body.data.items).toHaveLength(2);
    await t.drainJobs();
    const goodbye = await t.smtp.waitFor(a.email);
    expect(goodbye.raw).toMatch(/Subject: Your Portico account was deleted/);
  });
});
