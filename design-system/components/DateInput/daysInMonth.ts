import { BIRTH_YEAR_FALLBACK } from '@fittizia/contract/constants';

/**
 * The year used while the year is unknown (spec 5.3 and 9, the contract's fallback): 1904 is a leap year, so
 * February allows 29 until a year says otherwise.
 */
export const DEFAULT_YEAR = BIRTH_YEAR_FALLBACK;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in `month` (1 to 12) of `year` in the Gregorian calendar; the year defaults to 1904. */
export function daysInMonth(month: number, year: number = DEFAULT_YEAR): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be an integer from 1 to 12, got ${month}`);
  }
  if (!Number.isInteger(year)) throw new RangeError(`year must be an integer, got ${year}`);
  return month === 2 && isLeapYear(year) ? 29 : DAYS[month - 1]!;
}

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;
export const datePartNames = ['day', 'month', 'year'] as const;

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

const asNumber = (text: string): number | undefined => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
};

/** The month as a number when it is 1 to 12, else undefined. */
export const monthOf = (parts: Pick<DateParts, 'month'>) => {
  const month = asNumber(parts.month);
  return month !== undefined && month >= 1 && month <= 12 ? month : undefined;
};

/** The year when it has four digits, else undefined. */
export const yearOf = (parts: Pick<DateParts, 'year'>) =>
  /^\d{4}$/.test(parts.year.trim()) ? Number(parts.year.trim()) : undefined;

/** The most days the day field allows: from the month and year, 1904 while the year is unknown. */
export const maxDayFor = (parts: Pick<DateParts, 'month' | 'year'>) => {
  const month = monthOf(parts);
  return month === undefined ? 31 : daysInMonth(month, yearOf(parts) ?? DEFAULT_YEAR);
};

export interface DatePartsError {
  message: string;
  /** The fields to highlight. */
  fields: DatePart[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * GOV.UK date input messages for `name` (such as 'your date of birth'), or undefined when the parts make a real
 * date. Blank parts give 'Enter ...' only when `required`.
 */
export function validateDateParts(
  parts: DateParts,
  name: string,
  { required = true }: { required?: boolean } = {},
): DatePartsError | undefined {
  const missing = datePartNames.filter((part) => parts[part].trim() === '');
  if (missing.length === 3) {
    return required ? { message: `Enter ${name}`, fields: [...datePartNames] } : undefined;
  }
  if (missing.length > 0) {
    return { message: `${capitalise(name)} must include a ${missing.join(' and ')}`, fields: missing };
  }
  const day = asNumber(parts.day);
  const month = monthOf(parts);
  const year = yearOf(parts);
  const invalid: DatePart[] = [];
  if (month === undefined) invalid.push('month');
  if (year === undefined) invalid.push('year');
  if (day === undefined || day < 1 || day > maxDayFor(parts)) invalid.push('day');
  return invalid.length > 0
    ? { message: `${capitalise(name)} must be a real date`, fields: invalid }
    : undefined;
}

/** A `Date` (local midnight) for valid parts, else undefined. */
export function datePartsToDate(parts: DateParts): Date | undefined {
  if (validateDateParts(parts, 'date')) return undefined;
  const date = new Date(0, 0, 1);
  date.setFullYear(yearOf(parts)!, monthOf(parts)! - 1, Number(parts.day));
  return date;
}
