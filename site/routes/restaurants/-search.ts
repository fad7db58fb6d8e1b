/* The menu filters in the URL: route search validation, which runs in every first load, so kept small. */

/** The menu filters in the URL. */
export interface MenuSearch {
  diet?: string | undefined;
  allergens?: string | undefined;
  calories?: 'off' | undefined;
  q?: string | undefined;
}

const listValue = (v: unknown): string | undefined => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    return v.map(String).join(',');
  return undefined;
};

/**
 * `?diet=vegan,gluten-free&allergens=milk,eggs&calories=off&q=pizza`. Repeated keys (the no-script GET form)
 * are accepted too; anything unreadable is dropped rather than failing the page. A plain function rather than a
 * zod schema: route search validation runs in the first-load bundle, where zod would add ~15-25 KB gzip.
 */
export function validateMenuSearch(raw: Record<string, unknown>): MenuSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).slice(0, 100) : undefined;
  return {
    diet: listValue(raw.diet),
    allergens: listValue(raw.allergens),
    calories: raw.calories === 'off' ? 'off' : undefined,
    q,
  };
}
