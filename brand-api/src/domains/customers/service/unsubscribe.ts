import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { customerConsents, customers } from '../tables.ts';
import { consentRow } from './fields.ts';

/**
 * A sign-up unsubscribes from marketing (a marketing e-mail's one-click link): from `now` it is marked
 * unsubscribed and its marketing consent is recorded as withdrawn (consents are appended, never changed), in the
 * caller's transaction. An address with no sign-up, or one already unsubscribed, changes nothing. Answers whether
 * a sign-up was unsubscribed now.
 */
export async function unsubscribeSignup(db: Db, emailKey: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(customers)
    .set({ unsubscribedAt: now, updatedAt: now })
    .where(and(eq(customers.emailKey, emailKey), isNull(customers.unsubscribedAt)))
    .returning({ guid: customers.guid });
  if (!row) return false;
  await db
    .insert(customerConsents)
    .values({ ...consentRow(row.guid, 'marketingEmail', false, 'unsubscribe'), recordedAt: now });
  return true;
}
