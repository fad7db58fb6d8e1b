import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE } from './constants.ts';

/**
 * Europe/London wall-clock time to an instant, shared by the brand API (booking instants, the e-mail's
 * calendar entry) and the site (the calendar download). Pure, no Node-only code: it runs in both.
 * A subpath of its own (`@fittizia/contract/london-time`), so `@date-fns/tz` loads only where it is used.
 */

/** A calendar date: month 1 to 12. */
export interface LondonDate {
  year: number;
  month: number;
  day: number;
}

/** Noon in London on each date asked about (a few hundred dates at most are live at once). */
const noonCache = new Map<string, number>();

/**
 * The instant of a London wall-clock time (minutes since midnight) on a date. London changes its
 * clocks at 01:00 UTC (01:00 or 02:00 local), so from 03:00 local on, a day has one offset: the
 * offset at noon, which @date-fns/tz resolves once per date. Earlier times are resolved directly.
 * So 19:00 is 18:00 UTC in summer time and 19:00 UTC in winter, on the clock-change days too.
 */
export function londonInstant(date: LondonDate, minutesOfDay: number): Date {
  if (minutesOfDay < 180) {
    const local = new TZDate(
      date.year,
      date.month - 1,
      date.day,
      Math.floor(minutesOfDay / 60),
      minutesOfDay % 60,
      BOOKING_TIME_ZONE,
    );
    return new Date(local.getTime());
  }
  const key = `${date.year}-${date.month}-${date.day}`;
  let noon = noonCache.get(key);
  if (noon === undefined) {
    noon = new TZDate(date.year, date.month - 1, date.day, 12, 0, BOOKING_TIME_ZONE).getTime();
    if (noonCache.size > 2000) noonCache.clear();
    noonCache.set(key, noon);
  }
  return new Date(noon + (minutesOfDay - 720) * 60_000);
}
