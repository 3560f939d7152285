import type { ColumnSizingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';

export const ROW_H = 36;
export const HEADER_H = 38;
/** The row-number column: selection checkbox, number, expand button. */
export const LEAD_W = 96;
export const LEAD_ID = '__row';
/** The trailing "add a field" column. */
export const ADD_W = 48;

const storageKey = (collectionId: string) => `portico.database.widths.${collectionId}`;

function readWidths(collectionId: string): ColumnSizingState {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(collectionId)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0));
  } catch {
    return {};
  }
}

/** Column widths of one collection, kept in this browser so the grid opens as it was left. */
export function useColumnWidths(collectionId: string) {
  const [sizing, setSizing] = useState<ColumnSizingState>(() => readWidths(collectionId));
  useEffect(() => {
    // Written once the drag settles, not on every pointer move.
    const t = setTimeout(() => {
      try {
        if (Object.keys(sizing).length) localStorage.setItem(storageKey(collectionId), JSON.stringify(sizing));
      } catch {
        // A full or blocked storage only loses the widths.
      }
    }, 300);
    return () => clearTimeout(t);
  }, [collectionId, sizing]);
  return [sizing, setSizing] as const;
}
