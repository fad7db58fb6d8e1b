// Apart from the zod schemas (schemas/offers.ts), so that the offer page's loader, in its first load, needs no zod.

/** An offer slug's form (letters, digits, single hyphens): `offerSlug` (schemas/offers.ts) and `toOfferSlug`. */
export const OFFER_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const OFFER_SLUG_MAX = 100;

/** The slug an address names (trimmed, lower-cased), or undefined when it is not one: `offerSlug` without zod. */
export function toOfferSlug(value: string): string | undefined {
  const slug = value.trim().toLowerCase();
  return OFFER_SLUG_PATTERN.test(slug) && slug.length <= OFFER_SLUG_MAX ? slug : undefined;
}
