import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  CONTENT_SERVICE_ERROR_MESSAGE,
  externalCalls,
  SERVER_ERROR_MESSAGE,
} from '@fittizia/contract';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { bookingCodeScenarios, bookingMessageHandlers, bookingStateScenarios } from './booking-scenarios.ts';
import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  endedOfferFixture,
  geoCoordinatesFixture,
  INVALID_SEARCH_QUERY_MESSAGE,
  MENU_NOT_FOUND_MESSAGE,
  restaurantFixtures,
  restaurantNotFound,
} from './fixtures.ts';
import { handlers, offerEnded } from './handlers.ts';
import { manageScenarios, reminderScenarios, standbyScenarios } from './manage-scenarios.ts';
import { loadingForever, mockEndpoint } from './mock-endpoint.ts';
import { tableSearchScenarios } from './table-search-handlers.ts';

export {
  BOOKING_ERROR_CODES,
  type BookingMessageScenario,
  bookingCodeScenarios,
  bookingFailure,
  bookingMessageScenarios,
} from './booking-scenarios.ts';

/**
 * Named scenarios. Each one overrides some handlers; everything it does not name keeps
 * the happy path: one per booking error code of 8.1 (`booking-code-0` to `booking-code-20`)
 * and one per booking message of 8.2 (`bookingMessageScenarios`).
 */
export const scenarios = {
  ...bookingCodeScenarios,
  ...manageScenarios,
  ...reminderScenarios,
  ...standbyScenarios,
  ...bookingMessageHandlers,
  ...bookingStateScenarios,
  ...tableSearchScenarios,
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

  /* Contact (7.3, 4.7, 8.4): a send is sent only when data.statusCode is 200. */
  /** The send is answered, but with a status code other than 200: the error block. */
  'contact-send-failed': [
    mockEndpoint('contactSendEmail', () => HttpResponse.json({ status: 200, data: { statusCode: 500 } })),
  ],
  /** The send fails at the HTTP level (a thrown failure): the error block. */
  'contact-send-error': [
    mockEndpoint('contactSendEmail', () =>
      HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 502 }),
    ),
  ],
  'contact-sending': [loadingForever('contactSendEmail'), loadingForever('contactGroupBooking')],
  'group-booking-failed': [
    mockEndpoint('contactGroupBooking', () => HttpResponse.json({ status: 200, data: { statusCode: 400 } })),
  ],

  /* Customer data (7.5, 8.4). */
  'preferences-not-found': [
    mockEndpoint('getCustomerPreferences', () =>
      HttpResponse.json({ message: CUSTOMER_NOT_FOUND_MESSAGE }, { status: 404 }),
    ),
  ],
  /** The update is answered with a message other than 'Success'. */
  'preferences-update-failed': [
    mockEndpoint('updateCustomerPreferences', () =>
      HttpResponse.json({ status: 200, data: { message: 'Customer could not be updated' } }),
    ),
  ],
  'preferences-loading': [
    loadingForever('getCustomerPreferences'),
    loadingForever('updateCustomerPreferences'),
  ],
  'choices-failed': [
    mockEndpoint('updateCustomerChoices', () =>
      HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 502 }),
    ),
  ],
  'occasion-dates-failed': [
    mockEndpoint('updateOccasionDates', () =>
      HttpResponse.json({ status: 200, data: { message: 'Occasion dates could not be saved' } }),
    ),
  ],

  /* Offers (7.7, 8.4). */
  'offer-code-error': [
    mockEndpoint('offerCode', () => HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 })),
  ],
  'offer-not-found': [
    mockEndpoint('offerBySlug', ({ request }) =>
      HttpResponse.json(
        { message: `Offer not found: no offer "${new URL(request.url).searchParams.get('offerSlug')}"` },
        { status: 404 },
      ),
    ),
    mockEndpoint('offerCode', () => HttpResponse.json({ message: 'Offer not found' }, { status: 404 })),
  ],
  /** Every offer read is past its last day (the ended fixture), and every claim is refused as ended. */
  'offer-ended': [
    mockEndpoint('offerBySlug', () => HttpResponse.json({ status: 200, data: endedOfferFixture })),
    mockEndpoint('offerCode', offerEnded),
  ],
  /** The page was read while the offer ran; it ended before the claim, which is refused as ended. */
  'offer-ended-on-claim': [mockEndpoint('offerCode', offerEnded)],

  /* Sign-up (7.8, 8.4). */
  'signup-failed': [
    mockEndpoint('signup', () => HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 502 })),
  ],
  'signup-sending': [loadingForever('signup')],
  /**
   * The bot check refuses the person (siteverify says no), so the site server refuses the guarded sends with
   * the captcha message of 8.2 (as in `booking-captcha-failure`).
   */
  'captcha-failed': [
    http.get(`${externalCalls.recaptchaSiteverify.origin}${externalCalls.recaptchaSiteverify.path}`, () =>
      HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] }),
    ),
    ...(['signup', 'contactSendEmail', 'contactGroupBooking', 'offerCode'] as const).map((name) =>
      mockEndpoint(name, () => HttpResponse.json({ message: BOOKING_MESSAGES.captcha }, { status: 403 })),
    ),
  ],
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
