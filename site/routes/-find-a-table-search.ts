/*
 * Find a table's search in the address: route search validation, which runs in every first load, so kept
 * small (a plain function, no zod). The values stay text, as typed: the brand API's check (the contract's schema)
 * decides what is refused, and a refused value is shown back unchanged.
 */

const NAMES = ['place', 'lat', 'lng', 'storeId', 'adults', 'children', 'date', 'time', 'radius'] as const;
type Name = (typeof NAMES)[number];

/**
 * `/find-a-table?place=M1+1AA&adults=4&children=0&date=2026-12-19&time=19:30&radius=25` (the contract's names). A
 * number stays a number: the router writes a number plainly in the address and a string of digits quoted (`"4"`).
 */
export type TableSearchParams = Partial<Record<Name, string | number>>;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The search as text (what the form shows and the brand API is sent). */
export function tableSearchText(search: TableSearchParams): Partial<Record<Name, string>> {
  const out: Partial<Record<Name, string>> = {};
  for (const name of NAMES) if (search[name] !== undefined) out[name] = String(search[name]);
  return out;
}

/**
 * Each known name as trimmed text (a number the router parsed is text again; blank, an object or an array is
 * dropped). A typed place wins over the location or restaurant a form carried hidden: the GET form of a search
 * made by location sends both when the diner types a place.
 */
export function validateTableSearch(raw: Record<string, unknown>): TableSearchParams {
  const out: TableSearchParams = {};
  for (const name of NAMES) {
    const value = raw[name];
    const text =
      typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 200) : '';
    if (!text) continue;
    // Digits as a number (the address's plain form), except a place, which is text whatever it is.
    out[name] = name !== 'place' && NUMBER.test(text) && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  if (out.place) {
    delete out.lat;
    delete out.lng;
    delete out.storeId;
  }
  return out;
}

/** Is there a search to run (a place, a location or a restaurant, and a party)? A bare page shows the form only. */
export const hasTableSearch = (search: TableSearchParams) =>
  Boolean(
    search.place || search.lat || search.lng || search.storeId || search.adults || search.date || search.time,
  );
