import { MAX_PRIVATE_FILE_BYTES, megabytes } from '../../../../../server/core/limits';
import { ApiError } from '../../../app/api/rest';
import { rest } from '../../../app/api/rest-contract';
import type { FileValue } from '../format';

/** What POST /v1/database/files takes: the same limits as the server, so most refusals need no round trip. */
export const MAX_FILE_BYTES = MAX_PRIVATE_FILE_BYTES;
export const FILE_TYPES: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
};
export const FILE_HINT = `Images (PNG, JPEG, WebP, SVG), PDF, text or CSV — up to ${megabytes(MAX_FILE_BYTES)}.`;

const ALLOWED = 'Upload an image (PNG, JPEG, WebP or SVG), a PDF, or a plain text or CSV file.';
export const TOO_LARGE = `The file is larger than ${megabytes(MAX_FILE_BYTES)}. Choose a smaller one.`;
export const NOT_ALLOWED = `That kind of file cannot be attached. ${ALLOWED}`;

/** Why a file cannot go, before sending it (the server judges the bytes again), or null. */
export function checkFile(file: File): string | null {
  if (file.size > MAX_FILE_BYTES) return TOO_LARGE;
  if (file.size === 0) return 'The file is empty.';
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  // Some systems give CSV files a spreadsheet type, others none: the name decides then.
  const known = Boolean(FILE_TYPES[file.type]) || Object.values(FILE_TYPES).some((list) => list.includes(extension));
  return known ? null : NOT_ALLOWED;
}

/** The sentence for a file the chooser refused (zag's error codes). */
export function rejectionReason(errors: readonly string[]): string {
  if (errors.includes('FILE_TOO_LARGE')) return TOO_LARGE;
  if (errors.includes('FILE_INVALID_TYPE')) return NOT_ALLOWED;
  return 'Choose one file at a time.';
}

/**
 * Stores a file for a FILE field of the collection (POST /v1/database/files, multipart with the
 * collection first) and answers the value to save in the record. Throws ApiError with the
 * server's sentence; a 413 from a proxy in front of the server gets the same sentence as the server's.
 */
export async function uploadRecordFile(collectionId: string, file: File): Promise<FileValue> {
  const form = new FormData();
  form.append('collectionId', collectionId);
  form.append('file', file, file.name);
  try {
    return await rest('post', '/v1/database/files', { body: form });
  } catch (error) {
    if (error instanceof ApiError && error.status === 413 && !error.code) throw new ApiError(TOO_LARGE, 413, 'PAYLOAD_TOO_LARGE');
    throw error;
  }
}
