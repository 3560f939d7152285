import { z } from 'zod';
import { body, query } from '../../core/rest.js';
import { inPortal, type Operation } from '../../core/operations.js';
import { collectionViewSchema } from './view.schema.js';
import * as views from './view.service.js';

const SETTINGS =
  'Send any of `filter` (a list of {field, op, value}, as the records list takes it), `sorts` (up to 3 {field, direction}, or the text `status:asc,amount:desc`), `hiddenFields` and `fieldOrder` (field keys) and `columnWidths` ({key: pixels}); each is checked against the collection’s fields.';

export const viewOperations: Operation[] = [
  {
    rest: 'GET /database/views',
    graphql: 'Query.collectionViews',
    access: inPortal('database'),
    summary: 'The saved views of a collection, in their order',
    input: views.listInput,
    data: z.array(collectionViewSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => views.listViews(ctx, query(req)),
  },
  {
    rest: 'POST /database/views',
    graphql: 'Mutation.createCollectionView',
    access: inPortal('database'),
    summary: 'Save a view of a collection (shared with the workspace)',
    description: `${SETTINGS} Names are unique in the collection (CONFLICT otherwise); a collection has at most ${views.MAX_VIEWS} views.`,
    input: views.createInput,
    data: collectionViewSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => views.createView(ctx, body(req)),
  },
  {
    rest: 'PATCH /database/views',
    graphql: 'Mutation.updateCollectionView',
    access: inPortal('database'),
    summary: 'Rename a view and/or change its settings',
    description: `${SETTINGS} What is not sent stays as saved.`,
    input: views.updateInput,
    data: collectionViewSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => views.updateView(ctx, body(req)),
  },
  {
    rest: 'DELETE /database/views',
    graphql: 'Mutation.deleteCollectionView',
    access: inPortal('database'),
    summary: 'Delete a view (the records stay)',
    input: views.idInput,
    data: collectionViewSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => views.deleteView(ctx, query(req)),
  },
  {
    rest: 'PUT /database/views/order',
    graphql: 'Mutation.reorderCollectionViews',
    access: inPortal('database'),
    summary: 'Put the views of a collection in a new order',
    input: views.reorderInput,
    data: z.array(collectionViewSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => views.reorderViews(ctx, body(req)),
  },
];
