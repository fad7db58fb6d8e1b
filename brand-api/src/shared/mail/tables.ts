import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The mail outbox (migration 0011) and the per-address send counts (migration 0040).
 * A foreign key to another domain's table is kept by the SQL migration only: a domain declares its own tables.
 */

export type MailStatus = 'pending' | 'sent' | 'failed';

/** 0011: the e-mail outbox (see migrations/0011_mail_outbox.sql). */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  fromAddress: text('from_address').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  messageId: text('message_id').notNull(),
  raw: text('raw').notNull(),
  status: text('status').$type<MailStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  emlPath: text('eml_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

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
