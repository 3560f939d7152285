import type { RowSelectionState, Updater } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { EditorExit } from '../editors/CellEditor';
import { sameValue } from '../editors/value-convert';
import { isEditable, TYPED_INTO } from '../field-types';
import { linkOf } from '../format';
import { isTypingKey, nextCell, type CellPos } from '../grid-keyboard';
import type { Field, RecordRow } from '../types';
import type { RecordActions } from '../use-record-actions';
import { HEADER_H, ROW_H } from './grid-layout';
import type { ColumnLayout } from './GridRow';

interface Args {
  rows: RecordRow[];
  layout: ColumnLayout[];
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  updateCell: RecordActions['updateCell'];
  onOpenRecord: (id: string) => void;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
}

type Editing = CellPos & { seed?: string };

const posOf = (target: EventTarget | null): CellPos | null => {
  const cell = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-col]');
  return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
};
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/** A FILE cell opens its upload popover (Enter, F2, double-click); typing on it does nothing. */
const opensEditor = (field: Field) => isEditable(field) || field.type === 'FILE';
const currentValue = (record: RecordRow, field: Field) =>
  field.type === 'RELATION' ? (linkOf(record, field.key)?.recordId ?? record.data[field.key]) : record.data[field.key];

/**
 * The active cell, the open editor, and every key and click of the grid. One cell holds the tab
 * stop (roving tabindex); moving the active cell scrolls it into view (past the sticky header and
 * columns) and focuses it once its row is rendered.
 */
export function useGridInteraction(args: Args) {
  const [active, setActive] = useState<CellPos | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const focusPending = useRef(false);
  const latest = useRef({ ...args, active, editing });
  latest.current = { ...args, active, editing };
  const { rows, layout, scrollRef } = args;

  useEffect(() => {
    if (!active) return;
    if (rows.length === 0) setActive(null);
    else if (active.row >= rows.length || active.col >= layout.length)
      setActive({ row: Math.min(active.row, rows.length - 1), col: Math.min(active.col, layout.length - 1) });
  }, [active, layout.length, rows.length]);

  const scrollIntoView = useCallback(
    (pos: CellPos) => {
      const { virtualizer, layout } = latest.current;
      virtualizer.scrollToIndex(pos.row, { align: 'auto' });
      const el = scrollRef.current;
      const col = layout[pos.col];
      if (!el || !col || col.left !== undefined) return;
      const start = layout.slice(0, pos.col).reduce((s, c) => s + c.width, 0);
      const sticky = layout.filter((c) => c.left !== undefined).reduce((s, c) => s + c.width, 0);
      if (start < el.scrollLeft + sticky) el.scrollLeft = start - sticky;
      else if (start + col.width > el.scrollLeft + el.clientWidth) el.scrollLeft = start + col.width - el.clientWidth;
    },
    [scrollRef],
  );

  const moveTo = useCallback(
    (pos: CellPos) => {
      setEditing(null);
      setActive(pos);
      focusPending.current = true;
      scrollIntoView(pos);
    },
    [scrollIntoView],
  );

  // Focus follows the active cell once its row is rendered (a far jump renders it a frame later).
  useLayoutEffect(() => {
    if (!focusPending.current || !active || editing) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`);
    if (el) {
      focusPending.current = false;
      if (document.activeElement !== el) el.focus({ preventScroll: true });
    }
  });

  const toggle = useCallback(
    (record: RecordRow, field: Field) => latest.current.updateCell(record, field, record.data[field.key] !== true),
    [],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const { rows, layout, active, editing, updateCell, onOpenRecord } = latest.current;
      if (editing || !active || !posOf(e.target)) return;
      const viewport = scrollRef.current?.clientHeight ?? 0;
      const page = Math.max(1, Math.floor((viewport - HEADER_H) / ROW_H) - 1);
      const next = nextCell(e, active, { rows: rows.length, cols: layout.length, page });
      if (next) {
        e.preventDefault();
        moveTo(next);
        return;
      }
      const record = rows[active.row];
      if (!record || e.key === 'Tab' || e.altKey) return;
      if (active.col === 0) {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpenRecord(record.id);
        }
        return;
      }
      const field = layout[active.col]?.field;
      if (!field) return;
      if (field.type === 'BOOLEAN') {
        if (e.key === ' ' || e.key === 'Enter') {
          e.preventDefault();
          toggle(record, field);
        }
        return;
      }
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        if (!isEmpty(record.data[field.key])) void updateCell(record, field, null);
        return;
      }
      if (!opensEditor(field)) return;
      if (e.key === 'Enter' || e.key === 'F2') {
        e.preventDefault();
        setEditing({ ...active });
      } else if (isTypingKey(e) && field.type !== 'FILE') {
        e.preventDefault();
        setEditing({ ...active, seed: TYPED_INTO.has(field.type) ? e.key : undefined });
      }
    },
    [moveTo, scrollRef, toggle],
  );

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    const pos = posOf(e.target);
    const { active } = latest.current;
    if (pos && (!active || active.row !== pos.row || active.col !== pos.col)) setActive(pos);
  }, []);

  const onClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const action = (e.target as HTMLElement).closest?.<HTMLElement>('[data-action]')?.dataset.action;
      const pos = posOf(e.target);
      if (!action || !pos) return;
      const { rows, layout, onOpenRecord, onRowSelectionChange } = latest.current;
      const record = rows[pos.row];
      if (!record) return;
      const field = layout[pos.col]?.field;
      if (action === 'toggle' && field) toggle(record, field);
      else if (action === 'expand') onOpenRecord(record.id);
      else if (action === 'select') {
        onRowSelectionChange((old) => {
          const next = { ...old };
          if (next[record.id]) delete next[record.id];
          else next[record.id] = true;
          return next;
        });
      }
    },
    [toggle],
  );

  const onDoubleClick = useCallback((e: MouseEvent<HTMLElement>) => {
    const pos = posOf(e.target);
    if (!pos || pos.col === 0 || (e.target as HTMLElement).closest('[data-action]')) return;
    const field = latest.current.layout[pos.col]?.field;
    // A file chip is a link that opens its file, and the file editor is a popover of its own.
    if (field?.type === 'FILE' && (e.target as HTMLElement).closest('a, [role=dialog]')) return;
    if (field && field.type !== 'BOOLEAN' && opensEditor(field)) {
      setActive(pos);
      setEditing(pos);
    }
  }, []);

  const commitEdit = useCallback(
    (value: unknown, exit: EditorExit, link?: { recordId: string; label: string }) => {
      const { rows, layout, editing, updateCell } = latest.current;
      if (!editing) return;
      setEditing(null);
      const record = rows[editing.row];
      const field = layout[editing.col]?.field;
      if (record && field && !sameValue(value, currentValue(record, field))) void updateCell(record, field, value, link);
      // Leaving by a click elsewhere: focus is already on its way there.
      if (exit === 'blur') return;
      const bounds = { rows: rows.length, cols: layout.length, page: 1 };
      const next = exit === 'stay' ? null : nextCell({ key: 'Tab', shiftKey: exit === 'prev' }, editing, bounds);
      moveTo(next ?? { row: editing.row, col: editing.col });
    },
    [moveTo],
  );

  const cancelEdit = useCallback((refocus: boolean) => {
    const { editing } = latest.current;
    setEditing(null);
    if (refocus && editing) focusPending.current = true;
  }, []);

  return { active, editing, moveTo, onKeyDown, onFocus, onClick, onDoubleClick, commitEdit, cancelEdit };
}
