/// <reference types="vite/client" />
import { png } from '../../helpers/images.js';
import type { TestApp, UploadFile } from '../../helpers/test-app.js';
import type { Access } from '../../../server/core/operations.js';
import { operations } from '../../../server/modules/index.js';

/**
 * Who may run each operation of both APIs, as data. tenancy/harness.ts (run by tenancy-matrix-N.test.ts) reads every GraphQL
 * Query and Mutation field from the served schema and every /v1 route from the running app, and
 * fails when one has no entry here (or an entry names one that is gone): a new domain states its
 * rule, and proves it, before it ships.
 *
 * Each operation runs as anonymous (no token, then a token that is not one), as a builder of another
 * workspace, and as the owner, in that order, against a fixture made for that entry alone:
 *
 * - public: anyone may call it, and `reason` says why that is safe. Run anonymously; must succeed.
 * - builder-self: about the signed-in builder (their user, session, current workspace's list, a new
 *   portal in it). Anonymous → UNAUTHENTICATED; the other builder succeeds but sees only their own
 *   data; the owner succeeds.
 * - workspace-scoped: names one of the owner's workspaces. Anonymous → UNAUTHENTICATED; the other
 *   builder → NOT_FOUND with none of its data; the owner succeeds.
 * - portal-scoped: names one of the owner's portals (or something inside one: a collection, a record). Anonymous →
 *   UNAUTHENTICATED; the other builder → NOT_FOUND with none of the portal's data; the owner succeeds.
 *
 * For every kind but public, nothing of the owner's (their user, workspace and logo, and every row of
 * every table with a workspace_id, portal_id or collection_id column, found in the database's own
 * catalogue) may change until the owner's own call.
 */
export type Kind = 'public' | 'builder-self' | 'workspace-scoped' | 'portal-scoped' | 'customer-scoped';

/**
 * Customers sign in too: A1 and A2 are customers of the entry's portal (the owner's), B1 a customer of a
 * portal of the other builder's. Every builder kind (builder-self, workspace-scoped, portal-scoped) is
 * also called with A1's token: FORBIDDEN, and nothing changed.
 *
 * - customer-scoped: what a signed-in customer does in their own portal (A1's tickets, A1's session).
 *   Anonymous → UNAUTHENTICATED; both builders' tokens → UNAUTHENTICATED (a builder is not a customer);
 *   B1 → `others` (NOT_FOUND, or, for 'own', success with nothing of A1's); nothing of the owner's
 *   changed; A2 → `others` likewise (without A1's data); A1 succeeds. 'portal-own': B1 NOT_FOUND (the
 *   thing is of another portal), A2 succeeds with only their own (a shared collection's records).
 */
/**
 * Teammates (issue 12): the owner's workspace has an ADMIN and a MEMBER besides the owner, both with it
 * as their current workspace (a fresh owner gets a pair of their own). For workspace- and portal-scoped
 * entries `team` says what each may do (both 'allowed' when omitted); a builder-self entry about the
 * current workspace (an invitation, its list) states it to be checked too. 'forbidden': FORBIDDEN, and nothing of the owner's changed before the
 * owner's own call. 'allowed': succeeds, on the entry's fixture for a read (GET, Query) and on a fixture
 * of its own for a write (a delete cannot run twice).
 */
export type TeamRule = { admin: 'allowed' | 'forbidden'; member: 'allowed' | 'forbidden' };

/**
 * `freshOwner`: the entry's owner is an account signed up for it alone (its password, email, sessions
 * or very existence change: the shared owner must outlive it). `other` (builder-self only): what the
 * builder of another workspace gets when the request names the owner's things (e.g. the owner's
 * password): an error code instead of success.
 */
type Rule =
  | { kind: 'public'; reason: string }
  | { kind: 'builder-self'; reason?: string; other?: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT'; freshOwner?: boolean; team?: TeamRule }
  | { kind: 'workspace-scoped' | 'portal-scoped'; reason?: string; team?: TeamRule; freshOwner?: boolean }
  | { kind: 'customer-scoped'; others: 'not-found' | 'own' | 'portal-own'; reason?: string };

/**
 * The rule comes from the operation's declaration (`access` in server/modules/<domain>/*.operations.ts):
 * public → public; a builder `over` self, workspace or portal → builder-self, workspace- or
 * portal-scoped, with `role` as the team rule (a self operation is checked for teammates when it names
 * a role or the current workspace); a customer who `sees` own, own-list or portal → customer-scoped with
 * others not-found, own or portal-own. An entry here only says how to call it, and what differs for
 * its fixture (`freshOwner`, `other`).
 */
export function ruleOf(access: Access): Rule {
  if (access.kind === 'public') return { kind: 'public', reason: access.reason };
  if (access.kind === 'customer') {
    const others = ({ own: 'not-found', 'own-list': 'own', portal: 'portal-own' } as const)[access.sees];
    return { kind: 'customer-scoped', others };
  }
  const team: TeamRule =
    access.role === 'OWNER'
      ? { admin: 'forbidden', member: 'forbidden' }
      : access.role === 'ADMIN'
        ? { admin: 'allowed', member: 'forbidden' }
        : { admin: 'allowed', member: 'allowed' };
  if (access.over === 'self') return { kind: 'builder-self', ...(access.role ? { team } : {}) };
  return { kind: access.over === 'workspace' ? 'workspace-scoped' : 'portal-scoped', team };
}

/** What an entry may add to its operation's rule: its fixture's needs. */
type EntryOptions = {
  other?: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT';
  freshOwner?: boolean;
  /** Why an API key with the scope is still FORBIDDEN (a key hosts no service): the harness expects that refusal. */
  keyForbidden?: string;
};

export type CustomerName = 'a1' | 'a2' | 'b1';
export interface CustomerFixture {
  token: string;
  id: string;
  email: string;
}

export interface Fixture {
  owner: { token: string; userId: string; email: string; password: string; workspaceId: string };
  other: { token: string; userId: string; workspaceId: string };
  /** A portal of the owner's, with a logo, made for this entry alone (so a delete cannot hurt the next). */
  portal: { id: string; slug: string; name: string; subDomain: string; logoUrl: string };
  /**
   * A collection of the portal (fields Name TEXT and Email EMAIL unique) holding one record, made
   * through the API on the first call; later calls return the same one.
   */
  collection(): Promise<CollectionFixture>;
  /** A fresh lowercase name (usernames, slugs, sub-domains, emails): a new one on every call. */
  unique(prefix: string): string;
  /** The emailed token of a new account that has not verified its email yet. */
  verificationToken(): Promise<string>;
  /** A signed-in customer (see Rule): made on the first call, the same one after. */
  customer(name: CustomerName): Promise<CustomerFixture>;
  /** A ticket A1 raised (its subject is a secret no other caller may see). */
  ticket(): Promise<{ id: string; subject: string }>;
  /** A collection of the portal shared with customers by its CUSTOMER field, holding a record of A1's. */
  sharedCollection(): Promise<{ id: string }>;
  /** The token of a fresh invitation link (a new customer of the portal), not used yet. */
  invitationToken(): Promise<string>;
  /**
   * A published workflow of the portal (FORM with one TEXT field "answer" → APPROVAL → CONTENT):
   * ASSIGNED to A1 alone, or PUBLIC. Made on the first call of each kind.
   */
  workflow(access?: 'ASSIGNED' | 'PUBLIC'): Promise<{ id: string; slug: string }>;
  /** A1's run of the ASSIGNED workflow, at its form; `waiting`: past the form, at the approval. */
  run(at?: 'form' | 'waiting'): Promise<{ id: string }>;
  /** A visitor's run of the PUBLIC workflow: the token of its resumable link. */
  visitorRun(): Promise<{ token: string; id: string }>;
  /** The shared ADMIN and MEMBER of the owner's workspace (see TeamRule): never change them. */
  team: { admin: TeammateFixture; member: TeammateFixture };
  /** A teammate of this fixture alone: a fresh builder joined to the owner's workspace with the role (made once per role). */
  teammate(role: 'ADMIN' | 'MEMBER' | 'OWNER'): Promise<TeammateFixture>;
  /** The test app itself, for an entry that makes what it needs through the API (a fresh account, a mailed link). */
  app: TestApp;
  /**
   * Made once per fixture under `key` (the first call runs `make`), so an entry's request, built again
   * for each caller, names the same thing each time.
   */
  memo<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export interface TeammateFixture {
  token: string;
  userId: string;
  email: string;
  password: string;
}

export interface CollectionFixture {
  id: string;
  name: string;
  slug: string;
  /** The field keys, in order: a TEXT first (the record's label), then a unique EMAIL, then a FILE (the record holds a private file). */
  fields: Array<{ key: string; label: string; type: string; unique?: boolean }>;
  record: { id: string; name: string; email: string; file: { id: string; url: string } };
}

export interface RestCall {
  /** The concrete path, for a wildcard route only (e.g. a file under /files/*). */
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  upload?: { fields?: Record<string, string>; file: UploadFile };
  /** A body sent as these bytes, with these headers (a provider's webhook, signed over its bytes). */
  rawBody?: string;
  headers?: Record<string, string>;
}

type Many<T> = T | T[];

/** `request` is built again for each caller, so values from `unique` differ between them. */
export type RestEntry = EntryOptions & { request(f: Fixture): Many<RestCall> | Promise<Many<RestCall>> };
export type GraphqlEntry = EntryOptions & {
  document: string;
  variables?(f: Fixture): Many<Record<string, unknown>> | Promise<Many<Record<string, unknown>>>;
};

const image = (): UploadFile => ({ data: png([34, 139, 34]), filename: 'image.png', contentType: 'image/png' });
const theme = { primaryColor: '#111827', accentColor: '#22c55e', mode: 'DARK', font: 'SERIF', radius: 'SM' };
const basicInfo = { title: 'Changed by the matrix', description: 'Should only work for the owner.', supportEmail: 'desk@example.com' };
const PORTAL = 'id workspaceId name slug subDomain logoUrl';
const COLLECTION = 'id portalId name slug recordCount fields { key label type required unique }';
const RECORD = 'id collectionId data links { fieldKey label } createdAt updatedAt';
/** The fixture's field list again (keys kept) plus one new field: a change that must succeed for the owner. */
const changedFields = (c: CollectionFixture) => [
  ...c.fields.map((field) => ({ ...field })),
  { label: 'Added by the matrix', type: 'NUMBER' },
];
const recordFilter = (c: CollectionFixture) => [{ field: c.fields[0]!.key, op: 'eq', value: c.record.name }];

/** Keyed "METHOD /path" exactly as Fastify lists the route (HEAD, added for every GET, goes with it). */
const CORE_REST: Record<string, RestEntry> = {
  'POST /v1/auth/register': {
    request: (f) => ({
      body: { email: `${f.unique('matrix')}@example.com`, password: 'correct horse battery', firstName: 'New', lastName: 'Builder' },
    }),
  },
  'POST /v1/auth/login': {
    request: (f) => ({ body: { email: f.owner.email, password: f.owner.password } }),
  },
  'GET /v1/auth/logout': {
    request: () => ({}),
  },
  'POST /v1/auth/logout': {
    request: () => ({}),
  },
  'POST /v1/auth/verify/email': {
    request: async (f) => ({ body: { token: await f.verificationToken() } }),
  },
  'GET /v1/auth/check/username': {
    request: (f) => ({ query: { username: f.unique('free') } }),
  },
  'GET /v1/auth/session': { request: () => [{}, { query: { refresh: 'true' } }] },
  'POST /v1/auth/verify/email/resend': { request: () => ({}) },
  'POST /v1/auth/change/username': { request: (f) => ({ body: { username: f.unique('user') } }) },
  'GET /v1/user/me': { request: () => ({}) },
  'PATCH /v1/user/me': { request: () => ({ body: { bio: 'Changed by the matrix.' } }) },
  'POST /v1/user/me/displayImage': { request: () => ({ upload: { file: image() } }) },
  'DELETE /v1/user/me/displayImage': { request: () => ({}) },
  'GET /v1/user/me/metadata/visits': { request: () => ({}) },
  'POST /v1/user/me/metadata/visits': { request: () => ({ body: { page: '/portals' } }) },
  'GET /v1/workspace/list': { request: () => ({}) },
  'POST /v1/workspace/change': { request: (f) => ({ body: { workspaceId: f.owner.workspaceId } }) },
  'GET /v1/portal/list': { request: () => ({}) },
  'POST /v1/portal': {
    request: (f) => ({ body: { name: f.unique('made') } }),
  },
  'GET /v1/portal': {
    request: (f): RestCall[] => [{ query: { slug: f.portal.slug } }, { query: { id: f.portal.id } }],
  },
  'PATCH /v1/portal': {
    request: (f) => ({ body: { id: f.portal.id, name: 'Renamed by the matrix', slug: f.unique('renamed') } }),
  },
  'DELETE /v1/portal': {
    request: (f) => ({ query: { id: f.portal.id } }),
  },
  'GET /v1/portal/isSubDomainAvailable': {
    request: (f) => ({ query: { subDomain: f.portal.subDomain, portalId: f.portal.id } }),
  },
  'GET /v1/portal/isSlugAvailable': { request: (f) => ({ query: { slug: f.portal.slug, portalId: f.portal.id } }) },
  'POST /v1/portal/update-subDomain': {
    request: (f) => ({ body: { portalId: f.portal.id, subDomain: f.unique('moved') } }),
  },
  'POST /v1/portal/logo': { request: (f) => ({ upload: { fields: { portalId: f.portal.id }, file: image() } }) },
  'DELETE /v1/portal/logo': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'PUT /v1/portal/theme': { request: (f) => ({ body: { portalId: f.portal.id, theme } }) },
  'PUT /v1/portal/basic-info': { request: (f) => ({ body: { portalId: f.portal.id, basicInfo } }) },
  'GET /v1/portal/email-preview': { request: (f) => ({ query: { portalId: f.portal.id, template: 'INVITATION' } }) },
  'GET /v1/database/list': {
    request: async (f) => {
      await f.collection();
      return { query: { portalId: f.portal.id } };
    },
  },
  'GET /v1/database': { request: async (f) => ({ query: { id: (await f.collection()).id } }) },
  'POST /v1/database': {
    request: (f) => ({
      body: { portalId: f.portal.id, name: f.unique('made'), fields: [{ label: 'Title', type: 'TEXT', required: true }] },
    }),
  },
  'PATCH /v1/database': {
    request: async (f) => {
      const c = await f.collection();
      return { body: { id: c.id, name: 'Renamed by the matrix', fields: changedFields(c) } };
    },
  },
  'DELETE /v1/database': { request: async (f) => ({ query: { id: (await f.collection()).id } }) },
  'GET /v1/database/records': {
    request: async (f): Promise<RestCall[]> => {
      const c = await f.collection();
      return [
        { query: { collectionId: c.id } },
        { query: { collectionId: c.id, sort: `${c.fields[0]!.key}:desc`, limit: '1', filter: JSON.stringify(recordFilter(c)) } },
      ];
    },
  },
  'GET /v1/database/records/count': {
    request: async (f) => {
      const c = await f.collection();
      return { query: { collectionId: c.id, filter: JSON.stringify(recordFilter(c)) } };
    },
  },
  'GET /v1/database/record': { request: async (f) => ({ query: { id: (await f.collection()).record.id } }) },
  'POST /v1/database/records': {
    request: async (f) => {
      const c = await f.collection();
      return {
        body: {
          collectionId: c.id,
          data: { [c.fields[0]!.key]: 'Made by the matrix', [c.fields[1]!.key]: `${f.unique('made')}@example.com` },
        },
      };
    },
  },
  'PATCH /v1/database/records': {
    request: async (f) => {
      const c = await f.collection();
      return { body: { id: c.record.id, data: { [c.fields[0]!.key]: 'Changed by the matrix' } } };
    },
  },
  'DELETE /v1/database/records': { request: async (f) => ({ query: { id: (await f.collection()).record.id } }) },
  'DELETE /v1/database/records/bulk': {
    request: async (f) => {
      const c = await f.collection();
      return { query: { collectionId: c.id, ids: c.record.id } };
    },
  },
  'POST /v1/database/records/import': {
    request: async (f) => {
      const c = await f.collection();
      const [name, email] = c.fields;
      const file = {
        data: Buffer.from(`Name,Email\nImported by the matrix,${f.unique('imported')}@example.com\n`),
        filename: 'people.csv',
        contentType: 'text/csv',
      };
      return { upload: { fields: { collectionId: c.id, mapping: JSON.stringify({ Name: name!.key, Email: email!.key }) }, file } };
    },
  },
  'GET /v1/database/records/export': {
    request: async (f) => {
      const c = await f.collection();
      return { query: { collectionId: c.id, sort: `${c.fields[0]!.key}:asc` } };
    },
  },
  'POST /v1/database/files': {
    request: async (f) => ({ upload: { fields: { collectionId: (await f.collection()).id }, file: image() } }),
  },
  'GET /v1/public/portal/info/slug': {
    request: (f) => ({ query: { slug: f.portal.slug } }),
  },

  // The API's own documentation (server/core/api-docs.ts): the same for everyone, nothing of anyone's.
  'GET /v1/openapi.json': { request: () => ({}) },
  'GET /v1/docs': {
    request: () => ({}),
  },
  'GET /v1/docs/init.js': { request: () => ({}) },
  'GET /v1/docs/assets/swagger-ui.css': { request: () => ({}) },
  'GET /v1/docs/assets/swagger-ui-bundle.js': { request: () => ({}) },

  // Outside /v1, served by server/app.ts itself: checked to exist, not enumerated.
  'GET /healthz': { request: () => ({}) },
  'GET /readyz': {
    request: () => ({}),
  },
  'GET /files/*': {
    request: (f) => ({ path: f.portal.logoUrl }),
  },
  'GET /files/private/:id': {
    request: async (f) => ({ path: `/files/private/${(await f.collection()).record.file.id}` }),
  },
  // Customers (builder side)
  'GET /v1/customer/users/list': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/customer/users/info': { request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },
  'GET /v1/customer/users/deletion-preview': {
    request: async (f) => ({ query: { id: (await f.customer('a1')).id } }),
  },
  'POST /v1/customer/users': {
    request: (f) => ({ body: { portalId: f.portal.id, email: `${f.unique('invited')}@example.com`, name: 'New', sendInvite: false } }),
  },
  'PATCH /v1/customer/users': {
    request: async (f) => ({ body: { id: (await f.customer('a1')).id, name: 'Renamed by the matrix' } }),
  },
  'DELETE /v1/customer/users': { request: async (f) => ({ query: { id: (await f.customer('a2')).id } }) },
  'POST /v1/customer/users/import': {
    request: (f) => ({
      body: {
        portalId: f.portal.id,
        rows: [{ email: `${f.unique('imported')}@example.com`, name: 'I' }],
        dryRun: false,
        sendInvites: false,
      },
    }),
  },
  'POST /v1/customer/users/invite': { request: async (f) => ({ body: { id: (await f.customer('a2')).id } }) },
  'PUT /v1/customer/users/status': {
    request: async (f) => ({ body: { id: (await f.customer('a2')).id, status: 'BLOCKED' } }),
  },
  'PUT /v1/customer/users/context': {
    request: async (f) => ({ body: { id: (await f.customer('a1')).id, context: { plan: 'changed by the matrix' } } }),
  },
  'GET /v1/customer/users/config': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'PUT /v1/customer/users/config': {
    request: (f) => ({ body: { portalId: f.portal.id, selfSignup: true, allowedEmailDomains: ['example.com'], magicLinkTtlMinutes: 30 } }),
  },
  'GET /v1/customer/users/records': { request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },
  'GET /v1/customer/users/activity': { request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },

  // Customer sign-in
  'POST /v1/customer/users/login/send-magic-link': {
    request: (f) => ({ body: { portalSlug: f.portal.slug, email: `${f.unique('asker')}@example.com` } }),
  },
  'POST /v1/customer/auth/verify': {
    request: async (f) => ({ body: { token: await f.invitationToken() } }),
  },
  'POST /v1/customer/auth/logout': {
    request: () => ({}),
  },
  'GET /v1/customer/auth/session': { request: () => ({}) },

  // Tickets (builder side)
  'GET /v1/tickets/list': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/tickets': { request: async (f) => ({ query: { id: (await f.ticket()).id } }) },
  'POST /v1/tickets': {
    request: async (f) => ({
      body: { portalId: f.portal.id, customerId: (await f.customer('a1')).id, subject: 'From the team', body: 'Hello.' },
    }),
  },
  'PATCH /v1/tickets': { request: async (f) => ({ body: { id: (await f.ticket()).id, status: 'RESOLVED' } }) },
  'DELETE /v1/tickets': { request: async (f) => ({ query: { id: (await f.ticket()).id } }) },
  'POST /v1/tickets/messages': {
    request: async (f) => ({ body: { ticketId: (await f.ticket()).id, body: 'A reply.', internal: false } }),
  },
  'GET /v1/tickets/assignees': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/tickets/unread-count': { request: (f) => ({ query: { portalId: f.portal.id } }) },

  // Collections shared with customers
  'PUT /v1/database/customer-access': {
    request: async (f) => ({ body: { id: (await f.collection()).id, mode: 'NONE' } }),
  },
  'GET /v1/customer/collections/list': { request: () => ({}) },
  'GET /v1/customer/collections/records': {
    request: async (f) => ({ query: { collectionId: (await f.sharedCollection()).id } }),
  },

  // Tickets (customer side)
  'GET /v1/customer/tickets/list': { request: () => ({}) },
  'GET /v1/customer/tickets': {
    request: async (f) => ({ query: { id: (await f.ticket()).id } }),
  },
  'POST /v1/customer/tickets': { request: () => ({ body: { subject: 'Mine', body: 'Help me.' } }) },
  'POST /v1/customer/tickets/messages': {
    request: async (f) => ({ body: { ticketId: (await f.ticket()).id, body: 'More.' } }),
  },
  'PUT /v1/customer/tickets/status': {
    request: async (f) => ({ body: { id: (await f.ticket()).id, status: 'CLOSED' } }),
  },

  // Workflows (builder side)
  'GET /v1/workflows/list': { request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/workflows': { request: async (f) => ({ query: { id: (await f.workflow()).id } }) },
  'POST /v1/workflows': { request: (f) => ({ body: { portalId: f.portal.id, name: f.unique('workflow') } }) },
  'PATCH /v1/workflows': {
    request: async (f) => ({ body: { id: (await f.workflow()).id, name: 'Renamed by the matrix' } }),
  },
  'DELETE /v1/workflows': { request: async (f) => ({ query: { id: (await f.workflow()).id } }) },
  'PUT /v1/workflows/slug': {
    request: async (f) => ({ body: { id: (await f.workflow()).id, slug: f.unique('slug') } }),
  },
  'PUT /v1/workflows/accessType': {
    request: async (f) => ({ body: { id: (await f.workflow()).id, accessType: 'CUSTOMERS' } }),
  },
  'POST /v1/workflows/publish': {
    request: async (f) => ({ body: { id: (await f.workflow()).id, published: false } }),
  },
  'POST /v1/workflows/duplicate': { request: async (f) => ({ body: { id: (await f.workflow()).id } }) },
  'PUT /v1/workflows/step/node-name': {
    request: async (f) => ({ body: { workflowId: (await f.workflow()).id, stepId: 'form', name: 'Renamed' } }),
  },
  'GET /v1/workflows/runs': { request: async (f) => ({ query: { workflowId: (await f.workflow()).id } }) },
  'GET /v1/workflows/runs/detail': { request: async (f) => ({ query: { id: (await f.run()).id } }) },
  'POST /v1/workflows/runs/decide': {
    request: async (f) => ({ body: { runId: (await f.run('waiting')).id, decision: 'APPROVE', comment: 'Fine.' } }),
  },
  'GET /v1/workflows/runs/export': { request: async (f) => ({ query: { workflowId: (await f.workflow()).id } }) },
  'GET /v1/workflows/assignments': {
    request: async (f) => ({ query: { workflowId: (await f.workflow()).id } }),
  },
  'GET /v1/customer/users/workflows': { request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },
  'POST /v1/customer/users/assign-workflow': {
    request: async (f) => ({ body: { customerId: (await f.customer('a2')).id, workflowId: (await f.workflow()).id } }),
  },
  'POST /v1/customer/users/unassign-workflow': {
    request: async (f) => ({ body: { customerId: (await f.customer('a1')).id, workflowId: (await f.workflow()).id } }),
  },

  // Workflows (customer side, and visitors of PUBLIC ones)
  'GET /v1/customer/workflows/list': { request: () => ({}) },
  'POST /v1/customer/workflows/runs': {
    request: async (f) => ({ body: { workflowId: (await f.workflow()).id } }),
  },
  'GET /v1/customer/workflows/runs': {
    request: async (f) => ({ query: { id: (await f.run()).id } }),
  },
  'POST /v1/customer/workflows/runs/advance': {
    request: async (f) => ({ body: { runId: (await f.run()).id, stepId: 'form', answers: { answer: 'Mine' } } }),
  },
  'GET /v1/public/workflows/list': {
    request: (f) => ({ query: { portalSlug: f.portal.slug } }),
  },
  'POST /v1/public/workflows/runs': {
    request: async (f) => ({
      body: { portalSlug: f.portal.slug, workflowId: (await f.workflow('PUBLIC')).id, email: `${f.unique('visitor')}@example.com` },
    }),
  },
  'GET /v1/public/workflows/runs': {
    request: async (f) => ({ query: { token: (await f.visitorRun()).token } }),
  },
  'POST /v1/public/workflows/runs/advance': {
    request: async (f) => ({ body: { token: (await f.visitorRun()).token, stepId: 'form', answers: { answer: 'Visitor' } } }),
  },
};

/** Keyed "Query.field" / "Mutation.field". */
const CORE_GRAPHQL: Record<string, GraphqlEntry> = {
  'Mutation.register': {
    document: 'mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }',
    variables: (f) => ({
      input: { email: `${f.unique('matrix')}@example.com`, password: 'correct horse battery', firstName: 'New', lastName: 'Builder' },
    }),
  },
  'Mutation.login': {
    document: 'mutation($input: LoginInput!) { login(input: $input) { token user { id } } }',
    variables: (f) => ({ input: { email: f.owner.email, password: f.owner.password } }),
  },
  'Mutation.logout': {
    document: 'mutation { logout }',
  },
  'Mutation.verifyEmail': {
    document: 'mutation($token: String!) { verifyEmail(input: { token: $token }) { id emailVerified } }',
    variables: async (f) => ({ token: await f.verificationToken() }),
  },
  'Query.usernameAvailability': {
    document: 'query($username: String!) { usernameAvailability(username: $username) { available reason } }',
    variables: (f) => ({ username: f.unique('free') }),
  },
  'Query.publicPortalInfo': {
    document: 'query($slug: String!) { publicPortalInfo(slug: $slug) { name slug subDomain logoUrl theme { mode } basicInfo { title } } }',
    variables: (f) => ({ slug: f.portal.slug }),
  },

  'Query.me': { document: '{ me { id email firstName currentWorkspaceId profileImageUrl } }' },
  'Mutation.refreshSession': { document: 'mutation { refreshSession { id email } }' },
  'Mutation.resendVerificationEmail': { document: 'mutation { resendVerificationEmail }' },
  'Mutation.changeUsername': {
    document: 'mutation($username: String!) { changeUsername(input: { username: $username }) { id username } }',
    variables: (f) => ({ username: f.unique('user') }),
  },
  'Mutation.updateMe': { document: 'mutation { updateMe(input: { bio: "Changed by the matrix." }) { id bio } }' },
  'Query.pageVisits': { document: '{ pageVisits { page count lastVisitedAt } }' },
  'Mutation.recordPageVisit': { document: 'mutation { recordPageVisit(input: { page: "/portals" }) { page count } }' },
  'Mutation.removeDisplayImage': { document: 'mutation { removeDisplayImage { id profileImageUrl } }' },
  'Query.workspaces': { document: '{ workspaces { id name role current } }' },
  'Mutation.changeWorkspace': {
    document: 'mutation($id: ID!) { changeWorkspace(input: { workspaceId: $id }) { id name current } }',
    variables: (f) => ({ id: f.owner.workspaceId }),
  },
  'Query.portals': {
    document: `{ portals(first: 50) { edges { cursor node { ${PORTAL} } } pageInfo { hasNextPage endCursor } } }`,
  },
  'Mutation.createPortal': {
    document: `mutation($name: String!) { createPortal(input: { name: $name }) { ${PORTAL} } }`,
    variables: (f) => ({ name: f.unique('made') }),
  },

  'Query.portal': {
    document: `query($slug: String, $id: ID) { portal(slug: $slug, id: $id) { ${PORTAL} theme { mode } basicInfo { title } } }`,
    variables: (f) => [{ slug: f.portal.slug }, { id: f.portal.id }],
  },
  'Query.isSlugAvailable': {
    document: 'query($slug: String!, $portalId: ID) { isSlugAvailable(slug: $slug, portalId: $portalId) { available reason } }',
    variables: (f) => ({ slug: f.portal.slug, portalId: f.portal.id }),
  },
  'Query.isSubDomainAvailable': {
    document:
      'query($subDomain: String!, $portalId: ID) { isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) { available reason } }',
    variables: (f) => ({ subDomain: f.portal.subDomain, portalId: f.portal.id }),
  },
  'Mutation.updatePortal': {
    document: `mutation($input: UpdatePortalInput!) { updatePortal(input: $input) { ${PORTAL} } }`,
    variables: (f) => ({ input: { id: f.portal.id, name: 'Renamed by the matrix', slug: f.unique('renamed') } }),
  },
  'Mutation.deletePortal': {
    document: `mutation($id: ID!) { deletePortal(input: { id: $id }) { ${PORTAL} } }`,
    variables: (f) => ({ id: f.portal.id }),
  },
  'Mutation.updatePortalSubDomain': {
    document: `mutation($portalId: ID!, $subDomain: String!) { updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) { ${PORTAL} } }`,
    variables: (f) => ({ portalId: f.portal.id, subDomain: f.unique('moved') }),
  },
  'Mutation.updatePortalTheme': {
    document: `mutation($portalId: ID!, $theme: PortalThemeInput!) { updatePortalTheme(input: { portalId: $portalId, theme: $theme }) { ${PORTAL} theme { mode } } }`,
    variables: (f) => ({ portalId: f.portal.id, theme }),
  },
  'Mutation.updatePortalBasicInfo': {
    document: `mutation($portalId: ID!, $basicInfo: PortalBasicInfoInput!) { updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) { ${PORTAL} basicInfo { title } } }`,
    variables: (f) => ({ portalId: f.portal.id, basicInfo }),
  },
  'Query.portalEmailPreview': {
    document:
      'query($portalId: ID!) { portalEmailPreview(portalId: $portalId, template: TICKET_REPLY) { subject from replyTo html text } }',
    variables: (f) => ({ portalId: f.portal.id }),
  },
  'Mutation.removePortalLogo': {
    document: `mutation($portalId: ID!) { removePortalLogo(input: { portalId: $portalId }) { ${PORTAL} } }`,
    variables: (f) => ({ portalId: f.portal.id }),
  },

  'Query.collections': {
    document: `query($portalId: ID!) { collections(portalId: $portalId) { ${COLLECTION} } }`,
    variables: async (f) => {
      await f.collection();
      return { portalId: f.portal.id };
    },
  },
  'Query.collection': {
    document: `query($id: ID!) { collection(id: $id) { ${COLLECTION} } }`,
    variables: async (f) => ({ id: (await f.collection()).id }),
  },
  'Query.records': {
    document: `query($id: ID!, $filter: [RecordFilterInput!], $sort: [RecordSortInput!], $first: Int, $after: String) { records(collectionId: $id, filter: $filter, sort: $sort, first: $first, after: $after) { edges { cursor node { ${RECORD} } } pageInfo { hasNextPage endCursor } } }`,
    variables: async (f) => {
      const c = await f.collection();
      return [
        { id: c.id },
        {
          id: c.id,
          filter: recordFilter(c).map((x) => ({ ...x, op: 'EQ' })),
          sort: { field: c.fields[0]!.key, direction: 'DESC' },
          first: 1,
          after: null,
        },
      ];
    },
  },
  'Query.recordCount': {
    document: 'query($id: ID!, $filter: [RecordFilterInput!]) { recordCount(collectionId: $id, filter: $filter) }',
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.id, filter: recordFilter(c).map((x) => ({ ...x, op: 'EQ' })) };
    },
  },
  'Query.record': {
    document: `query($id: ID!) { record(id: $id) { ${RECORD} } }`,
    variables: async (f) => ({ id: (await f.collection()).record.id }),
  },
  'Mutation.createCollection': {
    document: `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { ${COLLECTION} } }`,
    variables: (f) => ({
      input: { portalId: f.portal.id, name: f.unique('made'), fields: [{ label: 'Title', type: 'TEXT', required: true }] },
    }),
  },
  'Mutation.updateCollection': {
    document: `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION} } }`,
    variables: async (f) => {
      const c = await f.collection();
      return { input: { id: c.id, name: 'Renamed by the matrix', fields: changedFields(c) } };
    },
  },
  'Mutation.deleteCollection': {
    document: `mutation($id: ID!) { deleteCollection(input: { id: $id }) { ${COLLECTION} } }`,
    variables: async (f) => ({ id: (await f.collection()).id }),
  },
  'Mutation.createRecord': {
    document: `mutation($id: ID!, $data: JSONObject!) { createRecord(input: { collectionId: $id, data: $data }) { ${RECORD} } }`,
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.id, data: { [c.fields[0]!.key]: 'Made by the matrix', [c.fields[1]!.key]: `${f.unique('made')}@example.com` } };
    },
  },
  'Mutation.updateRecord': {
    document: `mutation($id: ID!, $data: JSONObject!) { updateRecord(input: { id: $id, data: $data }) { ${RECORD} } }`,
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.record.id, data: { [c.fields[0]!.key]: 'Changed by the matrix' } };
    },
  },
  'Mutation.deleteRecord': {
    document: `mutation($id: ID!) { deleteRecord(input: { id: $id }) { ${RECORD} } }`,
    variables: async (f) => ({ id: (await f.collection()).record.id }),
  },
  'Mutation.deleteRecords': {
    document: 'mutation($id: ID!, $ids: [ID!]!) { deleteRecords(input: { collectionId: $id, ids: $ids }) { deleted } }',
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.id, ids: [c.record.id] };
    },
  },
  'Query.customers': {
    document: 'query($p: ID!) { customers(portalId: $p) { edges { node { id email } } } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.customer': {
    document: 'query($id: ID!) { customer(id: $id) { id email context } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Query.customerDeletionPreview': {
    document: 'query($id: ID!) { customerDeletionPreview(id: $id) { id ticketsDeleted } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Query.customerLoginConfig': {
    document: 'query($p: ID!) { customerLoginConfig(portalId: $p) { portalId selfSignup } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.customerRecords': {
    document: 'query($id: ID!) { customerRecords(id: $id) { recordId label } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Query.customerActivity': {
    document: 'query($id: ID!) { customerActivity(id: $id) { edges { node { type } } } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Mutation.inviteCustomer': {
    document: 'mutation($i: InviteCustomerInput!) { inviteCustomer(input: $i) { id } }',
    variables: (f) => ({ i: { portalId: f.portal.id, email: `${f.unique('invited')}@example.com`, name: 'N', sendInvite: false } }),
  },
  'Mutation.importCustomers': {
    document: 'mutation($i: ImportCustomersInput!) { importCustomers(input: $i) { created } }',
    variables: (f) => ({
      i: { portalId: f.portal.id, rows: [{ email: `${f.unique('imported')}@example.com` }], dryRun: false, sendInvites: false },
    }),
  },
  'Mutation.updateCustomer': {
    document: 'mutation($i: UpdateCustomerInput!) { updateCustomer(input: $i) { id name } }',
    variables: async (f) => ({ i: { id: (await f.customer('a1')).id, name: 'Renamed by the matrix' } }),
  },
  'Mutation.deleteCustomer': {
    document: 'mutation($i: CustomerIdInput!) { deleteCustomer(input: $i) { id } }',
    variables: async (f) => ({ i: { id: (await f.customer('a2')).id } }),
  },
  'Mutation.resendCustomerInvite': {
    document: 'mutation($i: CustomerIdInput!) { resendCustomerInvite(input: $i) { id } }',
    variables: async (f) => ({ i: { id: (await f.customer('a2')).id } }),
  },
  'Mutation.setCustomerStatus': {
    document: 'mutation($i: SetCustomerStatusInput!) { setCustomerStatus(input: $i) { id status } }',
    variables: async (f) => ({ i: { id: (await f.customer('a2')).id, status: 'BLOCKED' } }),
  },
  'Mutation.setCustomerContext': {
    document: 'mutation($i: SetCustomerContextInput!) { setCustomerContext(input: $i) { id context } }',
    variables: async (f) => ({ i: { id: (await f.customer('a1')).id, context: { plan: 'changed' } } }),
  },
  'Mutation.updateCustomerLoginConfig': {
    document: 'mutation($i: CustomerLoginConfigInput!) { updateCustomerLoginConfig(input: $i) { portalId } }',
    variables: (f) => ({ i: { portalId: f.portal.id, selfSignup: true, allowedEmailDomains: [], magicLinkTtlMinutes: 20 } }),
  },
  'Mutation.setCollectionCustomerAccess': {
    document: 'mutation($i: SetCollectionCustomerAccessInput!) { setCollectionCustomerAccess(input: $i) { id customerAccess { mode } } }',
    variables: async (f) => ({ i: { id: (await f.collection()).id, mode: 'NONE' } }),
  },
  'Query.tickets': {
    document: 'query($p: ID!) { tickets(portalId: $p) { edges { node { id subject } } } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.ticket': {
    document: 'query($id: ID!) { ticket(id: $id) { id subject messages { body } } }',
    variables: async (f) => ({ id: (await f.ticket()).id }),
  },
  'Query.ticketAssignees': {
    document: 'query($p: ID!) { ticketAssignees(portalId: $p) { id email } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.unreadTicketCount': {
    document: 'query($p: ID!) { unreadTicketCount(portalId: $p) }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Mutation.createTicket': {
    document: 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { id } }',
    variables: async (f) => ({
      i: { portalId: f.portal.id, customerId: (await f.customer('a1')).id, subject: 'From the team', body: 'Hi.' },
    }),
  },
  'Mutation.updateTicket': {
    document: 'mutation($i: UpdateTicketInput!) { updateTicket(input: $i) { id status } }',
    variables: async (f) => ({ i: { id: (await f.ticket()).id, status: 'RESOLVED' } }),
  },
  'Mutation.deleteTicket': {
    document: 'mutation($i: TicketIdInput!) { deleteTicket(input: $i) { id number subject status } }',
    variables: async (f) => ({ i: { id: (await f.ticket()).id } }),
  },
  'Mutation.replyToTicket': {
    document: 'mutation($i: ReplyToTicketInput!) { replyToTicket(input: $i) { id } }',
    variables: async (f) => ({ i: { ticketId: (await f.ticket()).id, body: 'An internal note.', internal: true } }),
  },
  'Query.workflows': {
    document: 'query($p: ID!) { workflows(portalId: $p) { id name } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.workflow': {
    document: 'query($id: ID!) { workflow(id: $id) { id name graph { nodes { id name } } } }',
    variables: async (f) => ({ id: (await f.workflow()).id }),
  },
  'Query.workflowRuns': {
    document: 'query($w: ID!) { workflowRuns(workflowId: $w) { edges { node { id status } } } }',
    variables: async (f) => ({ w: (await f.workflow()).id }),
  },
  'Query.workflowRun': {
    document: 'query($id: ID!) { workflowRun(id: $id) { id status steps { id answer } } }',
    variables: async (f) => ({ id: (await f.run()).id }),
  },
  'Query.workflowAssignments': {
    document: 'query($w: ID!) { workflowAssignments(workflowId: $w) { customerId email } }',
    variables: async (f) => ({ w: (await f.workflow()).id }),
  },
  'Query.customerWorkflowAssignments': {
    document: 'query($c: ID!) { customerWorkflowAssignments(customerId: $c) { workflowId name } }',
    variables: async (f) => ({ c: (await f.customer('a1')).id }),
  },
  'Mutation.createWorkflow': {
    document: 'mutation($i: CreateWorkflowInput!) { createWorkflow(input: $i) { id } }',
    variables: (f) => ({ i: { portalId: f.portal.id, name: f.unique('workflow') } }),
  },
  'Mutation.updateWorkflow': {
    document: 'mutation($i: UpdateWorkflowInput!) { updateWorkflow(input: $i) { id name } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, name: 'Renamed by the matrix' } }),
  },
  'Mutation.deleteWorkflow': {
    document: 'mutation($i: WorkflowIdInput!) { deleteWorkflow(input: $i) { id name runsInProgress runsCompleted } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id } }),
  },
  'Mutation.changeWorkflowSlug': {
    document: 'mutation($i: ChangeWorkflowSlugInput!) { changeWorkflowSlug(input: $i) { id slug } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, slug: f.unique('slug') } }),
  },
  'Mutation.changeWorkflowAccessType': {
    document: 'mutation($i: ChangeWorkflowAccessTypeInput!) { changeWorkflowAccessType(input: $i) { id accessType } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, accessType: 'CUSTOMERS' } }),
  },
  'Mutation.publishWorkflow': {
    document: 'mutation($i: PublishWorkflowInput!) { publishWorkflow(input: $i) { id published } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, published: false } }),
  },
  'Mutation.duplicateWorkflow': {
    document: 'mutation($i: WorkflowIdInput!) { duplicateWorkflow(input: $i) { id name } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id } }),
  },
  'Mutation.renameWorkflowStep': {
    document: 'mutation($i: RenameWorkflowStepInput!) { renameWorkflowStep(input: $i) { id } }',
    variables: async (f) => ({ i: { workflowId: (await f.workflow()).id, stepId: 'form', name: 'Renamed' } }),
  },
  'Mutation.decideWorkflowRun': {
    document: 'mutation($i: DecideWorkflowRunInput!) { decideWorkflowRun(input: $i) { id status } }',
    variables: async (f) => ({ i: { runId: (await f.run('waiting')).id, decision: 'APPROVE', comment: 'Fine.' } }),
  },
  'Mutation.assignWorkflow': {
    document: 'mutation($i: WorkflowAssignmentInput!) { assignWorkflow(input: $i) { id } }',
    variables: async (f) => ({ i: { customerId: (await f.customer('a2')).id, workflowId: (await f.workflow()).id } }),
  },
  'Mutation.unassignWorkflow': {
    document: 'mutation($i: WorkflowAssignmentInput!) { unassignWorkflow(input: $i) { id } }',
    variables: async (f) => ({ i: { customerId: (await f.customer('a1')).id, workflowId: (await f.workflow()).id } }),
  },
  'Query.myWorkflows': { document: '{ myWorkflows { id name run { id status } } }' },
  'Query.myWorkflowRun': {
    document: 'query($id: ID!) { myWorkflowRun(id: $id) { id status steps { id answer } } }',
    variables: async (f) => ({ id: (await f.run()).id }),
  },
  'Mutation.startMyWorkflowRun': {
    document: 'mutation($i: StartMyWorkflowRunInput!) { startMyWorkflowRun(input: $i) { id status } }',
    variables: async (f) => ({ i: { workflowId: (await f.workflow()).id } }),
  },
  'Mutation.advanceMyWorkflowRun': {
    document: 'mutation($i: AdvanceMyWorkflowRunInput!) { advanceMyWorkflowRun(input: $i) { id status } }',
    variables: async (f) => ({ i: { runId: (await f.run()).id, stepId: 'form', answers: { answer: 'Mine' } } }),
  },
};

/** The entries of every `matrix.<domain>.ts` beside this file: its exports named `*_REST` and `*_GRAPHQL`. */
const domainFiles = import.meta.glob<Record<string, Record<string, RestEntry | GraphqlEntry>>>('./matrix.*.ts', { eager: true });
const gathered = (suffix: string, core: Record<string, RestEntry | GraphqlEntry>) =>
  Object.assign(
    {},
    core,
    ...Object.values(domainFiles).flatMap((module) =>
      Object.entries(module)
        .filter(([name]) => name.endsWith(suffix))
        .map(([, v]) => v),
    ),
  ) as Record<string, RestEntry | GraphqlEntry>;

const declared = new Map<string, Access>(
  operations.flatMap((o): Array<[string, Access]> => [
    ...(o.rest ? [[`${o.rest.split(' ')[0]} /v1${o.rest.split(' ')[1]}`, o.access] as [string, Access]] : []),
    ...(o.graphql ? [[o.graphql, o.access] as [string, Access]] : []),
  ]),
);
/** Routes that are the server's, not a domain's operation (server/app.ts, core/api-docs.ts, core/files.routes.ts): their rules. */
const DOCS: Rule = { kind: 'public', reason: 'The API’s own description: the same for everyone, with nothing of anyone’s data.' };
const SERVER_ROUTES: Record<string, Rule> = {
  'GET /v1/openapi.json': DOCS,
  'GET /v1/docs': DOCS,
  'GET /v1/docs/init.js': DOCS,
  'GET /v1/docs/assets/swagger-ui.css': DOCS,
  'GET /v1/docs/assets/swagger-ui-bundle.js': DOCS,
  'GET /healthz': { kind: 'public', reason: 'Liveness for the load balancer; says only "ok".' },
  'GET /readyz': { kind: 'public', reason: 'Readiness for the load balancer; says only whether the database answers.' },
  'GET /files/*': {
    kind: 'public',
    reason:
      'Uploaded logos and display images, shown on public pages; each URL holds the SHA-256 of its bytes, so it cannot be guessed. Record files are never served here.',
  },
  'GET /files/private/:id': { kind: 'portal-scoped' },
};

function ruled<T extends RestEntry | GraphqlEntry>(entries: Record<string, T>): Record<string, Rule & T> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => {
      const access = declared.get(key);
      const rule = access ? ruleOf(access) : SERVER_ROUTES[key];
      if (!rule) throw new Error(`${key} has a matrix entry but no declared operation.`);
      return [key, { ...rule, ...entry }];
    }),
  );
}

export const REST = ruled(gathered('_REST', CORE_REST) as Record<string, RestEntry>);
export const GRAPHQL = ruled(gathered('_GRAPHQL', CORE_GRAPHQL) as Record<string, GraphqlEntry>);
