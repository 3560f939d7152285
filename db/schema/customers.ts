import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { portals } from './portals.js';
import { users } from './users.js';

export const CUSTOMER_STATUSES = ['INVITED', 'ACTIVE', 'BLOCKED'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A person who signs in to one published portal by magic link. Never a builder: its own table and sessions. */
export const customerUsers = pgTable(
  'customer_users',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status').$type<CustomerStatus>().notNull().default('INVITED'),
    /** Free-form facts the builder keeps about the customer (a JSON object, size-capped by the service). */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One customer per email per portal, whatever the case: the database's rule, not only a check.
    uniqueIndex('customer_users_portal_email_key').on(t.portalId, sql`lower(${t.email})`),
    index('customer_users_portal_created_idx').on(t.portalId, t.createdAt, t.id),
  ],
);

/** How a portal's customers sign in. No row means the defaults (no self sign-up, links live 15 minutes). */
export const customerLoginConfigs = pgTable('customer_login_configs', {
  portalId: uuid('portal_id')
    .primaryKey()
    .references(() => portals.id, { onDelete: 'cascade' }),
  selfSignup: boolean('self_signup').notNull().default(false),
  /** Lowercase domains (example.com); empty = any domain may sign up when selfSignup is on. */
  allowedEmailDomains: jsonb('allowed_email_domains').$type<string[]>().notNull().default([]),
  magicLinkTtlMinutes: integer('magic_link_ttl_minutes').notNull().default(15),
  updatedAt: updatedAt(),
});

/**
 * A sign-in link (and its short code) sent by email. Only hashes are kept. `customerId` is null for a
 * self sign-up: the customer is made when the link is used, never for an email nobody confirmed.
 * `verifierHash` binds a link asked for in a browser to that browser (an HttpOnly cookie holds the
 * verifier); an invitation sent by a builder has none and works anywhere.
 */
export const magicLinks = pgTable(
  'magic_links',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customerUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    verifierHash: text('verifier_hash'),
    /** Wrong codes typed against this link; it stops accepting codes after a few. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('magic_links_portal_email_idx').on(t.portalId, sql`lower(${t.email})`, t.createdAt)],
);

/** A customer's signed-in browser, for one portal. Only the SHA-256 of the bearer token is kept. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId), index('customer_sessions_expires_idx').on(t.expiresAt)],
);

export type CustomerUserRow = typeof customerUsers.$inferSelect;
export type CustomerLoginConfigRow = typeof customerLoginConfigs.$inferSelect;
export type MagicLinkRow = typeof magicLinks.$inferSelect;
