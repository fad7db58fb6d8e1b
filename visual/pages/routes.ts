import { expect, type Page } from '@playwright/test';
import { formStateRoutes } from './form-states.ts';
import { OFFER_VALID_UNTIL, type PageRoute } from './page-route.ts';

export type { PageRoute } from './page-route.ts';

/** A Saturday two to three weeks from the real day (the brand API has no fixed clock). */
const TABLE_SEARCH_DAY = (() => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14 + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
})();

/** The sticky header drawn solid, once its transition is over (pages.spec.ts finishes it). */
const solidHeader = (page: Page) => expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');

/** The text pages scrolled to where their text runs under the sticky header: solid over it, at every width. */
const textPagesScrolled: PageRoute[] = [
  ['contact', '/contact'],
  ['group-bookings', '/group-bookings'],
].flatMap(([name, path]) =>
  [120, 240].map((top) => ({
    name: `${name}-scrolled-${top}`,
    path: path as string,
    picture: true,
    fullPage: false,
    scrolledTo: top,
    ready: solidHeader,
  })),
);

/**
 * One address of every route type of the spec's route table (2.1), on the seeded data. The ones with a picture
 * are the page-level review's; the rest (and those) are measured for their gutters.
 */
export const pageRoutes: PageRoute[] = [
  { name: 'home', path: '/', picture: true },
  { name: 'content-page', path: '/kids', picture: true },
  { name: 'finder', path: '/find-us', picture: true, headingAtGutter: true },
  // A search in the address: its results server-rendered, as Back, reload or a shared link show them.
  { name: 'finder-search', path: '/find-us?q=M1+1AA', picture: true, headingAtGutter: true },
  // Find a table: 4 people near M1 1AA at 19:30 on a Saturday two to three weeks ahead (the brand API's own clock
  // decides a past day), the day's words masked; and a refused search (400), its message beside the field and in
  // the summary, what was typed kept.
  {
    name: 'find-a-table',
    path: `/find-a-table?place=M1+1AA&adults=4&children=0&date=${TABLE_SEARCH_DAY}&time=19%3A30`,
    picture: true,
    headingAtGutter: true,
    mask: ['[data-testid="table-search-message"]', 'input[type="date"]'],
  },
  {
    name: 'find-a-table-refused',
    path: `/find-a-table?place=M1+1AA&adults=0&children=0&date=${TABLE_SEARCH_DAY}&time=19%3A20`,
    picture: true,
    headingAtGutter: true,
    mask: ['input[type="date"]'],
  },
  { name: 'locations', path: '/restaurants', picture: true, headingAtGutter: true },
  { name: 'city', path: '/restaurants/london', picture: true, headingAtGutter: true },
  { name: 'restaurant', path: '/restaurants/london/covent-garden', picture: true, mask: [OFFER_VALID_UNTIL] },
  // The header over the hero once the page has moved: solid, its brand and navigation readable.
  {
    name: 'restaurant-scrolled',
    path: '/restaurants/london/covent-garden',
    picture: true,
    fullPage: false,
    scrolledTo: 120,
    ready: async (page) => {
      await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
    },
  },
  { name: 'menu-list', path: '/menu', picture: true, headingAtGutter: true },
  { name: 'menu', path: '/menu/m-main', picture: true, headingAtGutter: true },
  {
    name: 'booking-modal',
    path: '/restaurants/london/covent-garden#booking',
    picture: true,
    fullPage: false,
    ready: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    },
  },
  { name: 'job-list', path: '/careers/job-search', picture: true, headingAtGutter: true },
  { name: 'job', path: '/careers/job/JOB-3001', picture: true, headingAtGutter: true },
  {
    name: 'offer',
    path: '/offer/30-off-students',
    picture: true,
    headingAtGutter: true,
    axe: true,
    mask: [OFFER_VALID_UNTIL],
  },
  { name: 'sign-up', path: '/sign-up', picture: true, headingAtGutter: true },
  {
    name: 'preferences',
    path: (guid) => `/preferences/${guid}`,
    picture: true,
    headingAtGutter: true,
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia');
    },
  },
  { name: 'contact', path: '/contact', picture: true, headingAtGutter: true, axe: true },
  ...textPagesScrolled,
  { name: 'not-found', path: '/this-page-does-not-exist', picture: true },
  // Measured only.
  { name: 'our-menu', path: '/our-menu/m-kids', picture: false, headingAtGutter: true },
  { name: 'restaurant-menu', path: '/restaurants/london/covent-garden/menu', picture: false },
  { name: 'city-legacy', path: '/restaurants/london/index-old', picture: false, headingAtGutter: true },
  { name: 'book-now', path: '/book-now', picture: false, fullPage: false },
  { name: 'refer-a-friend', path: '/refer-a-friend', picture: false, headingAtGutter: true },
  { name: 'signup-thanks', path: '/signup-thanks', picture: false, headingAtGutter: true },
  { name: 'choices', path: (guid) => `/choices/${guid}`, picture: false, headingAtGutter: true },
  {
    name: 'occasion-date',
    path: (guid) => `/occasion-date/${guid}`,
    picture: false,
    headingAtGutter: true,
  },
  { name: 'careers-content', path: '/careers', picture: false },
  // Every form's empty, invalid, sending and sent states (the group-bookings page's empty one among them).
  ...formStateRoutes,
];
