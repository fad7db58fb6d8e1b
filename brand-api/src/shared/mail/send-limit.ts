import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { mailSendCounts } from './tables.ts';

/** A limit on the e-mails of one kind one recipient is sent: at most `max` in each window of `windowMs`. */
export interface SendLimit {
  scope: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one more message of `limit.scope` to `recipient` in the current window (fixed windows from the
 * epoch: clock hours, UTC days) and says whether it may be sent. The count is one atomic upsert in the
 * database, so concurrent calls and every instance of the brand API agree; a refused message still counts,
 * so a flood stays refused for the rest of the window.
 */
export async function takeMailSend(db: Db, limit: SendLimit, recipient: string, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(mailSendCounts)
    .values({ scope: limit.scope, recipientKey: recipient.trim().toLowerCase(), windowStart, sent: 1 })
    .onConflictDoUpdate({
      target: [mailSendCounts.scope, mailSendCounts.recipientKey, mailSendCounts.windowStart],
      set: { sent: sql`${mailSendCounts.sent} + 1` },
    })
    .returning({ sent: mailSendCounts.sent });
  return (row?.sent ?? Number.POSITIVE_INFINITY) <= limit.max;
}
