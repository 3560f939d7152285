import { Flex } from '@chakra-ui/react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '../../app/ui/toaster';
import { describeError } from '../portals/describe-error';
import { CollectionsQuery } from './database.documents';
import { DeleteRecordsDialog } from './DeleteRecordsDialog';
import { FieldEditorDialog } from './FieldEditorDialog';
import { FieldsDialog } from './FieldsDialog';
import { GridFooter } from './grid/GridFooter';
import { GridFailure, GridSkeleton, NoFields, NoMatches, NoRecords } from './grid/GridStates';
import { RecordsGrid, type FocusRequest } from './grid/RecordsGrid';
import { visibleFields } from './grid/columns';
import { ImportCsvDialog } from './ImportCsvDialog';
import { RecordPanel } from './RecordPanel';
import { useTimeZone } from './time-zone';
import { Toolbar } from './toolbar/Toolbar';
import type { Collection, FilterCondition, SavedView } from './types';
import { useRecordActions } from './use-record-actions';
import { useRecordCount, useRecordPages } from './use-records';
import { useViewParams } from './use-view-params';
import { useCollectionViews } from './views/use-views';
import { ViewBar } from './views/ViewBar';
import { DeleteViewDialog, ViewNameDialog } from './views/ViewDialogs';

type Dialog =
  | { kind: 'fields' }
  | { kind: 'import' }
  | { kind: 'delete' }
  | { kind: 'field'; key?: string }
  | { kind: 'save-view' }
  | { kind: 'rename-view' | 'delete-view'; view: SavedView };
type Panel = { id: string } | { id: null };

/** Fields a new record cannot be created without: required, with no default (an unticked box is an answer). */
const mustFill = (collection: Collection) =>
  collection.fields.some((f) => f.required && f.type !== 'BOOLEAN' && (f.defaultValue === null || f.defaultValue === undefined));

/** One collection: toolbar, grid and footer, with the record panel and the dialogs they open. */
export function CollectionView({ collection, collections }: { collection: Collection; collections: Collection[] }) {
  const timeZone = useTimeZone();
  const views = useCollectionViews(collection.id);
  const [params] = useSearchParams();
  const wantedView = params.get('view');
  const current = views.views.find((v) => v.id === wantedView);
  const { view, changed, setFilter, setSorts, setHidden, setOrder, selectView, prune } = useViewParams(current);
  const { filter, sorts } = view;
  // A link to a saved view waits for the view before asking for records (else two loads, the first wrong).
  const ready = !wantedView || views.loaded || Boolean(views.error);
  const pages = useRecordPages(collection.id, filter, sorts, ready);
  const { count, refetch: refetchCount, adjust } = useRecordCount(collection.id, filter, ready);
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
  const { refetch: refetchViews } = views;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    const keys = new Set(collection.fields.map((f) => f.key));
    prune(keys);
    // Saved views leave out fields that are gone when read: read them again.
    refetchViews();
    reload();
    refetchCount();
  }, [collection.fields, prune, refetchCount, refetchViews, reload, signature]);

  // A link to a view that was deleted since opens "All records", saying so.
  useEffect(() => {
    if (!wantedView || !views.loaded || current) return;
    selectView(null);
    toaster.info({ title: 'That view no longer exists', description: 'Showing all records instead.' });
  }, [current, selectView, views.loaded, wantedView]);

  const hide = useCallback((key: string) => setHidden([...view.hidden.filter((k) => k !== key), key]), [setHidden, view.hidden]);
  const saveView = async () => {
    if (!current) return;
    try {
      await views.save(current.id, { view });
      selectView(current.id);
      toaster.success({ title: 'View saved', description: `Everyone in your workspace now sees “${current.name}” this way.` });
    } catch (error) {
      toaster.error({ title: 'The view was not saved', description: describeError(error).message, closable: true });
    }
  };
  const moveView = async (id: string, by: -1 | 1) => {
    try {
      await views.move(id, by);
    } catch (error) {
      toaster.error({ title: 'The views were not reordered', description: describeError(error).message, closable: true });
    }
  };

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
  } else if (pages.loading || !ready) {
    body = <GridSkeleton columns={Math.min(collection.fields.length, 6)} />;
  } else if (pages.rows.length === 0 && !pages.hasMore) {
    body = filter.length ? (
      <NoMatches onClear={() => onFilterChange([])} />
    ) : (
      <NoRecords
        fields={visibleFields(collection.fields, view.hidden, view.order)}
        onCreate={() => void newRecord()}
        creating={actions.creating}
        onImport={() => setDialog({ kind: 'import' })}
        onAddField={() => setDialog({ kind: 'field' })}
        columnMenu={{ sorts, onSort: setSorts, onHide: hide, onEditField: (key) => setDialog({ kind: 'field', key }) }}
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
        hidden={view.hidden}
        order={view.order}
        sorts={sorts}
        onSort={setSorts}
        onHide={hide}
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
      <ViewBar
        views={views.views}
        loaded={views.loaded}
        failed={Boolean(views.error) && !views.loaded}
        onRetry={views.refetch}
        current={current}
        changed={changed}
        saving={views.busy}
        onSelect={(id) => {
          setRowSelection({});
          selectView(id);
        }}
        onSave={() => void saveView()}
        onRevert={() => current && selectView(current.id)}
        onSaveAs={() => setDialog({ kind: 'save-view' })}
        onRename={(v) => setDialog({ kind: 'rename-view', view: v })}
        onDelete={(v) => setDialog({ kind: 'delete-view', view: v })}
        onMove={(v, by) => void moveView(v.id, by)}
      />
      <Toolbar
        collection={collection}
        collections={collections}
        filter={filter}
        onFilterChange={onFilterChange}
        sorts={sorts}
        onSortChange={setSorts}
        hidden={view.hidden}
        order={view.order}
        onHiddenChange={setHidden}
        onOrderChange={setOrder}
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
      {dialog?.kind === 'save-view' && (
        <ViewNameDialog
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const made = await views.create(name, view);
            setDialog(null);
            selectView(made.id);
            toaster.success({
              title: 'View saved',
              description: `“${made.name}” is in the views of ${collection.name} for your whole workspace.`,
            });
          }}
        />
      )}
      {dialog?.kind === 'rename-view' && (
        <ViewNameDialog
          view={dialog.view}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await views.save(dialog.view.id, { name });
            setDialog(null);
            toaster.success({ title: 'View renamed', description: `It is now called “${name}”.` });
          }}
        />
      )}
      {dialog?.kind === 'delete-view' && (
        <DeleteViewDialog
          view={dialog.view}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await views.remove(dialog.view.id);
            setDialog(null);
            if (current?.id === dialog.view.id) selectView(null);
            toaster.success({ title: 'View deleted', description: `“${dialog.view.name}” is gone; the records stay.` });
          }}
        />
      )}
      <ImportCsvDialog
        open={dialog?.kind === 'import'}
        onClose={() => setDialog(null)}
        collection={collection}
        onImported={onImported}
        timeZone={timeZone}
      />
    </Flex>
  );
}
