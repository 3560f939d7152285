import { png } from '../../helpers/images.js';
import type { TestApp, UploadFile } from '../../helpers/test-app.js';
import { ACCOUNT_GRAPHQL, ACCOUNT_REST } from './matrix.account.js';
import { DATA_GRAPHQL, DATA_REST } from './matrix.data.js';
import { FILES_GRAPHQL, FILES_REST } from './matrix.files.js';
import { PAGES_GRAPHQL, PAGES_REST } from './matrix.pages.js';
import { TEAM_GRAPHQL, TEAM_REST } from './matrix.team.js';
import { VIEWS_GRAPHQL, VIEWS_REST } from './matrix.views.js';

/**
 * Who may run each operation of both APIs, as data. tenancy-matrix.test.ts reads every GraphQL
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
}

type Many<T> = T | T[];

/** `request` is built again for each caller, so values from `unique` differ between them. */
export type RestEntry = Rule & { request(f: Fixture): Many<RestCall> | Promise<Many<RestCall>> };
export type GraphqlEntry = Rule & {
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
export const REST: Record<string, RestEntry> = {
  'POST /v1/auth/register': {
    kind: 'public',
    reason: 'Creates an account: there is no caller yet. Rate-limited per IP.',
    request: (f) => ({
      body: { email: `${f.unique('matrix')}@example.com`, password: 'correct horse battery', firstName: 'New', lastName: 'Builder' },
    }),
  },
  'POST /v1/auth/login': {
    kind: 'public',
    reason: 'Trades an email and password for a token; one answer for a wrong pair and an unknown email. Rate-limited.',
    request: (f) => ({ body: { email: f.owner.email, password: f.owner.password } }),
  },
  'GET /v1/auth/logout': {
    kind: 'public',
    reason: 'Revokes only the token it is sent with; without one it does nothing.',
    request: () => ({}),
  },
  'POST /v1/auth/logout': {
    kind: 'public',
    reason: 'Revokes only the token it is sent with; without one it does nothing.',
    request: () => ({}),
  },
  'POST /v1/auth/verify/email': {
    kind: 'public',
    reason: 'The emailed token is the credential: random, stored hashed, single use, expiring.',
    request: async (f) => ({ body: { token: await f.verificationToken() } }),
  },
  'GET /v1/auth/check/username': {
    kind: 'public',
    reason: 'The sign-up form asks it: says only available or taken for one name, nothing about the account.',
    request: (f) => ({ query: { username: f.unique('free') } }),
  },
  'GET /v1/auth/session': { kind: 'builder-self', request: () => [{}, { query: { refresh: 'true' } }] },
  'POST /v1/auth/verify/email/resend': { kind: 'builder-self', request: () => ({}) },
  'POST /v1/auth/change/username': { kind: 'builder-self', request: (f) => ({ body: { username: f.unique('user') } }) },
  'GET /v1/user/me': { kind: 'builder-self', request: () => ({}) },
  'PATCH /v1/user/me': { kind: 'builder-self', request: () => ({ body: { bio: 'Changed by the matrix.' } }) },
  'POST /v1/user/me/displayImage': { kind: 'builder-self', request: () => ({ upload: { file: image() } }) },
  'DELETE /v1/user/me/displayImage': { kind: 'builder-self', request: () => ({}) },
  'GET /v1/user/me/metadata/visits': { kind: 'builder-self', request: () => ({}) },
  'POST /v1/user/me/metadata/visits': { kind: 'builder-self', request: () => ({ body: { page: '/portals' } }) },
  'GET /v1/workspace/list': { kind: 'builder-self', request: () => ({}) },
  'POST /v1/workspace/change': { kind: 'workspace-scoped', request: (f) => ({ body: { workspaceId: f.owner.workspaceId } }) },
  'GET /v1/portal/list': { kind: 'builder-self', request: () => ({}) },
  'POST /v1/portal': {
    kind: 'builder-self',
    team: { admin: 'allowed', member: 'forbidden' },
    request: (f) => ({ body: { name: f.unique('made') } }),
  },
  'GET /v1/portal': {
    kind: 'portal-scoped',
    request: (f): RestCall[] => [{ query: { slug: f.portal.slug } }, { query: { id: f.portal.id } }],
  },
  'PATCH /v1/portal': {
    kind: 'portal-scoped',
    // A new slug is a new address: an admin's call.
    team: { admin: 'allowed', member: 'forbidden' },
    request: (f) => ({ body: { id: f.portal.id, name: 'Renamed by the matrix', slug: f.unique('renamed') } }),
  },
  'DELETE /v1/portal': {
    kind: 'portal-scoped',
    team: { admin: 'forbidden', member: 'forbidden' },
    request: (f) => ({ query: { id: f.portal.id } }),
  },
  'GET /v1/portal/isSubDomainAvailable': {
    kind: 'portal-scoped',
    request: (f) => ({ query: { subDomain: f.portal.subDomain, portalId: f.portal.id } }),
  },
  'GET /v1/portal/isSlugAvailable': { kind: 'portal-scoped', request: (f) => ({ query: { slug: f.portal.slug, portalId: f.portal.id } }) },
  'POST /v1/portal/update-subDomain': {
    kind: 'portal-scoped',
    team: { admin: 'allowed', member: 'forbidden' },
    request: (f) => ({ body: { portalId: f.portal.id, subDomain: f.unique('moved') } }),
  },
  'POST /v1/portal/logo': { kind: 'portal-scoped', request: (f) => ({ upload: { fields: { portalId: f.portal.id }, file: image() } }) },
  'DELETE /v1/portal/logo': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },
  'PUT /v1/portal/theme': { kind: 'portal-scoped', request: (f) => ({ body: { portalId: f.portal.id, theme } }) },
  'PUT /v1/portal/basic-info': { kind: 'portal-scoped', request: (f) => ({ body: { portalId: f.portal.id, basicInfo } }) },
  'GET /v1/portal/email-preview': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id, template: 'INVITATION' } }) },
  'GET /v1/database/list': {
    kind: 'portal-scoped',
    request: async (f) => {
      await f.collection();
      return { query: { portalId: f.portal.id } };
    },
  },
  'GET /v1/database': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.collection()).id } }) },
  'POST /v1/database': {
    kind: 'portal-scoped',
    request: (f) => ({
      body: { portalId: f.portal.id, name: f.unique('made'), fields: [{ label: 'Title', type: 'TEXT', required: true }] },
    }),
  },
  'PATCH /v1/database': {
    kind: 'portal-scoped',
    request: async (f) => {
      const c = await f.collection();
      return { body: { id: c.id, name: 'Renamed by the matrix', fields: changedFields(c) } };
    },
  },
  'DELETE /v1/database': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.collection()).id } }) },
  'GET /v1/database/records': {
    kind: 'portal-scoped',
    request: async (f): Promise<RestCall[]> => {
      const c = await f.collection();
      return [
        { query: { collectionId: c.id } },
        { query: { collectionId: c.id, sort: `${c.fields[0]!.key}:desc`, limit: '1', filter: JSON.stringify(recordFilter(c)) } },
      ];
    },
  },
  'GET /v1/database/records/count': {
    kind: 'portal-scoped',
    request: async (f) => {
      const c = await f.collection();
      return { query: { collectionId: c.id, filter: JSON.stringify(recordFilter(c)) } };
    },
  },
  'GET /v1/database/record': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.collection()).record.id } }) },
  'POST /v1/database/records': {
    kind: 'portal-scoped',
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
    kind: 'portal-scoped',
    request: async (f) => {
      const c = await f.collection();
      return { body: { id: c.record.id, data: { [c.fields[0]!.key]: 'Changed by the matrix' } } };
    },
  },
  'DELETE /v1/database/records': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.collection()).record.id } }) },
  'DELETE /v1/database/records/bulk': {
    kind: 'portal-scoped',
    request: async (f) => {
      const c = await f.collection();
      return { query: { collectionId: c.id, ids: c.record.id } };
    },
  },
  'POST /v1/database/records/import': {
    kind: 'portal-scoped',
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
    kind: 'portal-scoped',
    request: async (f) => {
      const c = await f.collection();
      return { query: { collectionId: c.id, sort: `${c.fields[0]!.key}:asc` } };
    },
  },
  'POST /v1/database/files': {
    kind: 'portal-scoped',
    request: async (f) => ({ upload: { fields: { collectionId: (await f.collection()).id }, file: image() } }),
  },
  'GET /v1/public/portal/info/slug': {
    kind: 'public',
    reason: 'What the published portal shows anyone: name, slug, sub-domain, logo, theme, basic info; no id, no workspace.',
    request: (f) => ({ query: { slug: f.portal.slug } }),
  },

  // The API's own documentation (server/core/api-docs.ts): the same for everyone, nothing of anyone's.
  'GET /v1/openapi.json': { kind: 'public', reason: 'The OpenAPI document of this API: routes and shapes, no data.', request: () => ({}) },
  'GET /v1/docs': {
    kind: 'public',
    reason: 'The page that shows the OpenAPI document; its calls run with the reader’s own token.',
    request: () => ({}),
  },
  'GET /v1/docs/init.js': { kind: 'public', reason: 'The docs page’s start-up script: a constant.', request: () => ({}) },
  'GET /v1/docs/assets/swagger-ui.css': { kind: 'public', reason: 'Swagger UI’s style sheet, from node_modules.', request: () => ({}) },
  'GET /v1/docs/assets/swagger-ui-bundle.js': { kind: 'public', reason: 'Swagger UI’s script, from node_modules.', request: () => ({}) },

  // Outside /v1, served by server/app.ts itself: checked to exist, not enumerated.
  'GET /healthz': { kind: 'public', reason: 'Liveness for the load balancer; says only "ok".', request: () => ({}) },
  'GET /readyz': {
    kind: 'public',
    reason: 'Readiness for the load balancer; says only whether the database answers.',
    request: () => ({}),
  },
  'GET /files/*': {
    kind: 'public',
    reason:
      'Uploaded logos and display images, shown on public pages; each URL holds the SHA-256 of its bytes, so it cannot be guessed. Record files are never served here.',
    request: (f) => ({ path: f.portal.logoUrl }),
  },
  // A record's private file, asked with a bearer token (the signed link a record read answers is
  // tested in database-files.test.ts): another builder gets NOT_FOUND.
  'GET /files/private/:id': {
    kind: 'portal-scoped',
    request: async (f) => ({ path: `/files/private/${(await f.collection()).record.file.id}` }),
  },
  // Customers (builder side)
  'GET /v1/customer/users/list': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/customer/users/info': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },
  'GET /v1/customer/users/deletion-preview': {
    kind: 'portal-scoped',
    request: async (f) => ({ query: { id: (await f.customer('a1')).id } }),
  },
  'POST /v1/customer/users': {
    kind: 'portal-scoped',
    request: (f) => ({ body: { portalId: f.portal.id, email: `${f.unique('invited')}@example.com`, name: 'New', sendInvite: false } }),
  },
  'PATCH /v1/customer/users': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.customer('a1')).id, name: 'Renamed by the matrix' } }),
  },
  'DELETE /v1/customer/users': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.customer('a2')).id } }) },
  'POST /v1/customer/users/import': {
    kind: 'portal-scoped',
    request: (f) => ({
      body: {
        portalId: f.portal.id,
        rows: [{ email: `${f.unique('imported')}@example.com`, name: 'I' }],
        dryRun: false,
        sendInvites: false,
      },
    }),
  },
  'POST /v1/customer/users/invite': { kind: 'portal-scoped', request: async (f) => ({ body: { id: (await f.customer('a2')).id } }) },
  'PUT /v1/customer/users/status': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.customer('a2')).id, status: 'BLOCKED' } }),
  },
  'PUT /v1/customer/users/context': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.customer('a1')).id, context: { plan: 'changed by the matrix' } } }),
  },
  'GET /v1/customer/users/config': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },
  'PUT /v1/customer/users/config': {
    kind: 'portal-scoped',
    request: (f) => ({ body: { portalId: f.portal.id, selfSignup: true, allowedEmailDomains: ['example.com'], magicLinkTtlMinutes: 30 } }),
  },
  'GET /v1/customer/users/records': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },
  'GET /v1/customer/users/activity': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },

  // Customer sign-in
  'POST /v1/customer/users/login/send-magic-link': {
    kind: 'public',
    reason: 'Asks for a sign-in email: the same answer for any address (no probing), mail only to real customers; rate-limited.',
    request: (f) => ({ body: { portalSlug: f.portal.slug, email: `${f.unique('asker')}@example.com` } }),
  },
  'POST /v1/customer/auth/verify': {
    kind: 'public',
    reason: 'The emailed token (or code, with the browser’s cookie) is the credential: random, hashed, single use, expiring.',
    request: async (f) => ({ body: { token: await f.invitationToken() } }),
  },
  'POST /v1/customer/auth/logout': {
    kind: 'public',
    reason: 'Revokes only the customer token it is sent with; without one it does nothing.',
    request: () => ({}),
  },
  'GET /v1/customer/auth/session': { kind: 'customer-scoped', others: 'own', request: () => ({}) },

  // Tickets (builder side)
  'GET /v1/tickets/list': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/tickets': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.ticket()).id } }) },
  'POST /v1/tickets': {
    kind: 'portal-scoped',
    request: async (f) => ({
      body: { portalId: f.portal.id, customerId: (await f.customer('a1')).id, subject: 'From the team', body: 'Hello.' },
    }),
  },
  'PATCH /v1/tickets': { kind: 'portal-scoped', request: async (f) => ({ body: { id: (await f.ticket()).id, status: 'RESOLVED' } }) },
  'DELETE /v1/tickets': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.ticket()).id } }) },
  'POST /v1/tickets/messages': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { ticketId: (await f.ticket()).id, body: 'A reply.', internal: false } }),
  },
  'GET /v1/tickets/assignees': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/tickets/unread-count': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },

  // Collections shared with customers
  'PUT /v1/database/customer-access': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.collection()).id, mode: 'NONE' } }),
  },
  'GET /v1/customer/collections/list': { kind: 'customer-scoped', others: 'own', request: () => ({}) },
  'GET /v1/customer/collections/records': {
    kind: 'customer-scoped',
    others: 'portal-own',
    request: async (f) => ({ query: { collectionId: (await f.sharedCollection()).id } }),
  },

  // Tickets (customer side)
  'GET /v1/customer/tickets/list': { kind: 'customer-scoped', others: 'own', request: () => ({}) },
  'GET /v1/customer/tickets': {
    kind: 'customer-scoped',
    others: 'not-found',
    request: async (f) => ({ query: { id: (await f.ticket()).id } }),
  },
  'POST /v1/customer/tickets': { kind: 'customer-scoped', others: 'own', request: () => ({ body: { subject: 'Mine', body: 'Help me.' } }) },
  'POST /v1/customer/tickets/messages': {
    kind: 'customer-scoped',
    others: 'not-found',
    request: async (f) => ({ body: { ticketId: (await f.ticket()).id, body: 'More.' } }),
  },
  'PUT /v1/customer/tickets/status': {
    kind: 'customer-scoped',
    others: 'not-found',
    request: async (f) => ({ body: { id: (await f.ticket()).id, status: 'CLOSED' } }),
  },

  // Workflows (builder side)
  'GET /v1/workflows/list': { kind: 'portal-scoped', request: (f) => ({ query: { portalId: f.portal.id } }) },
  'GET /v1/workflows': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.workflow()).id } }) },
  'POST /v1/workflows': { kind: 'portal-scoped', request: (f) => ({ body: { portalId: f.portal.id, name: f.unique('workflow') } }) },
  'PATCH /v1/workflows': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.workflow()).id, name: 'Renamed by the matrix' } }),
  },
  'DELETE /v1/workflows': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.workflow()).id } }) },
  'PUT /v1/workflows/slug': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.workflow()).id, slug: f.unique('slug') } }),
  },
  'PUT /v1/workflows/accessType': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.workflow()).id, accessType: 'CUSTOMERS' } }),
  },
  'POST /v1/workflows/publish': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { id: (await f.workflow()).id, published: false } }),
  },
  'POST /v1/workflows/duplicate': { kind: 'portal-scoped', request: async (f) => ({ body: { id: (await f.workflow()).id } }) },
  'PUT /v1/workflows/step/node-name': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { workflowId: (await f.workflow()).id, stepId: 'form', name: 'Renamed' } }),
  },
  'GET /v1/workflows/runs': { kind: 'portal-scoped', request: async (f) => ({ query: { workflowId: (await f.workflow()).id } }) },
  'GET /v1/workflows/runs/detail': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.run()).id } }) },
  'POST /v1/workflows/runs/decide': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { runId: (await f.run('waiting')).id, decision: 'APPROVE', comment: 'Fine.' } }),
  },
  'GET /v1/workflows/runs/export': { kind: 'portal-scoped', request: async (f) => ({ query: { workflowId: (await f.workflow()).id } }) },
  'GET /v1/workflows/assignments': {
    kind: 'portal-scoped',
    request: async (f) => ({ query: { workflowId: (await f.workflow()).id } }),
  },
  'GET /v1/customer/users/workflows': { kind: 'portal-scoped', request: async (f) => ({ query: { id: (await f.customer('a1')).id } }) },
  'POST /v1/customer/users/assign-workflow': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { customerId: (await f.customer('a2')).id, workflowId: (await f.workflow()).id } }),
  },
  'POST /v1/customer/users/unassign-workflow': {
    kind: 'portal-scoped',
    request: async (f) => ({ body: { customerId: (await f.customer('a1')).id, workflowId: (await f.workflow()).id } }),
  },

  // Workflows (customer side, and visitors of PUBLIC ones)
  'GET /v1/customer/workflows/list': { kind: 'customer-scoped', others: 'own', request: () => ({}) },
  'POST /v1/customer/workflows/runs': {
    kind: 'customer-scoped',
    others: 'not-found',
    reason: 'The workflow is ASSIGNED to A1 alone.',
    request: async (f) => ({ body: { workflowId: (await f.workflow()).id } }),
  },
  'GET /v1/customer/workflows/runs': {
    kind: 'customer-scoped',
    others: 'not-found',
    request: async (f) => ({ query: { id: (await f.run()).id } }),
  },
  'POST /v1/customer/workflows/runs/advance': {
    kind: 'customer-scoped',
    others: 'not-found',
    request: async (f) => ({ body: { runId: (await f.run()).id, stepId: 'form', answers: { answer: 'Mine' } } }),
  },
  'GET /v1/public/workflows/list': {
    kind: 'public',
    reason: 'The PUBLIC, published workflows of a portal: what its published site offers every visitor.',
    request: (f) => ({ query: { portalSlug: f.portal.slug } }),
  },
  'POST /v1/public/workflows/runs': {
    kind: 'public',
    reason: 'Starts a PUBLIC workflow for a visitor, who keeps the emailed link; only PUBLIC, published ones; rate-limited per IP.',
    request: async (f) => ({
      body: { portalSlug: f.portal.slug, workflowId: (await f.workflow('PUBLIC')).id, email: `${f.unique('visitor')}@example.com` },
    }),
  },
  'GET /v1/public/workflows/runs': {
    kind: 'public',
    reason: 'The link’s token is the credential: random, stored hashed, known only to the visitor’s inbox.',
    request: async (f) => ({ query: { token: (await f.visitorRun()).token } }),
  },
  'POST /v1/public/workflows/runs/advance': {
    kind: 'public',
    reason: 'The link’s token is the credential, as for reading the run.',
    request: async (f) => ({ body: { token: (await f.visitorRun()).token, stepId: 'form', answers: { answer: 'Visitor' } } }),
  },
  ...ACCOUNT_REST,
  ...DATA_REST,
  ...TEAM_REST,
  ...PAGES_REST,
  ...VIEWS_REST,
  ...FILES_REST,
};

/** Keyed "Query.field" / "Mutation.field". */
export const GRAPHQL: Record<string, GraphqlEntry> = {
  'Mutation.register': {
    kind: 'public',
    reason: 'Creates an account: there is no caller yet. Rate-limited per IP.',
    document: 'mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }',
    variables: (f) => ({
      input: { email: `${f.unique('matrix')}@example.com`, password: 'correct horse battery', firstName: 'New', lastName: 'Builder' },
    }),
  },
  'Mutation.login': {
    kind: 'public',
    reason: 'Trades an email and password for a token; one answer for a wrong pair and an unknown email. Rate-limited.',
    document: 'mutation($input: LoginInput!) { login(input: $input) { token user { id } } }',
    variables: (f) => ({ input: { email: f.owner.email, password: f.owner.password } }),
  },
  'Mutation.logout': {
    kind: 'public',
    reason: 'Revokes only the token it is sent with; without one it does nothing.',
    document: 'mutation { logout }',
  },
  'Mutation.verifyEmail': {
    kind: 'public',
    reason: 'The emailed token is the credential: random, stored hashed, single use, expiring.',
    document: 'mutation($token: String!) { verifyEmail(token: $token) { id emailVerified } }',
    variables: async (f) => ({ token: await f.verificationToken() }),
  },
  'Query.usernameAvailability': {
    kind: 'public',
    reason: 'The sign-up form asks it: says only available or taken for one name, nothing about the account.',
    document: 'query($username: String!) { usernameAvailability(username: $username) { available reason } }',
    variables: (f) => ({ username: f.unique('free') }),
  },
  'Query.publicPortalInfo': {
    kind: 'public',
    reason: 'What the published portal shows anyone; the PublicPortal type has no id or workspace field.',
    document: 'query($slug: String!) { publicPortalInfo(slug: $slug) { name slug subDomain logoUrl theme { mode } basicInfo { title } } }',
    variables: (f) => ({ slug: f.portal.slug }),
  },

  'Query.me': { kind: 'builder-self', document: '{ me { id email firstName currentWorkspaceId profileImageUrl } }' },
  'Mutation.refreshSession': { kind: 'builder-self', document: 'mutation { refreshSession { id email } }' },
  'Mutation.resendVerificationEmail': { kind: 'builder-self', document: 'mutation { resendVerificationEmail }' },
  'Mutation.changeUsername': {
    kind: 'builder-self',
    document: 'mutation($username: String!) { changeUsername(username: $username) { id username } }',
    variables: (f) => ({ username: f.unique('user') }),
  },
  'Mutation.updateMe': { kind: 'builder-self', document: 'mutation { updateMe(input: { bio: "Changed by the matrix." }) { id bio } }' },
  'Query.pageVisits': { kind: 'builder-self', document: '{ pageVisits { page count lastVisitedAt } }' },
  'Mutation.recordPageVisit': { kind: 'builder-self', document: 'mutation { recordPageVisit(page: "/portals") { page count } }' },
  'Mutation.removeDisplayImage': { kind: 'builder-self', document: 'mutation { removeDisplayImage { id profileImageUrl } }' },
  'Query.workspaces': { kind: 'builder-self', document: '{ workspaces { id name role current } }' },
  'Mutation.changeWorkspace': {
    kind: 'workspace-scoped',
    document: 'mutation($id: ID!) { changeWorkspace(workspaceId: $id) { id name current } }',
    variables: (f) => ({ id: f.owner.workspaceId }),
  },
  'Query.portals': {
    kind: 'builder-self',
    document: `{ portals(first: 50) { edges { cursor node { ${PORTAL} } } pageInfo { hasNextPage endCursor } } }`,
  },
  'Mutation.createPortal': {
    kind: 'builder-self',
    team: { admin: 'allowed', member: 'forbidden' },
    document: `mutation($name: String!) { createPortal(input: { name: $name }) { ${PORTAL} } }`,
    variables: (f) => ({ name: f.unique('made') }),
  },

  'Query.portal': {
    kind: 'portal-scoped',
    document: `query($slug: String, $id: ID) { portal(slug: $slug, id: $id) { ${PORTAL} theme { mode } basicInfo { title } } }`,
    variables: (f) => [{ slug: f.portal.slug }, { id: f.portal.id }],
  },
  'Query.isSlugAvailable': {
    kind: 'portal-scoped',
    document: 'query($slug: String!, $portalId: ID) { isSlugAvailable(slug: $slug, portalId: $portalId) { available reason } }',
    variables: (f) => ({ slug: f.portal.slug, portalId: f.portal.id }),
  },
  'Query.isSubDomainAvailable': {
    kind: 'portal-scoped',
    document:
      'query($subDomain: String!, $portalId: ID) { isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) { available reason } }',
    variables: (f) => ({ subDomain: f.portal.subDomain, portalId: f.portal.id }),
  },
  'Mutation.updatePortal': {
    kind: 'portal-scoped',
    team: { admin: 'allowed', member: 'forbidden' },
    document: `mutation($input: UpdatePortalInput!) { updatePortal(input: $input) { ${PORTAL} } }`,
    variables: (f) => ({ input: { id: f.portal.id, name: 'Renamed by the matrix', slug: f.unique('renamed') } }),
  },
  'Mutation.deletePortal': {
    kind: 'portal-scoped',
    team: { admin: 'forbidden', member: 'forbidden' },
    document: `mutation($id: ID!) { deletePortal(id: $id) { ${PORTAL} } }`,
    variables: (f) => ({ id: f.portal.id }),
  },
  'Mutation.updatePortalSubDomain': {
    kind: 'portal-scoped',
    team: { admin: 'allowed', member: 'forbidden' },
    document: `mutation($portalId: ID!, $subDomain: String!) { updatePortalSubDomain(portalId: $portalId, subDomain: $subDomain) { ${PORTAL} } }`,
    variables: (f) => ({ portalId: f.portal.id, subDomain: f.unique('moved') }),
  },
  'Mutation.updatePortalTheme': {
    kind: 'portal-scoped',
    document: `mutation($portalId: ID!, $theme: PortalThemeInput!) { updatePortalTheme(portalId: $portalId, theme: $theme) { ${PORTAL} theme { mode } } }`,
    variables: (f) => ({ portalId: f.portal.id, theme }),
  },
  'Mutation.updatePortalBasicInfo': {
    kind: 'portal-scoped',
    document: `mutation($portalId: ID!, $basicInfo: PortalBasicInfoInput!) { updatePortalBasicInfo(portalId: $portalId, basicInfo: $basicInfo) { ${PORTAL} basicInfo { title } } }`,
    variables: (f) => ({ portalId: f.portal.id, basicInfo }),
  },
  'Query.portalEmailPreview': {
    kind: 'portal-scoped',
    document:
      'query($portalId: ID!) { portalEmailPreview(portalId: $portalId, template: TICKET_REPLY) { subject from replyTo html text } }',
    variables: (f) => ({ portalId: f.portal.id }),
  },
  'Mutation.removePortalLogo': {
    kind: 'portal-scoped',
    document: `mutation($portalId: ID!) { removePortalLogo(portalId: $portalId) { ${PORTAL} } }`,
    variables: (f) => ({ portalId: f.portal.id }),
  },

  'Query.collections': {
    kind: 'portal-scoped',
    document: `query($portalId: ID!) { collections(portalId: $portalId) { ${COLLECTION} } }`,
    variables: async (f) => {
      await f.collection();
      return { portalId: f.portal.id };
    },
  },
  'Query.collection': {
    kind: 'portal-scoped',
    document: `query($id: ID!) { collection(id: $id) { ${COLLECTION} } }`,
    variables: async (f) => ({ id: (await f.collection()).id }),
  },
  'Query.records': {
    kind: 'portal-scoped',
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
    kind: 'portal-scoped',
    document: 'query($id: ID!, $filter: [RecordFilterInput!]) { recordCount(collectionId: $id, filter: $filter) }',
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.id, filter: recordFilter(c).map((x) => ({ ...x, op: 'EQ' })) };
    },
  },
  'Query.record': {
    kind: 'portal-scoped',
    document: `query($id: ID!) { record(id: $id) { ${RECORD} } }`,
    variables: async (f) => ({ id: (await f.collection()).record.id }),
  },
  'Mutation.createCollection': {
    kind: 'portal-scoped',
    document: `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { ${COLLECTION} } }`,
    variables: (f) => ({
      input: { portalId: f.portal.id, name: f.unique('made'), fields: [{ label: 'Title', type: 'TEXT', required: true }] },
    }),
  },
  'Mutation.updateCollection': {
    kind: 'portal-scoped',
    document: `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION} } }`,
    variables: async (f) => {
      const c = await f.collection();
      return { input: { id: c.id, name: 'Renamed by the matrix', fields: changedFields(c) } };
    },
  },
  'Mutation.deleteCollection': {
    kind: 'portal-scoped',
    document: `mutation($id: ID!) { deleteCollection(id: $id) { ${COLLECTION} } }`,
    variables: async (f) => ({ id: (await f.collection()).id }),
  },
  'Mutation.createRecord': {
    kind: 'portal-scoped',
    document: `mutation($id: ID!, $data: JSONObject!) { createRecord(collectionId: $id, data: $data) { ${RECORD} } }`,
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.id, data: { [c.fields[0]!.key]: 'Made by the matrix', [c.fields[1]!.key]: `${f.unique('made')}@example.com` } };
    },
  },
  'Mutation.updateRecord': {
    kind: 'portal-scoped',
    document: `mutation($id: ID!, $data: JSONObject!) { updateRecord(id: $id, data: $data) { ${RECORD} } }`,
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.record.id, data: { [c.fields[0]!.key]: 'Changed by the matrix' } };
    },
  },
  'Mutation.deleteRecord': {
    kind: 'portal-scoped',
    document: `mutation($id: ID!) { deleteRecord(id: $id) { ${RECORD} } }`,
    variables: async (f) => ({ id: (await f.collection()).record.id }),
  },
  'Mutation.deleteRecords': {
    kind: 'portal-scoped',
    document: 'mutation($id: ID!, $ids: [ID!]!) { deleteRecords(collectionId: $id, ids: $ids) { deleted } }',
    variables: async (f) => {
      const c = await f.collection();
      return { id: c.id, ids: [c.record.id] };
    },
  },
  'Query.customers': {
    kind: 'portal-scoped',
    document: 'query($p: ID!) { customers(portalId: $p) { edges { node { id email } } } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.customer': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { customer(id: $id) { id email context } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Query.customerDeletionPreview': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { customerDeletionPreview(id: $id) { id ticketsDeleted } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Query.customerLoginConfig': {
    kind: 'portal-scoped',
    document: 'query($p: ID!) { customerLoginConfig(portalId: $p) { portalId selfSignup } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.customerRecords': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { customerRecords(id: $id) { recordId label } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Query.customerActivity': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { customerActivity(id: $id) { edges { node { type } } } }',
    variables: async (f) => ({ id: (await f.customer('a1')).id }),
  },
  'Mutation.inviteCustomer': {
    kind: 'portal-scoped',
    document: 'mutation($i: InviteCustomerInput!) { inviteCustomer(input: $i) { id } }',
    variables: (f) => ({ i: { portalId: f.portal.id, email: `${f.unique('invited')}@example.com`, name: 'N', sendInvite: false } }),
  },
  'Mutation.importCustomers': {
    kind: 'portal-scoped',
    document: 'mutation($i: ImportCustomersInput!) { importCustomers(input: $i) { created } }',
    variables: (f) => ({
      i: { portalId: f.portal.id, rows: [{ email: `${f.unique('imported')}@example.com` }], dryRun: false, sendInvites: false },
    }),
  },
  'Mutation.updateCustomer': {
    kind: 'portal-scoped',
    document: 'mutation($i: UpdateCustomerInput!) { updateCustomer(input: $i) { id name } }',
    variables: async (f) => ({ i: { id: (await f.customer('a1')).id, name: 'Renamed by the matrix' } }),
  },
  'Mutation.deleteCustomer': {
    kind: 'portal-scoped',
    document: 'mutation($i: CustomerIdInput!) { deleteCustomer(input: $i) { id } }',
    variables: async (f) => ({ i: { id: (await f.customer('a2')).id } }),
  },
  'Mutation.resendCustomerInvite': {
    kind: 'portal-scoped',
    document: 'mutation($i: CustomerIdInput!) { resendCustomerInvite(input: $i) { id } }',
    variables: async (f) => ({ i: { id: (await f.customer('a2')).id } }),
  },
  'Mutation.setCustomerStatus': {
    kind: 'portal-scoped',
    document: 'mutation($i: SetCustomerStatusInput!) { setCustomerStatus(input: $i) { id status } }',
    variables: async (f) => ({ i: { id: (await f.customer('a2')).id, status: 'BLOCKED' } }),
  },
  'Mutation.setCustomerContext': {
    kind: 'portal-scoped',
    document: 'mutation($i: SetCustomerContextInput!) { setCustomerContext(input: $i) { id context } }',
    variables: async (f) => ({ i: { id: (await f.customer('a1')).id, context: { plan: 'changed' } } }),
  },
  'Mutation.updateCustomerLoginConfig': {
    kind: 'portal-scoped',
    document: 'mutation($i: CustomerLoginConfigInput!) { updateCustomerLoginConfig(input: $i) { portalId } }',
    variables: (f) => ({ i: { portalId: f.portal.id, selfSignup: true, allowedEmailDomains: [], magicLinkTtlMinutes: 20 } }),
  },
  'Mutation.setCollectionCustomerAccess': {
    kind: 'portal-scoped',
    document: 'mutation($i: SetCollectionCustomerAccessInput!) { setCollectionCustomerAccess(input: $i) { id customerAccess { mode } } }',
    variables: async (f) => ({ i: { id: (await f.collection()).id, mode: 'NONE' } }),
  },
  'Query.tickets': {
    kind: 'portal-scoped',
    document: 'query($p: ID!) { tickets(portalId: $p) { edges { node { id subject } } } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.ticket': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { ticket(id: $id) { id subject messages { body } } }',
    variables: async (f) => ({ id: (await f.ticket()).id }),
  },
  'Query.ticketAssignees': {
    kind: 'portal-scoped',
    document: 'query($p: ID!) { ticketAssignees(portalId: $p) { id email } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.unreadTicketCount': {
    kind: 'portal-scoped',
    document: 'query($p: ID!) { unreadTicketCount(portalId: $p) }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Mutation.createTicket': {
    kind: 'portal-scoped',
    document: 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { id } }',
    variables: async (f) => ({
      i: { portalId: f.portal.id, customerId: (await f.customer('a1')).id, subject: 'From the team', body: 'Hi.' },
    }),
  },
  'Mutation.updateTicket': {
    kind: 'portal-scoped',
    document: 'mutation($i: UpdateTicketInput!) { updateTicket(input: $i) { id status } }',
    variables: async (f) => ({ i: { id: (await f.ticket()).id, status: 'RESOLVED' } }),
  },
  'Mutation.deleteTicket': {
    kind: 'portal-scoped',
    document: 'mutation($i: TicketIdInput!) { deleteTicket(input: $i) }',
    variables: async (f) => ({ i: { id: (await f.ticket()).id } }),
  },
  'Mutation.replyToTicket': {
    kind: 'portal-scoped',
    document: 'mutation($i: ReplyToTicketInput!) { replyToTicket(input: $i) { id } }',
    variables: async (f) => ({ i: { ticketId: (await f.ticket()).id, body: 'An internal note.', internal: true } }),
  },
  'Query.workflows': {
    kind: 'portal-scoped',
    document: 'query($p: ID!) { workflows(portalId: $p) { id name } }',
    variables: (f) => ({ p: f.portal.id }),
  },
  'Query.workflow': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { workflow(id: $id) { id name graph { nodes { id name } } } }',
    variables: async (f) => ({ id: (await f.workflow()).id }),
  },
  'Query.workflowRuns': {
    kind: 'portal-scoped',
    document: 'query($w: ID!) { workflowRuns(workflowId: $w) { edges { node { id status } } } }',
    variables: async (f) => ({ w: (await f.workflow()).id }),
  },
  'Query.workflowRun': {
    kind: 'portal-scoped',
    document: 'query($id: ID!) { workflowRun(id: $id) { id status steps { id answer } } }',
    variables: async (f) => ({ id: (await f.run()).id }),
  },
  'Query.workflowAssignments': {
    kind: 'portal-scoped',
    document: 'query($w: ID!) { workflowAssignments(workflowId: $w) { customerId email } }',
    variables: async (f) => ({ w: (await f.workflow()).id }),
  },
  'Query.customerWorkflowAssignments': {
    kind: 'portal-scoped',
    document: 'query($c: ID!) { customerWorkflowAssignments(customerId: $c) { workflowId name } }',
    variables: async (f) => ({ c: (await f.customer('a1')).id }),
  },
  'Mutation.createWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: CreateWorkflowInput!) { createWorkflow(input: $i) { id } }',
    variables: (f) => ({ i: { portalId: f.portal.id, name: f.unique('workflow') } }),
  },
  'Mutation.updateWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: UpdateWorkflowInput!) { updateWorkflow(input: $i) { id name } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, name: 'Renamed by the matrix' } }),
  },
  'Mutation.deleteWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: WorkflowIdInput!) { deleteWorkflow(input: $i) { id runsDeleted } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id } }),
  },
  'Mutation.changeWorkflowSlug': {
    kind: 'portal-scoped',
    document: 'mutation($i: ChangeWorkflowSlugInput!) { changeWorkflowSlug(input: $i) { id slug } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, slug: f.unique('slug') } }),
  },
  'Mutation.changeWorkflowAccessType': {
    kind: 'portal-scoped',
    document: 'mutation($i: ChangeWorkflowAccessTypeInput!) { changeWorkflowAccessType(input: $i) { id accessType } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, accessType: 'CUSTOMERS' } }),
  },
  'Mutation.publishWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: PublishWorkflowInput!) { publishWorkflow(input: $i) { id published } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id, published: false } }),
  },
  'Mutation.duplicateWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: WorkflowIdInput!) { duplicateWorkflow(input: $i) { id name } }',
    variables: async (f) => ({ i: { id: (await f.workflow()).id } }),
  },
  'Mutation.renameWorkflowStep': {
    kind: 'portal-scoped',
    document: 'mutation($i: RenameWorkflowStepInput!) { renameWorkflowStep(input: $i) { id } }',
    variables: async (f) => ({ i: { workflowId: (await f.workflow()).id, stepId: 'form', name: 'Renamed' } }),
  },
  'Mutation.decideWorkflowRun': {
    kind: 'portal-scoped',
    document: 'mutation($i: DecideWorkflowRunInput!) { decideWorkflowRun(input: $i) { id status } }',
    variables: async (f) => ({ i: { runId: (await f.run('waiting')).id, decision: 'APPROVE', comment: 'Fine.' } }),
  },
  'Mutation.assignWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: WorkflowAssignmentInput!) { assignWorkflow(input: $i) { id } }',
    variables: async (f) => ({ i: { customerId: (await f.customer('a2')).id, workflowId: (await f.workflow()).id } }),
  },
  'Mutation.unassignWorkflow': {
    kind: 'portal-scoped',
    document: 'mutation($i: WorkflowAssignmentInput!) { unassignWorkflow(input: $i) { id } }',
    variables: async (f) => ({ i: { customerId: (await f.customer('a1')).id, workflowId: (await f.workflow()).id } }),
  },
  'Query.myWorkflows': { kind: 'customer-scoped', others: 'own', document: '{ myWorkflows { id name run { id status } } }' },
  'Query.myWorkflowRun': {
    kind: 'customer-scoped',
    others: 'not-found',
    document: 'query($id: ID!) { myWorkflowRun(id: $id) { id status steps { id answer } } }',
    variables: async (f) => ({ id: (await f.run()).id }),
  },
  'Mutation.startMyWorkflowRun': {
    kind: 'customer-scoped',
    others: 'not-found',
    reason: 'The workflow is ASSIGNED to A1 alone.',
    document: 'mutation($i: StartMyWorkflowRunInput!) { startMyWorkflowRun(input: $i) { id status } }',
    variables: async (f) => ({ i: { workflowId: (await f.workflow()).id } }),
  },
  'Mutation.advanceMyWorkflowRun': {
    kind: 'customer-scoped',
    others: 'not-found',
    document: 'mutation($i: AdvanceMyWorkflowRunInput!) { advanceMyWorkflowRun(input: $i) { id status } }',
    variables: async (f) => ({ i: { runId: (await f.run()).id, stepId: 'form', answers: { answer: 'Mine' } } }),
  },
  ...ACCOUNT_GRAPHQL,
  ...DATA_GRAPHQL,
  ...TEAM_GRAPHQL,
  ...PAGES_GRAPHQL,
  ...VIEWS_GRAPHQL,
  ...FILES_GRAPHQL,
};
