import type { FastifyRequest } from 'fastify';
import { AppError, badInput } from './errors.js';
import { MAX_IMAGE_BYTES } from './images.js';

export interface Upload {
  /** The bytes of the part named `file`, or null when none was sent. */
  file: Buffer | null;
  fields: Record<string, string>;
}

/** Reads a multipart/form-data request: one `file` part (at most 2 MB) and plain text fields. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw badInput({ file: 'Send the image as multipart/form-data in a field named file.' }, 'Send the image as multipart/form-data in a field named file.');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB. Choose a smaller one.', { file: 'At most 2 MB.' });
    }
    if (code?.startsWith('FST_')) throw badInput({ file: 'The upload could not be read. Send one image in a field named file.' });
    throw error;
  }
  return { file, fields };
}
