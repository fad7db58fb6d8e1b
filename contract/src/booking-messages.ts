import { SERVER_ERROR_MESSAGE } from './constants.ts';
import { BookingErrorCode, bookingErrorMessage } from './errors.ts';

/**
 * The booking messages of spec section 8.2, word for word, in one place: the brand API,
 * the mocks and the booking journey read them from here. Two of them are cut short in the
 * spec's source ("..."); they are kept exactly as the spec gives them.
 */
export const BOOKING_MESSAGES = {
  holidayPark:
    "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.",
  noOnlineBookings: bookingErrorMessage(BookingErrorCode.NotSupported),
  somethingWentWrong: SERVER_ERROR_MESSAGE,
  /** Shown with a tel: call button when no slot is found. */
  callUs:
    "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
  sameDayLargeParty: "Unfortunately we can't take online bookings of 25+ guests on the same day...",
  noMenus: "Unfortunately, we don't have any menus available for the selected date and number of guests...",
  /** Create failed; when the error body has a message, that message is shown instead. */
  createFailed: 'Something went wrong trying to place your booking, please try again',
  /** Booking status 9. */
  slotTaken: "Sorry, that time slot's just been taken. Please choose another…",
  cardSubmitFailed: 'Something went wrong submitting card, please try again.',
  cardFormLoadFailed: 'Something went wrong loading the card input, please refresh the page and try again.',
  captcha: 'Something went wrong, please try again.',
  /** The failed availability result (success false). */
  availabilityFailed: 'Error checking availability',
} as const;
export type BookingMessageKey = keyof typeof BOOKING_MESSAGES;

/** What the journey shows when create fails: the error body's message, else the spec's text. */
export function createBookingFailureMessage(serverMessage?: string | null): string {
  return serverMessage?.trim() || BOOKING_MESSAGES.createFailed;
}

/** Spec 9: enquiry mode promises a reply within 48 hours. */
export const ENQUIRY_REPLY_HOURS = 48;
