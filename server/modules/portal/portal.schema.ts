import { z } from 'zod';

/** The answers of the portal operations as they go over the wire (PortalView, with times as ISO text). */

export const portalThemeSchema = z
  .object({
    primaryColor: z.string(),
    accentColor: z.string(),
    mode: z.enum(['LIGHT', 'DARK']),
    font: z.enum(['SYSTEM', 'SERIF', 'ROUNDED', 'MONO']),
    radius: z.enum(['NONE', 'SM', 'MD', 'LG', 'FULL']),
  })
  .meta({ id: 'PortalTheme', description: 'How the published portal looks.' });

export const portalBasicInfoSchema = z
  .object({ title: z.string(), description: z.string(), supportEmail: z.string().nullable() })
  .meta({ id: 'PortalBasicInfo', description: 'What the published portal says about itself.' });

export const portalSchema = z
  .object({
    id: z.uuid(),
    workspaceId: z.uuid(),
    name: z.string(),
    slug: z.string(),
    subDomain: z.string(),
    subDomainUrl: z.string().nullable().meta({
      description: 'The published portal on its sub-domain, {protocol}//{subDomain}.{APP_DOMAIN}; null when the server has no APP_DOMAIN.',
    }),
    logoUrl: z.string().nullable(),
    theme: portalThemeSchema,
    basicInfo: portalBasicInfoSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Portal', description: 'A portal of the current workspace.' });

export const portalPageSchema = z
  .object({ items: z.array(portalSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'PortalListPage', description: 'One page of portals, newest first; `nextCursor` asks for the next.' });

export const publicPortalSchema = portalSchema
  .pick({ name: true, slug: true, subDomain: true, logoUrl: true, theme: true, basicInfo: true })
  .meta({ id: 'PublicPortal', description: 'What anyone may see of a portal: its face, nothing about its owner.' });

export const logoSchema = z
  .object({ logoUrl: z.string().nullable() })
  .meta({ id: 'PortalLogo', description: 'Where the uploaded logo is served.' });

export const emailPreviewSchema = z
  .object({
    template: z.string(),
    label: z.string(),
    subject: z.string(),
    from: z.string(),
    fromAddress: z.string(),
    replyTo: z.string().nullable(),
    html: z.string(),
    text: z.string(),
  })
  .meta({ id: 'PortalEmailPreview', description: 'One customer mail as the portal would send it now, with sample words.' });
