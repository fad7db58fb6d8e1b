import { type BookingLimits, DEFAULT_REMINDER_HOURS } from '@fittizia/contract';
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

/** Hours before a booking its reminder e-mail is sent (`brands.reminder_hours_before`, 24 unless set; 0: none). */
export async function brandReminderHours(db: Db, brandKey: string): Promise<number> {
  const [row] = await db
    .select({ hours: brands.reminderHoursBefore })
    .from(brands)
    .where(eq(brands.brandKey, brandKey))
    .limit(1);
  return row?.hours ?? DEFAULT_REMINDER_HOURS;
}
