import { bigserial, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Offers, the restaurants they run at and the vouchers drawn (migrations 0002, 0031, 0058, 0061).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  offerSlug: text('offer_slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  termAndConditions: text('term_and_conditions'),
  successButtonText: text('success_button_text'),
  successButtonUrl: text('success_button_url'),
  overrideSuccessUrl: boolean('override_success_url'),
  /** When it runs (days and hours), without dates: "Valid until" is written from `validUntil`. */
  validityText: text('validity_text'),
  image: text('image'),
  /** The first and last London day it runs (both included, `YYYY-MM-DD`); null: no limit that way. */
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  /** `validUntil` was set by an operator (0061): the seed keeps it. */
  validUntilSetByOperator: boolean('valid_until_set_by_operator').notNull().default(false),
  allRestaurants: boolean('all_restaurants').notNull().default(false),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restaurantOffers = pgTable(
  'restaurant_offers',
  {
    storeId: text('store_id').notNull(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.offerId] })],
);

/* 0003: UK geodata */

export const offerVouchers = pgTable('offer_vouchers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  offerId: text('offer_id')
    .notNull()
    .references(() => offers.id),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull(),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
