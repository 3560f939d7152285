import { Readable } from 'node:stream';
import { z } from 'zod';
import { body, query } from '../../core/rest.js';
import type { RestContract } from '../../core/rest.js';
import { customerOwn, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { DatabaseResolver } from './database.graphql.js';
import { CollectionViewResolver } from './view.graphql.js';
import { sortIndexJob } from './database.indexes.js';
import { viewOperations } from './view.operations.js';

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

const exportOperation: RestContract = {
  summary: 'Download the records as CSV (the filter and sort of the grid), streamed page by page',
  input: exportInput,
  parameters: { sort: SORT, filter: FILTER },
  jsonParameters: { filter: filterInput },
  produces: 'text/csv',
  errors: ['NOT_FOUND'],
};

export const databaseOperations: Operation[] = [
  {
    rest: 'GET /database/list',
    graphql: 'Query.collections',
    access: inPortal('database'),
    summary: 'The collections of a portal, with their fields and record counts',
    input: collections.listInput,
    data: z.array(collectionSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => collections.listCollections(ctx, query(req)),
  },
  {
    rest: 'GET /database',
    graphql: 'Query.collection',
    access: inPortal('database'),
    summary: 'One collection',
    input: collections.idInput,
    data: collectionSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => collections.getCollection(ctx, query(req)),
  },
  {
    rest: 'POST /database',
    graphql: 'Mutation.createCollection',
    access: inPortal('database'),
    summary: 'Create a collection',
    input: collections.createInput,
    data: collectionSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => collections.createCollection(ctx, body(req)),
  },
  {
    rest: 'PATCH /database',
    graphql: 'Mutation.updateCollection',
    access: inPortal('database'),
    summary: 'Rename a collection and/or replace its whole field list',
    description:
      'Send `ifUpdatedAt` (the collection’s updatedAt as you read it) to get CONFLICT instead of deleting a field someone added since.',
    input: collections.updateInput,
    data: collectionSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => collections.updateCollection(ctx, body(req)),
  },
  {
    rest: 'DELETE /database',
    graphql: 'Mutation.deleteCollection',
    access: inPortal('database'),
    summary: 'Delete a collection and all its records',
    input: collections.idInput,
    data: collectionSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => collections.deleteCollection(ctx, query(req)),
  },
  {
    rest: 'GET /database/records',
    graphql: 'Query.records',
    access: inPortal('database'),
    summary: 'One page of records, filtered and sorted on the server',
    input: records.listInput,
    parameters: { sort: SORT, filter: FILTER },
    jsonParameters: { filter: filterInput },
    data: recordPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => records.listRecords(ctx, query(req)),
  },
  {
    rest: 'GET /database/records/count',
    graphql: 'Query.recordCount',
    access: inPortal('database'),
    summary: 'How many records match the filter',
    input: records.countInput,
    parameters: { filter: FILTER },
    jsonParameters: { filter: filterInput },
    data: recordCountSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => records.countRecords(ctx, query(req)),
  },
  {
    rest: 'GET /database/record',
    graphql: 'Query.record',
    access: inPortal('database'),
    summary: 'One record',
    input: records.idInput,
    data: recordSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => records.getRecord(ctx, query(req)),
  },
  {
    rest: 'POST /database/records',
    graphql: 'Mutation.createRecord',
    access: inPortal('database'),
    summary: 'Create a record',
    input: records.createInput,
    data: recordSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
    handle: (ctx, req) => records.createRecord(ctx, body(req)),
  },
  {
    rest: 'PATCH /database/records',
    graphql: 'Mutation.updateRecord',
    access: inPortal('database'),
    summary: 'Change the values sent (a value sent null is cleared)',
    input: records.updateInput,
    data: recordSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => records.updateRecord(ctx, body(req)),
  },
  {
    rest: 'DELETE /database/records',
    graphql: 'Mutation.deleteRecord',
    access: inPortal('database'),
    summary: 'Delete a record',
    input: records.idInput,
    data: recordSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => records.deleteRecord(ctx, query(req)),
  },
  {
    rest: 'DELETE /database/records/bulk',
    graphql: 'Mutation.deleteRecords',
    access: inPortal('database'),
    summary: 'Delete several records of a collection',
    input: records.bulkInput,
    parameters: { ids: 'The record ids, comma-separated (at most 500).' },
    data: deletedRecordsSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => records.deleteRecords(ctx, query(req)),
  },
  {
    rest: 'POST /database/records/import',
    access: inPortal('database'),
    summary: 'Import a CSV file into a collection, all or nothing; bad rows are reported and the rest kept',
    description:
      '`mapping` is JSON from column names to field keys, like `{"Full name": "name"}`; with `upsertOn` (a unique field) a row updates the record holding its value. 409 when another record took a unique value of the file, or the fields changed, while it was imported: nothing was imported.',
    upload: { fields: importInput, file: 'A CSV file (UTF-8, a header row first) of at most 50 MB, after the other fields.' },
    data: importReportSchema,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN', 'CONFLICT'],
    handle: async (ctx, req) =>
      importRecords(ctx, await openUpload(req, { maxBytes: MAX_IMPORT_BYTES, what: 'CSV file', maxFieldBytes: 64 * 1024 })),
  },
  {
    rest: 'GET /database/records/export',
    access: inPortal('database'),
    ...exportOperation,
    handle: async (ctx, request, reply) => {
      const file = await exportRecords(request.ctx, query(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.chunks));
    },
  },
  {
    rest: 'POST /database/files',
    access: inPortal('database'),
    summary: 'Store a file for a FILE field of a collection; save the answer as the field’s value',
    upload: {
      fields: files.uploadInput,
      file: describeFilePart(RECORD_FILES),
    },
    data: fileValueSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN'],
    handle: async (ctx, req) => files.uploadRecordFile(ctx, await openPrivateUpload(req)),
  },
  {
    rest: 'PUT /database/customer-access',
    graphql: 'Mutation.setCollectionCustomerAccess',
    access: inPortal('database'),
    summary: 'Share a collection with the portal’s customers (each reads the records whose CUSTOMER field names them), or stop',
    input: access.accessInput,
    data: collectionSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => access.setCustomerAccess(ctx, body(req)),
  },
  {
    rest: 'GET /customer/collections/list',
    access: customerOwn('own-list'),
    summary: 'The collections shared with the signed-in customer',
    data: z.array(customerCollectionSchema),
    handle: (ctx) => access.listCustomerCollections(ctx),
  },
  {
    rest: 'GET /customer/collections/records',
    access: customerOwn('portal'),
    summary: 'The signed-in customer’s records of a shared collection, read-only',
    input: access.recordsInput,
    data: customerRecordPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => access.listCustomerRecords(ctx, query(req)),
  },
];

export const databaseDomain = defineDomain({
  name: 'database',
  operations: [...databaseOperations, ...viewOperations],
  resolvers: [DatabaseResolver, CollectionViewResolver],
  jobs: [sortIndexJob],
});
