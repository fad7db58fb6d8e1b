import { tableSearchBookingHref } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import {
  addressChosenTime,
  addressSearch,
  asksForBooking,
  bookingModeFor,
  headerOpensModal,
  isBookNowPath,
  pathAfterClose,
  prefetchesBookingWhenIdle,
} from './booking-entry.ts';
import { pageSubject } from './booking-request.ts';

describe('booking modal entry (spec 2.1, 2.2, 2.5)', () => {
  it('opens on the book-now pages and on #booking on any page', () => {
    for (const path of [
      '/book-now',
      '/restaurants/london/book-now',
      '/restaurants/london/covent-garden/book-now',
      '/restaurants/London/Covent-Garden/Book-Now/',
    ])
      expect(asksForBooking(path, ''), path).toBe(true);
    for (const path of [
      '/',
      '/about-us',
      '/restaurants/london',
      '/restaurants/london/covent-garden/menu/m-main',
    ])
      expect(asksForBooking(path, path === '/' ? '#booking' : 'booking'), path).toBe(true);
  });

  it('#group-booking opens it in group-booking mode (spec 4.2); every other opening is the standard mode', () => {
    expect(asksForBooking('/group-bookings', '#group-booking')).toBe(true);
    expect(asksForBooking('/restaurants/london/covent-garden', 'group-booking')).toBe(true);
    expect(bookingModeFor('#group-booking')).toBe('group');
    expect(bookingModeFor('group-booking')).toBe('group');
    for (const hash of ['', '#booking', '#group', '#group-bookings'])
      expect(bookingModeFor(hash), hash).toBeUndefined();
    expect(asksForBooking('/', '#group-bookings')).toBe(false);
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
      ['/restaurants/london/index-old', ''],
    ] as const)
      expect(asksForBooking(path, hash), `${path}${hash}`).toBe(false);
    expect(isBookNowPath('/book-now/extra')).toBe(false);
  });

  it('opens with the restaurant of a restaurant page, or the city of a city page', () => {
    expect(pageSubject('/')).toEqual({});
    expect(pageSubject('/about-us')).toEqual({});
    expect(pageSubject('/restaurants/london')).toEqual({ city: 'london' });
    expect(pageSubject('/restaurants/london/book-now')).toEqual({ city: 'london' });
    expect(pageSubject('/restaurants/london/index-old')).toEqual({ city: 'london' });
    const coventGarden = { city: 'london', restaurant: { city: 'london', slug: 'covent-garden' } };
    expect(pageSubject('/restaurants/london/covent-garden')).toEqual(coventGarden);
    expect(pageSubject('/restaurants/London/Covent-Garden/book-now')).toEqual(coventGarden);
    expect(pageSubject('/restaurants/london/covent-garden/menu/m-main')).toEqual(coventGarden);
  });

  it('opens with the party, date and time a book-now address carries, each only when well-formed', () => {
    expect(addressSearch('?adults=3&children=1&date=2026-12-10&time=18:00')).toEqual({
      adults: 3,
      children: 1,
      date: '2026-12-10',
      time: '18:00',
    });
    expect(addressSearch('?adults=2&children=0&date=2026-11-26&time=18%3A00')).toMatchObject({
      time: '18:00',
    });
    expect(addressSearch('?adults=two&children=-1&date=2026-02-30&time=25:00')).toBeUndefined();
    expect(addressSearch('?date=2026-12-10')).toEqual({ date: '2026-12-10' });
    expect(addressSearch('')).toBeUndefined();
  });

  it("reads a time chosen in find a table (the contract's tableSearchBookingHref): chosen=1 with a date and a time", () => {
    const href = tableSearchBookingHref('/restaurants/manchester/deansgate', {
      adults: 4,
      children: 0,
      date: '2026-12-12',
      time: '19:30',
    });
    const url = new URL(href, 'https://www.fittizia.example');
    expect(isBookNowPath(url.pathname)).toBe(true);
    expect(addressChosenTime(url.search)).toBe(true);
    expect(addressSearch(url.search)).toEqual({ adults: 4, children: 0, date: '2026-12-12', time: '19:30' });
    expect(addressChosenTime('?adults=4&date=2026-12-12&time=19:30')).toBe(false);
    expect(addressChosenTime('?adults=4&date=2026-12-12&chosen=1')).toBe(false);
    expect(addressChosenTime('?date=2026-02-30&time=19:30&chosen=1')).toBe(false);
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

describe('where the modal is fetched when the page is idle', () => {
  it('on a restaurant page and its book-now page only', () => {
    expect(prefetchesBookingWhenIdle('/restaurants/london/covent-garden')).toBe(true);
    expect(prefetchesBookingWhenIdle('/restaurants/london/covent-garden/')).toBe(true);
    expect(prefetchesBookingWhenIdle('/restaurants/london/covent-garden/book-now')).toBe(true);
  });
  it('not on its menus, nor off a restaurant', () => {
    expect(prefetchesBookingWhenIdle('/restaurants/london/covent-garden/menu/m-main')).toBe(false);
    expect(prefetchesBookingWhenIdle('/restaurants/london/covent-garden/menu')).toBe(false);
    expect(prefetchesBookingWhenIdle('/restaurants/london')).toBe(false);
    expect(prefetchesBookingWhenIdle('/restaurants/london/book-now')).toBe(false);
    expect(prefetchesBookingWhenIdle('/restaurants/london/menu/m-main')).toBe(false);
    expect(prefetchesBookingWhenIdle('/')).toBe(false);
    expect(prefetchesBookingWhenIdle('/contact')).toBe(false);
  });
});
