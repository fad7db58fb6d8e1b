import { describe, expect, it } from 'vitest';
import { STANDBY_HOLD_MINUTES } from './constants.ts';
import {
  BookingErrorCode,
  bookingErrorMessage,
  CONTENT_SERVICE_ERROR_MESSAGE,
  DEFAULT_BOOKING_ERROR_MESSAGE,
  STANDBY_ERROR_CODES,
} from './errors.ts';

const DEFAULT = "Sorry, something's not working, please contact the restaurant directly.";
const UNABLE =
  'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.';

/** The message column of spec 8.1, copied word for word. */
const SPEC_8_1: Array<[number, string]> = [
  [0, ''],
  [1, "Sorry, we don't take bookings for this restaurant, please contact them directly."],
  [2, UNABLE],
  [3, DEFAULT],
  [4, 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.'],
  [5, 'This booking needs a credit card to confirm, please contact the restaurant directly.'],
  [7, DEFAULT],
  [8, 'This menu is not available.'],
  [9, UNABLE],
  [10, 'Unfortunately we are currently unable to accept bookings at this time'],
  [11, 'This restaurant cannot be booked online.'],
  [12, 'Something went wrong retrieving the jobs data. Please try again.'],
  [13, 'Something went wrong submitting the job application. Please try again.'],
  [14, 'You have already submitted an application for this job.'],
  [15, 'Something went wrong validation the application, please try again.'],
  [17, 'This occasion cannot be booked for this date, please try again.'],
  [18, 'Sorry, this restaurant is unable to accept a booking for that number of guests for that occasion.'],
  [20, "This restaurant can only be booked through the holiday-park operator's online booking system."],
  // An addition, in the style of 8.1.
  [21, "Sorry, we can't take this booking online. Please call the restaurant and they will be glad to help."],
];

describe('bookingErrorMessage (spec 8.1)', () => {
  it("has the spec's 21 codes 0 to 20, the booking limit's 21 and manage my booking's 22 to 29", () => {
    const standby: number[] = [...STANDBY_ERROR_CODES];
    expect(Object.values(BookingErrorCode).filter((c) => !standby.includes(c))).toEqual(
      Array.from({ length: 30 }, (_, i) => i),
    );
    expect(BookingErrorCode.BookingNotFound).toBe(25);
    expect(BookingErrorCode.BookingLimitReached).toBe(21);
    expect(BookingErrorCode.HolidayPark).toBe(20);
    expect(BookingErrorCode.NoFreeSlot).toBe(4);
  });

  it("has the standby list's 30 to 36, each with its own plain message", () => {
    expect([...STANDBY_ERROR_CODES]).toEqual([30, 31, 32, 33, 34, 35, 36]);
    const messages = STANDBY_ERROR_CODES.map((code) => bookingErrorMessage(code));
    expect(new Set(messages).size).toBe(7);
    for (const message of messages) expect(message).not.toBe(DEFAULT_BOOKING_ERROR_MESSAGE);
    expect(bookingErrorMessage(BookingErrorCode.StandbyOfferExpired)).toContain(
      `${STANDBY_HOLD_MINUTES} minutes`,
    );
  });

  it.each(SPEC_8_1)('code %i shows the spec message', (code, message) => {
    expect(bookingErrorMessage(code)).toBe(message);
  });

  it('code 0 with a socket timeout shows the retry message', () => {
    expect(bookingErrorMessage(0, { socketTimeout: true })).toBe(
      'Sorry, something went wrong. Please try again.',
    );
  });

  it.each([6, 19])("code %i shows the server's message, or the default when there is none", (code) => {
    expect(bookingErrorMessage(code, { serverMessage: 'Closed for a private event tonight.' })).toBe(
      'Closed for a private event tonight.',
    );
    expect(bookingErrorMessage(code, { serverMessage: '   ' })).toBe(DEFAULT);
    expect(bookingErrorMessage(code)).toBe(DEFAULT);
  });

  it('code 16 is a content-service connection message', () => {
    expect(bookingErrorMessage(16)).toBe(CONTENT_SERVICE_ERROR_MESSAGE);
    expect(bookingErrorMessage(16)).toMatch(/content service/);
  });

  it('code 18 is code 4 with "for that occasion"', () => {
    expect(bookingErrorMessage(18)).toBe(
      bookingErrorMessage(4).replace('on your chosen date', 'for that occasion'),
    );
  });

  it.each([98, 99, -1, 3.5])('other code %s shows the default', (code) => {
    expect(bookingErrorMessage(code)).toBe(DEFAULT);
  });

  it.each([22, 23, 24, 25, 26, 27, 28, 29])(
    'manage code %i has its own plain message, never the default',
    (code) => {
      const message = bookingErrorMessage(code, { serverMessage: 'upstream text' });
      expect(message).not.toBe(DEFAULT);
      expect(message).not.toContain('upstream');
      expect(message).toMatch(/booking/);
    },
  );

  it('fixed messages ignore a server message', () => {
    expect(bookingErrorMessage(8, { serverMessage: 'upstream text' })).toBe('This menu is not available.');
  });
});
