import { Box } from '@chakra-ui/react';
import { getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { defaultWidth } from '../field-types';
import { CellFilesContext, useCellFiles, useFileDrop } from '../files/cell-files';
import type { Collection, Field, RecordRow, SortState } from '../types';
import type { RecordActions } from '../use-record-actions';
import { gridCss } from './grid-css';
import { GridHeader } from './GridHeader';
import { ADD_W, HEADER_H, LEAD_ID, LEAD_W, ROW_H, useColumnWidths } from './grid-layout';
import { GridRow, type ColumnLayout } from './GridRow';
import { visibleFields } from './columns';
import { useGridInteraction } from './use-grid-interaction';

/** A record to scroll to and make active (its first field) once it is in the rows. */
export interface FocusRequest {
  id: string;
}

interface Props {
  collection: Collection;
  collections: Collection[];
  rows: RecordRow[];
  totalCount: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
  /** The view's columns: hidden fields and their order (the primary field stays first). */
  hidden: string[];
  order: string[];
  sorts: SortState[];
  onSort: (sorts: SortState[]) => void;
  onHide: (key: string) => void;
  onEditField: (key?: string) => void;
  onOpenRecord: (id: string) => void;
  updateCell: RecordActions['updateCell'];
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  timeZone: string;
  focusRequest: FocusRequest | null;
  onFocusServed: () => void;
}

/** Skeleton rows shown under the last one while the next page loads. */
const LOADING_ROWS = 3;

/**
 * The records grid: TanStack Table for the columns (sizes, selection), TanStack Virtual for the
 * rows, ARIA grid semantics with one tab stop and spreadsheet keys (use-grid-interaction).
 */
export function RecordsGrid(props: Props) {
  const { collection, rows, hasMore, loadingMore, moreError, onLoadMore, focusRequest } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columnSizing, setColumnSizing] = useColumnWidths(collection.id);

  const fields = useMemo(() => new Map(collection.fields.map((f) => [f.key, f])), [collection.fields]);
  const { hidden, order } = props;
  const shown = useMemo(() => visibleFields(collection.fields, hidden, order), [collection.fields, hidden, order]);
  const columns = useMemo<Array<ColumnDef<RecordRow>>>(
    () => [
      { id: LEAD_ID, size: LEAD_W, enableResizing: false },
      ...shown.map((f) => ({ id: f.key, size: defaultWidth(f), minSize: 80, maxSize: 800 })),
    ],
    [shown],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    columnResizeMode: 'onChange',
    enableRowSelection: true,
    state: { columnSizing, rowSelection: props.rowSelection },
    onColumnSizingChange: setColumnSizing,
    onRowSelectionChange: props.onRowSelectionChange,
  });

  const leaves = table.getVisibleLeafColumns();
  const sizes = leaves.map((c) => `${c.id}:${c.getSize()}`).join(',');
  const layout = useMemo<ColumnLayout[]>(() => {
    let left = 0;
    return leaves.map((c, i) => {
      const col: ColumnLayout = {
        id: c.id,
        width: c.getSize(),
        field: fields.get(c.id) as Field | undefined,
        left: i < 2 ? left : undefined,
      };
      left += col.width;
      return col;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sizes, fields, shown]);
  const totalWidth = layout.reduce((sum, c) => sum + c.width, 0) + ADD_W;

  const virtualizer = useVirtualizer({
    count: rows.length + (hasMore ? LOADING_ROWS : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    overscan: 12,
    // The sticky header covers the top of the scroll area: rows scrolled to must end above the
    // bottom by its height (the list itself starts right under it).
    scrollPaddingEnd: HEADER_H,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && !moreError && lastIndex >= rows.length - 30) onLoadMore();
  }, [hasMore, lastIndex, loadingMore, moreError, onLoadMore, rows.length]);

  const interaction = useGridInteraction({ ...props, layout, scrollRef, virtualizer });
  const files = useCellFiles(collection.id, props.updateCell);
  const fileDrop = useFileDrop(rows, layout, files.attach);
  const { active, editing } = interaction;

  // A record asked for (just created) becomes active once its row has arrived.
  const { moveTo } = interaction;
  const { onFocusServed } = props;
  useLayoutEffect(() => {
    if (!focusRequest) return;
    const index = rows.findIndex((r) => r.id === focusRequest.id);
    if (index < 0) return;
    onFocusServed();
    moveTo({ row: index, col: Math.min(1, layout.length - 1) });
  }, [focusRequest, layout.length, moveTo, onFocusServed, rows]);

  const viewportHeight = scrollRef.current?.clientHeight ?? 0;
  return (
    <CellFilesContext.Provider value={files}>
      <Box
        ref={scrollRef}
        role="grid"
        aria-label={`${collection.name} records`}
        aria-rowcount={(props.totalCount ?? rows.length) + 1}
        aria-colcount={layout.length}
        aria-multiselectable="true"
        position="relative"
        overflow="auto"
        flex="1"
        minH="0"
        bg="bg"
        onKeyDown={interaction.onKeyDown}
        onFocus={interaction.onFocus}
        onClick={interaction.onClick}
        onDoubleClick={interaction.onDoubleClick}
        {...fileDrop}
        css={gridCss}
      >
        <GridHeader
          table={table}
          fields={fields}
          sorts={props.sorts}
          onSort={props.onSort}
          onHide={props.onHide}
          onEditField={props.onEditField}
          totalWidth={totalWidth}
          sizes={sizes}
          selection={table.getIsAllRowsSelected() ? 'all' : table.getIsSomeRowsSelected() ? 'some' : 'none'}
        />
        <Box role="rowgroup" position="relative" style={{ height: virtualizer.getTotalSize(), width: totalWidth }}>
          {items.map((item) => {
            const record = rows[item.index];
            const isActive = active?.row === item.index;
            const isEditing = editing?.row === item.index;
            return (
              <GridRow
                key={record?.id ?? `loading-${item.index}`}
                record={record}
                index={item.index}
                top={item.start}
                width={totalWidth}
                columns={layout}
                activeCol={isActive ? active.col : -1}
                tabCol={!active && item.index === 0 ? Math.min(1, layout.length - 1) : -1}
                editing={isEditing ? { col: editing.col, seed: editing.seed } : null}
                selected={record ? Boolean(props.rowSelection[record.id]) : false}
                timeZone={props.timeZone}
                collections={props.collections}
                editorAbove={
                  isEditing
                    ? item.start + ROW_H + HEADER_H - (virtualizer.scrollOffset ?? 0) > viewportHeight - 260 && item.start > 260
                    : false
                }
                onCommit={interaction.commitEdit}
                onCancel={interaction.cancelEdit}
              />
            );
          })}
        </Box>
      </Box>
    </CellFilesContext.Provider>
  );
}
