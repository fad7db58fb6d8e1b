import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  bookingErrorStatus,
  CONTENT_SERVICE_ERROR_MESSAGE,
  type EndpointName,
  externalCalls,
  MANAGE_ERROR_CODES,
  SERVER_ERROR_MESSAGE,
  SOCKET_TIMEOUT_MESSAGE,
  STANDBY_ERROR_CODES,
} from '@fittizia/contract';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import {
  bookingFixtures,
  bookingServerMessages,
  CUSTOMER_NOT_FOUND_MESSAGE,
  geoCoordinatesFixture,
  INVALID_SEARCH_QUERY_MESSAGE,
  MENU_NOT_FOUND_MESSAGE,
  manageFixtures,
  restaurantFixtures,
  restaurantNotFound,
  standbyFixtures,
} from './fixtures.ts';
import { cardSubmitFailure, handlers, type MockErrorBody, mockEndpoint } from './handlers.ts';

/** A handler that never answers: the caller stays in its loading state. */
const loadingForever = <N extends EndpointName>(name: N) =>
  mockEndpoint(name, (async () => {
    await delay('infinite');
    // never reached: the request stays pending
    return HttpResponse.json({ message: 'unreachable' }, { status: 500 });
  }) as Parameters<typeof mockEndpoint<N>>[1]);

/* ------------------------------------------------------------------ booking (8.1, 8.2) */

/** Every booking error code a create can answer: spec 8.1's 0 to 20 and the booking limit's 21. */
export const BOOKING_ERROR_CODES = (Object.values(BookingErrorCode) as BookingErrorCode[]).filter(
  (code) =>
    !(MANAGE_ERROR_CODES as readonly number[]).includes(code) &&
    !(STANDBY_ERROR_CODES as readonly number[]).includes(code),
);

/* ------------------------------------------------------------------ manage my booking */

/** A booking whose card guarantee window has begun: cancelling now is late (no charge in the sandbox). */
const lateCardBooking = {
  ...manageFixtures.booking,
  cardGuaranteed: true,
  lateFrom: new Date(Date.parse(manageFixtures.booking.startsAt) - 24 * 3_600_000).toISOString(),
};

/** One scenario per outcome of the manage page, answered as the brand API answers it. */
export const manageScenarios = {
  /** The link's booking, already cancelled: shown as cancelled, cancelling again refused (24). */
  'manage-already-cancelled': [
    mockEndpoint('bookingManage', () => HttpResponse.json(manageFixtures.cancelled)),
    mockEndpoint('bookingCancel', () => bookingFailure(BookingErrorCode.AlreadyCancelled)),
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.AlreadyCancelled)),
  ],
  /** The booking's time has come: the link no longer works (23). */
  'manage-past-booking': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.BookingPast)),
    mockEndpoint('bookingCancel', () => bookingFailure(BookingErrorCode.BookingPast)),
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.BookingPast)),
  ],
  /** A card-guaranteed booking inside its window: the cancellation is recorded as late. */
  'manage-late-cancellation-card': [
    mockEndpoint('bookingManage', () => HttpResponse.json(lateCardBooking)),
    mockEndpoint('bookingCancel', async ({ request }) => {
      const { message } = (await request.json()) as { message?: string };
      return HttpResponse.json({
        ...lateCardBooking,
        status: 'cancelled' as const,
        cancelledAt: manageFixtures.cancelled.cancelledAt,
        cancelReason: message?.trim() || null,
        lateCancellation: true,
      });
    }),
  ],
  /** A link that is not one of ours, or altered (22). */
  'manage-link-invalid': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
    mockEndpoint('bookingCancel', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
  ],
  /** Find my booking: no booking has that reference and e-mail (25, an unknown reference and a wrong e-mail alike). */
  'manage-not-found': [mockEndpoint('bookingFind', () => bookingFailure(BookingErrorCode.BookingNotFound))],
  /** Change: the booking moved to the date, time and party asked (the default handler's answer). */
  'manage-changed': [],
  /** Change: no table is free for the new date, time and party; the booking is as it was (26). */
  'manage-change-no-table': [
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ChangeNoTable)),
  ],
  /** Change: the new date or party needs a card guarantee, which a change cannot add (27). */
  'manage-change-needs-card': [
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ChangeNeedsCard)),
  ],
  /** Change: the new party is booked only by enquiry (28). */
  'manage-change-needs-enquiry': [
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ChangeNeedsEnquiry)),
  ],
} satisfies Record<string, RequestHandler[]>;

/** Booking reminders: "I'll be there" refused as the brand API refuses it. */
export const reminderScenarios = {
  /** The booking was cancelled since the reminder: shown as cancelled, "I'll be there" refused (24). */
  'attend-already-cancelled': [
    mockEndpoint('bookingManage', () => HttpResponse.json(manageFixtures.cancelled)),
    mockEndpoint('bookingAttend', () => bookingFailure(BookingErrorCode.AlreadyCancelled)),
  ],
  /** The booking's time has come (23). */
  'attend-past-booking': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.BookingPast)),
    mockEndpoint('bookingAttend', () => bookingFailure(BookingErrorCode.BookingPast)),
  ],
  /** A link that is not one of ours, or altered (22). */
  'attend-link-invalid': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
    mockEndpoint('bookingAttend', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
  ],
} satisfies Record<string, RequestHandler[]>;

/* ------------------------------------------------------------------ standby list */

/** One scenario per outcome of the standby list, answered as the brand API answers it. */
export const standbyScenarios = {
  /** Joined: the entry's page shows the diner waiting, their place in line, and a way to leave. */
  'standby-joined': [mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.waiting))],
  /** A freed table is offered and held: the page offers to book it; the claim books it. */
  'standby-offered': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.offered)),
    mockEndpoint('standbyClaim', () => HttpResponse.json(standbyFixtures.booked)),
  ],
  /** The offer was claimed: the booking with its manage link; claiming again answers the same. */
  'standby-offer-claimed': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.booked)),
    mockEndpoint('standbyClaim', () => HttpResponse.json(standbyFixtures.booked)),
  ],
  /** The offer was not claimed within the hold: it passed to the next diner (31). */
  'standby-offer-expired': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.expired)),
    mockEndpoint('standbyClaim', () => bookingFailure(BookingErrorCode.StandbyOfferExpired)),
    mockEndpoint('standbyLeave', () => HttpResponse.json(standbyFixtures.expired)),
  ],
  /** The diner left the list: leaving again changes nothing, nothing is held to claim (32). */
  'standby-left': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.left)),
    mockEndpoint('standbyLeave', () => HttpResponse.json(standbyFixtures.left)),
    mockEndpoint('standbyClaim', () => bookingFailure(BookingErrorCode.StandbyNothingToClaim)),
  ],
  /** A link that is not one of ours, or altered (30). */
  'standby-link-invalid': [
    mockEndpoint('standbyView', () => bookingFailure(BookingErrorCode.StandbyLinkInvalid)),
    mockEndpoint('standbyLeave', () => bookingFailure(BookingErrorCode.StandbyLinkInvalid)),
    mockEndpoint('standbyClaim', () => bookingFailure(BookingErrorCode.StandbyLinkInvalid)),
  ],
  /** The wizard's step two finds no time for the party (code 4): its standby offer shows. */
  'standby-no-slots': [mockEndpoint('bookingSlots', () => bookingFailure(BookingErrorCode.NoFreeSlot))],
  /** Joining twice with one e-mail for a restaurant and date (33). */
  'standby-already-joined': [
    mockEndpoint('standbyJoin', () => bookingFailure(BookingErrorCode.StandbyAlreadyJoined)),
  ],
  /** A table is free in the window asked for (34): book it instead. */
  'standby-table-free': [
    mockEndpoint('standbyJoin', () => bookingFailure(BookingErrorCode.StandbyTableFree)),
  ],
} satisfies Record<string, RequestHandler[]>;

/**
 * A booking call failing with a code of 8.1, answered as the brand API answers it:
 * `{ message, code }`, 404 for restaurant not found, 409 with `bookingStatus: 9` and the
 * slot-taken message for code 9 (the slot just went), 429 for the booking limit (21), 422 otherwise. Code 0 is the
 * socket timeout: 504 with the timeout message.
 */
export function bookingFailure(code: BookingErrorCode) {
  if (code === BookingErrorCode.Ok) {
    return HttpResponse.json<MockErrorBody>({ message: SOCKET_TIMEOUT_MESSAGE, code }, { status: 504 });
  }
  if (code === BookingErrorCode.WentWrong) {
    return HttpResponse.json<MockErrorBody>(
      { message: BOOKING_MESSAGES.slotTaken, code, bookingStatus: code },
      { status: bookingErrorStatus(code) },
    );
  }
  const serverMessage = (bookingServerMessages as Record<number, string>)[code];
  return HttpResponse.json<MockErrorBody>(
    { message: bookingErrorMessage(code, serverMessage ? { serverMessage } : {}), code },
    { status: bookingErrorStatus(code) },
  );
}

/** `booking-code-N`: create answers with booking error code N (the rest of the journey works). */
export const bookingCodeScenarios = Object.fromEntries(
  BOOKING_ERROR_CODES.map((code) => [
    `booking-code-${code}`,
    [mockEndpoint('bookingCreate', () => bookingFailure(code))],
  ]),
) as Record<`booking-code-${BookingErrorCode}`, RequestHandler[]>;

const noSlotsAnywhere = [
  mockEndpoint('bookingAvailability', async ({ request }) => {
    const body = (await request.json()) as { stores: { storeId: string; miles: number }[] };
    const template = bookingFixtures.availability[0];
    return HttpResponse.json(
      body.stores.map((store, i) => ({
        ...(template as NonNullable<typeof template>),
        storeId: store.storeId,
        miles: store.miles,
        isFirstChoice: i === 0,
        exactMatch: false,
        timeSlots: [],
        isPlaceAsEnquiryEnabled: false,
      })),
    );
  }),
  mockEndpoint('bookingSlots', () => HttpResponse.json({ dates: [{ date: '2025-03-07', times: [] }] })),
];

/**
 * One scenario per booking message of spec 8.2, with the message the journey shows in it.
 * The handlers produce the state; the message comes from the contract.
 */
export const bookingMessageScenarios = {
  /** A holiday-park restaurant: every booking call refuses with code 20. */
  'booking-holiday-park': {
    message: BOOKING_MESSAGES.holidayPark,
    handlers: (['bookingOccasions', 'bookingAvailability', 'bookingCreate'] as const).map((name) =>
      mockEndpoint(name, () => bookingFailure(BookingErrorCode.HolidayPark)),
    ),
  },
  /** A restaurant that takes no online bookings: code 1. */
  'booking-no-online-bookings': {
    message: BOOKING_MESSAGES.notSupported,
    handlers: (['bookingOccasions', 'bookingAvailability', 'bookingCreate'] as const).map((name) =>
      mockEndpoint(name, () => bookingFailure(BookingErrorCode.NotSupported)),
    ),
  },
  /** The call timed out (code 0 with the timeout title). */
  'booking-timeout': {
    message: BOOKING_MESSAGES.somethingWentWrong,
    handlers: [mockEndpoint('bookingCreate', () => bookingFailure(BookingErrorCode.Ok))],
  },
  /** No slot at the chosen or the nearest restaurant: the call-us message with a tel: button. */
  'booking-no-availability': { message: BOOKING_MESSAGES.callUs, handlers: noSlotsAnywhere },
  /** 25 or more guests on the same day: no slot and no enquiry. */
  'booking-large-party-same-day': {
    message: BOOKING_MESSAGES.largePartySameDay,
    handlers: [
      ...noSlotsAnywhere,
      mockEndpoint('bookingRequirements', () =>
        HttpResponse.json({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false }),
      ),
    ],
  },
  'booking-no-menus': {
    message: BOOKING_MESSAGES.noMenus,
    handlers: [mockEndpoint('bookingMenus', () => HttpResponse.json({ status: 200, data: { menus: [] } }))],
  },
  /** Create fails with no message in its body: the journey's own failure text. */
  'booking-create-failed': {
    message: BOOKING_MESSAGES.bookingFailed,
    handlers: [mockEndpoint('bookingCreate', () => new HttpResponse(null, { status: 500 }) as never)],
  },
  /** Create fails and its body has a message: that message is shown instead. */
  'booking-create-failed-with-message': {
    message: bookingServerMessages.createRejected,
    handlers: [
      mockEndpoint('bookingCreate', () =>
        HttpResponse.json({ message: bookingServerMessages.createRejected }, { status: 422 }),
      ),
    ],
  },
  /** Booking status 9: someone else took the slot first. */
  'booking-slot-taken': {
    message: BOOKING_MESSAGES.slotTaken,
    handlers: [mockEndpoint('bookingCreate', () => bookingFailure(BookingErrorCode.WentWrong))],
  },
  'booking-card-submit-failure': {
    message: BOOKING_MESSAGES.cardSubmitFailed,
    handlers: [
      mockEndpoint('bookingRequirements', () =>
        HttpResponse.json({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }),
      ),
      mockEndpoint('braintreeSubmit', () =>
        cardSubmitFailure('declined', 'Processor declined: 2000 Do Not Honor'),
      ),
    ],
  },
  /** The card form cannot load: the token call answers data null. */
  'booking-card-form-load-failure': {
    message: BOOKING_MESSAGES.cardFormFailed,
    handlers: [
      mockEndpoint('bookingRequirements', () =>
        HttpResponse.json({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }),
      ),
      mockEndpoint('braintreeToken', () => HttpResponse.json({ status: 503, data: null })),
    ],
  },
  /** The bot check refuses the diner: siteverify says no and the site server refuses the create. */
  'booking-captcha-failure': {
    message: BOOKING_MESSAGES.captcha,
    handlers: [
      http.get(`${externalCalls.recaptchaSiteverify.origin}${externalCalls.recaptchaSiteverify.path}`, () =>
        HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] }),
      ),
      mockEndpoint('bookingCreate', () =>
        HttpResponse.json({ message: BOOKING_MESSAGES.captcha }, { status: 403 }),
      ),
    ],
  },
  /** Availability fails: a failed result (success false) with 'Error checking availability'. */
  'booking-availability-failure': {
    message: BOOKING_MESSAGES.availabilityFailed,
    handlers: [
      mockEndpoint('bookingAvailability', () =>
        HttpResponse.json<MockErrorBody>(
          { success: false, message: BOOKING_MESSAGES.availabilityFailed },
          { status: 500 },
        ),
      ),
    ],
  },
} satisfies Record<string, { message: string; handlers: RequestHandler[] }>;

export type BookingMessageScenario = keyof typeof bookingMessageScenarios;

/** Other booking states the journey's stories need (not messages). */
const bookingStateScenarios = {
  /** Requirements ask for a card guarantee; the sandbox card form and submit work. */
  'booking-card-required': [
    mockEndpoint('bookingRequirements', () =>
      HttpResponse.json({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }),
    ),
  ],
  /** 25+ guests where enquiry mode is enabled: slots can be enquired for. */
  'booking-enquiry-mode': [
    mockEndpoint('bookingRequirements', () =>
      HttpResponse.json({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true }),
    ),
    mockEndpoint('bookingSlots', () =>
      HttpResponse.json({
        dates: (bookingFixtures.slots.dates ?? []).map((d) => ({
          ...d,
          times: d.times.map((t) => ({ ...t, canEnquire: true })),
        })),
      }),
    ),
  ],
  /** Every booking call stays pending. */
  'booking-loading': (
    [
      'bookingOccasions',
      'bookingAvailability',
      'bookingAreas',
      'bookingMenus',
      'bookingSlots',
      'bookingRequirements',
      'bookingUpsells',
      'bookingCreate',
      'braintreeToken',
    ] as const
  ).map((name) => loadingForever(name)),
} satisfies Record<string, RequestHandler[]>;

const bookingMessageHandlers = Object.fromEntries(
  Object.entries(bookingMessageScenarios).map(([name, s]) => [name, s.handlers]),
) as Record<BookingMessageScenario, RequestHandler[]>;

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
