import {
  type AvailabilityRequest,
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  bookingErrorStatus,
  externalCalls,
  MANAGE_ERROR_CODES,
  SOCKET_TIMEOUT_MESSAGE,
  STANDBY_ERROR_CODES,
} from '@fittizia/contract';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { bookingFixtures, bookingServerMessages } from './fixtures.ts';
import { cardSubmitFailure, loadingForever, type MockErrorBody, mockEndpoint } from './mock-endpoint.ts';
import { mockStandbyRefusal } from './standby-rule.ts';

/* ------------------------------------------------------------------ booking (8.1, 8.2) */

/** Every booking error code a create can answer: spec 8.1's 0 to 20 and the booking limit's 21. */
export const BOOKING_ERROR_CODES = (Object.values(BookingErrorCode) as BookingErrorCode[]).filter(
  (code) =>
    !(MANAGE_ERROR_CODES as readonly number[]).includes(code) &&
    !(STANDBY_ERROR_CODES as readonly number[]).includes(code),
);

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
    const body = (await request.json()) as AvailabilityRequest;
    const template = bookingFixtures.availability[0];
    const covers = body.adultCovers + body.childrenCovers;
    return HttpResponse.json(
      body.stores.map((store, i) => ({
        ...(template as NonNullable<typeof template>),
        storeId: store.storeId,
        miles: store.miles,
        isFirstChoice: i === 0,
        exactMatch: false,
        timeSlots: [],
        isPlaceAsEnquiryEnabled: false,
        standbyOffered: mockStandbyRefusal(store.storeId, body.date, covers) === undefined,
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
export const bookingStateScenarios = {
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

export const bookingMessageHandlers = Object.fromEntries(
  Object.entries(bookingMessageScenarios).map(([name, s]) => [name, s.handlers]),
) as Record<BookingMessageScenario, RequestHandler[]>;
