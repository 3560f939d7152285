import { graphql } from '../../gql';

export const CollectionFields = graphql(`
  fragment CollectionFields on Collection {
    id
    portalId
    name
    slug
    recordCount
    fields {
      key
      label
      type
      required
      unique
      choices {
        value
        color
      }
      relationCollectionId
      defaultValue
      numberFormat {
        style
        decimals
        currency
      }
    }
    customerAccess {
      mode
      fieldKey
    }
    createdAt
    updatedAt
  }
`);

export const RecordFields = graphql(`
  fragment RecordFields on CollectionRecord {
    id
    collectionId
    data
    links {
      fieldKey
      recordId
      collectionId
      label
    }
    customers {
      fieldKey
      customerId
      name
      email
    }
    createdAt
    updatedAt
  }
`);

export const CollectionsQuery = graphql(`
  query Collections($portalId: ID!) {
    collections(portalId: $portalId) {
      ...CollectionFields
    }
  }
`);

export const RecordsQuery = graphql(`
  query Records($collectionId: ID!, $filter: [RecordFilterInput!], $sort: [RecordSortInput!], $first: Int, $after: String) {
    records(collectionId: $collectionId, filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        node {
          ...RecordFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const RecordCountQuery = graphql(`
  query RecordCount($collectionId: ID!, $filter: [RecordFilterInput!]) {
    recordCount(collectionId: $collectionId, filter: $filter)
  }
`);

export const CreateCollectionMutation = graphql(`
  mutation CreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      ...CollectionFields
    }
  }
`);

export const UpdateCollectionMutation = graphql(`
  mutation UpdateCollection($input: UpdateCollectionInput!) {
    updateCollection(input: $input) {
      ...CollectionFields
    }
  }
`);

export const DeleteCollectionMutation = graphql(`
  mutation DeleteCollection($id: ID!) {
    deleteCollection(input: { id: $id }) {
      id
      recordCount
    }
  }
`);

export const CreateRecordMutation = graphql(`
  mutation CreateRecord($collectionId: ID!, $data: JSONObject!) {
    createRecord(input: { collectionId: $collectionId, data: $data }) {
      ...RecordFields
    }
  }
`);

export const UpdateRecordMutation = graphql(`
  mutation UpdateRecord($id: ID!, $data: JSONObject!) {
    updateRecord(input: { id: $id, data: $data }) {
      ...RecordFields
    }
  }
`);

export const DeleteRecordsMutation = graphql(`
  mutation DeleteRecords($collectionId: ID!, $ids: [ID!]!) {
    deleteRecords(input: { collectionId: $collectionId, ids: $ids }) {
      deleted
    }
  }
`);

export const SetCollectionCustomerAccessMutation = graphql(`
  mutation SetCollectionCustomerAccess($input: SetCollectionCustomerAccessInput!) {
    setCollectionCustomerAccess(input: $input) {
      ...CollectionFields
    }
  }
`);

export const CollectionViewFields = graphql(`
  fragment CollectionViewFields on CollectionView {
    id
    collectionId
    name
    filter {
      field
      op
      value
    }
    sorts {
      field
      direction
    }
    hiddenFields
    fieldOrder
    position
    updatedAt
  }
`);

export const CollectionViewsQuery = graphql(`
  query CollectionViews($collectionId: ID!) {
    collectionViews(collectionId: $collectionId) {
      ...CollectionViewFields
    }
  }
`);

export const CreateCollectionViewMutation = graphql(`
  mutation CreateCollectionView($input: CreateCollectionViewInput!) {
    createCollectionView(input: $input) {
      ...CollectionViewFields
    }
  }
`);

export const UpdateCollectionViewMutation = graphql(`
  mutation UpdateCollectionView($input: UpdateCollectionViewInput!) {
    updateCollectionView(input: $input) {
      ...CollectionViewFields
    }
  }
`);

export const DeleteCollectionViewMutation = graphql(`
  mutation DeleteCollectionView($input: CollectionViewIdInput!) {
    deleteCollectionView(input: $input) {
      id
    }
  }
`);

export const ReorderCollectionViewsMutation = graphql(`
  mutation ReorderCollectionViews($input: ReorderCollectionViewsInput!) {
    reorderCollectionViews(input: $input) {
      ...CollectionViewFields
    }
  }
`);
