import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  BrandApiError,
  bookingErrorMessage,
  createBookingFailureMessage,
  examples,
  externalCalls,
  SANDBOX_NONCES,
  SOCKET_TIMEOUT_MESSAGE,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { bookingFixtures, bookingServerMessages } from './fixtures.ts';
import { useMockServer } from './mock-server.fixture.ts';
import { BOOKING_ERROR_CODES, bookingMessageScenarios, handlersFor, scenarioNames } from './scenarios.ts';

const { server, client } = useMockServer();

const storeQuery = { occasionId: 'occ-dinner', children: 2, adults: 4 };
const create = () =>
  client.call('bookingCreate', { params: { storeId: '1042' }, body: examples.bookingCreate.body });
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as BrandApiError,
  );

/** What 8.1 says the diner sees for each code, written out independently of the mocks. */
function expectedMessage(code: number): string {
  if (code === 0) return SOCKET_TIMEOUT_MESSAGE;
  if (code === 6 || code === 19) return bookingServerMessages[code];
  if (code === 9) return BOOKING_MESSAGES.slotTaken;
  return bookingErrorMessage(code);
}

describe('booking mocks', () => {
  it('answers every booking call of 7.2 on the happy path with the contract examples', async () => {
    const storeId = { storeId: '1042' };
    expect(
      (await client.call('bookingOccasions', { params: storeId, query: { date: '2025-3-7' } })).occasions,
    ).toHaveLength(2);
    const availability = await client.call('bookingAvailability', {
      body: {
        stores: [
          { storeId: '1057', miles: 0 },
          { storeId: '1042', miles: 36.2 },
        ],
        date: '2025-03-07',
        adultCovers: 4,
        childrenCovers: 2,
      },
    });
    expect(availability.map((r) => [r.storeId, r.storeName, r.isFirstChoice, r.miles])).toEqual([
      ['1057', 'Fittizia Trattoria Leeds Briggate', true, 0],
      ['1042', 'Fittizia Trattoria Manchester Deansgate', false, 36.2],
    ]);
    expect(availability[0]?.timeSlots.length).toBeGreaterThan(0);
    const areas = await client.call('bookingAreas', {
      params: storeId,
      query: { ...storeQuery, dates: '2025-3-7' },
    });
    expect(areas.data.areas.map((a) => a.id)).toEqual(['area-main', 'area-terrace']);
    const menus = await client.call('bookingMenus', {
      params: storeId,
      query: { ...storeQuery, dates: '2025-3-7', time: '19:30' },
    });
    expect(menus.data.menus.length).toBeGreaterThan(0);
    const slots = await client.call('bookingSlots', {
      params: storeId,
      query: { ...storeQuery, dates: '2025-3-7', menuIds: ['m-main'] },
    });
    expect(slots.dates[0]?.times.some((t) => t.canEnquire)).toBe(true);
    expect(
      await client.call('bookingRequirements', {
        params: storeId,
        query: { ...storeQuery, bookingDate: '2025-3-7', menuId: 'm-main', time: '19:30' },
      }),
    ).toEqual({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false });
    const upsells = await client.call('bookingUpsells', {
      params: storeId,
      query: { ...storeQuery, bookingDate: '2025-3-7', time: '19:30' },
    });
    expect(upsells.data.upsells.map((u) => u.id)).toEqual(['up-prosecco', 'up-cake']);
    expect((await create()).bookingReference).toBe(bookingFixtures.created.bookingReference);
    // The confirmation goes to the address the diner gave, with the booking's manage link.
    const other = await client.call('bookingCreate', {
      params: { storeId: '1042' },
      body: { ...examples.bookingCreate.body, emailAddress: 'someone.else@example.com' },
    });
    expect(other.confirmationSentTo).toBe('someone.else@example.com');
    expect(other.manageLink).toBe(bookingFixtures.created.manageLink);
    expect(
      (await client.call('bookingEnquiry', { params: storeId, body: examples.bookingEnquiry.body }))
        .bookingReference,
    ).toBe('FT-EQ-20250307-042');
    expect(
      (await client.call('bookingEvent', { params: storeId, body: examples.bookingEvent.body }))
        .bookingReference,
    ).toBe('FT-EV-20250307-118');
    expect((await client.call('braintreeToken')).data).toMatch(/^sandbox_/);
    const holder = { FirstName: 'Giulia', LastName: 'Rossi', Email: 'giulia@example.com' };
    expect(
      (await client.call('braintreeSubmit', { body: { Nonce: 'fake-valid-nonce', ...holder } })).data,
    ).toBe(bookingFixtures.braintreeSubmit.data);
    expect(
      (
        await client.call('braintreeSubmit', {
          body: { Nonce: 'fake-valid-nonce', ...holder, CustomerId: 'cust_1' },
        })
      ).data,
    ).toBe('cust_1');
    for (const [nonces, status] of [
      [SANDBOX_NONCES.declined, 422],
      [SANDBOX_NONCES.failed, 502],
      // A nonce the sandbox does not know (a drop-in's, or made up) is refused, as by the brand API's sandbox.
      [['tokencc_unknown', 'made-up-nonce'], 422],
    ] as const) {
      for (const Nonce of nonces) {
        const error = await failureOf(client.call('braintreeSubmit', { body: { Nonce, ...holder } }));
        expect(error).toMatchObject({ status, message: BOOKING_MESSAGES.cardSubmitFailed });
      }
    }
  });

  it.each(BOOKING_ERROR_CODES)(
    'has a scenario for booking code %i that the client reads as that code',
    async (code) => {
      const name = `booking-code-${code}` as const;
      expect(scenarioNames).toContain(name);
      server.resetHandlers(...handlersFor(name));
      const error = await failureOf(create());
      expect(error).toBeInstanceOf(BrandApiError);
      expect(error.code).toBe(code);
      expect(error.message).toBe(expectedMessage(code));
      expect(error.status).toBe(
        code === 0 ? 504 : code === 3 ? 404 : code === 9 ? 409 : code === 21 ? 429 : 422,
      );
      // only create fails: the rest of the journey still answers
      expect((await client.call('braintreeToken')).data).toBeTruthy();
    },
  );

  it('covers exactly the codes 0 to 20 of spec 8.1 and the booking limit (21)', () => {
    expect(BOOKING_ERROR_CODES).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(BookingErrorCode.HolidayPark).toBe(20);
    expect(BookingErrorCode.BookingLimitReached).toBe(21);
  });

  it('has a scenario for every booking message of spec 8.2, each message from the contract', () => {
    const covered = new Set(Object.values(bookingMessageScenarios).map((s) => s.message));
    for (const message of Object.values(BOOKING_MESSAGES)) expect(covered, message).toContain(message);
    for (const name of Object.keys(bookingMessageScenarios)) expect(scenarioNames).toContain(name);
  });

  it('reproduces the state behind each 8.2 message', async () => {
    const storeId = { storeId: '1042' };
    const availabilityBody = {
      stores: [
        { storeId: '1042', miles: 0 },
        { storeId: '1057', miles: 36.2 },
      ],
      date: '2025-03-07',
      adultCovers: 26,
      childrenCovers: 0,
    };

    for (const name of ['booking-holiday-park', 'booking-no-online-bookings'] as const) {
      server.resetHandlers(...handlersFor(name));
      const code = name === 'booking-holiday-park' ? 20 : 1;
      for (const call of [
        client.call('bookingOccasions', { params: storeId, query: { date: '2025-3-7' } }),
        client.call('bookingAvailability', { body: availabilityBody }),
        create(),
      ]) {
        expect(await failureOf(call)).toMatchObject({ code, message: bookingErrorMessage(code) });
      }
    }
    expect(bookingMessageScenarios['booking-no-online-bookings'].message).toBe(bookingErrorMessage(1));

    server.resetHandlers(...handlersFor('booking-timeout'));
    expect(await failureOf(create())).toMatchObject({
      status: 504,
      code: 0,
      message: BOOKING_MESSAGES.somethingWentWrong,
    });

    for (const name of ['booking-no-availability', 'booking-large-party-same-day'] as const) {
      server.resetHandlers(...handlersFor(name));
      const results = await client.call('bookingAvailability', { body: availabilityBody });
      expect(results).toHaveLength(2);
      expect(results.every((r) => r.timeSlots.length === 0 && !r.exactMatch)).toBe(true);
      const slots = await client.call('bookingSlots', {
        params: storeId,
        query: { ...storeQuery, dates: '2025-3-7', menuIds: 'm-main' },
      });
      expect(slots.dates[0]?.times).toEqual([]);
    }

    server.resetHandlers(...handlersFor('booking-no-menus'));
    expect(
      (
        await client.call('bookingMenus', {
          params: storeId,
          query: { ...storeQuery, dates: '2025-3-7', time: '19:30' },
        })
      ).data.menus,
    ).toEqual([]);

    server.resetHandlers(...handlersFor('booking-create-failed'));
    const bare = await failureOf(create());
    expect(bare.status).toBe(500);
    expect(bare.code).toBeUndefined();
    // no message in the body: the journey shows its own failure text
    expect(createBookingFailureMessage((bare.body as { message?: string } | undefined)?.message)).toBe(
      BOOKING_MESSAGES.bookingFailed,
    );

    server.resetHandlers(...handlersFor('booking-create-failed-with-message'));
    const withMessage = await failureOf(create());
    expect(createBookingFailureMessage((withMessage.body as { message?: string }).message)).toBe(
      bookingServerMessages.createRejected,
    );

    server.resetHandlers(...handlersFor('booking-slot-taken'));
    expect(await failureOf(create())).toMatchObject({
      status: 409,
      code: 9,
      message: BOOKING_MESSAGES.slotTaken,
      body: { bookingStatus: 9 },
    });

    server.resetHandlers(...handlersFor('booking-card-submit-failure'));
    expect(
      (
        await client.call('bookingRequirements', {
          params: storeId,
          query: { ...storeQuery, bookingDate: '2025-3-7', menuId: 'm-main', time: '19:30' },
        })
      ).isCardGuaranteeRequired,
    ).toBe(true);
    expect(
      await failureOf(
        client.call('braintreeSubmit', {
          body: { Nonce: 'fake-valid-nonce', FirstName: 'A', LastName: 'B', Email: 'a@example.com' },
        }),
      ),
    ).toMatchObject({ status: 422, message: BOOKING_MESSAGES.cardSubmitFailed });

    server.resetHandlers(...handlersFor('booking-card-form-load-failure'));
    expect((await client.call('braintreeToken')).data).toBeNull();

    server.resetHandlers(...handlersFor('booking-captcha-failure'));
    expect(await failureOf(create())).toMatchObject({ status: 403, message: BOOKING_MESSAGES.captcha });
    const verify = await fetch(
      `${externalCalls.recaptchaSiteverify.origin}${externalCalls.recaptchaSiteverify.path}?secret=s&response=t`,
    );
    expect(await verify.json()).toMatchObject({ success: false });

    server.resetHandlers(...handlersFor('booking-availability-failure'));
    const failed = await failureOf(client.call('bookingAvailability', { body: availabilityBody }));
    expect(failed).toMatchObject({ status: 500, message: BOOKING_MESSAGES.availabilityFailed });
    expect(failed.body).toMatchObject({ success: false });
  });

  it('has the other booking states the journey needs', async () => {
    server.resetHandlers(...handlersFor('booking-enquiry-mode'));
    const slots = await client.call('bookingSlots', {
      params: { storeId: '1042' },
      query: { ...storeQuery, dates: '2025-3-7', menuIds: 'm-main' },
    });
    expect(slots.dates[0]?.times.every((t) => t.canEnquire)).toBe(true);
    server.resetHandlers(...handlersFor('booking-card-required'));
    expect(
      (
        await client.call('bookingRequirements', {
          params: { storeId: '1042' },
          query: { ...storeQuery, bookingDate: '2025-3-7', menuId: 'm-main', time: '19:30' },
        })
      ).isCardGuaranteeRequired,
    ).toBe(true);
    server.resetHandlers(...handlersFor('booking-loading'));
    const outcome = await Promise.race([
      create().then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 200)),
    ]);
    expect(outcome).toBe('still loading');
  });
});
