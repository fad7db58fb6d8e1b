import {
  BIRTH_YEAR_FALLBACK,
  CONSENT_VERSION,
  CONSENT_WORDING,
  type ConsentKind,
  type SignupRequest,
} from '@fittizia/contract';
import type { Db } from '../../../shared/database.ts';
import { InvalidField } from '../../../shared/errors.ts';
import { restaurantExists } from '../../restaurants/index.ts';
import type { ConsentColumn } from '../tables.ts';

/* A customer's fields as sent and as stored (dates, consents, the favourite restaurant), and their refusal. */

const DAY_SECONDS = 24 * 60 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** A sign-up birthday as a stored date: the year defaults to 1904 (spec 5.3), so 29 February is kept. */
export function birthdayDate(birthday: NonNullable<SignupRequest['birthday']>): string {
  return `${birthday.year ?? BIRTH_YEAR_FALLBACK}-${pad(birthday.month)}-${pad(birthday.day)}`;
}

/** A stored date as seconds since the epoch (UTC midnight of that day). */
export function dateToSeconds(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 1000;
}

/**
 * Seconds since the epoch to the calendar day they mean: rounded to the nearest UTC midnight, so a client that
 * sends its local midnight (up to 12 hours either side of UTC) still names the day it meant.
 */
export function secondsToDate(seconds: number): string {
  const day = new Date(Math.round(seconds / DAY_SECONDS) * DAY_SECONDS * 1000);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** `2025-6-14` (as sent) to `2025-06-14` (as stored), and back. */
export const paddedDate = (unpadded: string) => {
  const [y, m, d] = unpadded.split('-').map(Number) as [number, number, number];
  return `${y}-${pad(m)}-${pad(d)}`;
};
export const unpadded = (stored: string) => {
  const [y, m, d] = stored.split('-').map(Number) as [number, number, number];
  return `${y}-${m}-${d}`;
};

/** A body field the rules refuse, and why. */
export const invalid = (field: string, message: string) => new InvalidField(`body.${field}`, message);

const CONSENT_COLUMNS: Record<ConsentKind, ConsentColumn> = {
  terms: 'terms',
  marketingEmail: 'marketing_email',
  sms: 'sms',
  partnerTerms: 'partner_terms',
};
export const consentRow = (
  customerGuid: string,
  kind: ConsentKind,
  agreed: boolean,
  source: 'signup' | 'preferences' | 'unsubscribe',
) => ({
  customerGuid,
  consent: CONSENT_COLUMNS[kind],
  agreed,
  wording: CONSENT_WORDING[kind],
  version: CONSENT_VERSION,
  source,
});

/** A store id the form sent must name one of the brand's restaurants. */
export async function assertRestaurant(db: Db, storeId: string, field: string): Promise<void> {
  if (!(await restaurantExists(db, storeId)))
    throw invalid(field, `no restaurant with store id "${storeId}"`);
}
