/** A cell of the grid by position: row index in the loaded rows, column index (0 is the row number). */
export interface CellPos {
  row: number;
  col: number;
}

interface Bounds {
  rows: number;
  cols: number;
  /** Rows per screen, for PageUp / PageDown. */
  page: number;
}

interface Keys {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/**
 * Where a navigation key moves the active cell, like a spreadsheet: arrows, Tab / Shift+Tab (to the
 * next row at the end of one), Home / End (the row's ends; with Ctrl the grid's), PageUp / PageDown.
 * Null when the key is not a move, or when Tab would leave the grid (the browser then moves focus on).
 */
export function nextCell(e: Keys, at: CellPos, { rows, cols, page }: Bounds): CellPos | null {
  if (rows === 0 || cols === 0) return null;
  const lastRow = rows - 1;
  const lastCol = cols - 1;
  const jump = e.ctrlKey || e.metaKey;
  switch (e.key) {
    case 'ArrowUp':
      return { row: jump ? 0 : clamp(at.row - 1, lastRow), col: at.col };
    case 'ArrowDown':
      return { row: jump ? lastRow : clamp(at.row + 1, lastRow), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: jump ? 0 : clamp(at.col - 1, lastCol) };
    case 'ArrowRight':
      return { row: at.row, col: jump ? lastCol : clamp(at.col + 1, lastCol) };
    case 'Tab':
      if (e.shiftKey) {
        if (at.col > 0) return { row: at.row, col: at.col - 1 };
        return at.row > 0 ? { row: at.row - 1, col: lastCol } : null;
      }
      if (at.col < lastCol) return { row: at.row, col: at.col + 1 };
      return at.row < lastRow ? { row: at.row + 1, col: 0 } : null;
    case 'Home':
      return jump ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return jump ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol };
    case 'PageUp':
      return { row: clamp(at.row - page, lastRow), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + page, lastRow), col: at.col };
    default:
      return null;
  }
}

/** A key that starts editing by typing into the cell (a printable character without a shortcut modifier). */
export const isTypingKey = (e: Keys) => e.key.length === 1 && !e.ctrlKey && !e.metaKey;
