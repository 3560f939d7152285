/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largePng, png } from '../helpers/images.js';
import { restContract, type OpenApi } from '../helpers/rest-contract.js';
import { createTestApp, type Call, type TestApp } from '../helpers/test-app.js';
import type { OpenApiCalls } from './openapi/calls.js';

/**
 * /v1/openapi.json against the app itself: every route Fastify serves under /v1 is in the document,
 * and a real call of each (its success and the errors a client meets) answers what the document
 * says. The check of each answer is the one every server test's REST call goes through
 * (tests/helpers/rest-contract.ts, from test-app.ts); this file makes sure each operation gets one.
 */

const domainCalls = import.meta.glob<Record<string, (calls: OpenApiCalls) => Promise<void>>>('./openapi/*.calls.ts', { eager: true });

let t: TestApp;
let doc: OpenApi;
/** method + path → the statuses seen, so a documented operation nobody called fails the test. */
const seen = new Map<string, Set<number>>();

beforeAll(async () => {
  // Every domain signs up builders here from one address; the sign-up limit itself is tested in auth.test.ts.
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '200' });
  const res = await t.rest('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

function track(method: string, url: string, res: Call) {
  const path = url.split('?')[0]!;
  expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path} is not in the document`).toBeDefined();
  const key = `${method} ${path}`;
  if (!seen.has(key)) seen.set(key, new Set());
  seen.get(key)!.add(res.status);
  return res;
}

// t.rest and t.upload have checked the status and the body against the document already.
const rest = async (method: string, url: string, options: Parameters<TestApp['rest']>[2] = {}) =>
  track(method, url, await t.rest(method, url, options));
const upload = async (method: string, url: string, options: Parameters<TestApp['upload']>[2]) =>
  track(method, url, await t.upload(method, url, options));

describe('/v1/openapi.json', () => {
  it('is OpenAPI 3.1 and lists every /v1 route Fastify serves (the docs page’s own files aside)', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = t
      .routes()
      .filter((r) => r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.length).toBeGreaterThan(40);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(
      served.filter((r) => !documented.includes(r)),
      'served but not documented',
    ).toEqual([]);
    expect(
      documented.filter((r) => !served.includes(r)),
      'documented but not served',
    ).toEqual([]);
  });

  it('describes the real answers of every operation, successes and errors', async () => {
    // Anonymous and bad calls first: the error envelopes.
    await rest('GET', '/v1/user/me');
    await rest('GET', '/v1/auth/session');
    await rest('POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: 'wrong password' } });
    await rest('POST', '/v1/auth/register', { body: { email: 'not an email' } });
    await rest('GET', '/v1/public/portal/info/slug?slug=no-such-portal');
    await rest('GET', '/v1/auth/check/username?username=ada_lovelace');

    const email = `openapi-${Date.now()}@example.com`;
    const registered = await rest('POST', '/v1/auth/register', {
      body: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.status).toBe(201);
    const token: string = registered.body.data.token;
    await rest('POST', '/v1/auth/register', { body: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' } });
    await rest('POST', '/v1/auth/login', { body: { email, password: 'correct horse battery' } });
    await rest('GET', '/v1/auth/session?refresh=true', { token });
    await rest('POST', '/v1/auth/verify/email', { body: { token: 'not-a-real-token-at-all' } });
    await rest('POST', '/v1/auth/verify/email/resend', { token });

    await rest('GET', '/v1/user/me', { token });
    await rest('PATCH', '/v1/user/me', { token, body: { bio: 'Counts things.', timezone: 'Europe/Paris' } });
    await rest('PATCH', '/v1/user/me', { token, body: { nickname: 'x' } });
    await rest('GET', '/v1/auth/check/username?username=ada_lovelace', { token });
    await rest('POST', '/v1/auth/change/username', { token, body: { username: `ada${Date.now()}` } });
    await upload('POST', '/v1/user/me/displayImage', { token, file: { data: png(), filename: 'me.png', contentType: 'image/png' } });
    const tooLarge = await upload('POST', '/v1/user/me/displayImage', {
      token,
      file: { data: largePng(3 * 1024 * 1024), filename: 'big.png', contentType: 'image/png' },
    });
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const removedImage = await rest('DELETE', '/v1/user/me/displayImage', { token });
    expect(removedImage.body.data).toMatchObject({ email, profileImageUrl: null });
    await rest('POST', '/v1/user/me/metadata/visits', { token, body: { page: 'portals' } });
    await rest('GET', '/v1/user/me/metadata/visits', { token });

    const workspaces = await rest('GET', '/v1/workspace/list', { token });
    await rest('POST', '/v1/workspace/change', { token, body: { workspaceId: workspaces.body.data[0].id } });
    await rest('POST', '/v1/workspace/change', { token, body: { workspaceId: '00000000-0000-4000-8000-000000000000' } });

    const created = await rest('POST', '/v1/portal', { token, body: { name: 'Contract Clients' } });
    expect(created.status).toBe(201);
    const portal = created.body.data;
    await rest('POST', '/v1/portal', { token, body: { name: 'Again', slug: portal.slug } });
    await rest('GET', '/v1/portal/list?limit=1', { token });
    await rest('GET', `/v1/portal?slug=${portal.slug}`, { token });
    await rest('GET', '/v1/portal?id=00000000-0000-4000-8000-000000000000', { token });
    await rest('PATCH', '/v1/portal', { token, body: { id: portal.id, name: 'Contract Clients EU' } });
    await rest('GET', `/v1/portal/isSubDomainAvailable?subDomain=${portal.subDomain}&portalId=${portal.id}`, { token });
    await rest('GET', '/v1/portal/isSlugAvailable?slug=free-slug-here', { token });
    await rest('GET', `/v1/portal/email-preview?portalId=${portal.id}&template=INVITATION`, { token });
    await rest('GET', `/v1/portal/email-preview?portalId=${portal.id}&template=NOPE`, { token });
    await rest('POST', '/v1/portal/update-subDomain', { token, body: { portalId: portal.id, subDomain: `${portal.subDomain}-eu` } });
    await rest('PUT', '/v1/portal/theme', {
      token,
      body: { portalId: portal.id, theme: { primaryColor: '#112233', accentColor: '#445566', mode: 'DARK', font: 'MONO', radius: 'LG' } },
    });
    await rest('PUT', '/v1/portal/basic-info', {
      token,
      body: { portalId: portal.id, basicInfo: { title: 'Hi', description: 'Welcome', supportEmail: 'help@example.com' } },
    });
    const logo = await upload('POST', '/v1/portal/logo', {
      token,
      fields: { portalId: portal.id },
      file: { data: png(), filename: 'logo.png', contentType: 'image/png' },
    });
    expect(logo.body.data.logoUrl).toMatch(/^\/files\//);
    const removedLogo = await rest('DELETE', `/v1/portal/logo?portalId=${portal.id}`, { token });
    // The Portal, as GraphQL's removePortalLogo answers, not just {logoUrl}.
    expect(removedLogo.body.data).toMatchObject({ id: portal.id, logoUrl: null, name: 'Contract Clients EU' });
    await rest('GET', `/v1/public/portal/info/slug?slug=${portal.slug}`);

    const collection = await rest('POST', '/v1/database', {
      token,
      body: {
        portalId: portal.id,
        name: 'Clients',
        fields: [
          { label: 'Name', type: 'TEXT', required: true },
          { label: 'Tier', type: 'SELECT', choices: ['Gold', 'Silver'], defaultValue: 'Gold' },
          { label: 'Contract', type: 'FILE' },
        ],
      },
    });
    expect(collection.status).toBe(201);
    const collectionId: string = collection.body.data.id;
    await rest('GET', `/v1/database/list?portalId=${portal.id}`, { token });
    await rest('GET', `/v1/database?id=${collectionId}`, { token });
    await rest('PATCH', '/v1/database', { token, body: { id: collectionId, name: 'Customers' } });
    await rest('PATCH', '/v1/database', { token, body: { id: collectionId, ifUpdatedAt: '2001-01-01T00:00:00.000Z', fields: [] } });
    const file = await upload('POST', '/v1/database/files', {
      token,
      fields: { collectionId },
      file: { data: Buffer.from('hello'), filename: 'terms.txt', contentType: 'text/plain' },
    });
    const keys = Object.fromEntries(collection.body.data.fields.map((f: { label: string; key: string }) => [f.label, f.key]));
    const record = await rest('POST', '/v1/database/records', {
      token,
      body: { collectionId, data: { [keys.Name]: 'Ada', [keys.Contract]: file.body.data } },
    });
    expect(record.status).toBe(201);
    await rest('POST', '/v1/database/records', { token, body: { collectionId, data: {} } });
    await rest('PATCH', '/v1/database/records', { token, body: { id: record.body.data.id, data: { [keys.Tier]: 'Silver' } } });
    await rest('GET', `/v1/database/record?id=${record.body.data.id}`, { token });
    await rest('GET', `/v1/database/records?collectionId=${collectionId}&limit=1&sort=${keys.Name}:asc`, { token });
    await rest('GET', `/v1/database/records/count?collectionId=${collectionId}`, { token });
    await upload('POST', '/v1/database/records/import', {
      token,
      fields: { collectionId, mapping: JSON.stringify({ Name: keys.Name }) },
      file: { data: Buffer.from('Name\nGrace\n\n'), filename: 'c.csv', contentType: 'text/csv' },
    });
    const csv = await rest('GET', `/v1/database/records/export?collectionId=${collectionId}`, { token });
    expect(csv.body).toContain('Grace');
    const second = await rest('POST', '/v1/database/records', { token, body: { collectionId, data: { [keys.Name]: 'Bob' } } });
    await rest('DELETE', `/v1/database/records/bulk?collectionId=${collectionId}&ids=${second.body.data.id}`, { token });
    await rest('DELETE', `/v1/database/records?id=${record.body.data.id}`, { token });
    await rest('PUT', '/v1/database/customer-access', { token, body: { id: collectionId, mode: 'CUSTOMER_FIELD', fieldKey: keys.Name } });
    await rest('PUT', '/v1/database/customer-access', { token, body: { id: collectionId, mode: 'NONE' } });
    await rest('DELETE', `/v1/database?id=${collectionId}`, { token });

    // Customers, their sign-in, and tickets.
    const customerEmail = `contract-${Date.now()}@example.com`;
    const customer = await rest('POST', '/v1/customer/users', { token, body: { portalId: portal.id, email: customerEmail, name: 'Cora' } });
    expect(customer.status).toBe(201);
    const customerId: string = customer.body.data.id;
    await rest('POST', '/v1/customer/users', { token, body: { portalId: portal.id, email: customerEmail, name: 'Again' } });
    await rest('GET', `/v1/customer/users/list?portalId=${portal.id}&search=cora`, { token });
    await rest('GET', `/v1/customer/users/info?id=${customerId}`, { token });
    await rest('GET', '/v1/customer/users/info?id=00000000-0000-4000-8000-000000000000', { token });
    await rest('PATCH', '/v1/customer/users', { token, body: { id: customerId, name: 'Cora Contract' } });
    await rest('PUT', '/v1/customer/users/context', { token, body: { id: customerId, context: { plan: 'gold' } } });
    await rest('PUT', '/v1/customer/users/context', { token, body: { id: customerId, context: [1] } });
    await rest('POST', '/v1/customer/users/import', {
      token,
      body: { portalId: portal.id, rows: [{ email: 'x@example.com' }], dryRun: true, sendInvites: false },
    });
    await rest('GET', `/v1/customer/users/config?portalId=${portal.id}`, { token });
    await rest('PUT', '/v1/customer/users/config', {
      token,
      body: { portalId: portal.id, selfSignup: false, allowedEmailDomains: [], magicLinkTtlMinutes: 20 },
    });
    await rest('GET', `/v1/customer/users/records?id=${customerId}`, { token });
    await rest('GET', `/v1/customer/users/activity?id=${customerId}`, { token });
    await rest('GET', `/v1/customer/users/deletion-preview?id=${customerId}`, { token });
    await t.drainJobs();
    const invitation = t.smtp.received.filter((m) => m.to.includes(customerEmail)).pop()!;
    const linkToken = /token=([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
    await rest('POST', '/v1/customer/auth/verify', { body: { token: 'not-a-real-token-at-all' } });
    const signIn = await rest('POST', '/v1/customer/auth/verify', { body: { token: linkToken } });
    const customerToken: string = signIn.body.data.token;
    await rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email: customerEmail } });
    await rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: 'no-such-portal', email: customerEmail } });
    await rest('GET', '/v1/customer/auth/session', { token: customerToken });
    await rest('GET', '/v1/customer/auth/session');
    const raised = await rest('POST', '/v1/customer/tickets', { token: customerToken, body: { subject: 'Help', body: 'Please.' } });
    const ticketId: string = raised.body.data.id;
    await rest('POST', '/v1/customer/tickets', { token: customerToken, body: { subject: '', body: 'x' } });
    await rest('GET', '/v1/customer/tickets/list', { token: customerToken });
    await rest('GET', '/v1/customer/collections/list', { token: customerToken });
    await rest('GET', '/v1/customer/collections/records?collectionId=00000000-0000-4000-8000-000000000000', { token: customerToken });
    await rest('GET', `/v1/customer/tickets?id=${ticketId}`, { token: customerToken });
    await rest('POST', '/v1/customer/tickets/messages', { token: customerToken, body: { ticketId, body: 'More.' } });
    await rest('GET', `/v1/tickets/list?portalId=${portal.id}&unread=true`, { token });
    await rest('GET', `/v1/tickets/unread-count?portalId=${portal.id}`, { token });
    await rest('GET', `/v1/tickets?id=${ticketId}`, { token });
    await rest('GET', `/v1/tickets/assignees?portalId=${portal.id}`, { token });
    await rest('POST', '/v1/tickets/messages', { token, body: { ticketId, body: 'On it.', internal: false } });
    await rest('PATCH', '/v1/tickets', { token, body: { id: ticketId, status: 'CLOSED' } });
    await rest('POST', '/v1/tickets/messages', { token, body: { ticketId, body: 'Closed now.' } });
    await rest('PUT', '/v1/customer/tickets/status', { token: customerToken, body: { id: ticketId, status: 'OPEN' } });
    const opened = await rest('POST', '/v1/tickets', {
      token,
      body: { portalId: portal.id, customerId, subject: 'Follow-up', body: 'Hi' },
    });
    await rest('DELETE', `/v1/tickets?id=${opened.body.data.id}`, { token });

    // Workflows: drawn, published, assigned, run by the customer and a visitor, approved, exported.
    const flowGraph = {
      nodes: [
        { id: 'form', type: 'FORM', name: 'Form', config: { fields: [{ key: 'answer', label: 'Answer', type: 'TEXT', required: true }] } },
        { id: 'approve', type: 'APPROVAL', name: 'Approval', config: {} },
      ],
      edges: [{ from: 'form', to: 'approve' }],
    };
    const flow = await rest('POST', '/v1/workflows', {
      token,
      body: { portalId: portal.id, name: 'Onboarding', accessType: 'PUBLIC', graph: flowGraph },
    });
    const flowId: string = flow.body.data.id;
    await rest('POST', '/v1/workflows', { token, body: { portalId: portal.id, name: 'Clash', slug: flow.body.data.slug } });
    await rest('GET', `/v1/workflows/list?portalId=${portal.id}`, { token });
    await rest('GET', `/v1/workflows?portalId=${portal.id}&slug=${flow.body.data.slug}`, { token });
    await rest('GET', '/v1/workflows?id=00000000-0000-4000-8000-000000000000', { token });
    await rest('PATCH', '/v1/workflows', { token, body: { id: flowId, graph: flowGraph, revision: flow.body.data.revision } });
    await rest('PATCH', '/v1/workflows', { token, body: { id: flowId, graph: flowGraph, revision: flow.body.data.revision } });
    await rest('PUT', '/v1/workflows/slug', { token, body: { id: flowId, slug: 'onboarding-eu' } });
    await rest('PUT', '/v1/workflows/step/node-name', { token, body: { workflowId: flowId, stepId: 'form', name: 'Tell us' } });
    await rest('POST', '/v1/workflows/publish', { token, body: { id: flowId, published: true } });
    await rest('GET', `/v1/public/workflows/list?portalSlug=${portal.slug}`);
    const visitor = await rest('POST', '/v1/public/workflows/runs', {
      body: { portalSlug: portal.slug, workflowId: flowId, email: 'visitor@example.com' },
    });
    await rest('GET', `/v1/public/workflows/runs?token=${visitor.body.data.resumeToken}`);
    await rest('POST', '/v1/public/workflows/runs/advance', {
      body: { token: visitor.body.data.resumeToken, stepId: 'form', answers: {} },
    });
    await rest('PUT', '/v1/workflows/accessType', { token, body: { id: flowId, accessType: 'ASSIGNED' } });
    await rest('POST', '/v1/customer/users/assign-workflow', { token, body: { customerId, workflowId: flowId } });
    await rest('GET', `/v1/workflows/assignments?workflowId=${flowId}`, { token });
    await rest('GET', `/v1/customer/users/workflows?id=${customerId}`, { token });
    await rest('GET', '/v1/customer/workflows/list', { token: customerToken });
    const run = await rest('POST', '/v1/customer/workflows/runs', { token: customerToken, body: { workflowId: flowId } });
    await rest('GET', `/v1/customer/workflows/runs?id=${run.body.data.id}`, { token: customerToken });
    await rest('POST', '/v1/customer/workflows/runs/advance', {
      token: customerToken,
      body: { runId: run.body.data.id, stepId: 'form', answers: { answer: 'Yes' } },
    });
    await rest('POST', '/v1/customer/workflows/runs/advance', {
      token: customerToken,
      body: { runId: run.body.data.id, stepId: 'approve' },
    });
    await rest('GET', `/v1/workflows/runs?workflowId=${flowId}&status=WAITING`, { token });
    await rest('GET', `/v1/workflows/runs/detail?id=${run.body.data.id}`, { token });
    await rest('POST', '/v1/workflows/runs/decide', { token, body: { runId: run.body.data.id, decision: 'APPROVE', comment: 'Fine.' } });
    await rest('GET', `/v1/workflows/runs/export?workflowId=${flowId}`, { token });
    await rest('POST', '/v1/customer/users/unassign-workflow', { token, body: { customerId, workflowId: flowId } });
    const copy = await rest('POST', '/v1/workflows/duplicate', { token, body: { id: flowId } });
    await rest('DELETE', `/v1/workflows?id=${copy.body.data.id}`, { token });
    await rest('POST', '/v1/customer/auth/logout', { token: customerToken });
    await rest('PUT', '/v1/customer/users/status', { token, body: { id: customerId, status: 'BLOCKED' } });
    await rest('POST', '/v1/customer/users/invite', { token, body: { id: customerId } });
    await rest('DELETE', `/v1/customer/users?id=${customerId}`, { token });
    await rest('DELETE', `/v1/portal?id=${portal.id}`, { token });

    await rest('GET', '/v1/docs');
    await rest('GET', '/v1/openapi.json');
    await rest('GET', '/v1/auth/logout', { token });
    await rest('POST', '/v1/auth/logout', { token });

    // Each domain's calls beside this file (openapi/<domain>.calls.ts): every function it exports that ends in `Calls`.
    for (const module of Object.values(domainCalls))
      for (const [name, calls] of Object.entries(module)) if (name.endsWith('Calls')) await calls({ t, rest, upload });

    const statuses = (key: string) => [...(seen.get(key) ?? [])].sort();
    expect(statuses('GET /v1/user/me')).toEqual([200, 401]);
    expect(statuses('POST /v1/auth/register')).toEqual([201, 400, 409]);
    expect(statuses('GET /v1/portal')).toEqual([200, 404]);
    expect(statuses('PATCH /v1/database')).toEqual([200, 409]);
    expect(statuses('POST /v1/user/me/displayImage')).toEqual([200, 413]);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(
      documented.filter((key) => !seen.has(key)),
      'documented operations this test never called',
    ).toEqual([]);
  }, 180_000); // some 300 calls, one after another: a minute and more on a busy 2-core machine

  it('refuses an answer the document does not describe: a status it does not list, a shape it does not have', async () => {
    const contract = await restContract(t.app);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const user = (await t.signUp()).user;
    expect(contract.check('GET', '/v1/user/me', { status: 200, headers: json, body: { success: true, data: user } })).toBeTruthy();
    expect(() =>
      contract.check('GET', '/v1/user/me', { status: 409, headers: json, body: { success: false, code: 'CONFLICT', message: 'No.' } }),
    ).toThrow(/does not list/);
    expect(() =>
      contract.check('GET', '/v1/user/me', { status: 200, headers: json, body: { success: true, data: { ...user, email: 42 } } }),
    ).toThrow(/does not match/);
    expect(() =>
      contract.check('GET', '/v1/user/me', { status: 401, headers: json, body: { success: false, code: 'NOT_FOUND', message: 'No.' } }),
    ).toThrow(/does not match/);
    expect(() => contract.check('GET', '/v1/user/me', { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>' })).toThrow(
      /text\/html/,
    );
  });

  it('is the page /v1/docs reads, served with everything it needs from the app itself', async () => {
    const page = await t.rest('GET', '/v1/docs');
    expect(page.status).toBe(200);
    const assets = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBe(3);
    for (const asset of assets) {
      expect(asset.startsWith('/v1/docs/'), asset).toBe(true);
      const res = await t.rest('GET', asset);
      expect(res.status, asset).toBe(200);
    }
    const init = await t.rest('GET', '/v1/docs/init.js');
    expect(init.body).toContain("url: '/v1/openapi.json'");
    expect(init.body).toContain('validatorUrl: null');
  });

  it('describes itself as a JSON object and names the server', () => {
    const self = doc.paths['/v1/openapi.json']!.get!.responses['200'] as any;
    expect(self.content['application/json'].schema).toEqual({ type: 'object', additionalProperties: true });
    expect((doc as any).servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('says session tokens and API keys are both bearer tokens, and the scope each operation needs from a key', () => {
    const scheme = (doc as any).components.securitySchemes.bearer;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toMatch(/session token.*API key \(`pk_…`/);
    const op = (path: string, method: string) => doc.paths[path]![method] as any;
    expect(op('/v1/portal/list', 'get')['x-required-scope']).toBe('portals:read');
    expect(op('/v1/portal/list', 'get').description).toContain('API keys need the `portals:read` scope.');
    expect(op('/v1/database/records', 'post')['x-required-scope']).toBe('database:write');
    // For people only (their account), or for a portal's customers: no scope opens it.
    for (const [path, method] of [
      ['/v1/user/me', 'get'],
      ['/v1/customer/tickets', 'get'],
    ] as const) {
      expect(op(path, method)['x-required-scope']).toBeUndefined();
      expect(op(path, method).description).toContain('Not for API keys.');
    }
    // Public: nothing to say about keys.
    expect(JSON.stringify(op('/v1/auth/login', 'post'))).not.toMatch(/API keys|x-required-scope/);
  });

  it('says what the server requires: required query parameters, the days enum, one of id or slug', async () => {
    const { token } = await t.signUp();
    const params = (path: string) => Object.fromEntries(((doc.paths[path]!.get as any).parameters as any[]).map((p) => [p.name, p]));
    for (const [path, name] of [
      ['/v1/portal/isSlugAvailable', 'slug'],
      ['/v1/portal/isSubDomainAvailable', 'subDomain'],
    ] as const) {
      expect(params(path)[name]).toMatchObject({ required: true, schema: { type: 'string' } });
      const missing = await rest('GET', path, { token });
      expect({ status: missing.status, details: missing.body.details }).toEqual({
        status: 400,
        details: { [name]: expect.stringMatching(/Please enter/) },
      });
    }
    expect(params('/v1/portal-events/analytics').days).toMatchObject({
      required: false,
      schema: { type: 'integer', enum: [7, 30, 90], default: 30 },
    });
    const portal = (await rest('POST', '/v1/portal', { token, body: { name: `Doc ${Date.now().toString(36)}` } })).body.data;
    for (const days of ['7', '30', '90']) {
      expect((await rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=${days}`, { token })).status).toBe(200);
    }
    expect((await rest('GET', `/v1/portal-events/analytics?portalId=${portal.id}&days=14`, { token })).status).toBe(400);
    expect((doc.paths['/v1/portal']!.get as any).description).toMatch(
      /Send exactly one of: `slug`; or `id`|Send exactly one of: `id`; or `slug`/,
    );
    expect((await rest('GET', `/v1/portal?id=${portal.id}&slug=${portal.slug}`, { token })).status).toBe(400);
    expect((await rest('GET', '/v1/portal', { token })).status).toBe(400);
    expect((await rest('GET', `/v1/portal?slug=${portal.slug}`, { token })).status).toBe(200);
  });

  it('a body of null is refused, not taken as "change nothing"', async () => {
    const { token } = await t.signUp();
    const res = await rest('PATCH', '/v1/user/me', { token, rawBody: 'null', headers: { 'content-type': 'application/json' } });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
    expect(res.body.message).toBe('The request body must be a JSON object, not null.');
  });

  it('a method a /v1 path does not have is 405 with Allow, on every path', async () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const declared = Object.keys(item).map((m) => m.toUpperCase());
      const other = methods.find((m) => !declared.includes(m));
      if (!other) continue;
      const res = await t.app.inject({
        method: other as never,
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: other === 'GET' || other === 'DELETE' ? undefined : '{}',
      });
      const allow = String(res.headers.allow ?? '')
        .split(', ')
        .filter((m) => m !== 'HEAD')
        .sort();
      expect({ path, other, status: res.statusCode, allow }).toEqual({ path, other, status: 405, allow: [...declared].sort() });
      expect(res.json().message).toMatch(/does not take/);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/no/such/path' });
    expect(unknown.statusCode).toBe(404);
  });

  it('PATCH bodies: what the server refuses as "nothing to change" or "no revision" the document refuses too', async () => {
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const ajv = new Ajv2020({ strict: false });
    const id = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[string, object, object]> = [
      ['/v1/customer/users', { id }, { id, name: 'Cleo' }],
      ['/v1/tickets', { id }, { id, priority: 'HIGH' }],
      ['/v1/workflows', { id, graph: { nodes: [], edges: [] } }, { id, name: 'Onboarding' }],
    ];
    const { token } = await t.signUp();
    for (const [path, refused, accepted] of cases) {
      const schema = (doc.paths[path]!.patch as any).requestBody.content['application/json'].schema;
      const validate = ajv.compile({ ...schema, components: doc.components, $id: `https://portico.test/request${path}` });
      expect(validate(refused), `${path} ${JSON.stringify(refused)}`).toBe(false);
      expect(validate(accepted), `${path} ${JSON.stringify(accepted)}`).toBe(true);
      // The access check comes first, so an id the caller cannot see is NOT_FOUND; never accepted.
      expect([400, 404]).toContain((await rest('PATCH', path, { token, body: refused })).status);
    }
  });
});
