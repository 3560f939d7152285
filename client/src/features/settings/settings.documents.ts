import { graphql } from '../../gql';

export const SettingsUserFragment = graphql(`
  fragment SettingsUser on User {
    id
    email
    firstName
    lastName
    username
    timezone
    profileImageUrl
    bio
    emailVerified
    currentWorkspaceId
    createdAt
  }
`);

export const SettingsOverviewQuery = graphql(`
  query SettingsOverview {
    me {
      ...SettingsUser
    }
    workspaces {
      id
      name
      role
      current
    }
  }
`);

export const UpdateMeMutation = graphql(`
  mutation UpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      ...SettingsUser
    }
  }
`);

export const UsernameAvailabilityQuery = graphql(`
  query UsernameAvailability($username: String!) {
    usernameAvailability(username: $username) {
      available
      reason
    }
  }
`);

export const ChangeUsernameMutation = graphql(`
  mutation ChangeUsername($username: String!) {
    changeUsername(input: { username: $username }) {
      ...SettingsUser
    }
  }
`);

export const RemoveDisplayImageMutation = graphql(`
  mutation RemoveDisplayImage {
    removeDisplayImage {
      ...SettingsUser
    }
  }
`);

export const ChangeWorkspaceMutation = graphql(`
  mutation ChangeWorkspace($workspaceId: ID!) {
    changeWorkspace(input: { workspaceId: $workspaceId }) {
      id
      name
      role
      current
    }
  }
`);
