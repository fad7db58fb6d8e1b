import { TZDate } from '@date-fns/tz';
import {
  BOOKING_TIME_STEP_MINUTES,
  BOOKING_TIME_ZONE,
  FIRST_BOOKING_TIME,
  LAST_BOOKING_TIME,
  WEEKDAYS,
  type Weekday,
} from '@fittizia/contract';
import { addDays, addMinutes, differenceInCalendarDays, format, getISODay } from 'date-fns';

/**
 * Calendar arithmetic of the booking engine. A booking is a Europe/London wall-clock date and time
 * (what the diner chose); it becomes an instant only through `londonInstant`, which @date-fns/tz
 * resolves with the offset in force on that date, so 19:00 is 18:00 UTC in summer and 19:00 UTC in
 * winter, and a dining duration is always real elapsed minutes, also on the clock-change days.
 */

/** A calendar date: `iso` is `YYYY-MM-DD`. */
export interface CalendarDate {
  iso: string;
  year: number;
  month: number;
  day: number;
}

export function calendarDate(year: number, month: number, day: number): CalendarDate {
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { iso, year, month, day };
}

/** `2026-3-7` or `2026-03-07` (the schemas have already checked it is a real date). */
export function parseDate(text: string): CalendarDate {
  const [y, m, d] = text.trim().slice(0, 10).split('-').map(Number) as [number, number, number];
  return calendarDate(y, m, d);
}

/** The unpadded form the booking calls send (spec 5.2). */
export function unpadded(date: CalendarDate): string {
  return `${date.year}-${date.month}-${date.day}`;
}

function utcNoon(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
}

/** ISO weekday, Monday 1 to Sunday 7. */
export function isoWeekday(date: CalendarDate): number {
  return getISODay(utcNoon(date));
}

export function weekdayName(date: CalendarDate): Weekday {
  return WEEKDAYS[isoWeekday(date) - 1] as Weekday;
}

/** `MM-DD`, for rules that recur every year. */
export function monthDay(date: CalendarDate): string {
  return date.iso.slice(5);
}

/** Whether a yearly `MM-DD` window (which may wrap the new year) holds `date`. */
export function inSeason(date: CalendarDate, start: string | null, end: string | null): boolean {
  if (!start || !end) return true;
  const md = monthDay(date);
  return start <= end ? start <= md && md <= end : md >= start || md <= end;
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const d = addDays(utcNoon(date), days);
  return calendarDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(utcNoon(to), utcNoon(from));
}

/**
 * The instant of a London wall-clock time (minutes since midnight) on a date, with the offset in force
 * then: the contract's, which the site's calendar download uses too.
 */
export { londonInstant } from '@fittizia/contract/london-time';

export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function toTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Elapsed-time end of a sitting. */
export function endOf(start: Date, minutes: number): Date {
  return addMinutes(start, minutes);
}

/** A London wall-clock label of an instant, for messages and logs. */
export function londonLabel(instant: Date): string {
  return format(new TZDate(instant.getTime(), BOOKING_TIME_ZONE), 'yyyy-MM-dd HH:mm xxx');
}

export const FIRST_SLOT_MINUTES = toMinutes(FIRST_BOOKING_TIME);
export const LAST_SLOT_MINUTES = toMinutes(LAST_BOOKING_TIME);

/**
 * Start times a restaurant can seat on a day: every 15 minutes from opening to the last seating
 * (closing minus `lastSeatingMinutes`; a closing time not after the opening, such as 00:00, is the
 * next day), inside the 09:00 to 23:45 range of spec 5.2 and an optional window (an occasion's or
 * a menu's).
 */
export function seatingTimes(
  hours: { open: string | null; close: string | null },
  lastSeatingMinutes: number,
  window: { first?: string | null; last?: string | null } = {},
): string[] {
  if (!hours.open || !hours.close) return [];
  const open = toMinutes(hours.open);
  let close = toMinutes(hours.close);
  if (close <= open) close += 24 * 60;
  const first = Math.max(open, FIRST_SLOT_MINUTES, window.first ? toMinutes(window.first) : 0);
  const last = Math.min(
    close - lastSeatingMinutes,
    LAST_SLOT_MINUTES,
    window.last ? toMinutes(window.last) : 1e9,
  );
  const start = Math.ceil(first / BOOKING_TIME_STEP_MINUTES) * BOOKING_TIME_STEP_MINUTES;
  const out: string[] = [];
  for (let m = start; m <= last; m += BOOKING_TIME_STEP_MINUTES) out.push(toTime(m));
  return out;
}

/** Whether a time lies inside an optional `HH:mm` window (inclusive). */
export function inWindow(time: string, first: string | null, last: string | null): boolean {
  return (!first || time >= first) && (!last || time <= last);
}
