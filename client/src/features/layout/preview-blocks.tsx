import type { BlockProps as Of, DataBlocks } from '../../portal-render/blocks/BlockView';
import { Badge, Panel, Table, chosenFields, chosenWorkflows } from '../../portal-render/blocks/parts';
import { useLayoutEditor } from './editor-context';

/** What the data blocks look like in the builder's preview: sample content from the editor's metadata, no requests. */

const SAMPLES: Record<string, [string, string]> = {
  TEXT: ['Sample text', 'Another value'],
  LONG_TEXT: ['A longer note…', 'Another note…'],
  NUMBER: ['1,250', '42'],
  BOOLEAN: ['Yes', 'No'],
  DATE: [new Date(2025, 2, 14).toLocaleDateString(), new Date(2025, 3, 2).toLocaleDateString()],
  DATETIME: [new Date(2025, 2, 14, 9, 30).toLocaleString(), new Date(2025, 3, 2, 16, 0).toLocaleString()],
  EMAIL: ['alex@example.com', 'sam@example.com'],
  URL: ['https://example.com', 'https://example.org'],
  SELECT: ['Option A', 'Option B'],
  MULTI_SELECT: ['Option A, Option B', 'Option C'],
  FILE: ['report.pdf', 'photo.jpg'],
  RELATION: ['Linked record', 'Another record'],
  CUSTOMER: ['Alex Customer', 'Sam Customer'],
};

function PreviewCollectionTable({ collectionId, fields, title }: Of<'COLLECTION_TABLE'>) {
  const { preview } = useLayoutEditor();
  const collection = preview.collections.find((c) => c.id === collectionId);
  if (!collection)
    return (
      <Panel title={title || 'Collection'}>
        <p className="p-block-muted">Choose a collection shared with customers: each signed-in customer sees their own records here.</p>
      </Panel>
    );
  const columns = chosenFields(collection.fields, fields);
  return (
    <Panel title={title || collection.name}>
      <Table
        caption={title || collection.name}
        columns={columns}
        rows={[0, 1].map((i) => ({ id: String(i), cells: columns.map((f) => (SAMPLES[f.type] ?? SAMPLES.TEXT!)[i]) }))}
      />
      <p className="p-block-muted p-block-note">Sample rows: each signed-in customer sees their own records.</p>
    </Panel>
  );
}

function PreviewWorkflowList({ title, workflowIds }: Of<'WORKFLOW_LIST'>) {
  const { preview } = useLayoutEditor();
  const list = chosenWorkflows(preview.workflows, workflowIds);
  return (
    <Panel title={title || 'Get started'}>
      {list.length === 0 ? (
        <p className="p-block-muted">No workflows yet: the workflows open to the visitor show here.</p>
      ) : (
        <ul className="p-block-links">
          {list.map((w) => (
            <li key={w.id}>
              <a href="#" className="p-block-links__item" onClick={(e) => e.preventDefault()}>
                <span>{w.name}</span>
                <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function PreviewTickets({ title }: Of<'TICKETS'>) {
  return (
    <Panel
      title={title || 'Your tickets'}
      action={
        <a href="#" className="p-block-button p-block-button--primary" onClick={(e) => e.preventDefault()}>
          Raise a ticket
        </a>
      }
    >
      <ul className="p-block-links">
        <li>
          <a href="#" className="p-block-links__item" onClick={(e) => e.preventDefault()}>
            <span>#1024 Question about my invoice</span>
            <Badge tone="primary">Open</Badge>
          </a>
        </li>
      </ul>
    </Panel>
  );
}

function PreviewFileList({ collectionId, fileField, title }: Of<'FILE_LIST'>) {
  const { preview } = useLayoutEditor();
  const collection = preview.collections.find((c) => c.id === collectionId);
  const field = collection?.fields.find((f) => f.key === fileField && f.type === 'FILE');
  return (
    <Panel title={title || 'Your documents'}>
      {!collection || !field ? (
        <p className="p-block-muted">
          Choose a collection and its file field: each signed-in customer downloads the files of their own records here.
        </p>
      ) : (
        <>
          <ul className="p-block-files">
            {[
              ['Signed agreement', 'PDF', '240 KB'],
              ['Project brief', 'PDF', '1.2 MB'],
            ].map(([name, kind, size]) => (
              <li key={name}>
                <a href="#" className="p-block-files__item" onClick={(e) => e.preventDefault()}>
                  <span className="p-block-files__kind" aria-hidden="true">
                    {kind}
                  </span>
                  <span className="p-block-files__name">{name}</span>
                  <span className="p-block-files__meta">
                    {kind}, {size}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <p className="p-block-muted p-block-note">
            Sample files: each signed-in customer sees the {field.label.toLowerCase()} of their own {collection.name.toLowerCase()}.
          </p>
        </>
      )}
    </Panel>
  );
}

/** The editor's data blocks, for the shared BlockView. */
export const PREVIEW_BLOCKS: DataBlocks = {
  COLLECTION_TABLE: PreviewCollectionTable,
  FILE_LIST: PreviewFileList,
  WORKFLOW_LIST: PreviewWorkflowList,
  TICKETS: PreviewTickets,
};
