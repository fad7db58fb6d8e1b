import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The social photo feed (migration 0033).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const socialMedia = pgTable('social_media', {
  id: text('id').primaryKey(),
  caption: text('caption'),
  mediaType: text('media_type').$type<'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'>().notNull(),
  mediaUrl: text('media_url').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  permalink: text('permalink').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  position: integer('position').notNull().default(0),
});
