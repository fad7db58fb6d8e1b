import { type BookingLimits, DEFAULT_REMINDER_HOURS } from '@fittizia/contract';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The brands and their access tokens (migration 0001).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const brands = pgTable('brands', {
  brandKey: text('brand_key').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The brand's own booking limits per restaurant and day (0040); null keeps the configured ones. */
  bookingLimits: jsonb('booking_limits').$type<Partial<BookingLimits>>(),
  /** 0052: hours before a booking its reminder is sent (0: none). */
  reminderHoursBefore: integer('reminder_hours_before').notNull().default(DEFAULT_REMINDER_HOURS),
});

export const accessTokens = pgTable('access_tokens', {
  token: text('token').primaryKey(),
  brandKey: text('brand_key')
    .notNull()
    .references(() => brands.brandKey),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
