import { z } from 'zod';
import { FIELD_TYPES } from '../../../db/schema/index.js';
import { NUMBER_STYLES } from './database.number-format.js';

/** The answers of the database operations as they go over the wire (times as ISO text). */

export const fileValueSchema = z
  .object({ id: z.string(), url: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() })
  .meta({
    id: 'FileValue',
    description:
      'A file stored for a FILE field: save it as the field’s value. `url` is a signed link that works for about an hour; a record read again gives a fresh one.',
  });

export const recordValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), fileValueSchema]).meta({
  id: 'RecordValue',
  description:
    'A stored value: text (also dates, e-mails, URLs, choices, links), a number, a yes/no, a list of choices or record ids, or a file.',
});

export const collectionFieldSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(FIELD_TYPES),
    required: z.boolean(),
    unique: z.boolean(),
    choices: z.array(z.object({ value: z.string(), color: z.string() })),
    relationCollectionId: z.uuid().nullable(),
    defaultValue: recordValueSchema.nullable(),
    numberFormat: z
      .object({ style: z.enum(NUMBER_STYLES), decimals: z.number().int().nullable(), currency: z.string().nullable() })
      .meta({
        id: 'NumberFormat',
        description:
          'NUMBER only: how values are shown — PLAIN, DECIMAL (fixed `decimals`, 2 when null), PERCENT (the number is the percentage: 12.5 shows as 12.5%) or CURRENCY (`currency`, an ISO 4217 code). The value stored stays the raw number; null: plain.',
      })
      .nullable(),
  })
  .meta({ id: 'CollectionField', description: 'One column of a collection. `key` never changes once made; `label` is what people see.' });

export const collectionSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    name: z.string(),
    slug: z.string(),
    fields: z.array(collectionFieldSchema),
    recordCount: z.number().int(),
    customerAccess: z
      .object({ mode: z.enum(['NONE', 'CUSTOMER_FIELD']), fieldKey: z.string().nullable() })
      .meta({ id: 'CollectionCustomerAccess', description: 'What the portal’s signed-in customers may read of the collection.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Collection', description: 'A collection of a portal’s database, with its fields and how many records it holds.' });

export const recordSchema = z
  .object({
    id: z.uuid(),
    collectionId: z.uuid(),
    // The builder's own shape, keyed by field key: written as it is.
    data: z.record(z.string(), z.unknown()).meta({ description: 'The values, keyed by field key (see RecordValue).' }),
    links: z.array(
      z
        .object({ fieldKey: z.string(), recordId: z.uuid(), collectionId: z.uuid(), label: z.string() })
        .meta({ id: 'RecordLink', description: 'A linked record as a cell shows it: the value of its collection’s first field.' }),
    ),
    customers: z.array(
      z
        .object({ fieldKey: z.string(), customerId: z.uuid(), name: z.string(), email: z.string() })
        .meta({ id: 'RecordCustomer', description: 'A customer a CUSTOMER value names, as a cell shows them.' }),
    ),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Record', description: 'A record of a collection.' });

export const recordPageSchema = z
  .object({ items: z.array(recordSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'RecordPage', description: 'One page of records, filtered and sorted; `nextCursor` asks for the next.' });

export const recordCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'RecordCount', description: 'How many records match the filter.' });

export const deletedRecordsSchema = z
  .object({ deleted: z.number().int() })
  .meta({ id: 'DeletedRecords', description: 'How many of the listed records were deleted.' });

export const importReportSchema = z
  .object({
    inserted: z.number().int(),
    updated: z.number().int(),
    rejected: z.number().int(),
    errors: z
      .array(
        z.object({
          row: z.number().int().meta({ description: 'The line as a spreadsheet numbers it: the header is 1, the first record 2.' }),
          message: z.string(),
          field: z.string().optional(),
        }),
      )
      .meta({ description: 'The first 100 rejected rows, in file order.' }),
    createdFields: z
      .array(z.object({ key: z.string(), label: z.string(), type: z.enum(FIELD_TYPES) }))
      .optional()
      .meta({ description: 'The fields created from columns (`newFields`), when some were.' }),
    addedChoices: z
      .array(z.object({ field: z.string(), values: z.array(z.string()) }))
      .optional()
      .meta({ description: 'The choices the file added to existing SELECT and MULTI_SELECT fields (`addChoices`), when some were.' }),
  })
  .meta({ id: 'ImportReport', description: 'What a CSV import did: the rows kept, and why the others were refused.' });

export const customerCollectionSchema = z
  .object({ id: z.uuid(), name: z.string(), slug: z.string(), fields: z.array(collectionFieldSchema) })
  .meta({
    id: 'CustomerCollection',
    description: 'A collection shared with the signed-in customer (read-only), without its scoping field.',
  });

export const customerRecordPageSchema = z
  .object({
    items: z.array(
      z
        .object({ id: z.uuid(), data: z.record(z.string(), z.unknown()), createdAt: z.iso.datetime() })
        .meta({ id: 'CustomerRecord', description: 'A record the customer may read: its values, keyed by field key.' }),
    ),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'CustomerRecordPage', description: 'One page of the customer’s records, newest first.' });
