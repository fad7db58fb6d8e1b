// The error classes live in their own module, so code that only tests for them (a page's error handling, in
// every first load) does not bring the booking message tables with it.
export { BrandApiError, ContractViolationError } from './brand-api-error.ts';

import { STANDBY_HOLD_MINUTES } from './constants.ts';

/** Booking error codes of spec section 8.1. */
export const BookingErrorCode = {
  Ok: 0,
  NotSupported: 1,
  InvalidConfig: 2,
  RestaurantNotFound: 3,
  NoFreeSlot: 4,
  NeedCreditCard: 5,
  RejectMessage: 6,
  OfferNotFound: 7,
  PartnerMenuNotFound: 8,
  WentWrong: 9,
  BookingDisabled: 10,
  RestaurantDisabled: 11,
  JobsDataFailed: 12,
  SubmitApplicationError: 13,
  DuplicatedRequest: 14,
  ApplicationValidationError: 15,
  ContentServiceError: 16,
  NoRestrictions: 17,
  NoAvailableOccasion: 18,
  DisabledCustomMessage: 19,
  HolidayPark: 20,
  /**
   * An addition: a create, change or standby join past one of the online booking limits per e-mail address,
   * phone number or network address (`BOOKING_LIMIT_DEFAULTS`); the answer never says which.
   */
  BookingLimitReached: 21,
  /** Additions (manage my booking): a manage link that is not one of ours. */
  ManageLinkInvalid: 22,
  /** The booking's dining time has passed: its link no longer works. */
  BookingPast: 23,
  /** The booking was cancelled already. */
  AlreadyCancelled: 24,
  /** Find my booking: no booking has that reference and e-mail (an unknown reference and a wrong e-mail alike). */
  BookingNotFound: 25,
  /** Change: no table is free for the new date, time and party; the booking is as it was. */
  ChangeNoTable: 26,
  /** Change: the new date or party needs a card guarantee the booking does not have. */
  ChangeNeedsCard: 27,
  /** Change: the new party is one the restaurant takes only as an enquiry. */
  ChangeNeedsEnquiry: 28,
  /** Change: the date, time and party asked are the ones already booked. */
  ChangeUnchanged: 29,
  /** Additions (standby list): a standby link that is not one of ours. */
  StandbyLinkInvalid: 30,
  /** The offer was not claimed within its hold time and has passed to the next diner. */
  StandbyOfferExpired: 31,
  /** Nothing is held for this entry to claim (still waiting, already booked or left). */
  StandbyNothingToClaim: 32,
  /** The same e-mail address is already on the list for that restaurant and date. */
  StandbyAlreadyJoined: 33,
  /** A table is free in the window asked for: book it instead. */
  StandbyTableFree: 34,
  /** No table at the restaurant seats the party: none could ever come free for it. */
  StandbyPartyTooLarge: 35,
  /** The restaurant is closed on the date asked: no table could come free that day. */
  StandbyClosedDay: 36,
} as const;
export type BookingErrorCode = (typeof BookingErrorCode)[keyof typeof BookingErrorCode];

/** The codes only manage my booking answers (find, view, cancel, change), never a create. */
export const MANAGE_ERROR_CODES = [
  BookingErrorCode.ManageLinkInvalid,
  BookingErrorCode.BookingPast,
  BookingErrorCode.AlreadyCancelled,
  BookingErrorCode.BookingNotFound,
  BookingErrorCode.ChangeNoTable,
  BookingErrorCode.ChangeNeedsCard,
  BookingErrorCode.ChangeNeedsEnquiry,
  BookingErrorCode.ChangeUnchanged,
] as const;

/** The codes only the standby list answers (join, view, leave, claim), never a create. */
export const STANDBY_ERROR_CODES = [
  BookingErrorCode.StandbyLinkInvalid,
  BookingErrorCode.StandbyOfferExpired,
  BookingErrorCode.StandbyNothingToClaim,
  BookingErrorCode.StandbyAlreadyJoined,
  BookingErrorCode.StandbyTableFree,
  BookingErrorCode.StandbyPartyTooLarge,
  BookingErrorCode.StandbyClosedDay,
] as const;

/**
 * The HTTP status of a booking failure (the brand API answers so and the mocks copy it): 404 for a restaurant
 * or booking not found and a manage link that is not ours, 409 for a slot just taken, a booking already
 * cancelled and a change with no table free, 410 for a booking whose time has passed, 429 for the booking limit, 422 otherwise.
 */
export function bookingErrorStatus(code: number): 404 | 409 | 410 | 422 | 429 {
  switch (code) {
    case BookingErrorCode.RestaurantNotFound:
    case BookingErrorCode.ManageLinkInvalid:
    case BookingErrorCode.BookingNotFound:
    case BookingErrorCode.StandbyLinkInvalid:
      return 404;
    case BookingErrorCode.StandbyNothingToClaim:
    case BookingErrorCode.StandbyAlreadyJoined:
    case BookingErrorCode.StandbyTableFree:
      return 409;
    case BookingErrorCode.StandbyOfferExpired:
      return 410;
    case BookingErrorCode.WentWrong:
    case BookingErrorCode.AlreadyCancelled:
    case BookingErrorCode.ChangeNoTable:
      return 409;
    case BookingErrorCode.BookingPast:
      return 410;
    case BookingErrorCode.BookingLimitReached:
      return 429;
    default:
      return 422;
  }
}

export const DEFAULT_BOOKING_ERROR_MESSAGE =
  "Sorry, something's not working, please contact the restaurant directly.";
export const SOCKET_TIMEOUT_MESSAGE = 'Sorry, something went wrong. Please try again.';
export const CONTENT_SERVICE_ERROR_MESSAGE =
  'Sorry, we could not reach our content service. Please try again in a moment.';

const unableOnline =
  'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.';

const fixedMessages: Partial<Record<BookingErrorCode, string>> = {
  1: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  2: unableOnline,
  4: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
  5: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
  8: 'This menu is not available.',
  9: unableOnline,
  10: 'Unfortunately we are currently unable to accept bookings at this time',
  11: 'This restaurant cannot be booked online.',
  12: 'Something went wrong retrieving the jobs data. Please try again.',
  13: 'Something went wrong submitting the job application. Please try again.',
  14: 'You have already submitted an application for this job.',
  15: 'Something went wrong validation the application, please try again.',
  16: CONTENT_SERVICE_ERROR_MESSAGE,
  17: 'This occasion cannot be booked for this date, please try again.',
  18: 'Sorry, this restaurant is unable to accept a booking for that number of guests for that occasion.',
  20: "This restaurant can only be booked through the holiday-park operator's online booking system.",
  21: "Sorry, we can't take this booking online. Please call the restaurant and they will be glad to help.",
  22: 'This booking link is not valid or has expired. You can find your booking with its reference and e-mail address.',
  23: 'The time of this booking has passed, so it can no longer be changed or cancelled online.',
  24: 'This booking has already been cancelled.',
  25: 'We could not find a booking with that reference and e-mail address. Please check both and try again.',
  26: 'Sorry, there is no table free for that date, time and party size. Your booking has not been changed: please choose another time or date.',
  27: 'A booking for that date and party size needs a card to guarantee it, which cannot be added to a booking online. Your booking has not been changed: to make the new booking, cancel this one and book again, or call the restaurant.',
  28: 'A party of that size is booked by enquiry, so this booking cannot be changed to it online. Your booking has not been changed: please send a booking enquiry for the larger party, or call the restaurant.',
  29: 'Your booking is already for that date, time and party size. Choose a different date, time or party size.',
  30: 'This standby link is not valid. Please use the link in your latest e-mail from us.',
  31: `Sorry, this offer has expired: the table was held for ${STANDBY_HOLD_MINUTES} minutes and has passed to the next diner on the list.`,
  32: 'There is no table held for you to book right now. We will e-mail you as soon as one frees up.',
  33: 'You are already on the standby list for this restaurant and date. Please use the link in your e-mail.',
  34: 'A table is free in that time window, so you can book it now instead of joining the standby list.',
  35: 'No table at this restaurant seats a party of that size, so none can come free for you. Please choose another restaurant, or call the restaurant.',
  36: 'The restaurant is closed on that date, so no table can come free. Please choose another date.',
};

/**
 * The message a diner sees for a booking error code (spec 8.1). Codes 6 and 19 show the
 * server's own message; code 0 is silent unless the call timed out.
 */
export function bookingErrorMessage(
  code: number,
  opts: { serverMessage?: string | undefined; socketTimeout?: boolean } = {},
): string {
  if (code === BookingErrorCode.Ok) return opts.socketTimeout ? SOCKET_TIMEOUT_MESSAGE : '';
  if (code === BookingErrorCode.RejectMessage || code === BookingErrorCode.DisabledCustomMessage) {
    return opts.serverMessage?.trim() || DEFAULT_BOOKING_ERROR_MESSAGE;
  }
  return fixedMessages[code as BookingErrorCode] ?? DEFAULT_BOOKING_ERROR_MESSAGE;
}

/**
 * Booking messages of spec 8.2, word for word. The two the source cuts short keep their
 * three dots; `slotTaken` (booking status 9) ends with the ellipsis character the spec prints.
 */
export const BOOKING_MESSAGES = {
  holidayPark:
    "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.",
  notSupported: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  somethingWentWrong: SOCKET_TIMEOUT_MESSAGE,
  callUs:
    "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
  largePartySameDay: "Unfortunately we can't take online bookings of 25+ guests on the same day...",
  noMenus: "Unfortunately, we don't have any menus available for the selected date and number of guests...",
  bookingFailed: 'Something went wrong trying to place your booking, please try again',
  slotTaken: "Sorry, that time slot's just been taken. Please choose another…",
  cardSubmitFailed: 'Something went wrong submitting card, please try again.',
  cardFormFailed: 'Something went wrong loading the card input, please refresh the page and try again.',
  captcha: 'Something went wrong, please try again.',
  availabilityFailed: 'Error checking availability',
} as const;

/**
 * The bot check (reCAPTCHA v3, spec 5.2, 7.8, 8.2). `refused` is the captcha message of 8.2, shown when the
 * site's server refuses a form's token or cannot reach the verifier; `noKey` and `noVersion` are the loader's
 * misconfiguration errors of 5.2 (a loader called without a site key, or without the version).
 */
export const RECAPTCHA_MESSAGES = {
  refused: BOOKING_MESSAGES.captcha,
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'No version provided',
} as const;
