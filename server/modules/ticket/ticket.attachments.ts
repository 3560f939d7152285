import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import { ticketMessages, tickets, uploadedFiles, type UploadedFileRow } from '../../../db/schema/index.js';
import { requireBuilder, requireCustomer } from '../../core/access.js';
import type { Ctx, Deps } from '../../core/context.js';
import { ownedBy, requireOwn } from '../../core/customer-access.js';
import { badInput, notFound } from '../../core/errors.js';
import { fileView, storeFile, type FileView } from '../../core/files.js';
import { CUSTOMER_FILES, readPrivateFile } from '../../core/private-files.js';
import { ownerFolder } from '../../core/storage.js';
import type { UploadStream } from '../../core/uploads.js';
import { fields, parseInput } from '../../core/validation.js';
import { requireOwnTicket, requireTicket } from './ticket.access.js';
import { MAX_ATTACHMENTS } from './ticket.rules.js';

/**
 * Attachments of ticket messages, both ways. A file is uploaded first (the customer before raising a
 * ticket or replying, the team before replying or writing an internal note), then named by the
 * message that takes it, in the message's transaction. Until then it is its uploader's alone; once
 * taken it belongs to that message for good and goes with it. An attachment of an internal note is
 * the team's like the note: a customer's read never lists it, and their download route answers
 * NOT_FOUND. Files are judged and counted like record files (core/private-files.ts, the storage quota).
 */

export { MAX_ATTACHMENTS };

export const attachmentIdsField = () =>
  z
    .array(fields.uuid('an attachment id'), 'Send attachmentIds as a list of the ids your uploads answered.')
    .max(MAX_ATTACHMENTS, `A message takes at most ${MAX_ATTACHMENTS} attachments.`)
    .optional();

type Upload = { fields: Record<string, string>; file: UploadStream | null };

export const teamUploadInput = z.strictObject({ ticketId: fields.uuid('the ticket id') });
export const customerUploadInput = z.strictObject({ ticketId: fields.uuid('the ticket id').optional() });

/** The team uploads a file for a reply or an internal note on this ticket. */
export async function uploadTeamAttachment(ctx: Ctx, input: Upload): Promise<FileView> {
  const { ticketId } = parseInput(teamUploadInput, input.fields);
  const { builder, ticket, portal } = await requireTicket(ctx, ticketId);
  const file = await readPrivateFile(input.file, CUSTOMER_FILES);
  const row = await storeFile(
    ctx,
    { workspaceId: portal.workspaceId, portalId: portal.id, ticketId: ticket.id, uploadedByUserId: builder.user.id },
    { folder: ownerFolder('records', portal.id), ...file },
  );
  return fileView(ctx.config, row);
}

/** A customer uploads a file for a new ticket (no ticketId) or a reply on one of theirs. */
export async function uploadCustomerAttachment(ctx: Ctx, input: Upload): Promise<FileView> {
  const { ticketId } = parseInput(customerUploadInput, input.fields);
  const caller = await requireCustomer(ctx);
  if (ticketId) await requireOwnTicket(ctx, ticketId);
  const file = await readPrivateFile(input.file, CUSTOMER_FILES);
  const row = await storeFile(
    ctx,
    { workspaceId: caller.workspaceId, portalId: caller.portalId, ticketId, uploadedByCustomerId: caller.customerId },
    { folder: ownerFolder('records', caller.portalId), ...file },
  );
  return fileView(ctx.config, row);
}

/**
 * The message takes its attachments, inside its transaction: each must be an upload of this author,
 * in this portal, for this ticket (or for none yet) and not taken by a message already. Any other id
 * fails the whole message with BAD_USER_INPUT, so nothing is written.
 */
export async function attachFiles(
  tx: Tx,
  ids: string[] | undefined,
  to: { portalId: string; ticketId: string; messageId: string; by: { customerId: string } | { userId: string } },
): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const author =
    'customerId' in to.by ? eq(uploadedFiles.uploadedByCustomerId, to.by.customerId) : eq(uploadedFiles.uploadedByUserId, to.by.userId);
  const taken = await tx
    .update(uploadedFiles)
    .set({ ticketId: to.ticketId, ticketMessageId: to.messageId })
    .where(
      and(
        inArray(uploadedFiles.id, wanted),
        eq(uploadedFiles.portalId, to.portalId),
        author,
        isNull(uploadedFiles.ticketMessageId),
        isNull(uploadedFiles.collectionId),
        isNull(uploadedFiles.runId),
        sql`(${uploadedFiles.ticketId} is null or ${uploadedFiles.ticketId} = ${to.ticketId})`,
      ),
    )
    .returning({ id: uploadedFiles.id });
  if (taken.length !== wanted.length) {
    throw badInput(
      { attachmentIds: 'An attachment is not one you uploaded for this ticket, or it is on a message already — upload it again.' },
      'An attachment is not one you uploaded for this ticket, or it is on a message already — upload it again.',
    );
  }
}

/** The attachments of these messages, by message, in upload order: one statement for a whole thread. */
export async function attachmentsOf(deps: Pick<Deps, 'db' | 'config'>, messageIds: string[]): Promise<Map<string, FileView[]>> {
  const byMessage = new Map<string, FileView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await deps.db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.ticketMessageId, messageIds))
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.id));
  for (const row of rows) {
    const list = byMessage.get(row.ticketMessageId!) ?? [];
    list.push(fileView(deps.config, row));
    byMessage.set(row.ticketMessageId!, list);
  }
  return byMessage;
}

export const downloadInput = z.strictObject({ id: fields.uuid('the attachment id') });

/** The team's download: an attachment on a ticket of a portal the builder may use (internal notes too). */
export async function teamAttachment(ctx: Ctx, input: unknown): Promise<UploadedFileRow> {
  const { id } = parseInput(downloadInput, input);
  await requireBuilder(ctx);
  const [row] = await ctx.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), sql`${uploadedFiles.ticketMessageId} is not null`))
    .limit(1);
  // A file of another tenant says nothing more than an id that is no file (requireTicket: NOT_FOUND).
  if (!row) throw notFound('attachment');
  await requireTicket(ctx, row.ticketId!);
  return row;
}

/** The customer's download: an attachment on one of their tickets, never of an internal note. */
export async function customerAttachment(ctx: Ctx, input: unknown): Promise<UploadedFileRow> {
  const { id } = parseInput(downloadInput, input);
  const { file } = await requireOwn(ctx, 'attachment', id, async (db, q) => {
    const [row] = await db
      .select({ file: uploadedFiles })
      .from(uploadedFiles)
      .innerJoin(ticketMessages, eq(ticketMessages.id, uploadedFiles.ticketMessageId))
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(and(eq(uploadedFiles.id, q.id), eq(ticketMessages.internal, false), ownedBy(tickets, q)))
      .limit(1);
    return row;
  });
  return file;
}
