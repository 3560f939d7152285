import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { dbError } from '../../core/db-errors.js';
import { badInput } from '../../core/errors.js';
import { checkImage } from '../../core/images.js';
import { USERNAME_MAX } from '../../core/limits.js';
import { ownerFolder } from '../../core/storage.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { BIO_MAX } from './user.limits.js';
import { toUserView, type UserView } from './user.view.js';

/** Words that would clash with routes, support addresses or the product's own name. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'root',
  'support',
  'help',
  'api',
  'app',
  'www',
  'mail',
  'email',
  'portico',
  'settings',
  'portals',
  'portal',
  'auth',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'me',
  'user',
  'users',
  'system',
  'null',
  'undefined',
  'oauthcallback',
  'p',
  'v1',
  'graphql',
  'static',
  'assets',
  'billing',
  'security',
  'status',
  'docs',
  'profile',
  'public',
  'services',
  'calls',
  'payments',
  // /book/{username} is the booking page; /book/manage is the guest's manage link.
  'book',
  'manage',
]);

export async function getMe(ctx: Ctx): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  return toUserView(user);
}

export const updateMeInput = z.strictObject({
  firstName: fields.name('first name').optional(),
  lastName: fields.name('last name').optional(),
  timezone: fields.timezone().optional(),
  bio: z.string('Your bio must be text.').trim().max(BIO_MAX, `Your bio has at most ${BIO_MAX} characters.`).optional(),
});

export async function updateMe(ctx: Ctx, input: unknown): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  const patch = parseInput(updateMeInput, input);
  if (Object.keys(patch).length === 0) return toUserView(user);
  const [row] = await ctx.db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  return toUserView(row!);
}

export interface UsernameAvailability {
  available: boolean;
  reason: string | null;
}

export const usernameInput = z.strictObject({ username: fields.username() });

export async function checkUsername(ctx: Ctx, input: unknown): Promise<UsernameAvailability> {
  const raw = (input ?? {}) as { username?: unknown };
  if (raw.username === undefined || raw.username === '') throw badInput({ username: 'Please enter a username.' });
  const parsed = usernameInput.safeParse(input);
  if (!parsed.success) return { available: false, reason: parsed.error.issues[0]!.message };
  const { username } = parsed.data;
  if (RESERVED_USERNAMES.has(username)) return { available: false, reason: 'That username is reserved — choose another.' };
  const caller = await ctx.caller();
  if (caller.kind === 'builder' && caller.user.username === username) {
    return { available: true, reason: 'This is your current username.' };
  }
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return taken
    ? { available: false, reason: `That username is taken — try ${await freeVariant(ctx, username)}.` }
    : { available: true, reason: null };
}

export async function changeUsername(ctx: Ctx, input: unknown): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  const { username } = parseInput(usernameInput, input);
  if (RESERVED_USERNAMES.has(username)) throw badInput({ username: 'That username is reserved — choose another.' });
  try {
    const [row] = await ctx.db.update(users).set({ username }).where(eq(users.id, user.id)).returning();
    return toUserView(row!);
  } catch (error) {
    throw await dbError(error, {
      users_username_key: {
        field: 'username',
        message: async () => `That username is taken — try ${await freeVariant(ctx, username)}.`,
        detail: 'That username is taken.',
      },
    });
  }
}

/** The first of name2 … name99 nobody has: the same question gets the same answer, and it is free. */
async function freeVariant(ctx: Ctx, username: string): Promise<string> {
  const candidates = Array.from({ length: 98 }, (_, i) => `${username.slice(0, USERNAME_MAX - String(i + 2).length)}${i + 2}`);
  const taken = await ctx.db.select({ username: users.username }).from(users).where(inArray(users.username, candidates));
  const used = new Set(taken.map((row) => row.username));
  return candidates.find((name) => !used.has(name)) ?? `${username.slice(0, USERNAME_MAX - 3)}100`;
}

export interface PageVisit {
  page: string;
  count: number;
  lastVisitedAt: Date;
}

function toVisits(map: Record<string, { count: number; lastVisitedAt: string }>): PageVisit[] {
  return Object.entries(map)
    .map(([page, v]) => ({ page, count: v.count, lastVisitedAt: new Date(v.lastVisitedAt) }))
    .sort((a, b) => b.lastVisitedAt.getTime() - a.lastVisitedAt.getTime());
}

export async function listPageVisits(ctx: Ctx): Promise<PageVisit[]> {
  const { user } = await requireBuilder(ctx);
  return toVisits(user.pageVisits);
}

const MAX_TRACKED_PAGES = 200;
export const visitInput = z.strictObject({
  page: text('the page').trim().min(1, 'Please enter the page.').max(200, 'A page name has at most 200 characters.'),
});

/** Counts a visit atomically in SQL, so two tabs never lose a count. */
export async function recordPageVisit(ctx: Ctx, input: unknown): Promise<PageVisit[]> {
  const { user } = await requireBuilder(ctx);
  const { page } = parseInput(visitInput, input);
  if (!(page in user.pageVisits) && Object.keys(user.pageVisits).length >= MAX_TRACKED_PAGES) {
    throw badInput({ page: `At most ${MAX_TRACKED_PAGES} pages are tracked per user.` });
  }
  const [row] = await ctx.db
    .update(users)
    .set({
      pageVisits: sql`jsonb_set(${users.pageVisits}, array[${page}::text], jsonb_build_object(
        'count', coalesce((${users.pageVisits} -> ${page}::text ->> 'count')::int, 0) + 1,
        'lastVisitedAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`,
    })
    .where(eq(users.id, user.id))
    .returning({ pageVisits: users.pageVisits });
  return toVisits(row!.pageVisits);
}

/** Stores the checked image as the builder's display image and drops the previous one. */
export async function uploadDisplayImage(ctx: Ctx, input: { file: Buffer | null }): Promise<{ profileImageUrl: string | null }> {
  const { user } = await requireBuilder(ctx);
  if (!input.file) throw badInput({ file: 'Choose an image to upload.' });
  const image = await checkImage(input.file);
  const profileImageUrl = await ctx.storage.put(ownerFolder('user', user.id), image.bytes, image.extension);
  await ctx.db.update(users).set({ profileImageUrl }).where(eq(users.id, user.id));
  if (user.profileImageUrl && user.profileImageUrl !== profileImageUrl) await ctx.storage.remove(user.profileImageUrl);
  return { profileImageUrl };
}

export async function removeDisplayImage(ctx: Ctx): Promise<UserView> {
  const { user } = await requireBuilder(ctx);
  const [row] = await ctx.db.update(users).set({ profileImageUrl: null }).where(eq(users.id, user.id)).returning();
  await ctx.storage.remove(user.profileImageUrl);
  return toUserView(row!);
}
