import { lightFormat } from 'date-fns/lightFormat';
import type { BookingSearch } from '../journey/index.ts';

/** A yyyy-MM-dd day as a local Date. */
export const toDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/*
 * 'Wednesday 14 July 2027': the names from the browser's own en-GB data (Intl) rather than date-fns's `format`,
 * whose locale machinery (about 4 KB gzip) the booking modal need not carry; the parts are put in this order
 * and spacing whatever punctuation the platform's locale data uses.
 */
let longDateFormat: Intl.DateTimeFormat | undefined;
export const longDate = (isoDate: string) => {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const parts = Object.fromEntries(
    longDateFormat.formatToParts(toDate(isoDate)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
};

export const shortDate = (isoDate: string) => lightFormat(toDate(isoDate), 'dd/MM/yyyy');

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const partyWords = (search: Pick<BookingSearch, 'adults' | 'children'>) =>
  search.children > 0
    ? `${plural(search.adults, 'adult')} and ${plural(search.children, 'child', 'children')}`
    : plural(search.adults, 'adult');

/** '£12.50' */
export const pounds = (amount: number) => `£${amount.toFixed(2)}`;
