/**
 * The checks of the site's path parameters, kept apart from the vocabularies (vocabulary.ts re-exports them): a
 * route that checks its parameter in its loader carries these few lines in its first load, not the allergen, weekday
 * and month lists as well.
 */

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
