import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

/** The REST/GraphQL parity cases of a collection's saved views; parity.test.ts runs them with its own. */

const VIEW =
  'id collectionId name filter { field op value } sorts { field direction } hiddenFields fieldOrder columnWidths position createdBy createdAt updatedAt';

type View = { filter: Array<{ op: string }>; sorts: Array<{ direction: string }> };
/** GraphQL names enum values in capitals (EQ, DESC); REST in the records list's lower case. */
const lower = (v: View): View => ({
  ...v,
  filter: v.filter.map((c) => ({ ...c, op: c.op.toLowerCase() })),
  sorts: v.sorts.map((s) => ({ ...s, direction: s.direction.toLowerCase() })),
});

export function viewsCases(app: () => TestApp): Array<ParityCase<any>> {
  type Setup = { token: string; collectionId: string; views: Array<{ id: string }> };
  /** A fresh builder with a Deals collection (name TEXT, stage SELECT, amount NUMBER) and views named `names`. */
  const deals = async (tag: string, names: string[] = ['Open deals']): Promise<Setup> => {
    const t = app();
    const b = await t.signUp({ email: `${tag}@example.com` });
    const portal = await t.rest('POST', '/v1/portal', { token: b.token, body: { name: `Views ${tag}` } });
    const collection = await t.rest('POST', '/v1/database', {
      token: b.token,
      body: {
        portalId: portal.body.data.id,
        name: 'Deals',
        fields: [
          { label: 'Name', type: 'TEXT' },
          { label: 'Stage', type: 'SELECT', choices: ['Open', 'Won'] },
          { label: 'Amount', type: 'NUMBER' },
        ],
      },
    });
    if (collection.status !== 201) throw new Error(JSON.stringify(collection.body));
    const views = [];
    for (const name of names) {
      const res = await t.rest('POST', '/v1/database/views', {
        token: b.token,
        body: { collectionId: collection.body.data.id, name, filter: [{ field: 'stage', op: 'eq', value: 'Open' }], sorts: 'amount:desc' },
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      views.push(res.body.data);
    }
    return { token: b.token, collectionId: collection.body.data.id, views };
  };
  const token = (s: Setup) => s.token;
  const createCall = (body: Record<string, unknown>, gql: Record<string, unknown> = body) => ({
    rest: (s: Setup) => ({ method: 'POST' as const, url: '/v1/database/views', body: { collectionId: s.collectionId, ...body } }),
    graphql: (s: Setup) => ({
      document: `mutation($i: CreateCollectionViewInput!) { createCollectionView(input: $i) { ${VIEW} } }`,
      variables: { i: { collectionId: s.collectionId, ...gql } },
    }),
  });
  const updateCall = (body: Record<string, unknown>, gql: Record<string, unknown> = body) => ({
    rest: (s: Setup) => ({ method: 'PATCH' as const, url: '/v1/database/views', body: { id: s.views[0]!.id, ...body } }),
    graphql: (s: Setup) => ({
      document: `mutation($i: UpdateCollectionViewInput!) { updateCollectionView(input: $i) { ${VIEW} } }`,
      variables: { i: { id: s.views[0]!.id, ...gql } },
    }),
  });

  return [
    {
      name: 'collectionViews: in their order, with their settings',
      setup: (tag: string) => deals(tag, ['Open deals', 'Big ones']),
      token,
      rest: (s) => ({ method: 'GET', url: '/v1/database/views', query: { collectionId: s.collectionId } }),
      graphql: (s) => ({ document: `query($c: ID!) { collectionViews(collectionId: $c) { ${VIEW} } }`, variables: { c: s.collectionId } }),
      map: (list: View[]) => list.map(lower),
      expect: 'ok',
    },
    {
      name: 'collectionViews: another builder’s collection',
      setup: async (tag: string) => ({ ...(await deals(tag)), stranger: (await app().signUp()).token }),
      token: (s) => s.stranger,
      rest: (s) => ({ method: 'GET', url: '/v1/database/views', query: { collectionId: s.collectionId } }),
      graphql: (s) => ({ document: `query($c: ID!) { collectionViews(collectionId: $c) { ${VIEW} } }`, variables: { c: s.collectionId } }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'createCollectionView: filter, two sort levels, hidden and ordered columns',
      setup: (tag: string) => deals(tag, []),
      token,
      ...createCall(
        {
          name: 'Pipeline',
          filter: [{ field: 'stage', op: 'eq', value: 'Open' }],
          sorts: [
            { field: 'stage', direction: 'asc' },
            { field: 'amount', direction: 'desc' },
          ],
          hiddenFields: ['name'],
          fieldOrder: ['amount', 'stage'],
          columnWidths: { amount: 180 },
        },
        {
          name: 'Pipeline',
          filter: [{ field: 'stage', op: 'EQ', value: 'Open' }],
          sorts: [
            { field: 'stage', direction: 'ASC' },
            { field: 'amount', direction: 'DESC' },
          ],
          hiddenFields: ['name'],
          fieldOrder: ['amount', 'stage'],
          columnWidths: { amount: 180 },
        },
      ),
      map: lower,
      expect: 'ok',
    },
    {
      name: 'createCollectionView: a name the collection has already (another case)',
      setup: (tag: string) => deals(tag, ['Open deals']),
      token,
      ...createCall({ name: 'OPEN DEALS' }),
      expect: 'CONFLICT',
      details: { name: /taken/ },
    },
    {
      name: 'createCollectionView: a filter on a field the collection does not have',
      setup: (tag: string) => deals(tag, []),
      token,
      ...createCall(
        { name: 'Odd', filter: [{ field: 'owner', op: 'eq', value: 'x' }] },
        { name: 'Odd', filter: [{ field: 'owner', op: 'EQ', value: 'x' }] },
      ),
      expect: 'BAD_USER_INPUT',
      details: { 'filter.0.field': /owner is not a field/ },
    },
    {
      name: 'createCollectionView: four sort levels',
      setup: (tag: string) => deals(tag, []),
      token,
      ...createCall(
        { name: 'Deep', sorts: ['name', 'stage', 'amount', 'createdAt'].map((field) => ({ field, direction: 'asc' })) },
        { name: 'Deep', sorts: ['name', 'stage', 'amount', 'createdAt'].map((field) => ({ field, direction: 'ASC' })) },
      ),
      expect: 'BAD_USER_INPUT',
      details: { sorts: /at most 3/ },
    },
    {
      name: 'createCollectionView: hiding a field the collection does not have',
      setup: (tag: string) => deals(tag, []),
      token,
      ...createCall({ name: 'Hidden', hiddenFields: ['name', 'nope'] }),
      expect: 'BAD_USER_INPUT',
      details: { 'hiddenFields.1': /nope is not a field/ },
    },
    {
      name: 'updateCollectionView: rename and clear the sort',
      setup: (tag: string) => deals(tag),
      token,
      ...updateCall({ name: 'Renamed', sorts: [] }),
      map: lower,
      expect: 'ok',
    },
    {
      name: 'updateCollectionView: an empty name',
      setup: (tag: string) => deals(tag),
      token,
      ...updateCall({ name: '  ' }),
      expect: 'BAD_USER_INPUT',
      details: { name: 'Give the view a name.' },
    },
    {
      name: 'deleteCollectionView: another builder’s view',
      setup: async (tag: string) => ({ ...(await deals(tag)), stranger: (await app().signUp()).token }),
      token: (s) => s.stranger,
      rest: (s) => ({ method: 'DELETE', url: '/v1/database/views', query: { id: s.views[0]!.id } }),
      graphql: (s) => ({
        document: `mutation($i: CollectionViewIdInput!) { deleteCollectionView(input: $i) { ${VIEW} } }`,
        variables: { i: { id: s.views[0]!.id } },
      }),
      expect: 'NOT_FOUND',
    },
    {
      name: 'reorderCollectionViews: a view left out',
      setup: (tag: string) => deals(tag, ['One', 'Two']),
      token,
      rest: (s) => ({ method: 'PUT', url: '/v1/database/views/order', body: { collectionId: s.collectionId, ids: [s.views[1]!.id] } }),
      graphql: (s) => ({
        document: 'mutation($i: ReorderCollectionViewsInput!) { reorderCollectionViews(input: $i) { id } }',
        variables: { i: { collectionId: s.collectionId, ids: [s.views[1]!.id] } },
      }),
      expect: 'BAD_USER_INPUT',
      details: { ids: /exactly once/ },
    },
  ];
}
