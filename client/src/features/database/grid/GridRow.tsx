import { Skeleton } from '@chakra-ui/react';
import { memo } from 'react';
import { LuMaximize2 } from 'react-icons/lu';
import { CellValue, CheckCell } from '../cells/CellValue';
import { CellEditor, type EditorExit } from '../editors/CellEditor';
import type { Collection, Field, RecordRow } from '../types';
import { ROW_H } from './grid-layout';

export interface ColumnLayout {
  id: string;
  width: number;
  /** Set for the sticky columns (row number, first field): their offset from the left. */
  left?: number;
  field?: Field;
}

interface Props {
  record: RecordRow | undefined;
  index: number;
  top: number;
  width: number;
  columns: ColumnLayout[];
  /** The active column when this row holds the active cell, else -1. */
  activeCol: number;
  /** The column holding the grid's tab stop when no cell is active yet, else -1. */
  tabCol: number;
  editing: { col: number; seed?: string } | null;
  selected: boolean;
  timeZone: string;
  collections: Collection[];
  editorAbove: boolean;
  onCommit: (value: unknown, exit: EditorExit, link?: { recordId: string; label: string }) => void;
  onCancel: (refocus: boolean) => void;
}

/** A boolean as a data attribute: present or absent (CSS selects on presence). */
const flag = (on: boolean) => (on ? '' : undefined);

/** One virtual row: the row-number cell (select, number, expand) and a typed cell per field. */
export const GridRow = memo(function GridRow(p: Props) {
  const { record, index, columns } = p;
  const style = { transform: `translateY(${p.top}px)`, width: p.width, height: ROW_H };
  if (!record) {
    return (
      <div className="g-row" role="row" aria-rowindex={index + 2} aria-busy="true" style={style}>
        {columns.map((c, i) => (
          <div
            key={c.id}
            className="g-cell"
            role="gridcell"
            data-sticky={flag(c.left !== undefined)}
            data-last-sticky={flag(i === 1)}
            style={{ width: c.width, left: c.left }}
          >
            <Skeleton h="3" w={i === 0 ? '6' : '70%'} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div
      className="g-row"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={p.selected}
      data-raised={flag(Boolean(p.editing))}
      style={style}
      data-record={record.id}
    >
      {columns.map((c, col) => {
        const active = p.activeCol === col;
        const editing = p.editing?.col === col;
        const field = c.field;
        return (
          <div
            key={c.id}
            className="g-cell"
            role={col === 0 ? 'rowheader' : 'gridcell'}
            aria-colindex={col + 1}
            aria-selected={active}
            aria-label={col === 0 ? `Record ${index + 1}` : undefined}
            tabIndex={active || p.tabCol === col ? 0 : -1}
            data-row={index}
            data-col={col}
            data-editing={flag(editing)}
            data-sticky={flag(c.left !== undefined)}
            data-last-sticky={flag(col === 1)}
            data-align={field?.type === 'NUMBER' ? 'end' : field?.type === 'BOOLEAN' ? 'center' : undefined}
            style={{ width: c.width, left: c.left }}
          >
            {col === 0 ? (
              <RowHeader index={index} selected={p.selected} />
            ) : field ? (
              <>
                <CellValue field={field} record={record} timeZone={p.timeZone} />
                {editing && (
                  <CellEditor
                    field={field}
                    record={record}
                    seed={p.editing?.seed}
                    timeZone={p.timeZone}
                    collections={p.collections}
                    above={p.editorAbove}
                    onCommit={p.onCommit}
                    onCancel={p.onCancel}
                  />
                )}
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
});

function RowHeader({ index, selected }: { index: number; selected: boolean }) {
  return (
    <>
      <CheckCell checked={selected} label={`Select record ${index + 1}`} action="select" />
      <span className="g-rownum">{index + 1}</span>
      <button type="button" className="g-expand" aria-label={`Open record ${index + 1}`} data-action="expand" tabIndex={-1}>
        <LuMaximize2 aria-hidden="true" size={14} />
      </button>
    </>
  );
}
