import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  brandKey: text('brand_key').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accessTokens = pgTable('access_tokens', {
  token: text('token').primaryKey(),
  brandKey: text('brand_key')
    .notNull()
    .references(() => brands.brandKey),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const brandSettings = pgTable('brand_settings', {
  brandKey: text('brand_key')
    .primaryKey()
    .references(() => brands.brandKey),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentPages = pgTable(
  'content_pages',
  {
    brandKey: text('brand_key')
      .notNull()
      .references(() => brands.brandKey),
    id: text('id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tiles: jsonb('tiles').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.id] })],
);

export const schema = { brands, accessTokens, brandSettings, contentPages };
