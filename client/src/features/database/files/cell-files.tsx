import { createContext, useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { toaster } from '../../../app/ui/toaster';
import { describeError } from '../../portals/describe-error';
import type { FileValue } from '../format';
import type { ColumnLayout } from '../grid/GridRow';
import type { Field, RecordRow } from '../types';
import type { RecordActions } from '../use-record-actions';
import { checkFile, uploadRecordFile } from './upload-record-file';

/** What the grid's FILE cells and their editor share: saving a value, and uploads in flight. */
export interface CellFiles {
  collectionId: string;
  /** Saves a cell's file (null removes it), shown at once and reverted with a toast if refused. */
  save: (record: RecordRow, field: Field, value: FileValue | null) => void;
  /** Uploads a file dropped on a cell, then saves it; a refusal is a toast naming the file. */
  attach: (record: RecordRow, field: Field, file: File) => Promise<void>;
  /** The name of the file being uploaded, per `uploadKey`. */
  uploading: ReadonlyMap<string, string>;
}

export const CellFilesContext = createContext<CellFiles | null>(null);

export const uploadKey = (recordId: string, fieldKey: string) => `${recordId}:${fieldKey}`;

export function useCellFiles(collectionId: string, updateCell: RecordActions['updateCell']): CellFiles {
  const [uploading, setUploading] = useState<ReadonlyMap<string, string>>(() => new Map());
  const save = useCallback(
    (record: RecordRow, field: Field, value: FileValue | null) => void updateCell(record, field, value),
    [updateCell],
  );
  const attach = useCallback(
    async (record: RecordRow, field: Field, file: File) => {
      const refused = checkFile(file);
      const title = `${file.name} was not attached`;
      if (refused) {
        toaster.error({ title, description: refused, closable: true });
        return;
      }
      const key = uploadKey(record.id, field.key);
      setUploading((m) => new Map(m).set(key, file.name));
      try {
        const value = await uploadRecordFile(collectionId, file);
        // updateCell shows the value at once and reports its own refusal.
        await updateCell(record, field, value);
      } catch (error) {
        toaster.error({ title, description: describeError(error).message, closable: true });
      } finally {
        setUploading((m) => {
          const next = new Map(m);
          next.delete(key);
          return next;
        });
      }
    },
    [collectionId, updateCell],
  );
  return useMemo(() => ({ collectionId, save, attach, uploading }), [attach, collectionId, save, uploading]);
}

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Dropping a file on a FILE cell uploads it there. The cell under the pointer is marked
 * (`data-drop`, styled by the grid) straight in the DOM: a drag fires dozens of events a second,
 * and the rows need not render for them. A file dropped anywhere else in the grid is refused
 * rather than opened by the browser in place of the app.
 */
export function useFileDrop(rows: RecordRow[], layout: ColumnLayout[], attach: CellFiles['attach']) {
  const latest = useRef({ rows, layout, attach });
  latest.current = { rows, layout, attach };
  const marked = useRef<HTMLElement | null>(null);

  return useMemo(() => {
    const mark = (cell: HTMLElement | null) => {
      if (marked.current === cell) return;
      marked.current?.removeAttribute('data-drop');
      cell?.setAttribute('data-drop', '');
      marked.current = cell;
    };
    const target = (e: DragEvent) => {
      const cell = (e.target as HTMLElement | null)?.closest?.<HTMLElement>('[data-col]') ?? null;
      if (!cell) return null;
      const { rows, layout } = latest.current;
      const field = layout[Number(cell.dataset.col)]?.field;
      const record = rows[Number(cell.dataset.row)];
      return field?.type === 'FILE' && record ? { cell, field, record } : null;
    };
    return {
      onDragOver: (e: DragEvent<HTMLElement>) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        const hit = target(e);
        e.dataTransfer.dropEffect = hit ? 'copy' : 'none';
        mark(hit?.cell ?? null);
      },
      onDragLeave: (e: DragEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) mark(null);
      },
      onDrop: (e: DragEvent<HTMLElement>) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        mark(null);
        const hit = target(e);
        const files = Array.from(e.dataTransfer.files);
        if (!hit || files.length === 0) return;
        if (files.length > 1) {
          toaster.error({ title: 'Drop one file at a time', description: `${hit.field.label} holds one file.`, closable: true });
          return;
        }
        void latest.current.attach(hit.record, hit.field, files[0]!);
      },
    };
  }, []);
}
