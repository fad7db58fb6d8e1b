import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* The privacy domain's tables. 0067: the marketing suppression list (`service/suppression.ts`). */

export const marketingSuppressions = pgTable('marketing_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  reason: text('reason').$type<SuppressionReason>().notNull(),
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why an address is on the list. */
export type SuppressionReason = 'unsubscribed' | 'erased';
