import {
  TABLE_SEARCH_DEFAULT_RADIUS_MILES,
  TABLE_SEARCH_MAX_RADIUS_MILES,
  TABLE_SEARCH_PATH,
} from '@fittizia/contract';
import { format } from 'date-fns';

/*
 * Find a table: the search as the page's address carries it, with the contract's query names. Values
 * are kept as text, as typed, so a refused one is shown back to the diner unchanged.
 */

/** The fields a diner can be told about, each with its message beside it. */
export const TABLE_SEARCH_FIELDS = ['place', 'adults', 'children', 'date', 'time', 'radius'] as const;
export type TableSearchField = (typeof TABLE_SEARCH_FIELDS)[number];
export type TableSearchErrors = Partial<Record<TableSearchField, string>>;

/** The search as text, the names of the contract's query (`place`, `lat`, `lng`, `storeId`, ...). */
export interface TableSearchValues {
  place?: string;
  lat?: string;
  lng?: string;
  storeId?: string;
  adults?: string;
  children?: string;
  date?: string;
  time?: string;
  radius?: string;
}

const ORDER: readonly (keyof TableSearchValues)[] = [
  'place',
  'lat',
  'lng',
  'storeId',
  'adults',
  'children',
  'date',
  'time',
  'radius',
];

/** The query string of a search (in a fixed order, blank values left out). */
export function tableSearchQueryString(values: TableSearchValues): string {
  const query = new URLSearchParams();
  for (const name of ORDER) {
    const value = values[name]?.trim();
    if (value) query.set(name, value);
  }
  return query.toString();
}

/** The page of a search: `/find-a-table?place=M1+1AA&adults=4&...`. */
export const tableSearchHref = (values: TableSearchValues) => {
  const query = tableSearchQueryString(values);
  return query ? `${TABLE_SEARCH_PATH}?${query}` : TABLE_SEARCH_PATH;
};

/** The wider radius a search with nothing offers: double, at most the largest; undefined at the largest. */
export function widerRadius(radius: number = TABLE_SEARCH_DEFAULT_RADIUS_MILES): number | undefined {
  if (radius >= TABLE_SEARCH_MAX_RADIUS_MILES) return undefined;
  return Math.min(TABLE_SEARCH_MAX_RADIUS_MILES, radius * 2);
}

/** The day after a `YYYY-MM-DD` date. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * 'Saturday 12 December' for a `YYYY-MM-DD` date, the date as a calendar day. Formatted by date-fns, not the
 * engine's Intl: Safari writes 'Saturday, 12 December', and the server's words must be the browser's.
 */
export function formatSearchDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(Number.NaN);
  if (Number.isNaN(d.getTime())) return date;
  return format(d, 'EEEE d MMMM');
}

/** The field ids of the form, for the error summary's links. */
export const tableSearchFieldId = (formId: string, field: TableSearchField) => `${formId}-${field}`;
