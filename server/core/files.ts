import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { memberships, uploadedFiles, type UploadedFileRow } from '../../db/schema/index.js';
import type { Ctx, Deps } from './context.js';
import { signedFileUrl } from './file-urls.js';
import { preparedPerDb } from './prepared.js';
import { giveStorage, takeStorage } from './quotas.js';
import { FILES_PREFIX, storageKeyOf, type StoredExtension } from './storage.js';

/**
 * Private files (see db/schema/files.ts): stored with their row, named by the row's id, deleted with
 * what owns them. Public assets (logos, display images) are not here: their URL is the content hash
 * under /files/ and they are served to anyone (files.routes.ts).
 */
export interface FileView {
  id: string;
  /** A signed link that works for about an hour (file-urls.ts). */
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export interface FileOwner {
  workspaceId: string;
  portalId: string;
  collectionId?: string;
  /** A FILE question of a workflow form: the run and "stepId/fieldKey". */
  runId?: string;
  runField?: string;
  /** A ticket attachment: the ticket (a reply's) and who uploaded it (until a message takes it). */
  ticketId?: string;
  uploadedByCustomerId?: string;
  uploadedByUserId?: string;
}

/**
 * Stores an upload: its row (counted against the workspace's storage quota) first, then the bytes.
 * In that order, a concurrent delete of another row with the same content sees this row and keeps
 * the blob. A failed write removes the row again.
 */
export async function storeFile(
  ctx: Ctx,
  owner: FileOwner,
  file: { folder: string; bytes: Buffer; extension: StoredExtension; name: string; contentType: string },
): Promise<UploadedFileRow> {
  const storageKey = storageKeyOf(file.folder, file.bytes, file.extension);
  const row = await ctx.db.transaction(async (tx) => {
    await takeStorage(tx, ctx.config.quotas, owner.workspaceId, file.bytes.length);
    const [row] = await tx
      .insert(uploadedFiles)
      .values({ ...owner, storageKey, name: file.name, contentType: file.contentType, size: file.bytes.length })
      .returning();
    return row!;
  });
  try {
    const url = await ctx.storage.put(file.folder, file.bytes, file.extension);
    if (url !== FILES_PREFIX + storageKey) throw new Error(`storage answered ${url} for ${storageKey}`);
  } catch (error) {
    await removeFiles(ctx, eq(uploadedFiles.id, row.id));
    throw error;
  }
  return row;
}

export const fileView = (config: Deps['config'], row: Pick<UploadedFileRow, 'id' | 'name' | 'size' | 'contentType'>): FileView => ({
  id: row.id,
  url: signedFileUrl(config, row.id),
  name: row.name,
  size: row.size,
  contentType: row.contentType,
});

/** What deleting rows leaves to do after the commit: the blobs that may now be unused. */
export interface RemovedFiles {
  storageKeys: string[];
}

/**
 * Deletes the file rows that match, inside the caller's transaction, giving their bytes back to
 * the workspaces' quotas. The blobs go after the commit, with `removeUnusedBlobs`.
 */
export async function deleteFileRows(tx: Tx | Db, where: SQL | undefined): Promise<RemovedFiles> {
  const rows = await tx
    .delete(uploadedFiles)
    .where(where)
    .returning({ storageKey: uploadedFiles.storageKey, size: uploadedFiles.size, workspaceId: uploadedFiles.workspaceId });
  const bytes = new Map<string, number>();
  for (const r of rows) bytes.set(r.workspaceId, (bytes.get(r.workspaceId) ?? 0) + r.size);
  for (const [workspaceId, n] of bytes) await giveStorage(tx, workspaceId, n);
  return { storageKeys: [...new Set(rows.map((r) => r.storageKey))] };
}

/**
 * Removes the blobs that no file row names any more (content-addressed: two uploads of the same
 * bytes share one). Called after the commit that deleted the rows; a failure is logged, not thrown:
 * what the user asked for is done, and an orphan blob is never served (no row names it).
 */
export async function removeUnusedBlobs(deps: Pick<Deps, 'db' | 'storage' | 'log'>, removed: RemovedFiles | RemovedFiles[]): Promise<void> {
  const keys = [...new Set((Array.isArray(removed) ? removed : [removed]).flatMap((r) => r.storageKeys))];
  for (const key of keys) {
    try {
      const [used] = await deps.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, key)).limit(1);
      if (!used) await deps.storage.remove(FILES_PREFIX + key);
    } catch (err) {
      deps.log.warn({ err, key }, 'file not removed from storage');
    }
  }
}

/** Deletes rows and, after that, their unused blobs: for a write that is only that. */
export async function removeFiles(ctx: Ctx, where: SQL): Promise<void> {
  const removed = await ctx.db.transaction((tx) => deleteFileRows(tx, where));
  await removeUnusedBlobs(ctx, removed);
}

/** A file row by id (a signed link was checked already): the private file route. */
export const fileById = preparedPerDb((db: Db) =>
  db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('file_by_id'),
);

/** A file row when the builder is a member of its workspace: the route without a signed link. */
export const fileForMember = preparedPerDb((db: Db) =>
  db
    .select({ file: uploadedFiles })
    .from(uploadedFiles)
    .innerJoin(memberships, and(eq(memberships.workspaceId, uploadedFiles.workspaceId), eq(memberships.userId, sql.placeholder('userId'))))
    .where(eq(uploadedFiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('file_for_member'),
);
