/**
 * Plain vocabularies of the domain, kept apart from the zod schemas so the browser can
 * use them without loading zod.
 */

/** Lowercase English weekdays, Monday first (the date picker starts on Monday). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The 14 allergens UK food law requires to be declared. */
export const UK_ALLERGENS = [
  'celery',
  'cereals containing gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphur dioxide/sulphites',
] as const;
export type UkAllergen = (typeof UK_ALLERGENS)[number];

/** A city or site slug: lowercase letters and digits in hyphen-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

export function isSlug(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(v);
}

/** A path id (menu, page, store): 1-200 characters and never a dot segment. */
export function isIdParam(value: string): boolean {
  const v = value.trim();
  return v.length >= 1 && v.length <= 200 && v !== '.' && v !== '..';
}

/** The months' names, January first (dates written out, birthdays, work experience). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
