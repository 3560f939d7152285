/**
 * What the fake server answers with in client tests: the signed-in builder, a portal, and the
 * shapes of collections, fields and records as the GraphQL API returns them.
 */
export const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: null,
  timezone: 'UTC',
  profileImageUrl: null,
  emailVerified: true,
  currentWorkspaceId: 'w1',
};

export const portal = {
  __typename: 'Portal',
  id: '6a4c0d1e-0000-4000-8000-000000000001',
  name: 'Acme Clients',
  slug: 'acme',
  subDomain: 'acme-clients',
  subDomainUrl: null,
  logoUrl: null,
  theme: { __typename: 'PortalTheme', primaryColor: '#4f46e5', accentColor: '#f59e0b', mode: 'LIGHT', font: 'SYSTEM', radius: 'MD' },
  basicInfo: { __typename: 'PortalBasicInfo', title: 'Acme Clients', description: 'Follow your requests.', supportEmail: null },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const choice = (value: string, color: string) => ({ __typename: 'FieldChoice', value, color });

export const field = (key: string, label: string, type: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'CollectionField',
  key,
  label,
  type,
  required: false,
  unique: false,
  choices: [] as ReturnType<typeof choice>[],
  relationCollectionId: null as string | null,
  defaultValue: null as unknown,
  numberFormat: null as { __typename: 'NumberFormat'; style: string; decimals: number | null; currency: string | null } | null,
  ...extra,
});

export const collection = (id: string, name: string, recordCount: number, fields: unknown[], slug = name.toLowerCase()) => ({
  __typename: 'Collection',
  id,
  portalId: portal.id,
  name,
  slug,
  recordCount,
  fields,
  customerAccess: { __typename: 'CollectionCustomerAccess', mode: 'NONE', fieldKey: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const record = (id: string, collectionId: string, data: Record<string, unknown>, links: unknown[] = []) => ({
  __typename: 'CollectionRecord',
  id,
  collectionId,
  data,
  links,
  customers: [],
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
});

/** A page of a GraphQL connection (`PortalConnection`, `CollectionRecordConnection`) as the server answers it. */
export const connection = (name: string, nodes: unknown[], endCursor: string | null = null) => ({
  __typename: `${name}Connection`,
  edges: nodes.map((node, i) => ({ __typename: `${name}Edge`, cursor: i === nodes.length - 1 ? endCursor : null, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
});
