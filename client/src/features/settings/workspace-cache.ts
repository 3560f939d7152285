import type { ApolloCache } from '@apollo/client';

/**
 * After a workspace switch nothing the cache holds about the old workspace may show: the portal
 * lists and single portals are dropped (the next screen fetches them again), and the `current`
 * flags and the user's currentWorkspaceId move to the new workspace.
 */
export function afterWorkspaceChange(cache: ApolloCache, change: { userId: string; workspaceId: string; workspaceIds: string[] }) {
  for (const id of change.workspaceIds) {
    cache.modify({ id: cache.identify({ __typename: 'Workspace', id }), fields: { current: () => id === change.workspaceId } });
  }
  cache.modify({ id: cache.identify({ __typename: 'User', id: change.userId }), fields: { currentWorkspaceId: () => change.workspaceId } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'portals' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'portal' });
  // The team card shows the current workspace's people.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'workspaceMembers' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'workspaceInvitations' });
  cache.gc();
}
