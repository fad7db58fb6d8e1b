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

/**
 * The times a party can be placed: for a table booking, only times where a fitting table in an
 * allowed area is free for the whole dining duration (one query for the day's held ranges); for an
 * enquiry every seating time (canEnquire); for an event every time in the occasion's window.
 */
export async function availableTimes(
  db: Db,
  store: Store,
  o: StoreOccasion,
  covers: number,
  date: CalendarDate,
  now: Date,
  opts: { areaIds?: string[]; menus?: MenuRow[] } = {},
): Promise<TimeOption[]> {
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
  const first = londonInstant(date, toMinutes(times[0] as string));
  const last = endOf(londonInstant(date, toMinutes(times.at(-1) as string)), minutes);
  const held = await heldRanges(
    db,
    tables.map((t) => t.id),
    first,
    last,
  );
  return times
    .filter((time) => {
      const start = londonInstant(date, toMinutes(time)).getTime();
      const end = endOf(new Date(start), minutes).getTime();
      return tables.some((t) => !(held.get(t.id) ?? []).some(([s, e]) => s < end && start < e));
    })
    .map((time) => ({ time, canEnquire: false }));
}
