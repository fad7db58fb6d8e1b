import { BookingErrorCode, type ChangeEvent } from '@fittizia/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import {
  type ClosurePeriod,
  closureSpecialHours,
  findRestaurant,
  liveClosures,
} from '../../restaurants/index.ts';
import {
  bookingAreas,
  bookingMenus,
  bookingRejections,
  bookingSettings,
  cardGuaranteeRules,
  diningDurations,
  diningTables,
  occasionAreaLinks,
  occasionMenuLinks,
  occasions,
  restaurantBookingMenus,
  restaurantOccasions,
  restaurantUpsells,
  upsells,
} from '../tables.ts';
import { fail, type Store } from './engine.ts';
import { nearestBookable } from './nearest.ts';

/**
 * How long a restaurant's booking configuration is reused before it is read again, unless a change event drops it
 * first (`drop`): a safety net for a write that records no event (BOOKING_CONFIG_CACHE_SECONDS).
 */
export const BOOKING_CONFIG_TTL_MS = 30_000;

/**
 * A restaurant's booking configuration (everything but the bookings): read in one go and kept for
 * BOOKING_CONFIG_TTL_MS (then refreshed in the background), so an availability or create call reads only what changes with every booking
 * (the held tables) and the restaurant's closures, read fresh with every call so a closure stops bookings at once
 * (`withClosures`). The configuration changes only when the seed (or an operator) writes it; a change event naming
 * the restaurant drops it (`drop`).
 */
export class BookingConfig {
  private readonly cache: LRUCache<string, Store>;
  private readonly nearest: LRUCache<string, { storeId: string; miles: number } | 'none'>;

  constructor(
    private readonly db: Db,
    ttl = BOOKING_CONFIG_TTL_MS,
    /** The clock the closures not yet over are read by. */
    private readonly now: () => Date = () => new Date(),
  ) {
    // Stale while revalidating: after the ttl the kept value is still answered while one background
    // read refreshes it, so expiry never makes a burst of calls wait. Concurrent misses share one read.
    this.cache = new LRUCache({
      max: 500,
      ttl,
      allowStale: true,
      fetchMethod: (storeId) => loadStore(db, storeId),
    });
    this.nearest = new LRUCache({
      max: 500,
      ttl,
      allowStale: true,
      fetchMethod: async (storeId) => {
        const store = await this.store(storeId);
        return (await nearestBookable(db, store.restaurant)) ?? 'none';
      },
    });
  }

  /**
   * The restaurant's configuration with its closures not yet over, or the failure 3 (not found) / 2 (no booking
   * settings): the batch of one (`stores`).
   */
  async store(storeId: string): Promise<Store> {
    const found = (await this.stores([storeId])).get(storeId);
    if (found instanceof BookingFailure || found === undefined) throw found;
    return found;
  }

  /**
   * Several restaurants' configurations, each with its closures not yet over (one query for all of them), by store
   * id; a restaurant that cannot be read (not found, no booking settings) has its failure instead.
   */
  async stores(storeIds: readonly string[]): Promise<Map<string, Store | BookingFailure>> {
    const ids = [...new Set(storeIds)];
    // A failed read (such as an unknown restaurant) is not kept: fetch rethrows it and forgets the key.
    const [loaded, closures] = await Promise.all([
      Promise.all(
        ids.map((id) =>
          (readAgainIfDropped(() => this.cache.fetch(id)) as Promise<Store>).catch((error: unknown) => {
            if (error instanceof BookingFailure) return error;
            throw error;
          }),
        ),
      ),
      liveClosures(this.db, ids, this.now()),
    ]);
    return new Map(
      ids.map((id, i) => {
        const store = loaded[i] as Store | BookingFailure;
        return [id, store instanceof BookingFailure ? store : withClosures(store, closures.get(id) ?? [])];
      }),
    );
  }

  /** The nearest other restaurant bookable online and not at a holiday park. */
  async nearestTo(store: Store): Promise<{ storeId: string; miles: number } | undefined> {
    const found = await readAgainIfDropped(() => this.nearest.fetch(store.restaurant.storeId));
    return found === 'none' || found === undefined ? undefined : found;
  }

  /**
   * Forgets what a change names: the restaurants of a restaurant change (and every nearest restaurant, which
   * compares them all), everything on a change of the brand. A read under way when it is dropped is not kept.
   */
  drop(event: Pick<ChangeEvent, 'kind' | 'ids'>): void {
    if (event.kind === 'brand') {
      this.clear();
    } else if (event.kind === 'restaurant') {
      for (const storeId of event.ids) this.cache.delete(storeId);
      this.nearest.clear();
    }
  }

  clear(): void {
    this.cache.clear();
    this.nearest.clear();
  }
}

/**
 * A configuration with the restaurant's closures: kept in `closures` (no seating time starts inside one, see
 * `dayTimes`) and added to its special hours as the public read shows them (a day closed, or closing at the
 * closure's start), so the day's seating times end with them.
 */
export function withClosures(store: Store, closures: readonly ClosurePeriod[]): Store {
  if (closures.length === 0) return store;
  const r = store.restaurant;
  const added = closureSpecialHours({ ...r.weeklyHours, specialHours: r.specialHours }, closures);
  return {
    ...store,
    restaurant: { ...r, specialHours: [...r.specialHours, ...added] },
    closures: [...closures],
  };
}

/** A kept read dropped while it ran rejects with lru-cache's `deleted`: it is read again (a few times at most). */
async function readAgainIfDropped<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || error.message !== 'deleted') throw error;
    }
  }
}

async function loadStore(db: Db, storeId: string): Promise<Store> {
  const restaurant = await findRestaurant(db, storeId);
  if (!restaurant) fail(BookingErrorCode.RestaurantNotFound);
  const [[settings], areas, tables, durations, offered, menus, extras, cardRules, rejections] =
    await Promise.all([
      db.select().from(bookingSettings).where(eq(bookingSettings.storeId, storeId)).limit(1),
      db
        .select()
        .from(bookingAreas)
        .where(eq(bookingAreas.storeId, storeId))
        .orderBy(asc(bookingAreas.position)),
      db
        .select()
        .from(diningTables)
        .where(and(eq(diningTables.storeId, storeId), eq(diningTables.active, true)))
        .orderBy(asc(diningTables.maxSeats), asc(diningTables.minSeats), asc(diningTables.id)),
      db
        .select({ maxCovers: diningDurations.maxCovers, minutes: diningDurations.minutes })
        .from(diningDurations)
        .where(eq(diningDurations.storeId, storeId))
        .orderBy(asc(diningDurations.maxCovers)),
      db
        .select({
          occasion: occasions,
          enabled: restaurantOccasions.enabled,
          disabledMessage: restaurantOccasions.disabledMessage,
        })
        .from(restaurantOccasions)
        .innerJoin(occasions, eq(occasions.id, restaurantOccasions.occasionId))
        .where(eq(restaurantOccasions.storeId, storeId))
        .orderBy(asc(occasions.position), asc(occasions.id)),
      db
        .select({ menu: bookingMenus })
        .from(restaurantBookingMenus)
        .innerJoin(bookingMenus, eq(bookingMenus.id, restaurantBookingMenus.menuId))
        .where(eq(restaurantBookingMenus.storeId, storeId))
        .orderBy(asc(bookingMenus.position), asc(bookingMenus.id)),
      db
        .select({ upsell: upsells, available: restaurantUpsells.available })
        .from(restaurantUpsells)
        .innerJoin(upsells, eq(upsells.id, restaurantUpsells.upsellId))
        .where(eq(restaurantUpsells.storeId, storeId))
        .orderBy(asc(upsells.position), asc(upsells.id)),
      db
        .select()
        .from(cardGuaranteeRules)
        .where(or(isNull(cardGuaranteeRules.storeId), eq(cardGuaranteeRules.storeId, storeId))),
      db.select().from(bookingRejections).where(eq(bookingRejections.storeId, storeId)),
    ]);
  if (!settings) fail(BookingErrorCode.InvalidConfig);
  const ids = offered.map((o) => o.occasion.id);
  const [menuLinks, areaLinks] = ids.length
    ? await Promise.all([
        db.select().from(occasionMenuLinks).where(inArray(occasionMenuLinks.occasionId, ids)),
        db.select().from(occasionAreaLinks).where(inArray(occasionAreaLinks.occasionId, ids)),
      ])
    : [[], []];
  return {
    restaurant,
    settings,
    areas,
    tables,
    durations,
    occasions: offered.map((o) => ({
      ...o,
      menuLinks: menuLinks
        .filter((l) => l.occasionId === o.occasion.id)
        .map((l) => l.menuId)
        .sort(),
      areaLinks: areaLinks
        .filter((l) => l.occasionId === o.occasion.id)
        .map((l) => l.areaId)
        .sort(),
    })),
    menus: menus.map((m) => m.menu),
    upsells: extras,
    cardRules,
    rejections,
  };
}
