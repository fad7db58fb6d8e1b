import { BookingErrorCode, closedOn } from '@fittizia/contract';
import { restaurantFixtures } from './fixtures.ts';

/** The mocks' restaurants seat at most this many at one table (the brand API reads each restaurant's tables). */
export const MOCK_LARGEST_TABLE = 10;

/**
 * The brand API's standby rule on the mocks' data: a party no table seats is refused with 35, a day the
 * restaurant is closed (its hours, special dates first) with 36; the availability answer's `standbyOffered`
 * is the same rule.
 */
export function mockStandbyRefusal(storeId: string, date: string, covers: number): number | undefined {
  if (covers > MOCK_LARGEST_TABLE) return BookingErrorCode.StandbyPartyTooLarge;
  const restaurant = restaurantFixtures.find((r) => r.storeId === storeId);
  if (closedOn(restaurant as Record<string, unknown> | undefined, date.slice(0, 10)))
    return BookingErrorCode.StandbyClosedDay;
  return undefined;
}
