import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

/**
 * Links to private files (record attachments, later ticket attachments). The browser shows them in
 * <img> and <a> without an Authorization header, so a link carries its own short-lived proof:
 * `/files/private/<file id>?expires=<unix seconds>&signature=<HMAC-SHA256(id.expires)>`. Links are
 * made with every read of the record by someone who may read it, so only such callers hold one.
 *
 * The key: FILE_URL_SECRET, which every process serving the app must share; unset, a random key is
 * made once and kept in DATA_DIR/file-url-secret (one machine, or several sharing DATA_DIR).
 */
export const PRIVATE_FILES_PREFIX = '/files/private/';

const keys = new Map<string, Buffer>();

function signingKey(config: Pick<Config, 'fileUrlSecret' | 'dataDir'>): Buffer {
  if (config.fileUrlSecret) return Buffer.from(config.fileUrlSecret, 'utf8');
  let key = keys.get(config.dataDir);
  if (!key) {
    const file = path.join(config.dataDir, 'file-url-secret');
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': the first process to start writes it; the others read the same key.
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
    keys.set(config.dataDir, key);
  }
  return key;
}

/**
 * A key for another purpose, derived from the same secret (so one secret to share between processes,
 * and a signature made for one purpose is worthless for another).
 */
export function derivedKey(config: Pick<Config, 'fileUrlSecret' | 'dataDir'>, purpose: string): Buffer {
  return createHmac('sha256', signingKey(config)).update(`portico:${purpose}`).digest();
}

const sign = (config: Pick<Config, 'fileUrlSecret' | 'dataDir'>, id: string, expires: number) =>
  createHmac('sha256', signingKey(config)).update(`${id}.${expires}`).digest('base64url');

/**
 * The link to a private file. Its expiry is rounded up to the next whole TTL, so one file has one
 * link for a while (the browser and the client's cache see the same URL across reads); a link works
 * for between one and two TTLs.
 */
export function signedFileUrl(
  config: Pick<Config, 'fileUrlSecret' | 'dataDir' | 'fileUrlTtlSeconds'>,
  id: string,
  now = Date.now(),
): string {
  const ttl = config.fileUrlTtlSeconds;
  const expires = (Math.floor(now / 1000 / ttl) + 2) * ttl;
  return `${PRIVATE_FILES_PREFIX}${id}?expires=${expires}&signature=${sign(config, id, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link's signature is ours for this id, and still in time. */
export function checkFileLink(
  config: Pick<Config, 'fileUrlSecret' | 'dataDir'>,
  id: string,
  expires: unknown,
  signature: unknown,
  now = Date.now(),
): LinkCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || signature.length > 100)
    return 'invalid';
  const expected = Buffer.from(sign(config, id, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}

/** The file id a FILE value's url names (a link as the API gave it, with or without its origin and query). */
export function fileIdFromUrl(url: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/files\/private\/([0-9a-f-]{36})(?:\?.*)?$/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}
