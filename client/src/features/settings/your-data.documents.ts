import { graphql } from '../../gql';

export const DataExportFields = graphql(`
  fragment DataExportFields on DataExport {
    id
    status
    sizeBytes
    createdAt
    finishedAt
    expiresAt
  }
`);

export const MyDataExportsQuery = graphql(`
  query MyDataExports {
    myDataExports {
      ...DataExportFields
    }
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      ...DataExportFields
    }
  }
`);

export const AccountDeletionPreviewQuery = graphql(`
  query AccountDeletionPreview {
    accountDeletionPreview {
      deletedWorkspaces {
        id
        name
      }
      leftWorkspaces {
        id
        name
      }
      blockingWorkspaces {
        id
        name
      }
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      id
    }
  }
`);
