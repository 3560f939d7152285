import type { FastifyInstance } from 'fastify';
import { body, query, route } from '../../core/rest.js';
import * as collections from './collection.service.js';
import * as records from './record.service.js';

export async function databaseRoutes(app: FastifyInstance) {
  route(app, 'GET', '/database/list', (ctx, req) => collections.listCollections(ctx, query(req)));
  route(app, 'GET', '/database', (ctx, req) => collections.getCollection(ctx, query(req)));
  route(app, 'POST', '/database', (ctx, req) => collections.createCollection(ctx, body(req)), { status: 201 });
  route(app, 'PATCH', '/database', (ctx, req) => collections.updateCollection(ctx, body(req)));
  route(app, 'DELETE', '/database', (ctx, req) => collections.deleteCollection(ctx, query(req)));

  route(app, 'GET', '/database/records', (ctx, req) => records.listRecords(ctx, query(req)));
  route(app, 'GET', '/database/records/count', (ctx, req) => records.countRecords(ctx, query(req)));
  route(app, 'GET', '/database/record', (ctx, req) => records.getRecord(ctx, query(req)));
  route(app, 'POST', '/database/records', (ctx, req) => records.createRecord(ctx, body(req)), { status: 201 });
  route(app, 'PATCH', '/database/records', (ctx, req) => records.updateRecord(ctx, body(req)));
  route(app, 'DELETE', '/database/records', (ctx, req) => records.deleteRecord(ctx, query(req)));
  route(app, 'DELETE', '/database/records/bulk', (ctx, req) => records.deleteRecords(ctx, query(req)));
}
