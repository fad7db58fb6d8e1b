import type { PreorderState } from '@fittizia/contract';
import type { UkAllergen } from '@fittizia/contract/vocabulary';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Group pre-orders (migrations 0069, 0070; docs/preorders.md). A booking's pre-order and its guests. The booking
 * menus' pre-order columns (0070) are the booking domain's table (`booking_menus`).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export const preorders = pgTable('preorders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().unique(),
  /** The dish menu (`menus`) the guests choose from, and the children's. */
  menuId: text('menu_id').notNull(),
  childrenMenuId: text('children_menu_id'),
  /** Every section must be chosen (a booking menu's set menu); otherwise at least one dish. */
  allSectionsRequired: boolean('all_sections_required').notNull().default(true),
  cutoffHours: integer('cutoff_hours').notNull(),
  cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
  state: text('state').$type<PreorderState>().notNull().default('open'),
  /** The pg-boss job that closes it at the cut-off; null until one is queued (or after a reschedule). */
  jobId: text('job_id'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PreorderRow = typeof preorders.$inferSelect;

export interface StoredChoice {
  sectionId: string;
  dishId: string;
}

export const preorderGuests = pgTable('preorder_guests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  preorderId: bigint('preorder_id', { mode: 'number' })
    .notNull()
    .references(() => preorders.id),
  firstName: text('first_name').notNull(),
  child: boolean('child').notNull().default(false),
  choices: jsonb('choices').$type<StoredChoice[]>().notNull().default([]),
  allergens: text('allergens').array().$type<UkAllergen[]>().notNull().default([]),
  note: text('note'),
  /** SHA-256 (hex) of the guest's key; the key itself is answered once, on the add. */
  keyHash: text('key_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PreorderGuestRow = typeof preorderGuests.$inferSelect;
