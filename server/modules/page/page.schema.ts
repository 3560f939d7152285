import { z } from 'zod';
import { blockSchema, draftBlockSchema, layoutSchema } from './page.blocks.js';

/** The answers of the layout and page operations as they go over the wire. */

const visibility = z.enum(['PUBLIC', 'CUSTOMERS']);

export const layoutViewSchema = z
  .object({
    portalId: z.uuid(),
    layout: layoutSchema,
    revision: z.number().int(),
    publishedAt: z.iso.datetime().nullable(),
    unpublishedChanges: z.boolean(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'PortalLayout',
    description: 'The draft of the published portal’s navigation, header and footer, and whether the site has unpublished changes.',
  });

export const pageSummarySchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    title: z.string(),
    path: z.string(),
    description: z.string(),
    visibility,
    position: z.number().int(),
    revision: z.number().int(),
    publishedAt: z.iso.datetime().nullable(),
    unpublishedChanges: z.boolean(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SitePageSummary', description: 'A page of the published portal, without its blocks.' });

export const publishProblemSchema = z
  .object({
    path: z.string().meta({ description: 'Where, like blocks.2.props.alt (the same paths as a BAD_USER_INPUT’s details).' }),
    blockId: z.string().nullable().meta({ description: 'The block it is in (inside columns too).' }),
    message: z.string().meta({ description: 'What to supply, in a sentence.' }),
  })
  .meta({ id: 'PublishProblem', description: 'Something a page’s draft still lacks before Publish accepts it.' });

export const pageSchema = pageSummarySchema
  .extend({
    blocks: z.array(draftBlockSchema),
    publishProblems: z
      .array(publishProblemSchema)
      .meta({ description: 'What the draft still lacks before it can be published (empty when it is complete).' }),
  })
  .meta({ id: 'SitePage', description: 'A page with the blocks of its draft.' });

export const siteStatusSchema = z
  .object({ portalId: z.uuid(), publishedAt: z.iso.datetime(), pages: z.number().int(), unpublishedChanges: z.boolean() })
  .meta({ id: 'PublishedSiteStatus', description: 'What Publish made visible.' });

export const pageImageSchema = z.object({ url: z.string() }).meta({ id: 'PageImage', description: 'An uploaded image’s public address.' });

export const publicPageSchema = z
  .object({ id: z.uuid(), title: z.string(), path: z.string(), description: z.string(), visibility, blocks: z.array(blockSchema) })
  .meta({ id: 'PublicSitePage', description: 'A published page as customers see it.' });

export const publicSiteSchema = z
  .object({
    published: z.boolean().meta({ description: 'false: nothing published yet; the portal keeps its standard home and header.' }),
    header: layoutSchema.shape.header,
    footer: layoutSchema.shape.footer,
    navigation: z.array(
      z
        .object({
          label: z.string(),
          href: z.string().meta({ description: 'A path inside the portal (/pricing, /workflows/onboarding) or an outside address.' }),
          external: z.boolean(),
          visibility: z.enum(['EVERYONE', 'CUSTOMERS']),
        })
        .meta({ id: 'PublishedNavigationItem', description: 'A navigation entry resolved to its address.' }),
    ),
    pages: z.array(
      z
        .object({ id: z.uuid(), title: z.string(), path: z.string(), visibility })
        .meta({ id: 'PublishedPageEntry', description: 'A published page the caller may open (no blocks).' }),
    ),
  })
  .meta({
    id: 'PublishedSite',
    description: 'The published layout and pages: all of them for the portal’s signed-in customer, the public ones for anyone else.',
  });
