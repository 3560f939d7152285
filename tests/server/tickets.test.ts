import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages, tickets } from '../../db/schema/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
let portal: { id: string; slug: string; name: string };

let n = 0;
async function makePortal(token: string) {
  const res = await t.rest('POST', '/v1/portal', { token, body: { name: `Help desk ${Date.now().toString(36)}${n++}` } });
  return res.body.data as { id: string; slug: string; name: string };
}
const count = async (table: typeof tickets | typeof ticketMessages) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
  portal = await makePortal(owner.token);
});
afterAll(() => t.close());

const raise = (token: string, body: Record<string, unknown> = {}) =>
  t.rest('POST', '/v1/customer/tickets', { token, body: { subject: 'Invoice is wrong', body: 'The total is off by 10.', ...body } });

describe('a ticket’s life', () => {
  it('a customer raises it; the team is mailed and sees it unread; a reply reaches the customer, an internal note never does', async () => {
    const customer = await signInCustomer(t, owner.token, portal.id);
    const raised = await raise(customer.token);
    expect(raised.status).toBe(201);
    const id: string = raised.body.data.id;
    expect(raised.body.data).toMatchObject({
      status: 'OPEN',
      priority: 'MEDIUM',
      assignee: null,
      unread: false,
      allowedTransitions: ['CLOSED'],
    });
    await t.drainJobs();
    const teamMail = t.smtp.received.filter((m) => m.to.includes(owner.email)).pop()!;
    expect(teamMail.text).toContain(`raised ticket #${raised.body.data.number}`);
    expect(teamMail.text).toContain(`/${portal.slug}/customer/tickets/${id}`);

    const inbox = await t.rest('GET', `/v1/tickets/list?portalId=${portal.id}&unread=true`, { token: owner.token });
    expect(inbox.body.data.items.map((x: { id: string }) => x.id)).toContain(id);
    expect((await t.rest('GET', `/v1/tickets/unread-count?portalId=${portal.id}`, { token: owner.token })).body.data.count).toBe(1);

    const opened = await t.rest('GET', `/v1/tickets?id=${id}`, { token: owner.token });
    expect(opened.body.data.messages).toEqual([
      expect.objectContaining({ authorType: 'CUSTOMER', authorName: 'Casey Customer', body: 'The total is off by 10.' }),
    ]);
    expect((await t.rest('GET', `/v1/tickets/unread-count?portalId=${portal.id}`, { token: owner.token })).body.data.count).toBe(0);

    const sent = t.smtp.received.length;
    await t.rest('POST', '/v1/tickets/messages', { token: owner.token, body: { ticketId: id, body: 'Refund is on its way.' } });
    const note = await t.rest('POST', '/v1/tickets/messages', {
      token: owner.token,
      body: { ticketId: id, body: 'Customer has asked twice before.', internal: true },
    });
    expect(note.body.data.status).toBe('IN_PROGRESS');
    expect(note.body.data.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, false, true]);
    await t.drainJobs();
    const mails = t.smtp.received.slice(sent);
    expect(mails.map((m) => m.to[0])).toEqual([customer.email]);
    expect(mails[0]!.text).toContain('Refund is on its way.');
    expect(mails[0]!.text).toContain(`/p/${portal.slug}/tickets/${id}`);

    const mine = await t.rest('GET', '/v1/customer/tickets/list', { token: customer.token });
    expect(mine.body.data.items[0]).toMatchObject({ id, unread: true, messageCount: 2, assignee: null });
    const thread = await t.rest('GET', `/v1/customer/tickets?id=${id}`, { token: customer.token });
    expect(thread.body.data.messages.map((m: { body: string; authorName: string }) => [m.authorName, m.body])).toEqual([
      ['Casey Customer', 'The total is off by 10.'],
      ['Support team', 'Refund is on its way.'],
    ]);
    expect(JSON.stringify(thread.body)).not.toContain('asked twice');
    expect(JSON.stringify(mails)).not.toContain('asked twice');
    const read = await t.rest('GET', '/v1/customer/tickets/list', { token: customer.token });
    expect(read.body.data.items[0].unread).toBe(false);
  });

  it('follows the state machine: resolve, a customer reply reopens, close, no reply until reopened', async () => {
    const customer = await signInCustomer(t, owner.token, portal.id);
    const id = (await raise(customer.token)).body.data.id;
    const patch = (body: Record<string, unknown>) => t.rest('PATCH', '/v1/tickets', { token: owner.token, body: { id, ...body } });
    expect((await patch({ status: 'RESOLVED' })).body.data.allowedTransitions).toEqual(['OPEN', 'CLOSED']);
    const reopened = await t.rest('POST', '/v1/customer/tickets/messages', {
      token: customer.token,
      body: { ticketId: id, body: 'Still broken.' },
    });
    expect(reopened.body.data.status).toBe('OPEN');
    expect((await patch({ status: 'CLOSED' })).body.data.status).toBe('CLOSED');
    const messages = await count(ticketMessages);
    const refused = await t.rest('POST', '/v1/customer/tickets/messages', {
      token: customer.token,
      body: { ticketId: id, body: 'Hello?' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This ticket is closed — reopen it to reply.');
    expect((await t.rest('POST', '/v1/tickets/messages', { token: owner.token, body: { ticketId: id, body: 'x' } })).status).toBe(409);
    const wrong = await patch({ status: 'RESOLVED' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.status).toBe('A closed ticket can move to: Open.');
    expect(await count(ticketMessages)).toBe(messages);
    const again = await t.rest('PUT', '/v1/customer/tickets/status', { token: customer.token, body: { id, status: 'OPEN' } });
    expect(again.body.data.status).toBe('OPEN');
    const activity = await t.rest('GET', `/v1/customer/users/activity?id=${customer.id}`, { token: owner.token });
    const types = activity.body.data.items.map((e: { type: string }) => e.type);
    expect(types.slice(0, 5)).toEqual([
      'ticket.status_changed',
      'ticket.status_changed',
      'ticket.customer_replied',
      'ticket.status_changed',
      'ticket.created',
    ]);
    expect(types).toContain('customer.signed_in');
  });

  it('numbers tickets per portal, and filters by status, priority, assignee, customer and #number', async () => {
    const p = await makePortal(owner.token);
    const q = await makePortal(owner.token);
    const ann = await signInCustomer(t, owner.token, p.id, undefined, 'Ann');
    const bob = await signInCustomer(t, owner.token, p.id, undefined, 'Bob');
    const quinn = await signInCustomer(t, owner.token, q.id, undefined, 'Quinn');
    const first = (await raise(ann.token, { subject: 'Login fails', priority: 'URGENT' })).body.data;
    const second = (await raise(bob.token, { subject: 'Billing question' })).body.data;
    const elsewhere = (await raise(quinn.token)).body.data;
    expect([first.number, second.number, elsewhere.number]).toEqual([1, 2, 1]);
    await t.rest('PATCH', '/v1/tickets', { token: owner.token, body: { id: second.id, assigneeUserId: owner.user.id } });
    const list = async (query: string) =>
      (await t.rest('GET', `/v1/tickets/list?portalId=${p.id}&${query}`, { token: owner.token })).body.data.items.map(
        (x: { number: number }) => x.number,
      );
    expect(await list('')).toEqual([2, 1]);
    expect(await list('priority=URGENT')).toEqual([1]);
    expect(await list(`assigneeUserId=${owner.user.id}`)).toEqual([2]);
    expect(await list('assigneeUserId=none')).toEqual([1]);
    expect(await list(`customerId=${ann.id}`)).toEqual([1]);
    expect(await list('search=%232')).toEqual([2]);
    expect(await list('search=billing')).toEqual([2]);
    expect(await list('status=CLOSED')).toEqual([]);
    const assignees = await t.rest('GET', `/v1/tickets/assignees?portalId=${p.id}`, { token: owner.token });
    expect(assignees.body.data).toEqual([{ id: owner.user.id, name: 'Olive Owner', email: owner.email }]);
    const notMember = await t.rest('PATCH', '/v1/tickets', {
      token: owner.token,
      body: { id: first.id, assigneeUserId: stranger.user.id },
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.details.assigneeUserId).toBe('Assign the ticket to a member of this workspace.');
  });
});

describe('tickets refuse what they should', () => {
  it('bad input writes nothing: no subject, NUL bytes, 10,001 characters, unknown priority', async () => {
    const customer = await signInCustomer(t, owner.token, portal.id);
    const before = [await count(tickets), await count(ticketMessages)];
    for (const [body, field] of [
      [{ subject: '   ' }, 'subject'],
      [{ subject: 'a\u0000b' }, 'subject'],
      [{ body: 'x'.repeat(10_001) }, 'body'],
      [{ body: 'nul \u0000' }, 'body'],
      [{ priority: 'CRITICAL' }, 'priority'],
    ] as const) {
      const res = await raise(customer.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.details[field]).toBeTruthy();
    }
    expect((await raise(customer.token, { subject: '' })).body.details.subject).toBe('Give the ticket a subject.');
    expect([await count(tickets), await count(ticketMessages)]).toEqual(before);
  });

  it('a customer sees only their own tickets: another customer’s, or another portal’s, is NOT_FOUND', async () => {
    const a1 = await signInCustomer(t, owner.token, portal.id);
    const a2 = await signInCustomer(t, owner.token, portal.id);
    const other = await makePortal(stranger.token);
    const b1 = await signInCustomer(t, stranger.token, other.id);
    const id = (await raise(a1.token, { subject: 'Private matter' })).body.data.id;
    const messages = await count(ticketMessages);
    for (const token of [a2.token, b1.token]) {
      expect((await t.rest('GET', `/v1/customer/tickets?id=${id}`, { token })).status).toBe(404);
      expect((await t.rest('POST', '/v1/customer/tickets/messages', { token, body: { ticketId: id, body: 'Let me in.' } })).status).toBe(
        404,
      );
      expect((await t.rest('PUT', '/v1/customer/tickets/status', { token, body: { id, status: 'CLOSED' } })).status).toBe(404);
      const list = await t.rest('GET', '/v1/customer/tickets/list', { token });
      expect(JSON.stringify(list.body)).not.toContain('Private matter');
    }
    expect(await count(ticketMessages)).toBe(messages);
    // The other builder, and a builder's token on the customer's routes.
    expect((await t.rest('GET', `/v1/tickets?id=${id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.rest('GET', `/v1/customer/tickets?id=${id}`, { token: owner.token })).status).toBe(401);
    expect((await t.rest('GET', `/v1/tickets?id=${id}`, { token: a1.token })).status).toBe(403);
    expect((await t.rest('GET', '/v1/customer/tickets?id=not-a-ticket', { token: a1.token })).status).toBe(400);
  });

  it('a builder cannot open a ticket for another portal’s customer', async () => {
    const other = await makePortal(stranger.token);
    const foreign = await signInCustomer(t, stranger.token, other.id);
    const before = await count(tickets);
    const res = await t.rest('POST', '/v1/tickets', {
      token: owner.token,
      body: { portalId: portal.id, customerId: foreign.id, subject: 'Hi', body: 'Hello' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.customerId).toBe('Choose a customer of this portal.');
    expect(await count(tickets)).toBe(before);
  });
});
