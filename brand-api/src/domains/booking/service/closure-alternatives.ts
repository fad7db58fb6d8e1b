import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import type { ClosureAlternative } from '../emails/closure-notice.ts';
import { parseDate } from './calendar.ts';
import type { BookingConfig } from './config.ts';
import { assertNotRejected, assertOnline, placement, runsOn, type Store } from './engine.ts';
import type { BookingRow } from './manage.ts';
import { bookableNearby } from './nearest.ts';
import { availableTimes } from './times.ts';

/** How many alternatives a closure's cancellation offers, and how many nearby restaurants are asked. */
export const CLOSURE_ALTERNATIVES = 3;
const ASKED = 10;

/**
 * The restaurant's book-now page with the party, date and time kept: the search the booking modal opens with
 * (`adults`, `children`, `date` as yyyy-MM-dd, `time` as HH:mm, the booking strip's choices).
 */
export function bookNowUrl(
  siteUrl: string,
  restaurant: Pick<Store['restaurant'], 'citySlug' | 'slug'>,
  booking: Pick<BookingRow, 'adults' | 'children' | 'diningDate' | 'diningTime'>,
): string {
  const search = new URLSearchParams({
    adults: String(booking.adults),
    children: String(booking.children),
    date: booking.diningDate,
    time: booking.diningTime,
  });
  return `${siteUrl}/restaurants/${encodeURIComponent(restaurant.citySlug)}/${encodeURIComponent(restaurant.slug)}/book-now?${search}`;
}

/**
 * Up to CLOSURE_ALTERNATIVES other restaurants, nearest first within `maxMiles` (those the availability answer
 * offers as "the nearest other", `bookableNearby`), where the booking engine has a table for the party at the
 * booking's date and time now; each with its book-now link.
 */
export async function alternativesFor(
  ctx: { db: Db; config: BookingConfig; now: Date; siteUrl: string; maxMiles: number },
  closed: Store,
  booking: BookingRow,
): Promise<ClosureAlternative[]> {
  const date = parseDate(booking.diningDate);
  const covers = booking.adults + booking.children;
  const nearby = await bookableNearby(ctx.db, closed.restaurant, { limit: ASKED, maxMiles: ctx.maxMiles });
  const found: ClosureAlternative[] = [];
  for (const { storeId, miles } of nearby) {
    if (found.length === CLOSURE_ALTERNATIVES) break;
    try {
      const store = await ctx.config.store(storeId);
      assertOnline(store);
      assertNotRejected(store, date);
      const o = store.occasions.find((x) => x.enabled && x.occasion.bookingType === 'table');
      if (!o || !runsOn(o.occasion, date)) continue;
      if (covers < o.occasion.minimumCovers || covers > o.occasion.maximumCovers) continue;
      if (placement(store, o, covers, date, ctx.now) !== 'table') continue;
      const times = await availableTimes(ctx.db, store, o, covers, date, ctx.now);
      if (!times.some((t) => t.time === booking.diningTime)) continue;
      found.push({
        name: store.restaurant.title,
        miles,
        url: bookNowUrl(ctx.siteUrl, store.restaurant, booking),
      });
    } catch (error) {
      // A restaurant that cannot be booked online now is no alternative.
      if (!(error instanceof BookingFailure)) throw error;
    }
  }
  return found;
}
