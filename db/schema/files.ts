import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { collectionRecords, collections } from './collections.js';
import { createdAt, id } from './columns.js';
import { customerUsers } from './customers.js';
import { portals } from './portals.js';
import { ticketMessages, tickets } from './tickets.js';
import { users } from './users.js';
import { workflowRuns } from './workflows.js';
import { workspaces } from './workspaces.js';

/**
 * Private files: one row per upload. The row is the right to the bytes — a file is served, and a
 * FILE value may name it, only while its row exists — and says whose it is. A record attachment
 * belongs to its collection from the upload on, and to one record and field once saved in it; the
 * foreign keys delete the row with its portal, collection or record. The bytes live in storage under
 * a content-addressed key that two rows may share: a blob is removed when no row names it any more.
 *
 * Files from customers (private-files.ts judges them): a FILE question of a workflow form belongs to
 * its run and to one question (`runField`, "stepId/fieldKey") from the upload on; a ticket
 * attachment belongs to whoever uploaded it until a message takes it (`ticketId`, `ticketMessageId`).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id').references(() => collectionRecords.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key'),
    runId: uuid('run_id').references(() => workflowRuns.id, { onDelete: 'cascade' }),
    runField: text('run_field'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    ticketMessageId: uuid('ticket_message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    uploadedByCustomerId: uuid('uploaded_by_customer_id').references(() => customerUsers.id, { onDelete: 'cascade' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_files_collection_idx').on(t.collectionId),
    index('uploaded_files_record_idx').on(t.recordId, t.fieldKey),
    index('uploaded_files_storage_key_idx').on(t.storageKey),
    index('uploaded_files_workspace_idx').on(t.workspaceId),
    index('uploaded_files_run_idx').on(t.runId, t.runField),
    index('uploaded_files_ticket_message_idx').on(t.ticketMessageId),
  ],
);

/**
 * What a workspace holds, kept as counters updated in the same transaction as the change: the quota
 * check on a record insert is one conditional UPDATE, never a count over the workspace's records.
 */
export const workspaceUsage = pgTable('workspace_usage', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  records: integer('records').notNull().default(0),
  storageBytes: bigint('storage_bytes', { mode: 'number' }).notNull().default(0),
});

/** The sort indexes built for a workspace's collections (see database.indexes.ts): counted for the quota. */
export const collectionSortIndexes = pgTable(
  'collection_sort_indexes',
  {
    name: text('name').primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('collection_sort_indexes_workspace_idx').on(t.workspaceId)],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
