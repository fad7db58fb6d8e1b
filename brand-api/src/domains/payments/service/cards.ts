import { eq } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { cardCustomers } from '../tables.ts';

/**
 * Whether the provider verified and vaulted this customer's card (POST /api/v1/braintree/submit records it);
 * any other id is as good as none.
 */
export async function isVerifiedCardCustomer(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cardCustomers.customerId })
    .from(cardCustomers)
    .where(eq(cardCustomers.customerId, customerId))
    .limit(1);
  return row !== undefined;
}
