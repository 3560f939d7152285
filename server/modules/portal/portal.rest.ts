import type { FastifyInstance } from 'fastify';
import { availabilitySchema } from '../../core/rest-schemas.js';
import { body, query, route } from '../../core/rest.js';
import { readUpload } from '../../core/uploads.js';
import { emailPreviewInput, previewPortalEmail } from './portal.email-preview.js';
import { emailPreviewSchema, logoSchema, portalPageSchema, portalSchema, publicPortalSchema } from './portal.schema.js';
import * as portals from './portal.service.js';

const IMAGE = 'A PNG, JPEG, WebP or SVG image of at most 2 MB (the type is judged from the bytes; SVG is sanitised).';

export async function portalRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/portal/list',
    { summary: 'The portals of the current workspace, newest first', input: portals.listInput, data: portalPageSchema },
    (ctx, req) => portals.listPortals(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/portal',
    { summary: 'One portal, by slug or id', input: portals.getInput, data: portalSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => portals.getPortal(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/portal',
    {
      summary: 'Create a portal (slug and sub-domain are made from the name when left out)',
      input: portals.createInput,
      data: portalSchema,
      status: 201,
      errors: ['CONFLICT'],
    },
    (ctx, req) => portals.createPortal(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/portal',
    { summary: 'Rename a portal or change its slug', input: portals.updateInput, data: portalSchema, errors: ['NOT_FOUND', 'CONFLICT'] },
    (ctx, req) => portals.updatePortal(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/portal',
    { summary: 'Delete a portal and everything in it', input: portals.idInput, data: portalSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => portals.deletePortal(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/portal/isSubDomainAvailable',
    { summary: 'Whether a sub-domain is free', input: portals.subDomainCheck, data: availabilitySchema, errors: ['NOT_FOUND'] },
    (ctx, req) => portals.isSubDomainAvailable(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/portal/isSlugAvailable',
    { summary: 'Whether a slug is free', input: portals.slugCheck, data: availabilitySchema, errors: ['NOT_FOUND'] },
    (ctx, req) => portals.isSlugAvailable(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/portal/update-subDomain',
    { summary: 'Change the sub-domain of a portal', input: portals.subDomainInput, data: portalSchema, errors: ['NOT_FOUND', 'CONFLICT'] },
    (ctx, req) => portals.updateSubDomain(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/portal/logo',
    {
      summary: 'Upload the logo of a portal (replaces the previous one)',
      upload: { fields: portals.logoInput, file: IMAGE },
      data: logoSchema,
      errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    },
    async (ctx, req) => portals.uploadLogo(ctx, await readUpload(req)),
  );
  route(
    app,
    'DELETE',
    '/portal/logo',
    { summary: 'Remove the logo of a portal', input: portals.logoInput, data: portalSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => portals.removeLogo(ctx, query(req)),
  );
  route(
    app,
    'PUT',
    '/portal/theme',
    { summary: 'Set the theme of a portal', input: portals.themeUpdate, data: portalSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => portals.updateTheme(ctx, body(req)),
  );
  route(
    app,
    'PUT',
    '/portal/basic-info',
    {
      summary: 'Set the title, description and support e-mail of a portal',
      input: portals.basicInfoUpdate,
      data: portalSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => portals.updateBasicInfo(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/portal/email-preview',
    {
      summary: "A customer mail of the portal (invitation, sign-in, ticket reply, workflow notices) rendered in the portal's look",
      input: emailPreviewInput,
      data: emailPreviewSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => previewPortalEmail(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/public/portal/info/slug',
    {
      summary: 'What a published portal shows (no sign-in)',
      access: 'public',
      input: portals.publicInput,
      data: publicPortalSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => portals.getPublicPortalInfo(ctx, query(req)),
  );
}
