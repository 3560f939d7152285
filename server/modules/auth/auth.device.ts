import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { derivedKey } from '../../core/file-urls.js';

/**
 * The known-device mark: a browser that once signed in to an account with its password keeps a
 * signed cookie naming the account and a random device id. It survives a password reset (nothing in
 * it depends on the password or the sessions), so the owner's browser still gets past the wide
 * per-email lock that spread-out attackers can fill; it still needs the password, and the device has
 * its own small limit. HttpOnly and SameSite=Lax: scripts cannot read it, other sites cannot send it.
 */
export const DEVICE_COOKIE = 'portico_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const VERSION = 'd1';

export interface KnownDevice {
  deviceId: string;
}

const signature = (ctx: Pick<Ctx, 'config'>, payload: string) =>
  createHmac('sha256', derivedKey(ctx.config, 'known-device')).update(payload).digest('base64url');

/** The device id when this browser's mark is valid for this user; null for a missing, forged or other user's one. */
export function knownDevice(ctx: Ctx, userId: string): KnownDevice | null {
  const value = ctx.cookie?.(DEVICE_COOKIE);
  if (!value || value.length > 200) return null;
  const [version, user, deviceId, sig] = value.split('.');
  if (version !== VERSION || user !== userId || !deviceId || !sig) return null;
  const expected = Buffer.from(signature(ctx, `${version}.${user}.${deviceId}`));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { deviceId } : null;
}

/** Marks this browser as a known device of the user (keeping its device id if it had one for them). */
export function rememberDevice(ctx: Ctx, userId: string): void {
  if (!ctx.setCookie) return;
  const deviceId = knownDevice(ctx, userId)?.deviceId ?? randomBytes(12).toString('base64url');
  const payload = `${VERSION}.${userId}.${deviceId}`;
  ctx.setCookie(DEVICE_COOKIE, `${payload}.${signature(ctx, payload)}`, MAX_AGE_SECONDS);
}
