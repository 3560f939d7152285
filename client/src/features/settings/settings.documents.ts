import { graphql } from '../../gql';

export const SettingsOverviewQuery = graphql(`
  query SettingsOverview {
    me {
      id
      email
      firstName
      lastName
      username
      timezone
      profileImageUrl
      bio
      emailVerified
      createdAt
    }
    workspaces {
      id
      name
      role
      current
    }
  }
`);
