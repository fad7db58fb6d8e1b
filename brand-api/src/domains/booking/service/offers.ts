import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  CLOSED_DAY_MESSAGE,
  ENQUIRY_COVERS_THRESHOLD,
  londonToday,
} from '@fittizia/contract';
import { BookingFailure } from '../../../shared/errors.ts';
import { type CalendarDate, daysBetween, parseDate } from './calendar.ts';
import type { BookingContext } from './context.ts';
import {
  areasFor,
  assertNotRejected,
  assertOnline,
  fail,
  fittingTables,
  hoursOnDate,
  placement,
  runsOn,
  type Store,
  type StoreOccasion,
} from './engine.ts';
import { cardGuaranteeRequired } from './extras.ts';
import { standbyRefusal } from './standby-rules.ts';
import { availableTimesOf } from './times.ts';

/*
 * What a restaurant offers a party on a date for its standard table occasion: the one rule behind the
 * availability call (one restaurant and its nearest) and the table search (every candidate at once). The free
 * times of every restaurant asked about are read in one pass (`availableTimesOf`: one query for the held tables).
 */

type Ctx = Pick<BookingContext, 'now' | 'database'>;

/** The party, the date and the asked time (a quarter hour). */
export interface Asked {
  date: CalendarDate;
  time: string;
  covers: number;
}

/** A restaurant's offer: its free times that day for the party and what booking one of them takes. */
export interface TableOffer {
  store: Store;
  o: StoreOccasion;
  /** The free times that day (every seating time for an enquiry). */
  times: string[];
  enquiry: boolean;
  cardGuaranteeRequired: boolean;
  standbyOffered: boolean;
  /**
   * Why the restaurant cannot take the party at all that day (the booking rule's words), when it cannot: the
   * occasion does not run (17) or does not take the party (18), the party is over the online limit (4, or the
   * same-day enquiry message), no table seats it (4), or the restaurant is closed that day (`CLOSED_DAY_MESSAGE`).
   */
  dayRefusal?: string;
}

/**
 * The restaurant's standard table occasion on the date, or the refusal of a restaurant that cannot be booked
 * online (assertOnline), refuses the date (6) or has no table occasion (17).
 */
export function tableOccasion(store: Store, date: CalendarDate): StoreOccasion {
  assertOnline(store);
  assertNotRejected(store, date);
  const o = store.occasions.find((x) => x.enabled && x.occasion.bookingType === 'table');
  if (!o) fail(BookingErrorCode.NoRestrictions);
  return o;
}

function dayRefusal(store: Store, o: StoreOccasion, asked: Asked, now: Date): string | undefined {
  const { date, covers } = asked;
  if (!runsOn(o.occasion, date)) return bookingErrorMessage(BookingErrorCode.NoRestrictions);
  if (covers < o.occasion.minimumCovers || covers > o.occasion.maximumCovers)
    return bookingErrorMessage(BookingErrorCode.NoAvailableOccasion);
  const how = placement(store, o, covers, date, now);
  if (how === 'none') {
    const sameDay = daysBetween(parseDate(londonToday(now)), date) === 0;
    return store.settings.enquiryEnabled && covers >= ENQUIRY_COVERS_THRESHOLD && sameDay
      ? BOOKING_MESSAGES.largePartySameDay
      : bookingErrorMessage(BookingErrorCode.NoFreeSlot);
  }
  if (
    how === 'table' &&
    fittingTables(
      store,
      covers,
      areasFor(store, o, covers, how).map((a) => a.id),
    ).length === 0
  )
    return bookingErrorMessage(BookingErrorCode.NoFreeSlot);
  if (!hoursOnDate(store, date).open) return CLOSED_DAY_MESSAGE;
  return undefined;
}

/**
 * Each restaurant's offer for the party, in the order given, or the booking failure that refuses it
 * (`tableOccasion`): the free times of all of them come from one read of the held tables.
 */
export async function tableOffers(
  ctx: Ctx,
  stores: readonly Store[],
  asked: Asked,
): Promise<(TableOffer | BookingFailure)[]> {
  const at = ctx.now();
  const { date, covers } = asked;
  const occasions = stores.map((store) => {
    try {
      return tableOccasion(store, date);
    } catch (error) {
      if (error instanceof BookingFailure) return error;
      throw error;
    }
  });
  const asks = stores.flatMap((store, i) => {
    const o = occasions[i];
    if (!o || o instanceof BookingFailure) return [];
    const fits =
      runsOn(o.occasion, date) && covers >= o.occasion.minimumCovers && covers <= o.occasion.maximumCovers;
    return fits ? [{ i, ask: { store, o, covers, date } }] : [];
  });
  const free = await availableTimesOf(
    ctx.database.db,
    asks.map((a) => a.ask),
    at,
  );
  const timesOf = new Map(asks.map((a, k) => [a.i, (free[k] ?? []).map((t) => t.time)]));
  return stores.map((store, i) => {
    const o = occasions[i] as StoreOccasion | BookingFailure;
    if (o instanceof BookingFailure) return o;
    const how = placement(store, o, covers, date, at);
    const refusal = dayRefusal(store, o, asked, at);
    return {
      store,
      o,
      times: timesOf.get(i) ?? [],
      enquiry: how === 'enquiry',
      cardGuaranteeRequired: cardGuaranteeRequired(store, o, covers, date, how),
      standbyOffered: standbyRefusal(store, o, date, covers, at) === undefined,
      ...(refusal ? { dayRefusal: refusal } : {}),
    };
  });
}
