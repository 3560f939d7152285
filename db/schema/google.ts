import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

export const CALENDAR_CONNECTION_STATUSES = ['CONNECTED', 'NEEDS_RECONNECT'] as const;
export type CalendarConnectionStatus = (typeof CALENDAR_CONNECTION_STATUSES)[number];

/**
 * A builder's Google Calendar: the account, its refresh token sealed at rest (core/secret-box.ts,
 * the user's id as associated data), the calendars whose busy times block the builder's slots and
 * the calendar where confirmed calls are written. One per builder. NEEDS_RECONNECT: Google refused
 * the token (revoked, expired); booking goes on without the calendar until the builder reconnects.
 */
export const calendarConnections = pgTable('calendar_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'GOOGLE'>().notNull().default('GOOGLE'),
  accountEmail: text('account_email').notNull(),
  /** Google's `sub` of the account: a reconnect with another account starts the choices afresh. */
  accountSubject: text('account_subject').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  scopes: text('scopes').notNull().default(''),
  conflictCalendarIds: jsonb('conflict_calendar_ids').$type<string[]>().notNull().default([]),
  hostCalendarId: text('host_calendar_id'),
  status: text('status').$type<CalendarConnectionStatus>().notNull().default('CONNECTED'),
  /** Why the connection needs the builder (Google's answer, in a sentence). */
  statusReason: text('status_reason'),
  connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

export const OAUTH_PURPOSES = ['CALENDAR', 'SIGN_IN', 'LINK'] as const;
export type OAuthPurpose = (typeof OAUTH_PURPOSES)[number];

/**
 * An OAuth round trip begun and not yet finished: the `state` sent to Google (kept hashed), what it
 * is for, who began it (CALENDAR and LINK: the signed-in builder), and the PKCE secret: the verifier
 * where the server holds it (CALENDAR), the challenge where the browser does (SIGN_IN, LINK). Used
 * once (deleted as it is read), ten minutes at most.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    purpose: text('purpose').$type<OAuthPurpose>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier'),
    codeChallenge: text('code_challenge'),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_states_expires_idx').on(t.expiresAt),
    check('oauth_states_pkce_check', sql`${t.codeVerifier} is not null or ${t.codeChallenge} is not null`),
  ],
);

/** Authorization codes already traded (hashed): the same code twice is refused, whatever the provider does. */
export const oauthCodeUses = pgTable(
  'oauth_code_uses',
  {
    codeHash: text('code_hash').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('oauth_code_uses_used_idx').on(t.usedAt)],
);

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
