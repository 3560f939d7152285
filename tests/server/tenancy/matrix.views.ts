import { expect } from 'vitest';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of a collection's saved views; matrix.ts spreads them into REST and GRAPHQL.
 * A view belongs to its collection: every builder of the workspace reads and changes them (a MEMBER
 * too), anyone else gets NOT_FOUND, and a portal's customers are no builders at all.
 */

/** A view of the fixture's collection, made once (the entry's calls, built for each caller, name the same one). */
const view = (f: Fixture) =>
  f.memo('views:view', async () => {
    const c = await f.collection();
    const res = await f.app.rest('POST', '/v1/database/views', {
      token: f.owner.token,
      body: { collectionId: c.id, name: f.unique('view'), sorts: [{ field: c.fields[0]!.key, direction: 'desc' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; collectionId: string };
  });

const VIEW = 'id collectionId name filter { field op value } sorts { field direction } hiddenFields fieldOrder columnWidths position';

export const VIEWS_REST: Record<string, RestEntry> = {
  'GET /v1/database/views': {
    request: async (f) => ({ query: { collectionId: (await view(f)).collectionId } }),
  },
  'POST /v1/database/views': {
    request: async (f) => ({ body: { collectionId: (await f.collection()).id, name: f.unique('made') } }),
  },
  'PATCH /v1/database/views': {
    request: async (f) => ({ body: { id: (await view(f)).id, name: f.unique('renamed') } }),
  },
  'DELETE /v1/database/views': { request: async (f) => ({ query: { id: (await view(f)).id } }) },
  'PUT /v1/database/views/order': {
    request: async (f) => {
      const v = await view(f);
      return { body: { collectionId: v.collectionId, ids: [v.id] } };
    },
  },
};

export const VIEWS_GRAPHQL: Record<string, GraphqlEntry> = {
  'Query.collectionViews': {
    document: `query($c: ID!) { collectionViews(collectionId: $c) { ${VIEW} } }`,
    variables: async (f) => ({ c: (await view(f)).collectionId }),
  },
  'Mutation.createCollectionView': {
    document: `mutation($i: CreateCollectionViewInput!) { createCollectionView(input: $i) { ${VIEW} } }`,
    variables: async (f) => ({ i: { collectionId: (await f.collection()).id, name: f.unique('made') } }),
  },
  'Mutation.updateCollectionView': {
    document: `mutation($i: UpdateCollectionViewInput!) { updateCollectionView(input: $i) { ${VIEW} } }`,
    variables: async (f) => ({ i: { id: (await view(f)).id, name: f.unique('renamed') } }),
  },
  'Mutation.deleteCollectionView': {
    document: `mutation($i: CollectionViewIdInput!) { deleteCollectionView(input: $i) { ${VIEW} } }`,
    variables: async (f) => ({ i: { id: (await view(f)).id } }),
  },
  'Mutation.reorderCollectionViews': {
    document: 'mutation($i: ReorderCollectionViewsInput!) { reorderCollectionViews(input: $i) { id position } }',
    variables: async (f) => {
      const v = await view(f);
      return { i: { collectionId: v.collectionId, ids: [v.id] } };
    },
  },
};
