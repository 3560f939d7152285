import type { Config, Fields, SlotComponent } from '@puckeditor/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { EMBED_HEIGHT_MAX, EMBED_HEIGHT_MIN } from '../../../../server/modules/page/page.rules';
import { applyTheme } from '../../portal-render/apply-theme';
import { BlockView } from '../../portal-render/blocks/BlockView';
import {
  collectionField,
  collectionFieldsField,
  embedUrlField,
  fileFieldField,
  imageField,
  labelFieldField,
  linkField,
  workflowsField,
} from './BlockFields';
import { useLayoutEditor } from './editor-context';
import { PREVIEW_BLOCKS } from './preview-blocks';
import { serviceField } from './ServicePicker';
import { DEFAULT_PROPS, LEAF_PROPS, type LeafBlock } from './puck-model';
import './layout-preview.css';

/**
 * The Puck configuration of a page: one component per block type (named as the server names them,
 * labelled as a builder reads them), drawn with the published portal's own BlockView in preview mode.
 */

const align = {
  type: 'radio',
  label: 'Alignment',
  options: [
    { label: 'Left', value: 'LEFT' },
    { label: 'Centre', value: 'CENTER' },
  ],
} as const;
const title = (label = 'Title') => ({ type: 'text', label }) as const;

type Leaf = LeafBlock['type'];

/** A leaf block in the preview: the portal's BlockView, outlined with the server's message when a save refused it. */
function PreviewLeaf({ type, props }: { type: Leaf; props: Record<string, unknown> }) {
  const { blockErrors, publishProblems } = useLayoutEditor();
  const id = String(props.id);
  const clean: Record<string, unknown> = {};
  for (const key of LEAF_PROPS[type] as readonly string[]) clean[key] = props[key] ?? (DEFAULT_PROPS[type] as Record<string, unknown>)[key];
  const block = { id, type, props: clean } as LeafBlock;
  const errors = Object.values(blockErrors[id] ?? {});
  const missing = errors.length ? [] : Object.values(publishProblems[id] ?? {});
  return (
    <div className={`lp-block${errors.length ? ' lp-block-invalid' : missing.length ? ' lp-block-incomplete' : ''}`}>
      {type === 'IMAGE' && !clean.url ? (
        <Placeholder>Upload an image in the panel on the right</Placeholder>
      ) : type === 'EMBED' && !clean.url ? (
        <Placeholder>Paste the address to embed in the panel on the right</Placeholder>
      ) : (type === 'COLLECTION_TABLE' || type === 'FILE_LIST') && !clean.collectionId ? (
        <Placeholder>Choose a collection shared with customers</Placeholder>
      ) : type === 'BOOKING' && !clean.serviceId ? (
        <Placeholder>Choose the service customers book in the panel on the right</Placeholder>
      ) : (
        <BlockView block={block} data={PREVIEW_BLOCKS} preview />
      )}
      {errors.map((e) => (
        <p key={e} className="lp-block-error">
          {e}
        </p>
      ))}
      {missing.map((m) => (
        <p key={m} className="lp-block-missing">
          Before publishing: {m}
        </p>
      ))}
    </div>
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 120,
        padding: 16,
        border: '2px dashed var(--p-border, #cbd5e1)',
        borderRadius: 'var(--p-panel-radius, 8px)',
        color: 'var(--p-muted, #64748b)',
        textAlign: 'center',
      }}
    >
      {children}
    </div>
  );
}

/** The preview's page: the portal's theme on its root, so blocks look as customers will see them. */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { portal } = useLayoutEditor();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applyTheme(portal, ref.current);
  }, [portal]);
  return (
    <div ref={ref} className="lp-root">
      <div className="lp-page">{children}</div>
    </div>
  );
}

function leaf<T extends Leaf>(type: T, label: string, fields: Fields) {
  return {
    label,
    fields,
    defaultProps: DEFAULT_PROPS[type] as Record<string, unknown>,
    render: (props: Record<string, unknown>) => <PreviewLeaf type={type} props={props} />,
  };
}

type ColumnsRender = { id: string; count: 2 | 3; column1: SlotComponent; column2: SlotComponent; column3: SlotComponent };
const slot = { type: 'slot', disallow: ['COLUMNS'] } as const;

export const pageConfig: Config = {
  categories: {
    content: { title: 'Content', components: ['HEADING', 'TEXT', 'IMAGE', 'BUTTON', 'CALL_TO_ACTION', 'FAQ', 'EMBED', 'COLUMNS'] },
    data: { title: 'Customer data', components: ['COLLECTION_TABLE', 'FILE_LIST', 'WORKFLOW_LIST', 'TICKETS', 'BOOKING'] },
  },
  root: {
    fields: {},
    render: (props: Record<string, unknown>) => <ThemedRoot>{props.children as ReactNode}</ThemedRoot>,
  },
  components: {
    HEADING: leaf('HEADING', 'Heading', {
      text: { type: 'text', label: 'Text' },
      level: {
        type: 'select',
        label: 'Size',
        options: [
          { label: 'Large (page title)', value: 1 },
          { label: 'Medium (section)', value: 2 },
          { label: 'Small', value: 3 },
        ],
      },
      align,
    }),
    TEXT: leaf('TEXT', 'Text', {
      html: {
        type: 'richtext',
        label: 'Text',
        options: { textAlign: false, heading: { levels: [2, 3, 4] } },
      },
    }),
    IMAGE: leaf('IMAGE', 'Image', {
      url: imageField,
      alt: { type: 'text', label: 'Alt text (required: describe the image)' },
      caption: { type: 'text', label: 'Caption' },
      width: {
        type: 'select',
        label: 'Width',
        options: [
          { label: 'Narrow', value: 'NARROW' },
          { label: 'Wide', value: 'WIDE' },
          { label: 'Full width', value: 'FULL' },
        ],
      },
    }),
    BUTTON: leaf('BUTTON', 'Button', {
      label: { type: 'text', label: 'Label' },
      href: linkField,
      variant: {
        type: 'radio',
        label: 'Style',
        options: [
          { label: 'Primary', value: 'PRIMARY' },
          { label: 'Secondary', value: 'SECONDARY' },
        ],
      },
      align,
    }),
    EMBED: leaf('EMBED', 'Embed', {
      url: embedUrlField,
      title: title('Title (read out by screen readers)'),
      height: {
        type: 'number',
        label: `Height in pixels (${EMBED_HEIGHT_MIN}–${EMBED_HEIGHT_MAX})`,
        min: EMBED_HEIGHT_MIN,
        max: EMBED_HEIGHT_MAX,
        step: 10,
      },
    }),
    COLLECTION_TABLE: {
      ...leaf('COLLECTION_TABLE', 'Collection table', {
        collectionId: collectionField,
        fields: collectionFieldsField,
        title: title(),
      }),
      // A new collection starts with all its fields ticked; they are then the builder's to untick.
      resolveData: (data, { changed, metadata }) => {
        if (!changed.collectionId) return data;
        const collections = (metadata.collections ?? []) as Array<{ id: string; fields: Array<{ key: string }> }>;
        const collection = collections.find((c) => c.id === data.props.collectionId);
        return { ...data, props: { ...data.props, fields: collection ? collection.fields.map((f) => f.key) : [] } };
      },
    },
    FILE_LIST: {
      ...leaf('FILE_LIST', 'File list', {
        collectionId: collectionField,
        fileField: fileFieldField,
        labelField: labelFieldField,
        title: title(),
      }),
      // A collection just chosen starts with its first file field, each file named by its first text field.
      resolveData: (data, { changed, metadata }) => {
        if (!changed.collectionId) return data;
        const collections = (metadata.collections ?? []) as Array<{ id: string; fields: Array<{ key: string; type: string }> }>;
        const fields = collections.find((c) => c.id === data.props.collectionId)?.fields ?? [];
        return {
          ...data,
          props: {
            ...data.props,
            fileField: fields.find((f) => f.type === 'FILE')?.key ?? '',
            labelField: fields.find((f) => f.type === 'TEXT')?.key ?? '',
          },
        };
      },
    },
    CALL_TO_ACTION: leaf('CALL_TO_ACTION', 'Call to action', {
      heading: { type: 'text', label: 'Heading' },
      text: { type: 'textarea', label: 'Text' },
      buttonLabel: { type: 'text', label: 'Button label' },
      href: linkField,
    }),
    FAQ: leaf('FAQ', 'FAQ', {
      title: title(),
      items: {
        type: 'array',
        label: 'Questions',
        arrayFields: {
          question: { type: 'text', label: 'Question' },
          answer: { type: 'textarea', label: 'Answer' },
        },
        defaultItemProps: { question: '', answer: '' },
        getItemSummary: (item: { question?: string }, index?: number) => item.question || `Question ${(index ?? 0) + 1}`,
      },
    }),
    WORKFLOW_LIST: leaf('WORKFLOW_LIST', 'Workflow list', { title: title(), workflowIds: workflowsField }),
    TICKETS: leaf('TICKETS', 'Tickets', { title: title() }),
    BOOKING: leaf('BOOKING', 'Booking', { serviceId: serviceField, title: title() }),
    COLUMNS: {
      label: 'Columns',
      fields: {
        count: {
          type: 'radio',
          label: 'Columns',
          options: [
            { label: 'Two', value: 2 },
            { label: 'Three', value: 3 },
          ],
        },
        column1: { ...slot, label: 'Column 1' },
        column2: { ...slot, label: 'Column 2' },
        column3: { ...slot, label: 'Column 3' },
      },
      defaultProps: DEFAULT_PROPS.COLUMNS,
      // Going from three to two columns moves the third's blocks into the second: nothing disappears.
      resolveData: (data, { changed }) => {
        const p = data.props as Record<string, unknown> & { count: number; column2: unknown[]; column3: unknown[] };
        if (!changed.count || p.count !== 2 || p.column3.length === 0) return data;
        return { ...data, props: { ...p, column2: [...p.column2, ...p.column3], column3: [] } };
      },
      render: (props: Record<string, unknown>) => {
        const { count, column1: C1, column2: C2, column3: C3 } = props as unknown as ColumnsRender;
        return (
          <div className="lp-block">
            <div className={`lp-columns lp-columns-${count}`}>
              <C1 className="lp-slot" minEmptyHeight={96} />
              <C2 className="lp-slot" minEmptyHeight={96} />
              {count === 3 && <C3 className="lp-slot" minEmptyHeight={96} />}
            </div>
          </div>
        );
      },
    },
  },
};
