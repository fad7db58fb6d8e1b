import { SLOTS_EACH_SIDE } from './constants.ts';
import { hoursOn } from './opening.ts';
import { WEEKDAYS, type Weekday } from './vocabulary.ts';

/** '9:00' or '19:30:00' as 'HH:mm'. */
export function padTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/**
 * Up to SLOTS_EACH_SIDE times before and after the asked time (and the asked time itself), from times in any
 * order and spelling: what the brand API offers and what the booking journey shows.
 */
export function nearestSlots(times: readonly string[], asked: string): string[] {
  const sorted = [...new Set(times.map(padTime))].sort();
  const before = sorted.filter((t) => t < asked).slice(-SLOTS_EACH_SIDE);
  const after = sorted.filter((t) => t > asked).slice(0, SLOTS_EACH_SIDE);
  return [...before, ...(sorted.includes(asked) ? [asked] : []), ...after];
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
}

type HoursRecord = Record<string, unknown>;

const hasHours = (restaurant: HoursRecord) =>
  WEEKDAYS.some((day) => hoursOn(restaurant, '0000-01-01', day).open !== null) ||
  ((restaurant.specialHours as unknown[] | undefined)?.length ?? 0) > 0;

/** What a date field says when a day the restaurant is closed is typed (the calendar does not offer it). */
export const CLOSED_DAY_MESSAGE = 'The restaurant is closed on that date. Please choose another date.';

/** Whether a restaurant with known hours is closed all day on `date` (special dates first). */
export function closedOn(restaurant: HoursRecord | undefined, date: string): boolean {
  return Boolean(restaurant && hasHours(restaurant) && !hoursOn(restaurant, date, weekdayOf(date)).open);
}

const within = (times: readonly string[], open: string, close: string) => {
  const end = close === '00:00' || close <= open ? '24:00' : close;
  return times.filter((t) => t >= open && t < end);
};

/**
 * Of `times` (the booking times), those a diner may ask for at a restaurant: with a date, those within that day's opening hours (special
 * dates first; a close of 00:00 is midnight); before a date is chosen, those within any of its weekdays' hours.
 * A restaurant without hours, or closed all day, keeps every time (availability then says what can be offered).
 */
export function openingTimes(
  restaurant: HoursRecord | undefined,
  date: string | undefined,
  times: readonly string[],
): readonly string[] {
  if (!restaurant) return times;
  const days = date
    ? [hoursOn(restaurant, date, weekdayOf(date))]
    : WEEKDAYS.map((day) => hoursOn(restaurant, '0000-01-01', day));
  const open = new Set(days.flatMap((h) => (h.open && h.close ? within(times, h.open, h.close) : [])));
  return open.size > 0 ? times.filter((t) => open.has(t)) : times;
}
