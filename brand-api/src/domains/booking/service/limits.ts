import { isIP } from 'node:net';
import { BOOKING_LIMIT_DEFAULTS, BookingErrorCode, type BookingLimits } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { brandBookingLimits } from '../../brand/index.ts';
import { BookingFailure } from './engine.ts';

/** Bookings one restaurant takes for one day per e-mail, phone and network address; 0 turns one off. */
export type { BookingLimits };

/** Who asked for a booking, as the limits compare them. */
export interface BookingAsker {
  emailKey: string;
  phoneKey: string | null;
  address: string | null;
}

/** An e-mail as compared: trimmed, lower case, without a `+tag` (one inbox, many made-up addresses). */
export function emailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at).split('+')[0]}${lower.slice(at)}`;
}

/** A phone as compared: its digits, a UK number in national form (`+44 7700…` and `07700…` are one). */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const international = (phone ?? '').trim().startsWith('+') || digits.startsWith('00');
  const national = digits.replace(/^00/, '');
  if (international && national.startsWith('44')) return `0${national.slice(2).replace(/^0/, '')}`;
  return international ? `+${national}` : digits;
}

/**
 * A network address as compared: IPv4 as is (also when mapped into IPv6), IPv6 as its /64 (one subscriber
 * gets a whole /64); null for anything that is not an address.
 */
export function addressKey(address: string | null | undefined): string | null {
  const text = (address ?? '').trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) return mapped[1] as string;
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const [head = '', tail = ''] = text.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = text.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The limits that apply to a brand: its own (`brands.booking_limits`) over the configured ones over
 * BOOKING_LIMIT_DEFAULTS.
 */
export async function limitsFor(db: Db, brandKey: string, configured: Partial<BookingLimits> = {}) {
  const own = await brandBookingLimits(db, brandKey);
  return { ...BOOKING_LIMIT_DEFAULTS, ...configured, ...(own ?? {}) } satisfies BookingLimits;
}

/**
 * Inside the booking's transaction: refuses it (code 21, 429) when the restaurant already holds as many
 * bookings for that day from the same e-mail, phone or address as the limits allow. A transaction-scoped
 * advisory lock per (restaurant, day, who) comes first, so concurrent creates from one asker are counted one
 * after another on every instance (they share the database) and never slip past the limit together.
 */
export async function assertWithinLimits(
  tx: Db,
  storeId: string,
  day: string,
  asker: BookingAsker,
  limits: BookingLimits,
): Promise<void> {
  const checks: { column: string; value: string; max: number }[] = [];
  if (limits.perEmail > 0) checks.push({ column: 'email_key', value: asker.emailKey, max: limits.perEmail });
  if (limits.perPhone > 0 && asker.phoneKey)
    checks.push({ column: 'phone_key', value: asker.phoneKey, max: limits.perPhone });
  if (limits.perAddress > 0 && asker.address)
    checks.push({ column: 'diner_address', value: asker.address, max: limits.perAddress });
  if (checks.length === 0) return;
  const lockKeys = checks.map((c) => `booking-limit:${storeId}:${day}:${c.column}:${c.value}`).sort();
  for (const key of lockKeys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  const result = await tx.execute(
    sql`SELECT ${sql.join(
      checks.map(
        (c, i) =>
          sql`count(*) FILTER (WHERE ${sql.identifier(c.column)} = ${c.value})::int AS ${sql.identifier(`n${i}`)}`,
      ),
      sql`, `,
    )} FROM bookings WHERE store_id = ${storeId} AND dining_date = ${day} AND status <> 'cancelled' AND (${sql.join(
      checks.map((c) => sql`${sql.identifier(c.column)} = ${c.value}`),
      sql` OR `,
    )})`,
  );
  const [row = {}] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (checks.some((c, i) => Number(row[`n${i}`] ?? 0) >= c.max)) {
    throw new BookingFailure(BookingErrorCode.BookingLimitReached);
  }
}
