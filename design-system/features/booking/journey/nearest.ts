import { haversineMiles, type Restaurant } from '@fittizia/contract';
import { restaurantCoordinates } from '../../restaurants/RestaurantDetails/restaurantLinks.ts';

/** The nearest other restaurant bookable online and not at a holiday park (spec 7.2), with its miles. */
export function nearestOtherRestaurant(restaurants: readonly Restaurant[], chosen: Restaurant | undefined) {
  const from = chosen && restaurantCoordinates(chosen);
  if (!chosen || !from) return undefined;
  let best: { r: Restaurant; miles: number } | undefined;
  for (const r of restaurants) {
    if (
      r.storeId === chosen.storeId ||
      r.isHolidayPark ||
      r.enableBookings === false ||
      r.bookingProviderUrl
    ) {
      continue;
    }
    const at = restaurantCoordinates(r);
    if (!at) continue;
    const miles = haversineMiles(from, at);
    if (!best || miles < best.miles) best = { r, miles };
  }
  return best && { storeId: best.r.storeId, miles: Math.round(best.miles * 10) / 10 };
}
