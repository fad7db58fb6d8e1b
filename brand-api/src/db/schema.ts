import type { BookingLimits } from '@fittizia/contract';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  brandKey: text('brand_key').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The brand's own booking limits per restaurant and day (0040); null keeps the configured ones. */
  bookingLimits: jsonb('booking_limits').$type<Partial<BookingLimits>>(),
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

/* 0002: restaurants, menus, offers */

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
  heroTiles: jsonb('hero_tiles').$type<unknown[]>().notNull(),
  about: text('about'),
  email: text('email'),
  amenities: jsonb('amenities').$type<string[]>().notNull(),
  awards: jsonb('awards').$type<{ name: string; year?: number }[]>().notNull(),
  socialMediaItems: jsonb('social_media_items').$type<unknown[]>().notNull(),
  threeWordAddress: text('three_word_address'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  offerSlug: text('offer_slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  termAndConditions: text('term_and_conditions'),
  successButtonText: text('success_button_text'),
  successButtonUrl: text('success_button_url'),
  overrideSuccessUrl: boolean('override_success_url'),
  validityText: text('validity_text'),
  image: text('image'),
  allRestaurants: boolean('all_restaurants').notNull().default(false),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restaurantOffers = pgTable(
  'restaurant_offers',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.offerId] })],
);

/* 0003: UK geodata */

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

export const bookingSettings = pgTable('booking_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => restaurants.storeId),
  mode: text('mode').$type<'online' | 'not-supported' | 'disabled' | 'restaurant-disabled'>().notNull(),
  maxOnlineCovers: integer('max_online_covers').notNull(),
  enquiryEnabled: boolean('enquiry_enabled').notNull(),
  enquiryMinCovers: integer('enquiry_min_covers').notNull(),
  allowMultipleUpsells: boolean('allow_multiple_upsells').notNull(),
  lastSeatingMinutes: integer('last_seating_minutes').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookingRejections = pgTable('booking_rejections', {
  id: text('id').primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => restaurants.storeId),
  weekday: smallint('weekday'),
  monthDay: text('month_day'),
  message: text('message').notNull(),
});

export const bookingAreas = pgTable(
  'booking_areas',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] })],
);

export const diningTables = pgTable('dining_tables', {
  id: text('id').primaryKey(),
  storeId: text('store_id').notNull(),
  areaId: text('area_id').notNull(),
  label: text('label').notNull(),
  minSeats: integer('min_seats').notNull(),
  maxSeats: integer('max_seats').notNull(),
  active: boolean('active').notNull().default(true),
});

export const diningDurations = pgTable(
  'dining_durations',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    maxCovers: integer('max_covers').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.maxCovers] })],
);

export type LinkType = 'inclusive' | 'exclusive';

export const occasions = pgTable('occasions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  bookingType: text('booking_type').$type<'table' | 'event'>().notNull(),
  minimumCovers: integer('minimum_covers').notNull(),
  maximumCovers: integer('maximum_covers').notNull(),
  weekdays: smallint('weekdays').array(),
  seasonStart: text('season_start'),
  seasonEnd: text('season_end'),
  firstTime: text('first_time'),
  lastTime: text('last_time'),
  menuLinkType: text('menu_link_type').$type<LinkType>().notNull(),
  areaLinkType: text('area_link_type').$type<LinkType>().notNull(),
  position: integer('position').notNull().default(0),
});

export const restaurantOccasions = pgTable(
  'restaurant_occasions',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    occasionId: text('occasion_id')
      .notNull()
      .references(() => occasions.id),
    enabled: boolean('enabled').notNull().default(true),
    disabledMessage: text('disabled_message'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.occasionId] })],
);

export const bookingMenus = pgTable('booking_menus', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  pricePence: integer('price_pence'),
  image: text('image'),
  weekdays: smallint('weekdays').array(),
  seasonStart: text('season_start'),
  seasonEnd: text('season_end'),
  firstTime: text('first_time'),
  lastTime: text('last_time'),
  position: integer('position').notNull().default(0),
});

export const restaurantBookingMenus = pgTable(
  'restaurant_booking_menus',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    menuId: text('menu_id')
      .notNull()
      .references(() => bookingMenus.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.menuId] })],
);

export const occasionMenuLinks = pgTable(
  'occasion_menu_links',
  {
    occasionId: text('occasion_id')
      .notNull()
      .references(() => occasions.id),
    menuId: text('menu_id')
      .notNull()
      .references(() => bookingMenus.id),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.menuId] })],
);

export const occasionAreaLinks = pgTable(
  'occasion_area_links',
  {
    occasionId: text('occasion_id')
      .notNull()
      .references(() => occasions.id),
    areaId: text('area_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.areaId] })],
);

export const upsells = pgTable('upsells', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  image: text('image'),
  pricePence: integer('price_pence'),
  minimumQuantity: integer('minimum_quantity').notNull(),
  maximumQuantity: integer('maximum_quantity').notNull(),
  perCover: boolean('per_cover').notNull().default(false),
  occasionId: text('occasion_id').references(() => occasions.id),
  position: integer('position').notNull().default(0),
});

export const restaurantUpsells = pgTable(
  'restaurant_upsells',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => restaurants.storeId),
    upsellId: text('upsell_id')
      .notNull()
      .references(() => upsells.id),
    available: boolean('available').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.upsellId] })],
);

export const cardGuaranteeRules = pgTable('card_guarantee_rules', {
  id: text('id').primaryKey(),
  storeId: text('store_id').references(() => restaurants.storeId),
  minCovers: integer('min_covers'),
  occasionId: text('occasion_id').references(() => occasions.id),
  weekday: smallint('weekday'),
  monthDay: text('month_day'),
});

/* 0005: bookings */

export const bookings = pgTable('bookings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference').notNull().unique(),
  brandKey: text('brand_key')
    .notNull()
    .references(() => brands.brandKey),
  storeId: text('store_id')
    .notNull()
    .references(() => restaurants.storeId),
  kind: text('kind').$type<'table' | 'enquiry' | 'event'>().notNull(),
  status: text('status').$type<'confirmed' | 'pending'>().notNull(),
  occasionId: text('occasion_id')
    .notNull()
    .references(() => occasions.id),
  areaId: text('area_id'),
  diningDate: date('dining_date').notNull(),
  diningTime: text('dining_time').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  adults: integer('adults').notNull(),
  children: integer('children').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  menuName: text('menu_name'),
  offerId: text('offer_id').references(() => offers.id),
  specialRequest: text('special_request'),
  braintreeCustomerId: text('braintree_customer_id'),
  sessionId: text('session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 0040: who asked, as the booking limits compare them (`booking/limits.ts`). */
  emailKey: text('email_key'),
  phoneKey: text('phone_key'),
  dinerAddress: text('diner_address'),
});

/* 0020: jobs, their questions, applications and CVs */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

export const jobs = pgTable('jobs', {
  jobId: text('job_id').primaryKey(),
  siteId: text('site_id').notNull(),
  name: text('name').notNull(),
  positionUniqueName: text('position_unique_name').notNull(),
  category: text('category').notNull(),
  jobType: text('job_type').notNull(),
  cvRequired: boolean('cv_required').notNull().default(true),
  workExperienceRequired: boolean('work_experience_required').notNull().default(false),
  storeId: text('store_id').references(() => restaurants.storeId),
  locationName: text('location_name').notNull(),
  postcode: text('postcode'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  salary: text('salary'),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobQuestions = pgTable(
  'job_questions',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.id] })],
);

export const jobApplications = pgTable('job_applications', {
  id: text('id').primaryKey(),
  jobId: text('job_id')
    .notNull()
    .references(() => jobs.jobId),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull(),
  firstName: text('first_name').notNull(),
  secondName: text('second_name').notNull(),
  telephone: text('telephone').notNull(),
  experience: jsonb('experience').notNull(),
  answers: jsonb('answers').notNull(),
  sessionId: text('session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookingTables = pgTable(
  'booking_tables',
  {
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    tableId: text('table_id')
      .notNull()
      .references(() => diningTables.id),
    /** tstzrange, written with SQL (`tstzrange(start, end)`); read as its text form. */
    held: text('held').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.tableId] })],
);

export const bookingMenuChoices = pgTable(
  'booking_menu_choices',
  {
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    menuId: text('menu_id')
      .notNull()
      .references(() => bookingMenus.id),
    pricePence: integer('price_pence'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.menuId] })],
);

export const bookingUpsells = pgTable(
  'booking_upsells',
  {
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    upsellId: text('upsell_id')
      .notNull()
      .references(() => upsells.id),
    quantity: integer('quantity').notNull(),
    unitPricePence: integer('unit_price_pence'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.upsellId] })],
);

export const bookingConsents = pgTable(
  'booking_consents',
  {
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    consent: text('consent').$type<'promotions' | 'sms'>().notNull(),
    agreed: boolean('agreed').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.consent] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    brandKey: text('brand_key').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.key] })],
);

export const jobApplicationFiles = pgTable('job_application_files', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  /** 0040: the generated name the file is stored under (`name` is the sanitised original). */
  storedName: text('stored_name'),
});

export const schema = {
  brands,
  accessTokens,
  brandSettings,
  contentPages,
  restaurants,
  menus,
  restaurantMenus,
  offers,
  restaurantOffers,
  geoOutcodes,
  geoSectors,
  geoPlaces,
  seedState,
  bookingSettings,
  bookingRejections,
  bookingAreas,
  diningTables,
  diningDurations,
  occasions,
  restaurantOccasions,
  bookingMenus,
  restaurantBookingMenus,
  occasionMenuLinks,
  occasionAreaLinks,
  upsells,
  restaurantUpsells,
  cardGuaranteeRules,
  bookings,
  bookingTables,
  bookingMenuChoices,
  bookingUpsells,
  bookingConsents,
  idempotencyKeys,

  jobs,
  jobQuestions,
  jobApplications,
  jobApplicationFiles,
};
