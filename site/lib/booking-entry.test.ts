import { describe, expect, it } from 'vitest';
import {
  bookingRequestFromLocation,
  headerOpensModal,
  isBookNowPath,
  pathAfterClose,
} from './booking-entry.ts';

describe('booking modal entry (spec 2.1, 2.2, 2.5)', () => {
  it('opens on the book-now pages, with the city or the restaurant of the page', () => {
    expect(bookingRequestFromLocation('/book-now', '')).toEqual({});
    expect(bookingRequestFromLocation('/restaurants/london/book-now', '')).toEqual({ city: 'london' });
    expect(bookingRequestFromLocation('/restaurants/london/covent-garden/book-now', '')).toEqual({
      city: 'london',
      restaurant: { city: 'london', slug: 'covent-garden' },
    });
  });

  it('opens on #booking on any page, with the restaurant preselected on a restaurant page', () => {
    expect(bookingRequestFromLocation('/', '#booking')).toEqual({});
    expect(bookingRequestFromLocation('/about-us', 'booking')).toEqual({});
    expect(bookingRequestFromLocation('/restaurants/london', '#booking')).toEqual({ city: 'london' });
    expect(bookingRequestFromLocation('/restaurants/london/covent-garden', '#booking')).toEqual({
      city: 'london',
      restaurant: { city: 'london', slug: 'covent-garden' },
    });
    expect(bookingRequestFromLocation('/restaurants/london/covent-garden/menu/m-main', '#booking')).toEqual({
      city: 'london',
      restaurant: { city: 'london', slug: 'covent-garden' },
    });
  });

  it('does not open elsewhere', () => {
    for (const [path, hash] of [
      ['/', ''],
      ['/', '#main'],
      ['/restaurants/london/covent-garden', ''],
      ['/restaurants/book-now', ''],
      ['/careers/book-now', ''],
      ['/restaurants/london/covent-garden/menu/book-now', ''],
      ['/book-now-please', ''],
    ] as const)
      expect(bookingRequestFromLocation(path, hash), `${path}${hash}`).toBeNull();
    expect(isBookNowPath('/restaurants/london/index-old')).toBe(false);
  });

  it('returns to the page itself when the modal closes', () => {
    expect(pathAfterClose('/book-now')).toBe('/');
    expect(pathAfterClose('/restaurants/london/book-now')).toBe('/restaurants/london');
    expect(pathAfterClose('/restaurants/london/covent-garden/book-now')).toBe(
      '/restaurants/london/covent-garden',
    );
    expect(pathAfterClose('/about-us')).toBe('/about-us');
  });

  it('the header button opens the modal itself only off the home and restaurant pages', () => {
    expect(headerOpensModal('/')).toBe(false);
    expect(headerOpensModal('/restaurants/london/covent-garden')).toBe(false);
    expect(headerOpensModal('/restaurants/london/covent-garden/menu')).toBe(false);
    expect(headerOpensModal('/about-us')).toBe(true);
    expect(headerOpensModal('/restaurants/london')).toBe(true);
    expect(headerOpensModal('/menu/m-main')).toBe(true);
  });
});
