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

// The path parameters' checks live in params.ts (a route's first load needs them without the vocabularies).
export { isIdParam, isSlug, SLUG_MAX_LENGTH, SLUG_PATTERN } from './params.ts';

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
