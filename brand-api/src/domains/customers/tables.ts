import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Customers, their consents, choices and occasion dates (migration 0030).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export type ConsentColumn = 'terms' | 'marketing_email' | 'sms' | 'partner_terms';

export const customers = pgTable('customers', {
  guid: uuid('guid').primaryKey(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  firstName: text('first_name').notNull(),
  favRestaurantCode: text('fav_restaurant_code'),
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
  /** 0054: when the address was confirmed (the sign-up's consents recorded then); null while pending. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** 0054: SHA-256 (hex) of the pending confirmation token; null once used. */
  confirmationTokenHash: text('confirmation_token_hash'),
  confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
  /** 0054: the consents the sign-up ticked, recorded when the address is confirmed. */
  pendingConsents: jsonb('pending_consents').$type<PendingConsents>(),
  /** 0067: when the sign-up unsubscribed from marketing (one-click); null while subscribed. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** What a pending sign-up ticked, kept until its address is confirmed. */
export interface PendingConsents {
  terms: boolean;
  sms: boolean;
  partnerTerms: boolean;
}

export const customerConsents = pgTable('customer_consents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerGuid: uuid('customer_guid')
    .notNull()
    .references(() => customers.guid, { onDelete: 'cascade' }),
  consent: text('consent').$type<ConsentColumn>().notNull(),
  agreed: boolean('agreed').notNull(),
  wording: text('wording').notNull(),
  version: text('version').notNull(),
  /** 0067: `unsubscribe`, a marketing e-mail's one-click unsubscribe (the marketing consent withdrawn). */
  source: text('source').$type<'signup' | 'preferences' | 'unsubscribe'>().notNull(),
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
