import { PREORDER_DEFAULT_CUTOFF_HOURS } from '@fittizia/contract';
import { DEFAULT_CANCELLATION_WINDOW_HOURS } from '@fittizia/contract/constants';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The booking model and the bookings (migrations 0004, 0005).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const bookingSettings = pgTable('booking_settings', {
  storeId: text('store_id').primaryKey(),
  mode: text('mode').$type<'online' | 'not-supported' | 'disabled' | 'restaurant-disabled'>().notNull(),
  maxOnlineCovers: integer('max_online_covers').notNull(),
  enquiryEnabled: boolean('enquiry_enabled').notNull(),
  enquiryMinCovers: integer('enquiry_min_covers').notNull(),
  allowMultipleUpsells: boolean('allow_multiple_upsells').notNull(),
  lastSeatingMinutes: integer('last_seating_minutes').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  /** 0050: hours before the dining time inside which a card-guaranteed booking's cancellation is late. */
  cancellationWindowHours: integer('cancellation_window_hours')
    .notNull()
    .default(DEFAULT_CANCELLATION_WINDOW_HOURS),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookingRejections = pgTable('booking_rejections', {
  id: text('id').primaryKey(),
  storeId: text('store_id').notNull(),
  weekday: smallint('weekday'),
  monthDay: text('month_day'),
  message: text('message').notNull(),
});

export const bookingAreas = pgTable(
  'booking_areas',
  {
    storeId: text('store_id').notNull(),
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
    storeId: text('store_id').notNull(),
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
    storeId: text('store_id').notNull(),
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
  /** 0070: a pre-order's dish menu and children's dish menu, whether the menu asks for one, its cut-off (docs/preorders.md). */
  preorderMenuId: text('preorder_menu_id'),
  childrenMenuId: text('children_menu_id'),
  requiresPreorder: boolean('requires_preorder').notNull().default(false),
  preorderCutoffHours: integer('preorder_cutoff_hours').notNull().default(PREORDER_DEFAULT_CUTOFF_HOURS),
});

export const restaurantBookingMenus = pgTable(
  'restaurant_booking_menus',
  {
    storeId: text('store_id').notNull(),
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
    storeId: text('store_id').notNull(),
    upsellId: text('upsell_id')
      .notNull()
      .references(() => upsells.id),
    available: boolean('available').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.upsellId] })],
);

export const cardGuaranteeRules = pgTable('card_guarantee_rules', {
  id: text('id').primaryKey(),
  storeId: text('store_id'),
  minCovers: integer('min_covers'),
  occasionId: text('occasion_id').references(() => occasions.id),
  weekday: smallint('weekday'),
  monthDay: text('month_day'),
});

/* 0005: bookings */

export const bookings = pgTable('bookings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference').notNull().unique(),
  brandKey: text('brand_key').notNull(),
  storeId: text('store_id').notNull(),
  kind: text('kind').$type<'table' | 'enquiry' | 'event'>().notNull(),
  status: text('status').$type<'confirmed' | 'pending' | 'cancelled'>().notNull(),
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
  offerId: text('offer_id'),
  specialRequest: text('special_request'),
  braintreeCustomerId: text('braintree_customer_id'),
  sessionId: text('session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 0040: who asked, as the booking limits compare them (`service/limits.ts`). */
  emailKey: text('email_key'),
  phoneKey: text('phone_key'),
  dinerAddress: text('diner_address'),
  /** 0050: a card guaranteed the booking; cancelled when, why, and whether inside the window. */
  cardGuaranteed: boolean('card_guaranteed').notNull().default(false),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  lateCancellation: boolean('late_cancellation').notNull().default(false),
  icsSequence: integer('ics_sequence').notNull().default(0),
  /** 0062: the restaurant closure that cancelled the booking (`restaurant_closures`). */
  closureId: bigint('closure_id', { mode: 'number' }),
});

export type BookingHistoryEvent = 'created' | 'changed' | 'cancelled' | 'reminded' | 'confirmed-by-diner';

/** 0050: every change to a booking, in order. */
export const bookingHistory = pgTable('booking_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bookingId: bigint('booking_id', { mode: 'number' })
    .notNull()
    .references(() => bookings.id),
  event: text('event').$type<BookingHistoryEvent>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
});

/** 0052: a confirmed table booking's reminder: when it is due and when a sweep claimed it (`service/reminders.ts`). */
export const bookingReminders = pgTable('booking_reminders', {
  bookingId: bigint('booking_id', { mode: 'number' })
    .primaryKey()
    .references(() => bookings.id),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/* 0020: jobs, their questions, applications and CVs */

/**
 * A table held for a time: by a booking, or (0053) by a standby entry's offer (exactly one of the two). The
 * exclusion constraint `booking_tables_no_overlap` counts both.
 */
export const bookingTables = pgTable('booking_tables', {
  bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
  tableId: text('table_id')
    .notNull()
    .references(() => diningTables.id),
  /** tstzrange, written with SQL (`tstzrange(start, end)`); read as its text form. */
  held: text('held').notNull(),
  /** 0053: the standby entry whose offer holds the table (`standby_entries`). */
  standbyId: bigint('standby_id', { mode: 'number' }),
});

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

/* 0053: the standby list */

export type StandbyStatus = 'waiting' | 'offered' | 'booked' | 'left' | 'expired';

export const standbyEntries = pgTable('standby_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference').notNull().unique(),
  brandKey: text('brand_key').notNull(),
  storeId: text('store_id').notNull(),
  occasionId: text('occasion_id')
    .notNull()
    .references(() => occasions.id),
  diningDate: date('dining_date').notNull(),
  windowFrom: text('window_from').notNull(),
  windowTo: text('window_to').notNull(),
  adults: integer('adults').notNull(),
  children: integer('children').notNull().default(0),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  status: text('status').$type<StandbyStatus>().notNull().default('waiting'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  offeredTime: text('offered_time'),
  offeredTableId: text('offered_table_id').references(() => diningTables.id),
  offeredAt: timestamp('offered_at', { withTimezone: true }),
  offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
  leftAt: timestamp('left_at', { withTimezone: true }),
  dinerAddress: text('diner_address'),
  /** 0062: the restaurant closure that ended the entry (status left). */
  closureId: bigint('closure_id', { mode: 'number' }),
});
