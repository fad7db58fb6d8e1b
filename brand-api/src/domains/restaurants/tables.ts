import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * Restaurants, their menus, their dishes' states and the UK geodata (migrations 0002, 0003, 0061), and their
 * closures (0062).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const restaurants = pgTable('restaurants', {
  storeId: text('store_id').primaryKey(),
  bookATableWidgetId: text('book_a_table_widget_id'),
  title: text('title').notNull(),
  citySlug: text('city_slug').notNull(),
  slug: text('slug').notNull(),
  phoneNumber: text('phone_number'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  addressCity: text('address_city'),
  postcode: text('postcode'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  bookingProviderUrl: text('booking_provider_url'),
  enableBookings: boolean('enable_bookings').notNull().default(true),
  hideRestaurantDetailPage: boolean('hide_restaurant_detail_page').notNull().default(false),
  clickCollect: boolean('click_collect').notNull().default(false),
  isHolidayPark: boolean('is_holiday_park').notNull().default(false),
  weeklyHours: jsonb('weekly_hours').$type<Record<string, string | null>>().notNull(),
  specialHours: jsonb('special_hours').$type<unknown[]>().notNull(),
  /** The special hours operators set (0061): also in `specialHours`, after the seeded ones. */
  operatorSpecialHours: jsonb('operator_special_hours').$type<unknown[]>().notNull().default([]),
  heroTiles: jsonb('hero_tiles').$type<unknown[]>().notNull(),
  about: text('about'),
  email: text('email'),
  amenities: jsonb('amenities').$type<string[]>().notNull(),
  awards: jsonb('awards').$type<{ name: string; year?: number }[]>().notNull(),
  socialMediaItems: jsonb('social_media_items').$type<unknown[]>().notNull(),
  threeWordAddress: text('three_word_address'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 0062: a period [startsAt, endsAt) a restaurant is closed, with why and who closed it. */
export const restaurantClosures = pgTable('restaurant_closures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  storeId: text('store_id')
    .notNull()
    .references(() => restaurants.storeId),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  actor: text('actor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  calorieStatement: text('calorie_statement'),
  sections: jsonb('sections').$type<unknown[]>().notNull(),
  dietaryKey: jsonb('dietary_key').$type<unknown[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dish's state an operator set (0061): off until `offUntil` (null: until further notice), its price. */
export const dishStates = pgTable('dish_states', {
  dishId: text('dish_id').primaryKey(),
  off: boolean('off').notNull().default(false),
  offUntil: timestamp('off_until', { withTimezone: true }),
  pricePence: integer('price_pence'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restaurantMenus = pgTable(
  'restaurant_menus',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.menuId] })],
);

export const geoOutcodes = pgTable('geo_outcodes', {
  outcode: text('outcode').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  areaName: text('area_name'),
  nearestTown: text('nearest_town'),
  country: text('country').notNull(),
  current: boolean('current').notNull(),
  kind: text('kind').notNull(),
});

export const geoSectors = pgTable('geo_sectors', {
  sector: text('sector').primaryKey(),
  outcode: text('outcode').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

export const geoPlaces = pgTable('geo_places', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  altName: text('alt_name'),
  nameKey: text('name_key').notNull(),
  altKey: text('alt_key'),
  county: text('county'),
  country: text('country').notNull(),
  type: text('type').notNull(),
  typeRank: smallint('type_rank').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  outcode: text('outcode'),
  population: integer('population'),
});

export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/* 0004: the booking model */
