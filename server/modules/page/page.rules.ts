/**
 * The rules of pages the builder's editor shares with the server (imported by the client, so no
 * zod or Node here): block types, the EMBED allow-list, what a path looks like.
 */

export const BLOCK_TYPES = [
  'HEADING',
  'TEXT',
  'IMAGE',
  'COLLECTION_TABLE',
  'WORKFLOW_LIST',
  'TICKETS',
  'BOOKING',
  'EMBED',
  'BUTTON',
  'FILE_LIST',
  'CALL_TO_ACTION',
  'FAQ',
  'COLUMNS',
] as const;
export const MAX_FAQ_ITEMS = 30;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const MAX_BLOCKS = 100;
export const MAX_PAGES = 50;
export const MAX_NAV_ITEMS = 12;
export const MAX_TEXT_HTML = 20_000;
export const PAGE_TITLE_MAX = 120;
/** Search engines show about 160 characters of it. */
export const PAGE_DESCRIPTION_MAX = 300;
export const BLOCK_ID_MAX = 64;
export const EMBED_HEIGHT_MIN = 120;
export const EMBED_HEIGHT_MAX = 1600;

/**
 * Hosts an EMBED may show, each with what it is. Video, scheduling, forms, maps, design and docs
 * services that are made to be embedded; an exact host or a sub-domain of it (player.vimeo.com).
 */
export const EMBED_HOSTS: ReadonlyArray<{ host: string; what: string }> = [
  { host: 'youtube.com', what: 'YouTube videos' },
  { host: 'youtube-nocookie.com', what: 'YouTube videos' },
  { host: 'youtu.be', what: 'YouTube videos' },
  { host: 'vimeo.com', what: 'Vimeo videos' },
  { host: 'loom.com', what: 'Loom recordings' },
  { host: 'calendly.com', what: 'Calendly scheduling' },
  { host: 'typeform.com', what: 'Typeform forms' },
  { host: 'docs.google.com', what: 'Google Docs, Sheets, Slides and Forms' },
  { host: 'google.com', what: 'Google Maps (google.com/maps)' },
  { host: 'figma.com', what: 'Figma files' },
  { host: 'airtable.com', what: 'Airtable views' },
  { host: 'miro.com', what: 'Miro boards' },
];

/** The allow-listed entry a host falls under, if any (lower-case host, no port). */
export function embedHost(host: string): { host: string; what: string } | undefined {
  const h = host.toLowerCase().replace(/\.$/, '');
  return EMBED_HOSTS.find((e) => h === e.host || h.endsWith(`.${e.host}`));
}

/**
 * A page's path: '/' (the home page) or up to three segments of a–z, 0–9 and '-', like
 * '/pricing' or '/help/getting-started'. The first segment may not be one of the portal's own
 * routes (sign-in, tickets, …).
 */
export const PATH_PATTERN = /^\/(?:[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?(?:\/[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?){0,2})?$/;
export const RESERVED_SEGMENTS = ['auth', 'tickets', 'data', 'workflows', 'runs', 'v1', 'graphql', 'files', 'assets', 'api'];

/** Why a path cannot be used, or null when it can. */
export function pathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'A path starts with /, like /pricing.';
  if (path.length > 150) return 'A path has at most 150 characters.';
  if (!PATH_PATTERN.test(path)) return 'Use lower-case letters, digits and dashes, up to three parts: /pricing or /help/getting-started.';
  const first = path.split('/')[1] ?? '';
  if (RESERVED_SEGMENTS.includes(first)) return `/${first} is one of the portal’s own addresses — choose another path.`;
  return null;
}

/** A path from a title: "Getting started!" → "/getting-started". */
export function pathFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `/${slug || 'page'}`;
}
