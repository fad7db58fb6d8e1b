import { z } from '../zod.ts';
import { findInSchema } from './common.ts';

/*
 * Calendar dates: every date of a request is a day of the calendar, not only text of the right shape.
 * 30 February, 31 April, month 13 and 29 February outside a leap year are refused at the contract with a 400
 * naming the field, so they never reach the database (where PostgreSQL refused them with an error, a 502).
 */

/** A day of the calendar as numbers: month 1 to 12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The refusal of a date of the right shape that is not a day of the calendar: `${field} must be a real date`. */
export const REAL_DATE_MESSAGE = 'must be a real date';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * True when year-month-day is a day of the calendar (years 0 to 9999). The one check every date of the contract
 * uses: zod's own ISO date pattern, which knows the months' lengths and the leap years (2000 is one, 2100 not).
 */
export function isCalendarDate({ year, month, day }: CalendarDay): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 0 || year > 9999 || month < 1 || day < 1) {
    return false;
  }
  return z.regexes.date.test(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
}

/** The year, month and day of `YYYY-M-D` text (padded or not), or undefined for other text. */
export function calendarDayOf(text: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
}

/** True when `YYYY-M-D` text (padded or not) is a day of the calendar. */
export function isCalendarDateText(text: string): boolean {
  const day = calendarDayOf(text);
  return day !== undefined && isCalendarDate(day);
}

/**
 * How a date field of a request is written, so that a test can give every date field of every call an impossible
 * date (`findCalendarDates`): the field's value for `date`, the rest (a time) kept from `like`, a valid value.
 */
export interface CalendarDateField {
  write(date: CalendarDay, like: unknown): unknown;
}

/** Every date field the builders below make (the requests' and a few answers'), with how it is written. */
export const calendarDateFields = z.registry<CalendarDateField>();

const realDate = (field: string, dateOf: (value: string) => string) =>
  z.refine<string>((value) => isCalendarDateText(dateOf(value)), `${field} ${REAL_DATE_MESSAGE}`);

/**
 * A date as the booking calls send it (spec 5.2): year-month-day without zero padding, e.g. `2025-3-7`; padded
 * forms (`2025-03-07`) are refused, as are dates that are not days of the calendar.
 */
export function unpaddedDateField(field: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.regex(/^\d{4}-[1-9]\d?-[1-9]\d?$/, {
        message: `${field} must be year-month-day without zero padding, e.g. 2025-3-7`,
        abort: true,
      }),
      realDate(field, (v) => v),
    )
    .register(calendarDateFields, {
      write: ({ year, month, day }) => `${year}-${month}-${day}`,
    });
}

/** A date as `YYYY-MM-DD` (the manage and standby calls), a day of the calendar. */
export function isoDateField(field: string) {
  return z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date as YYYY-MM-DD`, abort: true }),
      realDate(field, (v) => v),
    )
    .register(calendarDateFields, {
      write: ({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    });
}

const isoDateTime = z.regexes.datetime({ offset: true, local: true, precision: null });

/**
 * An ISO date, or an ISO date and time with or without an offset (the availability call sends the date "in ISO
 * form", 7.2), whose date is a day of the calendar.
 */
export function isoDateOrDateTimeField(field: string) {
  return z
    .string()
    .check(
      z.refine(
        // The time is checked by zod's ISO date-time pattern, on a day every calendar has.
        (v) =>
          /^\d{4}-\d{2}-\d{2}/.test(v) && (v.length === 10 || isoDateTime.test(`2000-01-01${v.slice(10)}`)),
        { message: `${field} must be a date as YYYY-MM-DD or a date and time in ISO form`, abort: true },
      ),
      realDate(field, (v) => v.slice(0, 10)),
    )
    .register(calendarDateFields, {
      write: ({ year, month, day }, like) =>
        `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}${typeof like === 'string' ? like.slice(10) : ''}`,
    });
}

/** The unpadded date and a time, `2025-3-7 19:30` or `2025-3-7T19:30[:ss]`, whose date is a day of the calendar. */
export function unpaddedDateTimeField(field: string) {
  return z
    .string()
    .check(
      z.regex(/^\d{4}-[1-9]\d?-[1-9]\d?[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
        message: `${field} must be the unpadded date and the time, e.g. 2025-3-7 19:30`,
        abort: true,
      }),
      realDate(field, (v) => v.split(/[T ]/)[0] ?? ''),
    )
    .register(calendarDateFields, {
      write: ({ year, month, day }, like) =>
        `${year}-${month}-${day}${typeof like === 'string' ? like.slice(like.search(/[T ]/)) : ' 19:30'}`,
    });
}

/**
 * Dates no calendar has, for the sweeps that send them to every date field: 30 February, 31 April and
 * month 13 of `year`, and 29 February of the first year from `year` on that is not a leap year.
 */
export function impossibleCalendarDays(year: number): { label: string; date: CalendarDay }[] {
  let plain = year;
  while (isCalendarDate({ year: plain, month: 2, day: 29 })) plain += 1;
  return [
    { label: `30 February ${year}`, date: { year, month: 2, day: 30 } },
    { label: `31 April ${year}`, date: { year, month: 4, day: 31 } },
    { label: `month 13 of ${year}`, date: { year, month: 13, day: 1 } },
    { label: `29 February ${plain}`, date: { year: plain, month: 2, day: 29 } },
  ];
}

/** A date field found in a schema: where it is (a list's first item stands for every item) and how it is written. */
export interface FoundCalendarDate {
  path: (string | number)[];
  field: CalendarDateField;
}

/** Every date field of a request schema (`calendarDateFields`), through objects, lists, unions and wrappers. */
export function findCalendarDates(schema: z.ZodMiniType): FoundCalendarDate[] {
  return findInSchema(schema, (s) => calendarDateFields.get(s)).map(({ path, found }) => ({
    path,
    field: found,
  }));
}
