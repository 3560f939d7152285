import { z } from 'zod';
import { requireCollection } from './database.access.js';
import type { Ctx } from '../../core/context.js';
import { badInput } from '../../core/errors.js';
import { fileView, storeFile, type FileView } from '../../core/files.js';
import { checkImage, RASTER, sniffType } from '../../core/images.js';
import { ownerFolder, STORED_TYPES, type StoredExtension } from '../../core/storage.js';
import { megabytes, readUploadBytes, type UploadStream } from '../../core/uploads.js';
import { fields as common, parseInput } from '../../core/validation.js';

export const MAX_RECORD_FILE_BYTES = 10 * 1024 * 1024;
const ALLOWED = 'Upload an image (PNG, JPEG, WebP or SVG), a PDF, or a plain text or CSV file.';

export const uploadInput = z.strictObject({ collectionId: common.uuid('the collection id') });

/**
 * Stores a file for a FILE field of the collection and answers the value to save in the record.
 * What the file is comes from its bytes, never from its name or declared type: PNG, JPEG and WebP
 * as they are, SVG sanitised, PDF, and UTF-8 text (kept as CSV when its name says so). The file
 * belongs to the collection from now on (a FILE value elsewhere cannot name it), counts against the
 * workspace's storage quota, and goes with the collection unless a record takes it.
 */
export async function uploadRecordFile(ctx: Ctx, input: { fields: Record<string, string>; file: UploadStream | null }): Promise<FileView> {
  const { collectionId } = parseInput(uploadInput, input.fields);
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  if (!input.file) throw badInput({ file: 'Choose a file to upload.' });
  const bytes = await readUploadBytes(input.file, `The file is larger than ${megabytes(MAX_RECORD_FILE_BYTES)}. Choose a smaller one.`);
  if (bytes.length === 0) throw badInput({ file: 'The file is empty.' });
  const kind = await judge(bytes, input.file);
  const row = await storeFile(
    ctx,
    { workspaceId, portalId: collection.portalId, collectionId: collection.id },
    {
      folder: ownerFolder('records', collection.portalId),
      bytes: kind.bytes,
      extension: kind.extension,
      name: fileName(input.file.filename, kind.extension),
      contentType: STORED_TYPES[kind.extension].contentType.split(';')[0]!,
    },
  );
  return fileView(ctx.config, row);
}

async function judge(bytes: Buffer, file: UploadStream): Promise<{ bytes: Buffer; extension: StoredExtension }> {
  // file-type throws on a known signature with a broken body (a zip cut short): not one of ours either way.
  const type = await sniffType(bytes).catch(() => ({ ext: 'binary', mime: 'application/octet-stream' }));
  if (type && RASTER[type.mime]) return { bytes, extension: RASTER[type.mime]! };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { bytes, extension: 'pdf' };
  const text = utf8(bytes);
  if (text !== null && /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    const image = await checkImage(bytes);
    return { bytes: image.bytes, extension: image.extension };
  }
  // Text is text all the way: no binary signature, valid UTF-8, no NUL.
  if (!type && text !== null && !text.includes('\u0000')) {
    const csv = /\.csv$/i.test(file.filename) || file.mimetype === 'text/csv';
    return { bytes, extension: csv ? 'csv' : 'txt' };
  }
  throw badInput({ file: ALLOWED }, `That kind of file cannot be attached. ${ALLOWED}`);
}

function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The name people see: the uploaded name without folders or control characters, its extension the stored one. */
function fileName(raw: string, extension: StoredExtension): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const stem = base.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'file';
  const same = extension === 'jpg' ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, 'i');
  return same.test(base) ? base : `${stem}.${extension}`;
}
