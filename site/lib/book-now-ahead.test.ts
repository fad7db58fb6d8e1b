import { describe, expect, it } from 'vitest';
import { bookNowAhead } from './book-now-ahead.ts';

const location = {
  href: 'https://www.fittizia.example/restaurants/london/covent-garden',
  origin: 'https://www.fittizia.example',
  pathname: '/restaurants/london/covent-garden',
};
const press = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const link = (href: string, target?: string) => ({
  getAttribute: (name: string) => (name === 'href' ? href : name === 'target' ? (target ?? null) : null),
});
const page = '/restaurants/london/covent-garden';

describe('a book-now press that opens the modal ahead of its address', () => {
  it("opens the restaurant page's own book-now address and #booking / #group-booking on the page", () => {
    expect(bookNowAhead(press, link(`${page}/book-now`), location)).toEqual({
      arrival: `${page}/book-now#`,
      request: { path: `${page}/book-now` },
      to: `${page}/book-now`,
    });
    expect(bookNowAhead(press, link('#booking'), location)?.arrival).toBe(`${page}#booking`);
    expect(bookNowAhead(press, link('#group-booking'), location)?.request).toEqual({
      path: page,
      mode: 'group',
    });
  });

  it('opens with what the address carries: the party, date and time, and a time chosen in find a table', () => {
    expect(
      bookNowAhead(
        press,
        link(`${page}/book-now?adults=4&children=0&date=2026-12-12&time=19:30&chosen=1`),
        location,
      )?.request,
    ).toEqual({
      path: `${page}/book-now`,
      search: { adults: 4, children: 0, date: '2026-12-12', time: '19:30' },
      chosen: true,
    });
  });

  it('leaves to the router a link to another page, another site, or a press that is not a plain one', () => {
    expect(bookNowAhead(press, link('/restaurants/leeds/trinity/book-now'), location)).toBeNull();
    expect(bookNowAhead(press, link('/book-now'), location)).toBeNull();
    expect(bookNowAhead(press, link(`https://elsewhere.example${page}/book-now`), location)).toBeNull();
    expect(bookNowAhead(press, link(`${page}/book-now`, '_blank'), location)).toBeNull();
    expect(bookNowAhead({ ...press, metaKey: true }, link(`${page}/book-now`), location)).toBeNull();
    expect(bookNowAhead({ ...press, button: 1 }, link(`${page}/book-now`), location)).toBeNull();
    expect(bookNowAhead({ ...press, defaultPrevented: true }, link(`${page}/book-now`), location)).toBeNull();
    expect(bookNowAhead(press, link(`${page}/menu`), location)).toBeNull();
  });
});
