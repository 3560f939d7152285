/// <reference types="vite/client" />
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FIELDS, databaseUser, RECORD_FIELDS } from '../helpers/database.js';
import { both, pageOf, type ParityCase } from '../helpers/parity.js';
import { signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { operations as declared } from '../../server/modules/index.js';

/**
 * Every operation that has a REST and a GraphQL twin, run over both with one case and compared
 * (tests/helpers/parity.ts): the same answer, or the same error with the same message and fields.
 * The null rule is here too: null where a field may not be null is refused by both APIs alike,
 * null where it means "clear" is taken by both, and an omitted field changes nothing in either.
 */

let t: TestApp;
/** A builder with a portal holding a collection of three records, read by the list cases. */
let reader: Awaited<ReturnType<typeof databaseUser>>;
let people: { id: string };
/** A builder whose workspace the write cases change. */
let writer: Awaited<ReturnType<typeof databaseUser>>;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });
  reader = await databaseUser(t);
  writer = await databaseUser(t);
  people = await reader.collection(FIELDS, 'People');
  for (const [name, email, notes] of [
    ['Ada', 'ada@example.com', 'First'],
    ['Grace', 'grace@example.com', null],
    ['Alan', 'alan@example.com', 'Third'],
  ]) {
    await reader.record(people.id, { name, email, ...(notes ? { notes } : {}) });
  }
  for (const name of ['Parity One', 'Parity Two', 'Parity Three'])
    await t.rest('POST', '/v1/portal', { token: reader.token, body: { name } });
});
afterAll(() => t.close());

const FIELDS = [
  { label: 'Name', type: 'TEXT', required: true },
  { label: 'Email', type: 'EMAIL', unique: true },
  { label: 'Notes', type: 'LONG_TEXT' },
];
const USER = 'id email firstName lastName username timezone profileImageUrl bio emailVerified googleLinked currentWorkspaceId createdAt';
const PORTAL =
  'id workspaceId name slug subDomain subDomainUrl logoUrl theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail } createdAt updatedAt';
const theme = { primaryColor: '#111827', accentColor: '#22c55e', mode: 'DARK', font: 'SERIF', radius: 'SM' };

/** A fresh builder whose email holds the run's tag (masked in the comparison). */
const builder = async (tag: string) => t.signUp({ email: `${tag}@example.com` });
/** A fresh portal of the writer's. */
const portalOf = async (tag: string) =>
  (await t.rest('POST', '/v1/portal', { token: writer.token, body: { name: `Parity ${tag}` } })).body.data;
/** A fresh collection of the writer's, with one record. */
async function collectionOf(tag: string) {
  const c = await writer.collection(FIELDS, `Parity ${tag}`);
  const r = await writer.record(c.id, { name: 'Ada', email: `${tag}@example.com`, notes: 'Met at the fair' });
  return { c, r };
}

const CUSTOMER = 'id portalId email name status context lastLoginAt createdAt updatedAt ticketCount';
const TICKET =
  'id portalId number subject status priority customer { id name email } assignee { id name email } unread messageCount lastMessageAt createdAt updatedAt';
const TICKET_DETAIL = `${TICKET} messages { id ticketId authorType authorName internal body attachments { id url name size contentType } createdAt } allowedTransitions`;
/** A fresh customer of the writer's portal, or of the one given (not emailed). */
async function customerOf(tag: string, portalId = writer.portalId) {
  const res = await t.rest('POST', '/v1/customer/users', {
    token: writer.token,
    body: { portalId, email: `${tag}@example.com`, name: 'Cleo', sendInvite: false },
  });
  return res.body.data as { id: string; portalId: string; email: string };
}
/** A customer of a fresh portal (so its tickets are numbered from #1 on both runs). */
const freshPortalCustomer = async (tag: string) => customerOf(tag, (await portalOf(tag)).id);
/** A fresh customer with a ticket the writer opened for them, in a portal of their own. */
async function ticketOf(tag: string) {
  const customer = await freshPortalCustomer(tag);
  const res = await t.rest('POST', '/v1/tickets', {
    token: writer.token,
    body: { portalId: customer.portalId, customerId: customer.id, subject: 'Printer', body: 'It is on fire.' },
  });
  return { customer, ticket: res.body.data as { id: string } };
}

const WORKFLOW =
  'id portalId name slug accessType allowRepeat published publishedVersion publishedAt changedSincePublish revision stepCount runsInProgress runsCompleted awaitingApproval createdAt updatedAt';
const WORKFLOW_DETAIL = `${WORKFLOW} graph { nodes { id type name config position { x y } } edges { from to branch } } problems { nodeId message }`;
const RUN =
  'id workflowId workflowName version status customer { id name email } visitorEmail currentStep { id name type content } steps { id name type answer questions { key label type value } at } lastDecision { stepName decision comment decidedBy at } repeatable createdAt updatedAt completedAt';
const FLOW = {
  nodes: [
    {
      id: 'form',
      type: 'FORM',
      name: 'Form',
      config: { fields: [{ key: 'answer', label: 'Answer', type: 'TEXT', required: true }] },
      position: { x: 0, y: 0 },
    },
    { id: 'approve', type: 'APPROVAL', name: 'Approval', config: { instructions: 'Check it.' } },
  ],
  edges: [{ from: 'form', to: 'approve' }],
};
/** A workflow of a fresh portal of the writer's (PUBLIC; published when asked). */
async function workflowOf(tag: string, published = false) {
  const portal = await portalOf(tag);
  const res = await t.rest('POST', '/v1/workflows', {
    token: writer.token,
    body: { portalId: portal.id, name: `Flow ${tag}`, accessType: 'PUBLIC', graph: FLOW },
  });
  if (published) await t.rest('POST', '/v1/workflows/publish', { token: writer.token, body: { id: res.body.data.id, published: true } });
  return { ...(res.body.data as { id: string; revision: number; slug: string }), portal };
}
/** A signed-in customer of a fresh portal with a published workflow open to every customer. */
async function customerWithWorkflow(tag: string) {
  const portal = await portalOf(tag);
  const res = await t.rest('POST', '/v1/workflows', {
    token: writer.token,
    body: { portalId: portal.id, name: `Flow ${tag}`, accessType: 'CUSTOMERS', graph: FLOW },
  });
  await t.rest('POST', '/v1/workflows/publish', { token: writer.token, body: { id: res.body.data.id, published: true } });
  const customer = await signInCustomer(t, writer.token, portal.id, `${tag}@example.com`);
  return { workflowId: res.body.data.id as string, token: customer.token };
}
/** The same, with the customer's run started (at its form). */
async function customerRunOf(tag: string) {
  const s = await customerWithWorkflow(tag);
  const run = await t.rest('POST', '/v1/customer/workflows/runs', { token: s.token, body: { workflowId: s.workflowId } });
  return { ...s, runId: run.body.data.id as string };
}
/** A visitor's run of a published workflow, answered to its approval (WAITING). */
async function waitingRunOf(tag: string) {
  const wf = await workflowOf(tag, true);
  const started = await t.rest('POST', '/v1/public/workflows/runs', {
    body: { portalSlug: wf.portal.slug, workflowId: wf.id, email: `${tag}@example.com` },
  });
  await t.rest('POST', '/v1/public/workflows/runs/advance', {
    body: { token: started.body.data.resumeToken, stepId: 'form', answers: { answer: 'Yes' } },
  });
  return { wf, run: started.body.data.run as { id: string } };
}

type Case = ParityCase<any>;
const cases: Case[] = [
  // Auth
  {
    name: 'register',
    expect: 'ok',
    rest: (_s, tag) => ({
      method: 'POST',
      url: '/v1/auth/register',
      body: { email: `${tag}@example.com`, password: 'correct horse battery', firstName: 'Ada', lastName: 'Byron' },
    }),
    graphql: (_s, tag) => ({
      document: `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER} } } }`,
      variables: { input: { email: `${tag}@example.com`, password: 'correct horse battery', firstName: 'Ada', lastName: 'Byron' } },
    }),
  },
  {
    name: 'register: a malformed email and a short password',
    expect: 'BAD_USER_INPUT',
    details: { email: /valid email/, password: /at least 8/ },
    rest: () => ({
      method: 'POST',
      url: '/v1/auth/register',
      body: { email: 'nope', password: 'short', firstName: 'Ada', lastName: 'Byron' },
    }),
    graphql: () => ({
      document: 'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      variables: { input: { email: 'nope', password: 'short', firstName: 'Ada', lastName: 'Byron' } },
    }),
  },
  {
    name: 'login',
    expect: 'ok',
    setup: (tag) => builder(tag),
    rest: (s) => ({ method: 'POST', url: '/v1/auth/login', body: { email: s.email, password: s.password } }),
    graphql: (s) => ({
      document: `mutation($input: LoginInput!) { login(input: $input) { token user { ${USER} } } }`,
      variables: { input: { email: s.email, password: s.password } },
    }),
  },
  {
    name: 'login: a wrong password',
    expect: 'UNAUTHENTICATED',
    setup: (tag) => builder(tag),
    rest: (s) => ({ method: 'POST', url: '/v1/auth/login', body: { email: s.email, password: 'not the password' } }),
    graphql: (s) => ({
      document: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email: s.email, password: 'not the password' } },
    }),
  },
  {
    name: 'logout',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'POST', url: '/v1/auth/logout' }),
    graphql: () => ({ document: 'mutation { logout }' }),
  },
  {
    name: 'refreshSession',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'GET', url: '/v1/auth/session', query: { refresh: 'true' } }),
    graphql: () => ({ document: `mutation { refreshSession { ${USER} } }` }),
  },
  {
    name: 'refreshSession: signed out',
    expect: 'UNAUTHENTICATED',
    rest: () => ({ method: 'GET', url: '/v1/auth/session', query: { refresh: 'true' } }),
    graphql: () => ({ document: 'mutation { refreshSession { id } }' }),
  },
  {
    name: 'verifyEmail: a token too short to be one',
    expect: 'BAD_USER_INPUT',
    details: { token: /incomplete/ },
    rest: () => ({ method: 'POST', url: '/v1/auth/verify/email', body: { token: 'abc' } }),
    graphql: () => ({
      document: 'mutation($token: String!) { verifyEmail(input: { token: $token }) { id } }',
      variables: { token: 'abc' },
    }),
  },
  {
    name: 'resendVerificationEmail',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'POST', url: '/v1/auth/verify/email/resend' }),
    graphql: () => ({ document: 'mutation { resendVerificationEmail }' }),
  },

  // The builder
  {
    name: 'me',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'GET', url: '/v1/user/me' }),
    graphql: () => ({ document: `{ me { ${USER} } }` }),
  },
  {
    name: 'updateMe',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'PATCH', url: '/v1/user/me', body: { bio: 'Writes the parity tests.', timezone: 'Europe/Paris' } }),
    graphql: () => ({
      document: `mutation($input: UpdateMeInput!) { updateMe(input: $input) { ${USER} } }`,
      variables: { input: { bio: 'Writes the parity tests.', timezone: 'Europe/Paris' } },
    }),
  },
  {
    name: 'updateMe: firstName null is refused, not ignored',
    expect: 'BAD_USER_INPUT',
    details: { firstName: /enter your first name/i },
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'PATCH', url: '/v1/user/me', body: { firstName: null } }),
    graphql: () => ({
      document: 'mutation($input: UpdateMeInput!) { updateMe(input: $input) { id } }',
      variables: { input: { firstName: null } },
    }),
  },
  {
    name: 'usernameAvailability',
    expect: 'ok',
    rest: (_s, tag) => ({ method: 'GET', url: '/v1/auth/check/username', query: { username: tag } }),
    graphql: (_s, tag) => ({
      document: 'query($u: String!) { usernameAvailability(username: $u) { available reason } }',
      variables: { u: tag },
    }),
  },
  {
    name: 'changeUsername',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: (_s, tag) => ({ method: 'POST', url: '/v1/auth/change/username', body: { username: tag } }),
    graphql: (_s, tag) => ({
      document: `mutation($u: String!) { changeUsername(input: { username: $u }) { ${USER} } }`,
      variables: { u: tag },
    }),
  },
  {
    name: 'changeUsername: not a username',
    expect: 'BAD_USER_INPUT',
    details: { username: /starts with a letter/ },
    token: () => writer.token,
    rest: () => ({ method: 'POST', url: '/v1/auth/change/username', body: { username: '1-bad name' } }),
    graphql: () => ({ document: 'mutation { changeUsername(input: { username: "1-bad name" }) { id } }' }),
  },
  {
    name: 'recordPageVisit',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'POST', url: '/v1/user/me/metadata/visits', body: { page: '/portals' } }),
    graphql: () => ({ document: 'mutation { recordPageVisit(input: { page: "/portals" }) { page count lastVisitedAt } }' }),
  },
  {
    name: 'pageVisits',
    expect: 'ok',
    setup: async (tag) => {
      const b = await builder(tag);
      await t.rest('POST', '/v1/user/me/metadata/visits', { token: b.token, body: { page: '/settings' } });
      return b;
    },
    token: (s) => s.token,
    rest: () => ({ method: 'GET', url: '/v1/user/me/metadata/visits' }),
    graphql: () => ({ document: '{ pageVisits { page count lastVisitedAt } }' }),
  },
  {
    name: 'removeDisplayImage',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'DELETE', url: '/v1/user/me/displayImage' }),
    graphql: () => ({ document: `mutation { removeDisplayImage { ${USER} } }` }),
  },

  // Workspaces
  {
    name: 'workspaces',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: () => ({ method: 'GET', url: '/v1/workspace/list' }),
    graphql: () => ({ document: '{ workspaces { id name role current } }' }),
  },
  {
    name: 'changeWorkspace',
    expect: 'ok',
    setup: (tag) => builder(tag),
    token: (s) => s.token,
    rest: (s) => ({ method: 'POST', url: '/v1/workspace/change', body: { workspaceId: s.user.currentWorkspaceId } }),
    graphql: (s) => ({
      document: 'mutation($id: ID!) { changeWorkspace(input: { workspaceId: $id }) { id name role current } }',
      variables: { id: s.user.currentWorkspaceId },
    }),
  },
  {
    name: 'changeWorkspace: one the builder is not in',
    expect: 'NOT_FOUND',
    token: () => writer.token,
    rest: () => ({ method: 'POST', url: '/v1/workspace/change', body: { workspaceId: randomUUID() } }),
    graphql: () => ({
      document: 'mutation($id: ID!) { changeWorkspace(input: { workspaceId: $id }) { id } }',
      variables: { id: randomUUID() },
    }),
  },

  // Portals
  {
    name: 'portals: the first page',
    expect: 'ok',
    token: () => reader.token,
    rest: () => ({ method: 'GET', url: '/v1/portal/list', query: { limit: '2' } }),
    graphql: () => ({ document: `{ portals(first: 2) { edges { cursor node { ${PORTAL} } } pageInfo { hasNextPage endCursor } } }` }),
    map: pageOf,
  },
  {
    name: 'portals: first 0',
    expect: 'BAD_USER_INPUT',
    details: { limit: /at least 1/ },
    detailKeys: { limit: 'first' },
    token: () => reader.token,
    rest: () => ({ method: 'GET', url: '/v1/portal/list', query: { limit: '0' } }),
    graphql: () => ({ document: '{ portals(first: 0) { edges { node { id } } } }' }),
  },
  {
    name: 'portal by slug (GraphQL: id sent as null, REST: id left out)',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'GET', url: '/v1/portal', query: { slug: p.slug } }),
    graphql: (p) => ({
      document: `query($slug: String, $id: ID) { portal(slug: $slug, id: $id) { ${PORTAL} } }`,
      variables: { slug: p.slug, id: null },
    }),
  },
  {
    name: 'portal: another builder’s',
    expect: 'NOT_FOUND',
    token: () => writer.token,
    rest: () => ({ method: 'GET', url: '/v1/portal', query: { id: reader.portalId } }),
    graphql: () => ({ document: 'query($id: ID) { portal(id: $id) { id } }', variables: { id: reader.portalId } }),
  },
  {
    name: 'isSubDomainAvailable',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'GET', url: '/v1/portal/isSubDomainAvailable', query: { subDomain: p.subDomain, portalId: p.id } }),
    graphql: (p) => ({
      document: 'query($s: String!, $p: ID) { isSubDomainAvailable(subDomain: $s, portalId: $p) { available reason } }',
      variables: { s: p.subDomain, p: p.id },
    }),
  },
  {
    name: 'portalEmailPreview',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'GET', url: '/v1/portal/email-preview', query: { portalId: p.id, template: 'WORKFLOW_ASSIGNED' } }),
    graphql: (p) => ({
      document:
        'query($p: ID!) { portalEmailPreview(portalId: $p, template: WORKFLOW_ASSIGNED) { template label subject from fromAddress replyTo html text } }',
      variables: { p: p.id },
    }),
  },
  {
    name: 'isSlugAvailable: taken by another portal',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: () => ({ method: 'GET', url: '/v1/portal/isSlugAvailable', query: { slug: 'parity-one' } }),
    graphql: () => ({ document: 'query { isSlugAvailable(slug: "parity-one") { available reason } }' }),
  },
  {
    name: 'publicPortalInfo (signed out)',
    expect: 'ok',
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'GET', url: '/v1/public/portal/info/slug', query: { slug: p.slug } }),
    graphql: (p) => ({
      document:
        'query($slug: String!) { publicPortalInfo(slug: $slug) { name slug subDomain logoUrl theme { primaryColor accentColor mode font radius } basicInfo { title description supportEmail } } }',
      variables: { slug: p.slug },
    }),
  },
  {
    name: 'createPortal',
    expect: 'ok',
    token: () => writer.token,
    rest: (_s, tag) => ({ method: 'POST', url: '/v1/portal', body: { name: `Parity ${tag}` } }),
    graphql: (_s, tag) => ({
      document: `mutation($input: CreatePortalInput!) { createPortal(input: $input) { ${PORTAL} } }`,
      variables: { input: { name: `Parity ${tag}` } },
    }),
  },
  {
    name: 'createPortal: slug null is refused, not derived',
    expect: 'BAD_USER_INPUT',
    details: { slug: /./ },
    token: () => writer.token,
    rest: (_s, tag) => ({ method: 'POST', url: '/v1/portal', body: { name: `Parity ${tag}`, slug: null } }),
    graphql: (_s, tag) => ({
      document: 'mutation($input: CreatePortalInput!) { createPortal(input: $input) { id } }',
      variables: { input: { name: `Parity ${tag}`, slug: null } },
    }),
  },
  {
    name: 'createPortal: an empty name',
    expect: 'BAD_USER_INPUT',
    details: { name: /name for the portal/ },
    token: () => writer.token,
    rest: () => ({ method: 'POST', url: '/v1/portal', body: { name: '  ' } }),
    graphql: () => ({ document: 'mutation { createPortal(input: { name: "  " }) { id } }' }),
  },
  {
    name: 'updatePortal: a new name, slug left out (unchanged)',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p, tag) => ({ method: 'PATCH', url: '/v1/portal', body: { id: p.id, name: `Renamed ${tag}` } }),
    graphql: (p, tag) => ({
      document: `mutation($input: UpdatePortalInput!) { updatePortal(input: $input) { ${PORTAL} } }`,
      variables: { input: { id: p.id, name: `Renamed ${tag}` } },
    }),
  },
  {
    name: 'updatePortal: name null is refused, not ignored',
    expect: 'BAD_USER_INPUT',
    details: { name: /enter a name/ },
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'PATCH', url: '/v1/portal', body: { id: p.id, name: null } }),
    graphql: (p) => ({
      document: 'mutation($input: UpdatePortalInput!) { updatePortal(input: $input) { id } }',
      variables: { input: { id: p.id, name: null } },
    }),
  },
  {
    name: 'deletePortal',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'DELETE', url: '/v1/portal', query: { id: p.id } }),
    graphql: (p) => ({ document: `mutation($id: ID!) { deletePortal(input: { id: $id }) { ${PORTAL} } }`, variables: { id: p.id } }),
  },
  {
    name: 'deletePortal: not an id',
    expect: 'BAD_USER_INPUT',
    details: { id: /not valid/ },
    token: () => writer.token,
    rest: () => ({ method: 'DELETE', url: '/v1/portal', query: { id: 'nope' } }),
    graphql: () => ({ document: 'mutation { deletePortal(input: { id: "nope" }) { id } }' }),
  },
  {
    name: 'updatePortalSubDomain',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p, tag) => ({ method: 'POST', url: '/v1/portal/update-subDomain', body: { portalId: p.id, subDomain: `moved-${tag}` } }),
    graphql: (p, tag) => ({
      document: `mutation($p: ID!, $s: String!) { updatePortalSubDomain(input: { portalId: $p, subDomain: $s }) { ${PORTAL} } }`,
      variables: { p: p.id, s: `moved-${tag}` },
    }),
  },
  {
    name: 'updatePortalTheme',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'PUT', url: '/v1/portal/theme', body: { portalId: p.id, theme } }),
    graphql: (p) => ({
      document: `mutation($p: ID!, $theme: PortalThemeInput!) { updatePortalTheme(input: { portalId: $p, theme: $theme }) { ${PORTAL} } }`,
      variables: { p: p.id, theme },
    }),
  },
  {
    name: 'updatePortalTheme: not a colour',
    expect: 'BAD_USER_INPUT',
    details: { 'theme.primaryColor': /colour like/ },
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'PUT', url: '/v1/portal/theme', body: { portalId: p.id, theme: { ...theme, primaryColor: 'red' } } }),
    graphql: (p) => ({
      document: 'mutation($p: ID!, $theme: PortalThemeInput!) { updatePortalTheme(input: { portalId: $p, theme: $theme }) { id } }',
      variables: { p: p.id, theme: { ...theme, primaryColor: 'red' } },
    }),
  },
  {
    name: 'updatePortalBasicInfo: supportEmail null (allowed: no support address)',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({
      method: 'PUT',
      url: '/v1/portal/basic-info',
      body: { portalId: p.id, basicInfo: { title: 'Welcome', description: 'Our portal.', supportEmail: null } },
    }),
    graphql: (p) => ({
      document: `mutation($p: ID!, $b: PortalBasicInfoInput!) { updatePortalBasicInfo(input: { portalId: $p, basicInfo: $b }) { ${PORTAL} } }`,
      variables: { p: p.id, b: { title: 'Welcome', description: 'Our portal.', supportEmail: null } },
    }),
  },
  {
    name: 'updatePortalBasicInfo: supportEmail left out',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({
      method: 'PUT',
      url: '/v1/portal/basic-info',
      body: { portalId: p.id, basicInfo: { title: 'Welcome', description: 'Our portal.' } },
    }),
    graphql: (p) => ({
      document: `mutation($p: ID!, $b: PortalBasicInfoInput!) { updatePortalBasicInfo(input: { portalId: $p, basicInfo: $b }) { ${PORTAL} } }`,
      variables: { p: p.id, b: { title: 'Welcome', description: 'Our portal.' } },
    }),
  },
  {
    name: 'removePortalLogo',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'DELETE', url: '/v1/portal/logo', query: { portalId: p.id } }),
    graphql: (p) => ({ document: `mutation($p: ID!) { removePortalLogo(input: { portalId: $p }) { ${PORTAL} } }`, variables: { p: p.id } }),
  },

  // Collections
  {
    name: 'collections',
    expect: 'ok',
    token: () => reader.token,
    rest: () => ({ method: 'GET', url: '/v1/database/list', query: { portalId: reader.portalId } }),
    graphql: () => ({
      document: `query($p: ID!) { collections(portalId: $p) { ${COLLECTION_FIELDS} } }`,
      variables: { p: reader.portalId },
    }),
  },
  {
    name: 'collection',
    expect: 'ok',
    token: () => reader.token,
    rest: () => ({ method: 'GET', url: '/v1/database', query: { id: people.id } }),
    graphql: () => ({ document: `query($id: ID!) { collection(id: $id) { ${COLLECTION_FIELDS} } }`, variables: { id: people.id } }),
  },
  {
    name: 'collection: another builder’s',
    expect: 'NOT_FOUND',
    token: () => writer.token,
    rest: () => ({ method: 'GET', url: '/v1/database', query: { id: people.id } }),
    graphql: () => ({ document: 'query($id: ID!) { collection(id: $id) { id } }', variables: { id: people.id } }),
  },
  {
    name: 'createCollection',
    expect: 'ok',
    token: () => writer.token,
    rest: (_s, tag) => ({
      method: 'POST',
      url: '/v1/database',
      body: { portalId: writer.portalId, name: `Parity ${tag}`, fields: FIELDS },
    }),
    graphql: (_s, tag) => ({
      document: `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { ${COLLECTION_FIELDS} } }`,
      variables: { input: { portalId: writer.portalId, name: `Parity ${tag}`, fields: FIELDS } },
    }),
  },
  {
    name: 'createCollection: a unique BOOLEAN',
    expect: 'BAD_USER_INPUT',
    details: { 'fields.0.unique': /./ },
    token: () => writer.token,
    rest: () => ({
      method: 'POST',
      url: '/v1/database',
      body: { portalId: writer.portalId, name: 'Bad', fields: [{ label: 'Active', type: 'BOOLEAN', unique: true }] },
    }),
    graphql: () => ({
      document: 'mutation($input: CreateCollectionInput!) { createCollection(input: $input) { id } }',
      variables: { input: { portalId: writer.portalId, name: 'Bad', fields: [{ label: 'Active', type: 'BOOLEAN', unique: true }] } },
    }),
  },
  {
    name: 'updateCollection: a new name, fields left out (unchanged)',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }, tag) => ({ method: 'PATCH', url: '/v1/database', body: { id: c.id, name: `Renamed ${tag}` } }),
    graphql: ({ c }, tag) => ({
      document: `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION_FIELDS} } }`,
      variables: { input: { id: c.id, name: `Renamed ${tag}` } },
    }),
  },
  {
    name: 'updateCollection: name null is refused, not ignored',
    expect: 'BAD_USER_INPUT',
    details: { name: /./ },
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'PATCH', url: '/v1/database', body: { id: c.id, name: null } }),
    graphql: ({ c }) => ({
      document: 'mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }',
      variables: { input: { id: c.id, name: null } },
    }),
  },
  {
    name: 'updateCollection: fields null is refused, not ignored',
    expect: 'BAD_USER_INPUT',
    details: { fields: /./ },
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'PATCH', url: '/v1/database', body: { id: c.id, fields: null } }),
    graphql: ({ c }) => ({
      document: 'mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }',
      variables: { input: { id: c.id, fields: null } },
    }),
  },
  {
    name: 'updateCollection: read before someone else changed it',
    expect: 'CONFLICT',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'PATCH', url: '/v1/database', body: { id: c.id, name: 'Late', ifUpdatedAt: '2020-01-01T00:00:00.000Z' } }),
    graphql: ({ c }) => ({
      document: 'mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }',
      variables: { input: { id: c.id, name: 'Late', ifUpdatedAt: '2020-01-01T00:00:00.000Z' } },
    }),
  },
  {
    name: 'deleteCollection',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'DELETE', url: '/v1/database', query: { id: c.id } }),
    graphql: ({ c }) => ({
      document: `mutation($id: ID!) { deleteCollection(input: { id: $id }) { ${COLLECTION_FIELDS} } }`,
      variables: { id: c.id },
    }),
  },

  // Records
  {
    name: 'records: filtered, sorted, first 2',
    expect: 'ok',
    token: () => reader.token,
    rest: () => ({
      method: 'GET',
      url: '/v1/database/records',
      query: { collectionId: people.id, limit: '2', sort: 'name:desc', filter: JSON.stringify([{ field: 'email', op: 'is_not_empty' }]) },
    }),
    graphql: () => ({
      document: `query($id: ID!) { records(collectionId: $id, first: 2, sort: {field: "name", direction: DESC}, filter: [{field: "email", op: IS_NOT_EMPTY}]) { edges { cursor node { ${RECORD_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
      variables: { id: people.id },
    }),
    map: pageOf,
  },
  {
    name: 'records: filter and sort null are "none", as when left out of the query string',
    expect: 'ok',
    token: () => reader.token,
    rest: () => ({ method: 'GET', url: '/v1/database/records', query: { collectionId: people.id } }),
    graphql: () => ({
      document: `query($id: ID!) { records(collectionId: $id, filter: null, sort: null, first: null, after: null) { edges { node { ${RECORD_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
      variables: { id: people.id },
    }),
    map: pageOf,
  },
  {
    name: 'records: sort by a field that is not there',
    expect: 'BAD_USER_INPUT',
    details: { sort: /not a field/ },
    token: () => reader.token,
    rest: () => ({ method: 'GET', url: '/v1/database/records', query: { collectionId: people.id, sort: 'nope:asc' } }),
    graphql: () => ({
      document: 'query($id: ID!) { records(collectionId: $id, sort: {field: "nope"}) { edges { node { id } } } }',
      variables: { id: people.id },
    }),
  },
  {
    name: 'records: signed out',
    expect: 'UNAUTHENTICATED',
    rest: () => ({ method: 'GET', url: '/v1/database/records', query: { collectionId: people.id } }),
    graphql: () => ({ document: 'query($id: ID!) { records(collectionId: $id) { edges { node { id } } } }', variables: { id: people.id } }),
  },
  {
    name: 'recordCount',
    expect: 'ok',
    token: () => reader.token,
    rest: () => ({
      method: 'GET',
      url: '/v1/database/records/count',
      query: { collectionId: people.id, filter: JSON.stringify([{ field: 'notes', op: 'is_empty', value: null }]) },
    }),
    graphql: () => ({
      document: 'query($id: ID!) { recordCount(collectionId: $id, filter: [{field: "notes", op: IS_EMPTY, value: null}]) }',
      variables: { id: people.id },
    }),
    map: (count: number) => ({ count }),
  },
  {
    name: 'recordCount: an operator the field type does not have',
    expect: 'BAD_USER_INPUT',
    details: { 'filter.0.op': /not gt/ },
    token: () => reader.token,
    rest: () => ({
      method: 'GET',
      url: '/v1/database/records/count',
      query: { collectionId: people.id, filter: JSON.stringify([{ field: 'email', op: 'gt', value: 'a' }]) },
    }),
    graphql: () => ({
      document: 'query($id: ID!) { recordCount(collectionId: $id, filter: [{field: "email", op: GT, value: "a"}]) }',
      variables: { id: people.id },
    }),
  },
  {
    name: 'record',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ r }) => ({ method: 'GET', url: '/v1/database/record', query: { id: r.id } }),
    graphql: ({ r }) => ({ document: `query($id: ID!) { record(id: $id) { ${RECORD_FIELDS} } }`, variables: { id: r.id } }),
  },
  {
    name: 'record: not an id',
    expect: 'BAD_USER_INPUT',
    details: { id: /not valid/ },
    token: () => writer.token,
    rest: () => ({ method: 'GET', url: '/v1/database/record', query: { id: 'nope' } }),
    graphql: () => ({ document: 'query { record(id: "nope") { id } }' }),
  },
  {
    name: 'createRecord',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }, tag) => ({
      method: 'POST',
      url: '/v1/database/records',
      body: { collectionId: c.id, data: { name: 'Grace', email: `grace-${tag}@example.com` } },
    }),
    graphql: ({ c }, tag) => ({
      document: `mutation($id: ID!, $data: JSONObject!) { createRecord(input: { collectionId: $id, data: $data }) { ${RECORD_FIELDS} } }`,
      variables: { id: c.id, data: { name: 'Grace', email: `grace-${tag}@example.com` } },
    }),
  },
  {
    name: 'createRecord: a required value null, an email that is not one',
    expect: 'BAD_USER_INPUT',
    details: { 'data.name': /./, 'data.email': /./ },
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'POST', url: '/v1/database/records', body: { collectionId: c.id, data: { name: null, email: 'nope' } } }),
    graphql: ({ c }) => ({
      document: 'mutation($id: ID!, $data: JSONObject!) { createRecord(input: { collectionId: $id, data: $data }) { id } }',
      variables: { id: c.id, data: { name: null, email: 'nope' } },
    }),
  },
  {
    name: 'createRecord: a unique value already used',
    expect: 'CONFLICT',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }, tag) => ({
      method: 'POST',
      url: '/v1/database/records',
      body: { collectionId: c.id, data: { name: 'Twin', email: `${tag}@example.com` } },
    }),
    graphql: ({ c }, tag) => ({
      document: 'mutation($id: ID!, $data: JSONObject!) { createRecord(input: { collectionId: $id, data: $data }) { id } }',
      variables: { id: c.id, data: { name: 'Twin', email: `${tag}@example.com` } },
    }),
  },
  {
    name: 'updateRecord: a value null clears it, the others stay',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ r }) => ({ method: 'PATCH', url: '/v1/database/records', body: { id: r.id, data: { notes: null } } }),
    graphql: ({ r }) => ({
      document: `mutation($id: ID!, $data: JSONObject!) { updateRecord(input: { id: $id, data: $data }) { ${RECORD_FIELDS} } }`,
      variables: { id: r.id, data: { notes: null } },
    }),
  },
  {
    name: 'deleteRecord',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ r }) => ({ method: 'DELETE', url: '/v1/database/records', query: { id: r.id } }),
    graphql: ({ r }) => ({
      document: `mutation($id: ID!) { deleteRecord(input: { id: $id }) { ${RECORD_FIELDS} } }`,
      variables: { id: r.id },
    }),
  },
  {
    name: 'deleteRecords',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c, r }) => ({ method: 'DELETE', url: '/v1/database/records/bulk', query: { collectionId: c.id, ids: r.id } }),
    graphql: ({ c, r }) => ({
      document: 'mutation($c: ID!, $ids: [ID!]!) { deleteRecords(input: { collectionId: $c, ids: $ids }) { deleted } }',
      variables: { c: c.id, ids: [r.id] },
    }),
  },
  {
    name: 'deleteRecords: no ids',
    expect: 'BAD_USER_INPUT',
    details: { ids: /at least one/ },
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'DELETE', url: '/v1/database/records/bulk', query: { collectionId: c.id, ids: '' } }),
    graphql: ({ c }) => ({
      document: 'mutation($c: ID!) { deleteRecords(input: { collectionId: $c, ids: [] }) { deleted } }',
      variables: { c: c.id },
    }),
  },

  // Customers
  {
    name: 'customers: search and status',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'GET', url: '/v1/customer/users/list', query: { portalId: c.portalId, search: c.email, status: 'INVITED' } }),
    graphql: (c) => ({
      document: `query($p: ID!, $s: String) { customers(portalId: $p, search: $s, status: INVITED, first: null) { edges { node { ${CUSTOMER} } } pageInfo { hasNextPage endCursor } } }`,
      variables: { p: c.portalId, s: c.email },
    }),
    map: pageOf,
  },
  {
    name: 'customer',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'GET', url: '/v1/customer/users/info', query: { id: c.id } }),
    graphql: (c) => ({ document: `query($id: ID!) { customer(id: $id) { ${CUSTOMER} } }`, variables: { id: c.id } }),
  },
  {
    name: 'customer: not an id',
    expect: 'NOT_FOUND',
    token: () => writer.token,
    rest: () => ({ method: 'GET', url: '/v1/customer/users/info', query: { id: '00000000-0000-4000-8000-000000000000' } }),
    graphql: () => ({ document: 'query { customer(id: "00000000-0000-4000-8000-000000000000") { id } }' }),
  },
  {
    name: 'customerDeletionPreview',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'GET', url: '/v1/customer/users/deletion-preview', query: { id: c.id } }),
    graphql: (c) => ({
      document: 'query($id: ID!) { customerDeletionPreview(id: $id) { id ticketsDeleted recordsCleared } }',
      variables: { id: c.id },
    }),
  },
  {
    name: 'customerLoginConfig',
    expect: 'ok',
    token: () => writer.token,
    rest: () => ({ method: 'GET', url: '/v1/customer/users/config', query: { portalId: writer.portalId } }),
    graphql: () => ({
      document: 'query($p: ID!) { customerLoginConfig(portalId: $p) { portalId selfSignup allowedEmailDomains magicLinkTtlMinutes } }',
      variables: { p: writer.portalId },
    }),
  },
  {
    name: 'customerRecords',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'GET', url: '/v1/customer/users/records', query: { id: c.id } }),
    graphql: (c) => ({
      document: 'query($id: ID!) { customerRecords(id: $id) { collectionId collectionName recordId fieldKey fieldLabel label } }',
      variables: { id: c.id },
    }),
  },
  {
    name: 'customerActivity',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'GET', url: '/v1/customer/users/activity', query: { id: c.id } }),
    graphql: (c) => ({
      document:
        'query($id: ID!) { customerActivity(id: $id) { edges { node { id portalId customerId type data at } } pageInfo { hasNextPage endCursor } } }',
      variables: { id: c.id },
    }),
    map: pageOf,
  },
  {
    name: 'inviteCustomer',
    expect: 'ok',
    token: () => writer.token,
    rest: (_s, tag) => ({
      method: 'POST',
      url: '/v1/customer/users',
      body: { portalId: writer.portalId, email: `${tag}@example.com`, name: 'Iris', sendInvite: false },
    }),
    graphql: (_s, tag) => ({
      document: `mutation($i: InviteCustomerInput!) { inviteCustomer(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { portalId: writer.portalId, email: `${tag}@example.com`, name: 'Iris', sendInvite: false } },
    }),
  },
  {
    name: 'inviteCustomer: a malformed email',
    expect: 'BAD_USER_INPUT',
    details: { email: /valid email/ },
    token: () => writer.token,
    rest: () => ({ method: 'POST', url: '/v1/customer/users', body: { portalId: writer.portalId, email: 'nope', name: 'X' } }),
    graphql: () => ({
      document: 'mutation($i: InviteCustomerInput!) { inviteCustomer(input: $i) { id } }',
      variables: { i: { portalId: writer.portalId, email: 'nope', name: 'X' } },
    }),
  },
  {
    name: 'importCustomers: dry run',
    expect: 'ok',
    token: () => writer.token,
    rest: (_s, tag) => ({
      method: 'POST',
      url: '/v1/customer/users/import',
      body: {
        portalId: writer.portalId,
        rows: [{ email: `${tag}@example.com`, name: 'A' }, { email: 'bad' }],
        dryRun: true,
        sendInvites: false,
      },
    }),
    graphql: (_s, tag) => ({
      document:
        'mutation($i: ImportCustomersInput!) { importCustomers(input: $i) { created skipped rows { row email name outcome message customerId } } }',
      variables: {
        i: {
          portalId: writer.portalId,
          rows: [{ email: `${tag}@example.com`, name: 'A' }, { email: 'bad' }],
          dryRun: true,
          sendInvites: false,
        },
      },
    }),
  },
  {
    name: 'updateCustomer',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'PATCH', url: '/v1/customer/users', body: { id: c.id, name: 'Renamed' } }),
    graphql: (c) => ({
      document: `mutation($i: UpdateCustomerInput!) { updateCustomer(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { id: c.id, name: 'Renamed' } },
    }),
  },
  {
    name: 'deleteCustomer',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'DELETE', url: '/v1/customer/users', query: { id: c.id } }),
    graphql: (c) => ({
      document: `mutation($i: CustomerIdInput!) { deleteCustomer(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { id: c.id } },
    }),
  },
  {
    name: 'resendCustomerInvite',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'POST', url: '/v1/customer/users/invite', body: { id: c.id } }),
    graphql: (c) => ({
      document: `mutation($i: CustomerIdInput!) { resendCustomerInvite(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { id: c.id } },
    }),
  },
  {
    name: 'setCustomerStatus',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'PUT', url: '/v1/customer/users/status', body: { id: c.id, status: 'BLOCKED' } }),
    graphql: (c) => ({
      document: `mutation($i: SetCustomerStatusInput!) { setCustomerStatus(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { id: c.id, status: 'BLOCKED' } },
    }),
  },
  {
    name: 'setCustomerStatus: INVITED is not set by hand',
    expect: 'BAD_USER_INPUT',
    details: { status: /ACTIVE or BLOCKED/ },
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'PUT', url: '/v1/customer/users/status', body: { id: c.id, status: 'INVITED' } }),
    graphql: (c) => ({
      document: 'mutation($i: SetCustomerStatusInput!) { setCustomerStatus(input: $i) { id } }',
      variables: { i: { id: c.id, status: 'INVITED' } },
    }),
  },
  {
    name: 'setCustomerContext',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'PUT', url: '/v1/customer/users/context', body: { id: c.id, context: { plan: 'gold', seats: 3 } } }),
    graphql: (c) => ({
      document: `mutation($i: SetCustomerContextInput!) { setCustomerContext(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { id: c.id, context: { plan: 'gold', seats: 3 } } },
    }),
  },
  {
    name: 'updateCustomerLoginConfig',
    expect: 'ok',
    token: () => writer.token,
    setup: () => portalOf('config'),
    rest: (p) => ({
      method: 'PUT',
      url: '/v1/customer/users/config',
      body: { portalId: p.id, selfSignup: true, allowedEmailDomains: ['Example.com', 'example.com'], magicLinkTtlMinutes: 30 },
    }),
    graphql: (p) => ({
      document:
        'mutation($i: CustomerLoginConfigInput!) { updateCustomerLoginConfig(input: $i) { portalId selfSignup allowedEmailDomains magicLinkTtlMinutes } }',
      variables: { i: { portalId: p.id, selfSignup: true, allowedEmailDomains: ['Example.com', 'example.com'], magicLinkTtlMinutes: 30 } },
    }),
  },
  {
    name: 'updateCustomerLoginConfig: a lifetime out of range',
    expect: 'BAD_USER_INPUT',
    details: { magicLinkTtlMinutes: /at most 60/ },
    token: () => writer.token,
    rest: () => ({
      method: 'PUT',
      url: '/v1/customer/users/config',
      body: { portalId: writer.portalId, selfSignup: false, allowedEmailDomains: [], magicLinkTtlMinutes: 61 },
    }),
    graphql: () => ({
      document: 'mutation($i: CustomerLoginConfigInput!) { updateCustomerLoginConfig(input: $i) { portalId } }',
      variables: { i: { portalId: writer.portalId, selfSignup: false, allowedEmailDomains: [], magicLinkTtlMinutes: 61 } },
    }),
  },

  {
    name: 'setCollectionCustomerAccess: a field that is not a CUSTOMER field',
    expect: 'BAD_USER_INPUT',
    details: { fieldKey: /Customer field/ },
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'PUT', url: '/v1/database/customer-access', body: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: 'name' } }),
    graphql: ({ c }) => ({
      document: 'mutation($i: SetCollectionCustomerAccessInput!) { setCollectionCustomerAccess(input: $i) { id } }',
      variables: { i: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: 'name' } },
    }),
  },
  {
    name: 'setCollectionCustomerAccess',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => collectionOf(tag),
    rest: ({ c }) => ({ method: 'PUT', url: '/v1/database/customer-access', body: { id: c.id, mode: 'NONE' } }),
    graphql: ({ c }) => ({
      document: `mutation($i: SetCollectionCustomerAccessInput!) { setCollectionCustomerAccess(input: $i) { ${COLLECTION_FIELDS} } }`,
      variables: { i: { id: c.id, mode: 'NONE' } },
    }),
  },

  // Tickets
  {
    name: 'tickets: unread, by customer',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => ticketOf(tag),
    rest: (s) => ({ method: 'GET', url: '/v1/tickets/list', query: { portalId: s.customer.portalId, customerId: s.customer.id } }),
    graphql: (s) => ({
      document: `query($p: ID!, $c: ID) { tickets(portalId: $p, customerId: $c, unreadOnly: null) { edges { node { ${TICKET} } } pageInfo { hasNextPage endCursor } } }`,
      variables: { p: s.customer.portalId, c: s.customer.id },
    }),
    map: pageOf,
  },
  {
    name: 'ticket',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => ticketOf(tag),
    rest: (s) => ({ method: 'GET', url: '/v1/tickets', query: { id: s.ticket.id } }),
    graphql: (s) => ({ document: `query($id: ID!) { ticket(id: $id) { ${TICKET_DETAIL} } }`, variables: { id: s.ticket.id } }),
  },
  {
    name: 'ticketAssignees',
    expect: 'ok',
    token: () => writer.token,
    rest: () => ({ method: 'GET', url: '/v1/tickets/assignees', query: { portalId: writer.portalId } }),
    graphql: () => ({ document: 'query($p: ID!) { ticketAssignees(portalId: $p) { id name email } }', variables: { p: writer.portalId } }),
  },
  {
    name: 'unreadTicketCount',
    expect: 'ok',
    token: () => writer.token,
    setup: () => portalOf('unread'),
    rest: (p) => ({ method: 'GET', url: '/v1/tickets/unread-count', query: { portalId: p.id } }),
    graphql: (p) => ({ document: 'query($p: ID!) { unreadTicketCount(portalId: $p) }', variables: { p: p.id } }),
    map: (count) => ({ count }),
  },
  {
    name: 'createTicket',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => freshPortalCustomer(tag),
    rest: (c) => ({
      method: 'POST',
      url: '/v1/tickets',
      body: { portalId: c.portalId, customerId: c.id, subject: 'Your invoice', body: 'Attached.' },
    }),
    graphql: (c) => ({
      document: `mutation($i: CreateTicketInput!) { createTicket(input: $i) { ${TICKET_DETAIL} } }`,
      variables: { i: { portalId: c.portalId, customerId: c.id, subject: 'Your invoice', body: 'Attached.' } },
    }),
    // Each run's ticket gets the portal's next number.
  },
  {
    name: 'createTicket: no subject',
    expect: 'BAD_USER_INPUT',
    details: { subject: /subject/ },
    token: () => writer.token,
    setup: (tag) => customerOf(tag),
    rest: (c) => ({ method: 'POST', url: '/v1/tickets', body: { portalId: c.portalId, customerId: c.id, subject: '  ', body: 'x' } }),
    graphql: (c) => ({
      document: 'mutation($i: CreateTicketInput!) { createTicket(input: $i) { id } }',
      variables: { i: { portalId: c.portalId, customerId: c.id, subject: '  ', body: 'x' } },
    }),
  },
  {
    name: 'updateTicket',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => ticketOf(tag),
    rest: (s) => ({ method: 'PATCH', url: '/v1/tickets', body: { id: s.ticket.id, status: 'RESOLVED', priority: 'HIGH' } }),
    graphql: (s) => ({
      document: `mutation($i: UpdateTicketInput!) { updateTicket(input: $i) { ${TICKET_DETAIL} } }`,
      variables: { i: { id: s.ticket.id, status: 'RESOLVED', priority: 'HIGH' } },
    }),
  },
  {
    name: 'updateTicket: a move the state machine does not allow',
    expect: 'BAD_USER_INPUT',
    details: { status: /can move to/ },
    token: () => writer.token,
    setup: async (tag) => {
      const s = await ticketOf(tag);
      await t.rest('PATCH', '/v1/tickets', { token: writer.token, body: { id: s.ticket.id, status: 'CLOSED' } });
      return s;
    },
    rest: (s) => ({ method: 'PATCH', url: '/v1/tickets', body: { id: s.ticket.id, status: 'RESOLVED' } }),
    graphql: (s) => ({
      document: 'mutation($i: UpdateTicketInput!) { updateTicket(input: $i) { id } }',
      variables: { i: { id: s.ticket.id, status: 'RESOLVED' } },
    }),
  },
  {
    name: 'deleteTicket',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => ticketOf(tag),
    rest: (s) => ({ method: 'DELETE', url: '/v1/tickets', query: { id: s.ticket.id } }),
    graphql: (s) => ({
      document: `mutation($i: TicketIdInput!) { deleteTicket(input: $i) { ${TICKET} } }`,
      variables: { i: { id: s.ticket.id } },
    }),
  },
  {
    name: 'replyToTicket: an internal note',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => ticketOf(tag),
    rest: (s) => ({
      method: 'POST',
      url: '/v1/tickets/messages',
      body: { ticketId: s.ticket.id, body: 'Checked the logs.', internal: true },
    }),
    graphql: (s) => ({
      document: `mutation($i: ReplyToTicketInput!) { replyToTicket(input: $i) { ${TICKET_DETAIL} } }`,
      variables: { i: { ticketId: s.ticket.id, body: 'Checked the logs.', internal: true } },
    }),
  },
  // Workflows
  {
    name: 'workflows',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'GET', url: '/v1/workflows/list', query: { portalId: w.portal.id } }),
    graphql: (w) => ({ document: `query($p: ID!) { workflows(portalId: $p) { ${WORKFLOW} } }`, variables: { p: w.portal.id } }),
  },
  {
    name: 'workflow by slug',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'GET', url: '/v1/workflows', query: { portalId: w.portal.id, slug: w.slug } }),
    graphql: (w) => ({
      document: `query($p: ID, $s: String) { workflow(portalId: $p, slug: $s) { ${WORKFLOW_DETAIL} } }`,
      variables: { p: w.portal.id, s: w.slug },
    }),
  },
  {
    name: 'createWorkflow',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => portalOf(tag),
    rest: (p) => ({ method: 'POST', url: '/v1/workflows', body: { portalId: p.id, name: 'Intake', graph: FLOW } }),
    graphql: (p) => ({
      document: `mutation($i: CreateWorkflowInput!) { createWorkflow(input: $i) { ${WORKFLOW_DETAIL} } }`,
      variables: { i: { portalId: p.id, name: 'Intake', graph: FLOW } },
    }),
  },
  {
    name: 'updateWorkflow: a stale revision',
    expect: 'CONFLICT',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'PATCH', url: '/v1/workflows', body: { id: w.id, graph: FLOW, revision: w.revision + 5 } }),
    graphql: (w) => ({
      document: 'mutation($i: UpdateWorkflowInput!) { updateWorkflow(input: $i) { id } }',
      variables: { i: { id: w.id, graph: FLOW, revision: w.revision + 5 } },
    }),
  },
  {
    name: 'updateWorkflow',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'PATCH', url: '/v1/workflows', body: { id: w.id, name: 'Renamed', graph: FLOW, revision: w.revision } }),
    graphql: (w) => ({
      document: `mutation($i: UpdateWorkflowInput!) { updateWorkflow(input: $i) { ${WORKFLOW_DETAIL} } }`,
      variables: { i: { id: w.id, name: 'Renamed', graph: FLOW, revision: w.revision } },
    }),
  },
  {
    name: 'deleteWorkflow',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'DELETE', url: '/v1/workflows', query: { id: w.id } }),
    graphql: (w) => ({
      document: `mutation($i: WorkflowIdInput!) { deleteWorkflow(input: $i) { ${WORKFLOW} } }`,
      variables: { i: { id: w.id } },
    }),
  },
  {
    name: 'changeWorkflowSlug: not a slug',
    expect: 'BAD_USER_INPUT',
    details: { slug: /slug/ },
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'PUT', url: '/v1/workflows/slug', body: { id: w.id, slug: 'Not A Slug!' } }),
    graphql: (w) => ({
      document: 'mutation($i: ChangeWorkflowSlugInput!) { changeWorkflowSlug(input: $i) { id } }',
      variables: { i: { id: w.id, slug: 'Not A Slug!' } },
    }),
  },
  {
    name: 'changeWorkflowAccessType',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'PUT', url: '/v1/workflows/accessType', body: { id: w.id, accessType: 'ASSIGNED' } }),
    graphql: (w) => ({
      document: `mutation($i: ChangeWorkflowAccessTypeInput!) { changeWorkflowAccessType(input: $i) { ${WORKFLOW_DETAIL} } }`,
      variables: { i: { id: w.id, accessType: 'ASSIGNED' } },
    }),
  },
  {
    name: 'publishWorkflow',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'POST', url: '/v1/workflows/publish', body: { id: w.id, published: true } }),
    graphql: (w) => ({
      document: `mutation($i: PublishWorkflowInput!) { publishWorkflow(input: $i) { ${WORKFLOW_DETAIL} } }`,
      variables: { i: { id: w.id, published: true } },
    }),
  },
  {
    name: 'duplicateWorkflow',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'POST', url: '/v1/workflows/duplicate', body: { id: w.id } }),
    graphql: (w) => ({
      document: `mutation($i: WorkflowIdInput!) { duplicateWorkflow(input: $i) { ${WORKFLOW_DETAIL} } }`,
      variables: { i: { id: w.id } },
    }),
  },
  {
    name: 'renameWorkflowStep: a step that is not there',
    expect: 'BAD_USER_INPUT',
    details: { stepId: /not in this workflow/ },
    token: () => writer.token,
    setup: (tag) => workflowOf(tag),
    rest: (w) => ({ method: 'PUT', url: '/v1/workflows/step/node-name', body: { workflowId: w.id, stepId: 'nope', name: 'X' } }),
    graphql: (w) => ({
      document: 'mutation($i: RenameWorkflowStepInput!) { renameWorkflowStep(input: $i) { id } }',
      variables: { i: { workflowId: w.id, stepId: 'nope', name: 'X' } },
    }),
  },
  {
    name: 'workflowRuns: the approval queue',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => waitingRunOf(tag),
    rest: (s) => ({ method: 'GET', url: '/v1/workflows/runs', query: { workflowId: s.wf.id, status: 'WAITING' } }),
    graphql: (s) => ({
      document: `query($w: ID!) { workflowRuns(workflowId: $w, status: WAITING) { edges { node { ${RUN} } } pageInfo { hasNextPage endCursor } } }`,
      variables: { w: s.wf.id },
    }),
    map: pageOf,
  },
  {
    name: 'workflowRun',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => waitingRunOf(tag),
    rest: (s) => ({ method: 'GET', url: '/v1/workflows/runs/detail', query: { id: s.run.id } }),
    graphql: (s) => ({ document: `query($id: ID!) { workflowRun(id: $id) { ${RUN} } }`, variables: { id: s.run.id } }),
  },
  {
    name: 'decideWorkflowRun',
    expect: 'ok',
    token: () => writer.token,
    setup: (tag) => waitingRunOf(tag),
    rest: (s) => ({ method: 'POST', url: '/v1/workflows/runs/decide', body: { runId: s.run.id, decision: 'REJECT', comment: 'No.' } }),
    graphql: (s) => ({
      document: `mutation($i: DecideWorkflowRunInput!) { decideWorkflowRun(input: $i) { ${RUN} } }`,
      variables: { i: { runId: s.run.id, decision: 'REJECT', comment: 'No.' } },
    }),
  },
  {
    name: 'assignWorkflow',
    expect: 'ok',
    token: () => writer.token,
    setup: async (tag) => {
      const wf = await workflowOf(tag);
      return { wf, customer: await customerOf(tag, wf.portal.id) };
    },
    rest: (s) => ({ method: 'POST', url: '/v1/customer/users/assign-workflow', body: { customerId: s.customer.id, workflowId: s.wf.id } }),
    graphql: (s) => ({
      document: `mutation($i: WorkflowAssignmentInput!) { assignWorkflow(input: $i) { ${CUSTOMER} } }`,
      variables: { i: { customerId: s.customer.id, workflowId: s.wf.id } },
    }),
  },
  {
    name: 'unassignWorkflow: a customer of another portal',
    expect: 'BAD_USER_INPUT',
    details: { customerId: /portal/ },
    token: () => writer.token,
    setup: async (tag) => ({ wf: await workflowOf(tag), customer: await customerOf(tag) }),
    rest: (s) => ({
      method: 'POST',
      url: '/v1/customer/users/unassign-workflow',
      body: { customerId: s.customer.id, workflowId: s.wf.id },
    }),
    graphql: (s) => ({
      document: 'mutation($i: WorkflowAssignmentInput!) { unassignWorkflow(input: $i) { id } }',
      variables: { i: { customerId: s.customer.id, workflowId: s.wf.id } },
    }),
  },
  {
    name: 'workflowAssignments',
    expect: 'ok',
    token: () => writer.token,
    setup: async (tag) => {
      const wf = await workflowOf(tag);
      const customer = await customerOf(tag, wf.portal.id);
      await t.rest('POST', '/v1/customer/users/assign-workflow', {
        token: writer.token,
        body: { customerId: customer.id, workflowId: wf.id },
      });
      return { wf, customer };
    },
    rest: (s) => ({ method: 'GET', url: '/v1/workflows/assignments', query: { workflowId: s.wf.id } }),
    graphql: (s) => ({
      document: 'query($w: ID!) { workflowAssignments(workflowId: $w) { customerId name email status assignedAt } }',
      variables: { w: s.wf.id },
    }),
  },
  {
    name: 'myWorkflows',
    expect: 'ok',
    token: (s) => s.token,
    setup: (tag) => customerWithWorkflow(tag),
    rest: () => ({ method: 'GET', url: '/v1/customer/workflows/list' }),
    graphql: () => ({ document: '{ myWorkflows { id name slug accessType repeatable run { id status updatedAt } } }' }),
  },
  {
    name: 'startMyWorkflowRun',
    expect: 'ok',
    token: (s) => s.token,
    setup: (tag) => customerWithWorkflow(tag),
    rest: (s) => ({ method: 'POST', url: '/v1/customer/workflows/runs', body: { workflowId: s.workflowId } }),
    graphql: (s) => ({
      document: `mutation($i: StartMyWorkflowRunInput!) { startMyWorkflowRun(input: $i) { ${RUN} } }`,
      variables: { i: { workflowId: s.workflowId } },
    }),
  },
  {
    name: 'myWorkflowRun',
    expect: 'ok',
    token: (s) => s.token,
    setup: (tag) => customerRunOf(tag),
    rest: (s) => ({ method: 'GET', url: '/v1/customer/workflows/runs', query: { id: s.runId } }),
    graphql: (s) => ({ document: `query($id: ID!) { myWorkflowRun(id: $id) { ${RUN} } }`, variables: { id: s.runId } }),
  },
  {
    name: 'advanceMyWorkflowRun',
    expect: 'ok',
    token: (s) => s.token,
    setup: (tag) => customerRunOf(tag),
    rest: (s) => ({
      method: 'POST',
      url: '/v1/customer/workflows/runs/advance',
      body: { runId: s.runId, stepId: 'form', answers: { answer: 'Yes' } },
    }),
    graphql: (s) => ({
      document: `mutation($i: AdvanceMyWorkflowRunInput!) { advanceMyWorkflowRun(input: $i) { ${RUN} } }`,
      variables: { i: { runId: s.runId, stepId: 'form', answers: { answer: 'Yes' } } },
    }),
  },
  {
    name: 'advanceMyWorkflowRun: answers that break the form',
    expect: 'BAD_USER_INPUT',
    details: { 'answers.answer': /Answer/ },
    token: (s) => s.token,
    setup: (tag) => customerRunOf(tag),
    rest: (s) => ({ method: 'POST', url: '/v1/customer/workflows/runs/advance', body: { runId: s.runId, stepId: 'form', answers: {} } }),
    graphql: (s) => ({
      document: 'mutation($i: AdvanceMyWorkflowRunInput!) { advanceMyWorkflowRun(input: $i) { id } }',
      variables: { i: { runId: s.runId, stepId: 'form', answers: {} } },
    }),
  },
  {
    name: 'customerWorkflowAssignments',
    expect: 'ok',
    token: () => writer.token,
    setup: async (tag) => {
      const wf = await workflowOf(tag);
      const customer = await customerOf(tag, wf.portal.id);
      await t.rest('POST', '/v1/customer/users/assign-workflow', {
        token: writer.token,
        body: { customerId: customer.id, workflowId: wf.id },
      });
      return { wf, customer };
    },
    rest: (s) => ({ method: 'GET', url: '/v1/customer/users/workflows', query: { id: s.customer.id } }),
    graphql: (s) => ({
      document: 'query($c: ID!) { customerWorkflowAssignments(customerId: $c) { workflowId name slug accessType assignedAt } }',
      variables: { c: s.customer.id },
    }),
  },
];

// Each domain's cases beside this file (parity/<domain>.cases.ts): every function it exports that ends in `Cases`.
const domainCases = import.meta.glob<Record<string, (app: () => TestApp) => ParityCase[]>>('./parity/*.cases.ts', { eager: true });
for (const module of Object.values(domainCases))
  for (const [name, make] of Object.entries(module)) if (name.endsWith('Cases')) cases.push(...make(() => t));

describe('REST and GraphQL answer alike', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await both(t, c);
  });
});

/**
 * Which operations the table covers, from their declarations (server/modules/<domain>/*.operations.ts):
 * every GraphQL field, and for an operation with both twins a case that calls both — its GraphQL
 * field and its declared route. A new operation without a case fails here.
 */
describe('the parity table', () => {
  it('has a case for every GraphQL operation, calling the route its declaration pairs it with', () => {
    const fake = new Proxy({}, { get: () => new Proxy({}, { get: () => 'x' }) });
    const restOf = (c: Case) => {
      try {
        const call = c.rest(fake, 'tag');
        return `${call.method} ${call.url.split('?')[0]}`;
      } catch {
        return '';
      }
    };
    const missing: string[] = [];
    for (const operation of declared.filter((o) => o.graphql)) {
      const field = operation.graphql!.split('.')[1]!;
      const twin = operation.rest ? `${operation.rest.split(' ')[0]} /v1${operation.rest.split(' ')[1]}` : undefined;
      const mine = cases.filter((c) => operationsOf(c).includes(field));
      if (!mine.length) missing.push(`${operation.graphql}: no case`);
      else if (twin && !mine.some((c) => restOf(c) === twin)) missing.push(`${operation.graphql}: no case calls ${twin}`);
    }
    expect(missing).toEqual([]);
  });
});

/** The root fields a case's GraphQL document calls (built with an empty fixture where it needs one). */
function operationsOf(c: Case): string[] {
  const fake = new Proxy({}, { get: () => new Proxy({}, { get: () => 'x' }) });
  let document: string;
  try {
    document = c.graphql(fake, 'tag').document;
  } catch {
    return [];
  }
  const body = document.slice(document.indexOf('{') + 1);
  const match = /^\s*(\w+)/.exec(body);
  return match ? [match[1]!] : [];
}
