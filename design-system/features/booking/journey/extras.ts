import type { Upsell } from '@fittizia/contract';

/* The extras chosen (spec 5.2): quantities by upsell id, each within its upsell's bounds. */

const clamp = (n: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(n) ? Math.round(n) : min));

/**
 * The extras with one quantity set, kept within its upsell's bounds (spec 5.2); at 0 the item is removed. An id
 * not offered leaves them as they were.
 */
export function withExtra(
  extras: Record<string, number>,
  upsells: readonly Upsell[] | undefined,
  id: string,
  quantity: number,
): Record<string, number> {
  const upsell = upsells?.find((u) => u.id === id);
  if (!upsell) return extras;
  const clamped = clamp(quantity, 0, upsell.maximumQuantity);
  const { [id]: _, ...rest } = extras;
  return clamped === 0 ? rest : { ...rest, [id]: clamped };
}

/** The quantities chosen before that are still offered, each within its new bounds. */
export function keptExtras(
  extras: Record<string, number>,
  upsells: readonly Upsell[],
): Record<string, number> {
  let kept: Record<string, number> = {};
  for (const u of upsells) kept = withExtra(kept, upsells, u.id, extras[u.id] ?? 0);
  return kept;
}
