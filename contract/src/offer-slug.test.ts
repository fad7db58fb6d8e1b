import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toOfferSlug } from './offer-slug.ts';
import { offerSlug } from './schemas/offers.ts';

describe('toOfferSlug', () => {
  it('accepts and normalises exactly what the offerSlug schema does', () => {
    const slugish = fc.stringMatching(/^\s?[A-Za-z0-9-]{0,110}\s?$/);
    fc.assert(
      fc.property(fc.oneof(slugish, fc.string()), (value) => {
        const parsed = offerSlug.safeParse(value);
        expect(toOfferSlug(value)).toBe(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('trims and lower-cases a slug, and refuses what is not one', () => {
    expect(toOfferSlug('  Student-Night ')).toBe('student-night');
    expect(toOfferSlug('student--night')).toBeUndefined();
    expect(toOfferSlug('a'.repeat(101))).toBeUndefined();
    expect(toOfferSlug('')).toBeUndefined();
  });
});
