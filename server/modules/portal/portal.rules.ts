import { z } from 'zod';
import { EMAIL_MAX } from '../../core/limits.js';
import { slugWords } from '../../core/slug.js';
import { text } from '../../core/validation.js';
import {
  PORTAL_DESCRIPTION_MAX,
  PORTAL_NAME_MAX,
  PORTAL_SLUG_MAX,
  PORTAL_SLUG_MIN,
  PORTAL_TITLE_MAX,
  SUB_DOMAIN_MAX,
  SUB_DOMAIN_MIN,
} from './portal.limits.js';

/** Slugs become builder URLs (`/{slug}/…`) and public ones (`/p/{slug}`): no route words. */
export const RESERVED_SLUGS = new Set([
  'auth',
  'settings',
  'portals',
  'portal',
  'oauthcallback',
  'p',
  'v1',
  'graphql',
  'files',
  'assets',
  'api',
  'app',
  'admin',
  'login',
  'logout',
  'register',
  'signup',
  'healthz',
  'readyz',
  'static',
  'public',
  'docs',
  'help',
  'support',
  'new',
  'edit',
  'null',
  'undefined',
  'favicon.svg',
  'invitations',
  // The public booking pages: /book/{username} and /book/{username}/{service}.
  'book',
]);

/** Sub-domains that the product, mail or infrastructure may need. */
export const RESERVED_SUB_DOMAINS = new Set([
  'www',
  'app',
  'api',
  'admin',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'mx',
  'static',
  'assets',
  'cdn',
  'files',
  'media',
  'status',
  'docs',
  'help',
  'support',
  'blog',
  'dev',
  'staging',
  'test',
  'demo',
  'portico',
  'dashboard',
  'auth',
  'login',
  'billing',
  'graphql',
  'webhooks',
  'internal',
  'localhost',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const slugField = () =>
  text('a slug')
    .trim()
    .toLowerCase()
    .min(PORTAL_SLUG_MIN, `A slug has at least ${PORTAL_SLUG_MIN} characters.`)
    .max(PORTAL_SLUG_MAX, `A slug has at most ${PORTAL_SLUG_MAX} characters.`)
    .regex(SLUG, 'A slug uses a–z, 0–9 and single hyphens between them, like acme-clients.')
    .refine((v) => !RESERVED_SLUGS.has(v), 'That slug is reserved by Portico — choose another.');

export const subDomainField = () =>
  text('a sub-domain')
    .trim()
    .toLowerCase()
    .min(SUB_DOMAIN_MIN, `A sub-domain has at least ${SUB_DOMAIN_MIN} characters.`)
    .max(SUB_DOMAIN_MAX, `A sub-domain has at most ${SUB_DOMAIN_MAX} characters.`)
    .regex(LABEL, 'A sub-domain uses a–z, 0–9 and hyphens, and starts and ends with a letter or digit.')
    .refine((v) => !RESERVED_SUB_DOMAINS.has(v), 'That sub-domain is reserved — choose another.');

/** "Acme Clients — EU!" → "acme-clients-eu": the slug derived from a name. */
export function slugify(name: string): string {
  const base = slugWords(name, '-', 40);
  const padded = base.length >= 3 ? base : `portal${base ? `-${base}` : ''}`;
  return RESERVED_SLUGS.has(padded) || RESERVED_SUB_DOMAINS.has(padded) ? `${padded}-portal` : padded;
}

const HEX = /^#[0-9a-f]{6}$/i;
export const themeInput = z.strictObject({
  primaryColor: text('the primary colour')
    .regex(HEX, 'Use a colour like #4f46e5.')
    .transform((v) => v.toLowerCase()),
  accentColor: text('the accent colour')
    .regex(HEX, 'Use a colour like #f59e0b.')
    .transform((v) => v.toLowerCase()),
  mode: z.enum(['LIGHT', 'DARK'], 'The mode is LIGHT or DARK.'),
  font: z.enum(['SYSTEM', 'SERIF', 'ROUNDED', 'MONO'], 'The font is SYSTEM, SERIF, ROUNDED or MONO.'),
  radius: z.enum(['NONE', 'SM', 'MD', 'LG', 'FULL'], 'The radius is NONE, SM, MD, LG or FULL.'),
});

export const basicInfoInput = z.strictObject({
  title: text('a title').trim().max(PORTAL_TITLE_MAX, `A title has at most ${PORTAL_TITLE_MAX} characters.`),
  description: text('a description').trim().max(PORTAL_DESCRIPTION_MAX, `A description has at most ${PORTAL_DESCRIPTION_MAX} characters.`),
  supportEmail: z
    .union(
      [z.literal(''), z.null(), z.email('Enter a valid support email, like help@acme.com.').max(EMAIL_MAX)],
      'Enter a valid support email, like help@acme.com.',
    )
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
});

export const nameField = () =>
  text('a name')
    .trim()
    .min(1, 'Please enter a name for the portal.')
    .max(PORTAL_NAME_MAX, `A portal name has at most ${PORTAL_NAME_MAX} characters.`);
