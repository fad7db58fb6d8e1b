import { createHash } from 'node:crypto';
import type { BookingResponse } from '@fittizia/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { IdempotencyKeyReused } from '../../../shared/errors.ts';
import { idempotencyKeys } from '../tables.ts';

/*
 * Idempotency keys of a booking call: the first call with a key stores its answer (writeBooking, in the
 * booking's transaction); the same key and request again answers it, the same key with another request is refused.
 */

export interface Idempotency {
  key: string;
  endpoint: string;
  hash: string;
}

/** A stable hash of what was asked, so a key reused for a different request is refused. */
export function requestHash(endpoint: string, storeId: string, body: unknown): string {
  return createHash('sha256').update(JSON.stringify({ endpoint, storeId, body })).digest('hex');
}

/** The answer stored for an idempotency key, if any (IdempotencyKeyReused when the key was used for another request). */
export async function storedAnswer(
  db: Db,
  brandKey: string,
  idem: Idempotency,
): Promise<{ status: number; body: BookingResponse; replayed: true } | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.brandKey, brandKey), eq(idempotencyKeys.key, idem.key)))
    .limit(1);
  if (!row) return undefined;
  if (row.endpoint !== idem.endpoint || row.requestHash !== idem.hash) {
    throw new IdempotencyKeyReused('headers.Idempotency-Key');
  }
  if (row.statusCode === null || row.response === null) return undefined;
  return { status: row.statusCode, body: row.response as BookingResponse, replayed: true };
}
