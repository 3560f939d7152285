import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badInput } from './errors.js';
import { MAX_IMAGE_BYTES } from './images.js';
import { assertStorable } from './input-guard.js';
import { megabytes } from './limits.js';

export interface Upload {
  /** The bytes of the part named `file`, or null when none was sent. */
  file: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads a small multipart/form-data upload whole: one `file` part of at most 2 MB (an image: logos,
 * display images) after its text fields. The one multipart reader, openUpload, does the reading.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const { fields, file } = await openUpload(request, {
    maxBytes: MAX_IMAGE_BYTES,
    what: 'image',
    maxFieldBytes: 1000,
    sendAs: 'Send the image as multipart/form-data in a field named file.',
  });
  return { fields, file: file ? await readUploadBytes(file, 'The image is larger than 2 MB. Choose a smaller one.') : null };
}

/** A file part handed over unread: the service reads it (as a stream, or with `readUploadBytes`). */
export interface UploadStream {
  filename: string;
  /** What the client declared; only a hint (a .csv from Windows arrives as application/vnd.ms-excel). */
  mimetype: string;
  /** The bytes as they arrive. Past the limit it ends early, and `tooLarge()` turns true. */
  stream: Readable;
  tooLarge(): boolean;
  maxBytes: number;
}

export interface StreamedUpload {
  fields: Record<string, string>;
  file: UploadStream | null;
}

/**
 * Reads a multipart/form-data request up to its part named `file` and returns that part unread, so a
 * large file (a CSV of 50 MB) is never held in memory. The text fields must come before the file,
 * as browsers send them in the order the form (or FormData) lists them.
 */
export async function openUpload(
  request: FastifyRequest,
  options: { maxBytes: number; what: string; maxFieldBytes?: number; sendAs?: string; keepPath?: boolean },
): Promise<StreamedUpload> {
  const sendAs = options.sendAs ?? `Send the ${options.what} as multipart/form-data in a field named file, after the other fields.`;
  if (!request.isMultipart()) throw badInput({ file: sendAs }, sendAs);
  // A body that cannot fit is refused before a byte of it is read (the text fields and part headers
  // take far less than the 1 MB allowed for them); without a length, the file's own limit applies.
  if (Number(request.headers['content-length'] ?? 0) > options.maxBytes + 1024 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The ${options.what} is larger than ${megabytes(options.maxBytes)}. Choose a smaller one.`, {
      file: `At most ${megabytes(options.maxBytes)}.`,
    });
  }
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      // keepPath: the name as sent, folders included, so a name like "../x" is refused rather than cut short.
      preservePath: options.keepPath ?? false,
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: options.maxFieldBytes ?? 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badInput({ [part.fieldname]: `${part.fieldname} is too long.` });
        fields[part.fieldname] = String(part.value);
        assertStorable(fields[part.fieldname], part.fieldname);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const stream = part.file;
      // Leaving the loop hands the part over; busboy goes on only as the service reads it.
      assertStorable(part.filename, 'file');
      return {
        fields,
        file: { filename: part.filename, mimetype: part.mimetype, stream, tooLarge: () => stream.truncated, maxBytes: options.maxBytes },
      };
    }
  } catch (error) {
    throw unreadableUpload(error, sendAs);
  }
  return { fields, file: null };
}

/**
 * What went wrong while reading a multipart body, as the caller's mistake: busboy's own errors (a
 * part without headers, a body cut short: "Unexpected end of form") and @fastify/multipart's (FST_*)
 * are plain errors, which would otherwise answer 500. Our own AppErrors pass as they are.
 */
export function unreadableUpload(
  error: unknown,
  sendAs = 'Send it as multipart/form-data, with the file in a field named file.',
): AppError {
  if (error instanceof AppError) return error;
  const message = `The upload could not be read: the multipart body is malformed or cut short. ${sendAs}`;
  return badInput({ file: message }, message);
}

/** The whole file in memory, for small uploads; past `maxBytes` it is PAYLOAD_TOO_LARGE. */
export async function readUploadBytes(file: UploadStream, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw unreadableUpload(error);
  }
  if (file.tooLarge()) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage, { file: `At most ${megabytes(file.maxBytes)}.` });
  return Buffer.concat(chunks);
}

export { megabytes };
