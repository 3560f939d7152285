import { availabilitySchema } from '../../core/rest-schemas.js';
import { body, query } from '../../core/rest.js';
import { anyone, builderSelf, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { PortalResolver } from './portal.graphql.js';
import { PortalEmailPreviewResolver } from './portal.email-preview.graphql.js';

import { readUpload } from '../../core/uploads.js';
import { emailPreviewInput, previewPortalEmail } from './portal.email-preview.js';
import { emailPreviewSchema, logoSchema, portalPageSchema, portalSchema, publicPortalSchema } from './portal.schema.js';
import * as portals from './portal.service.js';

const IMAGE = 'A PNG, JPEG, WebP or SVG image of at most 2 MB (the type is judged from the bytes; SVG is sanitised).';

export const portalOperations: Operation[] = [
  {
    rest: 'GET /portal/list',
    graphql: 'Query.portals',
    access: builderSelf('portals'),
    summary: 'The portals of the current workspace, newest first',
    input: portals.listInput,
    data: portalPageSchema,
    handle: (ctx, req) => portals.listPortals(ctx, query(req)),
  },
  {
    rest: 'GET /portal',
    graphql: 'Query.portal',
    access: inPortal('portals'),
    summary: 'One portal, by slug or id',
    input: portals.getInput,
    data: portalSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.getPortal(ctx, query(req)),
  },
  {
    rest: 'POST /portal',
    graphql: 'Mutation.createPortal',
    access: builderSelf('portals', 'ADMIN'),
    summary: 'Create a portal (slug and sub-domain are made from the name when left out)',
    input: portals.createInput,
    data: portalSchema,
    status: 201,
    errors: ['CONFLICT'],
    handle: (ctx, req) => portals.createPortal(ctx, body(req)),
  },
  {
    rest: 'PATCH /portal',
    graphql: 'Mutation.updatePortal',
    access: inPortal('portals', 'ADMIN'),
    summary: 'Rename a portal or change its slug',
    input: portals.updateInput,
    data: portalSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => portals.updatePortal(ctx, body(req)),
  },
  {
    rest: 'DELETE /portal',
    graphql: 'Mutation.deletePortal',
    access: inPortal('portals', 'OWNER'),
    summary: 'Delete a portal and everything in it',
    input: portals.idInput,
    data: portalSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.deletePortal(ctx, query(req)),
  },
  {
    rest: 'GET /portal/isSubDomainAvailable',
    graphql: 'Query.isSubDomainAvailable',
    access: inPortal('portals'),
    summary: 'Whether a sub-domain is free',
    input: portals.subDomainCheck,
    data: availabilitySchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.isSubDomainAvailable(ctx, query(req)),
  },
  {
    rest: 'GET /portal/isSlugAvailable',
    graphql: 'Query.isSlugAvailable',
    access: inPortal('portals'),
    summary: 'Whether a slug is free',
    input: portals.slugCheck,
    data: availabilitySchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.isSlugAvailable(ctx, query(req)),
  },
  {
    rest: 'POST /portal/update-subDomain',
    graphql: 'Mutation.updatePortalSubDomain',
    access: inPortal('portals', 'ADMIN'),
    summary: 'Change the sub-domain of a portal',
    input: portals.subDomainInput,
    data: portalSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => portals.updateSubDomain(ctx, body(req)),
  },
  {
    rest: 'POST /portal/logo',
    access: inPortal('portals'),
    summary: 'Upload the logo of a portal (replaces the previous one)',
    upload: { fields: portals.logoInput, file: IMAGE },
    data: logoSchema,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    handle: async (ctx, req) => portals.uploadLogo(ctx, await readUpload(req)),
  },
  {
    rest: 'DELETE /portal/logo',
    graphql: 'Mutation.removePortalLogo',
    access: inPortal('portals'),
    summary: 'Remove the logo of a portal',
    input: portals.logoInput,
    data: portalSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.removeLogo(ctx, query(req)),
  },
  {
    rest: 'PUT /portal/theme',
    graphql: 'Mutation.updatePortalTheme',
    access: inPortal('portals'),
    summary: 'Set the theme of a portal',
    input: portals.themeUpdate,
    data: portalSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.updateTheme(ctx, body(req)),
  },
  {
    rest: 'PUT /portal/basic-info',
    graphql: 'Mutation.updatePortalBasicInfo',
    access: inPortal('portals'),
    summary: 'Set the title, description and support e-mail of a portal',
    input: portals.basicInfoUpdate,
    data: portalSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.updateBasicInfo(ctx, body(req)),
  },
  {
    rest: 'GET /portal/email-preview',
    graphql: 'Query.portalEmailPreview',
    access: inPortal('portals'),
    summary: "A customer mail of the portal (invitation, sign-in, ticket reply, workflow notices) rendered in the portal's look",
    input: emailPreviewInput,
    data: emailPreviewSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => previewPortalEmail(ctx, query(req)),
  },
  {
    rest: 'GET /public/portal/info/slug',
    graphql: 'Query.publicPortalInfo',
    access: anyone('What the published portal shows anyone: name, slug, sub-domain, logo, theme, basic info; no id, no workspace.'),
    summary: 'What a published portal shows (no sign-in)',
    input: portals.publicInput,
    data: publicPortalSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => portals.getPublicPortalInfo(ctx, query(req)),
  },
];

export const portalDomain = defineDomain({
  name: 'portal',
  operations: [...portalOperations],
  resolvers: [PortalResolver, PortalEmailPreviewResolver],
});
