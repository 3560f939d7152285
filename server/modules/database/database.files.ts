import { z } from 'zod';
import { requireCollection } from './database.access.js';
import type { Ctx } from '../../core/context.js';
import { fileView, storeFile, type FileView } from '../../core/files.js';
import { MAX_PRIVATE_FILE_BYTES, readPrivateFile, RECORD_FILES } from '../../core/private-files.js';
import { ownerFolder } from '../../core/storage.js';
import type { UploadStream } from '../../core/uploads.js';
import { fields as common, parseInput } from '../../core/validation.js';

export const MAX_RECORD_FILE_BYTES = MAX_PRIVATE_FILE_BYTES;

export const uploadInput = z.strictObject({ collectionId: common.uuid('the collection id') });

/**
 * Stores a file for a FILE field of the collection and answers the value to save in the record.
 * core/private-files.ts judges it (the same rules as files from customers, SVG kept sanitised). The
 * file belongs to the collection from now on (a FILE value elsewhere cannot name it), counts against
 * the workspace's storage quota, and goes with the collection unless a record takes it.
 */
export async function uploadRecordFile(ctx: Ctx, input: { fields: Record<string, string>; file: UploadStream | null }): Promise<FileView> {
  const { collectionId } = parseInput(uploadInput, input.fields);
  const { collection, workspaceId } = await requireCollection(ctx, collectionId);
  const file = await readPrivateFile(input.file, RECORD_FILES);
  const row = await storeFile(
    ctx,
    { workspaceId, portalId: collection.portalId, collectionId: collection.id },
    { folder: ownerFolder('records', collection.portalId), ...file },
  );
  return fileView(ctx.config, row);
}
