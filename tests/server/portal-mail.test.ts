import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { magicLinks } from '../../db/schema/index.js';
import { freshEmail, mailedLink, signInCustomer } from '../helpers/customers.js';
import { png } from '../helpers/images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The mail a portal's customers get, as received by a real SMTP peer: the portal's name as the
 * sender's, its support email as Reply-To, its logo and colour in the HTML, a text part saying the
 * same; invitations that last days; and the builder's preview drawn by the same code.
 */

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
let portal: { id: string; slug: string; name: string; logoUrl: string };
const DAY = 24 * 3600 * 1000;

let n = 0;
async function makePortal(name: string, token = owner.token) {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `${name} ${Date.now().toString(36)}${n++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string; name: string };
}

/** The newest mail to `to`, parsed as a mail program would. */
async function received(to: string, containing?: string): Promise<ParsedMail & { raw: string }> {
  await t.drainJobs();
  const mail = await t.smtp.waitFor(to, 5000, containing);
  return Object.assign(await simpleParser(mail.raw), { raw: mail.raw });
}

const headersOf = (raw: string) => raw.split(/\r\n\r\n/)[0]!;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
  const made = await makePortal('Acme Studio');
  const logo = await t.upload('POST', '/v1/portal/logo', {
    token: owner.token,
    fields: { portalId: made.id },
    file: { data: png([14, 116, 144]), filename: 'logo.png', contentType: 'image/png' },
  });
  expect(logo.status, JSON.stringify(logo.body)).toBe(200);
  const theme = { primaryColor: '#0E7490', accentColor: '#f59e0b', mode: 'LIGHT', font: 'SYSTEM', radius: 'MD' };
  expect((await t.rest('PUT', '/v1/portal/theme', { token: owner.token, body: { portalId: made.id, theme } })).status).toBe(200);
  const info = { title: 'Acme clients', description: '', supportEmail: 'Help@Acme.test' };
  expect((await t.rest('PUT', '/v1/portal/basic-info', { token: owner.token, body: { portalId: made.id, basicInfo: info } })).status).toBe(
    200,
  );
  portal = { ...made, logoUrl: logo.body.data.logoUrl };
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const invite = (body: Record<string, unknown>, portalId = portal.id) =>
  t.rest('POST', '/v1/customer/users', { token: owner.token, body: { portalId, name: 'Ivy Invitee', ...body } });

describe('a customer’s mail is the portal’s', () => {
  it('the invitation: the portal’s name as sender, its support email as Reply-To, its logo and colour, a text part; it lasts 7 days and never says “if you did not ask”', async () => {
    const email = freshEmail('invitee');
    expect((await invite({ email, welcomeNote: 'Your documents are waiting.' })).status).toBe(201);
    const mail = await received(email);

    expect(mail.from!.value).toEqual([{ name: portal.name, address: 'no-reply@portico.local' }]);
    expect(mail.replyTo!.value).toEqual([{ name: '', address: 'help@acme.test' }]);
    expect(mail.subject).toBe(`Olive Owner invited you to ${portal.name}`);

    const html = String(mail.html);
    expect(html).toContain(`<img src="http://portico.test${portal.logoUrl}"`);
    expect(html).toContain('background:#0e7490');
    expect(html).toContain('Accept the invitation');
    expect(html).toContain('Your documents are waiting.');

    const text = mail.text!;
    expect(text).toContain('Olive Owner invited you to');
    expect(text).toMatch(/Accept the invitation: http:\/\/portico\.test\/p\/[a-z0-9-]+\/auth\/magic\?token=/);
    expect(text).toContain('The invitation works once, for 7 days.');
    expect(text).toContain(`/auth/sign-in and enter your email: we will send you a new link.`);
    expect(text).toContain('Questions? Reply to this email or write to help@acme.test.');
    for (const part of [text, html]) expect(part).not.toMatch(/did not ask|15 minutes/);
  });

  it('a sign-in link the customer asked for: minutes, with “if you did not ask”; the same sender and Reply-To', async () => {
    const email = freshEmail('asker');
    await invite({ email, sendInvite: false });
    const asked = await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email } });
    expect(asked.status).toBe(200);
    const mail = await received(email);
    expect(mail.from!.value[0]!.name).toBe(portal.name);
    expect(mail.replyTo!.value[0]!.address).toBe('help@acme.test');
    expect(mail.subject).toBe(`Your sign-in link for ${portal.name}`);
    expect(mail.text).toContain('The link and the code work once, for 15 minutes. If you did not ask for them, you can ignore this email.');
    expect(String(mail.html)).toContain('background:#0e7490');
    const [row] = await t.database.db
      .select({ minutes: sql<number>`round(extract(epoch from (${magicLinks.expiresAt} - ${magicLinks.createdAt})) / 60)::int` })
      .from(magicLinks)
      .where(sql`lower(${magicLinks.email}) = ${email} and ${magicLinks.verifierHash} is not null`);
    expect(row!.minutes).toBe(15);
  });

  it('without a support email there is no Reply-To; without a logo the name heads the mail; the product’s mail keeps Portico as sender', async () => {
    const plain = await makePortal('Plain');
    const email = freshEmail('plain');
    await invite({ email }, plain.id);
    const mail = await received(email);
    expect(mail.from!.value[0]!.name).toBe(plain.name);
    expect(mail.replyTo).toBeUndefined();
    expect(headersOf(mail.raw)).not.toMatch(/^Reply-To:/im);
    expect(String(mail.html)).not.toContain('<img');
    expect(String(mail.html)).toContain(`font-weight:700;color:#111827">${plain.name}</span>`);
    expect(String(mail.html)).toContain('background:#4f46e5');

    // A builder's own mail (a workspace invitation) is Portico's, not a portal's.
    const mate = freshEmail('mate');
    expect((await t.rest('POST', '/v1/workspace/invitations', { token: owner.token, body: { email: mate, role: 'MEMBER' } })).status).toBe(
      201,
    );
    const teamMail = await received(mate);
    expect(teamMail.from!.value).toEqual([{ name: 'Portico', address: 'no-reply@portico.local' }]);
    expect(teamMail.replyTo).toBeUndefined();
  });

  it('a ticket reply reaches the customer in the portal’s name; the team’s notice of a new ticket stays Portico’s', async () => {
    const customer = await signInCustomer(t, owner.token, portal.id, freshEmail('ticketer'), 'Tess Ticket');
    const raised = await t.rest('POST', '/v1/customer/tickets', {
      token: customer.token,
      body: { subject: 'Invoice question', body: 'Where is my invoice?' },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    const notice = await received(owner.email, 'Invoice question');
    expect(notice.from!.value[0]!.name).toBe('Portico');

    const replied = await t.rest('POST', '/v1/tickets/messages', {
      token: owner.token,
      body: { ticketId: raised.body.data.id, body: 'It is attached now.' },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    const mail = await received(customer.email, 'It is attached now.');
    expect(mail.from!.value[0]!.name).toBe(portal.name);
    expect(mail.replyTo!.value[0]!.address).toBe('help@acme.test');
    expect(mail.subject).toMatch(/#\d+ Invoice question$/);
    expect(mail.text).toContain('> It is attached now.');
    expect(mail.text).toMatch(/Read and reply: http:\/\/portico\.test\/p\/[a-z0-9-]+\/tickets\//);
    expect(String(mail.html)).toContain(`http://portico.test${portal.logoUrl}`);
  });
});

describe('a customer is told when a workflow is assigned to them', () => {
  it('once, with a link into the portal’s workflow; a draft or a second assignment sends nothing', async () => {
    const graph = {
      nodes: [{ id: 'hello', type: 'CONTENT', name: 'Welcome', config: { body: 'Welcome aboard.', confirmLabel: 'Finish' } }],
      edges: [],
    };
    const made = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: { portalId: portal.id, name: 'Client onboarding', graph, accessType: 'ASSIGNED' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const wf = made.body.data as { id: string; slug: string };
    const customer = await signInCustomer(t, owner.token, portal.id, freshEmail('assignee'), 'Ada Assignee');
    const mailsTo = () => t.smtp.received.filter((m) => m.to.includes(customer.email)).length;
    const before = mailsTo();

    // A draft: its link would lead nowhere yet.
    const draft = await t.rest('POST', '/v1/customer/users/assign-workflow', {
      token: owner.token,
      body: { customerId: customer.id, workflowId: wf.id },
    });
    expect(draft.status).toBe(200);
    await t.drainJobs();
    expect(mailsTo()).toBe(before);
    await t.rest('POST', '/v1/customer/users/unassign-workflow', {
      token: owner.token,
      body: { customerId: customer.id, workflowId: wf.id },
    });

    expect((await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.id, published: true } })).status).toBe(200);
    const assigned = await t.rest('POST', '/v1/customer/users/assign-workflow', {
      token: owner.token,
      body: { customerId: customer.id, workflowId: wf.id },
    });
    expect(assigned.status).toBe(200);
    const mail = await received(customer.email, 'Please complete');
    expect(mail.subject).toBe(`[${portal.name}] Please complete Client onboarding`);
    expect(mail.from!.value[0]!.name).toBe(portal.name);
    expect(mail.text).toContain(`Open Client onboarding: http://portico.test/p/${portal.slug}/workflows/${wf.slug}`);
    expect(String(mail.html)).toContain(`href="http://portico.test/p/${portal.slug}/workflows/${wf.slug}"`);
    expect(mailsTo()).toBe(before + 1);

    // Assigning again is the same as once: no second mail.
    await t.rest('POST', '/v1/customer/users/assign-workflow', {
      token: owner.token,
      body: { customerId: customer.id, workflowId: wf.id },
    });
    await t.drainJobs();
    expect(mailsTo()).toBe(before + 1);
  });
});

describe('a workflow decided on', () => {
  it('approved and complete: the customer hears it in the portal’s name, with the comment and a link to the run; the team’s request stays Portico’s', async () => {
    const graph = {
      nodes: [
        {
          id: 'form',
          type: 'FORM',
          name: 'Your details',
          config: { fields: [{ key: 'company', label: 'Company', type: 'TEXT', required: true }] },
        },
        { id: 'approve', type: 'APPROVAL', name: 'We check', config: { instructions: 'Check it.' } },
      ],
      edges: [{ from: 'form', to: 'approve' }],
    };
    const made = await t.rest('POST', '/v1/workflows', { token: owner.token, body: { portalId: portal.id, name: 'Kick-off', graph } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(
      (await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: made.body.data.id, published: true } })).status,
    ).toBe(200);
    const customer = await signInCustomer(t, owner.token, portal.id, freshEmail('decided'), 'Dee Decided');
    const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: customer.token, body: { workflowId: made.body.data.id } }))
      .body.data;
    const advanced = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: customer.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Acme' } },
    });
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    const ask = await received(owner.email, 'waits for your decision');
    expect(ask.from!.value[0]!.name).toBe('Portico');

    const decided = await t.rest('POST', '/v1/workflows/runs/decide', {
      token: owner.token,
      body: { runId: run.id, decision: 'APPROVE', comment: 'All set, welcome!' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const mail = await received(customer.email, 'Kick-off');
    expect(mail.subject).toBe(`[${portal.name}] Kick-off: complete`);
    expect(mail.from!.value[0]!.name).toBe(portal.name);
    expect(mail.replyTo!.value[0]!.address).toBe('help@acme.test');
    expect(mail.text).toContain(`${portal.name} approved your Kick-off — it is complete.`);
    expect(mail.text).toContain('> All set, welcome!');
    expect(mail.text).toContain(`Open it: http://portico.test/p/${portal.slug}/runs/${run.id}`);
    expect(String(mail.html)).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:#111827;overflow-wrap:anywhere">Kick-off is complete</h1>',
    );
    expect(String(mail.html)).toContain('border-left:4px solid #0e7490');
  });
});

describe('invitations that last', () => {
  it('an invitation sent three days ago still signs the customer in (pinned clock); its link expires 7 days after it was sent', async () => {
    const email = freshEmail('three-days');
    const sentAt = Date.now() - 3 * DAY;
    vi.useFakeTimers({ toFake: ['Date'], now: sentAt, shouldAdvanceTime: true });
    expect((await invite({ email })).status).toBe(201);
    vi.useRealTimers();
    const { token } = await mailedLink(t, email);
    const [row] = await t.database.db
      .select({ expiresAt: magicLinks.expiresAt })
      .from(magicLinks)
      .where(sql`lower(${magicLinks.email}) = ${email}`);
    // Seven days from when it was sent (the clock ran a little while the request was served).
    expect(row!.expiresAt.getTime() - sentAt).toBeGreaterThanOrEqual(7 * DAY);
    expect(row!.expiresAt.getTime() - sentAt).toBeLessThan(7 * DAY + 60_000);
    const signedIn = await t.rest('POST', '/v1/customer/auth/verify', { body: { token } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.customer.email).toBe(email);
  });

  it('an invitation sent eight days ago has expired, and says what to do: no session is made', async () => {
    const email = freshEmail('eight-days');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 8 * DAY, shouldAdvanceTime: true });
    expect((await invite({ email })).status).toBe(201);
    vi.useRealTimers();
    const { token } = await mailedLink(t, email);
    const late = await t.rest('POST', '/v1/customer/auth/verify', { body: { token } });
    expect(late.status).toBe(400);
    expect(late.body.details.token).toBe(
      'This invitation has expired — enter your email on the sign-in page and we will send you a new link, or ask the team for a new invitation.',
    );
    // The sign-in page sends a fresh link to the invited address.
    const asked = await t.rest('POST', '/v1/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email } });
    expect(asked.status).toBe(200);
    const fresh = await received(email, 'Your sign-in link');
    expect(fresh.subject).toBe(`Your sign-in link for ${portal.name}`);
  });

  it('the lifetime is configurable (CUSTOMER_INVITATION_TTL_DAYS) and the mail says it', async () => {
    const other = await createTestApp({ CUSTOMER_INVITATION_TTL_DAYS: '14' });
    try {
      const builder = await other.signUp();
      const p = (await other.rest('POST', '/v1/portal', { token: builder.token, body: { name: 'Longer' } })).body.data;
      const email = freshEmail('fortnight');
      expect(
        (await other.rest('POST', '/v1/customer/users', { token: builder.token, body: { portalId: p.id, email, name: 'F' } })).status,
      ).toBe(201);
      await other.drainJobs();
      const mail = await other.smtp.waitFor(email);
      expect(mail.text).toContain('The invitation works once, for 14 days.');
    } finally {
      await other.close();
    }
  });
});

describe('what people type cannot reach the headers', () => {
  it('a portal name with line breaks and NUL is one clean display name; a support email with a header in it is refused', async () => {
    const evil = await makePortal('Evil');
    const renamed = await t.rest('PATCH', '/v1/portal', {
      token: owner.token,
      body: { id: evil.id, name: 'Evil\r\nBcc: victim@evil.test\u0000"Co"' },
    });
    if (renamed.status === 200) {
      const email = freshEmail('target');
      await invite({ email }, evil.id);
      const mail = await received(email);
      const headers = headersOf(mail.raw);
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(mail.bcc).toBeUndefined();
      expect(mail.from!.value).toHaveLength(1);
      expect(mail.from!.value[0]!.name).toBe('Evil Bcc: victim@evil.test "Co"');
      expect(mail.from!.value[0]!.address).toBe('no-reply@portico.local');
    } else {
      expect(renamed.status).toBe(400);
    }
    for (const supportEmail of ['help@acme.test\r\nBcc: victim@evil.test', 'help@acme.test\u0000', 'Help <help@acme.test>']) {
      const res = await t.rest('PUT', '/v1/portal/basic-info', {
        token: owner.token,
        body: { portalId: evil.id, basicInfo: { title: '', description: '', supportEmail } },
      });
      expect(res.status, supportEmail).toBe(400);
      expect(res.body.details.supportEmail ?? res.body.message).toBeTruthy();
    }
  });
});

describe('the builder’s preview', () => {
  const previewOf = (template: string, portalId = portal.id, token = owner.token) =>
    t.rest('GET', `/v1/portal/email-preview?portalId=${portalId}&template=${template}`, { token });

  it('is the mail the code sends, in the portal’s look: the invitation preview matches a real invitation but for its link and code', async () => {
    const preview = (await previewOf('INVITATION')).body.data;
    expect(preview).toMatchObject({
      template: 'INVITATION',
      label: 'Invitation',
      subject: `Olive Owner invited you to ${portal.name}`,
      from: `"${portal.name}" <no-reply@portico.local>`,
      fromAddress: 'no-reply@portico.local',
      replyTo: 'help@acme.test',
    });
    const email = freshEmail('compare');
    await invite({ email, welcomeNote: 'Welcome aboard! Everything we share with you is in this portal.' });
    const real = await received(email);
    const normalise = (s: string) =>
      s
        .replace(/token=[A-Za-z0-9_-]+/g, 'token=X')
        .replace(/>\d{6}</g, '>CODE<')
        .replace(/: \d{6}\n/g, ': CODE\n');
    expect(normalise(preview.html)).toBe(normalise(String(real.html)));
    expect(normalise(preview.text)).toBe(normalise(real.text!));
  });

  it('has every customer template, each with HTML and text; a bad template is refused by name; another builder’s portal is NOT_FOUND', async () => {
    for (const template of [
      'INVITATION',
      'SIGN_IN',
      'TICKET_REPLY',
      'WORKFLOW_ASSIGNED',
      'WORKFLOW_APPROVED',
      'WORKFLOW_COMPLETED',
      'WORKFLOW_NOT_APPROVED',
      'WORKFLOW_RESUME_LINK',
    ]) {
      const res = await previewOf(template);
      expect(res.status, template).toBe(200);
      expect(res.body.data.html).toContain('#0e7490');
      expect(res.body.data.html).toContain(portal.logoUrl);
      expect(res.body.data.text.length).toBeGreaterThan(40);
      expect(res.body.data.text).not.toContain('<');
    }
    const bad = await previewOf('NOPE');
    expect(bad.status).toBe(400);
    expect(bad.body.details.template).toMatch(/^The template is one of INVITATION, SIGN_IN/);
    const foreign = await previewOf('INVITATION', portal.id, stranger.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(portal.name);
  });
});
