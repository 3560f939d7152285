import { graphql } from '../gql';

/** Who the sandbox's queries run as: the note in its header (not one of the examples). */
export const SandboxViewerQuery = graphql(`
  query SandboxViewer {
    me {
      id
      firstName
      lastName
      email
    }
    workspaces {
      id
      name
      current
    }
  }
`);
