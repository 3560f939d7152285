import { megabytes } from '../../../../../server/core/limits';
import { ApiError, authHeaders } from '../../../app/api/rest';
import type { RestData } from '../../../app/api/rest-contract';
import { reportUnauthorized } from '../../../app/api/unauthorized';
import { MAX_IMPORT_BYTES } from '../rules';

/** What the import did; `errors` holds the first rejected rows (at most 100), `row` being the spreadsheet line (header 1). */
export type ImportReport = RestData<'/v1/database/records/import', 'post'>;

export interface ImportRequest {
  collectionId: string;
  mapping: Record<string, string>;
  upsertOn?: string;
  /** Fields to create from columns that match none. */
  newFields?: Array<{ column: string; label: string; type: string }>;
  /** How each column's dates like 03/04/2025 are read. */
  dateOrder?: Record<string, 'DAY_FIRST' | 'MONTH_FIRST'>;
  /** The decimal mark of each NUMBER column whose values need one said. */
  decimalMark?: Record<string, 'POINT' | 'COMMA'>;
  /** Values of SELECT and MULTI_SELECT columns that are not choices yet become choices. */
  addChoices?: boolean;
  /** The zone of date-times written without one. */
  timeZone?: string;
  file: File;
}

/**
 * POST /v1/database/records/import. XMLHttpRequest rather than fetch because only it reports
 * upload progress. The text fields go before the file: the server reads them before the bytes.
 * `onProgress` gets the fraction sent (0–1); 1 means the server is now importing.
 */
export function uploadImport(request: ImportRequest, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ImportReport> {
  const form = new FormData();
  form.append('collectionId', request.collectionId);
  form.append('mapping', JSON.stringify(request.mapping));
  if (request.upsertOn) form.append('upsertOn', request.upsertOn);
  if (request.newFields) form.append('newFields', JSON.stringify(request.newFields));
  if (request.dateOrder) form.append('dateOrder', JSON.stringify(request.dateOrder));
  if (request.decimalMark) form.append('decimalMark', JSON.stringify(request.decimalMark));
  if (request.addChoices) form.append('addChoices', 'true');
  if (request.timeZone) form.append('timeZone', request.timeZone);
  form.append('file', request.file, request.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/database/records/import');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status === 401) void reportUnauthorized();
      const json = parseAnswer(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && json?.success !== false && json?.data) {
        resolve(json.data);
        return;
      }
      const message =
        json?.message ??
        (xhr.status === 413
          ? `That file is larger than ${megabytes(MAX_IMPORT_BYTES)}. Split it into smaller files and import them one after the other.`
          : `The server answered ${xhr.status}. Try again in a moment.`);
      reject(new ApiError(message, xhr.status, json?.code, json?.details));
    };
    xhr.onerror = () => reject(new ApiError('Portico cannot be reached. Check your connection and try again.', 0, 'NETWORK'));
    xhr.onabort = () => reject(new ApiError('The import was cancelled.', 0, 'ABORTED'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

type Answer = { success?: boolean; data?: ImportReport; message?: string; code?: string; details?: Record<string, string> };

function parseAnswer(text: string): Answer | null {
  try {
    return JSON.parse(text) as Answer;
  } catch {
    return null;
  }
}
