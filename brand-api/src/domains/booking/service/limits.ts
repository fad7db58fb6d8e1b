import { isIP } from 'node:net';
import {
  BOOKING_LIMIT_DEFAULTS,
  BOOKING_SERVICE_DINNER_FROM,
  BookingErrorCode,
  type BookingLimits,
} from '@fittizia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { brandBookingLimits } from '../../brand/index.ts';

/** The online booking limits per restaurant (`BOOKING_LIMIT_DEFAULTS`); 0 turns one off. */
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

/** Where a booking or standby entry is counted: its restaurant, dining day and time, and today (London). */
export interface LimitScope {
  storeId: string;
  day: string;
  /** The dining time (a standby entry's window start): its service is lunch or dinner. */
  time: string;
  today: string;
  /** A booking being changed: not counted against itself. */
  exceptBooking?: number;
  /** A standby entry being claimed: it becomes the booking, so it is not counted besides it. */
  exceptStandby?: number;
}

type Count = { sql: SQL; max: number };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A standby entry's e-mail as `emailKey` makes it (lower case, trimmed, no `+tag`), in SQL. */
const standbyEmailKey = sql`regexp_replace(lower(trim(email)), '\\+[^@]*@', '@')`;

/**
 * Refuses (code 21, 429, never saying which limit) a booking or standby entry past the limits: per e-mail and
 * phone for the dining day; per address over the booking window (bookings and live standby entries) and for the
 * service (lunch or dinner) of the day; with `standby`, the standby list's own caps per address and e-mail over
 * the window. Runs inside the write's transaction after transaction-scoped advisory locks per (restaurant, who),
 * so concurrent writes from one asker are counted one after another on every instance and never slip past together.
 */
export async function assertWithinLimits(
  tx: Db,
  scope: LimitScope,
  asker: BookingAsker,
  limits: BookingLimits,
  standby = false,
): Promise<void> {
  const { storeId, day, today } = scope;
  const notThisBooking = scope.exceptBooking === undefined ? sql`` : sql` AND id <> ${scope.exceptBooking}`;
  const notThisEntry = scope.exceptStandby === undefined ? sql`` : sql` AND id <> ${scope.exceptStandby}`;
  const liveBookings = (where: SQL) =>
    sql`(SELECT count(*) FROM bookings WHERE store_id = ${storeId} AND status <> 'cancelled'${notThisBooking} AND ${where})`;
  const liveStandby = (where: SQL) =>
    sql`(SELECT count(*) FROM standby_entries WHERE store_id = ${storeId} AND status IN ('waiting', 'offered')${notThisEntry} AND dining_date >= ${today} AND ${where})`;
  const dinner = scope.time >= BOOKING_SERVICE_DINNER_FROM;
  const sameService = dinner
    ? sql`dining_time >= ${BOOKING_SERVICE_DINNER_FROM}`
    : sql`dining_time < ${BOOKING_SERVICE_DINNER_FROM}`;
  const counts: Count[] = [];
  const locks: string[] = [];
  if (limits.perEmail > 0) {
    counts.push({
      sql: liveBookings(sql`dining_date = ${day} AND email_key = ${asker.emailKey}`),
      max: limits.perEmail,
    });
    locks.push(`email:${asker.emailKey}`);
  }
  if (limits.perPhone > 0 && asker.phoneKey) {
    counts.push({
      sql: liveBookings(sql`dining_date = ${day} AND phone_key = ${asker.phoneKey}`),
      max: limits.perPhone,
    });
    locks.push(`phone:${asker.phoneKey}`);
  }
  const address = asker.address;
  if (address) {
    if (limits.perAddress > 0)
      counts.push({
        sql: sql`${liveBookings(sql`dining_date >= ${today} AND diner_address = ${address}`)} + ${liveStandby(sql`diner_address = ${address}`)}`,
        max: limits.perAddress,
      });
    if (limits.perAddressPerService > 0)
      counts.push({
        sql: liveBookings(sql`dining_date = ${day} AND diner_address = ${address} AND ${sameService}`),
        max: limits.perAddressPerService,
      });
    if (standby && limits.standbyPerAddress > 0)
      counts.push({ sql: liveStandby(sql`diner_address = ${address}`), max: limits.standbyPerAddress });
    locks.push(`address:${address}`);
  }
  if (standby && limits.standbyPerEmail > 0) {
    counts.push({
      sql: liveStandby(sql`${standbyEmailKey} = ${asker.emailKey}`),
      max: limits.standbyPerEmail,
    });
    if (!locks.includes(`email:${asker.emailKey}`)) locks.push(`email:${asker.emailKey}`);
  }
  if (counts.length === 0) return;
  for (const key of locks.map((k) => `booking-limit:${storeId}:${k}`).sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  }
  const [row = {}] = rowsOf(
    await tx.execute(
      sql`SELECT ${sql.join(
        counts.map((c, i) => sql`${c.sql}::int AS ${sql.identifier(`n${i}`)}`),
        sql`, `,
      )}`,
    ),
  );
  if (counts.some((c, i) => Number(row[`n${i}`] ?? 0) >= c.max)) {
    throw new BookingFailure(BookingErrorCode.BookingLimitReached);
  }
}
