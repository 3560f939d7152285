import Bowser from 'bowser';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import { voidAccountLinks } from './auth.account.js';

/** One signed-in browser of the builder, as the Settings page lists it. */
export interface SessionView {
  id: string;
  device: string;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  current: boolean;
}

/** A builder signs in from a handful of places; past this many, the oldest are not worth listing. */
const MAX_LISTED = 200;

/** The builder's unexpired sessions: the caller's first, then the most recently active. */
export async function listSessions(ctx: Ctx): Promise<SessionView[]> {
  const { user, sessionId } = await requireBuilder(ctx);
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sql`${sessions.id} = ${sessionId}`), desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(MAX_LISTED);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    current: row.id === sessionId,
  }));
}

export const revokeSessionsInput = z.strictObject({
  id: z.string('The session id must be text.').max(100, 'That session id is not valid.').optional(),
  others: z
    .union([z.boolean(), z.enum(['true', 'false'])], 'others is true or false.')
    .optional()
    .transform((v) => v === true || v === 'true'),
});

export interface RevokedSessions {
  revoked: number;
}

/**
 * Signs out one of the builder's own sessions (`id`; the caller's own is allowed: it is a sign-out),
 * or every session but the caller's (`others`). Someone else's session id is NOT_FOUND, like an id
 * that never existed.
 */
export async function revokeSessions(ctx: Ctx, input: unknown): Promise<RevokedSessions> {
  const { user, sessionId } = await requireBuilder(ctx);
  const { id, others } = parseInput(revokeSessionsInput, input);
  if (id !== undefined && others) throw badInput({ others: 'Send either a session id or others=true, not both.' });
  if (others) {
    // "Sign out everywhere" is what the owner does when someone else got in: the links that someone
    // may have asked for (an email change to their address) end with their sessions.
    const gone = await ctx.db.transaction(async (tx) => {
      await voidAccountLinks(tx, user.id);
      return tx
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)))
        .returning({ id: sessions.id });
    });
    return { revoked: gone.length };
  }
  if (id === undefined) throw badInput({ id: 'Name the session to sign out (id), or send others=true.' });
  if (!isUuid(id)) throw notFound('session');
  const gone = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, user.id)))
    .returning({ id: sessions.id });
  if (gone.length === 0) throw notFound('session');
  return { revoked: 1 };
}

/** "Chrome on macOS", from the User-Agent the session started with; what a person recognises. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const kind = platform.type === 'mobile' ? 'phone' : platform.type === 'tablet' ? 'tablet' : undefined;
  const where = os.name || (kind ? `a ${kind}` : undefined);
  if (browser.name && where) return `${browser.name} on ${where}`;
  if (browser.name) return browser.name;
  if (where) return `Browser on ${where}`;
  // Not a browser (a script, curl): its own first word says more than "Unknown".
  const tool = /^([A-Za-z][\w.-]{0,40})\//.exec(userAgent)?.[1];
  return tool ? `${tool} (not a browser)` : 'Unknown device';
}
