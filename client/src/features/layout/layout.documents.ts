import { graphql } from '../../gql';

export const PortalPageSummaryFields = graphql(`
  fragment PortalPageSummaryFields on PortalPageSummary {
    id
    portalId
    title
    path
    description
    visibility
    position
    revision
    publishedAt
    unpublishedChanges
    updatedAt
  }
`);

export const PortalPageFields = graphql(`
  fragment PortalPageFields on PortalPage {
    id
    portalId
    title
    path
    description
    visibility
    position
    revision
    publishedAt
    unpublishedChanges
    updatedAt
    blocks
    publishProblems {
      path
      blockId
      message
    }
  }
`);

export const PortalLayoutFields = graphql(`
  fragment PortalLayoutFields on PortalLayout {
    portalId
    layout
    revision
    publishedAt
    unpublishedChanges
    updatedAt
  }
`);

export const PortalSiteQuery = graphql(`
  query PortalSite($portalId: ID!) {
    portalLayout(portalId: $portalId) {
      ...PortalLayoutFields
    }
    portalPages(portalId: $portalId) {
      ...PortalPageSummaryFields
    }
  }
`);

export const PortalPageQuery = graphql(`
  query PortalPage($id: ID!) {
    portalPage(id: $id) {
      ...PortalPageFields
    }
  }
`);

/** What the preview shows sample content from: collections shared with customers and workflows. */
export const PagePreviewSourcesQuery = graphql(`
  query PagePreviewSources($portalId: ID!) {
    collections(portalId: $portalId) {
      id
      name
      fields {
        key
        label
        type
      }
      customerAccess {
        mode
        fieldKey
      }
    }
    workflows(portalId: $portalId) {
      id
      name
      slug
      accessType
      published
    }
  }
`);

export const UpdatePortalLayoutMutation = graphql(`
  mutation UpdatePortalLayout($input: UpdatePortalLayoutInput!) {
    updatePortalLayout(input: $input) {
      ...PortalLayoutFields
    }
  }
`);

export const CreatePortalPageMutation = graphql(`
  mutation CreatePortalPage($input: CreatePortalPageInput!) {
    createPortalPage(input: $input) {
      ...PortalPageFields
    }
  }
`);

export const UpdatePortalPageMutation = graphql(`
  mutation UpdatePortalPage($input: UpdatePortalPageInput!) {
    updatePortalPage(input: $input) {
      ...PortalPageFields
    }
  }
`);

export const DeletePortalPageMutation = graphql(`
  mutation DeletePortalPage($input: PortalPageIdInput!) {
    deletePortalPage(input: $input) {
      id
    }
  }
`);

export const ReorderPortalPagesMutation = graphql(`
  mutation ReorderPortalPages($input: ReorderPortalPagesInput!) {
    reorderPortalPages(input: $input) {
      ...PortalPageSummaryFields
    }
  }
`);

export const PublishPortalSiteMutation = graphql(`
  mutation PublishPortalSite($input: PublishPortalSiteInput!) {
    publishPortalSite(input: $input) {
      portalId
      publishedAt
      pages
      unpublishedChanges
    }
  }
`);
