import { TZDate } from '@date-fns/tz';
import {
  type AvailabilityResult,
  BookingErrorCode,
  DEFAULT_BOOKING_TIME,
  nearestSlots,
} from '@fittizia/contract';
import { BookingFailure } from '../../../shared/errors.ts';
import { type CalendarDate, parseDate, toMinutes, toTime } from './calendar.ts';
import type { BookingContext, CallBody, CallQuery } from './context.ts';
import {
  areasFor,
  assertNotRejected,
  assertOnline,
  badField,
  chosenAreas,
  chosenMenus,
  fail,
  menusOn,
  penceToPounds,
  runsOn,
  type Store,
} from './engine.ts';
import { cardGuaranteeRequired, upsellsFor } from './extras.ts';
import { type Asked, type TableOffer, tableOccasion, tableOffers } from './offers.ts';
import { prepare } from './prepare.ts';
import { assertSeatingTime, availableTimes } from './times.ts';

/* The booking journey's look-ups of spec 7.2: occasions, availability, areas, menus, slots, requirements, extras. */

type Ctx = Pick<BookingContext, 'config' | 'now' | 'database'>;

/** The occasions a restaurant runs on a date. */
export async function occasionsOn(ctx: Ctx, storeId: string, dateText: string) {
  const store = await ctx.config.store(storeId);
  assertOnline(store);
  const date = parseDate(dateText);
  assertNotRejected(store, date);
  const running = store.occasions.filter((o) => runsOn(o.occasion, date));
  if (running.length === 0) fail(BookingErrorCode.NoRestrictions);
  return {
    occasions: running.map(({ occasion: o, menuLinks, areaLinks }) => ({
      id: o.id,
      name: o.name,
      ...(o.description ? { description: o.description } : {}),
      bookingType: o.bookingType,
      minimumCovers: o.minimumCovers,
      maximumCovers: o.maximumCovers,
      menuLinkGroup: { type: o.menuLinkType, menuLinks: menuLinks.map((id) => ({ id })) },
      areaLinkGroup: { type: o.areaLinkType, areaLinks: areaLinks.map((id) => ({ id })) },
    })),
  };
}

/** The date and London time an availability request asks about (a date alone means the default 19:30). */
export function availabilityDateTime(text: string): { date: CalendarDate; time: string } {
  const hasOffset = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text);
  let date = parseDate(text);
  let minutes = toMinutes(DEFAULT_BOOKING_TIME);
  if (hasOffset) {
    const local = new TZDate(new Date(text).getTime(), 'Europe/London');
    date = parseDate(`${local.getFullYear()}-${local.getMonth() + 1}-${local.getDate()}`);
    minutes = local.getHours() * 60 + local.getMinutes();
  } else {
    const time = /[T ](\d{2}):(\d{2})/.exec(text);
    if (time) minutes = Number(time[1]) * 60 + Number(time[2]);
  }
  // The nearest quarter hour (spec 9: the time rounds to the nearest quarter hour).
  minutes = Math.min(Math.round(minutes / 15) * 15, 23 * 60 + 45);
  return { date, time: toTime(minutes) };
}

/** One store's result for the standard occasion, from its offer (`tableOffers`). */
function storeResult(
  offer: TableOffer,
  asked: Asked,
  miles: number,
  isFirstChoice: boolean,
): AvailabilityResult {
  const { store, o, times } = offer;
  return {
    storeId: store.restaurant.storeId,
    storeName: store.restaurant.title,
    occasionId: o.occasion.id,
    exactMatch: times.includes(asked.time),
    isFirstChoice,
    miles,
    timeSlots: nearestSlots(times, asked.time).map((t) => ({ time: t })),
    isPlaceAsEnquiryEnabled: offer.enquiry,
    minimumCovers: o.occasion.minimumCovers,
    allowMultipleUpsells: store.settings.allowMultipleUpsells,
    standbyOffered: offer.standbyOffered,
  };
}

/**
 * Availability at the first-choice restaurant and the others asked about (or, when none are, the nearest
 * one), all in one pass (`tableOffers`). The first choice's own refusal is the answer; another store that cannot
 * be booked is left out.
 */
export async function availability(ctx: Ctx, body: CallBody<'bookingAvailability'>) {
  const { date, time } = availabilityDateTime(body.date);
  const asked = { date, time, covers: body.adultCovers + body.childrenCovers };
  const [first, ...others] = body.stores;
  if (!first) badField('body.stores', 'needs at least one store');
  const firstStore = await ctx.config.store(first.storeId);
  tableOccasion(firstStore, date);
  const rest =
    others.length > 0
      ? others
      : await ctx.config
          .nearestTo(firstStore)
          .then((n) =>
            n ? [{ storeId: n.storeId, miles: Math.round((first.miles + n.miles) * 10) / 10 }] : [],
          );
  const read = rest.length > 0 ? await ctx.config.stores(rest.map((r) => r.storeId)) : new Map();
  const asks = [
    { store: firstStore, miles: first.miles },
    ...rest.flatMap((r) => {
      const store = read.get(r.storeId);
      return store && !(store instanceof BookingFailure) ? [{ store: store as Store, miles: r.miles }] : [];
    }),
  ];
  const offers = await tableOffers(
    ctx,
    asks.map((a) => a.store),
    asked,
  );
  return offers.flatMap((offer, i) => {
    if (offer instanceof BookingFailure) {
      if (i === 0) throw offer;
      return [];
    }
    return [storeResult(offer, asked, asks[i]?.miles ?? 0, i === 0)];
  });
}

/** The areas an occasion offers the party. */
export async function areasOffered(ctx: Ctx, storeId: string, query: CallQuery<'bookingAreas'>) {
  const covers = query.adults + query.children;
  const { store, o, how } = await prepare(ctx, storeId, query.occasionId, query.dates, covers);
  const areas = areasFor(store, o, covers, how).map((a) => ({
    id: a.id,
    name: a.name,
    ...(a.description ? { description: a.description } : {}),
  }));
  return { status: 200, data: { areas } };
}

/** The menus an occasion offers at a seating time. */
export async function menusOffered(ctx: Ctx, storeId: string, query: CallQuery<'bookingMenus'>) {
  const covers = query.adults + query.children;
  const { store, o, date, at } = await prepare(ctx, storeId, query.occasionId, query.dates, covers);
  assertSeatingTime(store, o, date, query.time, at);
  const menus = menusOn(store, o, date).filter(
    (m) => (!m.firstTime || query.time >= m.firstTime) && (!m.lastTime || query.time <= m.lastTime),
  );
  return {
    status: 200,
    data: {
      menus: menus.map((m) => ({
        id: m.id,
        name: m.name,
        description: m.description,
        price: penceToPounds(m.pricePence),
        image: m.image,
      })),
    },
  };
}

/** The free times of a day for the party, its menus and area. */
export async function freeSlots(ctx: Ctx, storeId: string, query: CallQuery<'bookingSlots'>) {
  const covers = query.adults + query.children;
  const { store, o, date, at, how } = await prepare(ctx, storeId, query.occasionId, query.dates, covers);
  const menus = chosenMenus(menusOn(store, o, date), query.menuIds);
  const areaIds = chosenAreas(store, o, covers, how, query.areaId, 'query.areaId');
  const times = await availableTimes(ctx.database.db, store, o, covers, date, at, { areaIds, menus });
  if (times.length === 0) fail(BookingErrorCode.NoFreeSlot);
  return {
    dates: [{ date: query.dates, times: times.map((t) => ({ time: t.time, canEnquire: t.canEnquire })) }],
  };
}

/** Whether the chosen booking needs a card guarantee, or goes as an enquiry. */
export async function requirements(ctx: Ctx, storeId: string, query: CallQuery<'bookingRequirements'>) {
  const covers = query.adults + query.children;
  const { store, o, date, at, how } = await prepare(
    ctx,
    storeId,
    query.occasionId,
    query.bookingDate,
    covers,
  );
  if (how === 'none') fail(BookingErrorCode.NoFreeSlot);
  assertSeatingTime(store, o, date, query.time, at);
  chosenMenus(menusOn(store, o, date), [query.menuId], query.time);
  chosenAreas(store, o, covers, how, query.areaId, 'query.areaId');
  return {
    isCardGuaranteeRequired: cardGuaranteeRequired(store, o, covers, date, how),
    isPlaceAsEnquiryEnabled: how === 'enquiry',
  };
}

/** The extras (upsells) an occasion offers the party at a seating time. */
export async function upsellsOffered(ctx: Ctx, storeId: string, query: CallQuery<'bookingUpsells'>) {
  const covers = query.adults + query.children;
  const { store, o, date, at } = await prepare(ctx, storeId, query.occasionId, query.bookingDate, covers);
  assertSeatingTime(store, o, date, query.time, at);
  const list = upsellsFor(store, o, covers, query.includeUnavailable);
  return {
    status: 200,
    data: {
      upsells: list.map((u) => ({
        id: u.id,
        name: u.name,
        description: u.description,
        image: u.image,
        minimumQuantity: u.minimumQuantity,
        maximumQuantity: u.maximumQuantity,
        price: penceToPounds(u.pricePence),
        ...(query.includeUnavailable ? { available: u.available } : {}),
      })),
    },
  };
}
