import { z } from 'zod';
import { body, query } from '../../core/rest.js';
import { anyone, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { PageResolver } from './page.graphql.js';

import { readUpload } from '../../core/uploads.js';
import {
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

export const pageOperations: Operation[] = [
  {
    rest: 'GET /layout',
    graphql: 'Query.portalLayout',
    access: inPortal('pages'),
    summary: 'The draft of the published portal’s navigation, header and footer',
    input: portalQuery,
    data: layoutViewSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => pages.getLayout(ctx, query(req)),
  },
  {
    rest: 'PUT /layout',
    graphql: 'Mutation.updatePortalLayout',
    access: inPortal('pages'),
    summary: 'Save the layout’s draft over the revision it was edited from',
    input: pages.layoutInput,
    data: layoutViewSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => pages.updateLayout(ctx, body(req)),
  },
  {
    rest: 'POST /layout/publish',
    graphql: 'Mutation.publishPortalSite',
    access: inPortal('pages'),
    summary: 'Publish: the layout and every page’s draft become what customers see',
    input: portalQuery,
    data: siteStatusSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => pages.publishSite(ctx, body(req)),
  },
  {
    rest: 'GET /pages/list',
    graphql: 'Query.portalPages',
    access: inPortal('pages'),
    summary: 'The pages of a portal, in their order (without blocks)',
    input: portalQuery,
    data: z.array(pageSummarySchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => pages.listPages(ctx, query(req)),
  },
  {
    rest: 'GET /pages',
    graphql: 'Query.portalPage',
    access: inPortal('pages'),
    summary: 'One page with its draft blocks',
    input: pages.idInput,
    data: pageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => pages.getPage(ctx, query(req)),
  },
  {
    rest: 'POST /pages',
    graphql: 'Mutation.createPortalPage',
    access: inPortal('pages'),
    summary: 'Create a page (its path is made from the title when left out)',
    input: pages.createInput,
    data: pageSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => pages.createPage(ctx, body(req)),
  },
  {
    rest: 'PATCH /pages',
    graphql: 'Mutation.updatePortalPage',
    access: inPortal('pages'),
    summary: 'Save a page’s draft: title, path, description, visibility, blocks',
    description: 'Saved over the revision it was edited from; customers see it after Publish.',
    input: pages.updateInput,
    data: pageSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => pages.updatePage(ctx, body(req)),
  },
  {
    rest: 'DELETE /pages',
    graphql: 'Mutation.deletePortalPage',
    access: inPortal('pages'),
    summary: 'Delete a page (at once, from the published portal too)',
    input: pages.idInput,
    data: pageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => pages.deletePage(ctx, query(req)),
  },
  {
    rest: 'PUT /pages/order',
    graphql: 'Mutation.reorderPortalPages',
    access: inPortal('pages'),
    summary: 'Put the pages in a new order',
    input: pages.reorderInput,
    data: z.array(pageSummarySchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => pages.reorderPages(ctx, body(req)),
  },
  {
    rest: 'POST /pages/images',
    access: inPortal('pages'),
    summary: 'Upload an image for an IMAGE block',
    upload: { fields: pages.imageFields, file: IMAGE },
    data: pageImageSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    handle: async (ctx, req) => pages.uploadPageImage(ctx, await readUpload(req)),
  },
  {
    rest: 'GET /public/pages',
    access: anyone(
      'A published PUBLIC page, as the published portal shows every visitor: drafts never show, and a CUSTOMERS page answers only its own customers.',
    ),
    summary: 'A published page by its path (a CUSTOMERS page needs the customer’s token)',
    input: site.publicPageInput,
    data: publicPageSchema,
    errors: ['NOT_FOUND', 'UNAUTHENTICATED'],
    handle: (ctx, req) => site.getPublicPage(ctx, query(req)),
  },
  {
    rest: 'GET /public/site',
    access: anyone(
      'The published navigation and pages as the portal’s HTML shows every visitor: customers-only items and pages answer only the portal’s own signed-in customers.',
    ),
    summary: 'The published navigation, header, footer and pages (customers-only ones need the customer’s token)',
    description:
      'Anonymous (or another portal’s customer): navigation shown to everyone and PUBLIC pages, as in the portal’s HTML. A customer signed in to this portal: all of them.',
    input: site.publicSiteInput,
    data: publicSiteSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => site.getPublicSite(ctx, query(req)),
  },
];

export const pageDomain = defineDomain({
  name: 'page',
  operations: [...pageOperations],
  resolvers: [PageResolver],
});
