import type { BookingArea, BookingMenu, Occasion, RequirementsResponse, Upsell } from '@fittizia/contract';
import {
  emptyCustomer,
  initialJourney,
  type JourneyAction,
  type JourneyState,
  journeyReducer,
} from './index.ts';

/** The wizard's answers for the journey's wizard tests: two occasions, their menus and areas, two times. */

export const dinner: Occasion = {
  id: 'occ-dinner',
  name: 'Dinner',
  minimumCovers: 1,
  maximumCovers: 24,
  menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'm-christmas' }] },
  areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'area-main' }, { id: 'area-terrace' }] },
};
export const party: Occasion = {
  id: 'occ-party',
  name: 'Birthday party',
  minimumCovers: 6,
  maximumCovers: 40,
  menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'm-party' }] },
  areaLinkGroup: {
    type: 'exclusive',
    areaLinks: [{ id: 'area-main' }, { id: 'area-terrace' }, { id: 'area-private' }],
  },
};
export const menus: BookingMenu[] = [
  { id: 'm-christmas', name: 'Christmas Menu' },
  { id: 'm-main', name: 'Main Menu' },
  { id: 'm-party', name: 'Party Menu' },
];
export const areas: BookingArea[] = [
  { id: 'area-private', name: 'Private room' },
  { id: 'area-main', name: 'Main restaurant' },
  { id: 'area-terrace', name: 'Terrace' },
];
export const slots = [
  { time: '19:15', canEnquire: false },
  { time: '19:30', canEnquire: true },
];
export const requirements = (card: boolean, enquiry = false) =>
  ({ isCardGuaranteeRequired: card, isPlaceAsEnquiryEnabled: enquiry }) as RequirementsResponse;
export const cake = { id: 'up-cake', name: 'Cake', maximumQuantity: 2 } as Upsell;
export const restaurant = { storeId: '1001', city: 'london', slug: 'covent-garden' };

export const start = () => initialJourney({ restaurant, search: { date: '2026-11-23', time: '19:30' } });
export const run = (state: JourneyState, ...actions: JourneyAction[]) =>
  actions.reduce(journeyReducer, state);
export const loaded = () => run(start(), { type: 'occasionsLoaded', occasions: [dinner, party] });
/** Step two with the dinner's menus, areas and times read. */
export const times = () =>
  run(
    loaded(),
    { type: 'askTimes' },
    { type: 'optionsLoaded', areas, menus },
    { type: 'slotsLoaded', slots },
  );
/** Step three with the extras read: the details form. */
export const details = (card = false, enquiry = false) =>
  run(
    times(),
    { type: 'confirmTime', storeName: 'Covent Garden' },
    { type: 'extrasLoaded', upsells: [cake], requirements: requirements(card, enquiry) },
    { type: 'setCustomer', customer: { ...emptyCustomer, firstName: 'Ada' } },
  );
