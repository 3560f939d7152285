import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import {
  CUSTOMER_STATUSES,
  customerLoginConfigs,
  customerUsers,
  portalEvents,
  tickets,
  uploadedFiles,
  workflowRuns,
  type CustomerUserRow,
  type PortalRow,
} from '../../../db/schema/index.js';
import { requirePortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, badInput } from '../../core/errors.js';
import { deleteFileRows, removeUnusedBlobs } from '../../core/files.js';
import { mailJob } from '../../core/mail.js';
import { cursorAt, keysetPage, newestFirst, olderThan, pageInput, type Page } from '../../core/pagination.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { countRecordsOfCustomer, recordsOfCustomer, unlinkCustomers, type CustomerRecordLink } from '../database/record.customers.js';
import { issueMagicLink, loginConfigOf, revokeCustomerSessions } from './customer.auth.js';
import { requireCustomerUser } from './customer.access.js';
import { IMPORT_MAX_ROWS, WELCOME_NOTE_MAX } from './customer.limits.js';
import { contextField, customerEmail, customerName, loginConfigFields } from './customer.rules.js';

/** The builder's side of a portal's customers: who they are, how they sign in, what is known of them. */

export interface CustomerView {
  id: string;
  portalId: string;
  email: string;
  name: string;
  status: CustomerUserRow['status'];
  context: Record<string, unknown>;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  ticketCount: number;
}

const toView = (row: CustomerUserRow, ticketCount: number): CustomerView => ({
  id: row.id,
  portalId: row.portalId,
  email: row.email,
  name: row.name,
  status: row.status,
  context: row.context,
  lastLoginAt: row.lastLoginAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  ticketCount,
});

const TICKET_COUNT = sql<number>`(select count(*)::int from ${tickets} where ${tickets.customerId} = ${customerUsers.id})`;
const BY_CREATED = newestFirst<{ customer: { id: string }; cursorAt: string }>((r) => [r.cursorAt, r.customer.id]);
const BY_TIME = newestFirst<{ event: { id: string }; cursorAt: string }>((r) => [r.cursorAt, r.event.id]);

const builderName = (b: Builder) => `${b.user.firstName} ${b.user.lastName}`.trim() || b.user.email;

export const listInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  status: z.enum(CUSTOMER_STATUSES, 'The status is INVITED, ACTIVE or BLOCKED.').optional(),
  search: text('a search').trim().max(200, 'Search with at most 200 characters.').optional(),
  ...pageInput,
});

/** Customers of a portal, newest first, found by name or email. */
export async function listCustomers(ctx: Ctx, input: unknown): Promise<Page<CustomerView>> {
  const { portalId, status, search, ...page } = parseInput(listInput, input);
  await requirePortal(ctx, { id: portalId });
  const where: Array<SQL | undefined> = [eq(customerUsers.portalId, portalId)];
  if (status) where.push(eq(customerUsers.status, status));
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(customerUsers.email, pattern), ilike(customerUsers.name, pattern)));
  }
  return keysetPage(
    page,
    BY_CREATED,
    (after, limit) =>
      ctx.db
        .select({ customer: customerUsers, ticketCount: TICKET_COUNT, cursorAt: cursorAt(customerUsers.createdAt) })
        .from(customerUsers)
        .where(and(...where, olderThan(customerUsers.createdAt, customerUsers.id, after)))
        .orderBy(desc(customerUsers.createdAt), desc(customerUsers.id))
        .limit(limit),
    (rows) => rows.map((r) => toView(r.customer, Number(r.ticketCount))),
  );
}

export const idInput = z.strictObject({ id: fields.uuid('the customer id') });

export async function getCustomer(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { id } = parseInput(idInput, input);
  const { customer } = await requireCustomerUser(ctx, id);
  return withCount(ctx, customer);
}

async function withCount(ctx: Ctx | { db: Tx }, row: CustomerUserRow): Promise<CustomerView> {
  const [c] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.customerId, row.id));
  return toView(row, Number(c?.n ?? 0));
}

export const inviteInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  email: customerEmail(),
  // An invited customer is greeted by name: 1–120 characters (an import may leave it empty).
  name: customerName().min(1, 'Please enter a name.'),
  welcomeNote: text('a welcome note')
    .trim()
    .max(WELCOME_NOTE_MAX, `A welcome note has at most ${WELCOME_NOTE_MAX} characters.`)
    .refine((v) => !v.includes('\u0000'), 'A welcome note cannot contain NUL characters.')
    .optional(),
  sendInvite: z.boolean('sendInvite is true or false.').optional(),
});

const EMAIL_TAKEN = {
  customer_users_portal_email_key: {
    field: 'email',
    message: 'There is already a customer with that email in this portal.',
    detail: 'Taken in this portal.',
  },
};

/** Adds a customer (INVITED) and, unless told not to, emails them a sign-in link: one transaction. */
export async function inviteCustomer(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { portalId, email, name, welcomeNote, sendInvite = true } = parseInput(inviteInput, input);
  const { builder, portal } = await requirePortal(ctx, { id: portalId });
  const row = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx.insert(customerUsers).values({ portalId, email, name, invitedByUserId: builder.user.id }).returning();
      await tx.insert(portalEvents).values({
        portalId,
        customerId: created!.id,
        type: 'customer.invited',
        data: { by: builderName(builder), sent: sendInvite },
      });
      if (sendInvite) await invite(ctx, tx, portal, created!, builder, welcomeNote);
      return created!;
    })
    .catch(rethrowDuplicate);
  if (sendInvite) ctx.jobs.wake(mailJob);
  return toView(row, 0);
}

async function rethrowDuplicate(error: unknown): Promise<never> {
  throw await dbError(error, EMAIL_TAKEN);
}

const invite = (ctx: Ctx, tx: Tx, portal: PortalRow, customer: CustomerUserRow, builder: Builder, welcomeNote?: string) =>
  issueMagicLink(ctx, tx, {
    portal,
    email: customer.email,
    customerId: customer.id,
    verifier: null,
    invitedBy: builderName(builder),
    welcomeNote,
  });

export async function resendInvite(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { id } = parseInput(idInput, input);
  const { builder, customer, portal } = await requireCustomerUser(ctx, id);
  if (customer.status === 'BLOCKED')
    throw new AppError('CONFLICT', 'This customer is blocked — unblock them before sending a sign-in link.');
  await ctx.db.transaction((tx) => invite(ctx, tx, portal, customer, builder));
  ctx.jobs.wake(mailJob);
  return withCount(ctx, customer);
}

export const updateInput = z
  .strictObject({
    id: fields.uuid('the customer id'),
    email: customerEmail().optional(),
    name: customerName().min(1, 'Please enter a name.').optional(),
  })
  // The service refuses a change of nothing: the document says so (OpenAPI 3.1 is JSON Schema).
  .meta({ anyOf: [{ required: ['name'] }, { required: ['email'] }] });

export async function updateCustomer(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { id, ...changes } = parseInput(updateInput, input);
  await requireCustomerUser(ctx, id);
  if (Object.keys(changes).length === 0) throw badInput({ _: 'Send a name or an email to change.' });
  const [row] = await ctx.db.update(customerUsers).set(changes).where(eq(customerUsers.id, id)).returning().catch(rethrowDuplicate);
  return withCount(ctx, row!);
}

export interface CustomerDeletion {
  id: string;
  ticketsDeleted: number;
  recordsCleared: number;
}

/**
 * Deletes a customer with their tickets, sessions and links; CUSTOMER values pointing at them are
 * cleared. Answers the customer as they were; what went with them is `deletionPreview`'s to say.
 */
export async function deleteCustomer(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { id } = parseInput(idInput, input);
  const { customer } = await requireCustomerUser(ctx, id);
  const { done, files } = await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.customerId, id));
    await unlinkCustomers(tx, customer.portalId, [id]);
    // Their tickets' attachments, their runs' files and their unsent uploads go with them, counted back.
    const files = await deleteFileRows(
      tx,
      sql`${uploadedFiles.portalId} = ${customer.portalId} and (${uploadedFiles.uploadedByCustomerId} = ${id}
        or ${uploadedFiles.ticketId} in (select ${tickets.id} from ${tickets} where ${tickets.customerId} = ${id})
        or ${uploadedFiles.runId} in (select ${workflowRuns.id} from ${workflowRuns} where ${workflowRuns.customerId} = ${id}))
        and ${uploadedFiles.collectionId} is null`,
    );
    await tx.delete(customerUsers).where(eq(customerUsers.id, id));
    return { done: toView(customer, Number(c?.n ?? 0)), files };
  });
  await removeUnusedBlobs(ctx, files);
  return done;
}

/** What a delete would take with it, for the confirmation. */
export async function deletionPreview(ctx: Ctx, input: unknown): Promise<CustomerDeletion> {
  const { id } = parseInput(idInput, input);
  const { customer } = await requireCustomerUser(ctx, id);
  const [c] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.customerId, id));
  return { id, ticketsDeleted: Number(c?.n ?? 0), recordsCleared: await countRecordsOfCustomer(ctx.db, customer.portalId, id) };
}

export const statusInput = z.strictObject({
  id: fields.uuid('the customer id'),
  status: z.enum(['ACTIVE', 'BLOCKED'], 'Set the status to ACTIVE or BLOCKED (INVITED customers turn ACTIVE when they sign in).'),
});

/** Blocks (signing them out everywhere) or unblocks a customer; unblocked, they are ACTIVE if they ever signed in. */
export async function setStatus(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { id, status } = parseInput(statusInput, input);
  const { customer } = await requireCustomerUser(ctx, id);
  const next = status === 'BLOCKED' ? 'BLOCKED' : customer.lastLoginAt ? 'ACTIVE' : 'INVITED';
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(customerUsers).set({ status: next }).where(eq(customerUsers.id, id)).returning();
    if (next === 'BLOCKED') await revokeCustomerSessions(tx, [id]);
    if (customer.status !== next && (next === 'BLOCKED' || customer.status === 'BLOCKED'))
      await tx.insert(portalEvents).values({
        portalId: customer.portalId,
        customerId: id,
        type: next === 'BLOCKED' ? 'customer.blocked' : 'customer.unblocked',
        data: {},
      });
    return updated!;
  });
  return withCount(ctx, row);
}

export const contextInput = z.strictObject({ id: fields.uuid('the customer id'), context: contextField });

export async function setContext(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { id, context } = parseInput(contextInput, input);
  await requireCustomerUser(ctx, id);
  const [row] = await ctx.db.update(customerUsers).set({ context }).where(eq(customerUsers.id, id)).returning();
  return withCount(ctx, row!);
}

export interface LoginConfigView {
  portalId: string;
  selfSignup: boolean;
  allowedEmailDomains: string[];
  magicLinkTtlMinutes: number;
}

export const configGetInput = z.strictObject({ portalId: fields.uuid('the portal id') });

export async function getLoginConfig(ctx: Ctx, input: unknown): Promise<LoginConfigView> {
  const { portalId } = parseInput(configGetInput, input);
  await requirePortal(ctx, { id: portalId });
  const c = await loginConfigOf(ctx.db, portalId);
  return { portalId, selfSignup: c.selfSignup, allowedEmailDomains: c.allowedEmailDomains, magicLinkTtlMinutes: c.magicLinkTtlMinutes };
}

export const configInput = z.strictObject({ portalId: fields.uuid('the portal id'), ...loginConfigFields });

export async function updateLoginConfig(ctx: Ctx, input: unknown): Promise<LoginConfigView> {
  const { portalId, ...values } = parseInput(configInput, input);
  await requirePortal(ctx, { id: portalId });
  const [row] = await ctx.db
    .insert(customerLoginConfigs)
    .values({ portalId, ...values })
    .onConflictDoUpdate({ target: customerLoginConfigs.portalId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return {
    portalId,
    selfSignup: row!.selfSignup,
    allowedEmailDomains: row!.allowedEmailDomains,
    magicLinkTtlMinutes: row!.magicLinkTtlMinutes,
  };
}

export async function customerRecords(ctx: Ctx, input: unknown): Promise<CustomerRecordLink[]> {
  const { id } = parseInput(idInput, input);
  const { customer } = await requireCustomerUser(ctx, id);
  return recordsOfCustomer(ctx.db, customer.portalId, id, 100);
}

export interface PortalEventView {
  id: string;
  portalId: string;
  customerId: string | null;
  type: string;
  data: Record<string, unknown>;
  at: Date;
}

export const activityInput = z.strictObject({ id: fields.uuid('the customer id'), ...pageInput });

/** What happened with a customer, newest first. */
export async function customerActivity(ctx: Ctx, input: unknown): Promise<Page<PortalEventView>> {
  const { id, ...page } = parseInput(activityInput, input);
  await requireCustomerUser(ctx, id);
  return keysetPage(
    page,
    BY_TIME,
    (after, limit) =>
      ctx.db
        .select({ event: portalEvents, cursorAt: cursorAt(portalEvents.at) })
        .from(portalEvents)
        .where(and(eq(portalEvents.customerId, id), olderThan(portalEvents.at, portalEvents.id, after)))
        .orderBy(desc(portalEvents.at), desc(portalEvents.id))
        .limit(limit),
    (rows) => rows.map((r) => r.event),
  );
}

export const importInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  rows: z
    .array(z.object({ email: z.unknown(), name: z.unknown().optional() }), 'The rows are a list of {email, name}.')
    .min(1, 'The file has no rows to import.')
    .max(IMPORT_MAX_ROWS, `Import at most ${IMPORT_MAX_ROWS} customers at a time — split the file.`),
  dryRun: z.boolean('dryRun is true or false.'),
  sendInvites: z.boolean('sendInvites is true or false.'),
});

export type ImportOutcome = 'CREATED' | 'EXISTS' | 'DUPLICATE' | 'INVALID';
export interface ImportRow {
  row: number;
  email: string;
  name: string;
  outcome: ImportOutcome;
  message: string | null;
  customerId: string | null;
}

const rowSchema = z.object({
  email: customerEmail(),
  name: customerName()
    .optional()
    .transform((v) => v ?? ''),
});

/** Many customers from a CSV the browser parsed: a report per row; with dryRun nothing is written. */
export async function importCustomers(ctx: Ctx, input: unknown): Promise<{ created: number; skipped: number; rows: ImportRow[] }> {
  const { portalId, rows, dryRun, sendInvites } = parseInput(importInput, input);
  const { builder, portal } = await requirePortal(ctx, { id: portalId });
  const seen = new Set<string>();
  const report: ImportRow[] = rows.map((raw, i) => {
    const parsed = rowSchema.safeParse({ email: raw.email, name: raw.name ?? '' });
    const email = typeof raw.email === 'string' ? raw.email.trim() : '';
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    if (!parsed.success) return { row: i + 1, email, name, outcome: 'INVALID', message: parsed.error.issues[0]!.message, customerId: null };
    const key = parsed.data.email.toLowerCase();
    if (seen.has(key))
      return { row: i + 1, email, name, outcome: 'DUPLICATE', message: 'The same email is on an earlier row.', customerId: null };
    seen.add(key);
    return { row: i + 1, email: parsed.data.email, name: parsed.data.name, outcome: 'CREATED', message: null, customerId: null };
  });
  const candidates = report.filter((r) => r.outcome === 'CREATED');
  const existing = candidates.length
    ? await ctx.db
        .select({ email: sql<string>`lower(${customerUsers.email})` })
        .from(customerUsers)
        .where(
          and(
            eq(customerUsers.portalId, portalId),
            inArray(
              sql`lower(${customerUsers.email})`,
              candidates.map((r) => r.email.toLowerCase()),
            ),
          ),
        )
    : [];
  const taken = new Set(existing.map((e) => e.email));
  for (const r of candidates)
    if (taken.has(r.email.toLowerCase())) Object.assign(r, { outcome: 'EXISTS', message: 'Already a customer of this portal.' });
  const toCreate = report.filter((r) => r.outcome === 'CREATED');
  if (!dryRun && toCreate.length) {
    await ctx.db.transaction(async (tx) => {
      // ON CONFLICT DO NOTHING: a customer added by someone else meanwhile is reported, not a failed batch.
      const inserted = await tx
        .insert(customerUsers)
        .values(toCreate.map((r) => ({ portalId, email: r.email, name: r.name, invitedByUserId: builder.user.id })))
        .onConflictDoNothing()
        .returning();
      const byEmail = new Map(inserted.map((c) => [c.email.toLowerCase(), c]));
      for (const r of toCreate) {
        const c = byEmail.get(r.email.toLowerCase());
        if (!c) Object.assign(r, { outcome: 'EXISTS', message: 'Already a customer of this portal.' });
        else r.customerId = c.id;
      }
      if (inserted.length)
        await tx.insert(portalEvents).values(
          inserted.map((c) => ({
            portalId,
            customerId: c.id,
            type: 'customer.invited',
            data: { by: builderName(builder), sent: sendInvites },
          })),
        );
      if (sendInvites) for (const c of inserted) await invite(ctx, tx, portal, c, builder);
    });
    if (sendInvites) ctx.jobs.wake(mailJob);
  }
  const created = report.filter((r) => r.outcome === 'CREATED').length;
  return { created, skipped: report.length - created, rows: report };
}
