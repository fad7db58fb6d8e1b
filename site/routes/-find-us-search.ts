/* The finder's search in the address: route search validation, which runs in every first load, so kept small. */

/** `/find-us?q=M1+1AA`: the postcode or place searched. */
export interface FinderSearch {
  q?: string | undefined;
}

/**
 * `?q=M1+1AA` (the no-script GET form sends `q`, the app navigates with it). Blank or unreadable is dropped
 * rather than failing the page; a query the brand API refuses (too long) is shown with its message. A plain
 * function rather than a zod schema: route search validation runs in the first-load bundle.
 */
export function validateFinderSearch(raw: Record<string, unknown>): FinderSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  return q ? { q } : {};
}
