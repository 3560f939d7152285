import { graphql } from '../../../gql';

export const UpdatePortalMutation = graphql(`
  mutation UpdatePortal($input: UpdatePortalInput!) {
    updatePortal(input: $input) {
      ...PortalFields
    }
  }
`);

export const UpdatePortalSubDomainMutation = graphql(`
  mutation UpdatePortalSubDomain($portalId: ID!, $subDomain: String!) {
    updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) {
      ...PortalFields
    }
  }
`);

export const UpdatePortalBasicInfoMutation = graphql(`
  mutation UpdatePortalBasicInfo($portalId: ID!, $basicInfo: PortalBasicInfoInput!) {
    updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) {
      ...PortalFields
    }
  }
`);

export const UpdatePortalThemeMutation = graphql(`
  mutation UpdatePortalTheme($portalId: ID!, $theme: PortalThemeInput!) {
    updatePortalTheme(input: { portalId: $portalId, theme: $theme }) {
      ...PortalFields
    }
  }
`);

export const RemovePortalLogoMutation = graphql(`
  mutation RemovePortalLogo($portalId: ID!) {
    removePortalLogo(input: { portalId: $portalId }) {
      ...PortalFields
    }
  }
`);

export const PortalEmailPreviewQuery = graphql(`
  query PortalEmailPreview($portalId: ID!, $template: PortalEmailTemplate!) {
    portalEmailPreview(portalId: $portalId, template: $template) {
      template
      label
      subject
      from
      replyTo
      html
      text
    }
  }
`);
