import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route } from '../../core/rest.js';
import { readUpload } from '../../core/uploads.js';
import {
  deletedPageSchema,
  layoutViewSchema,
  pageImageSchema,
  pageSchema,
  pageSummarySchema,
  publicPageSchema,
  publicSiteSchema,
  siteStatusSchema,
} from './page.schema.js';
import * as pages from './page.service.js';
import * as site from './page.site.js';

const IMAGE = 'A PNG, JPEG, WebP or SVG image of at most 2 MB (the type is judged from the bytes; SVG is sanitised).';
const portalQuery = pages.portalInput;

export async function pageRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/layout',
    {
      summary: 'The draft of the published portal’s navigation, header and footer',
      input: portalQuery,
      data: layoutViewSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => pages.getLayout(ctx, query(req)),
  );
  route(
    app,
    'PUT',
    '/layout',
    {
      summary: 'Save the layout’s draft over the revision it was edited from',
      input: pages.layoutInput,
      data: layoutViewSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => pages.updateLayout(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/layout/publish',
    {
      summary: 'Publish: the layout and every page’s draft become what customers see',
      input: portalQuery,
      data: siteStatusSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => pages.publishSite(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/pages/list',
    {
      summary: 'The pages of a portal, in their order (without blocks)',
      input: portalQuery,
      data: z.array(pageSummarySchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => pages.listPages(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/pages',
    { summary: 'One page with its draft blocks', input: pages.idInput, data: pageSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => pages.getPage(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/pages',
    {
      summary: 'Create a page (its path is made from the title when left out)',
      input: pages.createInput,
      data: pageSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => pages.createPage(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/pages',
    {
      summary: 'Save a page’s draft: title, path, description, visibility, blocks',
      description: 'Saved over the revision it was edited from; customers see it after Publish.',
      input: pages.updateInput,
      data: pageSchema,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => pages.updatePage(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/pages',
    {
      summary: 'Delete a page (at once, from the published portal too)',
      input: pages.idInput,
      data: deletedPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => pages.deletePage(ctx, query(req)),
  );
  route(
    app,
    'PUT',
    '/pages/order',
    { summary: 'Put the pages in a new order', input: pages.reorderInput, data: z.array(pageSummarySchema), errors: ['NOT_FOUND'] },
    (ctx, req) => pages.reorderPages(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/pages/images',
    {
      summary: 'Upload an image for an IMAGE block',
      upload: { fields: pages.imageFields, file: IMAGE },
      data: pageImageSchema,
      status: 201,
      errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    },
    async (ctx, req) => pages.uploadPageImage(ctx, await readUpload(req)),
  );
  route(
    app,
    'GET',
    '/public/pages',
    {
      summary: 'A published page by its path (a CUSTOMERS page needs the customer’s token)',
      access: 'public',
      input: site.publicPageInput,
      data: publicPageSchema,
      errors: ['NOT_FOUND', 'UNAUTHENTICATED'],
    },
    (ctx, req) => site.getPublicPage(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/public/site',
    {
      summary: 'The published navigation, header, footer and pages (customers-only ones need the customer’s token)',
      description:
        'Anonymous (or another portal’s customer): navigation shown to everyone and PUBLIC pages, as in the portal’s HTML. A customer signed in to this portal: all of them.',
      access: 'public',
      input: site.publicSiteInput,
      data: publicSiteSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => site.getPublicSite(ctx, query(req)),
  );
}
