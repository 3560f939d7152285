import 'reflect-metadata';
import { eq, sql } from 'drizzle-orm';
import { Kind as AstKind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/index.js';
import { apiKeys, memberships, users, workspaces } from '../../../db/schema/index.js';
import { scopeOf } from '../../../server/core/operations.js';
import { operations } from '../../../server/modules/index.js';
import { ERROR_STATUS } from '../../../server/core/errors.js';
import { png } from '../../helpers/images.js';
import { freshEmail, mailedLink, signInCustomer } from '../../helpers/customers.js';
import { createTestApp, type Call, type TestApp } from '../../helpers/test-app.js';
import {
  GRAPHQL,
  REST,
  type CollectionFixture,
  type CustomerFixture,
  type Fixture,
  type RestCall,
  type TeamRule,
  type TeammateFixture,
} from './matrix.js';

/**
 * The tenancy harness: every GraphQL field and every /v1 route, as anonymous, as a builder of another
 * workspace, as customers and teammates and as the owner, by the rules in matrix.ts (derived from each
 * operation's declared access). The operations are dealt round-robin to `shards` test files
 * (tenancy-matrix-N.test.ts) so they run side by side; shard 0 also holds the coverage checks (an
 * operation the matrix lacks fails them). All state lives in the call, one app per file.
 */
export function tenancyMatrix({ shard, shards }: { shard: number; shards: number }) {
  const mine = (keys: string[]) => keys.filter((_, i) => i % shards === shard);
  let t: TestApp;
  type Account = Awaited<ReturnType<TestApp['signUp']>>;
  let owner: Account;
  let other: Account;
  let admin: TeammateFixture;
  let member: TeammateFixture;
  beforeAll(async () => {
    t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_EMAIL: '1000', LOGIN_LIMIT_PER_IP: '100000' });
    owner = await t.signUp({ firstName: 'Owner' });
    other = await t.signUp({ firstName: 'Intruder' });
    admin = await joinTeam(owner, 'ADMIN', 'Admin');
    member = await joinTeam(owner, 'MEMBER', 'Member');
  });

  /**
   * A fresh builder made a teammate of `of` with the role, their current workspace the team's. Written
   * in the database directly: the harness must not lean on the invitation API it also checks.
   */
  async function joinTeam(of: Account, role: 'OWNER' | 'ADMIN' | 'MEMBER', firstName: string): Promise<TeammateFixture> {
    const account = await t.signUp({ firstName });
    const workspaceId = of.user.currentWorkspaceId as string;
    await t.database.db.insert(memberships).values({ workspaceId, userId: account.user.id, role });
    await t.database.db.update(users).set({ currentWorkspaceId: workspaceId }).where(eq(users.id, account.user.id));
    return { token: account.token, userId: account.user.id, email: account.email, password: account.password };
  }
  afterAll(() => t.close());

  let seq = 0;
  const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}`;
  const list = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

  /**
   * API-key callers (issue 30), made through the keys API by the workspace's owner, once per workspace:
   * A full (every scope), A read-only, A `database:read`, A revoked, A expired; and B full, of the
   * other builder's workspace. Limits set high: the matrix sends hundreds of requests a minute.
   */
  type Keys = { full: string; read: string; dbRead: string; revoked: string; expired: string };
  const keysOfWorkspace = new Map<string, Promise<Keys>>();
  const ALL_SCOPES = operations.map((o) => scopeOf(o)).filter((x): x is NonNullable<typeof x> => x !== null);
  const SCOPES = [...new Set(ALL_SCOPES)].sort();
  async function makeKey(ownerToken: string, name: string, scopes: string[]) {
    const res = await t.rest('POST', '/v1/workspace/api-keys', {
      token: ownerToken,
      body: { name, scopes, requestsPerMinute: 10_000, costPerMinute: 5_000_000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { key: { id: string }; secret: string };
  }
  function keysOf(workspaceId: string, ownerToken: string): Promise<Keys> {
    if (!keysOfWorkspace.has(workspaceId))
      keysOfWorkspace.set(
        workspaceId,
        (async () => {
          const full = await makeKey(ownerToken, 'full', SCOPES);
          const read = await makeKey(
            ownerToken,
            'read-only',
            SCOPES.filter((x) => x.endsWith(':read')),
          );
          const dbRead = await makeKey(ownerToken, 'database read', ['database:read']);
          const revoked = await makeKey(ownerToken, 'revoked', SCOPES);
          expect((await t.rest('DELETE', `/v1/workspace/api-keys?id=${revoked.key.id}`, { token: ownerToken })).status).toBe(200);
          const expired = await makeKey(ownerToken, 'expired', SCOPES);
          await t.database.db
            .update(apiKeys)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(apiKeys.id, expired.key.id));
          return { full: full.secret, read: read.secret, dbRead: dbRead.secret, revoked: revoked.secret, expired: expired.secret };
        })(),
      );
    return keysOfWorkspace.get(workspaceId)!;
  }
  const keysA = (f: Fixture) => keysOf(f.owner.workspaceId, f.owner.token);
  const keyB = async (f: Fixture) => (await keysOf(f.other.workspaceId, f.other.token)).full;
  /** The scope an API key needs for a matrix entry: its operation's, or for a private file the database's read. */
  const restScope = (key: string) => {
    if (key === 'GET /files/private/:id') return 'database:read';
    const operation = operations.find((o) => o.rest && key === o.rest.replace(' /', ' /v1/'));
    return operation ? scopeOf(operation) : null;
  };
  const graphqlScope = (key: string) => {
    const operation = operations.find((o) => o.graphql === key);
    return operation ? scopeOf(operation) : null;
  };

  /** The collection a fixture made, if its entry asked for one: its names are secrets too. */
  const madeCollections = new WeakMap<Fixture, CollectionFixture>();

  /** A collection (Name, Email unique) with one record, in the portal, through the API. */
  async function makeCollection(portalId: string, token: string): Promise<CollectionFixture> {
    const created = await t.rest('POST', '/v1/database', {
      token,
      body: {
        portalId,
        name: unique('contacts'),
        fields: [
          { label: 'Name', type: 'TEXT', required: true },
          { label: 'Email', type: 'EMAIL', unique: true },
          { label: 'Scan', type: 'FILE' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const c = created.body.data;
    const record = { name: unique('person'), email: `${unique('person')}@example.com` };
    const upload = await t.upload('POST', '/v1/database/files', {
      token,
      fields: { collectionId: c.id },
      file: { data: png([1, 2, seq++ % 256]), filename: 'scan.png', contentType: 'image/png' },
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const saved = await t.rest('POST', '/v1/database/records', {
      token,
      body: { collectionId: c.id, data: { name: record.name, email: record.email, scan: upload.body.data } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      fields: c.fields,
      record: { id: saved.body.data.id, ...record, file: { id: upload.body.data.id, url: upload.body.data.url } },
    };
  }

  /** B1: a customer of a portal of the other builder's, made once. */
  let customerB1: Promise<CustomerFixture> | undefined;
  const b1 = () =>
    (customerB1 ??= (async () => {
      const portal = await t.rest('POST', '/v1/portal', { token: other.token, body: { name: unique('elsewhere') } });
      return signInCustomer(t, other.token, portal.body.data.id, freshEmail('b1'), 'Bea B1');
    })());

  /** The workflow every matrix fixture publishes: a form with one field, an approval, a text to confirm. */
  const MATRIX_WORKFLOW = {
    nodes: [
      {
        id: 'form',
        type: 'FORM',
        name: 'Form',
        config: {
          fields: [
            { key: 'answer', label: 'Answer', type: 'TEXT', required: true },
            { key: 'doc', label: 'Document', type: 'FILE' },
          ],
        },
      },
      { id: 'approve', type: 'APPROVAL', name: 'Approval', config: {} },
      { id: 'done', type: 'CONTENT', name: 'Done', config: { body: 'Thanks.' } },
    ],
    edges: [
      { from: 'form', to: 'approve' },
      { from: 'approve', to: 'done' },
    ],
  };

  /** What each fixture's customers and A1's ticket are, for the secrets no other caller may see. */
  const madeCustomers = new WeakMap<Fixture, { a1?: CustomerFixture; ticket?: { id: string; subject: string }; a1Record?: string }>();

  const sharedOwner = () => owner;

  /** A portal (with a logo) for one entry, and the two builders; `fresh`: of an owner signed up for the entry alone. */
  async function fixture(fresh = false, withTeam = false): Promise<Fixture> {
    const owner = fresh ? await t.signUp({ firstName: 'Owner' }) : sharedOwner();
    // A fresh owner gets teammates of their own when the entry's rule asks for them.
    const team =
      fresh && withTeam
        ? { admin: await joinTeam(owner, 'ADMIN', 'Admin'), member: await joinTeam(owner, 'MEMBER', 'Member') }
        : { admin, member };
    const created = await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: unique('tenancy') } });
    expect(created.status).toBe(201);
    const portal = created.body.data;
    const logo = await t.upload('POST', '/v1/portal/logo', {
      token: owner.token,
      fields: { portalId: portal.id },
      file: { data: png(), filename: 'logo.png', contentType: 'image/png' },
    });
    expect(logo.status).toBe(200);
    let made: Promise<CollectionFixture> | undefined;
    const customers = new Map<string, Promise<CustomerFixture>>();
    let ticket: Promise<{ id: string; subject: string }> | undefined;
    let invitation: Promise<string> | undefined;
    let shared: Promise<{ id: string }> | undefined;
    const flows = new Map<string, Promise<{ id: string; slug: string }>>();
    const runs = new Map<string, Promise<{ id: string }>>();
    let visitor: Promise<{ token: string; id: string }> | undefined;
    const secrets: { a1?: CustomerFixture; ticket?: { id: string; subject: string }; a1Record?: string } = {};
    const memos = new Map<string, Promise<unknown>>();
    const f: Fixture = {
      app: t,
      team,
      teammate(role) {
        return f.memo(`teammate:${role}`, () => joinTeam(owner, role, `Mate ${role.toLowerCase()}`));
      },
      memo<T>(key: string, make: () => Promise<T>) {
        if (!memos.has(key)) memos.set(key, make());
        return memos.get(key) as Promise<T>;
      },
      owner: {
        token: owner.token,
        userId: owner.user.id,
        email: owner.email,
        password: owner.password,
        workspaceId: owner.user.currentWorkspaceId,
      },
      other: { token: other.token, userId: other.user.id, workspaceId: other.user.currentWorkspaceId },
      portal: { id: portal.id, slug: portal.slug, name: portal.name, subDomain: portal.subDomain, logoUrl: logo.body.data.logoUrl },
      collection() {
        made ??= makeCollection(portal.id, owner.token).then((c) => {
          madeCollections.set(f, c);
          return c;
        });
        return made;
      },
      unique,
      async verificationToken() {
        const account = await t.signUp();
        const mail = await t.smtp.waitFor(account.email);
        return /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      },
      customer(name) {
        if (name === 'b1') return b1();
        if (!customers.has(name))
          customers.set(
            name,
            signInCustomer(t, owner.token, portal.id, freshEmail(name), `Customer ${name.toUpperCase()}`).then((c) => {
              if (name === 'a1') secrets.a1 = c;
              return c;
            }),
          );
        return customers.get(name)!;
      },
      ticket() {
        ticket ??= f.customer('a1').then(async (a1) => {
          const subject = unique('secret-subject');
          const res = await t.rest('POST', '/v1/customer/tickets', {
            token: a1.token,
            body: { subject, body: 'Only A1 and the team see this.' },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          secrets.ticket = { id: res.body.data.id, subject };
          return secrets.ticket;
        });
        return ticket;
      },
      sharedCollection() {
        shared ??= f.customer('a1').then(async (a1) => {
          const created = await t.rest('POST', '/v1/database', {
            token: owner.token,
            body: {
              portalId: portal.id,
              name: unique('shared'),
              fields: [
                { label: 'Title', type: 'TEXT' },
                { label: 'Client', type: 'CUSTOMER' },
              ],
            },
          });
          const [title, client] = created.body.data.fields.map((x: { key: string }) => x.key);
          await t.rest('POST', '/v1/database/records', {
            token: owner.token,
            body: { collectionId: created.body.data.id, data: { [title]: (secrets.a1Record = unique('a1-record')), [client]: a1.id } },
          });
          const res = await t.rest('PUT', '/v1/database/customer-access', {
            token: owner.token,
            body: { id: created.body.data.id, mode: 'CUSTOMER_FIELD', fieldKey: client },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return { id: created.body.data.id as string };
        });
        return shared;
      },
      invitationToken() {
        invitation ??= (async () => {
          const email = freshEmail('invited');
          const res = await t.rest('POST', '/v1/customer/users', {
            token: owner.token,
            body: { portalId: portal.id, email, name: 'Invited' },
          });
          expect(res.status).toBe(201);
          return (await mailedLink(t, email)).token;
        })();
        return invitation;
      },
      workflow(access = 'ASSIGNED') {
        if (!flows.has(access))
          flows.set(
            access,
            (async () => {
              const created = await t.rest('POST', '/v1/workflows', {
                token: owner.token,
                body: { portalId: portal.id, name: unique('workflow'), accessType: access, graph: MATRIX_WORKFLOW },
              });
              expect(created.status, JSON.stringify(created.body)).toBe(201);
              const published = await t.rest('POST', '/v1/workflows/publish', {
                token: owner.token,
                body: { id: created.body.data.id, published: true },
              });
              expect(published.status, JSON.stringify(published.body)).toBe(200);
              if (access === 'ASSIGNED') {
                const a1 = await f.customer('a1');
                const res = await t.rest('POST', '/v1/customer/users/assign-workflow', {
                  token: owner.token,
                  body: { customerId: a1.id, workflowId: created.body.data.id },
                });
                expect(res.status, JSON.stringify(res.body)).toBe(200);
              }
              return { id: created.body.data.id as string, slug: created.body.data.slug as string };
            })(),
          );
        return flows.get(access)!;
      },
      run(at = 'form') {
        if (!runs.has(at))
          runs.set(
            at,
            (async () => {
              const [a1, wf] = [await f.customer('a1'), await f.workflow()];
              const started = await t.rest('POST', '/v1/customer/workflows/runs', { token: a1.token, body: { workflowId: wf.id } });
              expect(started.status, JSON.stringify(started.body)).toBe(201);
              if (at === 'waiting') {
                const moved = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
                  token: a1.token,
                  body: { runId: started.body.data.id, stepId: 'form', answers: { answer: 'A1’s answer' } },
                });
                expect(moved.body.data?.status, JSON.stringify(moved.body)).toBe('WAITING');
              }
              return { id: started.body.data.id as string };
            })(),
          );
        return runs.get(at)!;
      },
      visitorRun() {
        visitor ??= (async () => {
          const wf = await f.workflow('PUBLIC');
          const res = await t.rest('POST', '/v1/public/workflows/runs', {
            body: { portalSlug: portal.slug, workflowId: wf.id, email: `${unique('visitor')}@example.com` },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          return { token: res.body.data.resumeToken as string, id: res.body.data.run.id as string };
        })();
        return visitor;
      },
    };
    madeCustomers.set(f, secrets);
    return f;
  }

  /**
   * The tables that hold a tenant's data, asked of the database itself: every table of the schema with
   * a workspace_id, a portal_id or a collection_id column (the most direct one is used). A new table is
   * covered the day it exists; `tenantTables` fails if the list ever loses the ones known today.
   */
  async function tenantTables(): Promise<Array<{ table: string; column: string }>> {
    const rows = rowsOf<{ table: string; column: string }>(
      await t.database.db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and column_name in ('workspace_id', 'portal_id', 'collection_id')`),
    );
    const rank = ['workspace_id', 'portal_id', 'collection_id'];
    const byTable = new Map<string, string>();
    for (const r of rows)
      if (!byTable.has(r.table) || rank.indexOf(r.column) < rank.indexOf(byTable.get(r.table)!)) byTable.set(r.table, r.column);
    return [...byTable].map(([table, column]) => ({ table, column })).sort((a, b) => a.table.localeCompare(b.table));
  }
  let tables: Array<{ table: string; column: string }> | undefined;

  /** Everything of the owner's that another caller must not be able to change. */
  async function ownerState(f: Fixture) {
    // Page views wait in memory for a second: an earlier case's view must not land between two looks.
    await t.app.pageViews.flush();
    const db = t.database.db;
    tables ??= await tenantTables();
    const ws = f.owner.workspaceId;
    const scope = {
      workspace_id: sql`${ws}::uuid`,
      portal_id: sql`(select id from portals where workspace_id = ${ws})`,
      collection_id: sql`(select c.id from collections c join portals p on p.id = c.portal_id where p.workspace_id = ${ws})`,
    } as Record<string, ReturnType<typeof sql>>;
    const [user, workspace, logo, ...tenantRows] = await Promise.all([
      db.select().from(users).where(eq(users.id, f.owner.userId)),
      db.select().from(workspaces).where(eq(workspaces.id, ws)),
      t.rest('GET', f.portal.logoUrl),
      ...tables.map(async ({ table, column }) =>
        rowsOf<{ row: unknown }>(
          await db.execute(
            sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${sql.identifier(column)} ${column === 'workspace_id' ? sql`=` : sql`in`} ${scope[column]!} order by to_jsonb(t)::text`,
          ),
        ).map((r) => r.row),
      ),
    ]);
    // A key's last use moves with every request it makes: not the owner's data.
    const rows = (table: string, i: number) =>
      table === 'api_keys' ? tenantRows[i]!.map((r) => ({ ...(r as object), last_used_at: null })) : tenantRows[i];
    return { user, workspace, logoStatus: logo.status, ...Object.fromEntries(tables.map(({ table }, i) => [table, rows(table, i)])) };
  }

  if (shard === 0)
    it('the "nothing of the owner\'s changed" check covers every table that holds a tenant\'s data', async () => {
      const names = (await tenantTables()).map((x) => x.table);
      // Those known today; a new one joins by itself.
      for (const known of [
        'memberships',
        'portals',
        'collections',
        'collection_records',
        'record_unique_values',
        'uploaded_files',
        'workspace_usage',
        'collection_sort_indexes',
        'customer_users',
        'customer_sessions',
        'magic_links',
        'tickets',
        'ticket_messages',
        'portal_events',
        'workflows',
        'workflow_versions',
        'workflow_assignments',
        'workflow_runs',
        'portal_pages',
        'portal_layouts',
        'portal_event_hours',
        'portal_page_days',
      ])
        expect(names).toContain(known);
    });

  /** What each teammate may do for an entry (see TeamRule); none when the entry has an owner of its own. */
  function teamRule(entry: { kind: string; team?: TeamRule }): TeamRule | undefined {
    if (entry.kind === 'public' || entry.kind === 'customer-scoped') return undefined;
    if (entry.team) return entry.team;
    return entry.kind === 'workspace-scoped' || entry.kind === 'portal-scoped' ? { admin: 'allowed', member: 'allowed' } : undefined;
  }
  const freshOwner = (entry: object) => 'freshOwner' in entry && entry.freshOwner === true;
  const ROLES = ['admin', 'member'] as const;
  /**
   * Roles are ranked (MEMBER < ADMIN < OWNER, core/access.ts requireRole): when the member may, so may
   * the admin, so the success of only the lowest role allowed is proved (on a fixture of its own for a
   * write), and every refusal is.
   */
  const provedAllowed = (team: TeamRule | undefined) =>
    team?.member === 'allowed' ? (['member'] as const) : team?.admin === 'allowed' ? (['admin'] as const) : ([] as const);

  /** How one API words an answer: REST by status and envelope, GraphQL by `errors`. */
  interface Verdicts {
    ok(res: Call): boolean;
    success(res: Call, label: string): void;
    error(res: Call, code: keyof typeof ERROR_STATUS, label: string): void;
  }
  type KeyEntry = { kind: string; other?: keyof typeof ERROR_STATUS; keyForbidden?: string };

  /**
   * An entry's API-key callers before the owner asks: with no scope declared every key is FORBIDDEN
   * (people only); a key without the scope is FORBIDDEN; another workspace's key is another builder;
   * within the scope a key is an admin of its workspace, so an OWNER-only operation is FORBIDDEN and
   * a read succeeds (a builder's own thing: the workspace's, or NOT_FOUND as for another builder).
   * Answers the check to run after the owner's success: key A writing on a fixture of its own.
   */
  async function keyCallers(o: {
    entry: KeyEntry;
    label: string;
    scope: string | null;
    team: TeamRule | undefined;
    f: Fixture;
    byKey: (token: string, g?: Fixture) => Promise<Call>;
    v: Verdicts;
  }): Promise<(() => Promise<void>) | null> {
    const { entry, label, scope, team, f, byKey, v } = o;
    const keys = await keysA(f);
    const throughScope = (res: Call, what: string) => {
      if (entry.keyForbidden) v.error(res, 'FORBIDDEN', `${label} as ${what} (${entry.keyForbidden})`);
      else if (entry.kind === 'builder-self' && entry.other) {
        if (!v.ok(res)) v.error(res, entry.other, `${label} as ${what}`);
      } else v.success(res, `${label} as ${what}`);
    };
    if (!scope) {
      v.error(await byKey(keys.full), 'FORBIDDEN', `${label} as an API key (people only)`);
      v.error(await byKey(await keyB(f)), 'FORBIDDEN', `${label} as another workspace's API key (people only)`);
      return null;
    }
    if (scope !== 'database:read') v.error(await byKey(keys.dbRead), 'FORBIDDEN', `${label} as a database:read key`);
    if (scope.endsWith(':write')) v.error(await byKey(keys.read), 'FORBIDDEN', `${label} as a read-only key`);
    const asB = await byKey(await keyB(f));
    if (entry.keyForbidden) v.error(asB, 'FORBIDDEN', `${label} as another workspace's key`);
    else if (entry.kind === 'builder-self' && !entry.other) v.success(asB, `${label} as another workspace's key`);
    else v.error(asB, entry.kind === 'builder-self' ? entry.other! : 'NOT_FOUND', `${label} as another workspace's key`);
    expectNoOwnerData(asB, f, `${label} as another workspace's key`);
    if (team?.admin === 'forbidden') {
      v.error(await byKey(keys.full), 'FORBIDDEN', `${label} as a key (an admin, not an owner)`);
      return null;
    }
    if (scope.endsWith(':read')) {
      throughScope(await byKey(keys.full), 'key A');
      throughScope(await byKey(keys.read), 'a read-only key');
      if (scope === 'database:read') throughScope(await byKey(keys.dbRead), 'a database:read key');
      return null;
    }
    return async () => {
      const g = await fixture(freshOwner(entry));
      throughScope(await byKey((await keysA(g)).full, g), 'key A, on a fixture of its own');
    };
  }

  /** What the other builder must never see of the owner's. */
  function expectNoOwnerData(res: Call, f: Fixture, label: string, samePortal = false) {
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    const c = madeCollections.get(f);
    const collection = c
      ? {
          collectionId: c.id,
          collectionName: c.name,
          collectionSlug: c.slug,
          recordId: c.record.id,
          recordName: c.record.name,
          recordEmail: c.record.email,
        }
      : {};
    const made = madeCustomers.get(f) ?? {};
    const customer = {
      ...(made.a1 ? { a1Id: made.a1.id, a1Email: made.a1.email } : {}),
      ...(made.ticket ? { ticketId: made.ticket.id, ticketSubject: made.ticket.subject } : {}),
      ...(made.a1Record ? { a1Record: made.a1Record } : {}),
    };
    // A customer of the same portal sees the portal's public face (its name, slug, logo), never more.
    const secrets = {
      userId: f.owner.userId,
      email: f.owner.email,
      workspaceId: f.owner.workspaceId,
      ...(samePortal ? {} : f.portal),
      ...collection,
      ...customer,
    };
    const leaked = Object.entries(secrets).filter(([, value]) => text.includes(value));
    expect(
      leaked.map(([key]) => key),
      `${label}: the other builder's answer shows the owner's data: ${text}`,
    ).toEqual([]);
  }

  const ANONYMOUS = [undefined, 'not-a-real-token'] as const;

  if (shard === 0)
    describe('the matrix', () => {
      it('has an entry for every /v1 route, and none for a route that is gone', () => {
        const served = t
          .routes()
          .filter((r) => r.url.startsWith('/v1/'))
          .map((r) => `${r.method} ${r.url}`);
        const listed = Object.keys(REST).filter((key) => key.split(' ')[1]!.startsWith('/v1/'));
        expect(served.length).toBeGreaterThan(20);
        expect(
          { missing: served.filter((key) => !listed.includes(key)), gone: listed.filter((key) => !served.includes(key)) },
          'Every /v1 route needs an entry in tests/server/tenancy/matrix.ts (REST), and an entry needs its route',
        ).toEqual({ missing: [], gone: [] });
        for (const key of Object.keys(REST).filter((k) => !listed.includes(k))) {
          const [method, url] = key.split(' ') as [string, string];
          expect(t.app.hasRoute({ method: method as 'GET', url }), `${key} is in the matrix but not served`).toBe(true);
        }
      });

      it('has an entry for every GraphQL query and mutation, and none for a field that is gone; each document calls its field', async () => {
        const res = await t.gql(
          '{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }',
        );
        const schema = res.body.data.__schema;
        const served = [
          ...schema.queryType.fields.map((f: { name: string }) => `Query.${f.name}`),
          ...(schema.mutationType?.fields ?? []).map((f: { name: string }) => `Mutation.${f.name}`),
          ...(schema.subscriptionType?.fields ?? []).map((f: { name: string }) => `Subscription.${f.name}`),
        ];
        expect(served.length).toBeGreaterThan(20);
        const listed = Object.keys(GRAPHQL);
        expect(
          { missing: served.filter((key) => !listed.includes(key)), gone: listed.filter((key) => !served.includes(key)) },
          'Every GraphQL field needs an entry in tests/server/tenancy/matrix.ts (GRAPHQL), and an entry needs its field',
        ).toEqual({ missing: [], gone: [] });

        for (const [key, entry] of Object.entries(GRAPHQL)) {
          const operation = parse(entry.document).definitions.find(
            (d): d is OperationDefinitionNode => d.kind === AstKind.OPERATION_DEFINITION,
          )!;
          const fields = operation.selectionSet.selections.map((s) => (s.kind === AstKind.FIELD ? s.name.value : '?'));
          const type = operation.operation[0]!.toUpperCase() + operation.operation.slice(1);
          expect(`${type}.${fields.join(',')}`, `the document of ${key}`).toBe(key);
        }
      });
    });

  describe('REST', () => {
    async function send(key: string, call: RestCall, token?: string): Promise<Call> {
      const [method, route] = key.split(' ') as [string, string];
      const path = call.path ?? route;
      if (path !== route)
        expect(path, `${key}: the path must match the route`).toMatch(
          new RegExp(`^${route.replace('*', '.+').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
        );
      const url = path + (call.query ? `?${new URLSearchParams(call.query)}` : '');
      if (call.upload) return t.upload(method, url, { ...call.upload, token });
      return t.rest(method, url, { token, body: call.body, rawBody: call.rawBody, headers: call.headers });
    }

    const expectSuccess = (res: Call, label: string) => {
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      if (res.body && typeof res.body === 'object' && 'success' in res.body) expect(res.body.success, label).toBe(true);
    };
    const expectError = (res: Call, code: keyof typeof ERROR_STATUS, label: string) => {
      expect({ status: res.status, code: res.body?.code }, `${label}: ${JSON.stringify(res.body)}`).toEqual({
        status: ERROR_STATUS[code],
        code,
      });
      expect(res.body).not.toHaveProperty('data');
    };

    it.each(mine(Object.keys(REST)))('%s', async (key) => {
      const entry = REST[key]!;
      const f = await fixture(freshOwner(entry), teamRule(entry) !== undefined);
      const calls = async (g = f) => list(await entry.request(g));
      const variants = (await calls()).length;
      for (let i = 0; i < variants; i++) {
        const label = `${key}${variants > 1 ? ` #${i + 1}` : ''}`;
        if (entry.kind === 'public') {
          expectSuccess(await send(key, (await calls())[i]!), `${label} as anonymous`);
          continue;
        }
        const a1 = await f.customer('a1');
        const keys = await keysA(f);
        const before = await ownerState(f);
        for (const token of ANONYMOUS) expectError(await send(key, (await calls())[i]!, token), 'UNAUTHENTICATED', `${label} as anonymous`);
        for (const token of [keys.revoked, keys.expired])
          expectError(await send(key, (await calls())[i]!, token), 'UNAUTHENTICATED', `${label} as a revoked or expired API key`);
        if (entry.kind === 'customer-scoped') {
          for (const token of [f.owner.token, f.other.token, keys.full])
            expectError(await send(key, (await calls())[i]!, token), 'UNAUTHENTICATED', `${label} as a builder or an API key`);
          const others = async (who: 'b1' | 'a2') => {
            const res = await send(key, (await calls())[i]!, (await f.customer(who)).token);
            if (entry.others === 'own' || (entry.others === 'portal-own' && who === 'a2'))
              expectSuccess(res, `${label} as customer ${who}`);
            else expectError(res, 'NOT_FOUND', `${label} as customer ${who}`);
            expectNoOwnerData(res, f, `${label} as customer ${who}`, who === 'a2');
          };
          await others('b1');
          expect(await ownerState(f), `${label}: the owner's data changed before A1 asked`).toEqual(before);
          await others('a2');
          expectSuccess(await send(key, (await calls())[i]!, a1.token), `${label} as customer A1`);
          continue;
        }
        const asOther = await send(key, (await calls())[i]!, f.other.token);
        if (entry.kind === 'builder-self' && !entry.other) expectSuccess(asOther, `${label} as another builder`);
        else expectError(asOther, entry.kind === 'builder-self' ? entry.other! : 'NOT_FOUND', `${label} as another builder`);
        expectNoOwnerData(asOther, f, `${label} as another builder`);
        const asCustomer = await send(key, (await calls())[i]!, a1.token);
        // A private file answers as for any non-member: as if it did not exist.
        expectError(asCustomer, key === 'GET /files/private/:id' ? 'NOT_FOUND' : 'FORBIDDEN', `${label} as a customer of the portal`);
        const team = teamRule(entry);
        for (const role of ROLES)
          if (team?.[role] === 'forbidden')
            expectError(await send(key, (await calls())[i]!, f.team[role].token), 'FORBIDDEN', `${label} as the workspace's ${role}`);
        // API keys: the scope decides first; within it a key is an admin of its workspace.
        const keyWrite = await keyCallers({
          entry,
          label,
          scope: restScope(key),
          team,
          f,
          byKey: async (token, g = f) => send(key, (await calls(g))[i]!, token),
          v: { ok: (res) => res.status >= 200 && res.status < 300, success: expectSuccess, error: expectError },
        });
        expect(await ownerState(f), `${label}: the owner's data changed before the owner asked`).toEqual(before);
        expectSuccess(await send(key, (await calls())[i]!, f.owner.token), `${label} as the owner`);
        for (const role of provedAllowed(team)) {
          const g = key.startsWith('GET ') ? f : await fixture(freshOwner(entry), true);
          expectSuccess(await send(key, (await calls(g))[i]!, g.team[role].token), `${label} as the workspace's ${role}`);
        }
        // A key with the scope writes as an admin would, on a fixture of its own.
        await keyWrite?.();
      }
    });
  });

  describe('GraphQL', () => {
    const expectSuccess = (res: Call, field: string, label: string) => {
      expect(res.body.errors, `${label}: ${JSON.stringify(res.body)}`).toBeUndefined();
      expect(res.body.data?.[field], label).not.toBeNull();
      expect(res.body.data?.[field], label).toBeDefined();
    };
    const expectError = (res: Call, code: string, label: string) => {
      expect(
        res.body.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code),
        `${label}: ${JSON.stringify(res.body)}`,
      ).toEqual([code]);
      expect(res.body.data ?? null, label).toBeNull();
    };

    it.each(mine(Object.keys(GRAPHQL)))('%s', async (key) => {
      const entry = GRAPHQL[key]!;
      const field = key.split('.')[1]!;
      const f = await fixture(freshOwner(entry), teamRule(entry) !== undefined);
      const calls = async (g = f) => list((await entry.variables?.(g)) ?? {});
      const variants = (await calls()).length;
      for (let i = 0; i < variants; i++) {
        const label = `${key}${variants > 1 ? ` #${i + 1}` : ''}`;
        const send = async (token?: string) => t.gql(entry.document, (await calls())[i], token);
        if (entry.kind === 'public') {
          expectSuccess(await send(), field, `${label} as anonymous`);
          continue;
        }
        const a1 = await f.customer('a1');
        const keys = await keysA(f);
        const before = await ownerState(f);
        for (const token of ANONYMOUS) expectError(await send(token), 'UNAUTHENTICATED', `${label} as anonymous`);
        for (const token of [keys.revoked, keys.expired])
          expectError(await send(token), 'UNAUTHENTICATED', `${label} as a revoked or expired API key`);
        if (entry.kind === 'customer-scoped') {
          for (const token of [f.owner.token, f.other.token, keys.full])
            expectError(await send(token), 'UNAUTHENTICATED', `${label} as a builder or an API key`);
          const others = async (who: 'b1' | 'a2') => {
            const res = await send((await f.customer(who)).token);
            if (entry.others === 'own' || (entry.others === 'portal-own' && who === 'a2'))
              expectSuccess(res, field, `${label} as customer ${who}`);
            else expectError(res, 'NOT_FOUND', `${label} as customer ${who}`);
            expectNoOwnerData(res, f, `${label} as customer ${who}`, who === 'a2');
          };
          await others('b1');
          expect(await ownerState(f), `${label}: the owner's data changed before A1 asked`).toEqual(before);
          await others('a2');
          expectSuccess(await send(a1.token), field, `${label} as customer A1`);
          continue;
        }
        const asOther = await send(f.other.token);
        if (entry.kind === 'builder-self' && !entry.other) expectSuccess(asOther, field, `${label} as another builder`);
        else expectError(asOther, entry.kind === 'builder-self' ? entry.other! : 'NOT_FOUND', `${label} as another builder`);
        expectNoOwnerData(asOther, f, `${label} as another builder`);
        expectError(await send(a1.token), 'FORBIDDEN', `${label} as a customer of the portal`);
        const team = teamRule(entry);
        for (const role of ROLES)
          if (team?.[role] === 'forbidden') expectError(await send(f.team[role].token), 'FORBIDDEN', `${label} as the workspace's ${role}`);
        // API keys, as on REST: the scope first, then an admin of the key's workspace.
        const keyWrite = await keyCallers({
          entry,
          label,
          scope: graphqlScope(key),
          team,
          f,
          byKey: async (token, g = f) => t.gql(entry.document, (await calls(g))[i], token),
          v: {
            ok: (res) => !res.body.errors,
            success: (res, what) => expectSuccess(res, field, what),
            error: (res, code, what) => expectError(res, code, what),
          },
        });
        expect(await ownerState(f), `${label}: the owner's data changed before the owner asked`).toEqual(before);
        expectSuccess(await send(f.owner.token), field, `${label} as the owner`);
        for (const role of provedAllowed(team)) {
          const read = /^\s*(query\b|\{)/.test(entry.document);
          const g = read ? f : await fixture(freshOwner(entry), true);
          expectSuccess(await t.gql(entry.document, (await calls(g))[i], g.team[role].token), field, `${label} as the workspace's ${role}`);
        }
        await keyWrite?.();
      }
    });
  });
}
