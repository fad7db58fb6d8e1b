import { TABLE_SEARCH_MESSAGES, type TableSearchResponse, tableSearchResponse } from '@fittizia/contract';
import type { TableSearchValues } from './tableSearch.ts';

/** The stories' day: Monday 14 December 2026; the search is for Saturday 19 December at 19:30 from M1 1AA. */
export const storyToday = '2026-12-14';
export const storyValues: TableSearchValues = {
  place: 'M1 1AA',
  adults: '4',
  children: '0',
  date: '2026-12-19',
  time: '19:30',
  radius: '25',
};

const paths: Record<string, string> = {
  '1042': '/restaurants/manchester/deansgate',
  '1043': '/restaurants/manchester/spinningfields',
  '1044': '/restaurants/manchester/piccadilly',
  '1045': '/restaurants/salford/quays',
  '1046': '/restaurants/stockport/merseyway',
  '1203': '/restaurants/lakeside/lakeside',
};
export const storyRestaurantPath = (storeId: string) => paths[storeId];

const slots = (...times: string[]) => times.map((time) => ({ time }));
const place = { name: 'M1 1AA', kind: 'postcode' as const, lat: 53.4794, lng: -2.2389 };
const base = { place, date: '2026-12-19', time: '19:30', adults: 4, children: 0, radiusMiles: 25 };

/** Three restaurants with times (one has 19:30 itself), two with nothing near, nearest first. */
export const someFull: TableSearchResponse = tableSearchResponse.parse({
  ...base,
  results: [
    {
      storeId: '1042',
      storeName: 'Fittizia Trattoria Manchester Deansgate',
      miles: 0.6,
      outcome: 'times',
      occasionId: 'standard',
      timeSlots: slots('18:45', '19:00', '19:15', '19:45', '20:00', '20:15'),
    },
    {
      storeId: '1044',
      storeName: 'Fittizia Trattoria Manchester Piccadilly',
      miles: 1.2,
      outcome: 'times',
      occasionId: 'standard',
      exactMatch: true,
      timeSlots: slots('19:00', '19:15', '19:30', '19:45', '20:30'),
    },
    {
      storeId: '1045',
      storeName: 'Fittizia Trattoria Salford Quays',
      miles: 2.8,
      outcome: 'times',
      occasionId: 'standard',
      timeSlots: slots('20:15', '20:30'),
    },
  ],
  nothingNear: [
    {
      storeId: '1043',
      storeName: 'Fittizia Trattoria Manchester Spinningfields',
      miles: 0.9,
      outcome: 'none-near',
      nearestFreeTime: '21:45',
    },
    {
      storeId: '1046',
      storeName: 'Fittizia Trattoria Stockport Merseyway',
      miles: 6.4,
      outcome: 'none-near',
    },
  ],
});

/** Every restaurant with times. */
export const allFree: TableSearchResponse = { ...someFull, nothingNear: [] };

/** A holiday park (booked through its operator) and one that does not book online, among the results. */
export const withHolidayPark: TableSearchResponse = tableSearchResponse.parse({
  ...base,
  place: { name: 'Kendal', kind: 'place', lat: 54.3269, lng: -2.7463 },
  radiusMiles: 50,
  results: [
    {
      storeId: '1203',
      storeName: 'Fittizia Trattoria Lakeside Holiday Park',
      miles: 7.9,
      outcome: 'provider',
      providerUrl: 'https://holidays.example/lakeside/dining',
    },
    {
      storeId: '1047',
      storeName: 'Fittizia Trattoria Windermere Park',
      miles: 9.4,
      outcome: 'call-us',
      message:
        "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.",
      phoneNumber: '01539 496 079',
    },
    { ...someFull.results[0], miles: 48.2 },
  ],
});

/** No restaurant has a table near the time: the message, then a wider radius and the next day. */
export const noneInRange: TableSearchResponse = { ...base, results: [], nothingNear: [] };
export const noneNear: TableSearchResponse = { ...someFull, results: [] };
export const noneAnywhereMessage = TABLE_SEARCH_MESSAGES.noneAnywhere(25);
