import {
  BOOKING_MESSAGES,
  londonToday,
  queryValues,
  TABLE_SEARCH_MAX_CANDIDATES,
  TABLE_SEARCH_MAX_RESULTS,
  TABLE_SEARCH_MESSAGES,
  TABLE_SEARCH_NEAR_MINUTES,
  type TableSearchPlace,
  type TableSearchResponse,
  type TableSearchRestaurant,
  tableSearchQuery,
} from '@fittizia/contract';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { restaurantFixtures } from './fixtures.ts';
import { loadingForever, type MockErrorBody, mockEndpoint } from './mock-endpoint.ts';

/*
 * Find a table from the mocks' restaurants: the contract's checks first (mockEndpoint), then the brand
 * API's own refusals (a place it cannot find, a past date), then every restaurant within the radius, nearest first.
 * Free times are a fixed pattern per restaurant (a few quarter hours taken), so some restaurants are full near the
 * asked time and sit in `nothingNear`.
 */

/** The places the mocks know: a postcode shape (its area decides the town) or a town of the mocks' restaurants. */
const TOWNS: Record<string, { name: string; lat: number; lng: number }> = {
  manchester: { name: 'Manchester', lat: 53.4808, lng: -2.2426 },
  leeds: { name: 'Leeds', lat: 53.8008, lng: -1.5491 },
  lakeside: { name: 'Lakeside', lat: 54.3721, lng: -2.9134 },
  kendal: { name: 'Kendal', lat: 54.3269, lng: -2.7463 },
};
const POSTCODE = /^([A-Z]{1,2})\d[A-Z\d]?(\s*\d[A-Z]{2})?$/i;
const AREAS: Record<string, keyof typeof TOWNS> = { M: 'manchester', LS: 'leeds', LA: 'kendal' };

/** The point a place names, or undefined when the mocks cannot find it (the brand API's 400 `query.place`). */
export function mockPlace(place: string): TableSearchPlace | undefined {
  const text = place.trim();
  const town = TOWNS[text.toLowerCase()];
  if (town) return { name: town.name, kind: 'place', lat: town.lat, lng: town.lng };
  const postcode = POSTCODE.exec(text);
  const area = postcode?.[1] ? AREAS[postcode[1].toUpperCase()] : undefined;
  if (!postcode || !area) return undefined;
  const at = TOWNS[area] as { lat: number; lng: number };
  return { name: text.toUpperCase(), kind: postcode[2] ? 'postcode' : 'district', lat: at.lat, lng: at.lng };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Miles between two points (haversine), to a tenth. */
function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 3958.8 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * The restaurant's free times that day: quarter hours from 12:00 to 21:45, some taken (a pattern of its id), and
 * a party over 8 finds its evening (from 18:00) full.
 */
export function mockFreeTimes(storeId: string, covers: number): string[] {
  const seed = Number(storeId.replace(/\D/g, '')) || 0;
  const times: string[] = [];
  for (let m = 12 * 60; m <= 21 * 60 + 45; m += 15) {
    if ((m / 15 + seed) % 4 === 0) continue;
    if (covers > 8 && m >= 18 * 60) continue;
    times.push(toTime(m));
  }
  return times;
}

/** The free times near the asked one: itself when free, and at most three before and three after, in the window. */
export function nearTimes(free: string[], time: string): string[] {
  const at = toMinutes(time);
  const inWindow = free.filter((t) => Math.abs(toMinutes(t) - at) <= TABLE_SEARCH_NEAR_MINUTES);
  const before = inWindow.filter((t) => toMinutes(t) < at).slice(-3);
  const after = inWindow.filter((t) => toMinutes(t) > at).slice(0, 3);
  return [...before, ...inWindow.filter((t) => t === time), ...after];
}

const nearest = (free: string[], time: string) =>
  [...free].sort(
    (a, b) => Math.abs(toMinutes(a) - toMinutes(time)) - Math.abs(toMinutes(b) - toMinutes(time)),
  )[0];

const refuse = (field: string, message: string, status = 400) =>
  HttpResponse.json<MockErrorBody>({ message, field }, { status });

/** The answer to a search the contract accepts (or the brand API's refusal), from the mocks' restaurants. */
export function mockTableSearch(url: URL): Response {
  const query = tableSearchQuery.parse(queryValues(url.searchParams));
  if (query.date < londonToday()) return refuse('query.date', TABLE_SEARCH_MESSAGES.datePast);
  let place: TableSearchPlace | undefined;
  if (query.place !== undefined) place = mockPlace(query.place);
  else if (query.lat !== undefined && query.lng !== undefined)
    place = { name: 'Your location', kind: 'location', lat: query.lat, lng: query.lng };
  else {
    const on = restaurantFixtures.find((r) => r.storeId === query.storeId);
    if (on?.lat !== undefined && on.lng !== undefined)
      place = { name: on.title, kind: 'restaurant', lat: on.lat, lng: on.lng };
  }
  if (!place)
    return query.storeId
      ? refuse('query.storeId', TABLE_SEARCH_MESSAGES.storeId)
      : refuse('query.place', TABLE_SEARCH_MESSAGES.place);
  const from = place;
  const covers = query.adults + query.children;
  const candidates = restaurantFixtures
    .flatMap((r) =>
      r.lat === undefined || r.lng === undefined
        ? []
        : [{ r, miles: milesBetween(from, { lat: r.lat, lng: r.lng }) }],
    )
    .filter(({ r, miles }) => miles <= query.radius || r.storeId === query.storeId)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, TABLE_SEARCH_MAX_CANDIDATES);
  const results: TableSearchRestaurant[] = [];
  const nothingNear: TableSearchRestaurant[] = [];
  for (const { r, miles } of candidates) {
    const base = { storeId: r.storeId, storeName: r.title, miles };
    const blank = { timeSlots: [], exactMatch: false, isPlaceAsEnquiryEnabled: false };
    const flags = { cardGuaranteeRequired: false, standbyOffered: false };
    if (r.bookingProviderUrl) {
      results.push({ ...base, ...blank, ...flags, outcome: 'provider', providerUrl: r.bookingProviderUrl });
      continue;
    }
    if (r.isHolidayPark || r.enableBookings === false) {
      const message = r.isHolidayPark ? BOOKING_MESSAGES.holidayPark : BOOKING_MESSAGES.notSupported;
      results.push({ ...base, ...blank, ...flags, outcome: 'call-us', message, phoneNumber: r.phoneNumber });
      continue;
    }
    const free = mockFreeTimes(r.storeId, covers);
    const near = nearTimes(free, query.time);
    const booked = { ...flags, occasionId: 'standard', standbyOffered: true };
    if (near.length > 0) {
      results.push({
        ...base,
        ...booked,
        outcome: 'times',
        timeSlots: near.map((time) => ({ time })),
        exactMatch: near.includes(query.time),
        isPlaceAsEnquiryEnabled: false,
      });
    } else {
      const nearestFreeTime = nearest(free, query.time);
      nothingNear.push({
        ...base,
        ...booked,
        ...blank,
        outcome: 'none-near',
        ...(nearestFreeTime ? { nearestFreeTime } : {}),
      });
    }
  }
  const answer: TableSearchResponse = {
    place: from,
    date: query.date,
    time: query.time,
    adults: query.adults,
    children: query.children,
    radiusMiles: query.radius,
    results: results.slice(0, TABLE_SEARCH_MAX_RESULTS),
    nothingNear,
  };
  return HttpResponse.json(answer);
}

/** The happy path: registered with the other handlers (handlers.ts). */
export const tableSearchHandlers: RequestHandler[] = [
  mockEndpoint('bookingTableSearch', ({ request }) => mockTableSearch(new URL(request.url))),
];

/** The search's states for stories and the site's dev server (scenarios.ts). */
export const tableSearchScenarios = {
  'table-search-loading': [loadingForever('bookingTableSearch')],
  /** The brand API failing: the page shows the availability failure (spec 8.2). */
  'table-search-error': [
    mockEndpoint('bookingTableSearch', async () => {
      await delay(50);
      return HttpResponse.json<MockErrorBody>({ message: 'Upstream unavailable' }, { status: 503 });
    }),
  ],
} satisfies Record<string, RequestHandler[]>;
