import { formatPounds, longDate, numericDate } from '../../../shared/format.ts';
import type { BookingSearch } from '../journey/index.ts';

/** A yyyy-MM-dd day as a local Date. */
export const toDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as `yyyy-MM-dd`. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Wednesday 14 July 2027' (shared/format.ts: the same text in every engine). */
export { longDate };

/** '14/07/2027' */
export const shortDate = numericDate;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const partyWords = (search: Pick<BookingSearch, 'adults' | 'children'>) =>
  search.children > 0
    ? `${plural(search.adults, 'adult')} and ${plural(search.children, 'child', 'children')}`
    : plural(search.adults, 'adult');

/** '£12.50' */
export const pounds = formatPounds;
