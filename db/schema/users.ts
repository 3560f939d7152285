import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export type PageVisits = Record<string, { count: number; lastVisitedAt: string }>;

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username'),
    timezone: text('timezone').notNull().default('UTC'),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    googleSubject: text('google_subject'),
    pageVisits: jsonb('page_visits').$type<PageVisits>().notNull().default({}),
    // Not a foreign key: workspaces reference users through memberships, and a cycle would make
    // registration need deferred constraints. The service keeps it pointing at a membership.
    currentWorkspaceId: uuid('current_workspace_id'),
    /** PERSON signs in; API_KEY is a workspace key's own row (db/schema/api.ts), which never signs in or lists as a member. */
    kind: text('kind').$type<'PERSON' | 'API_KEY'>().notNull().default('PERSON'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

export type UserRow = typeof users.$inferSelect;
