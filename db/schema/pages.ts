import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { portals } from './portals.js';

export const PAGE_VISIBILITIES = ['PUBLIC', 'CUSTOMERS'] as const;
export type PageVisibility = (typeof PAGE_VISIBILITIES)[number];

/** One block of a page (server/modules/page/page.blocks.ts checks and sanitises them). */
export interface PageBlock {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

/** The published portal's navigation, header and footer (page.blocks.ts `layoutSchema`). */
export interface PortalLayoutData {
  navigation: Array<{
    id: string;
    label: string;
    kind: 'PAGE' | 'URL' | 'WORKFLOW';
    pageId?: string | null;
    url?: string | null;
    workflowId?: string | null;
    visibility: 'EVERYONE' | 'CUSTOMERS';
  }>;
  header: { showLogo: boolean; title: string; showSignIn: boolean };
  footer: { text: string; links: Array<{ label: string; url: string }> };
}

/** What customers see of a page: a copy taken by Publish, so a half-edited draft never shows. */
export interface PublishedPage {
  title: string;
  path: string;
  description: string;
  visibility: PageVisibility;
  blocks: PageBlock[];
}

/**
 * The portal's navigation, header and footer: the draft the builder edits (autosaved, `revision` up
 * with every save so two tabs cannot overwrite each other unseen) and the copy Publish took.
 */
export const portalLayouts = pgTable('portal_layouts', {
  portalId: uuid('portal_id')
    .primaryKey()
    .references(() => portals.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<PortalLayoutData>().notNull(),
  revision: integer('revision').notNull().default(1),
  published: jsonb('published').$type<PortalLayoutData>(),
  publishedRevision: integer('published_revision'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/**
 * A page of the published portal. Title, path, visibility and blocks are a draft; Publish copies them
 * to `published` (and its path to `published_path`, which the published portal looks pages up by).
 */
export const portalPages = pgTable(
  'portal_pages',
  {
    id: id(),
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    path: text('path').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<PageVisibility>().notNull().default('PUBLIC'),
    position: integer('position').notNull().default(0),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    published: jsonb('published').$type<PublishedPage>(),
    publishedPath: text('published_path'),
    publishedRevision: integer('published_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('portal_pages_path_idx').on(t.portalId, t.path),
    uniqueIndex('portal_pages_published_path_idx').on(t.portalId, t.publishedPath),
    index('portal_pages_position_idx').on(t.portalId, t.position),
  ],
);

export type PortalPageRow = typeof portalPages.$inferSelect;
export type PortalLayoutRow = typeof portalLayouts.$inferSelect;

/**
 * Hourly counts of a portal's events by type (and `visit`: the page views that began a visit), kept by
 * a trigger on portal_events (migration 0009) in the inserting transaction: the analytics read at most
 * 24 × 90 rows per metric instead of counting up to millions of events.
 */
export const portalEventHours = pgTable(
  'portal_event_hours',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
    // Of `count`, those in the hour's first 15, 30 and 45 minutes: a day of a zone whose offset is not a
    // whole hour (India +05:30, Nepal +05:45) begins inside an hour, and these split that hour exactly.
    first15: integer('first15').notNull().default(0),
    first30: integer('first30').notNull().default(0),
    first45: integer('first45').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.metric, t.hour] })],
);

/** Page views per path and UTC day (the same trigger): the top pages read a row per path and day, not per hour. */
export const portalPageDays = pgTable(
  'portal_page_days',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.day, t.path] })],
);
