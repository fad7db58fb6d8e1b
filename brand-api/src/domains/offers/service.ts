import { eq } from 'drizzle-orm';
import type { Db } from '../../shared/database.ts';
import { offers } from './tables.ts';

/** Whether an offer with this id exists. */
export async function offerExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).limit(1);
  return row !== undefined;
}
