import { graphql } from '../../gql';

export const PortalFields = graphql(`
  fragment PortalFields on Portal {
    id
    name
    slug
    subDomain
    subDomainUrl
    logoUrl
    theme {
      primaryColor
      accentColor
      mode
      font
      radius
    }
    basicInfo {
      title
      description
      supportEmail
    }
    createdAt
    updatedAt
  }
`);

export const PortalListQuery = graphql(`
  query PortalList($first: Int, $after: String) {
    portals(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PortalFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const PortalBySlugQuery = graphql(`
  query PortalBySlug($slug: String!) {
    portal(slug: $slug) {
      ...PortalFields
    }
  }
`);

export const CreatePortalMutation = graphql(`
  mutation CreatePortal($input: CreatePortalInput!) {
    createPortal(input: $input) {
      ...PortalFields
    }
  }
`);

export const DeletePortalMutation = graphql(`
  mutation DeletePortal($id: ID!) {
    deletePortal(input: { id: $id }) {
      id
      name
    }
  }
`);

export const SubDomainAvailabilityQuery = graphql(`
  query SubDomainAvailability($subDomain: String!, $portalId: ID) {
    isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) {
      available
      reason
    }
  }
`);

export const SlugAvailabilityQuery = graphql(`
  query SlugAvailability($slug: String!, $portalId: ID) {
    isSlugAvailable(slug: $slug, portalId: $portalId) {
      available
      reason
    }
  }
`);
