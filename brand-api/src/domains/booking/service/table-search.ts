import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  londonToday,
  nearestSlots,
  TABLE_SEARCH_MAX_CANDIDATES,
  TABLE_SEARCH_MAX_RESULTS,
  TABLE_SEARCH_MESSAGES,
  TABLE_SEARCH_NEAR_MINUTES,
  type TableSearchPlace,
  type TableSearchResponse,
  type TableSearchRestaurant,
} from '@fittizia/contract';
import type { Db } from '../../../shared/database.ts';
import { haversineMiles } from '../../../shared/distance.ts';
import { BookingFailure, Refused } from '../../../shared/errors.ts';
import { findLocations, listedRestaurantLocations, nameOfPoint } from '../../restaurants/index.ts';
import { parseDate, toMinutes } from './calendar.ts';
import type { BookingContext, CallQuery } from './context.ts';
import type { Store } from './engine.ts';

import { type TableOffer, tableOffers } from './offers.ts';

/** A search refused in the diner's words (400 naming the field): what the page shows beside it. */
function refuseSearch(field: string, message: string): never {
  throw new Refused(message, field);
}

/*
 * Find a table: every candidate restaurant within the radius of a place, answered in one pass over the
 * database with the rules of one restaurant's availability (`tableOffers`).
 */

type Ctx = Pick<BookingContext, 'config' | 'now' | 'database'>;
type Query = CallQuery<'bookingTableSearch'>;

type Candidate = {
  storeId: string;
  title: string;
  lat: number;
  lng: number;
  phoneNumber: string | null;
  isHolidayPark: boolean;
  enableBookings: boolean;
  bookingProviderUrl: string | null;
  miles: number;
};

/** What the search reads of the estate, in one query (`listedRestaurantLocations`). */
const estate = (db: Db, storeId?: string): Promise<Omit<Candidate, 'miles'>[]> =>
  listedRestaurantLocations(db, storeId);

/** The place a search is made from and the estate around it, or 400 naming the field (an unknown place or restaurant). */
async function searchPlace(db: Db, q: Query) {
  if (q.storeId !== undefined) {
    const rows = await estate(db, q.storeId);
    const row = rows.find((r) => r.storeId === q.storeId);
    if (!row) refuseSearch('query.storeId', TABLE_SEARCH_MESSAGES.storeId);
    const place: TableSearchPlace = { name: row.title, kind: 'restaurant', lat: row.lat, lng: row.lng };
    return { place, rows, storeId: row.storeId };
  }
  let place: TableSearchPlace;
  if (q.place !== undefined) {
    const [found] = (await findLocations(db, q.place)) ?? [];
    if (!found) refuseSearch('query.place', TABLE_SEARCH_MESSAGES.place);
    place = { name: found.name, kind: found.kind, lat: found.lat, lng: found.lng };
  } else {
    const point = { lat: q.lat as number, lng: q.lng as number };
    const named = await nameOfPoint(db, point);
    // A point no place or district is near keeps the diner's own words for it.
    const name = named.kind === 'place' && named.placeName === undefined ? 'Your location' : named.name;
    place = { name, kind: 'location', ...point };
  }
  return { place, rows: await estate(db) };
}

/**
 * The restaurants within the radius, nearest first (then by store id), at most TABLE_SEARCH_MAX_CANDIDATES, holiday
 * parks and restaurants that do not book online among them; the restaurant searched from is first, at 0 miles.
 */
function candidates(
  rows: Omit<Candidate, 'miles'>[],
  point: TableSearchPlace,
  radius: number,
  storeId?: string,
) {
  return rows
    .map((r): Candidate => ({ ...r, miles: r.storeId === storeId ? 0 : haversineMiles(point, r) }))
    .filter((r) => r.miles <= radius)
    .sort((a, b) => a.miles - b.miles || a.storeId.localeCompare(b.storeId))
    .slice(0, TABLE_SEARCH_MAX_CANDIDATES)
    .map((r) => ({ ...r, miles: Math.round(r.miles * 10) / 10 }));
}

/** A restaurant the record alone says is booked elsewhere (the site's `restaurantOutcome` order). */
function bookedElsewhere(c: Candidate): Partial<TableSearchRestaurant> | undefined {
  const phone = c.phoneNumber ? { phoneNumber: c.phoneNumber } : {};
  if (c.isHolidayPark) return { outcome: 'call-us', message: BOOKING_MESSAGES.holidayPark, ...phone };
  if (!c.enableBookings) return { outcome: 'call-us', message: BOOKING_MESSAGES.notSupported, ...phone };
  if (c.bookingProviderUrl) return { outcome: 'provider', providerUrl: c.bookingProviderUrl };
  return undefined;
}

/** A restaurant the booking rules refuse: not online (call us) or not that day (nothing near, with the words). */
function refused(c: Candidate, failure: BookingFailure): Partial<TableSearchRestaurant> {
  const online = [
    BookingErrorCode.NotSupported,
    BookingErrorCode.InvalidConfig,
    BookingErrorCode.BookingDisabled,
    BookingErrorCode.RestaurantDisabled,
    BookingErrorCode.HolidayPark,
    BookingErrorCode.RestaurantNotFound,
  ] as number[];
  if (failure.extra.bookingProviderUrl)
    return { outcome: 'provider', providerUrl: failure.extra.bookingProviderUrl };
  const message = bookingErrorMessage(
    failure.code,
    failure.serverMessage === undefined ? {} : { serverMessage: failure.serverMessage },
  );
  if (online.includes(failure.code))
    return { outcome: 'call-us', message, ...(c.phoneNumber ? { phoneNumber: c.phoneNumber } : {}) };
  return { outcome: 'none-near', message };
}

const minutesApart = (a: string, b: string) => Math.abs(toMinutes(a) - toMinutes(b));

/** Times near the asked one, or nothing near with the nearest free time that day. */
function offered(offer: TableOffer, time: string): Partial<TableSearchRestaurant> {
  const { o, times } = offer;
  const near = times.filter((t) => minutesApart(t, time) <= TABLE_SEARCH_NEAR_MINUTES);
  const nearest = [...times].sort(
    (a, b) => minutesApart(a, time) - minutesApart(b, time) || a.localeCompare(b),
  )[0];
  const common = {
    occasionId: o.occasion.id,
    isPlaceAsEnquiryEnabled: offer.enquiry,
    cardGuaranteeRequired: offer.cardGuaranteeRequired,
    standbyOffered: offer.standbyOffered,
  };
  if (near.length > 0) {
    return {
      ...common,
      outcome: 'times',
      timeSlots: nearestSlots(near, time).map((t) => ({ time: t })),
      exactMatch: near.includes(time),
    };
  }
  return {
    ...common,
    outcome: 'none-near',
    ...(nearest ? { nearestFreeTime: nearest } : {}),
    ...(offer.dayRefusal ? { message: offer.dayRefusal } : {}),
  };
}

/** GET /api/booking/table-search: nothing is stored. */
export async function tableSearch(ctx: Ctx, q: Query): Promise<TableSearchResponse> {
  const { db } = ctx.database;
  if (q.date < londonToday(ctx.now())) refuseSearch('query.date', TABLE_SEARCH_MESSAGES.datePast);
  const { place, rows, storeId } = await searchPlace(db, q);
  const found = candidates(rows, place, q.radius, storeId);
  const asked = { date: parseDate(q.date), time: q.time, covers: q.adults + q.children };
  const online = found.filter((c) => !bookedElsewhere(c));
  const read = online.length > 0 ? await ctx.config.stores(online.map((c) => c.storeId)) : new Map();
  const stores = online.flatMap((c) => {
    const s = read.get(c.storeId) as Store | BookingFailure | undefined;
    return s && !(s instanceof BookingFailure) ? [s] : [];
  });
  const offers = new Map(
    (await tableOffers(ctx, stores, asked)).map((offer, i) => [stores[i]?.restaurant.storeId, offer]),
  );
  const answers = found.map((c): TableSearchRestaurant => {
    const base = { storeId: c.storeId, storeName: c.title, miles: c.miles };
    const offer = offers.get(c.storeId) ?? (read.get(c.storeId) as BookingFailure | undefined);
    const outcome =
      bookedElsewhere(c) ??
      (offer instanceof BookingFailure
        ? refused(c, offer)
        : offer
          ? offered(offer, q.time)
          : refused(c, new BookingFailure(BookingErrorCode.InvalidConfig)));
    return {
      timeSlots: [],
      exactMatch: false,
      isPlaceAsEnquiryEnabled: false,
      cardGuaranteeRequired: false,
      standbyOffered: false,
      ...base,
      ...outcome,
    } as TableSearchRestaurant;
  });
  return {
    place,
    date: q.date,
    time: q.time,
    adults: q.adults,
    children: q.children,
    radiusMiles: q.radius,
    results: answers.filter((a) => a.outcome !== 'none-near').slice(0, TABLE_SEARCH_MAX_RESULTS),
    nothingNear: answers.filter((a) => a.outcome === 'none-near'),
  };
}
