import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { customerUsers, portals, TICKET_STATUSES, ticketMessages, tickets, type TicketStatus } from '../../../db/schema/index.js';
import { requireCustomer } from '../../core/access.js';
import { ownedBy } from '../../core/customer-access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { mailJob } from '../../core/mail.js';
import { pageInput, type Page } from '../../core/pagination.js';
import { fields, parseInput } from '../../core/validation.js';
import { requireOwnTicket } from './ticket.access.js';
import { attachFiles, attachmentIdsField } from './ticket.attachments.js';
import { CUSTOMER_TRANSITIONS, STATUS_LABEL } from './ticket.rules.js';
import { emitWebhookEvent, ticketData } from '../webhook/webhook.emit.js';
import {
  bodyField,
  customerReplyEmail,
  loadDetail,
  newTicketEmail,
  nextNumber,
  notifyBuilders,
  selectTickets,
  subjectField,
  ticketEvent,
  toTicketView,
  type TicketDetail,
  type TicketView,
} from './ticket.service.js';

/** Tickets as their customer sees them: only their own, in their portal, never an internal note. */

export const listInput = z.strictObject({
  status: z.enum(TICKET_STATUSES, 'The status is OPEN, IN_PROGRESS, RESOLVED or CLOSED.').optional(),
  ...pageInput,
});

export async function listOwnTickets(ctx: Ctx, input: unknown): Promise<Page<TicketView>> {
  const { status, limit, cursor } = parseInput(listInput, input);
  const caller = await requireCustomer(ctx);
  const where: Array<SQL | undefined> = [ownedBy(tickets, caller)];
  if (status) where.push(eq(tickets.status, status));
  const page = await selectTickets(ctx.db, where, null, { limit, cursor });
  return { items: page.items.map((r) => toTicketView(r, false)), nextCursor: page.nextCursor };
}

export const idInput = z.strictObject({ id: fields.uuid('the ticket id') });

/** Their ticket and its thread without internal notes; reading it clears their unread marker. */
export async function getOwnTicket(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { id } = parseInput(idInput, input);
  await requireOwnTicket(ctx, id);
  await ctx.db.update(tickets).set({ customerReadAt: new Date() }).where(eq(tickets.id, id));
  return loadDetail(ctx, id, null, CUSTOMER_TRANSITIONS);
}

export const createInput = z.strictObject({
  subject: subjectField(),
  body: bodyField(),
  priority: z.enum(['LOW', 'MEDIUM', 'HIGH', 'URGENT'], 'The priority is LOW, MEDIUM, HIGH or URGENT.').optional(),
  attachmentIds: attachmentIdsField(),
});

/** A customer raises a ticket; the portal's builders are told by email. */
export async function raiseTicket(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { subject, body, priority, attachmentIds } = parseInput(createInput, input);
  const caller = await requireCustomer(ctx);
  const [row] = await ctx.db
    .select({ portal: portals, customer: customerUsers })
    .from(customerUsers)
    .innerJoin(portals, eq(portals.id, customerUsers.portalId))
    .where(eq(customerUsers.id, caller.customerId))
    .limit(1);
  if (!row) throw notFound('customer');
  const id = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [t] = await tx
      .insert(tickets)
      .values({
        portalId: caller.portalId,
        number: await nextNumber(tx, caller.portalId),
        customerId: caller.customerId,
        subject,
        priority: priority ?? 'MEDIUM',
        lastCustomerMessageAt: now,
        lastMessageAt: now,
        customerReadAt: now,
      })
      .returning();
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: t!.id, portalId: caller.portalId, authorType: 'CUSTOMER', authorCustomerId: caller.customerId, body })
      .returning({ id: ticketMessages.id });
    await attachFiles(tx, attachmentIds, {
      portalId: caller.portalId,
      ticketId: t!.id,
      messageId: message!.id,
      by: { customerId: caller.customerId },
    });
    await ticketEvent(tx, t!, 'ticket.created', { by: 'customer' });
    await emitWebhookEvent(
      ctx,
      { portalId: t!.portalId, type: 'ticket.raised', data: ticketData(t!, { id: message!.id, body, by: 'CUSTOMER' }) },
      { tx },
    );
    const who = row.customer.name || row.customer.email;
    await notifyBuilders(ctx, tx, row.portal, t!, (link) => newTicketEmail(row.portal.name, t!.number, subject, who, body, link));
    return t!.id;
  });
  ctx.jobs.wake(mailJob);
  return loadDetail(ctx, id, null, CUSTOMER_TRANSITIONS);
}

export const replyInput = z.strictObject({
  ticketId: fields.uuid('the ticket id'),
  body: bodyField(),
  attachmentIds: attachmentIdsField(),
});

/** A customer answers on their ticket; a resolved ticket opens again. */
export async function replyAsCustomer(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { ticketId, body, attachmentIds } = parseInput(replyInput, input);
  const { ticket, portal, customer } = await requireOwnTicket(ctx, ticketId);
  if (ticket.status === 'CLOSED') throw new AppError('CONFLICT', 'This ticket is closed — reopen it to reply.');
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId, portalId: ticket.portalId, authorType: 'CUSTOMER', authorCustomerId: customer.id, body })
      .returning({ id: ticketMessages.id });
    await attachFiles(tx, attachmentIds, { portalId: ticket.portalId, ticketId, messageId: message!.id, by: { customerId: customer.id } });
    const [t] = await tx
      .update(tickets)
      .set({
        lastCustomerMessageAt: now,
        lastMessageAt: now,
        customerReadAt: now,
        ...(ticket.status === 'RESOLVED' ? { status: 'OPEN' as const } : {}),
      })
      .where(eq(tickets.id, ticketId))
      .returning();
    await ticketEvent(tx, t!, 'ticket.customer_replied');
    await notifyBuilders(ctx, tx, portal, t!, (link) =>
      customerReplyEmail(portal.name, t!.number, t!.subject, customer.name || customer.email, body, link),
    );
  });
  ctx.jobs.wake(mailJob);
  return loadDetail(ctx, ticketId, null, CUSTOMER_TRANSITIONS);
}

export const statusInput = z.strictObject({
  id: fields.uuid('the ticket id'),
  status: z.enum(['OPEN', 'CLOSED'], 'Close (CLOSED) or reopen (OPEN) your ticket.'),
});

/** A customer closes their ticket or reopens it. */
export async function setOwnStatus(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { id, status } = parseInput(statusInput, input);
  const { ticket } = await requireOwnTicket(ctx, id);
  if (status !== ticket.status) {
    if (!CUSTOMER_TRANSITIONS[ticket.status].includes(status as TicketStatus))
      throw badInput({
        status: `This ticket is ${STATUS_LABEL[ticket.status].toLowerCase()}: it cannot be ${status === 'OPEN' ? 'reopened' : 'closed'} now.`,
      });
    await ctx.db.transaction(async (tx) => {
      const [t] = await tx.update(tickets).set({ status }).where(eq(tickets.id, id)).returning();
      await ticketEvent(tx, t!, 'ticket.status_changed', { from: ticket.status, to: status, by: 'customer' });
    });
  }
  return loadDetail(ctx, id, null, CUSTOMER_TRANSITIONS);
}
