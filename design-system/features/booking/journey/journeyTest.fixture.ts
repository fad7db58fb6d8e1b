import { bookingFixtures, restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import type { AvailabilityResult, RequirementsResponse } from '@fittizia/contract';
import {
  initialJourney,
  type JourneyAction,
  type JourneyState,
  journeyReducer,
  type OtherRestaurant,
} from './index.ts';

/** The journey tests' restaurants, answers and states part-way through a booking. */
export const [manchester, leeds, park] = restaurantFixtures as [
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
];
export const TODAY = '2026-01-14';

export const run = (state: JourneyState, ...actions: JourneyAction[]) =>
  actions.reduce(journeyReducer, state);

export const result = (over: Partial<AvailabilityResult>): AvailabilityResult => ({
  storeId: '1042',
  storeName: manchester.title,
  occasionId: 'occ-dinner',
  exactMatch: true,
  isFirstChoice: true,
  miles: 0,
  timeSlots: [{ time: '19:00' }, { time: '19:30' }, { time: '20:00' }],
  isPlaceAsEnquiryEnabled: false,
  allowMultipleUpsells: true,
  standbyOffered: true,
  ...over,
});
export const leedsResult = (over: Partial<AvailabilityResult> = {}) =>
  result({
    storeId: '1057',
    storeName: leeds.title,
    exactMatch: false,
    isFirstChoice: false,
    miles: 36.2,
    timeSlots: [{ time: '18:45' }, { time: '20:15' }],
    ...over,
  });

export const menus = bookingFixtures.menus.data.menus;
export const upsells = bookingFixtures.upsells.data.upsells;
export const noCard: RequirementsResponse = {
  isCardGuaranteeRequired: false,
  isPlaceAsEnquiryEnabled: false,
};

export const atSearch = () =>
  run(
    initialJourney(),
    { type: 'chooseRestaurant', restaurant: manchester },
    {
      type: 'setSearch',
      search: { date: '2026-01-16' },
    },
  );
export const atMenu = () =>
  run(atSearch(), { type: 'availabilityLoaded', results: [result({}), leedsResult()], today: TODAY });
export const atExtras = () =>
  run(atMenu(), { type: 'menusLoaded', menus }, { type: 'chooseMenu', menuId: 'm-main' });
export const atDetails = () =>
  run(atExtras(), { type: 'extrasLoaded', upsells, requirements: noCard }, { type: 'confirmExtras' });
export const customer = {
  firstName: 'Giulia',
  lastName: "O'Connor",
  email: 'giulia@example.com',
  phoneNumber: '07700 900 123',
};

/** Another restaurant of the table search, with the asked time. */
export const piccadilly: OtherRestaurant = {
  storeId: '1043',
  storeName: 'Fittizia Manchester Piccadilly',
  miles: 0.5,
  occasionId: 'occ-dinner',
  slots: ['19:15', '19:30', '19:45'],
  exactMatch: true,
  isPlaceAsEnquiryEnabled: false,
  standbyOffered: true,
};
