import { describe, expect, it } from 'vitest';
import { pageSubject, sameOpening } from './booking-request.ts';

describe('what the booking modal opens with', () => {
  it('a restaurant page and its book-now page are about the same restaurant', () => {
    expect(pageSubject('/restaurants/london/covent-garden')).toEqual({
      city: 'london',
      restaurant: { city: 'london', slug: 'covent-garden' },
    });
    expect(pageSubject('/restaurants/London/Covent-Garden/book-now')).toEqual(
      pageSubject('/restaurants/london/covent-garden'),
    );
    expect(pageSubject('/restaurants/london/book-now')).toEqual({ city: 'london' });
    expect(pageSubject('/contact')).toEqual({});
  });

  it('the opening prepared ahead is revealed only for a press that asks for the same modal', () => {
    const prepared = { path: '/restaurants/london/covent-garden/book-now' };
    // The header's Book now, the hero's #booking: the same restaurant.
    expect(sameOpening(prepared, { path: '/restaurants/london/covent-garden/book-now' })).toBe(true);
    expect(sameOpening(prepared, { path: '/restaurants/london/covent-garden' })).toBe(true);
    // Another restaurant, the city's list, group-booking mode, the strip's choices: another modal.
    expect(sameOpening(prepared, { path: '/restaurants/london/soho/book-now' })).toBe(false);
    expect(sameOpening(prepared, { path: '/restaurants/london/book-now' })).toBe(false);
    expect(sameOpening(prepared, { path: '/restaurants/london/covent-garden', mode: 'group' })).toBe(false);
    expect(sameOpening(prepared, { path: '/restaurants/london/covent-garden', search: { adults: 4 } })).toBe(
      false,
    );
    expect(sameOpening({ search: { adults: 4 } }, { search: { adults: 4 } })).toBe(true);
  });
});
