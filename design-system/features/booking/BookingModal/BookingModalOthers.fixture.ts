import { mockEndpoint } from '@fittizia/api-mocks';
import { restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import { examples, type Restaurant, type TableSearchRestaurant } from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';

/*
 * The table search (`bookingTableSearch`) as the booking modal's stories answer it: built from the contract's
 * example, around the restaurant asked about (its `storeId`), with the restaurants a story names.
 */

const [manchester, leeds] = restaurantFixtures as [Restaurant, Restaurant];

/** A restaurant of the search's answer with times near the asked one. */
export const searchResult = (
  r: Pick<Restaurant, 'storeId' | 'title'>,
  miles: number,
  times: string[],
  over: Partial<TableSearchRestaurant> = {},
): TableSearchRestaurant => ({
  storeId: r.storeId,
  storeName: r.title,
  miles,
  outcome: 'times',
  occasionId: 'occ-dinner',
  timeSlots: times.map((time) => ({ time })),
  exactMatch: times.includes('19:30'),
  isPlaceAsEnquiryEnabled: false,
  cardGuaranteeRequired: false,
  standbyOffered: true,
  ...over,
});

/** Answers the table search with these restaurants (the one asked about is among them, as the brand API's is). */
export function tableSearchAnswer(results: (storeId: string) => TableSearchRestaurant[]): RequestHandler {
  return mockEndpoint('bookingTableSearch', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const storeId = query.get('storeId') ?? '';
    return HttpResponse.json({
      ...examples.bookingTableSearch.response,
      place: { name: storeId, kind: 'restaurant', lat: 53.48, lng: -2.25 },
      date: query.get('date') ?? '',
      time: query.get('time') ?? '',
      adults: Number(query.get('adults')),
      children: Number(query.get('children') ?? 0),
      results: results(storeId),
      nothingNear: [],
    });
  });
}

/** No other restaurant has a table near the time: the default of the modal's stories. */
export const noOtherRestaurants = tableSearchAnswer(() => []);

/** Two other restaurants, nearest first: Leeds with the asked time, and a third with times near it. */
export const harrogate = { storeId: '1061', title: 'Fittizia Trattoria Harrogate' };
export const twoOthers = tableSearchAnswer((asked) =>
  [
    searchResult(leeds, 36.2, ['19:00', '19:15', '19:30', '19:45', '20:00']),
    searchResult(harrogate, 41.8, ['18:45', '20:15']),
    searchResult(manchester, 0, [], { outcome: 'none-near', nearestFreeTime: '21:45' }),
  ].filter((r) => r.storeId !== asked && r.outcome === 'times'),
);

/** Leeds has only the set menu: a switch there from the main menu clears it. */
export const leedsSetMenuOnly = mockEndpoint('bookingMenus', ({ params }) => {
  const menus = examples.bookingMenus.response.data.menus;
  return HttpResponse.json({
    status: 200,
    data: { menus: params.storeId === leeds.storeId ? menus.filter((m) => m.id === 'm-set') : menus },
  });
});
