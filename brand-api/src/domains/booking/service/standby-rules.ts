import { BookingErrorCode } from '@fittizia/contract';
import type { CalendarDate } from './calendar.ts';
import {
  areasFor,
  fittingTables,
  hoursOnDate,
  placement,
  runsOn,
  type Store,
  type StoreOccasion,
} from './engine.ts';
import { cardGuaranteeRequired } from './extras.ts';

/*
 * When a standby entry could ever be offered a table: one rule, read by the join (which refuses with the code)
 * and by the availability answer (`standbyOffered`, so the front ends offer standby only where it can succeed).
 */

/**
 * The booking code that refuses a standby entry for this party on this date, or undefined when a table could
 * come free for it: the standard occasion runs that day (17) and takes the party (18), the party is placed at a
 * table (4) without a card (5), a table of the restaurant seats the party (35) and the restaurant is open that
 * day (36).
 */
export function standbyRefusal(
  store: Store,
  o: StoreOccasion,
  date: CalendarDate,
  covers: number,
  now: Date,
): number | undefined {
  if (!runsOn(o.occasion, date)) return BookingErrorCode.NoRestrictions;
  if (covers < o.occasion.minimumCovers || covers > o.occasion.maximumCovers)
    return BookingErrorCode.NoAvailableOccasion;
  if (placement(store, o, covers, date, now) !== 'table') return BookingErrorCode.NoFreeSlot;
  // An offer is claimed in one press: a party whose booking needs a card books with the restaurant instead.
  if (cardGuaranteeRequired(store, o, covers, date, 'table')) return BookingErrorCode.NeedCreditCard;
  const areas = areasFor(store, o, covers, 'table').map((a) => a.id);
  if (fittingTables(store, covers, areas).length === 0) return BookingErrorCode.StandbyPartyTooLarge;
  if (!hoursOnDate(store, date).open) return BookingErrorCode.StandbyClosedDay;
  return undefined;
}
