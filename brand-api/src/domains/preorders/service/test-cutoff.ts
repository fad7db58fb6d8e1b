import type { Database } from '../../../shared/database.ts';
import { type CloseOptions, closePreorder } from './cutoff.ts';
import { bookingByReference, loadPreorder } from './records.ts';

/**
 * The end-to-end tests' way past the cut-off (the brand API's test-only routes, `BRAND_API_TEST_READS`): the
 * booking's pre-order is closed as its cut-off job would close it, as if the clock read `at` (default: its cut-off),
 * with the same two e-mails. Answers whether it closed now (false: no such pre-order, cancelled or closed already).
 */
export async function closePreorderForTest(
  database: Database,
  reference: string,
  at: Date | undefined,
  options: CloseOptions,
): Promise<{ closed: boolean; at?: string }> {
  const loaded = await loadPreorder(database.db, await bookingByReference(database.db, reference));
  if (!loaded) return { closed: false };
  const when = at ?? loaded.preorder.cutoffAt;
  return { closed: await closePreorder(database, loaded.preorder.id, when, options), at: when.toISOString() };
}
