import type { FastifyRequest } from 'fastify';
import { badInput } from './errors.js';
import { checkImage, RASTER, sniffType } from './images.js';
import { MAX_PRIVATE_FILE_BYTES } from './limits.js';
import { STORED_TYPES, type StoredExtension } from './storage.js';
import { megabytes, openUpload, readUploadBytes, type StreamedUpload, type UploadStream } from './uploads.js';

/**
 * The one judge of private files, whoever sends them: a record's FILE field (the builder), a FILE
 * question of a workflow form and a ticket's attachments (customers and the team). Same limits, same
 * types, same quota (core/files.ts storeFile) for all. What a file is comes from its bytes, never
 * from its name or declared type; a name that claims another type than the bytes is refused, so a
 * page or a script renamed `.png` or `.txt` never gets stored.
 */
export { MAX_PRIVATE_FILE_BYTES };

export interface FilePolicy {
  /** Sanitised SVG is kept for the team's own record files; files from customers may not be SVG at all. */
  svg: boolean;
}

export const RECORD_FILES: FilePolicy = { svg: true };
export const CUSTOMER_FILES: FilePolicy = { svg: false };

export const allowedTypes = (policy: FilePolicy) =>
  `Upload an image (PNG, JPEG${policy.svg ? ', WebP or SVG' : ' or WebP'}), a PDF, or a plain text or CSV file.`;

/** What the `file` part of an upload route may hold, for its OpenAPI entry. */
export const describeFilePart = (policy: FilePolicy) =>
  `An image (PNG, JPEG, WebP${policy.svg ? ', SVG' : ''}), a PDF, or a text or CSV file of at most ${megabytes(MAX_PRIVATE_FILE_BYTES)}, after the other fields.`;

/** Opens a multipart upload of one private file (its text fields first). */
export const openPrivateUpload = (request: FastifyRequest): Promise<StreamedUpload> =>
  openUpload(request, { maxBytes: MAX_PRIVATE_FILE_BYTES, what: 'file', keepPath: true });

/** The content types a private file is served as (the OpenAPI entry of a download route). */
export const PRIVATE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'text/plain', 'text/csv'] as const;

export interface JudgedFile {
  bytes: Buffer;
  extension: StoredExtension;
  /** The name people see: the uploaded one, its extension the stored one. */
  name: string;
  contentType: string;
}

/** Reads the file part whole and judges it: what to store, or a 4xx naming the `file` field. */
export async function readPrivateFile(file: UploadStream | null, policy: FilePolicy): Promise<JudgedFile> {
  if (!file) throw badInput({ file: 'Choose a file to upload.' });
  const name = checkedName(file.filename);
  const bytes = await readUploadBytes(file, `The file is larger than ${megabytes(file.maxBytes)}. Choose a smaller one.`);
  if (bytes.length === 0) throw badInput({ file: 'The file is empty.' });
  const kind = await judge(bytes, file, policy);
  claimedType(name, kind.extension, policy);
  return {
    bytes: kind.bytes,
    extension: kind.extension,
    name: fileName(name, kind.extension),
    contentType: STORED_TYPES[kind.extension].contentType.split(';')[0]!,
  };
}

const refuse = (policy: FilePolicy, why = 'That kind of file cannot be attached.') =>
  badInput({ file: allowedTypes(policy) }, `${why} ${allowedTypes(policy)}`);

/** Markup a browser would run as a page: refused even as "text" (it is never a document a customer means to send). */
const MARKUP = /^\s*(<\?xml|<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]|<svg[\s>]|<!--)/i;
const SVG = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

async function judge(bytes: Buffer, file: UploadStream, policy: FilePolicy): Promise<{ bytes: Buffer; extension: StoredExtension }> {
  // file-type throws on a known signature with a broken body (a zip cut short): not one of ours either way.
  const type = await sniffType(bytes).catch(() => ({ ext: 'binary', mime: 'application/octet-stream' }));
  if (type && RASTER[type.mime]) return { bytes, extension: RASTER[type.mime]! };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { bytes, extension: 'pdf' };
  const text = utf8(bytes);
  if (text !== null && SVG.test(text)) {
    if (!policy.svg) throw refuse(policy, 'SVG images cannot be attached here: they can carry script.');
    const image = await checkImage(bytes);
    return { bytes: image.bytes, extension: image.extension };
  }
  // Text is text all the way: no binary signature, valid UTF-8, no NUL, not a web page.
  if (!type && text !== null && !text.includes('\u0000')) {
    if (MARKUP.test(text)) throw refuse(policy, 'Web pages and markup cannot be attached.');
    const csv = /\.csv$/i.test(file.filename) || file.mimetype === 'text/csv';
    return { bytes, extension: csv ? 'csv' : 'txt' };
  }
  throw refuse(policy);
}

/**
 * The name as sent, refused when it could mean something to a file system or a terminal: a folder
 * (`/`, `\`), a control character (NUL included), dots alone, or longer than 200 characters.
 */
function checkedName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  let problem: string | null = null;
  if (/[\\/]/.test(name)) problem = 'A file name cannot contain / or \\ — rename the file and upload it again.';
  else if (/[\u0000-\u001f\u007f]/.test(name))
    problem = 'A file name cannot contain control characters — rename the file and upload it again.';
  else if (/^\.+$/.test(name)) problem = 'Give the file a name — rename it and upload it again.';
  else if (name.length > 200) problem = 'A file name has at most 200 characters — rename the file and upload it again.';
  if (problem) throw badInput({ file: problem }, problem);
  return name;
}

/** Extensions that name what the bytes must then be; anything a browser would run is refused outright. */
const RUNNABLE = /\.(html?|xhtml|xht|shtml|svgz?|xml|xsl|js|mjs|hta|php|exe|bat|cmd|com|scr|msi|ps1|sh|jar|vbs|wsf)$/i;
const CLAIMED: Record<string, StoredExtension[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  webp: ['webp'],
  pdf: ['pdf'],
  txt: ['txt', 'csv'],
  csv: ['csv', 'txt'],
};

function claimedType(name: string, extension: StoredExtension, policy: FilePolicy): void {
  if (extension === 'svg' && /\.svg$/i.test(name)) return;
  if (RUNNABLE.test(name)) throw refuse(policy, `“${name.slice(name.lastIndexOf('.'))}” files cannot be attached.`);
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  const claimed = ext ? CLAIMED[ext] : undefined;
  if (claimed && !claimed.includes(extension)) {
    throw refuse(policy, `The file is called .${ext} but its contents are not — export it again in that format.`);
  }
}

function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The name people see: the uploaded name, its extension the stored one. */
function fileName(base: string, extension: StoredExtension): string {
  const stem = base.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'file';
  const same = extension === 'jpg' ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, 'i');
  return same.test(base) ? base : `${stem}.${extension}`;
}
