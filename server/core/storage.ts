import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. One interface: the local disk under DATA_DIR today, an object store
 * (S3, GCS) behind the same three calls when several machines serve the app.
 */
export interface Storage {
  /** Stores the bytes under a content-addressed key and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: StoredExtension): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  /** Removes a file by the URL `put` returned; unknown URLs are ignored. */
  remove(url: string | null | undefined): Promise<void>;
}

export const FILES_PREFIX = '/files/';

/**
 * The folder of one owner's files (`portal`, `user`): one per owner, so no two owners share a file,
 * named by a hash so that public URLs do not reveal the owner's id. A portal's record files
 * (`records`) have their own folder: replacing the logo removes the old logo's file, which must never
 * be a file a record points to.
 */
export function ownerFolder(kind: 'portal' | 'user' | 'records' | 'pages', id: string): string {
  const hash = createHash('sha256')
    .update(kind === 'records' || kind === 'pages' ? `${kind}:${id}` : id)
    .digest('hex');
  return `${kind}-${hash.slice(0, 32)}`;
}

/**
 * What each stored extension is served as. Images are shown inline; everything else is sent as a
 * download (Content-Disposition: attachment), so a PDF or a text file never renders as a page of ours.
 */
export const STORED_TYPES = {
  png: { contentType: 'image/png', inline: true },
  jpg: { contentType: 'image/jpeg', inline: true },
  webp: { contentType: 'image/webp', inline: true },
  svg: { contentType: 'image/svg+xml', inline: true },
  pdf: { contentType: 'application/pdf', inline: false },
  txt: { contentType: 'text/plain; charset=utf-8', inline: false },
  csv: { contentType: 'text/csv; charset=utf-8', inline: false },
  // Data exports (user.export.ts): kept in a private `exports-…` folder, never served from /files/.
  zip: { contentType: 'application/zip', inline: false },
} as const;
export type StoredExtension = keyof typeof STORED_TYPES;

const KEY = new RegExp(`^[a-z0-9-]+/[a-f0-9]{64}\\.(${Object.keys(STORED_TYPES).join('|')})$`);

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function storedType(key: string): (typeof STORED_TYPES)[StoredExtension] {
  return STORED_TYPES[key.slice(key.lastIndexOf('.') + 1) as StoredExtension];
}

/** The content-addressed key of some bytes in a folder: `folder/sha256.ext`. */
export const storageKeyOf = (folder: string, bytes: Buffer, extension: StoredExtension) =>
  `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

/**
 * Folders whose files anyone may fetch by URL (logos, display images): their URLs are content
 * hashes in an owner's folder. Every other folder (record files, `records-…`) is private: served only
 * through a file row and a signed link (core/files.ts).
 */
const PUBLIC_FOLDERS = /^(portal|user|pages)-[0-9a-f]{32}\//;
export const isPublicKey = (key: string) => isStorageKey(key) && PUBLIC_FOLDERS.test(key);

export function createLocalStorage(root: string): Storage {
  return {
    async put(folder, bytes, extension) {
      const key = storageKeyOf(folder, bytes, extension);
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
