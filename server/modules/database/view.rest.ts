import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route } from '../../core/rest.js';
import { collectionViewSchema, deletedViewSchema } from './view.schema.js';
import * as views from './view.service.js';

const SETTINGS =
  'Send any of `filter` (a list of {field, op, value}, as the records list takes it), `sorts` (up to 3 {field, direction}, or the text `status:asc,amount:desc`), `hiddenFields` and `fieldOrder` (field keys) and `columnWidths` ({key: pixels}); each is checked against the collection’s fields.';

/** Saved views of a collection's grid: /v1/database/views, in the style of the other /database routes. */
export async function viewRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/database/views',
    {
      summary: 'The saved views of a collection, in their order',
      input: views.listInput,
      data: z.array(collectionViewSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => views.listViews(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/database/views',
    {
      summary: 'Save a view of a collection (shared with the workspace)',
      description: `${SETTINGS} Names are unique in the collection (CONFLICT otherwise); a collection has at most ${views.MAX_VIEWS} views.`,
      input: views.createInput,
      data: collectionViewSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => views.createView(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/database/views',
    {
      summary: 'Rename a view and/or change its settings',
      description: `${SETTINGS} What is not sent stays as saved.`,
      input: views.updateInput,
      data: collectionViewSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => views.updateView(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/database/views',
    { summary: 'Delete a view (the records stay)', input: views.idInput, data: deletedViewSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => views.deleteView(ctx, query(req)),
  );
  route(
    app,
    'PUT',
    '/database/views/order',
    {
      summary: 'Put the views of a collection in a new order',
      input: views.reorderInput,
      data: z.array(collectionViewSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => views.reorderViews(ctx, body(req)),
  );
}
