import type { WorkspaceRole } from '../../../gql/graphql';

/** What each role may do, in the words the Team card and the invitation page use (the server decides). */
/** `can` completes "they …" and "you can …"; `a` is the label with its article. */
export const ROLE: Record<WorkspaceRole, { label: string; a: string; palette: string; can: string }> = {
  OWNER: {
    label: 'Owner',
    a: 'an owner',
    palette: 'purple',
    can: 'do everything, including delete portals, change roles and hand ownership on',
  },
  ADMIN: {
    label: 'Admin',
    a: 'an admin',
    palette: 'blue',
    can: 'create portals, change their addresses, invite and remove members',
  },
  MEMBER: {
    label: 'Member',
    a: 'a member',
    palette: 'gray',
    can: 'work inside portals: database, workflows, customers, tickets and theme',
  },
};

const RANK: Record<WorkspaceRole, number> = { MEMBER: 0, ADMIN: 1, OWNER: 2 };
export const atLeast = (role: WorkspaceRole | undefined, needed: WorkspaceRole) => role !== undefined && RANK[role] >= RANK[needed];
