import { BookingErrorCode, londonToday } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import {
  type CalendarDate,
  daysBetween,
  endOf,
  inWindow,
  londonInstant,
  parseDate,
  seatingTimes,
  toMinutes,
} from './calendar.ts';
import {
  areasFor,
  durationFor,
  fail,
  fittingTables,
  hoursOnDate,
  type MenuRow,
  placement,
  type Store,
  type StoreOccasion,
} from './engine.ts';

/* The times a restaurant seats a party: the day's seating times, and those where a fitting table is free. */

/**
 * Start times the restaurant seats on a date for an occasion: inside the day's opening hours (special
 * dates first, a closure's among them) up to the last seating, inside the occasion's window, never in the past,
 * never inside one of the restaurant's closures, and within the booking horizon.
 */
export function dayTimes(store: Store, o: StoreOccasion, date: CalendarDate, now: Date): string[] {
  const today = parseDate(londonToday(now));
  const ahead = daysBetween(today, date);
  if (ahead < 0 || ahead > store.settings.horizonDays) return [];
  const times = seatingTimes(hoursOnDate(store, date), store.settings.lastSeatingMinutes, {
    first: o.occasion.firstTime,
    last: o.occasion.lastTime,
  });
  const closures = store.closures ?? [];
  return times.filter((t) => {
    const at = londonInstant(date, toMinutes(t)).getTime();
    return at > now.getTime() && !closures.some((c) => c.from.getTime() <= at && at < c.to.getTime());
  });
}

/** A chosen time must be one the restaurant seats that day for the occasion, or 4. */
export function assertSeatingTime(
  store: Store,
  o: StoreOccasion,
  date: CalendarDate,
  time: string,
  now: Date,
): void {
  if (!dayTimes(store, o, date, now).includes(time)) fail(BookingErrorCode.NoFreeSlot);
}

/** Held ranges (epoch ms) of the given tables that overlap [from, to). */
export async function heldRanges(
  db: Db,
  tableIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, [number, number][]>> {
  const out = new Map<string, [number, number][]>();
  if (tableIds.length === 0) return out;
  const result = await db.execute(sql`
    SELECT table_id,
      (extract(epoch FROM lower(held)) * 1000)::float8 AS s,
      (extract(epoch FROM upper(held)) * 1000)::float8 AS e
    FROM booking_tables
    WHERE table_id IN ${tableIds} AND held && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`);
  for (const row of (result as unknown as { rows: { table_id: string; s: number; e: number }[] }).rows) {
    const list = out.get(row.table_id) ?? [];
    list.push([Number(row.s), Number(row.e)]);
    out.set(row.table_id, list);
  }
  return out;
}

export interface TimeOption {
  time: string;
  canEnquire: boolean;
}

/** One restaurant's question to `availableTimesOf`: its occasion, the party, the date, and a menu or area chosen. */
export interface TimesAsk {
  store: Store;
  o: StoreOccasion;
  covers: number;
  date: CalendarDate;
  opts?: { areaIds?: string[]; menus?: MenuRow[] };
}

/** What a table booking still needs to know (the held ranges of its fitting tables) before its times are known. */
interface TablePlan {
  times: string[];
  tableIds: string[];
  date: CalendarDate;
  minutes: number;
  from: Date;
  to: Date;
}

/** The seating times of an ask, and for a table booking the tables and the window whose held ranges decide them. */
function planTimes(ask: TimesAsk, now: Date): TimeOption[] | TablePlan {
  const { store, o, covers, date, opts = {} } = ask;
  const how = placement(store, o, covers, date, now);
  if (how === 'none') return [];
  let times = dayTimes(store, o, date, now);
  for (const menu of opts.menus ?? [])
    times = times.filter((t) => inWindow(t, menu.firstTime, menu.lastTime));
  if (how !== 'table') return times.map((time) => ({ time, canEnquire: how === 'enquiry' }));
  const tables = fittingTables(
    store,
    covers,
    opts.areaIds ?? areasFor(store, o, covers, how).map((a) => a.id),
  );
  if (tables.length === 0 || times.length === 0) return [];
  const minutes = durationFor(store, covers);
  return {
    times,
    tableIds: tables.map((t) => t.id),
    date,
    minutes,
    from: londonInstant(date, toMinutes(times[0] as string)),
    to: endOf(londonInstant(date, toMinutes(times.at(-1) as string)), minutes),
  };
}

/** The times of a plan where one of its tables is free for the whole dining duration. */
function freeOf(plan: TablePlan, held: Map<string, [number, number][]>): TimeOption[] {
  return plan.times
    .filter((time) => {
      const start = londonInstant(plan.date, toMinutes(time)).getTime();
      const end = endOf(new Date(start), plan.minutes).getTime();
      return plan.tableIds.some((id) => !(held.get(id) ?? []).some(([s, e]) => s < end && start < e));
    })
    .map((time) => ({ time, canEnquire: false }));
}

/**
 * The times a party can be placed, for several restaurants at once (a search's candidates; one restaurant is the
 * batch of one): for a table booking, only times where a fitting table in an allowed area is free for the whole
 * dining duration; for an enquiry every seating time (canEnquire); for an event every time in the occasion's
 * window. The held ranges of every restaurant's fitting tables are read in ONE query, whatever the batch's size.
 */
export async function availableTimesOf(
  db: Db,
  asks: readonly TimesAsk[],
  now: Date,
): Promise<TimeOption[][]> {
  const plans = asks.map((ask) => planTimes(ask, now));
  const tablePlans = plans.filter((p): p is TablePlan => !Array.isArray(p));
  const held =
    tablePlans.length === 0
      ? new Map<string, [number, number][]>()
      : await heldRanges(
          db,
          [...new Set(tablePlans.flatMap((p) => p.tableIds))],
          new Date(Math.min(...tablePlans.map((p) => p.from.getTime()))),
          new Date(Math.max(...tablePlans.map((p) => p.to.getTime()))),
        );
  return plans.map((p) => (Array.isArray(p) ? p : freeOf(p, held)));
}

/** The times a party can be placed at one restaurant (`availableTimesOf`, the batch of one). */
export async function availableTimes(
  db: Db,
  store: Store,
  o: StoreOccasion,
  covers: number,
  date: CalendarDate,
  now: Date,
  opts: { areaIds?: string[]; menus?: MenuRow[] } = {},
): Promise<TimeOption[]> {
  const [times = []] = await availableTimesOf(db, [{ store, o, covers, date, opts }], now);
  return times;
}
