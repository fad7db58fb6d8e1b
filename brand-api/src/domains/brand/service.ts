import type { BookingLimits } from '@fittizia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../shared/database.ts';
import { brands } from './tables.ts';

/** The brand's own booking limits (`brands.booking_limits`), or null when it keeps the configured ones. */
export async function brandBookingLimits(db: Db, brandKey: string): Promise<Partial<BookingLimits> | null> {
  const [row] = await db
    .select({ limits: brands.bookingLimits })
    .from(brands)
    .where(eq(brands.brandKey, brandKey))
    .limit(1);
  return row?.limits ?? null;
}
