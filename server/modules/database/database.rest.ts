import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { body, query, route } from '../../core/rest.js';
import { openUpload } from '../../core/uploads.js';
import * as collections from './collection.service.js';
import { exportRecords } from './database.export.js';
import { importRecords, MAX_IMPORT_BYTES } from './database.import.js';
import * as files from './database.files.js';
import * as records from './record.service.js';
import { recordPageSchema } from './database.schema.js';

export async function databaseRoutes(app: FastifyInstance) {
  route(app, 'GET', '/database/list', (ctx, req) => collections.listCollections(ctx, query(req)));
  route(app, 'GET', '/database', (ctx, req) => collections.getCollection(ctx, query(req)));
  route(app, 'POST', '/database', (ctx, req) => collections.createCollection(ctx, body(req)), { status: 201 });
  route(app, 'PATCH', '/database', (ctx, req) => collections.updateCollection(ctx, body(req)));
  route(app, 'DELETE', '/database', (ctx, req) => collections.deleteCollection(ctx, query(req)));

  route(app, 'GET', '/database/records', (ctx, req) => records.listRecords(ctx, query(req)), { data: recordPageSchema });
  route(app, 'GET', '/database/records/count', (ctx, req) => records.countRecords(ctx, query(req)));
  route(app, 'GET', '/database/record', (ctx, req) => records.getRecord(ctx, query(req)));
  route(app, 'POST', '/database/records', (ctx, req) => records.createRecord(ctx, body(req)), { status: 201 });
  route(app, 'PATCH', '/database/records', (ctx, req) => records.updateRecord(ctx, body(req)));
  route(app, 'DELETE', '/database/records', (ctx, req) => records.deleteRecord(ctx, query(req)));
  route(app, 'DELETE', '/database/records/bulk', (ctx, req) => records.deleteRecords(ctx, query(req)));

  // CSV and files: the multipart form is opened here, its file part handed to the service unread.
  route(app, 'POST', '/database/records/import', async (ctx, req) =>
    importRecords(ctx, await openUpload(req, { maxBytes: MAX_IMPORT_BYTES, what: 'CSV file', maxFieldBytes: 64 * 1024 })),
  );
  app.get('/database/records/export', async (request, reply) => {
    const file = await exportRecords(request.ctx, query(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(file.chunks));
  });
  route(app, 'POST', '/database/files', async (ctx, req) => files.uploadRecordFile(ctx, await openUpload(req, { maxBytes: files.MAX_RECORD_FILE_BYTES, what: 'file' })), { status: 201 });
}
