import { graphql } from '../../gql';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input)
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      ip
      createdAt
      lastSeenAt
      expiresAt
      current
    }
  }
`);

export const RevokeSessionMutation = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(input: { id: $id }) {
      revoked
    }
  }
`);

export const RevokeOtherSessionsMutation = graphql(`
  mutation RevokeOtherSessions {
    revokeOtherSessions {
      revoked
    }
  }
`);
