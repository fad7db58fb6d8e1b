import { parseDate } from './calendar.ts';
import type { BookingContext } from './context.ts';
import { assertNotRejected, assertOccasion, assertOnline, loadOccasion, placement } from './engine.ts';

/**
 * What every call about one occasion checks first: the restaurant (bookable online), the date (not refused),
 * the occasion (offered, running, fitting the party); then how the party is placed at this moment.
 */
export async function prepare(
  ctx: Pick<BookingContext, 'config' | 'now'>,
  storeId: string,
  occasionId: string,
  dateText: string,
  covers: number,
) {
  const store = await ctx.config.store(storeId);
  assertOnline(store);
  const date = parseDate(dateText);
  assertNotRejected(store, date);
  const o = loadOccasion(store, occasionId);
  assertOccasion(o, date, covers);
  const at = ctx.now();
  return { store, date, o, at, how: placement(store, o, covers, date, at) };
}
