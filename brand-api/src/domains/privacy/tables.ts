import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* The privacy domain's tables (docs/privacy.md): the retention runs, the erasures' proofs, the suppression list. */

/** Each run of the nightly retention job (migration 0065): counts per kind, written after every batch. */
export const privacyRetentionRuns = pgTable('privacy_retention_runs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  counts: jsonb('counts').notNull(),
});

/** The proof of each erasure (migration 0066): the SHA-256 of the normalised address, never the address. */
export const privacyErasures = pgTable('privacy_erasures', {
  addressHash: text('address_hash').primaryKey(),
  firstErasedAt: timestamp('first_erased_at', { withTimezone: true }).notNull(),
  lastErasedAt: timestamp('last_erased_at', { withTimezone: true }).notNull(),
  counts: jsonb('counts').notNull(),
});

/** Why an address is on the suppression list. */
export type SuppressionReason = 'unsubscribed' | 'erased';

/** The marketing suppression list (migration 0067): hashed normalised addresses marketing never writes to. */
export const marketingSuppressions = pgTable('marketing_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  reason: text('reason').$type<SuppressionReason>().notNull(),
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }).notNull().defaultNow(),
});
