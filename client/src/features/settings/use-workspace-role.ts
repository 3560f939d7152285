import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { WorkspaceRole } from '../../gql/graphql';

const CurrentWorkspaceRoleQuery = graphql(`
  query CurrentWorkspaceRole {
    workspaces {
      id
      name
      role
      current
    }
  }
`);

/**
 * The builder's role in the current workspace, to offer only what they may do (the server decides
 * anyway: a screen that guesses wrong gets FORBIDDEN with the reason). Undefined while loading.
 */
export function useWorkspaceRole(): WorkspaceRole | undefined {
  const { data } = useQuery(CurrentWorkspaceRoleQuery);
  return data?.workspaces.find((w) => w.current)?.role;
}
