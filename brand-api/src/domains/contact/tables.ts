import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../shared/columns.ts';

/*
 * Contact types, reasons and enquiries with their files (migration 0032).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const contactTypes = pgTable('contact_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactReasons = pgTable('contact_reasons', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** 0059: an enquiry for this reason must name a restaurant (the contract's `restaurantRequired`). */
  restaurantRequired: boolean('restaurant_required').notNull().default(true),
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
  storeId: text('store_id'),
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
