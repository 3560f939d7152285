export interface CsvPreview {
  /** The first line, as the server will read it (a UTF-8 byte-order mark removed). */
  headers: string[];
  /** Up to PREVIEW_ROWS rows after the header. */
  rows: string[][];
  /** Whether the file has rows beyond those shown. */
  more: boolean;
  /** Up to SAMPLE_ROWS rows after the header: what field types and new choices are guessed from. */
  sample: string[][];
  /** Whether the file has rows beyond the sample. */
  sampled: boolean;
}

export const PREVIEW_ROWS = 10;
export const SAMPLE_ROWS = 1000;

/**
 * The header and first rows of a CSV file, read in the browser. Papa Parse is fetched on first
 * use so that it stays out of the Database screen's bundle; `preview` stops it after the sample's
 * rows, so a 50 MB file is not read whole.
 */
export async function previewCsv(file: File): Promise<CsvPreview> {
  const mod = await import('papaparse');
  // A CommonJS module: the bundle exposes it as `default`, the types as named exports.
  const Papa = (mod as unknown as { default?: typeof mod }).default ?? mod;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: SAMPLE_ROWS + 2,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const [first, ...rest] = result.data;
        if (!first || first.every((h) => !h.trim())) {
          reject(
            new Error('This file is empty, or its first line has no column names. Put the column names on the first line and try again.'),
          );
          return;
        }
        const headers = first.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
        resolve({
          headers,
          rows: rest.slice(0, PREVIEW_ROWS),
          more: rest.length > PREVIEW_ROWS,
          sample: rest.slice(0, SAMPLE_ROWS),
          sampled: rest.length > SAMPLE_ROWS,
        });
      },
      error: (error) => reject(new Error(`This file could not be read as CSV: ${error.message}`)),
    });
  });
}
