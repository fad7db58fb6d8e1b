import {
  bigserial,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { offers, restaurants } from './schema.ts';

/*
 * Customers, offers' vouchers, contact enquiries, choices and the social feed (migrations 0030 to 0033),
 * declared apart from schema.ts like the outbox and the card tables.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

export type ConsentColumn = 'terms' | 'marketing_email' | 'sms' | 'partner_terms';

export const customers = pgTable('customers', {
  guid: uuid('guid').primaryKey(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  firstName: text('first_name').notNull(),
  favRestaurantCode: text('fav_restaurant_code').references(() => restaurants.storeId),
  /** `YYYY-MM-DD`; 1904 when the sign-up gave no year. */
  birthDate: date('birth_date', { mode: 'string' }),
  gender: text('gender'),
  phoneNumber: text('phone_number'),
  websiteSmsOptIn: boolean('website_sms_opt_in').notNull().default(false),
  interests: jsonb('interests').$type<{ name: string; checked: boolean }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** 0040: when the preferences link was last sent; it expires `guidLifetimeDays` after. */
  guidIssuedAt: timestamp('guid_issued_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customerConsents = pgTable('customer_consents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerGuid: uuid('customer_guid')
    .notNull()
    .references(() => customers.guid, { onDelete: 'cascade' }),
  consent: text('consent').$type<ConsentColumn>().notNull(),
  agreed: boolean('agreed').notNull(),
  wording: text('wording').notNull(),
  version: text('version').notNull(),
  source: text('source').$type<'signup' | 'preferences'>().notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const choicePairs = pgTable('choice_pairs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const choiceOptions = pgTable(
  'choice_options',
  {
    choiceId: text('choice_id')
      .notNull()
      .references(() => choicePairs.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    label: text('label').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.choiceId, t.id] })],
);

export const customerChoices = pgTable(
  'customer_choices',
  {
    customerGuid: uuid('customer_guid')
      .notNull()
      .references(() => customers.guid, { onDelete: 'cascade' }),
    choiceId: text('choice_id').notNull(),
    optionId: text('option_id').notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerGuid, t.choiceId] })],
);

export const customerOccasionDates = pgTable(
  'customer_occasion_dates',
  {
    customerGuid: uuid('customer_guid')
      .notNull()
      .references(() => customers.guid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    occasionDate: date('occasion_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerGuid, t.position] })],
);

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

export const contactTypes = pgTable('contact_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactReasons = pgTable('contact_reasons', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactSubReasons = pgTable('contact_sub_reasons', {
  id: text('id').primaryKey(),
  reasonId: text('reason_id')
    .notNull()
    .references(() => contactReasons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactEnquiries = pgTable('contact_enquiries', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<'contact' | 'group-booking'>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  enquiryType: text('enquiry_type').references(() => contactTypes.id),
  storeId: text('store_id').references(() => restaurants.storeId),
  contactReasonId: text('contact_reason_id').references(() => contactReasons.id),
  contactSubReasonId: text('contact_sub_reason_id').references(() => contactSubReasons.id),
  guests: integer('guests'),
  preferredDate: date('preferred_date', { mode: 'string' }),
  sessionId: text('session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 0040: the reference the acknowledgement gives. */
  reference: text('reference'),
  /** 0041: a group booking's preferred time, `HH:mm`. */
  preferredTime: text('preferred_time'),
});

export const contactEnquiryFiles = pgTable(
  'contact_enquiry_files',
  {
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => contactEnquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** 0040: the generated name the file is stored under (`name` is the sanitised original). */
    storedName: text('stored_name'),
  },
  (t) => [primaryKey({ columns: [t.enquiryId, t.position] })],
);

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

/** 0040: e-mails sent to one recipient in one window (`mail/send-limit.ts`). */
export const mailSendCounts = pgTable(
  'mail_send_counts',
  {
    scope: text('scope').notNull(),
    recipientKey: text('recipient_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.recipientKey, t.windowStart] })],
);
