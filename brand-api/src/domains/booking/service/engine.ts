import { BookingErrorCode, type DayHours, hoursOn, londonToday } from '@fittizia/contract';
import { BookingFailure, InvalidField } from '../../../shared/errors.ts';
import type { ClosurePeriod, RestaurantRow } from '../../restaurants/index.ts';
import type {
  bookingAreas,
  bookingMenus,
  bookingRejections,
  bookingSettings,
  cardGuaranteeRules,
  diningTables,
  occasions,
  upsells,
} from '../tables.ts';
import {
  type CalendarDate,
  daysBetween,
  inSeason,
  inWindow,
  isoWeekday,
  monthDay,
  parseDate,
  weekdayName,
} from './calendar.ts';

/* ------------------------------------------------------------------ failures */

/** Refuses with a booking outcome of spec 8.1. */
export function fail(code: number, serverMessage?: string, extra?: { bookingProviderUrl?: string }): never {
  throw new BookingFailure(code, serverMessage, extra);
}

/** A request that is well-formed but names something this restaurant does not have (the field at fault). */
export function badField(field: string, message: string): never {
  throw new InvalidField(field, message);
}

/* ------------------------------------------------------------------ the restaurant */

export type { RestaurantRow };
export type SettingsRow = typeof bookingSettings.$inferSelect;
export type AreaRow = typeof bookingAreas.$inferSelect;
export type TableRow = typeof diningTables.$inferSelect;

/** A restaurant's booking configuration (see config.ts, which reads and caches it). */
export interface Store {
  restaurant: RestaurantRow;
  settings: SettingsRow;
  areas: AreaRow[];
  tables: TableRow[];
  durations: { maxCovers: number; minutes: number }[];
  /** Occasions the restaurant offers (disabled ones included), in their order. */
  occasions: StoreOccasion[];
  menus: MenuRow[];
  upsells: { upsell: typeof upsells.$inferSelect; available: boolean }[];
  cardRules: (typeof cardGuaranteeRules.$inferSelect)[];
  rejections: (typeof bookingRejections.$inferSelect)[];
  /** The restaurant's closures not yet over, read fresh with each call (`config.ts`, `withClosures`). */
  closures?: ClosurePeriod[];
}

/**
 * Whether the restaurant takes bookings online at all (spec 4.3 and 8.1): a holiday park (20), an
 * external provider (1, with its link), not supported (1), disabled for now (10), not bookable
 * online (11), and a restaurant without tables or dining durations is an invalid configuration (2).
 */
export function assertOnline(store: Store): void {
  const { restaurant, settings } = store;
  if (restaurant.isHolidayPark) fail(BookingErrorCode.HolidayPark);
  if (restaurant.bookingProviderUrl) {
    fail(BookingErrorCode.NotSupported, undefined, { bookingProviderUrl: restaurant.bookingProviderUrl });
  }
  if (settings.mode === 'not-supported') fail(BookingErrorCode.NotSupported);
  if (settings.mode === 'disabled') fail(BookingErrorCode.BookingDisabled);
  if (settings.mode === 'restaurant-disabled' || !restaurant.enableBookings) {
    fail(BookingErrorCode.RestaurantDisabled);
  }
  if (store.tables.length === 0 || store.durations.length === 0) fail(BookingErrorCode.InvalidConfig);
}

/** A date the restaurant refuses with its own message (6). */
export function assertNotRejected(store: Store, date: CalendarDate): void {
  const hit = store.rejections.find(
    (r) =>
      (r.weekday === null || r.weekday === isoWeekday(date)) &&
      (r.monthDay === null || r.monthDay === monthDay(date)),
  );
  if (hit) fail(BookingErrorCode.RejectMessage, hit.message);
}

export function hoursOnDate(store: Store, date: CalendarDate): DayHours {
  const source = {
    ...store.restaurant.weeklyHours,
    specialHours: store.restaurant.specialHours,
  } as Parameters<typeof hoursOn>[0];
  return hoursOn(source, date.iso, weekdayName(date));
}

/** Minutes a party holds its table: the first duration row that fits the party. */
export function durationFor(store: Store, covers: number): number {
  const row = store.durations.find((d) => d.maxCovers >= covers) ?? store.durations.at(-1);
  if (!row) fail(BookingErrorCode.InvalidConfig);
  return row.minutes;
}

/* ------------------------------------------------------------------ occasions */

export type OccasionRow = typeof occasions.$inferSelect;

export interface StoreOccasion {
  occasion: OccasionRow;
  enabled: boolean;
  disabledMessage: string | null;
  menuLinks: string[];
  areaLinks: string[];
}

export function loadOccasion(store: Store, occasionId: string): StoreOccasion {
  const found = store.occasions.find((o) => o.occasion.id === occasionId);
  // An occasion this restaurant does not run cannot be booked on any date.
  if (!found) fail(BookingErrorCode.NoRestrictions);
  return found;
}

/** Whether an occasion runs on a date (its weekdays and yearly season). */
export function runsOn(occasion: OccasionRow, date: CalendarDate): boolean {
  const weekdays = occasion.weekdays;
  return (
    (!weekdays || weekdays.includes(isoWeekday(date))) &&
    inSeason(date, occasion.seasonStart, occasion.seasonEnd)
  );
}

/** Disabled with its message (19), not running that date (17), party outside its cover limits (18). */
export function assertOccasion(o: StoreOccasion, date: CalendarDate, covers: number): void {
  if (!o.enabled) fail(BookingErrorCode.DisabledCustomMessage, o.disabledMessage ?? undefined);
  if (!runsOn(o.occasion, date)) fail(BookingErrorCode.NoRestrictions);
  if (covers < o.occasion.minimumCovers || covers > o.occasion.maximumCovers) {
    fail(BookingErrorCode.NoAvailableOccasion);
  }
}

/** A link group (spec 4.4): inclusive keeps only the linked ids, exclusive keeps all but them. */
export function applyLinks<T extends { id: string }>(items: T[], type: string, links: string[]): T[] {
  return items.filter((item) => (type === 'inclusive' ? links.includes(item.id) : !links.includes(item.id)));
}

/* ------------------------------------------------------------------ how a party is placed */

/**
 * - `table`: a table is held (up to the online limit, MAX_TABLE_BOOKING_COVERS);
 * - `enquiry`: 25 or more guests where the restaurant enables enquiries, never for today;
 * - `event`: an event occasion, a request the restaurant confirms;
 * - `none`: nothing can be placed online (a party over the limit without enquiries).
 */
export type Placement = 'table' | 'enquiry' | 'event' | 'none';

export function placement(
  store: Store,
  o: StoreOccasion,
  covers: number,
  date: CalendarDate,
  now: Date,
): Placement {
  if (o.occasion.bookingType === 'event') return 'event';
  if (covers <= store.settings.maxOnlineCovers) return 'table';
  const { settings } = store;
  const today = parseDate(londonToday(now));
  if (settings.enquiryEnabled && covers >= settings.enquiryMinCovers && daysBetween(today, date) > 0)
    return 'enquiry';
  return 'none';
}

/** Areas the occasion may use; for a table booking, only those with a table that fits the party. */
export function areasFor(store: Store, o: StoreOccasion, covers: number, how: Placement): AreaRow[] {
  const linked = applyLinks(store.areas, o.occasion.areaLinkType, o.areaLinks);
  if (how !== 'table') return linked;
  return linked.filter((a) =>
    store.tables.some((t) => t.areaId === a.id && t.minSeats <= covers && covers <= t.maxSeats),
  );
}

/** Resolves the `areaId` a call sends ('null' or absent: every area the occasion allows). */
export function chosenAreas(
  store: Store,
  o: StoreOccasion,
  covers: number,
  how: Placement,
  areaId: string | undefined,
  field: string,
): string[] {
  const allowed = areasFor(store, o, covers, how).map((a) => a.id);
  if (areaId === undefined || areaId === 'null') return allowed;
  if (!allowed.includes(areaId))
    badField(field, `area "${areaId}" is not offered for this occasion and party`);
  return [areaId];
}

export function fittingTables(store: Store, covers: number, areaIds: string[]): TableRow[] {
  return store.tables.filter(
    (t) => areaIds.includes(t.areaId) && t.minSeats <= covers && covers <= t.maxSeats,
  );
}

/* ------------------------------------------------------------------ menus */

export type MenuRow = typeof bookingMenus.$inferSelect;

/** The booking menus of a restaurant for an occasion on a date (its link group, weekdays and season). */
export function menusOn(store: Store, o: StoreOccasion, date: CalendarDate): MenuRow[] {
  return applyLinks(store.menus, o.occasion.menuLinkType, o.menuLinks).filter(
    (m) =>
      (!m.weekdays || m.weekdays.includes(isoWeekday(date))) && inSeason(date, m.seasonStart, m.seasonEnd),
  );
}

/** The chosen menus, each offered on that date (and at that time when given), or 8. */
export function chosenMenus(offered: MenuRow[], ids: string[], time?: string): MenuRow[] {
  return ids.map((id) => {
    const menu = offered.find((m) => m.id === id);
    if (!menu || (time && !inWindow(time, menu.firstTime, menu.lastTime)))
      fail(BookingErrorCode.PartnerMenuNotFound);
    return menu;
  });
}

export function penceToPounds(pence: number | null): number | null {
  return pence === null ? null : pence / 100;
}
