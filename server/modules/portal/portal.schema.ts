import type { JsonSchema } from '../../core/rest.js';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;

/** The JSON shape of a portal over REST (as PortalView): compiled into the list's serializer. */
export const portalSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'workspaceId', 'name', 'slug', 'subDomain', 'logoUrl', 'theme', 'basicInfo', 'createdAt', 'updatedAt'],
  properties: {
    id: text,
    workspaceId: text,
    name: text,
    slug: text,
    subDomain: text,
    logoUrl: nullableText,
    theme: {
      type: 'object',
      required: ['primaryColor', 'accentColor', 'mode', 'font', 'radius'],
      properties: { primaryColor: text, accentColor: text, mode: text, font: text, radius: text },
    },
    basicInfo: {
      type: 'object',
      required: ['title', 'description', 'supportEmail'],
      properties: { title: text, description: text, supportEmail: nullableText },
    },
    createdAt: time,
    updatedAt: time,
  },
};

export const portalPageSchema: JsonSchema = {
  type: 'object',
  required: ['items', 'nextCursor'],
  properties: { items: { type: 'array', items: portalSchema }, nextCursor: nullableText },
};
