import createDOMPurify from 'dompurify';
import { z } from 'zod';
import { text } from '../../core/validation.js';
import {
  BLOCK_ID_MAX,
  BLOCK_TYPES,
  EMBED_HEIGHT_MAX,
  EMBED_HEIGHT_MIN,
  EMBED_HOSTS,
  MAX_BLOCKS,
  MAX_FAQ_ITEMS,
  MAX_NAV_ITEMS,
  MAX_TEXT_HTML,
  embedHost,
} from './page.rules.js';

/**
 * The one contract of a page's blocks and of the layout: REST validates and documents with it,
 * GraphQL (which carries them as JSON) validates with it, and the published portal renders what it
 * let through. Rich text is sanitised here, on the server, whatever the browser did.
 */

const blockId = z
  .string('A block needs an id.')
  .min(1, 'A block needs an id.')
  .max(BLOCK_ID_MAX, `A block id has at most ${BLOCK_ID_MAX} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'A block id uses letters, digits, _ and - only.');
const label = (what: string, max: number) =>
  text(what)
    .trim()
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} has at most ${max} characters.`);
const required = (what: string, max: number) => label(what, max).min(1, `Please enter ${what}.`);
const uuid = (what: string) => z.uuid(`Choose ${what}.`);

/**
 * A link a button or the footer may open: a page of the portal (/pricing), or an http(s) or mailto
 * address. `draft`: a button being written may have none yet.
 */
function isLinkAddress(v: string): boolean {
  if (v.startsWith('/')) return !v.startsWith('//');
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}
const linkHrefOf = (draft: boolean) =>
  z
    .string('Enter a link.')
    .trim()
    .max(2000, 'A link has at most 2,000 characters.')
    .superRefine((v, ctx) => {
      if (v === '') {
        if (!draft)
          ctx.addIssue({ code: 'custom', message: 'Enter a link: a page path like /pricing, or an address like https://example.com.' });
        return;
      }
      if (!isLinkAddress(v))
        ctx.addIssue({
          code: 'custom',
          message: 'Use a page path like /pricing, or an address starting with https://, http:// or mailto:.',
        });
    });
export const linkHref = linkHrefOf(false);

const ALLOWED_HOSTS = [...new Set(EMBED_HOSTS.map((e) => e.host))].join(', ');
/** Turns a share link into the address the service embeds from (YouTube and Loom share links do not embed). */
export function embedUrl(raw: string): string {
  const url = new URL(raw);
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${url.pathname.slice(1)}`;
  if ((host === 'youtube.com' || host === 'www.youtube.com') && url.pathname === '/watch' && url.searchParams.get('v'))
    return `https://www.youtube-nocookie.com/embed/${url.searchParams.get('v')}`;
  if (host.endsWith('loom.com') && url.pathname.startsWith('/share/')) return `https://www.loom.com/embed/${url.pathname.slice(7)}`;
  if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname)) return `https://player.vimeo.com/video${url.pathname}`;
  return url.toString();
}

/** An address to embed: https, on the allow-list — in a draft too; only its absence is allowed there. */
const embedAddressOf = (draft: boolean) =>
  z
    .string('Enter the address to embed.')
    .trim()
    .max(2000, 'An address has at most 2,000 characters.')
    .superRefine((v, ctx) => {
      if (v === '') {
        if (!draft) ctx.addIssue({ code: 'custom', message: 'Enter the address to embed, like https://www.youtube.com/watch?v=….' });
        return;
      }
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Enter a full address starting with https://.' });
        return;
      }
      if (url.protocol !== 'https:') {
        ctx.addIssue({
          code: 'custom',
          message: 'Only https:// addresses can be embedded: a page on http:// would be blocked by browsers.',
        });
        return;
      }
      if (!embedHost(url.hostname))
        ctx.addIssue({
          code: 'custom',
          message: `${url.hostname} is not on the list of sites a page may embed (${ALLOWED_HOSTS}): other sites could run their own code inside your portal. Use a Button to link to it instead.`,
        });
      else if (url.hostname.toLowerCase().endsWith('google.com') && !url.hostname.startsWith('docs.') && !url.pathname.startsWith('/maps'))
        ctx.addIssue({ code: 'custom', message: 'From google.com only maps can be embedded (google.com/maps/embed…).' });
    })
    .transform((v) => (v === '' ? v : embedUrl(v)));

let purify: ReturnType<typeof createDOMPurify> | undefined;
async function purifier() {
  if (purify) return purify;
  const { JSDOM } = await import('jsdom');
  const instance = createDOMPurify(new JSDOM('').window as never);
  // Links open safely: outside links in a new tab without handing the portal's window over.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|\/(?!\/)|#)/i.test(href)) node.removeAttribute('href');
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      } else node.removeAttribute('target');
    }
  });
  purify = instance;
  return instance;
}

/** Rich text as customers may see it: formatting, lists, quotes and links; no scripts, styles, frames, handlers or images. */
export async function sanitizeRichText(html: string): Promise<string> {
  const p = await purifier();
  return p
    .sanitize(html, {
      ALLOWED_TAGS: [
        'p',
        'br',
        'strong',
        'b',
        'em',
        'i',
        'u',
        's',
        'a',
        'ul',
        'ol',
        'li',
        'h2',
        'h3',
        'h4',
        'blockquote',
        'code',
        'pre',
        'hr',
      ],
      ALLOWED_ATTR: ['href', 'target', 'rel'],
      ALLOW_DATA_ATTR: false,
    })
    .trim();
}

const align = z.enum(['LEFT', 'CENTER'], 'Align LEFT or CENTER.').default('LEFT');

// Blocks whose props have nothing a draft may leave out are the same in both modes.
const richText = z
  .strictObject({
    html: z
      .string('Rich text is HTML text.')
      .max(MAX_TEXT_HTML, `A text block has at most ${MAX_TEXT_HTML.toLocaleString('en')} characters of HTML.`),
  })
  .meta({ id: 'TextBlockProps', description: 'Rich text as HTML; sanitised on save (no scripts, styles or frames).' });
const workflowList = z
  .strictObject({
    title: label('the title', 120).default(''),
    workflowIds: z.array(uuid('a workflow'), 'Workflows are a list of ids.').max(50).default([]),
  })
  .meta({ id: 'WorkflowListBlockProps', description: 'Workflows the visitor may start (all open to them when the list is empty).' });
const ticketsBlock = z
  .strictObject({ title: label('the title', 120).default('') })
  .meta({ id: 'TicketsBlockProps', description: 'The signed-in customer’s tickets, with a button to raise one.' });

const IMAGE_URL = /^\/files\/pages-[0-9a-f]{32}\/[0-9a-f]{64}\.(png|jpg|webp|svg)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The blocks' contract in two modes. A draft is what the editor autosaves while the builder works:
 * what only the builder can supply (an image, its alt text, an embed's address, a button's label) may
 * still be missing, but nothing unsafe passes — an embed off the allow-list, a script, an unknown type.
 * Published blocks are complete: Publish checks every draft against this mode and names what is missing.
 */
function blockContract(draft: boolean) {
  const id = (name: string) => (draft ? `Draft${name}` : name);
  const must = (what: string, max: number) => (draft ? label(what, max) : required(what, max));
  const heading = z
    .strictObject({
      text: must('the heading', 200),
      level: z.union([z.literal(1), z.literal(2), z.literal(3)], 'A heading level is 1, 2 or 3.').default(2),
      align,
    })
    .meta({ id: id('HeadingBlockProps'), description: 'A title: its text, level 1–3 and alignment.' });
  const image = z
    .strictObject({
      url: z
        .string('Upload an image.')
        .trim()
        .max(2000)
        .refine((v) => v !== '' || draft, 'Upload an image.')
        .refine(
          // POST /v1/pages/images answers /files/pages-…/<sha256>.<ext> (core/storage.ts ownerFolder).
          (v) => v === '' || IMAGE_URL.test(v) || /^https:\/\//.test(v),
          'Upload the image (POST /v1/pages/images) or give an https:// address.',
        ),
      alt: must('a description of the image (alt text) for people who cannot see it', 300),
      caption: label('the caption', 300).default(''),
      width: z.enum(['NARROW', 'WIDE', 'FULL'], 'The width is NARROW, WIDE or FULL.').default('WIDE'),
    })
    .meta({ id: id('ImageBlockProps'), description: 'An uploaded image with its required alt text.' });
  const collectionTable = z
    .strictObject({
      collectionId: z
        .string('Choose a collection shared with customers.')
        .refine((v) => (v === '' ? draft : UUID.test(v)), 'Choose a collection shared with customers.'),
      fields: z.array(z.string().max(100), 'Fields are a list of field keys.').max(30, 'Show at most 30 fields.').default([]),
      title: label('the title', 120).default(''),
    })
    .meta({
      id: id('CollectionTableBlockProps'),
      description: 'A collection shared with customers: each signed-in customer sees their own records.',
    });
  const embed = z
    .strictObject({
      url: embedAddressOf(draft),
      title: must('a title for the embed (screen readers announce it)', 120),
      height: z
        .number('The height is a number of pixels.')
        .int('The height is a whole number of pixels.')
        .min(EMBED_HEIGHT_MIN, `At least ${EMBED_HEIGHT_MIN} pixels high.`)
        .max(EMBED_HEIGHT_MAX, `At most ${EMBED_HEIGHT_MAX.toLocaleString('en')} pixels high.`)
        .default(400),
    })
    .meta({ id: id('EmbedBlockProps'), description: `Content from an allow-listed site (${ALLOWED_HOSTS}).` });
  const button = z
    .strictObject({
      label: must('the button’s label', 60),
      href: linkHrefOf(draft),
      variant: z.enum(['PRIMARY', 'SECONDARY'], 'The style is PRIMARY or SECONDARY.').default('PRIMARY'),
      align,
    })
    .meta({ id: id('ButtonBlockProps'), description: 'A link drawn as a button: to a page path or an outside address.' });

  const booking = z
    .strictObject({
      title: label('the title', 120).default(''),
      // A draft may have no service yet (null); Publish asks for one, of the portal's workspace.
      serviceId: z
        .uuid('Choose the service customers book.')
        .nullable()
        .default(null)
        .refine((v) => v !== null || draft, 'Choose the service customers book.'),
    })
    .meta({
      id: id('BookingBlockProps'),
      description:
        'One of the workspace’s services: its title, length, price and host; a signed-in customer picks a time and books it, a visitor is asked to sign in.',
    });

  const fileList = z
    .strictObject({
      title: label('the title', 120).default(''),
      collectionId: z
        .string('Choose a collection shared with customers.')
        .refine((v) => (v === '' ? draft : UUID.test(v)), 'Choose a collection shared with customers.'),
      fileField: z
        .string('Choose the file field whose files are listed.')
        .max(100)
        .refine((v) => v !== '' || draft, 'Choose the file field whose files are listed.'),
      labelField: z.string('The name field is a field key.').max(100).default(''),
    })
    .meta({
      id: id('FileListBlockProps'),
      description:
        'Documents from a FILE field of a collection shared with customers: each signed-in customer sees and downloads the files of their own records. `labelField` (optional) names each file by another field of its record.',
    });
  const callToAction = z
    .strictObject({
      heading: must('the card’s heading', 120),
      text: label('the card’s text', 500).default(''),
      buttonLabel: must('the button’s label', 60),
      href: linkHrefOf(draft),
    })
    .meta({ id: id('CallToActionBlockProps'), description: 'A card with a heading, a sentence or two and one button.' });
  const faq = z
    .strictObject({
      title: label('the title', 120).default(''),
      items: z
        .array(
          z.strictObject({ question: must('the question', 200), answer: must('the answer', 2000) }),
          'Questions are a list of {question, answer}.',
        )
        .max(MAX_FAQ_ITEMS, `At most ${MAX_FAQ_ITEMS} questions in one block.`)
        .refine((items) => draft || items.length > 0, 'Add at least one question.'),
    })
    .meta({ id: id('FaqBlockProps'), description: 'Questions and answers; each answer opens under its question (plain text).' });

  const variant = <T extends string, P extends z.ZodType>(type: T, props: P) =>
    z.strictObject({ id: blockId, type: z.literal(type), props });
  const LEAF = [
    variant('HEADING', heading),
    variant('TEXT', richText),
    variant('IMAGE', image),
    variant('COLLECTION_TABLE', collectionTable),
    variant('WORKFLOW_LIST', workflowList),
    variant('TICKETS', ticketsBlock),
    variant('BOOKING', booking),
    variant('EMBED', embed),
    variant('BUTTON', button),
    variant('FILE_LIST', fileList),
    variant('CALL_TO_ACTION', callToAction),
    variant('FAQ', faq),
  ] as const;

  const leafBlock = z.discriminatedUnion('type', [...LEAF], unknownType(true));
  const columns = z
    .strictObject({
      columns: z
        .array(z.strictObject({ blocks: z.array(leafBlock).max(20, 'A column holds at most 20 blocks.') }), 'Columns are a list.')
        .min(2, 'Columns come in twos or threes.')
        .max(3, 'Columns come in twos or threes.'),
    })
    .meta({
      id: id('ColumnsBlockProps'),
      description: 'Two or three columns side by side (stacked on a phone), each a list of blocks.',
    });

  const block = z.discriminatedUnion('type', [...LEAF, variant('COLUMNS', columns)], unknownType(false)).meta({
    id: id('PageBlock'),
    description: draft
      ? 'One block of a page’s draft: what only the builder can supply (an image, alt text, an address, a label) may still be empty; Publish asks for it.'
      : 'One block of a page: its id (made by the editor), type and properties.',
  });
  const blocks = z
    .array(block, 'Blocks are a list.')
    .max(MAX_BLOCKS, `A page has at most ${MAX_BLOCKS} blocks: split it into two pages.`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      const visit = (b: { id: string }, path: (string | number)[]) => {
        if (seen.has(b.id)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: 'Two blocks have the same id.' });
        seen.add(b.id);
      };
      list.forEach((b, i) => {
        visit(b, [i]);
        if (b.type === 'COLUMNS')
          b.props.columns.forEach((c, ci) => c.blocks.forEach((inner, j) => visit(inner, [i, 'props', 'columns', ci, 'blocks', j])));
      });
    });
  return { block, blocks };
}

const unknownType = (nested: boolean) => ({
  error: (issue: { input?: unknown }) => {
    const type = (issue.input as { type?: unknown } | undefined)?.type;
    if (nested && type === 'COLUMNS') return 'Columns cannot hold columns: put the blocks side by side in one Columns block.';
    return `${typeof type === 'string' ? `“${type.slice(0, 40)}” is not a block type` : 'A block needs a type'}: use one of ${BLOCK_TYPES.join(', ')}.`;
  },
});

const published = blockContract(false);
const draft = blockContract(true);
/** A complete block, as Publish requires and customers see. */
export const blockSchema = published.block;
export const blocksSchema = published.blocks;
/** A block of a draft (the editor's autosave). */
export const draftBlockSchema = draft.block;
export const draftBlocksSchema = draft.blocks;
export type Block = z.output<typeof blockSchema>;

/**
 * What a draft still lacks before it can be published, by path (`blocks.2.props.alt`), in the
 * published contract's words. Empty when the draft is complete.
 */
export function missingForPublish(blocks: unknown): Array<{ path: string; message: string }> {
  const result = blocksSchema.safeParse(blocks);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: ['blocks', ...issue.path].join('.'), message: issue.message }));
}

/** Rich text sanitised in place (in every column too): what is stored is what customers may see. */
export async function sanitizeBlocks(blocks: Block[]): Promise<Block[]> {
  const clean = async <B extends Block>(b: B): Promise<B> => {
    if (b.type === 'TEXT') return { ...b, props: { html: await sanitizeRichText(b.props.html) } };
    if (b.type === 'COLUMNS')
      return {
        ...b,
        props: { columns: await Promise.all(b.props.columns.map(async (c) => ({ blocks: await Promise.all(c.blocks.map(clean)) }))) },
      };
    return b;
  };
  return Promise.all(blocks.map(clean));
}

/** Every block, those inside columns included. */
export function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((b) => (b.type === 'COLUMNS' ? [b, ...b.props.columns.flatMap((c) => c.blocks)] : [b]));
}

const navItem = z
  .strictObject({
    id: blockId,
    label: required('the label', 40),
    kind: z.enum(['PAGE', 'URL', 'WORKFLOW'], 'A navigation item goes to a PAGE, a URL or a WORKFLOW.'),
    pageId: uuid('a page').nullish(),
    url: linkHref.nullish(),
    workflowId: uuid('a workflow').nullish(),
    visibility: z.enum(['EVERYONE', 'CUSTOMERS'], 'Show it to EVERYONE or to signed-in CUSTOMERS.').default('EVERYONE'),
  })
  .superRefine((item, ctx) => {
    const need = { PAGE: 'pageId', URL: 'url', WORKFLOW: 'workflowId' } as const;
    const key = need[item.kind];
    if (!item[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: item.kind === 'URL' ? 'Enter the address it opens.' : `Choose the ${item.kind === 'PAGE' ? 'page' : 'workflow'} it opens.`,
      });
  })
  .meta({ id: 'NavigationItem', description: 'An entry of the portal’s navigation: to a page, an outside address or a workflow.' });

export const layoutSchema = z
  .strictObject({
    navigation: z.array(navItem, 'Navigation is a list.').max(MAX_NAV_ITEMS, `The navigation has at most ${MAX_NAV_ITEMS} items.`),
    header: z
      .strictObject({
        showLogo: z.boolean('Show the logo: true or false.').default(true),
        title: label('the header’s title', 80).default(''),
        showSignIn: z.boolean('Show the sign-in button: true or false.').default(true),
      })
      .meta({ id: 'LayoutHeader', description: 'The header: the logo, a title (empty: the portal’s title) and the sign-in button.' }),
    footer: z
      .strictObject({
        text: label('the footer’s text', 300).default(''),
        links: z
          .array(z.strictObject({ label: required('the link’s label', 40), url: linkHref }), 'Footer links are a list.')
          .max(6, 'The footer has at most 6 links.')
          .default([]),
      })
      .meta({ id: 'LayoutFooter', description: 'The footer: a line of text and up to six links.' }),
  })
  .meta({ id: 'LayoutContent', description: 'The published portal’s navigation, header and footer.' });
export type LayoutContent = z.output<typeof layoutSchema>;

/**
 * What a portal shows before the builder composes a navigation: the links of the standard header
 * (Home for everyone, Tickets for signed-in customers). Publishing starts from them, so the first
 * Publish never takes a customer's way to their tickets away.
 */
export const DEFAULT_LAYOUT: LayoutContent = {
  navigation: [
    { id: 'nav-home', label: 'Home', kind: 'URL', url: '/', pageId: null, workflowId: null, visibility: 'EVERYONE' },
    { id: 'nav-tickets', label: 'Tickets', kind: 'URL', url: '/tickets', pageId: null, workflowId: null, visibility: 'CUSTOMERS' },
  ],
  header: { showLogo: true, title: '', showSignIn: true },
  footer: { text: '', links: [] },
};
