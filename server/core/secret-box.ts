import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import { derivedKey } from './file-urls.js';

/**
 * Secrets kept in the database (a workspace's Stripe keys; OAuth refresh tokens later), sealed with
 * AES-256-GCM from node:crypto. The sealed text names its key: `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url), so SECRETS_KEYS can put a new key first (it seals from then on) and keep the old one
 * after it (it still opens what it sealed) until everything is sealed again. The workspace id is the
 * additional authenticated data: a sealed value copied into another workspace's row does not open.
 */
type Keys = { sealWith: string; byId: Map<string, Buffer> };
const cache = new WeakMap<object, Keys>();

function decodeKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEYS: each key is 32 bytes (openssl rand -base64 32).');
  return key;
}

function keysOf(config: Pick<Config, 'secretsKeys' | 'fileUrlSecret' | 'dataDir'>): Keys {
  let keys = cache.get(config);
  if (keys) return keys;
  if (config.secretsKeys) {
    const pairs = config.secretsKeys.split(',').map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at), decodeKey(pair.slice(at + 1))] as const;
    });
    keys = { sealWith: pairs[0]![0], byId: new Map(pairs) };
  } else {
    keys = { sealWith: 'file-url', byId: new Map([['file-url', derivedKey(config, 'secrets')]]) };
  }
  cache.set(config, keys);
  return keys;
}

export function seal(config: Pick<Config, 'secretsKeys' | 'fileUrlSecret' | 'dataDir'>, owner: string, plain: string): string {
  const { sealWith, byId } = keysOf(config);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', byId.get(sealWith)!, iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', sealWith, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret, or null when it was sealed with a key no longer configured, for another owner, or changed. */
export function open(config: Pick<Config, 'secretsKeys' | 'fileUrlSecret' | 'dataDir'>, owner: string, sealed: string): string | null {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  const key = keyId ? keysOf(config).byId.get(keyId) : undefined;
  if (version !== 'v1' || !key || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The id of the key a sealed value names (to find what still needs sealing again after a rotation). */
export const sealedWith = (sealed: string): string | null => sealed.split('.')[1] ?? null;
