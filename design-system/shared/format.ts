import { formatPounds } from '@fittizia/contract/booking-summary';
import { londonNow } from '@fittizia/contract/opening';
import { MONTHS } from '@fittizia/contract/vocabulary';

/**
 * Every date, time, price and list the pages show, formatted here and only here (the same page in
 * every engine). The words and punctuation are written out, not taken from the engine's own locale data, which
 * differs (WebKit's `Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long' })` gives
 * "Thu, 24 December" where Node and Firefox give "Thu 24 December"), and nothing reads the device's time zone:
 * a calendar date (`yyyy-MM-dd`) is read as a date, and an instant is placed in Europe/London. So the server's
 * render and the browser's hydration produce the same text in Chromium, Firefox and WebKit.
 * `shared/format.test.ts` pins the exact strings.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

/** A `yyyy-MM-dd` date (anything after the tenth character is ignored) as a calendar day, in no time zone. */
function calendarDay(isoDate: string): CalendarDay {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday };
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'Thu 24 December' (special opening hours). */
export function shortWeekdayDate(isoDate: string): string {
  const d = calendarDay(isoDate);
  return `${WEEKDAYS[d.weekday]?.slice(0, 3)} ${d.day} ${MONTHS[d.month - 1]}`;
}

/** 'Thursday 24 December 2026' (the booking's summary and confirmation). */
export function longDate(isoDate: string): string {
  const d = calendarDay(isoDate);
  return `${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
}

/** '24/12/2026', as the date field takes it (spec 5.2). */
export function numericDate(isoDate: string): string {
  const d = calendarDay(isoDate);
  return `${two(d.day)}/${two(d.month)}/${d.year}`;
}

/** 'Thursday 24 December at 19:30': an instant's day and time in Europe/London (a cancellation deadline). */
export function londonDayTime(instant: Date): string {
  const { date, minutes } = londonNow(instant);
  const d = calendarDay(date);
  return `${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month - 1]} at ${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** '£11.50', '£1,234.00', '-£2.00': pounds and pence (the contract's, which the e-mails use too). */
export { formatPounds };

/** 'milk', 'milk or eggs', 'milk, eggs or fish' (British style: no comma before the last word). */
export function formatList(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
