import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import {
  customerUsers,
  memberships,
  portalEvents,
  portalTicketCounters,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketMessages,
  ticketReads,
  tickets,
  uploadedFiles,
  users,
  type PortalRow,
  type TicketPriority,
  type TicketRow,
  type TicketStatus,
} from '../../../db/schema/index.js';
import { requirePortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { portalBrand } from '../../core/mail-layout.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page, type PageRequest } from '../../core/pagination.js';
import { portalUrl } from '../../core/portal-urls.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { TEAM_LABEL_FOR_CUSTOMERS } from '../customer/customer.rules.js';
import { deleteFileRows, removeUnusedBlobs, type FileView } from '../../core/files.js';
import { requireTicket } from './ticket.access.js';
import { attachFiles, attachmentIdsField, attachmentsOf } from './ticket.attachments.js';
import { customerReplyEmail, newTicketEmail, replyToCustomerEmail } from './ticket.emails.js';
import { STATUS_LABEL, TICKET_SUBJECT_MAX, TRANSITIONS } from './ticket.rules.js';
import { emitWebhookEvent, ticketData } from '../webhook/webhook.emit.js';

/** Tickets as the builders see them: every ticket of the portal, internal notes included. */

export interface Person {
  id: string;
  name: string;
  email: string;
}

export interface TicketView {
  id: string;
  portalId: string;
  number: number;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  customer: Person;
  assignee: Person | null;
  unread: boolean;
  messageCount: number;
  lastMessageAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface TicketMessageView {
  id: string;
  ticketId: string;
  authorType: 'USER' | 'CUSTOMER';
  authorName: string;
  internal: boolean;
  body: string;
  /** Files on the message, each with a signed link (an internal note's only in the team's reads). */
  attachments: FileView[];
  createdAt: Date;
}

export interface TicketDetail extends TicketView {
  messages: TicketMessageView[];
  allowedTransitions: TicketStatus[];
}

export const subjectField = () =>
  text('a subject')
    .trim()
    .min(1, 'Give the ticket a subject.')
    .max(TICKET_SUBJECT_MAX, `A subject has at most ${TICKET_SUBJECT_MAX} characters.`)
    .refine((v) => !v.includes('\u0000'), 'The subject cannot contain NUL characters.');
export const bodyField = () =>
  text('a message')
    .trim()
    .min(1, 'Please enter a message.')
    .max(10_000, 'A message has at most 10,000 characters.')
    .refine((v) => !v.includes('\u0000'), 'The message cannot contain NUL characters.');
const priorityField = z.enum(TICKET_PRIORITIES, 'The priority is LOW, MEDIUM, HIGH or URGENT.');
const statusField = z.enum(TICKET_STATUSES, 'The status is OPEN, IN_PROGRESS, RESOLVED or CLOSED.');

const assignee = alias(users, 'assignee');
const displayName = (first: unknown, last: unknown, email: unknown) => `${first ?? ''} ${last ?? ''}`.trim() || String(email ?? '');
const LAST_AT = cursorAt(tickets.lastMessageAt);
const BY_ACTIVITY = newestFirst<{ ticket: { id: string }; cursorAt: string }>((r) => [r.cursorAt, r.ticket.id]);

/** The columns of a ticket row in a list, for a builder (`userId`) or a customer (null: no internal notes, their unread). */
export function ticketColumns(userId: string | null) {
  return {
    ticket: tickets,
    customerName: customerUsers.name,
    customerEmail: customerUsers.email,
    assigneeFirst: assignee.firstName,
    assigneeLast: assignee.lastName,
    assigneeEmail: assignee.email,
    cursorAt: LAST_AT,
    unread: userId
      ? sql<boolean>`coalesce(${tickets.lastCustomerMessageAt} > coalesce((select ${ticketReads.readAt} from ${ticketReads} where ${ticketReads.ticketId} = ${tickets.id} and ${ticketReads.userId} = ${userId}), '-infinity'::timestamptz), false)`
      : sql<boolean>`coalesce(${tickets.lastBuilderReplyAt} > coalesce(${tickets.customerReadAt}, '-infinity'::timestamptz), false)`,
    messageCount: userId
      ? sql<number>`(select count(*)::int from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id})`
      : sql<number>`(select count(*)::int from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id} and not ${ticketMessages.internal})`,
  };
}

type ListRow = {
  ticket: TicketRow;
  customerName: string;
  customerEmail: string;
  assigneeFirst: string | null;
  assigneeLast: string | null;
  assigneeEmail: string | null;
  unread: boolean;
  messageCount: number;
};

export function toTicketView(r: ListRow, showAssignee = true): TicketView {
  const t = r.ticket;
  return {
    id: t.id,
    portalId: t.portalId,
    number: t.number,
    subject: t.subject,
    status: t.status,
    priority: t.priority,
    customer: { id: t.customerId, name: r.customerName, email: r.customerEmail },
    assignee:
      showAssignee && t.assigneeUserId && r.assigneeEmail
        ? { id: t.assigneeUserId, name: displayName(r.assigneeFirst, r.assigneeLast, r.assigneeEmail), email: r.assigneeEmail }
        : null,
    unread: Boolean(r.unread),
    messageCount: Number(r.messageCount),
    lastMessageAt: t.lastMessageAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** A page of tickets, most recently active first, under the given conditions. */
export async function selectTickets(
  db: Db,
  where: Array<SQL | undefined>,
  userId: string | null,
  page: PageRequest,
): Promise<Page<ListRow & { cursorAt: string }>> {
  return keysetPage(
    page,
    BY_ACTIVITY,
    (after, limit) =>
      db
        .select(ticketColumns(userId))
        .from(tickets)
        .innerJoin(customerUsers, eq(customerUsers.id, tickets.customerId))
        .leftJoin(assignee, eq(assignee.id, tickets.assigneeUserId))
        .where(and(...where, olderThan(tickets.lastMessageAt, tickets.id, after)))
        .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
        .limit(limit),
    (rows) => rows,
  );
}

/** One ticket with its thread; `userId` null = as its customer sees it (no internal notes). */
export async function loadDetail(
  deps: Pick<Ctx, 'db' | 'config'>,
  id: string,
  userId: string | null,
  transitions: Record<TicketStatus, TicketStatus[]>,
) {
  const db: Db | Tx = deps.db;
  const [row] = await db
    .select(ticketColumns(userId))
    .from(tickets)
    .innerJoin(customerUsers, eq(customerUsers.id, tickets.customerId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeUserId))
    .where(eq(tickets.id, id))
    .limit(1);
  if (!row) throw notFound('ticket');
  const author = alias(customerUsers, 'author');
  const messages = await db
    .select({
      message: ticketMessages,
      userFirst: users.firstName,
      userLast: users.lastName,
      userEmail: users.email,
      customerName: author.name,
      customerEmail: author.email,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorUserId))
    .leftJoin(author, eq(author.id, ticketMessages.authorCustomerId))
    .where(and(eq(ticketMessages.ticketId, id), userId ? undefined : eq(ticketMessages.internal, false)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const files = await attachmentsOf(
    deps,
    messages.map((m) => m.message.id),
  );
  return {
    ...toTicketView(row, userId !== null),
    messages: messages.map((m): TicketMessageView => ({
      id: m.message.id,
      ticketId: id,
      authorType: m.message.authorType,
      authorName:
        m.message.authorType === 'USER'
          ? userId
            ? displayName(m.userFirst, m.userLast, m.userEmail) || 'A teammate'
            : TEAM_LABEL_FOR_CUSTOMERS
          : m.customerName || m.customerEmail || 'Customer',
      internal: m.message.internal,
      body: m.message.body,
      attachments: files.get(m.message.id) ?? [],
      createdAt: m.message.createdAt,
    })),
    allowedTransitions: transitions[row.ticket.status],
  };
}

/** The next number of the portal's tickets (#1, #2, …), taken in the ticket's transaction. */
export async function nextNumber(tx: Tx, portalId: string): Promise<number> {
  const [row] = await tx
    .insert(portalTicketCounters)
    .values({ portalId, lastNumber: 1 })
    .onConflictDoUpdate({ target: portalTicketCounters.portalId, set: { lastNumber: sql`${portalTicketCounters.lastNumber} + 1` } })
    .returning({ n: portalTicketCounters.lastNumber });
  return row!.n;
}

/** Who hears of a customer's ticket: its assignee, else every member of the portal's workspace. */
export async function notifyBuilders(
  ctx: Ctx,
  tx: Tx,
  portal: PortalRow,
  ticket: TicketRow,
  mail: (link: string) => { subject: string; text: string; html: string },
) {
  const recipients = ticket.assigneeUserId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, ticket.assigneeUserId))
    : await tx
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.workspaceId, portal.workspaceId), eq(users.kind, 'PERSON')));
  const link = `${ctx.config.appUrl}/${portal.slug}/customer/tickets/${ticket.id}`;
  for (const r of recipients) await queueMail(ctx, { to: r.email, ...mail(link) }, { tx });
}

const event = (tx: Tx, t: TicketRow, type: string, extra: Record<string, unknown> = {}) =>
  tx.insert(portalEvents).values({
    portalId: t.portalId,
    customerId: t.customerId,
    type,
    data: { ticketId: t.id, number: t.number, subject: t.subject, ...extra },
  });
export { event as ticketEvent };

export const listInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  status: statusField.optional(),
  priority: priorityField.optional(),
  assigneeUserId: z.union([fields.uuid('the assignee'), z.literal('none')]).optional(),
  customerId: fields.uuid('the customer').optional(),
  unread: z
    .union([z.boolean(), z.enum(['true', 'false'])], 'unread is true or false.')
    .optional()
    .transform((v) => v === true || v === 'true'),
  search: text('a search').trim().max(200, 'Search with at most 200 characters.').optional(),
  ...pageInput,
});

/** The portal's tickets for a builder, most recently active first, filtered. */
export async function listTickets(ctx: Ctx, input: unknown): Promise<Page<TicketView>> {
  const { portalId, status, priority, assigneeUserId, customerId, unread, search, limit, cursor } = parseInput(listInput, input);
  const { builder } = await requirePortal(ctx, { id: portalId });
  const columns = ticketColumns(builder.user.id);
  const where: Array<SQL | undefined> = [eq(tickets.portalId, portalId)];
  if (status) where.push(eq(tickets.status, status));
  if (priority) where.push(eq(tickets.priority, priority));
  if (assigneeUserId === 'none') where.push(isNull(tickets.assigneeUserId));
  else if (assigneeUserId) where.push(eq(tickets.assigneeUserId, assigneeUserId));
  if (customerId) where.push(eq(tickets.customerId, customerId));
  if (unread) where.push(columns.unread);
  if (search) {
    const n = /^#?(\d{1,9})$/.exec(search);
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(n ? or(eq(tickets.number, Number(n[1])), ilike(tickets.subject, pattern)) : ilike(tickets.subject, pattern));
  }
  const page = await selectTickets(ctx.db, where, builder.user.id, { limit, cursor });
  return { items: page.items.map((r) => toTicketView(r)), nextCursor: page.nextCursor };
}

export const idInput = z.strictObject({ id: fields.uuid('the ticket id') });

async function markRead(db: Db | Tx, ticketId: string, userId: string) {
  await db
    .insert(ticketReads)
    .values({ ticketId, userId, readAt: new Date() })
    .onConflictDoUpdate({ target: [ticketReads.ticketId, ticketReads.userId], set: { readAt: new Date() } });
}

/** One ticket with its whole thread; opening it marks it read for this builder. */
export async function getTicket(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { id } = parseInput(idInput, input);
  const { builder } = await requireTicket(ctx, id);
  await markRead(ctx.db, id, builder.user.id);
  return loadDetail(ctx, id, builder.user.id, TRANSITIONS);
}

export const createInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  customerId: fields.uuid('the customer'),
  subject: subjectField(),
  body: bodyField(),
  priority: priorityField.optional(),
});

/** A builder opens a ticket for a customer (a phone call, an email): the customer sees it and is told. */
export async function createTicket(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { portalId, customerId, subject, body, priority } = parseInput(createInput, input);
  const { builder, portal } = await requirePortal(ctx, { id: portalId });
  const [customer] = await ctx.db
    .select()
    .from(customerUsers)
    .where(and(eq(customerUsers.id, customerId), eq(customerUsers.portalId, portalId)))
    .limit(1);
  if (!customer) throw badInput({ customerId: 'Choose a customer of this portal.' });
  const id = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [t] = await tx
      .insert(tickets)
      .values({
        portalId,
        number: await nextNumber(tx, portalId),
        customerId,
        subject,
        priority: priority ?? 'MEDIUM',
        lastBuilderReplyAt: now,
        lastMessageAt: now,
      })
      .returning();
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: t!.id, portalId, authorType: 'USER', authorUserId: builder.user.id, body })
      .returning({ id: ticketMessages.id });
    await markRead(tx, t!.id, builder.user.id);
    await event(tx, t!, 'ticket.created', { by: 'builder' });
    await emitWebhookEvent(ctx, { portalId, type: 'ticket.raised', data: ticketData(t!, { id: message!.id, body, by: 'USER' }) }, { tx });
    const link = portalUrl(ctx.config, portal, `/tickets/${t!.id}`);
    await queueMail(
      ctx,
      { to: customer.email, ...replyToCustomerEmail(portalBrand(ctx.config, portal), t!.number, subject, body, link) },
      { tx },
    );
    return t!.id;
  });
  ctx.jobs.wake(mailJob);
  return loadDetail(ctx, id, builder.user.id, TRANSITIONS);
}

export const updateInput = z
  .strictObject({
    id: fields.uuid('the ticket id'),
    subject: subjectField().optional(),
    status: statusField.optional(),
    priority: priorityField.optional(),
    assigneeUserId: fields.uuid('the assignee').nullable().optional(),
  })
  // The service refuses a change of nothing: the document says so (OpenAPI 3.1 is JSON Schema).
  .meta({ anyOf: ['subject', 'status', 'priority', 'assigneeUserId'].map((name) => ({ required: [name] })) });

/** Status (along the state machine), priority, assignee (a member of the workspace) or subject. */
export async function updateTicket(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { id, ...changes } = parseInput(updateInput, input);
  const { builder, ticket, portal } = await requireTicket(ctx, id);
  if (Object.keys(changes).length === 0) throw badInput({ _: 'Send a status, priority, assignee or subject to change.' });
  if (changes.status && changes.status !== ticket.status && !TRANSITIONS[ticket.status].includes(changes.status)) {
    const allowed = TRANSITIONS[ticket.status].map((s) => STATUS_LABEL[s]).join(', ');
    throw badInput({ status: `A ${STATUS_LABEL[ticket.status].toLowerCase()} ticket can move to: ${allowed}.` });
  }
  if (changes.assigneeUserId) {
    const [member] = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, and(eq(users.id, memberships.userId), eq(users.kind, 'PERSON')))
      .where(and(eq(memberships.workspaceId, portal.workspaceId), eq(memberships.userId, changes.assigneeUserId)))
      .limit(1);
    if (!member) throw badInput({ assigneeUserId: 'Assign the ticket to a member of this workspace.' });
  }
  await ctx.db.transaction(async (tx) => {
    const [t] = await tx.update(tickets).set(changes).where(eq(tickets.id, id)).returning();
    if (changes.status && changes.status !== ticket.status)
      await event(tx, t!, 'ticket.status_changed', { from: ticket.status, to: changes.status });
  });
  return loadDetail(ctx, id, builder.user.id, TRANSITIONS);
}

/** Deletes a ticket and its thread, and answers it as the list showed it. */
export async function deleteTicket(ctx: Ctx, input: unknown): Promise<TicketView> {
  const { id } = parseInput(idInput, input);
  const { builder } = await requireTicket(ctx, id);
  const [before] = (await selectTickets(ctx.db, [eq(tickets.id, id)], builder.user.id, { limit: 1 })).items;
  if (!before) throw notFound('ticket');
  // The attachments first: the foreign key would delete their rows unseen (uncounted, blobs kept).
  const removed = await ctx.db.transaction(async (tx) => {
    const files = await deleteFileRows(tx, eq(uploadedFiles.ticketId, id));
    await tx.delete(tickets).where(eq(tickets.id, id));
    return files;
  });
  await removeUnusedBlobs(ctx, removed);
  return toTicketView(before);
}

export const replyInput = z.strictObject({
  ticketId: fields.uuid('the ticket id'),
  body: bodyField(),
  internal: z.boolean('internal is true or false.').optional(),
  attachmentIds: attachmentIdsField(),
});

/** A reply the customer sees (and is emailed), or an internal note they never see. */
export async function replyToTicket(ctx: Ctx, input: unknown): Promise<TicketDetail> {
  const { ticketId, body, internal = false, attachmentIds } = parseInput(replyInput, input);
  const { builder, ticket, portal } = await requireTicket(ctx, ticketId);
  if (!internal && ticket.status === 'CLOSED') throw new AppError('CONFLICT', 'This ticket is closed — reopen it to reply.');
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId, portalId: ticket.portalId, authorType: 'USER', authorUserId: builder.user.id, internal, body })
      .returning({ id: ticketMessages.id });
    await attachFiles(tx, attachmentIds, { portalId: ticket.portalId, ticketId, messageId: message!.id, by: { userId: builder.user.id } });
    await markRead(tx, ticketId, builder.user.id);
    if (internal) return;
    const [t] = await tx
      .update(tickets)
      .set({ lastBuilderReplyAt: now, lastMessageAt: now, ...(ticket.status === 'OPEN' ? { status: 'IN_PROGRESS' as const } : {}) })
      .where(eq(tickets.id, ticketId))
      .returning();
    await event(tx, t!, 'ticket.replied');
    await emitWebhookEvent(
      ctx,
      { portalId: t!.portalId, type: 'ticket.answered', data: ticketData(t!, { id: message!.id, body, by: 'USER' }) },
      { tx },
    );
    const [customer] = await tx.select({ email: customerUsers.email }).from(customerUsers).where(eq(customerUsers.id, ticket.customerId));
    const link = portalUrl(ctx.config, portal, `/tickets/${ticketId}`);
    if (customer)
      await queueMail(
        ctx,
        { to: customer.email, ...replyToCustomerEmail(portalBrand(ctx.config, portal), t!.number, t!.subject, body, link) },
        { tx },
      );
  });
  if (!internal) ctx.jobs.wake(mailJob);
  return loadDetail(ctx, ticketId, builder.user.id, TRANSITIONS);
}

export const portalInput = z.strictObject({ portalId: fields.uuid('the portal id') });

/** Who a ticket may be assigned to: the members of the portal's workspace. */
export async function ticketAssignees(ctx: Ctx, input: unknown): Promise<Person[]> {
  const { portalId } = parseInput(portalInput, input);
  const { portal } = await requirePortal(ctx, { id: portalId });
  const rows = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, portal.workspaceId), eq(users.kind, 'PERSON')))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((r) => ({ id: r.id, name: displayName(r.first, r.last, r.email), email: r.email }));
}

/** Tickets (not closed) with customer messages this builder has not read. */
export async function unreadCount(ctx: Ctx, input: unknown): Promise<{ count: number }> {
  const { portalId } = parseInput(portalInput, input);
  const { builder } = await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.portalId, portalId), sql`${tickets.status} <> 'CLOSED'`, ticketColumns(builder.user.id).unread));
  return { count: Number(row?.n ?? 0) };
}

export const isTicketId = isUuid;
export { newTicketEmail, customerReplyEmail };
export type { Builder };
