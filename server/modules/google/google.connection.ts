import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { calendarConnections, type CalendarConnectionRow } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput } from '../../core/errors.js';
import { open, seal } from '../../core/secret-box.js';
import { parseInput, text } from '../../core/validation.js';
import { forgetBusy } from './google.busy.js';
import { CalendarAuthError, canWrite, forgetClient, listCalendars, type CalendarEntry } from './google.calendar.js';
import {
  authorizationUrl,
  oauthText,
  beginRoundTrip,
  CALENDAR_SCOPES,
  challengeOf,
  redirectUriOf,
  requireGoogle,
  revokeAtGoogle,
  spendCode,
  takeRoundTrip,
  tradeCode,
  verifyIdToken,
} from './google.oauth.js';

/**
 * A builder's Google Calendar connection (the seed's /integrations/calendar/…): connect through
 * OAuth (state and PKCE kept here, offline access for a refresh token sealed at rest), the calendars
 * that block their time, the calendar the calls are written to, and disconnect (revoked at Google,
 * deleted here). Personal: each builder connects their own, whichever workspace they are in.
 */
export interface CalendarConnectionView {
  provider: 'GOOGLE';
  accountEmail: string;
  status: CalendarConnectionRow['status'];
  statusReason: string | null;
  conflictCalendarIds: string[];
  hostCalendarId: string | null;
  connectedAt: Date;
}

export interface CalendarStatusView {
  connected: boolean;
  connection: CalendarConnectionView | null;
}

export interface CalendarOptionsView {
  connection: CalendarConnectionView;
  calendars: CalendarEntry[];
}

/** Calendars that may block one builder's time at once. */
export const MAX_CONFLICT_CALENDARS = 25;
const CALENDAR_ID_MAX = 1024;

const toView = (row: CalendarConnectionRow): CalendarConnectionView => ({
  provider: 'GOOGLE',
  accountEmail: row.accountEmail,
  status: row.status,
  statusReason: row.statusReason,
  conflictCalendarIds: row.conflictCalendarIds,
  hostCalendarId: row.hostCalendarId,
  connectedAt: row.connectedAt,
});

async function connectionOf(ctx: Ctx, userId: string): Promise<CalendarConnectionRow | null> {
  const [row] = await ctx.db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
  return row ?? null;
}

const NOT_CONNECTED = 'Connect Google Calendar first.';

async function requireConnection(ctx: Ctx, userId: string): Promise<CalendarConnectionRow> {
  const row = await connectionOf(ctx, userId);
  if (!row) throw new AppError('CONFLICT', NOT_CONNECTED);
  return row;
}

export async function status(ctx: Ctx): Promise<CalendarStatusView> {
  requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const row = await connectionOf(ctx, user.id);
  return { connected: row !== null, connection: row ? toView(row) : null };
}

/** The address to send the builder to: Google's consent screen for this flow. */
export async function authorize(ctx: Ctx): Promise<{ url: string }> {
  const google = requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const codeVerifier = randomBytes(48).toString('base64url');
  const redirectUri = redirectUriOf(ctx.config, 'calendar');
  const state = await beginRoundTrip(ctx.db, { purpose: 'CALENDAR', userId: user.id, redirectUri, codeVerifier });
  return {
    url: authorizationUrl(google, {
      redirectUri,
      state,
      codeChallenge: challengeOf(codeVerifier),
      scopes: CALENDAR_SCOPES,
      offline: true,
      loginHint: user.email,
    }),
  };
}

export const connectInput = z.strictObject({ code: oauthText('the code'), state: oauthText('the state') });

/** Google sent the builder back: the code traded (once) for a refresh token, kept sealed. */
export async function connect(ctx: Ctx, raw: unknown): Promise<CalendarStatusView> {
  const google = requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const input = parseInput(connectInput, raw);
  const trip = await takeRoundTrip(ctx.db, input.state, ['CALENDAR'], user.id);
  await spendCode(ctx.db, input.code);
  const tokens = await tradeCode(google, input.code, trip.codeVerifier!, trip.redirectUri);
  const who = await verifyIdToken(google, tokens.id_token);
  const granted = (tokens.scope ?? '').split(' ');
  const missing = CALENDAR_SCOPES.filter((s) => s.startsWith('https://') && !granted.includes(s));
  if (tokens.scope && missing.length > 0)
    throw badInput(
      { code: 'Portico needs to see your calendars and write the calls’ events: connect again and leave both boxes ticked.' },
      'Google did not grant access to the calendars.',
    );
  if (!tokens.refresh_token)
    throw badInput(
      { code: 'Google gave no lasting access. Remove Portico at myaccount.google.com/permissions, then connect again.' },
      'Google gave no lasting access.',
    );
  const email = who.email ?? '';
  const before = await connectionOf(ctx, user.id);
  const sameAccount = before?.accountSubject === who.sub;
  const values = {
    accountEmail: email,
    accountSubject: who.sub,
    refreshTokenSealed: seal(ctx.config, user.id, tokens.refresh_token),
    scopes: tokens.scope ?? '',
    status: 'CONNECTED' as const,
    statusReason: null,
    // Another account starts from its primary calendar (Google's id for it is the address) for both.
    conflictCalendarIds: sameAccount ? before.conflictCalendarIds : email ? [email] : [],
    hostCalendarId: sameAccount ? before.hostCalendarId : email || null,
    connectedAt: new Date(),
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(calendarConnections)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: calendarConnections.userId, set: values })
    .returning();
  forgetClient(user.id);
  forgetBusy(user.id);
  // The token it replaces is given back to Google.
  const old = before ? open(ctx.config, user.id, before.refreshTokenSealed) : null;
  if (old && old !== tokens.refresh_token) void revokeAtGoogle(google, old);
  return { connected: true, connection: toView(row!) };
}

export async function disconnect(ctx: Ctx): Promise<CalendarStatusView> {
  const google = requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const [row] = await ctx.db.delete(calendarConnections).where(eq(calendarConnections.userId, user.id)).returning();
  forgetClient(user.id);
  forgetBusy(user.id);
  const token = row ? open(ctx.config, user.id, row.refreshTokenSealed) : null;
  if (token) await revokeAtGoogle(google, token);
  return { connected: false, connection: null };
}

/** The account's calendars with the builder's choices; a connection Google refused answers none, marked NEEDS_RECONNECT. */
async function optionsOf(ctx: Ctx, row: CalendarConnectionRow): Promise<{ row: CalendarConnectionRow; calendars: CalendarEntry[] }> {
  if (row.status !== 'CONNECTED') return { row, calendars: [] };
  try {
    return { row, calendars: await listCalendars(ctx, row) };
  } catch (error) {
    if (!(error instanceof CalendarAuthError)) throw new AppError('TIMEOUT', 'Google did not answer in time. Try again in a moment.');
    return { row: (await connectionOf(ctx, row.userId)) ?? row, calendars: [] };
  }
}

export async function options(ctx: Ctx): Promise<CalendarOptionsView> {
  requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const { row, calendars } = await optionsOf(ctx, await requireConnection(ctx, user.id));
  return { connection: toView(row), calendars };
}

const calendarId = text('a calendar id').min(1, 'Send a calendar id from the list.').max(CALENDAR_ID_MAX, 'That is not a calendar id.');

export const conflictsInput = z.strictObject({
  conflictCalendarIds: z
    .array(calendarId, 'Send the ids of the calendars that block your time (an empty list for none).')
    .max(MAX_CONFLICT_CALENDARS, `At most ${MAX_CONFLICT_CALENDARS} calendars.`),
});

export const hostInput = z.strictObject({
  hostCalendarId: calendarId.nullable(),
});

async function choose(ctx: Ctx, userId: string, check: (calendars: CalendarEntry[]) => Partial<CalendarConnectionRow>) {
  const current = await requireConnection(ctx, userId);
  if (current.status !== 'CONNECTED') throw new AppError('CONFLICT', current.statusReason ?? 'Reconnect Google Calendar first.');
  const { row, calendars } = await optionsOf(ctx, current);
  if (row.status !== 'CONNECTED') throw new AppError('CONFLICT', row.statusReason ?? 'Reconnect Google Calendar first.');
  const [saved] = await ctx.db
    .update(calendarConnections)
    .set({ ...check(calendars), updatedAt: new Date() })
    .where(eq(calendarConnections.userId, userId))
    .returning();
  forgetBusy(userId);
  if (!saved) throw new AppError('CONFLICT', NOT_CONNECTED);
  return { connection: toView(saved), calendars };
}

/** The calendars whose busy times take the builder's time off their booking pages. */
export async function saveConflicts(ctx: Ctx, raw: unknown): Promise<CalendarOptionsView> {
  requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const input = parseInput(conflictsInput, raw);
  return choose(ctx, user.id, (calendars) => {
    const known = new Set(calendars.map((c) => c.id));
    const unknown = input.conflictCalendarIds.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw badInput({ [`conflictCalendarIds.${unknown}`]: 'That calendar is not in your Google account’s list: choose one of the list.' });
    return { conflictCalendarIds: [...new Set(input.conflictCalendarIds)] };
  });
}

/** The calendar where confirmed calls are written (one the account may write to); null writes none. */
export async function saveHost(ctx: Ctx, raw: unknown): Promise<CalendarOptionsView> {
  requireGoogle(ctx.config);
  const { user } = await requireBuilder(ctx);
  const input = parseInput(hostInput, raw);
  return choose(ctx, user.id, (calendars) => {
    if (input.hostCalendarId === null) return { hostCalendarId: null };
    const entry = calendars.find((c) => c.id === input.hostCalendarId);
    if (!entry) throw badInput({ hostCalendarId: 'That calendar is not in your Google account’s list: choose one of the list.' });
    if (!canWrite(entry))
      throw badInput({ hostCalendarId: `You can only see “${entry.summary}”: choose a calendar you can add events to.` });
    return { hostCalendarId: entry.id };
  });
}
