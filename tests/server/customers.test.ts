import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions, customerUsers, magicLinks } from '../../db/schema/index.js';
import { freshEmail, mailedLink, signInCustomer } from '../helpers/customers.js';
import { expectBadInput } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
let portal: { id: string; slug: string };
let otherPortal: { id: string; slug: string };

let n = 0;
async function makePortal(token: string) {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Acme ${Date.now().toString(36)}${n++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string };
}

const count = async (table: typeof customerUsers | typeof magicLinks | typeof customerSessions) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
  portal = await makePortal(owner.token);
  otherPortal = await makePortal(stranger.token);
});
afterAll(() => t.close());

const invite = (body: Record<string, unknown>, token = owner.token) =>
  t.rest('POST', '/v1/customer/users', { token, body: { portalId: portal.id, ...body } });

describe('customers of a portal (builder side)', () => {
  it('invites a customer with a welcome note: INVITED, an event, and an email with a link and a code', async () => {
    const email = freshEmail('invitee');
    const res = await invite({ email, name: 'Ivy Invitee', welcomeNote: 'Your documents are waiting.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, name: 'Ivy Invitee', status: 'INVITED', context: {}, lastLoginAt: null, ticketCount: 0 });
    await t.drainJobs();
    const mail = t.smtp.received.find((m) => m.to.includes(email))!;
    expect(mail.text).toContain('Olive Owner invited you to');
    expect(mail.text).toContain('Your documents are waiting.');
    expect(mail.text).toMatch(/\/p\/[a-z0-9-]+\/auth\/magic\?token=/);
    const { code } = await mailedLink(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const activity = await t.rest('GET', `/v1/customer/users/activity?id=${res.body.data.id}`, { token: owner.token });
    expect(activity.body.data.items.map((e: { type: string }) => e.type)).toEqual(['customer.invited']);
  });

  it('refuses a second customer with the same email in any letter case, and writes nothing', async () => {
    const email = freshEmail('dup');
    expect((await invite({ email, name: 'A' })).status).toBe(201);
    const before = await count(customerUsers);
    const again = await invite({ email: email.toUpperCase(), name: 'B' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is already a customer with that email in this portal.');
    expect(await count(customerUsers)).toBe(before);
  });

  it('refuses an empty or too long name and a malformed email on invite and update, and writes nothing', async () => {
    const before = await count(customerUsers);
    for (const [body, details] of [
      [{ email: freshEmail('noname'), name: '   ' }, { name: /enter a name/ }],
      [{ email: freshEmail('longname'), name: 'x'.repeat(121) }, { name: /at most 120/ }],
      [{ email: 'not-an-email', name: 'Nia' }, { email: /valid email/ }],
    ] as const)
      expectBadInput(await invite(body), details);
    expect(await count(customerUsers)).toBe(before);
    const made = await invite({ email: freshEmail('rename'), name: 'Rae', sendInvite: false });
    const renamed = await t.rest('PATCH', '/v1/customer/users', { token: owner.token, body: { id: made.body.data.id, name: '' } });
    expectBadInput(renamed, { name: /enter a name/ });
    const info = await t.rest('GET', `/v1/customer/users/info?id=${made.body.data.id}`, { token: owner.token });
    expect(info.body.data.name).toBe('Rae');
  });

  it('lists with search, status filter and cursor pages; GraphQL gives the same customers', async () => {
    const p = await makePortal(owner.token);
    for (const [i, name] of ['Zed Zulu', 'Yan Young', 'Xia Xu'].entries())
      await t.rest('POST', '/v1/customer/users', {
        token: owner.token,
        body: { portalId: p.id, email: `list${i}-${p.id.slice(0, 6)}@example.com`, name, sendInvite: false },
      });
    const all = await t.rest('GET', `/v1/customer/users/list?portalId=${p.id}&limit=2`, { token: owner.token });
    expect(all.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Xia Xu', 'Yan Young']);
    const next = await t.rest('GET', `/v1/customer/users/list?portalId=${p.id}&limit=2&cursor=${all.body.data.nextCursor}`, {
      token: owner.token,
    });
    expect(next.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Zed Zulu']);
    expect(next.body.data.nextCursor).toBeNull();
    const found = await t.rest('GET', `/v1/customer/users/list?portalId=${p.id}&search=YOUNG`, { token: owner.token });
    expect(found.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Yan Young']);
    const wildcard = await t.rest('GET', `/v1/customer/users/list?portalId=${p.id}&search=%25`, { token: owner.token });
    expect(wildcard.body.data.items).toEqual([]);
    const active = await t.rest('GET', `/v1/customer/users/list?portalId=${p.id}&status=ACTIVE`, { token: owner.token });
    expect(active.body.data.items).toEqual([]);
    const gql = await t.gql(
      `query($p: ID!) { customers(portalId: $p, search: "xia", first: 5) { edges { node { name status ticketCount } } } }`,
      { p: p.id },
      owner.token,
    );
    expect(gql.body.data.customers.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Xia Xu']);
  });

  it('another builder gets NOT_FOUND for the portal’s customers and cannot change them', async () => {
    const c = (await invite({ email: freshEmail(), name: 'Private', sendInvite: false })).body.data;
    for (const [method, url, body] of [
      ['GET', `/v1/customer/users/info?id=${c.id}`],
      ['GET', `/v1/customer/users/list?portalId=${portal.id}`],
      ['PUT', '/v1/customer/users/status', { id: c.id, status: 'BLOCKED' }],
      ['PUT', '/v1/customer/users/context', { id: c.id, context: { x: 1 } }],
      ['DELETE', `/v1/customer/users?id=${c.id}`],
    ] as const) {
      const res = await t.rest(method, url, { token: stranger.token, body });
      expect(res.status, url).toBe(404);
    }
    const still = await t.rest('GET', `/v1/customer/users/info?id=${c.id}`, { token: owner.token });
    expect(still.body.data).toMatchObject({ status: 'INVITED', context: {} });
  });

  it('keeps a JSON object as context, and refuses anything else with the field named', async () => {
    const c = (await invite({ email: freshEmail(), name: 'Ctx', sendInvite: false })).body.data;
    const ok = await t.rest('PUT', '/v1/customer/users/context', {
      token: owner.token,
      body: { id: c.id, context: { plan: 'gold', seats: 3, vip: true } },
    });
    expect(ok.body.data.context).toEqual({ plan: 'gold', seats: 3, vip: true });
    for (const context of [[1, 2], 'text', null, { big: 'x'.repeat(17 * 1024) }]) {
      const res = await t.rest('PUT', '/v1/customer/users/context', { token: owner.token, body: { id: c.id, context } });
      expect(res.status, JSON.stringify(context).slice(0, 40)).toBe(400);
      expect(res.body.details.context).toBeTruthy();
    }
    // A NUL is refused at the edge, with the exact key named.
    for (const [context, at] of [
      [{ ['nul\u0000']: 1 }, 'context.nul\u0000'],
      [{ a: 'b\u0000' }, 'context.a'],
    ] as const) {
      const res = await t.rest('PUT', '/v1/customer/users/context', { token: owner.token, body: { id: c.id, context } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.details)).toEqual([at]);
    }
    const gql = await t.gql(
      `mutation($i: SetCustomerContextInput!) { setCustomerContext(input: $i) { context } }`,
      { i: { id: c.id, context: { plan: 'silver' } } },
      owner.token,
    );
    expect(gql.body.data.setCustomerContext.context).toEqual({ plan: 'silver' });
  });

  it('validates the login config: lifetime 5–60 minutes, real domains, de-duplicated', async () => {
    const def = await t.rest('GET', `/v1/customer/users/config?portalId=${portal.id}`, { token: owner.token });
    expect(def.body.data).toEqual({ portalId: portal.id, selfSignup: false, allowedEmailDomains: [], magicLinkTtlMinutes: 15 });
    for (const [body, field] of [
      [{ magicLinkTtlMinutes: 4 }, 'magicLinkTtlMinutes'],
      [{ magicLinkTtlMinutes: 61 }, 'magicLinkTtlMinutes'],
      [{ allowedEmailDomains: ['http://x.com'] }, 'allowedEmailDomains.0'],
      [{ allowedEmailDomains: ['a@b.com'] }, 'allowedEmailDomains.0'],
    ] as const) {
      const res = await t.rest('PUT', '/v1/customer/users/config', {
        token: owner.token,
        body: Object.assign({ portalId: portal.id, selfSignup: true, allowedEmailDomains: [], magicLinkTtlMinutes: 15 }, body),
      });
      expect(res.status).toBe(400);
      expect(res.body.details[field]).toBeTruthy();
    }
    const unchanged = await t.rest('GET', `/v1/customer/users/config?portalId=${portal.id}`, { token: owner.token });
    expect(unchanged.body.data.selfSignup).toBe(false);
  });

  it('imports rows with a per-row report; a dry run writes nothing', async () => {
    const p = await makePortal(owner.token);
    const existing = `old-${p.id.slice(0, 6)}@example.com`;
    await t.rest('POST', '/v1/customer/users', {
      token: owner.token,
      body: { portalId: p.id, email: existing, name: 'Old', sendInvite: false },
    });
    const rows = [
      { email: `new-${p.id.slice(0, 6)}@example.com`, name: 'New' },
      { email: 'not an email', name: 'Bad' },
      { email: existing.toUpperCase(), name: 'Again' },
      { email: `NEW-${p.id.slice(0, 6)}@example.com`, name: 'Twice' },
    ];
    const before = await count(customerUsers);
    const dry = await t.rest('POST', '/v1/customer/users/import', {
      token: owner.token,
      body: { portalId: p.id, rows, dryRun: true, sendInvites: false },
    });
    expect(dry.body.data.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['CREATED', 'INVALID', 'EXISTS', 'DUPLICATE']);
    expect(await count(customerUsers)).toBe(before);
    const real = await t.rest('POST', '/v1/customer/users/import', {
      token: owner.token,
      body: { portalId: p.id, rows, dryRun: false, sendInvites: true },
    });
    expect(real.body.data).toMatchObject({ created: 1, skipped: 3 });
    expect(await count(customerUsers)).toBe(before + 1);
    await mailedLink(t, rows[0]!.email);
    const tooMany = await t.rest('POST', '/v1/customer/users/import', {
      token: owner.token,
      body: {
        portalId: p.id,
        rows: Array.from({ length: 1001 }, (_, i) => ({ email: `r${i}@example.com` })),
        dryRun: true,
        sendInvites: false,
      },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('magic-link sign-in', () => {
  it('an invitation link signs in once, turns INVITED to ACTIVE, and the token is a customer’s only', async () => {
    const signedIn = await signInCustomer(t, owner.token, portal.id);
    const info = await t.rest('GET', `/v1/customer/users/info?id=${signedIn.id}`, { token: owner.token });
    expect(info.body.data.status).toBe('ACTIVE');
    expect(info.body.data.lastLoginAt).not.toBeNull();
    const session = await t.rest('GET', '/v1/customer/auth/session', { token: signedIn.token });
    expect(session.body.data.customer).toMatchObject({ id: signedIn.id, email: signedIn.email });
    expect(session.body.data.portal.slug).toBe(portal.slug);
    // A customer's token is not a builder's, and a builder's is not a customer's.
    expect((await t.rest('GET', '/v1/portal/list', { token: signedIn.token })).status).toBe(403);
    expect((await t.rest('GET', `/v1/customer/users/list?portalId=${portal.id}`, { token: signedIn.token })).status).toBe(403);
    expect((await t.gql('{ portals { edges { node { id } } } }', {}, signedIn.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/v1/customer/auth/session', { token: owner.token })).status).toBe(401);
    // Signing out revokes it.
    await t.rest('POST', '/v1/customer/auth/logout', { token: signedIn.token });
    expect((await t.rest('GET', '/v1/customer/auth/session', { token: signedIn.token })).status).toBe(401);
  });

  it('a link used twice, or two clicks at once: exactly one wins', async () => {
    const email = freshEmail('twice');
    await invite({ email, name: 'Twice' });
    const { token } = await mailedLink(t, email);
    const [a, b] = await Promise.all([
      t.rest('POST', '/v1/customer/auth/verify', { body: { token } }),
      t.rest('POST', '/v1/customer/auth/verify', { body: { token } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const third = await t.rest('POST', '/v1/customer/auth/verify', { body: { token } });
    expect(third.status).toBe(400);
    // It was an invitation: the customer is told how to get in now, not to "ask for a new one".
    expect(third.body.details.token).toBe(
      'This invitation was already used — enter your email on the sign-in page and we will send you a sign-in link.',
    );
  });

  it('an expired link is refused and makes no session', async () => {
    const email = freshEmail('late');
    await invite({ email, name: 'Late' });
    const { token } = await mailedLink(t, email);
    await t.database.db
      .update(magicLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`lower(${magicLinks.email}) = ${email}`);
    const sessions = await count(customerSessions);
    expect((await t.rest('POST', '/v1/customer/auth/verify', { body: { token } })).status).toBe(400);
    expect(await count(customerSessions)).toBe(sessions);
  });

  it('a link asked for in a browser works only with that browser’s cookie; the code works there too', async () => {
    const email = freshEmail('bound');
    await invite({ email, name: 'Bound', sendInvite: false });
    const asked = await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email } });
    expect(asked.body).toEqual({ success: true, data: { sent: true } });
    const setCookie = String(asked.headers['set-cookie']);
    expect(setCookie).toMatch(/portico_ml=[^;]+; Max-Age=900; Path=\/v1\/customer; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;
    const { token, code } = await mailedLink(t, email);
    const elsewhere = await t.rest('POST', '/v1/customer/auth/verify', { body: { token } });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toContain('asked for in another browser');
    const viaCode = await t.rest('POST', '/v1/customer/auth/verify', {
      body: { portalSlug: portal.slug, email, code },
      headers: { cookie },
    });
    expect(viaCode.status, JSON.stringify(viaCode.body)).toBe(200);
    expect(viaCode.body.data.token).toMatch(/^pcs_/);
    // Used by its code, the link is gone too.
    expect((await t.rest('POST', '/v1/customer/auth/verify', { body: { token }, headers: { cookie } })).status).toBe(400);
  });

  it('wrong codes count: after five the link takes no code', async () => {
    const email = freshEmail('guess');
    await invite({ email, name: 'Guess' });
    const { code } = await mailedLink(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.rest('POST', '/v1/customer/auth/verify', { body: { portalSlug: portal.slug, email, code: wrong } });
      expect(res.status).toBe(400);
    }
    const right = await t.rest('POST', '/v1/customer/auth/verify', { body: { portalSlug: portal.slug, email, code } });
    expect(right.status).toBe(400);
  });

  it('answers the same for unknown and blocked emails, and sends them nothing', async () => {
    const blocked = (await invite({ email: freshEmail('blocked'), name: 'Blocked', sendInvite: false })).body.data;
    await t.rest('PUT', '/v1/customer/users/status', { token: owner.token, body: { id: blocked.id, status: 'BLOCKED' } });
    const unknown = freshEmail('nobody');
    const links = await count(magicLinks);
    for (const email of [unknown, blocked.email]) {
      const res = await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email } });
      expect(res.body).toEqual({ success: true, data: { sent: true } });
    }
    await t.drainJobs();
    expect(await count(magicLinks)).toBe(links);
    expect(t.smtp.received.some((m) => m.to.includes(unknown) || m.to.includes(blocked.email))).toBe(false);
  });

  it('blocking signs the customer out everywhere, and a blocked customer cannot use a link', async () => {
    const c = await signInCustomer(t, owner.token, portal.id);
    const resent = await t.rest('POST', '/v1/customer/users/invite', { token: owner.token, body: { id: c.id } });
    expect(resent.status).toBe(200);
    const { token } = await mailedLink(t, c.email);
    await t.rest('PUT', '/v1/customer/users/status', { token: owner.token, body: { id: c.id, status: 'BLOCKED' } });
    expect((await t.rest('GET', '/v1/customer/auth/session', { token: c.token })).status).toBe(401);
    const refused = await t.rest('POST', '/v1/customer/auth/verify', { body: { token } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your access to this portal is blocked — contact the portal’s team.');
    const unblocked = await t.rest('PUT', '/v1/customer/users/status', { token: owner.token, body: { id: c.id, status: 'ACTIVE' } });
    expect(unblocked.body.data.status).toBe('ACTIVE');
    const activity = await t.rest('GET', `/v1/customer/users/activity?id=${c.id}`, { token: owner.token });
    expect(activity.body.data.items.map((e: { type: string }) => e.type).slice(0, 2)).toEqual(['customer.unblocked', 'customer.blocked']);
  });

  it('self sign-up only when the config allows that email’s domain', async () => {
    const p = await makePortal(owner.token);
    const ask = (email: string) => t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: p.slug, email } });
    await ask('first@partner.com');
    await t.drainJobs();
    expect(t.smtp.received.some((m) => m.to.includes('first@partner.com'))).toBe(false);
    await t.rest('PUT', '/v1/customer/users/config', {
      token: owner.token,
      body: { portalId: p.id, selfSignup: true, allowedEmailDomains: ['Partner.com'], magicLinkTtlMinutes: 30 },
    });
    const email = `new-${Date.now()}@eu.partner.com`;
    const asked = await ask(email);
    await ask('someone@elsewhere.com');
    await t.drainJobs();
    expect(t.smtp.received.some((m) => m.to.includes('someone@elsewhere.com'))).toBe(false);
    const { code } = await mailedLink(t, email);
    const cookie = String(asked.headers['set-cookie']).split(';')[0]!;
    const before = await count(customerUsers);
    const res = await t.rest('POST', '/v1/customer/auth/verify', { body: { portalSlug: p.slug, email, code }, headers: { cookie } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.customer).toMatchObject({ email, status: 'ACTIVE' });
    expect(await count(customerUsers)).toBe(before + 1);
  });

  it('is rate-limited per email, and refuses malformed input with a clear error', async () => {
    const email = freshEmail('flood');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email } })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    for (const body of [
      { portalSlug: portal.slug, email: 'not-an-email' },
      { portalSlug: portal.slug, email: 'a\u0000@b.com' },
      { portalSlug: portal.slug, email: 'x@y.com', returnTo: 'https://evil.example' },
    ]) {
      const res = await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body });
      expect(res.status).toBe(400);
    }
    expect(
      (await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: 'no-such-portal', email } })).status,
    ).toBe(404);
    expect((await t.rest('POST', '/v1/customer/auth/verify', { body: { token: 'x'.repeat(10_000) } })).status).toBe(400);
    expect((await t.rest('GET', '/v1/customer/auth/session', { token: `pcs_${'x'.repeat(300)}` })).status).toBe(401);
  });

  it('a customer of one portal is nobody in another', async () => {
    const c = await signInCustomer(t, owner.token, portal.id);
    const other = await t.rest('GET', `/v1/customer/users/list?portalId=${otherPortal.id}`, { token: c.token });
    expect(other.status).toBe(403);
    const session = await t.rest('GET', '/v1/customer/auth/session', { token: c.token });
    expect(session.body.data.portal.slug).toBe(portal.slug);
  });
});

describe('deleting a customer', () => {
  it('says what goes, then removes their sessions and clears CUSTOMER values naming them', async () => {
    const c = await signInCustomer(t, owner.token, portal.id);
    const collection = await t.rest('POST', '/v1/database', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: `Deals ${n++}`,
        fields: [
          { label: 'Title', type: 'TEXT' },
          { label: 'Client', type: 'CUSTOMER' },
        ],
      },
    });
    expect(collection.status, JSON.stringify(collection.body)).toBe(201);
    const [title, client] = collection.body.data.fields as Array<{ key: string }>;
    const record = await t.rest('POST', '/v1/database/records', {
      token: owner.token,
      body: { collectionId: collection.body.data.id, data: { [title!.key]: 'Big deal', [client!.key]: c.id } },
    });
    expect(record.status, JSON.stringify(record.body)).toBe(201);
    expect(record.body.data.customers).toEqual([{ fieldKey: client!.key, customerId: c.id, name: 'Casey Customer', email: c.email }]);
    const linked = await t.rest('GET', `/v1/customer/users/records?id=${c.id}`, { token: owner.token });
    expect(linked.body.data).toEqual([expect.objectContaining({ recordId: record.body.data.id, label: 'Big deal', fieldLabel: 'Client' })]);
    const preview = await t.rest('GET', `/v1/customer/users/deletion-preview?id=${c.id}`, { token: owner.token });
    expect(preview.body.data).toMatchObject({ ticketsDeleted: 0, recordsCleared: 1 });
    const gone = await t.rest('DELETE', `/v1/customer/users?id=${c.id}`, { token: owner.token });
    expect(gone.body.data).toMatchObject({ id: c.id, email: c.email, ticketCount: 0 });
    expect((await t.rest('GET', '/v1/customer/auth/session', { token: c.token })).status).toBe(401);
    const after = await t.rest('GET', `/v1/database/record?id=${record.body.data.id}`, { token: owner.token });
    expect(after.body.data.data[client!.key]).toBeUndefined();
    expect(after.body.data.customers).toEqual([]);
    const rows = await t.database.db.select().from(customerUsers).where(eq(customerUsers.id, c.id));
    expect(rows).toEqual([]);
  });

  it('a CUSTOMER value must name a customer of the same portal', async () => {
    const foreign = (
      await t.rest('POST', '/v1/customer/users', {
        token: stranger.token,
        body: { portalId: otherPortal.id, email: freshEmail(), name: 'F', sendInvite: false },
      })
    ).body.data;
    const collection = await t.rest('POST', '/v1/database', {
      token: owner.token,
      body: { portalId: portal.id, name: `Owners ${n++}`, fields: [{ label: 'Client', type: 'CUSTOMER' }] },
    });
    const key = collection.body.data.fields[0].key;
    for (const value of [foreign.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.rest('POST', '/v1/database/records', {
        token: owner.token,
        body: { collectionId: collection.body.data.id, data: { [key]: value } },
      });
      expect(res.status, value).toBe(400);
      expect(res.body.details[`data.${key}`]).toBeTruthy();
    }
    const list = await t.rest('GET', `/v1/database/records?collectionId=${collection.body.data.id}`, { token: owner.token });
    expect(list.body.data.items).toEqual([]);
  });
});

describe('collections shared with customers', () => {
  it('a customer reads only their own records of a shared collection, nothing of another, and writes nothing', async () => {
    const a1 = await signInCustomer(t, owner.token, portal.id, freshEmail('share-a1'), 'Ann');
    const a2 = await signInCustomer(t, owner.token, portal.id, freshEmail('share-a2'), 'Abe');
    const created = await t.rest('POST', '/v1/database', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: `Invoices ${n++}`,
        fields: [
          { label: 'Number', type: 'TEXT' },
          { label: 'Amount', type: 'NUMBER' },
          { label: 'Client', type: 'CUSTOMER' },
        ],
      },
    });
    const c = created.body.data;
    const [number, amount, client] = c.fields.map((f: { key: string }) => f.key);
    for (const [no, who] of [
      ['INV-1', a1.id],
      ['INV-2', a2.id],
      ['INV-3', a1.id],
    ] as const)
      await t.rest('POST', '/v1/database/records', {
        token: owner.token,
        body: { collectionId: c.id, data: { [number]: no, [amount]: 10, [client]: who } },
      });

    // Not shared yet: customers see nothing.
    expect((await t.rest('GET', '/v1/customer/collections/list', { token: a1.token })).body.data).toEqual([]);
    expect((await t.rest('GET', `/v1/customer/collections/records?collectionId=${c.id}`, { token: a1.token })).status).toBe(404);

    const refused = await t.rest('PUT', '/v1/database/customer-access', {
      token: owner.token,
      body: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: number },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldKey).toContain('Customer field');
    const shared = await t.rest('PUT', '/v1/database/customer-access', {
      token: owner.token,
      body: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: client },
    });
    expect(shared.body.data.customerAccess).toEqual({ mode: 'CUSTOMER_FIELD', fieldKey: client });

    const list = await t.rest('GET', '/v1/customer/collections/list', { token: a1.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: c.id, fields: [expect.objectContaining({ key: number }), expect.objectContaining({ key: amount })] }),
    ]);
    const mine = await t.rest('GET', `/v1/customer/collections/records?collectionId=${c.id}`, { token: a1.token });
    expect(mine.body.data.items.map((r: { data: Record<string, unknown> }) => r.data[number])).toEqual(['INV-3', 'INV-1']);
    expect(JSON.stringify(mine.body)).not.toContain(a1.id);
    const theirs = await t.rest('GET', `/v1/customer/collections/records?collectionId=${c.id}`, { token: a2.token });
    expect(theirs.body.data.items.map((r: { data: Record<string, unknown> }) => r.data[number])).toEqual(['INV-2']);
    // Another portal's customer, and a builder's token, get nothing.
    const other = await makePortal(stranger.token);
    const b1 = await signInCustomer(t, stranger.token, other.id);
    expect((await t.rest('GET', `/v1/customer/collections/records?collectionId=${c.id}`, { token: b1.token })).status).toBe(404);
    expect((await t.rest('GET', `/v1/customer/collections/records?collectionId=${c.id}`, { token: owner.token })).status).toBe(401);
    // Retyping the scoping field stops the sharing in the same change.
    const fields = c.fields.map((f: Record<string, unknown>) => (f.key === client ? { ...f, type: 'TEXT' } : f));
    const retyped = await t.rest('PATCH', '/v1/database', { token: owner.token, body: { id: c.id, fields } });
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    expect(retyped.body.data.customerAccess).toEqual({ mode: 'NONE', fieldKey: null });
    expect((await t.rest('GET', '/v1/customer/collections/list', { token: a1.token })).body.data).toEqual([]);
  });
});
