import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { emailKey } from '../../booking/index.ts';
import { marketingSuppressions, type SuppressionReason } from '../tables.ts';

export type { SuppressionReason };

/*
 * The marketing suppression list (migration 0067; docs/privacy.md): the addresses marketing must never write to
 * again, because they unsubscribed or were erased. It holds no address: only the SHA-256 (hex) of the address
 * normalised as the project compares addresses (`emailKey`: trimmed, lower case, without a `+tag`), behind a
 * fixed label. Plain SHA-256, not an HMAC: the list must keep working for ever, whatever key is rotated or lost,
 * in every environment and in the `pnpm privacy` tools, or a lost key would let marketing write again to people
 * who said no. What that costs: someone holding a copy of the database and a guessed address can tell whether
 * that address is on the list, and nothing more (docs/privacy.md says so).
 *
 * Its table is `marketingSuppressions` (`tables.ts`); the privacy domain's erasure
 * (`suppress(db, email, 'erased')`) uses it.
 */

/** What the list stores of an address: the SHA-256 (hex) of its normalised form behind a fixed label. */
export function suppressionHash(email: string): string {
  return createHash('sha256')
    .update(`fittizia-marketing-suppression\n${emailKey(email)}`)
    .digest('hex');
}

/** Puts an address on the list (in the caller's transaction when given one). Asking again is harmless. */
export async function suppress(db: Db, email: string, reason: SuppressionReason): Promise<void> {
  await db
    .insert(marketingSuppressions)
    .values({ emailHash: suppressionHash(email), reason })
    .onConflictDoNothing({ target: marketingSuppressions.emailHash });
}

/** Whether marketing must skip an address. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ emailHash: marketingSuppressions.emailHash })
    .from(marketingSuppressions)
    .where(eq(marketingSuppressions.emailHash, suppressionHash(email)))
    .limit(1);
  return row !== undefined;
}
