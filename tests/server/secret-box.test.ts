import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { open, seal, sealedWith } from '../../server/core/secret-box.js';

// Each config object is its own key set (the keys are cached per config object).
const withKeys = (secretsKeys?: string) => ({
  secretsKeys,
  fileUrlSecret: 'f'.repeat(40),
  dataDir: path.join(os.tmpdir(), 'secret-box-test'),
});
const key = () => randomBytes(32).toString('base64');

describe('secrets sealed at rest', () => {
  const workspace = '6f1c1a52-7c53-4a4e-9f35-0b6a6c1f0a11';

  it('opens what it sealed, and the sealed text shows neither the secret nor anything stable', () => {
    const config = withKeys();
    const a = seal(config, workspace, 'sk_test_abcdefghijklmnop');
    const b = seal(config, workspace, 'sk_test_abcdefghijklmnop');
    expect(a).not.toContain('abcdefghijklmnop');
    expect(a).not.toBe(b); // a fresh IV each time
    expect(open(config, workspace, a)).toBe('sk_test_abcdefghijklmnop');
    expect(sealedWith(a)).toBe('file-url');
  });

  it('refuses a changed byte, another owner and a key no longer configured', () => {
    const config = withKeys();
    const sealed = seal(config, workspace, 'whsec_secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(open(config, workspace, [...parts.slice(0, 4), body.toString('base64url')].join('.'))).toBeNull();
    expect(open(config, '00000000-0000-4000-8000-000000000000', sealed)).toBeNull();
    expect(open(withKeys(`k2:${key()}`), workspace, sealed)).toBeNull();
    expect(open(config, workspace, 'not sealed at all')).toBeNull();
  });

  it('rotates: a new key first seals, the old one after it still opens', () => {
    const k1 = key();
    const k2 = key();
    const before = withKeys(`k1:${k1}`);
    const sealed = seal(before, workspace, 'sk_live_1234567890');
    const rotated = withKeys(`k2:${k2},k1:${k1}`);
    expect(open(rotated, workspace, sealed)).toBe('sk_live_1234567890');
    const again = seal(rotated, workspace, 'sk_live_1234567890');
    expect(sealedWith(again)).toBe('k2');
    expect(open(withKeys(`k2:${k2}`), workspace, again)).toBe('sk_live_1234567890');
    expect(open(withKeys(`k2:${k2}`), workspace, sealed)).toBeNull();
  });
});
