import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The brand's settings and content pages (migration 0001).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const brandSettings = pgTable('brand_settings', {
  brandKey: text('brand_key').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentPages = pgTable(
  'content_pages',
  {
    brandKey: text('brand_key').notNull(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tiles: jsonb('tiles').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.id] })],
);

/* 0063: content pages as versions (docs/content.md, "The content service"). */

export const contentDrafts = pgTable(
  'content_drafts',
  {
    brandKey: text('brand_key').notNull(),
    pageId: text('page_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tiles: jsonb('tiles').notNull(),
    revision: integer('revision').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.pageId] })],
);

export const contentRevisions = pgTable(
  'content_revisions',
  {
    brandKey: text('brand_key').notNull(),
    pageId: text('page_id').notNull(),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tiles: jsonb('tiles').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.pageId, t.revision] })],
);

export const contentVersions = pgTable(
  'content_versions',
  {
    brandKey: text('brand_key').notNull(),
    pageId: text('page_id').notNull(),
    version: integer('version').notNull(),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tiles: jsonb('tiles').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
    restoredVersion: integer('restored_version'),
    scheduledBy: text('scheduled_by'),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.pageId, t.version] })],
);

export const contentSchedules = pgTable(
  'content_schedules',
  {
    brandKey: text('brand_key').notNull(),
    pageId: text('page_id').notNull(),
    id: text('id').notNull().unique(),
    revision: integer('revision').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledBy: text('scheduled_by').notNull(),
    jobId: text('job_id'),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.pageId] })],
);

/* 0002: restaurants, menus, offers */
