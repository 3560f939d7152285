import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { portals } from './portals.js';
import { users } from './users.js';

export const FIELD_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'NUMBER',
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'EMAIL',
  'URL',
  'SELECT',
  'MULTI_SELECT',
  'FILE',
  'RELATION',
  'CUSTOMER',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldChoice {
  value: string;
  color: string;
}

/** How a NUMBER field shows its values (server/modules/database/database.number-format.ts); the number stored is unchanged. */
export interface NumberFormat {
  style: 'PLAIN' | 'DECIMAL' | 'PERCENT' | 'CURRENCY';
  decimals: number | null;
  currency: string | null;
}

/**
 * A stored value of a FILE field: the id of its uploaded_files row, and the name, size and type
 * the upload gave it. Answers add `url`, a signed link made at read time (core/file-urls.ts).
 */
export interface FileValue {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url?: string;
}

export type RecordValue = string | number | boolean | string[] | FileValue;
export type RecordData = Record<string, RecordValue>;

export const CUSTOMER_ACCESS = ['NONE', 'CUSTOMER_FIELD'] as const;
export type CustomerAccess = (typeof CUSTOMER_ACCESS)[number];

/** One column of a collection. `key` never changes once made; `label` is what people see. */
export interface CollectionField {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  unique: boolean;
  /** SELECT and MULTI_SELECT: the allowed values, in order. */
  choices: FieldChoice[];
  /** RELATION: the collection (same portal) its values point into. */
  relationCollectionId: string | null;
  defaultValue: RecordValue | null;
  /** NUMBER: how its values are shown; absent or null for other types and for fields made before formats. */
  numberFormat?: NumberFormat | null;
}

export const collections = pgTable(
  'collections',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fields: jsonb('fields').$type<CollectionField[]>().notNull().default([]),
    /**
     * What the portal's signed-in customers may read: NONE, or CUSTOMER_FIELD (read-only, the records
     * whose CUSTOMER field `customerFieldKey` is that customer).
     */
    customerAccess: text('customer_access').$type<CustomerAccess>().notNull().default('NONE'),
    customerFieldKey: text('customer_field_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collections_portal_slug_key').on(t.portalId, t.slug),
    index('collections_portal_created_idx').on(t.portalId, t.createdAt),
  ],
);

/**
 * How many records a collection holds, kept by the writes that add or remove records
 * (countRecordsIn), so reading it never counts 100,000 rows (issue 24: aliased counts kept every
 * tenant waiting). A row of its own, not a column of the collection: record writes hold the
 * collection's row FOR SHARE, and raising that to a write in two of them at once would deadlock.
 */
export const collectionRecordCounts = pgTable('collection_record_counts', {
  collectionId: uuid('collection_id')
    .primaryKey()
    .references(() => collections.id, { onDelete: 'cascade' }),
  records: integer('records').notNull().default(0),
});

/**
 * Records keep their values in one JSONB object keyed by field key: a field added, renamed or
 * removed is a change to the collection's row, never DDL on a shared table.
 */
export const collectionRecords = pgTable(
  'collection_records',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<RecordData>().notNull().default({}),
    ownerCustomerId: uuid('owner_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The default order (creation) and its cursor: one index range scan per page.
    index('collection_records_collection_created_idx').on(t.collectionId, t.createdAt, t.id),
    // equals / in / has-choice filters as containment (data @> '{"status":"Open"}').
    index('collection_records_data_gin').using('gin', sql`${t.data} jsonb_path_ops`),
  ],
);

/**
 * The values of fields marked unique, one row each: the database, not a check in the service,
 * refuses a second record with the same value (PRIMARY KEY), whatever the field's type.
 */
export const recordUniqueValues = pgTable(
  'record_unique_values',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    value: text('value').notNull(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => collectionRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'record_unique_values_pkey', columns: [t.collectionId, t.fieldKey, t.value] }),
    index('record_unique_values_record_idx').on(t.recordId),
  ],
);

/** A condition and a sort level of a saved view, in the REST form of the records list. */
export interface ViewFilter {
  field: string;
  op: string;
  value?: unknown;
}
export interface ViewSort {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * A saved way of looking at a collection's grid (filter, sort, hidden and ordered columns), shared
 * with everyone in the workspace. It refers to fields by key: a field deleted since is left out
 * when the view is read.
 */
export const collectionViews = pgTable(
  'collection_views',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<ViewFilter[]>().notNull().default([]),
    sorts: jsonb('sorts').$type<ViewSort[]>().notNull().default([]),
    hiddenFields: jsonb('hidden_fields').$type<string[]>().notNull().default([]),
    fieldOrder: jsonb('field_order').$type<string[]>().notNull().default([]),
    columnWidths: jsonb('column_widths').$type<Record<string, number>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique per collection without regard to case ("Open deals" and "open deals" are one name).
    uniqueIndex('collection_views_name_key').on(t.collectionId, sql`lower(${t.name})`),
    index('collection_views_position_idx').on(t.collectionId, t.position),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionViewRow = typeof collectionViews.$inferSelect;
export type CollectionRecordRow = typeof collectionRecords.$inferSelect;

/**
 * A CSV import being written on the embedded database, where it commits batch by batch so that other
 * requests run between its batches (database.import-batches.ts). Until it is done, what it wrote can
 * be undone from its rows: a file that fails midway, or a server stopped midway, leaves nothing.
 */
export const recordImports = pgTable('record_imports', {
  id: id(),
  collectionId: uuid('collection_id')
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id').notNull(),
  /** WRITING until its last batch is in; DONE while what it leaves to clean (replaced files, these rows) goes. */
  state: text('state').$type<'WRITING' | 'DONE'>().notNull().default('WRITING'),
  /** The collection's fields before and after the import added fields or choices; null when it added none. */
  fieldsBefore: jsonb('fields_before').$type<CollectionField[]>(),
  fieldsAfter: jsonb('fields_after').$type<CollectionField[]>(),
  /** The records the import took from the workspace's quota. */
  recordsTaken: integer('records_taken').notNull().default(0),
  createdAt: createdAt(),
});

/** What one import did to one record: inserted it (no old data) or updated it (its data and unique values before). */
export const recordImportRows = pgTable(
  'record_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => recordImports.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id').notNull(),
    oldData: jsonb('old_data').$type<RecordData>(),
    /** field key → unique value the record held before. */
    oldKeys: jsonb('old_keys').$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ name: 'record_import_rows_pkey', columns: [t.importId, t.recordId] })],
);
