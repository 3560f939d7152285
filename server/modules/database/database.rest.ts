import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route, type RestOperation } from '../../core/rest.js';
import { openUpload } from '../../core/uploads.js';
import * as access from './collection.customer-access.js';
import * as collections from './collection.service.js';
import { exportInput, exportRecords } from './database.export.js';
import { importInput, importRecords, MAX_IMPORT_BYTES } from './database.import.js';
import { filterInput } from './database.query.js';
import { describeFilePart, openPrivateUpload, RECORD_FILES } from '../../core/private-files.js';
import * as files from './database.files.js';
import * as records from './record.service.js';
import {
  collectionSchema,
  customerCollectionSchema,
  customerRecordPageSchema,
  deletedRecordsSchema,
  fileValueSchema,
  importReportSchema,
  recordCountSchema,
  recordPageSchema,
  recordSchema,
} from './database.schema.js';

const SORT =
  '`key:asc` or `key:desc`: a field key, or createdAt / updatedAt (default createdAt:asc); up to 3 levels separated by commas, like `status:asc,amount:desc`. Empty values come last both ways.';
const FILTER =
  'JSON: a list of `{"field": key, "op": operator, "value": …}`, all of which a record must match, like `[{"field":"status","op":"eq","value":"Open"}]`.';

const exportOperation: RestOperation = {
  summary: 'Download the records as CSV (the filter and sort of the grid), streamed page by page',
  input: exportInput,
  parameters: { sort: SORT, filter: FILTER },
  jsonParameters: { filter: filterInput },
  produces: 'text/csv',
  errors: ['NOT_FOUND'],
};

export async function databaseRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/database/list',
    {
      summary: 'The collections of a portal, with their fields and record counts',
      input: collections.listInput,
      data: z.array(collectionSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => collections.listCollections(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/database',
    { summary: 'One collection', input: collections.idInput, data: collectionSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => collections.getCollection(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/database',
    {
      summary: 'Create a collection',
      input: collections.createInput,
      data: collectionSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => collections.createCollection(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/database',
    {
      summary: 'Rename a collection and/or replace its whole field list',
      description:
        'Send `ifUpdatedAt` (the collection’s updatedAt as you read it) to get CONFLICT instead of deleting a field someone added since.',
      input: collections.updateInput,
      data: collectionSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => collections.updateCollection(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/database',
    {
      summary: 'Delete a collection and all its records',
      input: collections.idInput,
      data: collectionSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => collections.deleteCollection(ctx, query(req)),
  );

  route(
    app,
    'GET',
    '/database/records',
    {
      summary: 'One page of records, filtered and sorted on the server',
      input: records.listInput,
      parameters: { sort: SORT, filter: FILTER },
      jsonParameters: { filter: filterInput },
      data: recordPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => records.listRecords(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/database/records/count',
    {
      summary: 'How many records match the filter',
      input: records.countInput,
      parameters: { filter: FILTER },
      jsonParameters: { filter: filterInput },
      data: recordCountSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => records.countRecords(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/database/record',
    { summary: 'One record', input: records.idInput, data: recordSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => records.getRecord(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/database/records',
    {
      summary: 'Create a record',
      input: records.createInput,
      data: recordSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
    },
    (ctx, req) => records.createRecord(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/database/records',
    {
      summary: 'Change the values sent (a value sent null is cleared)',
      input: records.updateInput,
      data: recordSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => records.updateRecord(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/database/records',
    { summary: 'Delete a record', input: records.idInput, data: recordSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => records.deleteRecord(ctx, query(req)),
  );
  route(
    app,
    'DELETE',
    '/database/records/bulk',
    {
      summary: 'Delete several records of a collection',
      input: records.bulkInput,
      parameters: { ids: 'The record ids, comma-separated (at most 500).' },
      data: deletedRecordsSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => records.deleteRecords(ctx, query(req)),
  );

  // CSV and files: the multipart form is opened here, its file part handed to the service unread.
  route(
    app,
    'POST',
    '/database/records/import',
    {
      summary: 'Import a CSV file into a collection, all or nothing; bad rows are reported and the rest kept',
      description:
        '`mapping` is JSON from column names to field keys, like `{"Full name": "name"}`; with `upsertOn` (a unique field) a row updates the record holding its value. 409 when another record took a unique value of the file, or the fields changed, while it was imported: nothing was imported.',
      upload: { fields: importInput, file: 'A CSV file (UTF-8, a header row first) of at most 50 MB, after the other fields.' },
      data: importReportSchema,
      errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN', 'CONFLICT'],
    },
    async (ctx, req) =>
      importRecords(ctx, await openUpload(req, { maxBytes: MAX_IMPORT_BYTES, what: 'CSV file', maxFieldBytes: 64 * 1024 })),
  );
  app.get('/database/records/export', { config: { operation: exportOperation } }, async (request, reply) => {
    const file = await exportRecords(request.ctx, query(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(file.chunks));
  });
  route(
    app,
    'POST',
    '/database/files',
    {
      summary: 'Store a file for a FILE field of a collection; save the answer as the field’s value',
      upload: {
        fields: files.uploadInput,
        file: describeFilePart(RECORD_FILES),
      },
      data: fileValueSchema,
      status: 201,
      errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
    },
    async (ctx, req) => files.uploadRecordFile(ctx, await openPrivateUpload(req)),
  );
  route(
    app,
    'PUT',
    '/database/customer-access',
    {
      summary: 'Share a collection with the portal’s customers (each reads the records whose CUSTOMER field names them), or stop',
      input: access.accessInput,
      data: collectionSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => access.setCustomerAccess(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/customer/collections/list',
    { summary: 'The collections shared with the signed-in customer', access: 'customer', data: z.array(customerCollectionSchema) },
    (ctx) => access.listCustomerCollections(ctx),
  );
  route(
    app,
    'GET',
    '/customer/collections/records',
    {
      summary: 'The signed-in customer’s records of a shared collection, read-only',
      access: 'customer',
      input: access.recordsInput,
      data: customerRecordPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => access.listCustomerRecords(ctx, query(req)),
  );
}
