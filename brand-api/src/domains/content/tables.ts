import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/* 0002: restaurants, menus, offers */
