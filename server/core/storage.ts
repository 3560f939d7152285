import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. One interface: the local disk under DATA_DIR today, an object store
 * (S3, GCS) behind the same three calls when several machines serve the app.
 */
export interface Storage {
  /** Stores the bytes under a content-addressed key and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  /** Removes a file by the URL `put` returned; unknown URLs are ignored. */
  remove(url: string | null | undefined): Promise<void>;
}

export const FILES_PREFIX = '/files/';

/**
 * The folder of one owner's files (`portal`, `user`): one per owner, so no two owners share a file,
 * named by a hash so that public URLs do not reveal the owner's id.
 */
export function ownerFolder(kind: 'portal' | 'user', id: string): string {
  return `${kind}-${createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
}
const KEY = /^[a-z0-9-]+\/[a-f0-9]{64}\.(png|jpg|webp|svg)$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function createLocalStorage(root: string): Storage {
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return FILES_PREFIX + key;
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      return fs.readFile(path.join(root, key)).catch(() => null);
    },
    async remove(url) {
      if (!url?.startsWith(FILES_PREFIX)) return;
      const key = url.slice(FILES_PREFIX.length);
      if (isStorageKey(key)) await fs.rm(path.join(root, key), { force: true });
    },
  };
}
