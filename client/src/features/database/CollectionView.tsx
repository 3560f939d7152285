import { Flex } from '@chakra-ui/react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toaster } from '../../app/ui/toaster';
import { describeError } from '../portals/describe-error';
import { CollectionsQuery } from './database.documents';
import { DeleteRecordsDialog } from './DeleteRecordsDialog';
import { FieldEditorDialog } from './FieldEditorDialog';
import { FieldsDialog } from './FieldsDialog';
import { GridFooter } from './grid/GridFooter';
import { GridFailure, GridSkeleton, NoFields, NoMatches, NoRecords } from './grid/GridStates';
import { RecordsGrid, type FocusRequest } from './grid/RecordsGrid';
import { ImportCsvDialog } from './ImportCsvDialog';
import { RecordPanel } from './RecordPanel';
import { useTimeZone } from './time-zone';
import { Toolbar } from './toolbar/Toolbar';
import type { Collection, FilterCondition } from './types';
import { useRecordActions } from './use-record-actions';
import { useRecordCount, useRecordPages } from './use-records';
import { useViewParams } from './use-view-params';

type Dialog = { kind: 'fields' } | { kind: 'import' } | { kind: 'delete' } | { kind: 'field'; key?: string };
type Panel = { id: string } | { id: null };

/** Fields a new record cannot be created without: required, with no default (an unticked box is an answer). */
const mustFill = (collection: Collection) =>
  collection.fields.some((f) => f.required && f.type !== 'BOOLEAN' && (f.defaultValue === null || f.defaultValue === undefined));

/** One collection: toolbar, grid and footer, with the record panel and the dialogs they open. */
export function CollectionView({ collection, collections }: { collection: Collection; collections: Collection[] }) {
  const timeZone = useTimeZone();
  const { filter, setFilter, sort, setSort, prune } = useViewParams();
  const pages = useRecordPages(collection.id, filter, sort);
  const { count, refetch: refetchCount, adjust } = useRecordCount(collection.id, filter);
  const actions = useRecordActions({ collection, pages, adjustCount: adjust });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [panel, setPanel] = useState<Panel | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const focusRecord = (id: string) => setFocusRequest({ id });
  const onFocusServed = useCallback(() => setFocusRequest(null), []);
  const selectedIds = Object.keys(rowSelection);

  // A field added, removed or retyped changes what records hold: load them again, and drop
  // conditions and a sort on fields that are gone.
  const signature = JSON.stringify(collection.fields.map((f) => [f.key, f.type, f.relationCollectionId]));
  const seen = useRef(signature);
  const { reload } = pages;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    const keys = new Set(collection.fields.map((f) => f.key));
    if (
      filter.some((c) => !keys.has(c.field)) ||
      (sort && !keys.has(sort.field) && sort.field !== 'createdAt' && sort.field !== 'updatedAt')
    )
      prune(keys);
    reload();
    refetchCount();
  }, [collection.fields, filter, prune, refetchCount, reload, signature, sort]);

  // An import changes how many records the collection holds: the list beside the grid says it too.
  const apollo = useApolloClient();
  const onImported = useCallback(() => {
    reload();
    refetchCount();
    void apollo.refetchQueries({ include: [CollectionsQuery] });
  }, [apollo, refetchCount, reload]);

  const newRecord = async () => {
    if (mustFill(collection)) return setPanel({ id: null });
    try {
      const created = await actions.createRecord();
      if (created) focusRecord(created.id);
    } catch (error) {
      const failure = describeError(error);
      if (failure.code === 'BAD_USER_INPUT') setPanel({ id: null });
      else toaster.error({ title: 'The record was not created', description: failure.message, closable: true });
    }
  };

  const onFilterChange = (next: FilterCondition[]) => {
    setFilter(next);
    setRowSelection({});
  };
  const panelRecord = panel?.id ? (pages.rows.find((r) => r.id === panel.id) ?? null) : null;

  let body;
  if (collection.fields.length === 0) {
    body = (
      <NoFields name={collection.name} onAddField={() => setDialog({ kind: 'field' })} onImport={() => setDialog({ kind: 'import' })} />
    );
  } else if (pages.error && pages.rows.length === 0) {
    body = <GridFailure message={pages.error} onRetry={pages.reload} retrying={pages.loading} />;
  } else if (pages.loading) {
    body = <GridSkeleton columns={Math.min(collection.fields.length, 6)} />;
  } else if (pages.rows.length === 0 && !pages.hasMore) {
    body = filter.length ? (
      <NoMatches onClear={() => onFilterChange([])} />
    ) : (
      <NoRecords
        fields={collection.fields}
        onCreate={() => void newRecord()}
        creating={actions.creating}
        onImport={() => setDialog({ kind: 'import' })}
        onAddField={() => setDialog({ kind: 'field' })}
      />
    );
  } else {
    body = (
      <RecordsGrid
        collection={collection}
        collections={collections}
        rows={pages.rows}
        totalCount={count}
        hasMore={pages.hasMore}
        loadingMore={pages.loadingMore}
        moreError={pages.moreError}
        onLoadMore={pages.loadMore}
        sort={sort}
        onSort={setSort}
        onEditField={(key) => setDialog({ kind: 'field', key })}
        onOpenRecord={(id) => setPanel({ id })}
        updateCell={actions.updateCell}
        rowSelection={rowSelection}
        onRowSelectionChange={setRowSelection}
        timeZone={timeZone}
        focusRequest={focusRequest}
        onFocusServed={onFocusServed}
      />
    );
  }

  return (
    <Flex direction="column" flex="1" minW="0" minH="0" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg">
      <Toolbar
        collection={collection}
        collections={collections}
        filter={filter}
        onFilterChange={onFilterChange}
        sort={sort}
        onSortChange={setSort}
        timeZone={timeZone}
        onOpenFields={() => setDialog({ kind: 'fields' })}
        onOpenImport={() => setDialog({ kind: 'import' })}
      />
      <Flex direction="column" flex="1" minH="0" position="relative" opacity={pages.refreshing ? 0.6 : 1} transition="opacity 0.15s">
        {body}
      </Flex>
      {collection.fields.length > 0 && (
        <GridFooter
          count={count}
          filtered={filter.length > 0}
          selected={selectedIds.length}
          onClearSelection={() => setRowSelection({})}
          onDeleteSelected={() => setDialog({ kind: 'delete' })}
          onCreate={() => void newRecord()}
          creating={actions.creating}
          canCreate={!pages.loading}
          refreshing={pages.refreshing}
          loadingMore={pages.loadingMore}
          moreError={pages.moreError}
          onRetryMore={pages.loadMore}
        />
      )}
      {panel && (panel.id === null || panelRecord) && (
        <RecordPanel
          collection={collection}
          collections={collections}
          record={panelRecord}
          timeZone={timeZone}
          actions={actions}
          onClose={() => setPanel(null)}
          onCreated={(r) => {
            setPanel(null);
            focusRecord(r.id);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecordsDialog
          count={selectedIds.length}
          deleting={actions.deleting}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            if (await actions.deleteRecords(selectedIds)) {
              setRowSelection({});
              setDialog(null);
            }
          }}
        />
      )}
      <FieldsDialog open={dialog?.kind === 'fields'} onClose={() => setDialog(null)} collection={collection} collections={collections} />
      <FieldEditorDialog
        open={dialog?.kind === 'field'}
        onClose={() => setDialog(null)}
        collection={collection}
        collections={collections}
        fieldKey={dialog?.kind === 'field' ? dialog.key : undefined}
      />
      <ImportCsvDialog open={dialog?.kind === 'import'} onClose={() => setDialog(null)} collection={collection} onImported={onImported} />
    </Flex>
  );
}
