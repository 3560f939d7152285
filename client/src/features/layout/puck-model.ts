import { BLOCK_ID_MAX } from '../../../../server/modules/page/page.rules';
import type { components } from '../../gql/rest';

/**
 * Our page blocks ↔ Puck's data. Puck keeps a flat `{type, props: {id, …}}` per block and nests
 * through slot props; we keep `{id, type, props}` and COLUMNS as `{columns: [{blocks}]}`. The block
 * types are the component names, and block ids are Puck's ids, so an error the server names by block
 * finds its block in the editor.
 */

export type Block = components['schemas']['DraftPageBlock'];
export type BlockType = Block['type'];
export type LeafBlock = Exclude<Block, { type: 'COLUMNS' }>;
type PropsOf<T extends BlockType> = Extract<Block, { type: T }>['props'];

/** One item in Puck's data: our props with Puck's id. */
export interface PuckItem {
  type: string;
  props: { id: string } & Record<string, unknown>;
}
/** The Puck shape of a COLUMNS block: up to three slots and how many show. */
export interface ColumnsPuckProps {
  count: 2 | 3;
  column1: PuckItem[];
  column2: PuckItem[];
  column3: PuckItem[];
}
export interface PuckPageData {
  root: { props: Record<string, unknown> };
  content: PuckItem[];
}

/** The props each leaf type keeps, in the server's order: anything else Puck adds is dropped on save. */
export const LEAF_PROPS: { [T in LeafBlock['type']]: ReadonlyArray<keyof PropsOf<T>> } = {
  HEADING: ['text', 'level', 'align'],
  TEXT: ['html'],
  IMAGE: ['url', 'alt', 'caption', 'width'],
  COLLECTION_TABLE: ['collectionId', 'fields', 'title'],
  WORKFLOW_LIST: ['title', 'workflowIds'],
  TICKETS: ['title'],
  BOOKING: ['title', 'serviceId'],
  EMBED: ['url', 'title', 'height'],
  BUTTON: ['label', 'href', 'variant', 'align'],
  FILE_LIST: ['title', 'collectionId', 'fileField', 'labelField'],
  CALL_TO_ACTION: ['heading', 'text', 'buttonLabel', 'href'],
  FAQ: ['title', 'items'],
};

/** What a newly dropped block starts with: valid where the server allows, blank where only the builder knows. */
export const DEFAULT_PROPS: { [T in BlockType]: T extends 'COLUMNS' ? ColumnsPuckProps : PropsOf<T> } = {
  HEADING: { text: 'A clear heading', level: 2, align: 'LEFT' },
  TEXT: { html: '<p>Write a few sentences your customers should read.</p>' },
  IMAGE: { url: '', alt: '', caption: '', width: 'WIDE' },
  COLLECTION_TABLE: { collectionId: '', fields: [], title: '' },
  WORKFLOW_LIST: { title: 'Get started', workflowIds: [] },
  TICKETS: { title: 'Your requests' },
  BOOKING: { title: 'Book a call', serviceId: null },
  EMBED: { url: '', title: '', height: 400 },
  BUTTON: { label: 'Learn more', href: '/', variant: 'PRIMARY', align: 'LEFT' },
  FILE_LIST: { title: 'Your documents', collectionId: '', fileField: '', labelField: '' },
  CALL_TO_ACTION: {
    heading: 'Ready to get started?',
    text: 'Tell us about your project and we’ll take it from there.',
    buttonLabel: 'Get started',
    href: '/',
  },
  FAQ: {
    title: 'Frequently asked questions',
    items: [{ question: 'How do I reach the team?', answer: 'Raise a ticket: we answer within one working day.' }],
  },
  COLUMNS: { count: 2, column1: [], column2: [], column3: [] },
};

const isLeafType = (type: string): type is LeafBlock['type'] => type in LEAF_PROPS;

function leafToPuck(block: LeafBlock): PuckItem {
  return { type: block.type, props: { ...DEFAULT_PROPS[block.type], ...block.props, id: block.id } };
}

export function blocksToPuck(blocks: Block[]): PuckPageData {
  return {
    root: { props: {} },
    content: blocks.map((block): PuckItem => {
      if (block.type !== 'COLUMNS') return leafToPuck(block);
      const columns = block.props.columns;
      const props: ColumnsPuckProps = {
        count: columns.length >= 3 ? 3 : 2,
        column1: (columns[0]?.blocks ?? []).map(leafToPuck),
        column2: (columns[1]?.blocks ?? []).map(leafToPuck),
        column3: (columns[2]?.blocks ?? []).map(leafToPuck),
      };
      return { type: 'COLUMNS', props: { ...props, id: block.id } };
    }),
  };
}

function leafFromPuck(item: PuckItem): LeafBlock[] {
  if (item.type === 'COLUMNS') {
    // Columns cannot nest: their blocks are kept, one after the other, rather than lost.
    const p = item.props as unknown as ColumnsPuckProps;
    return [...p.column1, ...p.column2, ...p.column3].flatMap(leafFromPuck);
  }
  if (!isLeafType(item.type)) return [];
  const props: Record<string, unknown> = {};
  for (const key of LEAF_PROPS[item.type] as readonly string[]) {
    const value = item.props[key];
    props[key] = value === undefined ? (DEFAULT_PROPS[item.type] as Record<string, unknown>)[key] : value;
  }
  return [{ id: item.props.id, type: item.type, props } as LeafBlock];
}

export function puckToBlocks(data: { content: PuckItem[] }): Block[] {
  return data.content.flatMap((item): Block[] => {
    if (item.type !== 'COLUMNS') return leafFromPuck(item);
    const p = item.props as unknown as ColumnsPuckProps;
    const slots = [p.column1 ?? [], p.column2 ?? [], p.column3 ?? []];
    // Going from three columns to two keeps the third's blocks at the end of the second.
    const shown = p.count === 3 ? slots : [slots[0]!, [...slots[1]!, ...slots[2]!]];
    return [{ id: item.props.id, type: 'COLUMNS', props: { columns: shown.map((s) => ({ blocks: s.flatMap(leafFromPuck) })) } }];
  });
}

/** Every block with where it sits, those inside columns included: the server names them by this path. */
export function blockAtPath(blocks: Block[], path: string): { block: LeafBlock | Block; rest: string } | null {
  const m = /^blocks\.(\d+)(?:\.props\.columns\.(\d+)\.blocks\.(\d+))?(?:\.(.*))?$/.exec(path);
  if (!m) return null;
  const outer = blocks[Number(m[1])];
  if (!outer) return null;
  if (m[2] !== undefined && m[3] !== undefined) {
    if (outer.type !== 'COLUMNS') return null;
    const inner = outer.props.columns[Number(m[2])]?.blocks[Number(m[3])];
    return inner ? { block: inner, rest: m[4] ?? '' } : null;
  }
  return { block: outer, rest: m[4] ?? '' };
}

/** The server's per-field details, by block id and then by prop ('' for the block as a whole). */
export type BlockErrors = Record<string, Record<string, string>>;

export function placeBlockErrors(blocks: Block[], details: Record<string, string> | undefined): { byBlock: BlockErrors; other: string[] } {
  const byBlock: BlockErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(details ?? {})) {
    const found = blockAtPath(blocks, path);
    if (!found) {
      other.push(message);
      continue;
    }
    const prop = found.rest.startsWith('props.') ? (found.rest.slice(6).split('.')[0] ?? '') : '';
    (byBlock[found.block.id] ??= {})[prop] = message;
  }
  return { byBlock, other };
}

/** A block id as the server accepts it: letters, digits, _ and -, at most BLOCK_ID_MAX characters. */
export function newBlockId(type: string): string {
  return `${type}-${crypto.randomUUID()}`.slice(0, BLOCK_ID_MAX);
}
