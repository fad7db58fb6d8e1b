import {
  BookingErrorCode,
  bookingErrorMessage,
  CONTENT_SERVICE_ERROR_MESSAGE,
  type EndpointName,
  SERVER_ERROR_MESSAGE,
} from '@fittizia/contract';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  geoCoordinatesFixture,
  INVALID_SEARCH_QUERY_MESSAGE,
  MENU_NOT_FOUND_MESSAGE,
  restaurantFixtures,
  restaurantNotFound,
} from './fixtures.ts';
import { handlers, mockEndpoint } from './handlers.ts';

/** A handler that never answers: the caller stays in its loading state. */
const loadingForever = <N extends EndpointName>(name: N) =>
  mockEndpoint(name, (async () => {
    await delay('infinite');
    // never reached: the request stays pending
    return HttpResponse.json({ message: 'unreachable' }, { status: 500 });
  }) as Parameters<typeof mockEndpoint<N>>[1]);

/**
 * Named scenarios. Each one overrides some handlers; everything it does not name keeps
 * the happy path. Later work adds one per booking error code (8.1) and per message
 * (8.2, 8.3).
 */
export const scenarios = {
  default: [],
  'token-failure': [
    mockEndpoint('token', () => HttpResponse.json({ message: 'Token service unavailable' }, { status: 503 })),
  ],
  'brand-settings-error': [
    mockEndpoint('brandSettings', () =>
      HttpResponse.json({ message: CONTENT_SERVICE_ERROR_MESSAGE, code: 16 }, { status: 502 }),
    ),
  ],
  'page-not-found': [
    mockEndpoint('contentPage', ({ params }) =>
      HttpResponse.json({ message: `No content page "${params.id}"` }, { status: 404 }),
    ),
  ],
  'page-loading': [
    mockEndpoint('contentPage', async () => {
      await delay('infinite');
      return HttpResponse.json({ message: 'unreachable' }, { status: 500 });
    }),
  ],
  /** The finder found the place but no restaurant within 100 miles (or no place at all). */
  'geo-no-results': [
    mockEndpoint('geoSearch', () => HttpResponse.json([])),
    mockEndpoint('geoSearchByCoordinates', ({ params }) =>
      HttpResponse.json({
        ...geoCoordinatesFixture,
        lat: Number(params.lat),
        lng: Number(params.lng),
        restaurants: [],
      }),
    ),
  ],
  'geo-invalid-query': [
    mockEndpoint('geoSearch', () =>
      HttpResponse.json({ message: INVALID_SEARCH_QUERY_MESSAGE }, { status: 400 }),
    ),
  ],
  'geo-error': [
    mockEndpoint('geoSearch', () => HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 })),
    mockEndpoint('geoSearchByCoordinates', () =>
      HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 }),
    ),
  ],
  'restaurants-loading': [
    loadingForever('searchRestaurants'),
    loadingForever('restaurantBySlugAndCity'),
    loadingForever('restaurantBySlug'),
    loadingForever('restaurantByStoreId'),
    loadingForever('geoSearch'),
    loadingForever('geoSearchByCoordinates'),
  ],
  'restaurant-not-found': [
    mockEndpoint('restaurantBySlugAndCity', ({ params }) =>
      HttpResponse.json(restaurantNotFound(`slug "${params.slug}" in city "${params.city}"`), {
        status: 404,
      }),
    ),
    mockEndpoint('restaurantBySlug', ({ params }) =>
      HttpResponse.json(restaurantNotFound(`slug "${params.slug}"`), { status: 404 }),
    ),
    mockEndpoint('restaurantByStoreId', ({ params }) =>
      HttpResponse.json(restaurantNotFound(`store id "${params.storeId}"`), { status: 404 }),
    ),
    mockEndpoint('restaurantOffers', ({ params }) =>
      HttpResponse.json(restaurantNotFound(`store id "${params.id}"`), { status: 404 }),
    ),
  ],
  'menu-not-found': [
    mockEndpoint('menu', () => HttpResponse.json({ message: MENU_NOT_FOUND_MESSAGE }, { status: 404 })),
  ],
  /** The finder's ranked results include a holiday park (flagged, booked by phone). */
  'geo-holiday-park': [
    mockEndpoint('geoSearch', ({ params }) =>
      HttpResponse.json([
        {
          name: decodeURIComponent(String(params.query)).trim(),
          kind: 'place',
          lat: 54.0,
          lng: -2.5,
          restaurants: restaurantFixtures.map((r, i) => ({
            ...r,
            milesValue: [12.34, 30.05, 41.6][i] ?? 50,
          })),
        },
      ]),
    ),
  ],
  /** Code 12: the job list (or one job) could not be fetched. */
  'jobs-error': [
    mockEndpoint('jobs', () =>
      HttpResponse.json(
        {
          message: bookingErrorMessage(BookingErrorCode.JobsDataFailed),
          code: BookingErrorCode.JobsDataFailed,
        },
        { status: 502 },
      ),
    ),
    mockEndpoint('job', () =>
      HttpResponse.json(
        {
          message: bookingErrorMessage(BookingErrorCode.JobsDataFailed),
          code: BookingErrorCode.JobsDataFailed,
        },
        { status: 502 },
      ),
    ),
  ],
  'jobs-empty': [mockEndpoint('jobs', () => HttpResponse.json({ status: 200, data: { jobs: [] } }))],
  'jobs-loading': [loadingForever('jobs'), loadingForever('job')],
  'job-locations-none': [mockEndpoint('jobLocations', () => HttpResponse.json([]))],
  /** Code 13: the application could not be submitted (an HTTP error with the spec's message). */
  'job-application-error': [
    mockEndpoint('jobApplication', () =>
      HttpResponse.json(
        {
          message: bookingErrorMessage(BookingErrorCode.SubmitApplicationError),
          code: BookingErrorCode.SubmitApplicationError,
        },
        { status: 500 },
      ),
    ),
  ],
  /** Code 14: the same e-mail already applied for this job. */
  'job-application-duplicate': [
    mockEndpoint('jobApplication', () =>
      HttpResponse.json(
        {
          message: bookingErrorMessage(BookingErrorCode.DuplicatedRequest),
          code: BookingErrorCode.DuplicatedRequest,
        },
        { status: 409 },
      ),
    ),
  ],
  /** Code 15: the server's validation refused a field; the message carries err=15 (spec 8.3). */
  'job-application-invalid': [
    mockEndpoint('jobApplication', () =>
      HttpResponse.json(
        {
          message: 'err=15: telephone: telephone must be 7 to 17 characters',
          code: BookingErrorCode.ApplicationValidationError,
        },
        { status: 400 },
      ),
    ),
  ],
  /** A 200 answer with success false: its message is shown (spec 8.3). */
  'job-application-refused': [
    mockEndpoint('jobApplication', () =>
      HttpResponse.json({ status: 200, data: { success: false, message: 'This job has just been filled.' } }),
    ),
  ],
  'job-application-uploading': [loadingForever('jobApplication')],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

/** The handler list for a scenario: its overrides first, so MSW picks them over the defaults. */
export function handlersFor(
  scenario: ScenarioName = 'default',
  extra: RequestHandler[] = [],
): RequestHandler[] {
  return [...extra, ...scenarios[scenario], ...handlers];
}
